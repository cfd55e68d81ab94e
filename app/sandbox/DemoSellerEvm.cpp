// DemoSeller's EVM payments: its test-USDC option paid by EIP-3009 or Permit2 (`exact`) and its
// usage-priced resources (x402 `upto`; docs/service-contract.md "Demo seller usage prices"),
// verified against the maximum and settled for what the name says was used.
#include "DemoSeller.h"
#include "EvmFacilitator.h"
#include "SellerFailure.h"
#include "TestUsdc.h"
#include "x402/ProofCodec.h"

#include <QCoreApplication>
#include <QRegularExpression>

namespace paydesk::sandbox {

namespace {
// The words of DemoSeller's (its tr context), apart from DemoSeller.cpp's helper of the same
// purpose so the two files can share a unity build.
struct TrDemoSellerEvm
{
    Q_DECLARE_TR_FUNCTIONS(DemoSeller)
};
} // namespace

void DemoSeller::serveEvm(const ExchangePtr &exchange, const QString &name, bool v2,
                          const QString &proofText)
{
    QString reason, message;
    const auto proof = x402::ProofCodec::decode(proofText, &reason, &message);
    const nlohmann::json usdc = usdcRequirementV1(name);
    const QString network =
        QString::fromStdString(usdc.is_null() ? std::string() : usdc["network"].get<std::string>());
    if (!proof || usdc.is_null() || proof->network != network) // decoded once by serve()
        return paymentRequired(
            exchange, name,
            TrDemoSellerEvm::tr("This seller takes EVM payments only in test USDC "
                                "on the sandbox EVM chain."),
            QStringLiteral("invalid_network"));
    // v2 names the option it pays; it must be this seller's, word for word.
    if (v2 &&
        ((!proof->asset.isEmpty() && evm::EvmAddress::parse(proof->asset) != TestUsdc::address())))
        return paymentRequired(exchange, name,
                               TrDemoSellerEvm::tr("The payment is for another token."),
                               QStringLiteral("invalid_exact_evm_payload"));
    if (proof->scheme.toStdString() != usdc["scheme"].get<std::string>())
        return paymentRequired(exchange, name,
                               TrDemoSellerEvm::tr("The payment is of another scheme than the one "
                                                   "this option asks for."),
                               QStringLiteral("invalid_scheme"));
    if (proof->scheme == u"upto")
        return serveUpto(exchange, name, v2, *proof);
    // The transfer method the option asks for, and no other.
    const bool permit2 = proof->kind == x402::DecodedProof::Kind::Permit2;
    if (permit2 != (usdc["extra"].value("assetTransferMethod", "") == "permit2"))
        return paymentRequired(exchange, name,
                               TrDemoSellerEvm::tr("The payment uses another transfer method than "
                                                   "the one this option asks for."),
                               QStringLiteral("invalid_exact_evm_payload"));
    EvmFacilitator::Requirement r;
    r.payTo = *evm::EvmAddress::parse(m_evmWallet);
    r.amount = evm::U256(kPriceUsdcUnits * priceFactor(name));
    r.exactValue = v2;
    const qint64 now = nowMs() / 1000;
    // "fail-unsettled": verified and served, the authorization never used.
    const bool settle =
        sellerFailureOf(name) != SellerFailure::Unsettled || m_failed.contains(name);
    if (!settle)
        m_failed.insert(name);
    EvmFacilitator &f = *m_ctx.facilitator;
    const auto answer =
        permit2 ? (settle ? f.settlePermit2(*proof->permit2, proof->eip3009Signature, r, now)
                          : f.verifyPermit2(*proof->permit2, proof->eip3009Signature, r, now))
                : (settle ? f.settle(*proof->eip3009, proof->eip3009Signature, r, now)
                          : f.verify(*proof->eip3009, proof->eip3009Signature, r, now));
    if (!answer.ok)
        return paymentRequired(exchange, name, answer.message, answer.reason);
    deliver(exchange, name, v2, network, answer.payer, settle ? answer.transaction : QString());
}

quint64 DemoSeller::uptoChargeOf(const QString &name)
{
    if (name.contains(u"zero"))
        return 0;
    if (name.contains(u"overclaim"))
        return kUptoMaxUnits;
    static const QRegularExpression used(QStringLiteral("-([0-9]{1,6})$"));
    const auto m = used.match(name);
    if (m.hasMatch())
        return qMin(kUptoMaxUnits, m.captured(1).toULongLong() * kUptoUnitPrice);
    return 3700;
}

// An upto payment: verified against the most the option asks, then settled for what the request
// used, through the sandbox's facilitator (which the witness binds) and the upto proxy.
void DemoSeller::serveUpto(const ExchangePtr &exchange, const QString &name, bool v2,
                           const x402::DecodedProof &proof)
{
    EvmFacilitator::Requirement r;
    r.payTo = *evm::EvmAddress::parse(m_evmWallet);
    r.amount = evm::U256(kUptoMaxUnits);
    const qint64 now = nowMs() / 1000;
    const bool settle =
        sellerFailureOf(name) != SellerFailure::Unsettled || m_failed.contains(name);
    if (!settle)
        m_failed.insert(name);
    const evm::U256 charge(settle ? uptoChargeOf(name) : 0);
    EvmFacilitator &f = *m_ctx.facilitator;
    const auto answer = f.settleUpto(*proof.permit2, proof.eip3009Signature, r, charge, now);
    if (!answer.ok)
        return paymentRequired(exchange, name, answer.message, answer.reason);
    std::optional<evm::U256> stated = charge;
    if (name.contains(u"overclaim"))
        stated = evm::U256(2 * kUptoMaxUnits);
    if (name.contains(u"unstated"))
        stated.reset();
    if (name.contains(u"understate"))
        stated = evm::U256(charge.toUInt64().value_or(0) / 2);
    deliver(exchange, name, v2, proof.network, answer.payer, answer.transaction, stated);
}

} // namespace paydesk::sandbox
