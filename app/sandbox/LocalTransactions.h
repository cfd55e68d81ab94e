#pragma once

#include "HttpExchange.h"
#include "PaymentParams.h"
#include "PaymentRecord.h"
#include "SandboxContext.h"

namespace paydesk::sandbox {

struct EvmQuote;

// Local mode (the "Local Transaction API"): unsigned Solana wire transactions for the caller to
// sign and broadcast itself. Each build is recorded as a pending payment linked to the
// transaction's message, so it moves on once that transaction lands (or expires).
class LocalTransactions
{
public:
    explicit LocalTransactions(const SandboxContext &context) : m_ctx(context) {}

    void send(const ExchangePtr &exchange);
    void receive(const ExchangePtr &exchange);
    // POST /transaction/send for an EVM wallet: the unsigned EIP-1559 transfer on the sandbox
    // EVM chain, or on the node of --evm-rpc (docs/service-contract.md "Local mode on EVM").
    void sendEvm(const ExchangePtr &exchange, const SendParams &params);

private:
    void answerEvm(const ExchangePtr &exchange, const SendParams &params, const EvmQuote &quote);
    void answer(const ExchangePtr &exchange, const PaymentRecord &record,
                const solana::Transaction &tx, quint64 blockhashSlot, nlohmann::json extra);

    SandboxContext m_ctx;
};

} // namespace paydesk::sandbox
