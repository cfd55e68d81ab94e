#include "Transaction.h"

#include "ByteReader.h"
#include "ShortVec.h"
#include "core/Base58.h"
#include "core/Failure.h"

#include <QCoreApplication>

namespace paydesk::solana {

namespace {
struct TrTransaction
{
    Q_DECLARE_TR_FUNCTIONS(SolanaTransaction)
};

bool isZero(QByteArrayView bytes)
{
    for (const char c : bytes) {
        if (c != 0)
            return false;
    }
    return true;
}

const QByteArray &zeroSignature()
{
    static const QByteArray zero(kSignatureSize, '\0');
    return zero;
}
} // namespace

std::optional<Transaction> Transaction::decode(QByteArrayView wire, QString *error)
{
    if (wire.size() > kMaxWireSize)
        return failWith<Transaction>(
            error, TrTransaction::tr("transaction is larger than %1 bytes").arg(kMaxWireSize));
    if (wire.isEmpty())
        return failWith<Transaction>(error, TrTransaction::tr("transaction is empty"));
    ByteReader r(wire);
    QString why;
    const auto nsig = r.shortVec(&why);
    if (!nsig)
        return failWith<Transaction>(error, why);
    Transaction tx;
    for (int i = 0; i < *nsig; ++i) {
        QByteArrayView sig;
        if (!r.take(kSignatureSize, &sig))
            return failWith<Transaction>(error, TrTransaction::tr("transaction is truncated"));
        tx.signatures.append(sig.toByteArray());
    }
    const QByteArrayView rest = wire.sliced(r.pos());
    qsizetype used = 0;
    auto message = Message::decode(rest, &why, &used);
    if (!message)
        return failWith<Transaction>(error, why);
    if (used != rest.size())
        return failWith<Transaction>(error,
                                     TrTransaction::tr("trailing bytes after the transaction"));
    if (*nsig != message->numRequiredSignatures)
        return failWith<Transaction>(
            error, TrTransaction::tr("transaction has %1 signatures but the message requires %2")
                       .arg(*nsig)
                       .arg(message->numRequiredSignatures));
    tx.message = std::move(*message);
    tx.messageBytes = rest.toByteArray();
    return tx;
}

std::optional<Transaction> Transaction::fromBase64(QByteArrayView base64, QString *error)
{
    // Base64 of the largest allowed transaction.
    constexpr qsizetype kMaxText = (kMaxWireSize + 2) / 3 * 4;
    if (base64.size() > kMaxText)
        return failWith<Transaction>(
            error, TrTransaction::tr("transaction is larger than %1 bytes").arg(kMaxWireSize));
    const auto result = QByteArray::fromBase64Encoding(
        base64.toByteArray(), QByteArray::Base64Encoding | QByteArray::AbortOnBase64DecodingErrors);
    // Canonical form only: re-encoding must give the input back (rejects missing padding,
    // whitespace, URL alphabet and non-zero padding bits).
    if (!result || base64.isEmpty() || result.decoded.toBase64() != base64)
        return failWith<Transaction>(error, TrTransaction::tr("transaction is not valid base64"));
    return decode(result.decoded, error);
}

Transaction Transaction::fromMessage(const Message &m)
{
    Transaction tx;
    tx.message = m;
    tx.messageBytes = m.serialize();
    for (int i = 0; i < m.numRequiredSignatures; ++i)
        tx.signatures.append(zeroSignature());
    return tx;
}

QByteArray Transaction::serialize() const
{
    QByteArray out;
    shortvec::encode(out, quint16(signatures.size()));
    for (const QByteArray &sig : signatures)
        out.append(sig);
    out.append(messageBytes);
    return out;
}

QByteArray Transaction::toBase64() const
{
    return serialize().toBase64();
}

int Transaction::signerIndex(QByteArrayView pubkey) const
{
    const int n = qMin(int(message.numRequiredSignatures), int(message.accountKeys.size()));
    for (int i = 0; i < n; ++i) {
        if (message.accountKeys.at(i) == pubkey)
            return i;
    }
    return -1;
}

bool Transaction::sign(const Keypair &kp)
{
    const int index = signerIndex(kp.publicKey);
    if (index < 0)
        return false;
    const QByteArray sig = solana::sign(kp, messageBytes);
    if (sig.size() != kSignatureSize)
        return false;
    while (signatures.size() < message.numRequiredSignatures)
        signatures.append(zeroSignature());
    signatures[index] = sig;
    return true;
}

bool Transaction::setSignature(QByteArrayView pubkey, QByteArrayView sig64)
{
    const int index = signerIndex(pubkey);
    if (index < 0 || sig64.size() != kSignatureSize || !verify(pubkey, messageBytes, sig64))
        return false;
    while (signatures.size() < message.numRequiredSignatures)
        signatures.append(zeroSignature());
    signatures[index] = sig64.toByteArray();
    return true;
}

bool Transaction::isFullySigned() const
{
    if (signatures.size() != message.numRequiredSignatures)
        return false;
    for (const QByteArray &sig : signatures) {
        if (sig.size() != kSignatureSize || isZero(sig))
            return false;
    }
    return true;
}

bool Transaction::verifySignatures(QString *error) const
{
    auto failed = [error](const QString &text) {
        if (error)
            *error = text;
        return false;
    };
    if (signatures.size() != message.numRequiredSignatures)
        return failed(TrTransaction::tr("transaction has %1 signatures but the message requires %2")
                          .arg(signatures.size())
                          .arg(message.numRequiredSignatures));
    for (int i = 0; i < signatures.size(); ++i) {
        const QByteArray &sig = signatures.at(i);
        if (sig.size() != kSignatureSize || isZero(sig))
            return failed(TrTransaction::tr("signature %1 is missing").arg(i));
        if (!verify(message.accountKeys.value(i), messageBytes, sig))
            return failed(TrTransaction::tr("signature %1 is not valid").arg(i));
    }
    return true;
}

QList<QByteArray> Transaction::missingSigners() const
{
    QList<QByteArray> out;
    for (int i = 0; i < message.numRequiredSignatures && i < message.accountKeys.size(); ++i) {
        const QByteArray sig = signatures.value(i);
        if (sig.size() != kSignatureSize || isZero(sig))
            out.append(message.accountKeys.at(i));
    }
    return out;
}

QByteArray Transaction::id() const
{
    return signatures.value(0);
}

QString Transaction::idBase58() const
{
    return QString::fromLatin1(base58::encode(id()));
}

} // namespace paydesk::solana
