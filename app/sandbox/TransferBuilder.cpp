#include "TransferBuilder.h"

#include "solana/InstructionDecoder.h"
#include "solana/Programs.h"

namespace paydesk::sandbox {

quint64 TransferBuilder::microLamportsPerUnit(quint64 priorityLamports, quint32 limit)
{
    using U128 = unsigned __int128;
    return quint64(U128(priorityLamports) * 1000000 / limit);
}

std::optional<solana::Transaction>
TransferBuilder::build(const TransferPlan &plan, const QByteArray &blockhash, QString *error)
{
    QList<solana::Instruction> instructions;
    if (plan.x402Defaults) {
        instructions.append(solana::setComputeUnitLimit(kX402UnitLimit));
        instructions.append(solana::setComputeUnitPrice(1));
    } else if (plan.priorityFeeLamports) {
        instructions.append(solana::setComputeUnitLimit(kUnitLimit));
        instructions.append(solana::setComputeUnitPrice(
            microLamportsPerUnit(*plan.priorityFeeLamports, kUnitLimit)));
    }
    instructions.append(solana::systemTransfer(plan.from, plan.to, plan.lamports));
    if (!plan.memo.isEmpty())
        instructions.append(solana::memo(plan.memo));
    const QByteArray feePayer = plan.feePayer.isEmpty() ? plan.from : plan.feePayer;
    const auto message =
        solana::tryCompileMessage(feePayer, instructions, blockhash, plan.version, error);
    if (!message)
        return std::nullopt;
    return solana::Transaction::fromMessage(*message);
}

std::optional<solana::Transaction>
TransferBuilder::buildMemo(const QByteArray &feePayer, const QByteArray &memo,
                           std::optional<quint64> priorityFeeLamports, const QByteArray &blockhash,
                           QString *error)
{
    QList<solana::Instruction> instructions;
    if (priorityFeeLamports) {
        instructions.append(solana::setComputeUnitLimit(kUnitLimit));
        instructions.append(
            solana::setComputeUnitPrice(microLamportsPerUnit(*priorityFeeLamports, kUnitLimit)));
    }
    // The fee payer co-signs the memo, so the receipt is attributable to the seller.
    solana::Instruction note = solana::memo(memo);
    note.accounts.append({feePayer, true, true});
    instructions.append(note);
    const auto message = solana::tryCompileMessage(feePayer, instructions, blockhash,
                                                   solana::Message::Version::Legacy, error);
    if (!message)
        return std::nullopt;
    return solana::Transaction::fromMessage(*message);
}

quint64 TransferBuilder::feeOf(const solana::Transaction &tx)
{
    const auto decoded = solana::decodeInstructions(tx.message, nullptr);
    return decoded ? solana::computeFees(tx.message, *decoded).total() : 0;
}

} // namespace paydesk::sandbox
