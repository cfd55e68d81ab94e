#include "SettledCharge.h"

#include "core/RpcCall.h"
#include "evm/Eip712.h"
#include "evm/Erc20.h"

namespace paydesk::x402 {

using evm::Eip712;
using evm::EvmAddress;
using evm::U256;

std::optional<U256> SettledCharge::transferred(const QList<evm::EvmLog> &logs,
                                               const EvmAddress &token, const EvmAddress &from,
                                               const EvmAddress &to)
{
    U256 sum;
    for (const evm::EvmLog &l : logs) {
        if (l.address != token || l.topics.size() != 3 ||
            l.topics[0] != evm::Erc20::transferTopic() || l.topics[1] != Eip712::word(from) ||
            l.topics[2] != Eip712::word(to) || l.data.size() != 32)
            continue;
        const auto next = sum.checkedAdd(evm::Erc20::uintWord(l.data));
        if (!next)
            return std::nullopt;
        sum = *next;
    }
    return sum;
}

void SettledCharge::read(evm::EvmRpcClient *rpc, const QByteArray &transaction, const Asset &token,
                         const EvmAddress &from, const EvmAddress &to, QObject *context,
                         const Done &done)
{
    const auto contract = EvmAddress::parse(token.address);
    if (!rpc || transaction.size() != 32 || !contract) {
        QMetaObject::invokeMethod(
            context, [done]() { done(std::nullopt, tr("no transaction or node to read")); },
            Qt::QueuedConnection);
        return;
    }
    RpcCall *call = rpc->getTransactionReceipt(transaction);
    QObject::connect(
        call, &RpcCall::finished, context, [call, done, token, contract = *contract, from, to]() {
            call->deleteLater();
            const auto receipt =
                call->ok() ? evm::EvmRpcClient::parseReceipt(call->result()) : std::nullopt;
            if (!receipt || !receipt->found)
                return done(std::nullopt,
                            call->ok() ? tr("the node knows no receipt of it") : call->errorText());
            if (!receipt->success)
                return done(Amount::fromUnits(0, token.decimals), tr("the settlement reverted"));
            const auto moved =
                receipt->logs ? transferred(*receipt->logs, contract, from, to) : std::nullopt;
            const auto amount =
                moved ? Amount::parseUnits(moved->toDecimal(), token.decimals) : std::nullopt;
            if (!amount)
                return done(std::nullopt, tr("its logs cannot be read"));
            done(amount, {});
        });
}

} // namespace paydesk::x402
