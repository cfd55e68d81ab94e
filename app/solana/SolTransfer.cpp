#include "SolTransfer.h"

#include "Instruction.h"
#include "Programs.h"
#include "SplTransfer.h"

namespace paydesk::solana {

SolPaymentPlan SolPaymentPlan::of(const PaymentExpectation &expected,
                                  const QByteArray &recentBlockhash)
{
    SolPaymentPlan plan;
    plan.payer = expected.ourKey;
    plan.feePayer = expected.feePayer;
    plan.payTo = expected.recipient;
    plan.lamports = expected.lamports;
    plan.memo = expected.memo;
    plan.recentBlockhash = recentBlockhash;
    return plan;
}

std::optional<Transaction> SolTransfer::build(const SolPaymentPlan &plan, QString *error)
{
    auto fail = [error](const QString &why) {
        if (error)
            *error = why;
        return std::nullopt;
    };
    for (const QByteArray *key : {&plan.payer, &plan.feePayer, &plan.payTo, &plan.recentBlockhash})
        if (key->size() != 32)
            return fail(tr("A key or the blockhash of the payment is not 32 bytes."));
    if (plan.lamports == 0)
        return fail(tr("The payment moves no SOL."));
    if (plan.payTo == plan.payer)
        return fail(tr("The payment would go from your wallet to itself."));
    if (plan.memo && plan.memo->size() > SplPaymentPlan::kMaxMemoBytes)
        return fail(
            tr("The seller's memo is longer than %1 bytes.").arg(SplPaymentPlan::kMaxMemoBytes));
    QList<Instruction> instructions;
    // A facilitator that pays the fee checks the compute budget the way it does for a token
    // payment: the x402 defaults, first.
    if (plan.facilitatorPays()) {
        instructions.append(setComputeUnitLimit(SplPaymentPlan::kComputeUnitLimit));
        instructions.append(setComputeUnitPrice(SplPaymentPlan::kMicroLamportsPerCu));
    }
    instructions.append(systemTransfer(plan.payer, plan.payTo, plan.lamports));
    if (plan.memo)
        instructions.append(memo(*plan.memo));
    QString why;
    const auto m = tryCompileMessage(
        plan.feePayer, instructions, plan.recentBlockhash,
        plan.facilitatorPays() ? Message::Version::V0 : Message::Version::Legacy, &why);
    if (!m)
        return fail(why);
    return Transaction::fromMessage(*m);
}

} // namespace paydesk::solana
