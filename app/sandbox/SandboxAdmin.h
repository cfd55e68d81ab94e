#pragma once

#include "HttpExchange.h"
#include "SandboxContext.h"
#include "core/Address.h"
#include "core/Amount.h"

namespace paydesk::sandbox {

// Sandbox-only administration (same API keys as the service):
//   POST /sandbox/wallets   {chain?: "solana"|"evm", amount?: number}  a funded custodial wallet
//   POST /sandbox/airdrop   {address, amount}
//   GET  /sandbox/balance/{address}
//   POST /sandbox/slots     {count}  advances the built-in chain
//   GET|POST /sandbox/faults         fault injection (FaultInjector)
class SandboxAdmin
{
public:
    static constexpr const char *kDefaultWalletFunding = "10";
    static constexpr const char *kMaxFunding = "1000000";

    explicit SandboxAdmin(const SandboxContext &context) : m_ctx(context) {}

    void createWallet(const ExchangePtr &exchange);
    void airdrop(const ExchangePtr &exchange);
    void balance(const ExchangePtr &exchange, const QString &text);
    void slots(const ExchangePtr &exchange);
    void faults(const ExchangePtr &exchange);

    // Credits `amount` to `address` on its chain; calls done(balance text) or done({}) on error.
    void fund(const Address &address, const Amount &amount,
              const std::function<void(const QString &balance)> &done);
    // A new custodial wallet funded with `amount` (the GUI's first run uses this in process).
    QString createFunded(Chain chain, const Amount &amount,
                         const std::function<void(const QString &balance)> &done = {});

private:
    void answerBalance(const ExchangePtr &exchange, const Address &address,
                       const nlohmann::json &extra = nlohmann::json::object());
    SandboxContext m_ctx;
};

} // namespace paydesk::sandbox
