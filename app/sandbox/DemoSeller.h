#pragma once

#include "HttpExchange.h"
#include "SandboxContext.h"
#include "SellerChannels.h"
#include "evm/U256.h"

#include <QHash>
#include <QSet>
#include <QString>
#include <QUrl>
#include <nlohmann/json.hpp>
#include <optional>

namespace paydesk::sandbox {

// The demo seller: GET /demo/resource/{name} needs no API key and answers 402 with x402
// payment requirements (the v1 JSON body and the v2 PAYMENT-REQUIRED header), then the content
// with X-PAYMENT-RESPONSE (v1) / PAYMENT-RESPONSE (v2) once a valid proof arrives in X-PAYMENT
// (or PAYMENT-SIGNATURE). It sells for native SOL (price in lamports, atomic-unit strings as in
// x402) to its own custodial wallet, which is also the fee payer of authorization-kind proofs;
// on the built-in chains also for test USDC: SPL on the sandbox Solana chain (into the wallet's
// associated token account, the wallet as fee payer) and EIP-3009 on the sandbox EVM chain.
// The name's prefix picks a variant for buyer tests: "v1-" answers with the v1 body only, "v2-"
// with the v2 header only (body {}), "nofee-" names no fee payer (buyers pay the fee and send
// settled proofs), "malformed-" answers a 402 whose requirements are broken; a name containing
// "permit2" asks its EVM option by Permit2 (extra.assetTransferMethod) instead of EIP-3009;
// one containing "fail-<mode>" misbehaves once as SellerFailure says; one containing "upto" prices
// its EVM option by use (x402 `upto`, Permit2 through the upto proxy, this sandbox's facilitator
// bound): at most kUptoMaxUnits, charged what the name says (uptoChargeOf); one containing "batch"
// is paid by x402 `batch-settlement` only (DemoSellerChannel.cpp; docs/service-contract.md "Demo
// seller channels").
class DemoSeller
{
public:
    static constexpr quint64 kPriceLamports = 1000000; // 0.001 SOL
    static constexpr quint64 kPriceUsdcUnits = 5000;   // 0.005 test USDC (EVM)
    static constexpr quint64 kPriceSplUnits = 4000;    // 0.004 test USDC (SPL, sandbox Solana)
    static constexpr int kMaxTimeoutSeconds = 60;
    // An "upto" resource's most (0.01 test USDC) and its price per unit of use.
    static constexpr quint64 kUptoMaxUnits = 10000;
    static constexpr quint64 kUptoUnitPrice = 10;
    // What an "upto" resource charges, in atomic units: a name ending "-<n>" used n units (at
    // most the maximum), one containing "zero" nothing (no transaction), else 3,700; one
    // containing "overclaim" settles the maximum and claims twice it in its settlement (a
    // hostile seller), one containing "unstated" states no amount, one containing "understate"
    // states half of what it settled.
    static quint64 uptoChargeOf(const QString &name);
    // A "batch" resource's most per request (0.01 test USDC), its channels' withdraw delay, and
    // what a request is charged: a name ending "-<n>" used n units of 10 (at most the maximum),
    // one containing "zero" nothing, else 3,700.
    static constexpr quint64 kBatchMaxUnits = 10000;
    static constexpr quint64 kBatchWithdrawDelay = 900;
    static bool isBatch(const QString &name) { return name.contains(u"batch"); }
    static quint64 batchChargeOf(const QString &name);
    // The receiver's sweep: claims every kept channel's charges not claimed yet (one claim, sent
    // by the facilitator as receiverAuthorizer, at most each latest voucher and the balance), then
    // settles what the escrow holds claimed for the seller. Also run when a channel's payer
    // starts a withdrawal, and by GET /demo/resource/batch-claim.
    struct ChannelSweep
    {
        bool ok = true;
        QString claimTransaction, settleTransaction; // empty: nothing to do
        evm::U256 settled;                           // moved to the seller
        QString error;
    };
    ChannelSweep sweepChannels();
    // The seller's record of a channel (nullopt: none kept).
    std::optional<SellerChannel> channel(const QByteArray &channelId) const
    {
        return m_channels.find(channelId);
    }
    // A resource named "brief-...": an authorization it never settles expires within seconds
    // (docs/service-contract.md "Demo seller failure modes").
    static constexpr int kBriefTimeoutSeconds = 10;
    static int timeoutOf(const QString &name);
    // Marks the asset as the chain's native currency (the System program id).
    static constexpr const char *kNativeAsset = "11111111111111111111111111111111";

    explicit DemoSeller(const SandboxContext &context) : m_ctx(context), m_channels(context.store)
    {}
    // Creates (first start) or finds the seller's wallet and funds it for fees.
    void setUp();
    QString wallet() const { return m_wallet; }
    QString evmWallet() const { return m_evmWallet; } // where test USDC payments go

    void serve(const ExchangePtr &exchange, const QString &name);

    // The requirements of one resource (v1 shape), for a resource URL of this sandbox's demo
    // seller; nullopt for any other URL.
    std::optional<nlohmann::json> requirementsForUrl(const QString &text) const;
    nlohmann::json requirementsV1(const QString &name) const;
    // The test USDC option (v1 shape); null when the sandbox runs against a remote EVM node.
    nlohmann::json usdcRequirementV1(const QString &name) const;
    // The SPL test USDC option (v1 shape); null against a remote Solana cluster, and for a
    // "nofee-" resource (an SPL payment always has the seller's facilitator pay the fee).
    nlohmann::json splRequirementV1(const QString &name) const;
    nlohmann::json acceptsV1(const QString &name) const; // every option
    nlohmann::json paymentRequiredV2(const QString &name, const QString &error) const;

private:
    enum class Variant
    {
        Both,
        V1Only,
        V2Only,
        Malformed
    };
    static Variant variantOf(const QString &name);
    // Whether an authorization-kind proof's transaction moves a token (TransferChecked).
    static bool paysToken(const x402::DecodedProof &proof);
    void setUpTokenAccount();
    void malformedRequired(const ExchangePtr &exchange, const QString &name);
    QString resourceUrl(const QString &name) const;
    // One `exact` option of a resource, v1 shape.
    nlohmann::json option(const QString &name, const std::string &network, quint64 units,
                          const std::string &payTo, const std::string &asset,
                          nlohmann::json extra) const;
    // `optionExtra` is merged into every v2 option's extra (a corrective 402's channel state).
    void paymentRequired(const ExchangePtr &exchange, const QString &name, const QString &error,
                         const QString &failureReason = {},
                         const nlohmann::json &optionExtra = nullptr);
    void serveEvm(const ExchangePtr &exchange, const QString &name, bool v2,
                  const QString &proofText);
    void deliver(const ExchangePtr &exchange, const QString &name, bool v2, const QString &network,
                 const QString &payer, const QString &transaction,
                 const std::optional<evm::U256> &charged = std::nullopt);
    void serveUpto(const ExchangePtr &exchange, const QString &name, bool v2,
                   const x402::DecodedProof &proof);
    // A batch-settlement payment (DemoSellerChannel.cpp): a deposit or voucher for a request, or
    // a refund; the corrective 402 of a cumulative amount that does not match; the paid answer.
    void serveChannel(const ExchangePtr &exchange, const QString &name,
                      const x402::DecodedProof &proof);
    void refundChannel(const ExchangePtr &exchange, const QString &name,
                       const x402::DecodedProof &proof, SellerChannel state);
    void correctChannel(const ExchangePtr &exchange, const QString &name,
                        const SellerChannel &state, bool kept);
    void deliverChannel(const ExchangePtr &exchange, const QString &name,
                        const nlohmann::json &settlement, const nlohmann::json &content);
    void answerSweep(const ExchangePtr &exchange);
    // Sweeps once a payer of a kept channel starts a withdrawal (seen in a block).
    void watchWithdrawals();
    // A failure mode striking after settlement (SellerFailure): true when it answered.
    bool failAfterSettle(const ExchangePtr &exchange, const QString &name);
    quint64 priceFactor(const QString &name) const; // 2 once a "fail-reprice" resource repriced
    struct Answer
    {
        QByteArray payloadDigest;
        QByteArray body;
        HeaderList headers;
    };
    // The payment identifier of a v2 proof (empty when none), and the digest of what it pays.
    static QString paymentIdentifierOf(const QByteArray &v2Proof, QByteArray *payloadDigest);

    SandboxContext m_ctx;
    QString m_wallet;
    QString m_evmWallet;
    QHash<QString, Answer> m_answers;      // payment identifier -> the paid answer
    QHash<QString, QByteArray> m_inFlight; // payment identifier -> digest, while verifying
    QSet<QString> m_failed;                // resources whose failure mode struck already
    QSet<QString> m_repriced;              // "fail-reprice" resources that changed their price
    SellerChannels m_channels;             // batch-settlement channels paying this seller
};

} // namespace paydesk::sandbox
