#pragma once

// Local mode in the GUI tests: wallets whose keys go into the real keychain (the test runs in
// tests/util/with-keyring.sh), test funds through the sandbox's own Solana RPC, synchronous waits.
#include "GuiHarness.h"
#include "payments/WalletManager.h"
#include "solana/Ed25519.h"
#include "solana/RpcClient.h"

namespace paydesk::testing {

// A new keypair stored through the app's WalletManager (keychain + directory).
inline QString addLocalWallet(AppContext *context, const solana::Keypair &kp, const QString &label)
{
    wallet::WalletKeyJob *job =
        context->walletManager()->add(kp, {{}, label, QStringLiteral("secret-key"), {}, {}});
    QSignalSpy spy(job, &wallet::WalletKeyJob::finished);
    if (!job->isFinished() && !spy.wait(20000))
        qFatal("keychain did not answer");
    if (!job->ok())
        qFatal("wallet not stored: %s", qPrintable(job->errorText()));
    job->deleteLater();
    context->localWallets()->reload();
    return kp.address();
}

inline nlohmann::json rpcCall(solana::RpcClient *rpc, const QString &method,
                              nlohmann::json params = nlohmann::json::array())
{
    RpcCall *call = rpc->call(method, std::move(params));
    QSignalSpy spy(call, &RpcCall::finished);
    if (!call->isFinished() && !spy.wait(20000))
        qFatal("RPC %s timed out", qPrintable(method));
    if (!call->ok())
        qFatal("RPC %s failed: %s", qPrintable(method), qPrintable(call->errorText()));
    nlohmann::json result = call->result();
    call->deleteLater();
    return result;
}

inline void airdrop(AppContext *context, const QString &address, quint64 lamports)
{
    rpcCall(context->rpcSettings()->rpc(), QStringLiteral("requestAirdrop"),
            {address.toStdString(), lamports});
}

inline quint64 balanceOf(AppContext *context, const QString &address)
{
    const auto v = solana::RpcClient::parseContextU64(rpcCall(
        context->rpcSettings()->rpc(), QStringLiteral("getBalance"), {address.toStdString()}));
    return v.value_or(0);
}

} // namespace paydesk::testing
