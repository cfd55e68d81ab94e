// Solana wire format: transactions (the service's local-mode builds, authorization proofs, RPC
// answers), messages, compact-u16 lengths, instruction decoding, fees, the wallet's transaction
// policy and the sandbox facilitator's authorization check.
// Selector: 0 Transaction::decode, 1 Message::decode (strict), 2 Message::decode with trailing
// bytes allowed, 3 shortvec::decode.
// Properties: whatever decodes re-serialises to exactly the bytes it came from (transaction,
// message, compact-u16); a decoded message's instructions decode or fail without crashing and
// every decoded index is in range.

#include "FuzzCommon.h"
#include "sandbox/AuthorizationCheck.h"
#include "sandbox/SplState.h"
#include "sandbox/TransactionExecutor.h"
#include "solana/InstructionDecoder.h"
#include "solana/Programs.h"
#include "solana/ShortVec.h"
#include "solana/Transaction.h"
#include "solana/TransactionPolicy.h"

using namespace paydesk;
using namespace paydesk::solana;

namespace {

void inspectMessage(const Message &m)
{
    fuzz::check(m.numRequiredSignatures >= 1, "message without a signer accepted");
    fuzz::check(m.accountKeys.size() <= Message::kMaxAccounts, "too many keys accepted");
    fuzz::check(m.recentBlockhash.size() == 32, "blockhash not 32 bytes");
    for (const QByteArray &key : m.accountKeys)
        fuzz::check(key.size() == 32, "account key not 32 bytes");
    const int total = int(m.accountKeys.size()) + m.lookupAccountCount();
    for (const CompiledInstruction &ix : m.instructions) {
        fuzz::check(ix.programIdIndex < m.accountKeys.size(), "program id index out of range");
        for (const char index : ix.accountIndexes)
            fuzz::check(quint8(index) < total, "account index out of range");
    }
    for (int i = 0; i < m.accountKeys.size(); ++i) {
        (void)m.isSigner(i);
        (void)m.isWritable(i);
    }
    QString why;
    const auto decoded = decodeInstructions(m, &why);
    if (decoded) {
        fuzz::check(decoded->size() == m.instructions.size(), "instruction count changed");
        for (const DecodedInstruction &d : *decoded)
            (void)d.describe();
        const Fees fees = computeFees(m, *decoded);
        (void)fees.total();
    } else {
        fuzz::check(!why.isEmpty(), "instructions refused without a reason");
    }
}

// The sandbox ledger's executor on the transaction, with keys 1 and 2 as token accounts of a
// mint at key 3 (key 0 owning the first): whatever it does, no token is made or lost, and a
// refused or failed transaction changes no account's data.
void executeWithTokens(const Transaction &tx)
{
    const QList<QByteArray> &keys = tx.message.accountKeys;
    if (keys.size() < 4)
        return;
    sandbox::AccountDataMap state;
    const QByteArray program = tokenProgramId();
    state.insert(keys[3], {program, sandbox::spl::mintData(keys[0], 3000, 6)});
    state.insert(keys[1], {program, sandbox::spl::tokenAccountData(keys[3], keys[0], 1000)});
    state.insert(keys[2], {program, sandbox::spl::tokenAccountData(keys[3], keys[2], 2000)});
    QString why;
    const auto decoded = decodeInstructions(tx.message, &why);
    if (!decoded)
        return;
    const auto r = sandbox::TransactionExecutor::execute(
        tx, *decoded, [](const QByteArray &) { return quint64(1000000000); },
        [&state](const QByteArray &k) {
            const auto it = state.constFind(k);
            return it == state.constEnd() ? nullptr : &*it;
        });
    fuzz::check(r.err.is_null() || r.dataPost.isEmpty(), "a failed transaction changed data");
    auto total = [](const sandbox::AccountDataMap &m) {
        quint64 sum = 0;
        for (const auto &d : m)
            if (const auto a = sandbox::spl::readAccount(d.data))
                sum += a->amount;
        return sum;
    };
    sandbox::AccountDataMap after = state;
    for (auto it = r.dataPost.cbegin(); it != r.dataPost.cend(); ++it)
        after.insert(it.key(), it.value());
    fuzz::check(total(after) == total(state), "tokens were made or lost");
}

void inspectTransaction(const Transaction &tx)
{
    inspectMessage(tx.message);
    fuzz::check(tx.signatures.size() == tx.message.numRequiredSignatures,
                "signature count differs from the header");
    (void)tx.isFullySigned();
    (void)tx.missingSigners();
    (void)tx.idBase58();
    QString why;
    (void)tx.verifySignatures(&why);

    // What a wallet does with a transaction the service built for it.
    PaymentExpectation expect;
    expect.ourKey = tx.message.feePayer();
    expect.feePayer = tx.message.feePayer();
    expect.recipient = tx.message.accountKeys.value(1, QByteArray(32, '\1'));
    expect.lamports = 100000000;
    expect.maxPriorityFeeLamports = 1000000;
    expect.network = QStringLiteral("solana-sandbox");
    expect.now = QDateTime::fromSecsSinceEpoch(1763780000);
    const TransactionReview review = TransactionPolicy::review(tx, expect);
    fuzz::check(review.ok() || !review.reason.isEmpty(), "review refused without a reason");
    expect.role = PaymentExpectation::Role::Payee;
    expect.feePayerSignsLater = true;
    (void)TransactionPolicy::review(tx, expect);

    // What the sandbox's facilitator does with an authorization proof's transaction.
    const auto check = sandbox::AuthorizationCheck::inspect(tx, expect.recipient, 1000);
    fuzz::check(check.ok || !check.reason.isEmpty(), "authorization refused without a reason");
    // ... and of an SPL one (the mint: key 2): when it passes, it pays exactly the price and
    // the seller (the fee payer) is in no instruction but a memo.
    const QByteArray mint = tx.message.accountKeys.value(2, QByteArray(32, '\2'));
    const auto spl = sandbox::AuthorizationCheck::inspect(tx, expect.recipient, 1000, mint);
    fuzz::check(spl.ok || !spl.reason.isEmpty(), "SPL authorization refused without a reason");
    if (spl.ok) {
        fuzz::check(spl.amount == 1000, "SPL authorization of another amount passed");
        const auto decoded = solana::decodeInstructions(tx.message, &why);
        for (const auto &d : *decoded)
            fuzz::check(d.kind == solana::DecodedInstruction::Kind::Memo ||
                            !d.accounts.contains(expect.recipient),
                        "SPL authorization with the fee payer in an instruction passed");
    }
    executeWithTokens(tx);
}

} // namespace

PAYDESK_FUZZ_TARGET(solana_tx)
{
    const fuzz::Input in(data, size, 4);
    const QByteArray &p = in.payload;
    QString why;
    switch (in.selector) {
    case 0: {
        const auto tx = Transaction::decode(p, &why);
        if (!tx) {
            fuzz::check(!why.isEmpty(), "transaction refused without a reason");
            break;
        }
        fuzz::check(tx->serialize() == p, "transaction does not re-serialise identically");
        fuzz::check(tx->message.serialize() == tx->messageBytes,
                    "message does not re-serialise identically");
        const auto again = Transaction::fromBase64(tx->toBase64(), &why);
        fuzz::check(again.has_value() && again->serialize() == p,
                    "transaction does not survive base64");
        inspectTransaction(*tx);
        break;
    }
    case 1:
    case 2: {
        qsizetype used = 0;
        const auto m = Message::decode(p, &why, in.selector == 2 ? &used : nullptr);
        if (!m) {
            fuzz::check(!why.isEmpty(), "message refused without a reason");
            break;
        }
        const QByteArray bytes = in.selector == 2 ? p.left(used) : p;
        fuzz::check(m->serialize() == bytes, "message does not re-serialise identically");
        const auto again = Message::decode(bytes, &why);
        fuzz::check(again.has_value() && *again == *m, "message does not decode the same twice");
        inspectMessage(*m);
        inspectTransaction(Transaction::fromMessage(*m));
        break;
    }
    default: {
        qsizetype offset = 0;
        const auto value = shortvec::decode(p, offset, &why);
        if (value) {
            fuzz::check(offset >= 1 && offset <= 3, "compact-u16 of odd length");
            fuzz::check(shortvec::encoded(*value) == p.left(offset),
                        "compact-u16 does not re-encode identically");
            fuzz::check(shortvec::encodedLength(*value) == offset, "encodedLength differs");
        } else {
            fuzz::check(offset == 0, "failed decode moved the offset");
        }
        break;
    }
    }
    return 0;
}
