#include "DemoSeller.h"

#include "ChainBackend.h"
#include "CustodialVault.h"
#include "EvmChain.h"
#include "EvmFacilitator.h"
#include "Ledger.h"
#include "SandboxStore.h"
#include "SellerFailure.h"
#include "SplState.h"
#include "TestUsdc.h"
#include "core/Base58.h"
#include "solana/InstructionDecoder.h"
#include "solana/Transaction.h"
#include "x402/ProofCodec.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QRegularExpression>
#include <algorithm>

namespace paydesk::sandbox {

namespace {
struct TrDemoSeller
{
    Q_DECLARE_TR_FUNCTIONS(DemoSeller)
};

constexpr quint64 kSellerFunding = 1000000000; // 1 SOL for fees

bool validName(const QString &name)
{
    static const QRegularExpression re(QStringLiteral("^[A-Za-z0-9_-]{1,64}$"));
    return re.match(name).hasMatch();
}
} // namespace

void DemoSeller::setUp()
{
    m_channels.load();
    watchWithdrawals();
    // The EVM account test USDC is paid to: created once, kept in the state.
    m_evmWallet = QString::fromUtf8(m_ctx.store->meta(QStringLiteral("demoSellerEvm")));
    if (m_evmWallet.isEmpty() || !m_ctx.vault->contains(m_evmWallet)) {
        m_evmWallet = m_ctx.vault->create(Chain::Evm);
        m_ctx.store->setMeta(QStringLiteral("demoSellerEvm"), m_evmWallet.toUtf8());
    }
    m_wallet = QString::fromUtf8(m_ctx.store->meta(QStringLiteral("demoSeller")));
    if (!m_wallet.isEmpty() && m_ctx.vault->contains(m_wallet))
        return setUpTokenAccount(); // a state from before the SPL subset gets it now
    m_wallet = m_ctx.vault->create(Chain::Solana);
    m_ctx.store->setMeta(QStringLiteral("demoSeller"), m_wallet.toUtf8());
    if (const auto addr = Address::parse(m_wallet))
        m_ctx.chain->airdrop(addr->bytes(), kSellerFunding, [](const auto &, const auto &) {});
    setUpTokenAccount();
}

void DemoSeller::setUpTokenAccount()
{
    // SPL payments need the seller's test USDC account to exist (a buyer refuses otherwise).
    const auto addr = Address::parse(m_wallet);
    if (addr && m_ctx.chain->network() == u"solana-sandbox" &&
        m_ctx.ledger->accountData(spl::testUsdcMint()))
        m_ctx.ledger->mintTestUsdc(addr->bytes(), 0);
}

int DemoSeller::timeoutOf(const QString &name)
{
    return name.startsWith(u"brief-") ? kBriefTimeoutSeconds : kMaxTimeoutSeconds;
}

DemoSeller::Variant DemoSeller::variantOf(const QString &name)
{
    if (isBatch(name)) // x402 v1 has no batch-settlement
        return Variant::V2Only;
    if (name.startsWith(u"v1-"))
        return Variant::V1Only;
    if (name.startsWith(u"v2-"))
        return Variant::V2Only;
    if (name.startsWith(u"malformed-"))
        return Variant::Malformed;
    return Variant::Both;
}

void DemoSeller::malformedRequired(const ExchangePtr &exchange, const QString &name)
{
    // A price as a JSON number, a recipient that is no address, no timeout: a buyer must refuse.
    const nlohmann::json body = {
        {"x402Version", 1},
        {"error", "X-PAYMENT header is required"},
        {"accepts", nlohmann::json::array({{{"scheme", "exact"},
                                            {"network", m_ctx.chain->network().toStdString()},
                                            {"maxAmountRequired", kPriceLamports},
                                            {"resource", resourceUrl(name).toStdString()},
                                            {"description", "broken demo requirements"},
                                            {"mimeType", "application/json"},
                                            {"payTo", "not-an-address"},
                                            {"asset", kNativeAsset}}})}};
    exchange->setNote(QStringLiteral("payment-required-malformed"));
    exchange->reply(402, jsonBytes(body));
}

QString DemoSeller::resourceUrl(const QString &name) const
{
    QUrl url = m_ctx.baseUrl();
    url.setPath(QStringLiteral("/demo/resource/") + name);
    return url.toString();
}

nlohmann::json DemoSeller::option(const QString &name, const std::string &network, quint64 units,
                                  const std::string &payTo, const std::string &asset,
                                  nlohmann::json extra) const
{
    return {
        {"scheme", "exact"},
        {"network", network},
        {"maxAmountRequired", std::to_string(units * priceFactor(name))},
        {"resource", resourceUrl(name).toStdString()},
        {"description",
         TrDemoSeller::tr("Demo resource \"%1\" of the Paydesk sandbox").arg(name).toStdString()},
        {"mimeType", "application/json"},
        {"outputSchema", nullptr},
        {"payTo", payTo},
        {"maxTimeoutSeconds", timeoutOf(name)},
        {"asset", asset},
        {"extra", std::move(extra)}};
}

nlohmann::json DemoSeller::requirementsV1(const QString &name) const
{
    const std::string seller = m_wallet.toStdString();
    return option(name, m_ctx.chain->network().toStdString(), kPriceLamports, seller, kNativeAsset,
                  name.startsWith(u"nofee-")
                      ? nlohmann::json{{"decimals", 9}, {"symbol", "SOL"}}
                      : nlohmann::json{{"feePayer", seller}, {"decimals", 9}, {"symbol", "SOL"}});
}

nlohmann::json DemoSeller::usdcRequirementV1(const QString &name) const
{
    if (m_ctx.remoteEvm || !m_ctx.facilitator || m_evmWallet.isEmpty())
        return nullptr;
    nlohmann::json extra = {{"name", TestUsdc::name().toStdString()},
                            {"version", TestUsdc::version().toStdString()}};
    if (name.contains(u"permit2"))
        extra["assetTransferMethod"] = "permit2";
    const bool batch = isBatch(name);
    const bool upto = !batch && name.contains(u"upto");
    if (upto)
        extra["facilitatorAddress"] = EvmFacilitator::account().toChecksummed().toStdString();
    if (batch) { // the facilitator authorizes this seller's claims and refunds
        extra["receiverAuthorizer"] = EvmFacilitator::account().toChecksummed().toStdString();
        extra["withdrawDelay"] = kBatchWithdrawDelay;
    }
    nlohmann::json o = option(name, "eip155:" + std::to_string(EvmChain::kChainId),
                              batch  ? kBatchMaxUnits
                              : upto ? kUptoMaxUnits
                                     : kPriceUsdcUnits,
                              m_evmWallet.toStdString(),
                              TestUsdc::address().toChecksummed().toStdString(), std::move(extra));
    if (upto)
        o["scheme"] = "upto";
    if (batch)
        o["scheme"] = "batch-settlement";
    return o;
}

nlohmann::json DemoSeller::splRequirementV1(const QString &name) const
{
    if (m_ctx.chain->network() != u"solana-sandbox" || name.startsWith(u"nofee-") ||
        !m_ctx.ledger->accountData(spl::testUsdcMint()))
        return nullptr;
    const std::string seller = m_wallet.toStdString();
    return option(name, "solana-sandbox", kPriceSplUnits, seller,
                  base58::encode(spl::testUsdcMint()).toStdString(), {{"feePayer", seller}});
}

bool DemoSeller::paysToken(const x402::DecodedProof &proof)
{
    if (proof.kind != x402::DecodedProof::Kind::Authorization)
        return false;
    QString why;
    const auto tx = solana::Transaction::fromBase64(proof.transaction.toLatin1(), &why);
    const auto decoded = tx ? solana::decodeInstructions(tx->message, &why) : std::nullopt;
    return decoded && std::any_of(decoded->cbegin(), decoded->cend(), [](const auto &d) {
               return d.kind == solana::DecodedInstruction::Kind::TokenTransferChecked;
           });
}

nlohmann::json DemoSeller::acceptsV1(const QString &name) const
{
    if (isBatch(name)) { // one option: the channel
        nlohmann::json usdc = usdcRequirementV1(name);
        return usdc.is_null() ? nlohmann::json::array() : nlohmann::json::array({std::move(usdc)});
    }
    nlohmann::json accepts = nlohmann::json::array({requirementsV1(name)});
    if (nlohmann::json usdc = usdcRequirementV1(name); !usdc.is_null())
        accepts.push_back(std::move(usdc));
    if (nlohmann::json spl = splRequirementV1(name); !spl.is_null())
        accepts.push_back(std::move(spl));
    return accepts;
}

nlohmann::json DemoSeller::paymentRequiredV2(const QString &name, const QString &error) const
{
    const nlohmann::json v1 = requirementsV1(name);
    nlohmann::json accepts = nlohmann::json::array();
    for (const nlohmann::json &o : acceptsV1(name)) {
        const QString network = QString::fromStdString(o["network"].get<std::string>());
        accepts.push_back(
            {{"scheme", o["scheme"]},
             {"network",
              (network.startsWith(u"eip155:") ? network : x402::ProofCodec::caip2(network))
                  .toStdString()},
             {"amount", o["maxAmountRequired"]},
             {"asset", o["asset"]},
             {"payTo", o["payTo"]},
             {"maxTimeoutSeconds", o["maxTimeoutSeconds"]},
             {"extra", o["extra"]}});
    }
    return {{"x402Version", 2},
            {"error", error.toStdString()},
            {"resource",
             {{"url", v1["resource"]},
              {"description", v1["description"]},
              {"mimeType", v1["mimeType"]}}},
            {"accepts", accepts},
            {"extensions",
             {{"payment-identifier",
               {{"info", {{"required", false}}},
                {"schema",
                 {{"$schema", "https://json-schema.org/draft/2020-12/schema"},
                  {"type", "object"},
                  {"properties",
                   {{"required", {{"type", "boolean"}}},
                    {"id", {{"type", "string"}, {"minLength", 16}, {"maxLength", 128}}}}}}}}}}}};
}

std::optional<nlohmann::json> DemoSeller::requirementsForUrl(const QString &text) const
{
    const QUrl url(text);
    const QUrl base = m_ctx.baseUrl();
    const QString prefix = QStringLiteral("/demo/resource/");
    if (url.scheme() != base.scheme() || url.port(80) != base.port(80) ||
        !url.path().startsWith(prefix))
        return std::nullopt;
    const QString host = url.host();
    if (host != base.host() && host != u"localhost" && host != u"127.0.0.1")
        return std::nullopt;
    const QString name = url.path().mid(prefix.size());
    if (!validName(name))
        return std::nullopt;
    return requirementsV1(name);
}

void DemoSeller::paymentRequired(const ExchangePtr &exchange, const QString &name,
                                 const QString &error, const QString &failureReason,
                                 const nlohmann::json &optionExtra)
{
    const nlohmann::json body = {
        {"x402Version", 1}, {"error", error.toStdString()}, {"accepts", acceptsV1(name)}};
    // Each version names its own request header when none was sent.
    const QString v2Error =
        failureReason.isEmpty() ? QStringLiteral("PAYMENT-SIGNATURE header is required") : error;
    const Variant variant = variantOf(name);
    HeaderList headers;
    if (variant != Variant::V1Only) {
        nlohmann::json required = paymentRequiredV2(name, v2Error);
        if (optionExtra.is_object())
            for (nlohmann::json &o : required["accepts"])
                o["extra"].update(optionExtra);
        headers.append(
            {"PAYMENT-REQUIRED", x402::ProofCodec::base64Json(jsonBytes(required)).toLatin1()});
    }
    if (!failureReason.isEmpty()) {
        const nlohmann::json failure = {
            {"success", false},
            {"errorReason", failureReason.toStdString()},
            {"transaction", ""},
            {"network", isBatch(name) ? "eip155:" + std::to_string(EvmChain::kChainId)
                                      : m_ctx.chain->network().toStdString()},
            {"payer", ""}};
        const QByteArray value = x402::ProofCodec::base64Json(jsonBytes(failure)).toLatin1();
        headers.append({"X-PAYMENT-RESPONSE", value});
        headers.append({"PAYMENT-RESPONSE", value});
    }
    // A refused payment keeps nothing under its payment identifier.
    QByteArray digest;
    m_inFlight.remove(paymentIdentifierOf(exchange->header("payment-signature"), &digest));
    exchange->setNote(failureReason.isEmpty() ? QStringLiteral("payment-required") : failureReason);
    exchange->reply(402, variant == Variant::V2Only ? QByteArray("{}") : jsonBytes(body), headers);
}

void DemoSeller::serve(const ExchangePtr &exchange, const QString &name)
{
    if (!validName(name)) {
        return reply::error(exchange,
                            ServiceError::notFound(TrDemoSeller::tr("No such demo resource.")));
    }
    if (variantOf(name) == Variant::Malformed)
        return malformedRequired(exchange, name);
    if (name == u"batch-claim") // the sweep of the seller's channels, on request
        return answerSweep(exchange);
    const QByteArray v1Proof = exchange->header("x-payment");
    const QByteArray v2Proof = exchange->header("payment-signature");
    if (v1Proof.isEmpty() && v2Proof.isEmpty())
        return paymentRequired(exchange, name, QStringLiteral("X-PAYMENT header is required"));
    const bool v2 = v1Proof.isEmpty();
    const QString proofText = QString::fromLatin1(v2 ? v2Proof : v1Proof);
    // payment-identifier: the same id and payload get the kept answer; another payload, 409.
    QByteArray digest;
    const QString paymentId = v2 ? paymentIdentifierOf(v2Proof, &digest) : QString();
    if (!paymentId.isEmpty()) {
        const auto kept = m_answers.constFind(paymentId);
        const bool conflict = (kept != m_answers.constEnd() && kept->payloadDigest != digest) ||
                              m_inFlight.value(paymentId, digest) != digest;
        if (conflict) {
            ServiceError e;
            e.status = 409;
            e.code = QStringLiteral("PAYMENT_IDENTIFIER_CONFLICT");
            e.message = TrDemoSeller::tr("This payment identifier was used for another payment.");
            return reply::error(exchange, e);
        }
        if (kept != m_answers.constEnd()) {
            exchange->setNote(QStringLiteral("paid-again"));
            return exchange->reply(200, kept->body, kept->headers);
        }
        m_inFlight.insert(paymentId, digest);
    }
    // "fail-reprice": the first proof is answered with a new price, nothing settled.
    if (sellerFailureOf(name) == SellerFailure::Reprice && !m_repriced.contains(name)) {
        m_repriced.insert(name);
        return paymentRequired(exchange, name,
                               TrDemoSeller::tr("The price of this resource has changed; pay the "
                                                "new price."),
                               QStringLiteral("invalid_payment_requirements"));
    }
    QString reason, message;
    const auto decoded = x402::ProofCodec::decode(proofText, &reason, &message);
    const bool channel = decoded && decoded->kind == x402::DecodedProof::Kind::Channel;
    if (channel && isBatch(name))
        return serveChannel(exchange, name, *decoded);
    if (isBatch(name) && !decoded)
        return paymentRequired(exchange, name, message, reason);
    if (channel != isBatch(name))
        return paymentRequired(exchange, name,
                               TrDemoSeller::tr("The payment is of another scheme than the one "
                                                "this resource asks for."),
                               QStringLiteral("invalid_scheme"));
    if (decoded && (decoded->kind == x402::DecodedProof::Kind::Eip3009 ||
                    decoded->kind == x402::DecodedProof::Kind::Permit2))
        return serveEvm(exchange, name, v2, proofText);
    VerifyRequest request;
    request.proof = proofText;
    request.payTo = *Address::parse(m_wallet);
    request.minimum = Amount::fromUnits(kPriceLamports * priceFactor(name), 9);
    if (decoded && paysToken(*decoded)) {
        if (splRequirementV1(name).is_null())
            return paymentRequired(exchange, name,
                                   TrDemoSeller::tr("This seller takes test USDC on Solana only "
                                                    "on the sandbox's own chain."),
                                   QStringLiteral("invalid_network"));
        request.mint = spl::testUsdcMint();
        request.minimum =
            Amount::fromUnits(kPriceSplUnits * priceFactor(name), spl::kTestUsdcDecimals);
    }
    request.timeoutSeconds = timeoutOf(name);
    // "fail-unsettled": the buyer's transaction is verified, never co-signed nor broadcast.
    const bool settle =
        sellerFailureOf(name) != SellerFailure::Unsettled || m_failed.contains(name);
    if (!settle)
        m_failed.insert(name);
    request.settleAuthorization = settle;
    const QString network = m_ctx.chain->network();
    DemoSeller *self = this;
    ProofVerifier::start(
        m_ctx.verifierDeps(), request,
        [exchange, name, v2, network, self, settle](const VerifyResult &v) {
            if (v.error)
                return self->paymentRequired(
                    exchange, name, v.error->message,
                    QString::fromStdString(v.error->details.value("reason", "invalid_payload")));
            self->deliver(exchange, name, v2, network, v.payer, settle ? v.signature : QString());
        },
        m_ctx.owner);
}

} // namespace paydesk::sandbox

namespace paydesk::sandbox {

QString DemoSeller::paymentIdentifierOf(const QByteArray &v2Proof, QByteArray *payloadDigest)
{
    const QByteArray bytes = QByteArray::fromBase64(v2Proof);
    const auto j = nlohmann::json::parse(bytes.constBegin(), bytes.constEnd(), nullptr, false);
    if (!j.is_object())
        return {};
    const nlohmann::json ext = j.value("extensions", nlohmann::json::object());
    const nlohmann::json pid =
        ext.is_object() ? ext.value("payment-identifier", nlohmann::json()) : nlohmann::json();
    const nlohmann::json info =
        pid.is_object() ? pid.value("info", nlohmann::json()) : nlohmann::json();
    const nlohmann::json id =
        info.is_object() ? info.value("id", nlohmann::json()) : nlohmann::json();
    static const QRegularExpression idRe(QStringLiteral("^[A-Za-z0-9_-]{16,128}$"));
    if (!id.is_string() || !idRe.match(QString::fromStdString(id.get<std::string>())).hasMatch())
        return {};
    *payloadDigest = QCryptographicHash::hash(
        QByteArray::fromStdString(j.value("payload", nlohmann::json()).dump() +
                                  j.value("accepted", nlohmann::json()).dump()),
        QCryptographicHash::Sha256);
    return QString::fromStdString(id.get<std::string>());
}

void DemoSeller::deliver(const ExchangePtr &exchange, const QString &name, bool v2,
                         const QString &network, const QString &payer, const QString &transaction,
                         const std::optional<evm::U256> &charged)
{
    const QString wireNetwork =
        v2 && !network.startsWith(u"eip155:") ? x402::ProofCodec::caip2(network) : network;
    nlohmann::json settlement = {{"success", true},
                                 {"transaction", transaction.toStdString()},
                                 {"network", wireNetwork.toStdString()},
                                 {"payer", payer.toStdString()}};
    if (charged) // upto: what was charged (scheme_upto_evm.md "SettlementResponse")
        settlement["amount"] = charged->toDecimal().toStdString();
    const QByteArray header = x402::ProofCodec::base64Json(jsonBytes(settlement)).toLatin1();
    const nlohmann::json content = {
        {"resource", name.toStdString()},
        {"content",
         TrDemoSeller::tr("Demo content \"%1\", paid with x402.").arg(name).toStdString()},
        {"paidBy", payer.toStdString()},
        {"signature", transaction.toStdString()},
        {"servedAt", nowMs()}};
    const HeaderList headers = {
        {v2 ? QByteArray("PAYMENT-RESPONSE") : QByteArray("X-PAYMENT-RESPONSE"), header}};
    if (v2) {
        QByteArray digest;
        const QString id = paymentIdentifierOf(exchange->header("payment-signature"), &digest);
        if (!id.isEmpty()) {
            m_inFlight.remove(id);
            m_answers.insert(id, {digest, jsonBytes(content), headers});
        }
    }
    if (failAfterSettle(exchange, name))
        return;
    exchange->setNote(QStringLiteral("paid"));
    exchange->reply(200, jsonBytes(content), headers);
}

// The failure modes that strike once a payment settled (SellerFailure), the first time only.
bool DemoSeller::failAfterSettle(const ExchangePtr &exchange, const QString &name)
{
    const SellerFailure mode = sellerFailureOf(name);
    if (mode == SellerFailure::None || mode == SellerFailure::Reprice || m_failed.contains(name))
        return false;
    m_failed.insert(name);
    switch (mode) {
    case SellerFailure::DropAfterSettle:
        exchange->setNote(QStringLiteral("settled-then-dropped"));
        exchange->abort();
        return true;
    case SellerFailure::ErrorAfterSettle:
        exchange->setNote(QStringLiteral("settled-then-500"));
        reply::error(exchange, ServiceError::internal());
        return true;
    case SellerFailure::RefuseAfterSettle:
        paymentRequired(exchange, name, TrDemoSeller::tr("The payment could not be settled."),
                        QStringLiteral("unexpected_settle_error"));
        return true;
    case SellerFailure::PendingAfterSettle:
        paymentRequired(exchange, name, TrDemoSeller::tr("The settlement is pending."),
                        QStringLiteral("settlement_pending"));
        return true;
    case SellerFailure::PendingPlain:
        paymentRequired(exchange, name, QStringLiteral("X-PAYMENT header is required"));
        return true;
    case SellerFailure::None:
    case SellerFailure::Reprice:
    case SellerFailure::Unsettled:
        break;
    }
    return false;
}

quint64 DemoSeller::priceFactor(const QString &name) const
{
    return m_repriced.contains(name) ? 2 : 1;
}

} // namespace paydesk::sandbox
