#include "Instruction.h"

#include "Ed25519.h"
#include "core/Failure.h"

#include <QCoreApplication>
#include <QHash>
#include <algorithm>

namespace paydesk::solana {

namespace {
struct TrInstruction
{
    Q_DECLARE_TR_FUNCTIONS(SolanaInstruction)
};

struct KeyFlags
{
    QByteArray key;
    bool signer = false;
    bool writable = false;
    int group() const { return signer ? (writable ? 0 : 1) : (writable ? 2 : 3); }
};

} // namespace

std::optional<Message> tryCompileMessage(const QByteArray &feePayer,
                                         const QList<Instruction> &instructions,
                                         const QByteArray &recentBlockhash,
                                         Message::Version version, QString *error)
{
    if (feePayer.size() != kPublicKeySize)
        return failWith<Message>(error, TrInstruction::tr("fee payer is not a 32-byte key"));
    if (recentBlockhash.size() != kPublicKeySize)
        return failWith<Message>(error, TrInstruction::tr("recent blockhash is not 32 bytes"));

    QList<KeyFlags> keys;
    QHash<QByteArray, qsizetype> where;
    auto add = [&](const QByteArray &key, bool signer, bool writable) {
        const auto it = where.constFind(key);
        if (it != where.constEnd()) {
            KeyFlags &k = keys[*it];
            k.signer = k.signer || signer;
            k.writable = k.writable || writable;
            return;
        }
        where.insert(key, keys.size());
        keys.append(KeyFlags{key, signer, writable});
    };
    add(feePayer, true, true);
    for (int i = 0; i < instructions.size(); ++i) {
        const Instruction &ix = instructions.at(i);
        if (ix.programId.size() != kPublicKeySize)
            return failWith<Message>(
                error, TrInstruction::tr("instruction %1: program id is not a 32-byte key").arg(i));
        if (ix.programId == feePayer)
            return failWith<Message>(
                error,
                TrInstruction::tr("instruction %1: the fee payer cannot be a program").arg(i));
        for (const AccountMeta &a : ix.accounts) {
            if (a.pubkey.size() != kPublicKeySize)
                return failWith<Message>(
                    error,
                    TrInstruction::tr("instruction %1: account is not a 32-byte key").arg(i));
            add(a.pubkey, a.isSigner, a.isWritable);
        }
        add(ix.programId, false, false);
    }
    if (keys.size() > Message::kMaxAccounts)
        return failWith<Message>(
            error, TrInstruction::tr("more than %1 distinct accounts").arg(Message::kMaxAccounts));

    // Stable: the fee payer (a writable signer, added first) stays first.
    std::stable_sort(keys.begin(), keys.end(),
                     [](const KeyFlags &a, const KeyFlags &b) { return a.group() < b.group(); });

    Message m;
    m.version = version;
    m.recentBlockhash = recentBlockhash;
    int required = 0, readonlySigned = 0, readonlyUnsigned = 0;
    where.clear();
    for (const KeyFlags &k : keys) {
        where.insert(k.key, m.accountKeys.size());
        m.accountKeys.append(k.key);
        required += k.signer ? 1 : 0;
        readonlySigned += (k.group() == 1) ? 1 : 0;
        readonlyUnsigned += (k.group() == 3) ? 1 : 0;
    }
    if (required > 255 || readonlyUnsigned > 255)
        return failWith<Message>(error,
                                 TrInstruction::tr("too many signers or read-only accounts"));
    m.numRequiredSignatures = quint8(required);
    m.numReadonlySignedAccounts = quint8(readonlySigned);
    m.numReadonlyUnsignedAccounts = quint8(readonlyUnsigned);

    for (const Instruction &ix : instructions) {
        CompiledInstruction c;
        c.programIdIndex = quint8(where.value(ix.programId));
        for (const AccountMeta &a : ix.accounts)
            c.accountIndexes.append(char(quint8(where.value(a.pubkey))));
        c.data = ix.data;
        m.instructions.append(c);
    }
    return m;
}

Message compileMessage(const QByteArray &feePayer, const QList<Instruction> &instructions,
                       const QByteArray &recentBlockhash, Message::Version version)
{
    auto m = tryCompileMessage(feePayer, instructions, recentBlockhash, version, nullptr);
    return m ? *m : Message{};
}

} // namespace paydesk::solana
