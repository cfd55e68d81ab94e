#pragma once

// The sandbox EVM chain's test USDC seen from a test, through the JSON-RPC a wallet uses: a
// holder's balance, its allowance to Permit2, and the holder's own approve transaction (as the
// user would send it from any wallet). Hardhat / Anvil test account #0 (a public test key) holds
// 1,000 test USDC on the sandbox's first run.
#include "core/SecureBytes.h"
#include "evm/Erc20.h"
#include "evm/EvmRpcClient.h"
#include "evm/EvmTransaction.h"
#include "payments/PaidFetch.h"
#include "payments/evm/EvmPaymentFlow.h"
#include "sandbox/EvmChain.h"
#include "sandbox/TestUsdc.h"
#include "util/TestSandbox.h"
#include "util/Wait.h"
#include "x402/Permit2.h"

#include <QSignalSpy>
#include <QTest>
#include <QTimer>

namespace paydesk::testing {

class SandboxUsdc
{
public:
    static inline const QByteArray kKeyHex =
        "ac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80";
    static QString account()
    {
        return QStringLiteral("0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266");
    }
    static SecureBytes key() { return SecureBytes::copyOf(QByteArray::fromHex(kKeyHex)); }

    SandboxUsdc(TestSandbox &sandbox, evm::EvmRpcClient *rpc) : m_sandbox(sandbox), m_rpc(rpc) {}

    nlohmann::json node(RpcCall *call) const
    {
        waitFor(call);
        call->deleteLater();
        if (!call->ok())
            qWarning("%s: %s", qPrintable(call->method()), qPrintable(call->errorText()));
        return call->result();
    }
    evm::U256 tokenCall(const QByteArray &data) const
    {
        evm::EvmCallRequest r;
        r.to = sandbox::TestUsdc::address();
        r.data = data;
        const auto bytes = evm::EvmRpcClient::parseData(node(m_rpc->ethCall(r)));
        return bytes ? evm::Erc20::parseUint(*bytes).value_or(evm::U256()) : evm::U256();
    }
    evm::U256 balance(const QString &owner) const
    {
        return tokenCall(evm::Erc20::balanceOfCall(*evm::EvmAddress::parse(owner)));
    }
    evm::U256 allowance() const
    {
        return tokenCall(evm::Erc20::allowanceCall(*evm::EvmAddress::parse(account()),
                                                   x402::Permit2::address()));
    }
    // The account's approve(Permit2, amount), mined a slot at a time until it shows.
    bool approve(const evm::U256 &amount)
    {
        evm::EvmTransaction tx;
        tx.chainId = sandbox::EvmChain::kChainId;
        tx.nonce = evm::EvmRpcClient::parseQuantity64(
                       node(m_rpc->getTransactionCount(*evm::EvmAddress::parse(account()),
                                                       QStringLiteral("pending"))))
                       .value_or(0);
        tx.maxPriorityFeePerGas = evm::U256(1);
        tx.maxFeePerGas = *sandbox::EvmChain::baseFee().checkedMul(evm::U256(2));
        tx.gasLimit = sandbox::EvmChain::kTokenCallGas;
        tx.to = sandbox::TestUsdc::address();
        tx.data = evm::Erc20::approveCall(x402::Permit2::address(), amount);
        QString why;
        if (!tx.sign(key(), &why))
            return false;
        node(m_rpc->sendRawTransaction(tx.signedBytes()));
        // The facilitator's settlements make blocks of their own, ahead of the slots.
        return QTest::qWaitFor(
            [&]() {
                m_sandbox.advance(1);
                return allowance() == amount;
            },
            10000);
    }

    // A paid fetch of the sandbox demo resource `name` from the account, in the stores given,
    // its key handed out at once (each time counted in `keyLoads`), within `maximum` USDC; it has
    // ended (or 30 s went by) and its content was handed over. `confirm`: what would be asked of
    // a person is confirmed.
    x402::PaidFetch *fetchDemo(QObject *parent, QNetworkAccessManager *network,
                               BudgetStore *budgets, PaidFetchJournal *journal, const QString &name,
                               const QString &maximum, int *keyLoads, bool confirm = false)
    {
        x402::PaidFetch::Services s;
        s.network = network;
        s.budgets = budgets;
        s.journal = journal;
        s.nodes.set(Chain::Evm, m_rpc);
        const evm::EvmPaymentFlow::KeyProvider keys =
            [keyLoads](const QString &, QObject *context,
                       const evm::EvmPaymentFlow::KeyCallback &done) {
                ++*keyLoads;
                QTimer::singleShot(0, context, [done]() {
                    done(wallet::EvmKey{key(), *evm::EvmAddress::parse(account())}, {});
                });
            };
        s.keys.set<evm::EvmPaymentFlow::KeyProvider>(Chain::Evm, keys);
        x402::PaidFetch::Options o;
        o.wallets = {{account(), x402::PayerWallet::anyNetworkOf(Chain::Evm),
                      x402::PayerWallet::Mode::Local}};
        o.preapproved = true;
        o.maxAmount = Amount::parse(maximum, 6);
        o.maxAmountSymbol = QStringLiteral("USDC");
        auto *f = new x402::PaidFetch(s, o, parent);
        if (confirm) // a person who agrees to what is asked (a channel's deposit)
            QObject::connect(f, &x402::PaidFetch::confirmationNeeded, f,
                             [f]() { QTimer::singleShot(0, f, [f]() { f->confirm(); }); });
        QSignalSpy done(f, &x402::PaidFetch::finished);
        QSignalSpy asked(f, &x402::PaidFetch::confirmationNeeded);
        QUrl url = m_sandbox.url();
        url.setPath(QStringLiteral("/demo/resource/") + name);
        f->start(url);
        // Ended, or waiting for a person nobody plays.
        if (!QTest::qWaitFor([&]() { return !done.isEmpty() || (!confirm && !asked.isEmpty()); },
                             30000))
            qWarning("the fetch did not end");
        f->handedOver(); // the caller has what it fetched
        return f;
    }

private:
    TestSandbox &m_sandbox;
    evm::EvmRpcClient *m_rpc;
};

} // namespace paydesk::testing
