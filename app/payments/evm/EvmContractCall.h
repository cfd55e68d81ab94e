#pragma once

#include "EvmBroadcastTracker.h"
#include "EvmPaymentFlow.h"

#include <QJsonObject>
#include <QObject>
#include <QPointer>
#include <functional>
#include <optional>

namespace paydesk::evm {

// A contract call Paydesk builds itself and sends from a local EVM wallet, paying only the network
// fee (no service is involved): an approve of Permit2 (Permit2Approval), a payment channel's
// timed withdrawal (ChannelWithdrawal). The chain is read and checked against the network asked
// for, the call prepared by the subclass, the node read (pending nonce, fees, gas estimate; a
// wallet with an earlier transaction still open signs nothing), the transaction held against
// EvmPolicy with its exact calldata like any payment, reviewed, and on approve() signed,
// journaled and followed to its receipt (EvmBroadcastTracker); then the subclass says what landed.
class EvmContractCall : public PaymentFlow
{
    Q_OBJECT
public:
    struct Services
    {
        EvmRpcClient *rpc = nullptr; // the user's node on the contract's chain
        PaymentJournal *journal = nullptr;
        EvmPaymentFlow::KeyProvider keys;
    };
    struct Options
    {
        U256 maxNetworkFee = U256(5'000'000'000'000'000ULL); // 0.005 ETH
        bool autoApprove = false;
        EvmBroadcastTracker::Timing timing;
    };

    void approve() override;
    void reject() override;

    const EvmReview &review() const { return m_review; }
    QString wallet() const { return m_wallet; }
    QString network() const { return m_network; }
    QString hash() const { return m_hash; }
    QString transactionId() const override { return m_hash; }
    Summary summary() const override;
    QUrl endpoint() const;
    // The call in words ("approve(Permit2 0x0000…78BA3, 0.005 USDC) on USDC 0x8335…2913").
    virtual QString callText() const = 0;
    // One line for the CLI: the call, the network fee at most, nonce and gas limit.
    QString summaryLine() const;
    // The unsigned transaction for what the node said (`e`: chain, from, the contract as
    // recipient, the calldata, pending nonce, next base fee, gas estimate) and its tip.
    static EvmTransaction transaction(const EvmExpectation &e, const U256 &tip);

protected:
    EvmContractCall(Services services, Options options, QObject *parent);
    // Starts: the wallet parsed, the node's chain read and compared with `network` (empty: any),
    // then prepare() and the node's reads.
    void begin(const QString &wallet, const QString &network);
    // The chain is known (network()): setCall() and true, or finish() and false.
    virtual bool prepare() = 0;
    void setCall(const EvmAddress &contract, const QByteArray &data);
    // Reads of its own before the node's (an allowance; which call it is); `done` once. None by
    // default.
    virtual void readMore(const std::function<void()> &done) { done(); }
    // After every read: why there is nothing to send (a sentence without "nothing was signed"),
    // or empty to go on.
    virtual QString refusalAfterRead() const { return {}; }
    // The journal entry's request beyond wallet, recipient, amount, direction, chain and fee.
    virtual void describe(QJsonObject &request) const = 0;
    // The call landed: finish(Outcome::Confirmed, ...), now or after reads of its own.
    virtual void landed() = 0;
    // What the call is called in sentences ("the approve").
    virtual QString callName() const = 0;
    const EvmExpectation &expectation() const { return m_expect; }
    Services m_services;

private:
    void onChain(quint64 chainId);
    void readNode();
    void readFees();
    void onNodeRead();
    bool pendingElsewhere();
    void sign(wallet::EvmKey key);
    void fail(RpcCall *call, const QString &what);

    Options m_options;
    QString m_wallet, m_requestedNetwork, m_network;
    EvmExpectation m_expect;
    std::optional<EvmTransaction> m_tx;
    EvmReview m_review;
    std::optional<U256> m_tip;
    int m_reads = 0;
    QString m_readError;
    QString m_hash;
    QPointer<EvmBroadcastTracker> m_tracker;
};

} // namespace paydesk::evm
