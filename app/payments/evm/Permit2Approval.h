#pragma once

#include "EvmBroadcastTracker.h"
#include "EvmPaymentFlow.h"
#include "core/Asset.h"

#include <QObject>
#include <QPointer>
#include <optional>

namespace paydesk::evm {

// Lets Uniswap's Permit2 move an exact amount of a token from a local EVM wallet: the approve
// a seller asking `exact` payments by Permit2 needs first (docs/protocol-facts.md "EVM exact:
// Permit2"). Paydesk builds the transaction itself (no service is involved): approve(Permit2,
// amount) on the token, value 0, the wallet's pending nonce, the node's gas estimate and fees. It
// is held against EvmPolicy with that exact calldata like any payment, reviewed, and on approve()
// signed, journaled and followed to its receipt (EvmBroadcastTracker); the allowance is read again
// once it landed. The amount is always the one the user typed: never an unlimited approval. An
// amount of 0 revokes. The token must be in Paydesk's table (or added by the user) on the
// node's chain; the amount is exact in its decimals.
class Permit2Approval : public PaymentFlow
{
    Q_OBJECT
public:
    struct Services
    {
        EvmRpcClient *rpc = nullptr; // the user's node on the token's chain
        PaymentJournal *journal = nullptr;
        EvmPaymentFlow::KeyProvider keys;
    };
    struct Options
    {
        U256 maxNetworkFee = U256(5'000'000'000'000'000ULL); // 0.005 ETH
        bool autoApprove = false;
        EvmBroadcastTracker::Timing timing;
    };
    struct Request
    {
        QString wallet;  // 0x…
        QString token;   // a symbol ("USDC") or the contract, on the node's chain
        QString network; // "eip155:8453"; empty: whatever chain the node serves
        Amount amount;   // exact, in the token's units; 0 revokes
    };

    Permit2Approval(Services services, Options options, QObject *parent = nullptr);

    // Reads the node, then reviewReady() (AwaitingApproval) or finished() (Refused / Error).
    void start(const Request &request);
    void approve() override;
    void reject() override;

    const EvmReview &review() const { return m_review; }
    const Asset &token() const { return m_token; }
    const Amount &amount() const { return m_amount; }
    QString network() const { return m_network; }
    // What Permit2 may move before this approve, and after it landed (when it could be read).
    std::optional<Amount> allowanceBefore() const { return m_before; }
    std::optional<Amount> allowanceAfter() const { return m_after; }
    QString hash() const { return m_hash; }
    QString transactionId() const override { return m_hash; }
    Summary summary() const override;
    QUrl endpoint() const;
    // "approve(Permit2 0x0000…78BA3, 0.005 USDC) on USDC 0x8335…2913": the call in words.
    QString callText() const;
    // One line for the CLI: the call, the network fee at most, nonce and gas limit.
    QString summaryLine() const;
    // The token `text` names on `network`: a symbol ("USDC") or a contract, of Paydesk's table
    // or added by the user; nullopt and a sentence (no final stop) saying what to do.
    static std::optional<Asset> tokenOn(const QString &network, const QString &text,
                                        QString *error);
    // The unsigned approve for what the node said (`e`: chain, from, token as recipient, the
    // calldata, pending nonce, next base fee, gas estimate) and the node's suggested tip.
    // The contract an approval lets move the token: Permit2, at its one address on every chain.
    static EvmAddress spender();
    static EvmTransaction transaction(const EvmExpectation &e, const U256 &tip);

protected:
    QString logName() const override;

private:
    void onChain(quint64 chainId);
    void readNode();
    void onNodeRead();
    bool pendingElsewhere();
    void sign(wallet::EvmKey key);
    void readAfter();
    void fail(RpcCall *call, const QString &what);

    Services m_services;
    Options m_options;
    Request m_request;
    QString m_network;
    Asset m_token;
    Amount m_amount;
    U256 m_units;
    EvmExpectation m_expect;
    std::optional<EvmTransaction> m_tx;
    EvmReview m_review;
    std::optional<Amount> m_before, m_after;
    std::optional<U256> m_tip;
    int m_reads = 0;
    QString m_readError;
    QString m_hash;
    QPointer<EvmBroadcastTracker> m_tracker;
};

} // namespace paydesk::evm
