#pragma once

#include "HttpExchange.h"

#include <nlohmann/json.hpp>

namespace paydesk::sandbox {

class EvmChain;

// POST /evm: the Ethereum JSON-RPC subset of the sandbox EVM chain
// (docs/service-contract.md "Sandbox EVM chain"): eth_chainId, net_version, eth_blockNumber,
// eth_getBalance, eth_getTransactionCount, eth_getCode, eth_gasPrice, eth_maxPriorityFeePerGas,
// eth_feeHistory, eth_estimateGas, eth_call, eth_sendRawTransaction, eth_getTransactionByHash,
// eth_getTransactionReceipt; eth_call and eth_estimateGas answer for the native contracts (the
// test USDC, x402's Permit2 proxies, x402BatchSettlement); paydesk_faucet [address] gives 1 test
// ETH and 100 test USDC; evm_increaseTime [seconds] moves the chain's clock forward. Quantities are
// canonical 0x hex; refusals are -32000 with geth's wording, a reverted call 3. Batches are
// supported. Needs no API key.
class EvmRpc
{
public:
    explicit EvmRpc(EvmChain *chain) : m_chain(chain) {}

    void handle(const ExchangePtr &exchange);
    nlohmann::json call(const nlohmann::json &request) const;
    QByteArray respond(const QByteArray &bytes) const;

private:
    nlohmann::json dispatch(const std::string &method, const nlohmann::json &params) const;

    EvmChain *m_chain;
};

} // namespace paydesk::sandbox
