#include "AuthorizationCheck.h"

#include "solana/InstructionDecoder.h"
#include "solana/Pda.h"

#include <QCoreApplication>

namespace paydesk::sandbox {

namespace {
struct TrAuthorizationCheck
{
    Q_DECLARE_TR_FUNCTIONS(AuthorizationCheck)
};
using Kind = solana::DecodedInstruction::Kind;

bool isZero(const QByteArray &b)
{
    return b.count('\0') == b.size();
}
} // namespace

AuthorizationCheck::Result AuthorizationCheck::inspect(const solana::Transaction &tx,
                                                       const QByteArray &payTo, quint64 minimum,
                                                       const QByteArray &mint,
                                                       const QByteArray &feePayerKey)
{
    const QByteArray &feePayer = feePayerKey.isEmpty() ? payTo : feePayerKey;
    Result r;
    auto fail = [&r](const char *reason, const QString &message) {
        r.ok = false;
        r.reason = QString::fromLatin1(reason);
        r.message = message;
        return r;
    };
    const solana::Message &m = tx.message;
    if (m.feePayer() != feePayer)
        return fail("invalid_exact_svm_payload_missing_fee_payer",
                    feePayerKey.isEmpty()
                        ? TrAuthorizationCheck::tr(
                              "The transaction's fee payer must be the seller's wallet.")
                        : TrAuthorizationCheck::tr(
                              "The transaction's fee payer must be the facilitator's key."));
    if (!m.addressTableLookups.isEmpty())
        return fail(
            "invalid_exact_svm_payload_transaction",
            TrAuthorizationCheck::tr("The transaction must not use address lookup tables."));
    QString why;
    const auto decoded = solana::decodeInstructions(m, &why);
    if (!decoded)
        return fail("invalid_exact_svm_payload_transaction", why);
    for (const auto &d : *decoded) {
        // (A System transfer is judged below, with its own reasons.)
        if (d.kind != Kind::Memo && d.kind != Kind::SystemTransfer &&
            (d.accounts.contains(feePayer) || d.accounts.contains(payTo)))
            return fail("invalid_exact_svm_payload_transaction_fee_payer_included_in_instruction_"
                        "accounts",
                        TrAuthorizationCheck::tr("The seller's wallet, the fee payer, appears in "
                                                 "an instruction of the transaction."));
        switch (d.kind) {
        case Kind::ComputeUnitLimit:
        case Kind::Memo:
            break;
        case Kind::ComputeUnitPrice:
            if (d.microLamportsPerCu > kMaxMicroLamportsPerUnit)
                return fail("invalid_exact_svm_payload_transaction_instructions_compute_price_"
                            "instruction_too_high",
                            TrAuthorizationCheck::tr(
                                "The compute-unit price is above 5 lamports per unit."));
            break;
        case Kind::TokenTransferChecked: {
            if (mint.isEmpty())
                return fail("invalid_exact_svm_payload_transaction_instructions",
                            TrAuthorizationCheck::tr("The transaction pays a token, not SOL."));
            if (d.accounts.value(1) != mint)
                return fail("invalid_exact_svm_payload_mint_mismatch",
                            TrAuthorizationCheck::tr("The transaction pays another token."));
            if (d.accounts.value(2) != solana::associatedTokenAddress(payTo, d.programId, mint))
                return fail("invalid_exact_svm_payload_recipient_mismatch",
                            TrAuthorizationCheck::tr("The transaction pays a token account "
                                                     "other than the seller's."));
            if (!r.payer.isEmpty())
                return fail("invalid_exact_svm_payload_transaction",
                            TrAuthorizationCheck::tr("The transaction holds more than one "
                                                     "transfer."));
            r.payer = d.accounts.value(3);
            r.amount = d.tokenAmount;
            break;
        }
        case Kind::SystemTransfer:
            if (!mint.isEmpty())
                return fail("invalid_exact_svm_payload_transaction_instructions",
                            TrAuthorizationCheck::tr("The transaction pays SOL, not the token."));
            if (d.accounts.value(0) == payTo || d.accounts.value(0) == feePayer)
                return fail("invalid_exact_svm_payload_transaction_fee_payer_transferring_funds",
                            TrAuthorizationCheck::tr(
                                "The transaction moves funds out of the seller's wallet."));
            if (d.accounts.value(1) != payTo)
                return fail("invalid_exact_svm_payload_recipient_mismatch",
                            TrAuthorizationCheck::tr(
                                "The transaction pays a wallet other than the seller's."));
            if (!r.payer.isEmpty() && r.payer != d.accounts.value(0))
                return fail(
                    "invalid_exact_svm_payload_transaction",
                    TrAuthorizationCheck::tr("The transaction pays from more than one wallet."));
            r.payer = d.accounts.value(0);
            r.amount += d.lamports;
            break;
        default:
            return fail("invalid_exact_svm_payload_transaction_instructions",
                        TrAuthorizationCheck::tr(
                            "The transaction holds an instruction a payment does not need: "
                            "%1.")
                            .arg(d.describe()));
        }
    }
    if (r.payer.isEmpty())
        return fail("invalid_exact_svm_payload_transaction",
                    TrAuthorizationCheck::tr("The transaction holds no transfer to the seller."));
    if (r.amount < minimum || (!mint.isEmpty() && r.amount != minimum))
        return fail("invalid_exact_svm_payload_amount_mismatch",
                    mint.isEmpty() || r.amount < minimum
                        ? TrAuthorizationCheck::tr("The transaction pays less than the price.")
                        : TrAuthorizationCheck::tr("The transaction pays more than the price."));
    for (int i = 0; i < tx.signatures.size(); ++i) {
        const QByteArray &key = m.accountKeys.value(i);
        const QByteArray &sig = tx.signatures.at(i);
        if (key == feePayer && isZero(sig))
            continue; // the fee payer signs after verification
        if (!solana::verify(key, tx.messageBytes, sig))
            return fail(
                "invalid_exact_svm_payload_transaction_signature",
                TrAuthorizationCheck::tr("Signature %1 of the transaction is missing or invalid.")
                    .arg(i));
    }
    r.ok = true;
    return r;
}

} // namespace paydesk::sandbox
