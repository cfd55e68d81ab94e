#include "SplTransfer.h"

#include "Instruction.h"
#include "InstructionDecoder.h"
#include "Pda.h"
#include "Programs.h"

#include <sodium.h>

namespace paydesk::solana {

QByteArray SplPaymentPlan::source() const
{
    return associatedTokenAddress(payer, tokenProgram, mint);
}

QByteArray SplPaymentPlan::destination() const
{
    return associatedTokenAddress(payTo, tokenProgram, mint);
}

QByteArray SplTransfer::randomMemo()
{
    QByteArray raw(16, '\0');
    randombytes_buf(raw.data(), size_t(raw.size()));
    return raw.toHex();
}

std::optional<Transaction> SplTransfer::build(const SplPaymentPlan &plan, QString *error)
{
    auto fail = [error](const QString &why) {
        if (error)
            *error = why;
        return std::nullopt;
    };
    for (const QByteArray *key : {&plan.payer, &plan.feePayer, &plan.payTo, &plan.mint,
                                  &plan.tokenProgram, &plan.recentBlockhash})
        if (key->size() != 32)
            return fail(tr("A key or the blockhash of the payment is not 32 bytes."));
    const QByteArray source = plan.source(), destination = plan.destination();
    if (source.isEmpty() || destination.isEmpty())
        return fail(tr("The token accounts of the payment cannot be derived."));
    QList<Instruction> instructions{
        setComputeUnitLimit(plan.computeUnitLimit), setComputeUnitPrice(plan.microLamportsPerCu),
        tokenTransferChecked(plan.tokenProgram, source, plan.mint, destination, plan.payer,
                             plan.amount, plan.decimals)};
    if (plan.memo)
        instructions.append(memo(*plan.memo));
    QString why;
    const auto m = tryCompileMessage(plan.feePayer, instructions, plan.recentBlockhash,
                                     Message::Version::V0, &why);
    if (!m)
        return fail(why);
    if (!verifyWith(*m, plan, source, destination, &why))
        return fail(why);
    return Transaction::fromMessage(*m);
}

bool SplTransfer::verify(const Message &m, const SplPaymentPlan &plan, QString *error)
{
    return verifyWith(m, plan, plan.source(), plan.destination(), error);
}

bool SplTransfer::verifyWith(const Message &m, const SplPaymentPlan &plan, const QByteArray &source,
                             const QByteArray &destination, QString *error)
{
    auto fail = [error](const QString &why) {
        if (error)
            *error = why;
        return false;
    };
    if (m.version != Message::Version::V0 || !m.addressTableLookups.isEmpty())
        return fail(tr("The payment must be a version 0 message without lookup tables."));
    if (m.feePayer() != plan.feePayer)
        return fail(tr("The network fee must be paid by the seller's fee payer."));
    if (plan.feePayer == plan.payer)
        return fail(tr("The seller names your own wallet as its fee payer: you would sign as "
                       "the fee payer of the seller's transaction. Nothing was signed."));
    // Exactly two signers: the fee payer (key 0) and the buyer.
    if (m.numRequiredSignatures != 2 || m.accountKeys.value(1) != plan.payer)
        return fail(tr("The payment would need other signatures than yours and the fee "
                       "payer's."));
    QString why;
    const auto decoded = decodeInstructions(m, &why);
    if (!decoded)
        return fail(why);
    const qsizetype expected = plan.memo ? 4 : 3;
    if (decoded->size() != expected)
        return fail(tr("The payment must have exactly %1 instructions.").arg(expected));
    using Kind = DecodedInstruction::Kind;
    for (const DecodedInstruction &d : *decoded)
        if (d.accounts.contains(plan.feePayer))
            return fail(tr("The seller's fee payer appears in an instruction of the payment: it "
                           "could move your tokens or be paid from them. Nothing was signed."));
    const DecodedInstruction &limit = decoded->at(0), &price = decoded->at(1),
                             &transfer = decoded->at(2);
    if (limit.kind != Kind::ComputeUnitLimit || limit.computeUnitLimit != plan.computeUnitLimit)
        return fail(tr("The first instruction must set the compute-unit limit."));
    if (price.kind != Kind::ComputeUnitPrice ||
        price.microLamportsPerCu != plan.microLamportsPerCu ||
        price.microLamportsPerCu > SplPaymentPlan::kMaxMicroLamportsPerCu)
        return fail(tr("The second instruction must set a compute-unit price of at most 5 "
                       "lamports."));
    if (transfer.kind != Kind::TokenTransferChecked || transfer.programId != plan.tokenProgram ||
        transfer.accounts.size() != 4)
        return fail(tr("The third instruction must be the token's TransferChecked."));
    if (source.isEmpty() || transfer.accounts.at(0) != source ||
        transfer.accounts.at(1) != plan.mint || transfer.accounts.at(2) != destination ||
        transfer.accounts.at(3) != plan.payer)
        return fail(tr("The transfer must go from your token account to the seller's, in the "
                       "asked token, with you as its authority."));
    if (transfer.tokenAmount != plan.amount || transfer.decimals != plan.decimals)
        return fail(tr("The transfer's amount or decimals differ from the price."));
    if (plan.memo) {
        const DecodedInstruction &note = decoded->at(3);
        if (note.kind != Kind::Memo || note.memo != *plan.memo || !note.accounts.isEmpty() ||
            note.memo.size() > SplPaymentPlan::kMaxMemoBytes)
            return fail(tr("The last instruction must be the seller's memo, with no accounts."));
    }
    return true;
}

} // namespace paydesk::solana
