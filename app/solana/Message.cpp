#include "Message.h"

#include "ByteReader.h"
#include "Ed25519.h"
#include "ShortVec.h"
#include "core/Failure.h"

#include <QCoreApplication>
#include <QSet>

namespace paydesk::solana {

namespace {
struct TrMessage
{
    Q_DECLARE_TR_FUNCTIONS(SolanaMessage)
};

bool appendLength(QByteArray &out, qsizetype n)
{
    if (n < 0 || n > 0xffff)
        return false;
    shortvec::encode(out, quint16(n));
    return true;
}

bool appendBytes(QByteArray &out, const QByteArray &bytes)
{
    if (!appendLength(out, bytes.size()))
        return false;
    out.append(bytes);
    return true;
}

// Reads compact-u16 length + that many bytes.
bool readBytes(ByteReader &r, QByteArray *out, QString *why)
{
    const auto n = r.shortVec(why);
    if (!n)
        return false;
    QByteArrayView v;
    if (!r.take(*n, &v)) {
        *why = TrMessage::tr("message is truncated");
        return false;
    }
    *out = v.toByteArray();
    return true;
}

QString checkHeader(const Message &m)
{
    const int nkeys = int(m.accountKeys.size());
    const int r = m.numRequiredSignatures;
    if (nkeys == 0)
        return TrMessage::tr("message has no account keys");
    if (nkeys > Message::kMaxAccounts)
        return TrMessage::tr("message has more than %1 account keys").arg(Message::kMaxAccounts);
    if (r == 0)
        return TrMessage::tr("message requires no signatures (no fee payer)");
    if (r > nkeys)
        return TrMessage::tr("message requires %1 signatures but has only %2 keys")
            .arg(r)
            .arg(nkeys);
    if (m.numReadonlySignedAccounts >= r)
        return TrMessage::tr("message has no writable signer to pay fees");
    if (m.numReadonlyUnsignedAccounts > nkeys - r)
        return TrMessage::tr("message marks more read-only unsigned keys than it has");
    return {};
}

QString checkKeysAndIndexes(const Message &m)
{
    QSet<QByteArray> seen;
    for (const QByteArray &key : m.accountKeys) {
        if (seen.contains(key))
            return TrMessage::tr("message has a duplicate account key");
        seen.insert(key);
    }
    const int nkeys = int(m.accountKeys.size());
    const int total = nkeys + m.lookupAccountCount();
    if (total > Message::kMaxAccounts)
        return TrMessage::tr("message loads more than %1 accounts").arg(Message::kMaxAccounts);
    for (int i = 0; i < m.instructions.size(); ++i) {
        const CompiledInstruction &ix = m.instructions.at(i);
        if (ix.programIdIndex >= nkeys)
            return TrMessage::tr("instruction %1: program index %2 out of range")
                .arg(i)
                .arg(ix.programIdIndex);
        if (ix.programIdIndex == 0)
            return TrMessage::tr("instruction %1: the fee payer cannot be a program").arg(i);
        for (const char c : ix.accountIndexes) {
            if (quint8(c) >= total)
                return TrMessage::tr("instruction %1: account index %2 out of range")
                    .arg(i)
                    .arg(quint8(c));
        }
    }
    return {};
}
} // namespace

bool Message::isSigner(int index) const
{
    return index >= 0 && index < accountKeys.size() && index < numRequiredSignatures;
}

bool Message::isWritable(int index) const
{
    const int nkeys = int(accountKeys.size());
    if (index < 0 || index >= nkeys)
        return false;
    const int r = numRequiredSignatures;
    if (index < r)
        return index < r - numReadonlySignedAccounts;
    return index < nkeys - numReadonlyUnsignedAccounts;
}

QByteArray Message::feePayer() const
{
    return accountKeys.value(0);
}

int Message::lookupAccountCount() const
{
    if (version != Version::V0)
        return 0;
    int n = 0;
    for (const AddressTableLookup &l : addressTableLookups)
        n += int(l.writableIndexes.size() + l.readonlyIndexes.size());
    return n;
}

QByteArray Message::serialize() const
{
    QByteArray out;
    if (version == Version::V0)
        out.append(char(0x80));
    out.append(char(numRequiredSignatures));
    out.append(char(numReadonlySignedAccounts));
    out.append(char(numReadonlyUnsignedAccounts));
    if (!appendLength(out, accountKeys.size()))
        return {};
    for (const QByteArray &key : accountKeys) {
        if (key.size() != kPublicKeySize)
            return {};
        out.append(key);
    }
    if (recentBlockhash.size() != kPublicKeySize)
        return {};
    out.append(recentBlockhash);
    if (!appendLength(out, instructions.size()))
        return {};
    for (const CompiledInstruction &ix : instructions) {
        out.append(char(ix.programIdIndex));
        if (!appendBytes(out, ix.accountIndexes) || !appendBytes(out, ix.data))
            return {};
    }
    if (version == Version::V0) {
        if (!appendLength(out, addressTableLookups.size()))
            return {};
        for (const AddressTableLookup &l : addressTableLookups) {
            if (l.accountKey.size() != kPublicKeySize)
                return {};
            out.append(l.accountKey);
            if (!appendBytes(out, l.writableIndexes) || !appendBytes(out, l.readonlyIndexes))
                return {};
        }
    }
    return out;
}

std::optional<Message> Message::decode(QByteArrayView bytes, QString *error, qsizetype *consumed)
{
    if (bytes.isEmpty())
        return failWith<Message>(error, TrMessage::tr("message is empty"));
    ByteReader r(bytes);
    Message m;
    QString why;
    const quint8 first = quint8(bytes[0]);
    if (first & 0x80) {
        const int version = first & 0x7f;
        if (version != 0)
            return failWith<Message>(error,
                                     TrMessage::tr("unsupported message version %1").arg(version));
        m.version = Version::V0;
        r.byte();
    }
    QByteArrayView header;
    if (!r.take(3, &header))
        return failWith<Message>(error, TrMessage::tr("message is truncated"));
    m.numRequiredSignatures = quint8(header[0]);
    m.numReadonlySignedAccounts = quint8(header[1]);
    m.numReadonlyUnsignedAccounts = quint8(header[2]);

    const auto nkeys = r.shortVec(&why);
    if (!nkeys)
        return failWith<Message>(error, why);
    if (*nkeys > kMaxAccounts)
        return failWith<Message>(
            error, TrMessage::tr("message has more than %1 account keys").arg(kMaxAccounts));
    for (int i = 0; i < *nkeys; ++i) {
        QByteArrayView key;
        if (!r.take(kPublicKeySize, &key))
            return failWith<Message>(error, TrMessage::tr("message is truncated"));
        m.accountKeys.append(key.toByteArray());
    }
    why = checkHeader(m);
    if (!why.isEmpty())
        return failWith<Message>(error, why);
    QByteArrayView blockhash;
    if (!r.take(kPublicKeySize, &blockhash))
        return failWith<Message>(error, TrMessage::tr("message is truncated"));
    m.recentBlockhash = blockhash.toByteArray();

    const auto nix = r.shortVec(&why);
    if (!nix)
        return failWith<Message>(error, why);
    for (int i = 0; i < *nix; ++i) {
        CompiledInstruction ix;
        const auto program = r.byte();
        if (!program)
            return failWith<Message>(error, TrMessage::tr("message is truncated"));
        ix.programIdIndex = *program;
        if (!readBytes(r, &ix.accountIndexes, &why) || !readBytes(r, &ix.data, &why))
            return failWith<Message>(error, why);
        m.instructions.append(ix);
    }
    if (m.version == Version::V0) {
        const auto nlut = r.shortVec(&why);
        if (!nlut)
            return failWith<Message>(error, why);
        for (int i = 0; i < *nlut; ++i) {
            AddressTableLookup l;
            QByteArrayView key;
            if (!r.take(kPublicKeySize, &key))
                return failWith<Message>(error, TrMessage::tr("message is truncated"));
            l.accountKey = key.toByteArray();
            if (!readBytes(r, &l.writableIndexes, &why) || !readBytes(r, &l.readonlyIndexes, &why))
                return failWith<Message>(error, why);
            if (l.writableIndexes.isEmpty() && l.readonlyIndexes.isEmpty())
                return failWith<Message>(
                    error, TrMessage::tr("address lookup table %1 loads no accounts").arg(i));
            m.addressTableLookups.append(l);
        }
    }
    why = checkKeysAndIndexes(m);
    if (!why.isEmpty())
        return failWith<Message>(error, why);
    if (consumed)
        *consumed = r.pos();
    else if (r.remaining() != 0)
        return failWith<Message>(error, TrMessage::tr("trailing bytes after the message"));
    return m;
}

} // namespace paydesk::solana
