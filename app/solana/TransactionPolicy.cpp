#include "TransactionPolicy.h"

#include "Lamports.h"
#include "Programs.h"
#include "core/Amount.h"
#include "core/Base58.h"

namespace paydesk::solana {

namespace {

using Kind = DecodedInstruction::Kind;
using Refusal = TransactionReview::Refusal;

QString b58(const QByteArray &key)
{
    return key.isEmpty() ? QString() : QString::fromLatin1(base58::encode(key));
}

// Checks in the order a person would want the most important reason first.
class Inspector
{
public:
    Inspector(const Transaction &tx, const PaymentExpectation &e, TransactionReview &r)
        : m_tx(tx), m_e(e), m_r(r)
    {}

    bool refuse(Refusal why, const QString &reason)
    {
        m_r.refusal = why;
        m_r.reason = reason;
        return false;
    }

    bool signers()
    {
        const Message &m = m_tx.message;
        if (m.feePayer() != m_e.feePayer)
            return refuse(Refusal::WrongFeePayer,
                          TransactionPolicy::tr("The network fee would be paid by %1, not by %2 "
                                                "as expected.")
                              .arg(b58(m.feePayer()), b58(m_e.feePayer)));
        m_r.ourSignerIndex = m_tx.signerIndex(m_e.ourKey);
        if (m_r.ourSignerIndex < 0)
            return refuse(Refusal::NotOurSignature,
                          TransactionPolicy::tr("This transaction does not ask your wallet %1 "
                                                "to sign it.")
                              .arg(b58(m_e.ourKey)));
        if (!m.addressTableLookups.isEmpty())
            return refuse(Refusal::LookupTables,
                          TransactionPolicy::tr("Some accounts come from address lookup tables, "
                                                "which Paydesk cannot show you: it will not "
                                                "sign what it cannot check."));
        return true;
    }

    // After the transfer is known: who else must sign, and have they?
    bool coSigners(const QByteArray &source)
    {
        const Message &m = m_tx.message;
        for (int i = 0; i < m.numRequiredSignatures; ++i) {
            const QByteArray &key = m.accountKeys.at(i);
            if (key == m_e.ourKey || (m_e.feePayerSignsLater && key == m_e.feePayer))
                continue;
            const bool isBuyer = m_e.role == PaymentExpectation::Role::Payee && key == source;
            if (!isBuyer)
                return refuse(Refusal::ExtraSigners,
                              TransactionPolicy::tr("The transaction also needs the signature "
                                                    "of %1, which you did not ask for.")
                                  .arg(b58(key)));
            if (!verify(key, m_tx.messageBytes, m_tx.signatures.value(i)))
                return refuse(Refusal::MissingCoSignature,
                              TransactionPolicy::tr("The payer %1 has not validly signed this "
                                                    "payment, so it cannot be accepted.")
                                  .arg(b58(key)));
        }
        return true;
    }

    bool instructions()
    {
        int limits = 0, prices = 0, memos = 0;
        const DecodedInstruction *transfer = nullptr;
        for (const DecodedInstruction &d : m_r.instructions) {
            switch (d.kind) {
            case Kind::SystemTransfer:
                if (transfer)
                    return refuse(Refusal::SecondTransfer,
                                  TransactionPolicy::tr("The transaction contains a second "
                                                        "transfer: %1.")
                                      .arg(d.describe()));
                transfer = &d;
                break;
            case Kind::ComputeUnitLimit:
                ++limits;
                break;
            case Kind::ComputeUnitPrice:
                ++prices;
                break;
            case Kind::Memo:
                ++memos;
                if (m_e.memo && d.memo != *m_e.memo)
                    return refuse(
                        Refusal::WrongMemo,
                        TransactionPolicy::tr("The memo is \"%1\", not the expected "
                                              "\"%2\".")
                            .arg(QString::fromUtf8(d.memo), QString::fromUtf8(*m_e.memo)));
                break;
            case Kind::SystemAdvanceNonce:
                return refuse(Refusal::DurableNonce,
                              TransactionPolicy::tr("The transaction uses a durable nonce, so it "
                                                    "would stay valid indefinitely instead of "
                                                    "expiring within a minute."));
            case Kind::TokenApprove:
                return refuse(Refusal::TokenApproval,
                              TransactionPolicy::tr("The transaction would let someone else "
                                                    "spend tokens: %1.")
                                  .arg(d.describe()));
            case Kind::TokenSetAuthority:
                return refuse(Refusal::AuthorityChange,
                              TransactionPolicy::tr("The transaction would change who controls "
                                                    "an account: %1.")
                                  .arg(d.describe()));
            case Kind::Unknown:
                return refuse(Refusal::UnknownProgram,
                              TransactionPolicy::tr("The transaction calls a program Paydesk "
                                                    "does not know: %1.")
                                  .arg(d.describe()));
            case Kind::SystemOther:
            case Kind::ComputeBudgetOther:
            case Kind::TokenTransferChecked:
            case Kind::TokenTransfer:
            case Kind::TokenOther:
            case Kind::AssociatedTokenCreate:
                return refuse(Refusal::UnexpectedInstruction,
                              TransactionPolicy::tr("The transaction does more than the payment "
                                                    "you asked for: %1.")
                                  .arg(d.describe()));
            }
        }
        if (limits > 1 || prices > 1)
            return refuse(Refusal::ConflictingBudget,
                          TransactionPolicy::tr("The transaction sets its compute budget more "
                                                "than once."));
        if (m_e.memo && memos != 1)
            return refuse(Refusal::WrongMemo,
                          TransactionPolicy::tr("The transaction should carry exactly one memo "
                                                "\"%1\".")
                              .arg(QString::fromUtf8(*m_e.memo)));
        if (!transfer)
            return refuse(Refusal::NoTransfer,
                          TransactionPolicy::tr("The transaction does not transfer anything."));
        return checkTransfer(*transfer);
    }

    bool checkTransfer(const DecodedInstruction &t)
    {
        const QByteArray from = t.accounts.value(0), to = t.accounts.value(1);
        m_r.from = b58(from);
        m_r.to = b58(to);
        m_r.lamports = t.lamports;
        if (t.usesLookupTable)
            return refuse(Refusal::LookupTables,
                          TransactionPolicy::tr("The transfer's accounts come from a lookup "
                                                "table and cannot be checked."));
        if (to != m_e.recipient)
            return refuse(Refusal::WrongRecipient,
                          TransactionPolicy::tr("The money would go to %1, not to %2.")
                              .arg(b58(to), b58(m_e.recipient)));
        if (t.lamports != m_e.lamports)
            return refuse(Refusal::WrongAmount,
                          TransactionPolicy::tr("The transfer moves %1 SOL, not the %2 SOL you "
                                                "asked for.")
                              .arg(TransactionPolicy::formatSol(t.lamports),
                                   TransactionPolicy::formatSol(m_e.lamports)));
        const bool sourceOk = m_e.source.isEmpty() ? from != m_e.ourKey : from == m_e.source;
        if (!sourceOk)
            return refuse(Refusal::WrongSource,
                          TransactionPolicy::tr("The money would be taken from %1, not from "
                                                "%2.")
                              .arg(b58(from), m_e.source.isEmpty()
                                                  ? TransactionPolicy::tr("the buyer")
                                                  : b58(m_e.source)));
        return coSigners(from);
    }

    bool fees()
    {
        if (m_r.fees.priorityFee > m_e.maxPriorityFeeLamports)
            return refuse(Refusal::PriorityFeeTooHigh,
                          TransactionPolicy::tr("The priority fee is %1 SOL, above your limit "
                                                "of %2 SOL.")
                              .arg(TransactionPolicy::formatSol(m_r.fees.priorityFee),
                                   TransactionPolicy::formatSol(m_e.maxPriorityFeeLamports)));
        return true;
    }

    bool time()
    {
        if (m_e.currentBlockHeight && m_e.lastValidBlockHeight &&
            *m_e.currentBlockHeight > *m_e.lastValidBlockHeight)
            return refuse(Refusal::Expired,
                          TransactionPolicy::tr("The transaction has expired (its blockhash is "
                                                "no longer valid). Fetch a fresh one."));
        if (m_r.secondsLeft >= 0 && m_r.secondsLeft < m_e.minSecondsLeft)
            return refuse(m_r.secondsLeft == 0 ? Refusal::Expired : Refusal::TooLittleTime,
                          m_r.secondsLeft == 0
                              ? TransactionPolicy::tr("The transaction has expired. Fetch a "
                                                      "fresh one.")
                              : TransactionPolicy::tr("Only %n second(s) left before the "
                                                      "transaction expires: too little to send "
                                                      "it safely. Fetch a fresh one.",
                                                      nullptr, int(m_r.secondsLeft)));
        return true;
    }

private:
    const Transaction &m_tx;
    const PaymentExpectation &m_e;
    TransactionReview &m_r;
};

} // namespace

QString TransactionPolicy::formatSol(quint64 lamports)
{
    return lamportsToSol(lamports);
}

TransactionReview TransactionPolicy::review(const Transaction &tx, const PaymentExpectation &e)
{
    TransactionReview r;
    r.network = e.network;
    r.expiresAt = e.expiresAt;
    r.feePayer = QString::fromLatin1(base58::encode(tx.message.feePayer()));
    if (e.expiresAt.isValid()) {
        const QDateTime now = e.now.isValid() ? e.now : QDateTime::currentDateTimeUtc();
        r.secondsLeft = qMax<qint64>(0, now.secsTo(e.expiresAt));
    }
    QString why;
    const auto decoded = decodeInstructions(tx.message, &why);
    if (!decoded || tx.messageBytes.isEmpty() || e.ourKey.size() != kPublicKeySize) {
        r.refusal = Refusal::Malformed;
        r.reason = tr("Paydesk cannot read this transaction (%1), so it will not sign it.")
                       .arg(why.isEmpty() ? tr("incomplete") : why);
        return r;
    }
    r.instructions = *decoded;
    for (const DecodedInstruction &d : r.instructions)
        r.descriptions.append(d.describe());
    r.fees = computeFees(tx.message, r.instructions);
    r.refusal = Refusal::None;
    Inspector check(tx, e, r);
    if (check.signers() && check.instructions() && check.fees())
        check.time();
    return r;
}

QString TransactionReview::summary() const
{
    // Who pays the fee: the fee payer is always the first signer, so index 0 is us.
    if (ourSignerIndex == 0)
        return TransactionPolicy::tr("Pay %1 SOL from %2 to %3; network fee %4 SOL paid by you "
                                     "(priority %5 SOL)")
            .arg(TransactionPolicy::formatSol(lamports), from, to,
                 TransactionPolicy::formatSol(fees.total()),
                 TransactionPolicy::formatSol(fees.priorityFee));
    return TransactionPolicy::tr("Pay %1 SOL from %2 to %3; network fee %4 SOL paid by the seller "
                                 "(fee payer %5), not by you")
        .arg(TransactionPolicy::formatSol(lamports), from, to,
             TransactionPolicy::formatSol(fees.total()), feePayer);
}

QString TransactionReview::refusalCode(Refusal r)
{
    static const char *const names[] = {"none",
                                        "malformed",
                                        "wrong_fee_payer",
                                        "not_our_signature",
                                        "extra_signers",
                                        "missing_cosigner",
                                        "lookup_tables",
                                        "no_transfer",
                                        "second_transfer",
                                        "wrong_recipient",
                                        "wrong_amount",
                                        "wrong_source",
                                        "durable_nonce",
                                        "token_approval",
                                        "authority_change",
                                        "unexpected_instruction",
                                        "unknown_program",
                                        "conflicting_budget",
                                        "priority_fee_too_high",
                                        "wrong_memo",
                                        "expired",
                                        "too_little_time"};
    return QString::fromLatin1(names[int(r)]);
}

} // namespace paydesk::solana
