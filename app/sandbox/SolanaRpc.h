#pragma once

#include "HttpExchange.h"
#include "SandboxContext.h"

#include <nlohmann/json.hpp>

namespace paydesk::sandbox {

class RemoteCluster;

// POST /rpc: the Solana JSON-RPC subset a wallet needs, answered by the built-in ledger with the
// shapes of a real node (docs/protocol-facts.md "Solana JSON-RPC"): getLatestBlockhash,
// getBlockHeight, getSlot, getBalance, getAccountInfo and getMultipleAccounts (with SPL mints
// and token accounts in the Token program's layouts), getTokenAccountBalance,
// getTokenAccountsByOwner, paydesk_faucet
// (5 test SOL and 100 test USDC), sendTransaction (base64 or base58),
// simulateTransaction, getSignatureStatuses, getTransaction (base64), requestAirdrop,
// getFeeForMessage, getMinimumBalanceForRentExemption, getHealth, getVersion, getGenesisHash.
// Batches are supported. With --solana-rpc the body is forwarded to that cluster instead (and
// sendTransaction is watched, so local-mode payments can be tracked). Needs no API key.
class SolanaRpc
{
public:
    SolanaRpc(const SandboxContext &context, RemoteCluster *remote)
        : m_ctx(context), m_remote(remote)
    {}

    void handle(const ExchangePtr &exchange);
    // One request object -> one response object (local ledger).
    nlohmann::json call(const nlohmann::json &request) const;
    // A whole POST /rpc body (one request or a batch) -> the answer body (local ledger).
    QByteArray respond(const QByteArray &bytes) const;

private:
    nlohmann::json dispatch(const std::string &method, const nlohmann::json &params) const;
    void forward(const ExchangePtr &exchange);

    SandboxContext m_ctx;
    RemoteCluster *m_remote;
};

} // namespace paydesk::sandbox
