#include "FacilitatorApi.h"

#include "ErrorReply.h"
#include "EvmChain.h"
#include "EvmFacilitator.h"
#include "SvmFacilitator.h"
#include "TestUsdc.h"
#include "x402/ProofCodec.h"

namespace paydesk::sandbox {

namespace {
const std::string kNetwork = "eip155:" + std::to_string(EvmChain::kChainId);
const std::string kSvmV1 = "solana-sandbox";
const std::string kSvmV2 = "solana:sandbox";

std::string text(const nlohmann::json &j, const char *key)
{
    const auto it = j.find(key);
    return it != j.end() && it->is_string() ? it->get<std::string>() : std::string();
}
} // namespace

void FacilitatorApi::supported(const ExchangePtr &exchange) const
{
    const std::string signer = EvmFacilitator::account().toChecksummed().toStdString();
    nlohmann::json kinds =
        nlohmann::json::array({{{"x402Version", 1}, {"scheme", "exact"}, {"network", kNetwork}},
                               {{"x402Version", 2}, {"scheme", "exact"}, {"network", kNetwork}},
                               // upto: the facilitator its authorizations must bind
                               {{"x402Version", 2},
                                {"scheme", "upto"},
                                {"network", kNetwork},
                                {"extra", {{"facilitatorAddress", signer}}}},
                               // batch-settlement: the receiverAuthorizer channels delegate to
                               {{"x402Version", 2},
                                {"scheme", "batch-settlement"},
                                {"network", kNetwork},
                                {"extra", {{"receiverAuthorizer", signer}}}}});
    nlohmann::json signers = {{"eip155:*", {signer}}};
    if (m_svm && m_svm->available()) {
        const std::string feePayer = m_svm->feePayer().toStdString();
        const nlohmann::json extra = {{"feePayer", feePayer}};
        kinds.push_back(
            {{"x402Version", 1}, {"scheme", "exact"}, {"network", kSvmV1}, {"extra", extra}});
        kinds.push_back(
            {{"x402Version", 2}, {"scheme", "exact"}, {"network", kSvmV2}, {"extra", extra}});
        signers["solana:*"] = {feePayer};
    }
    exchange->reply(
        200,
        jsonBytes(
            {{"kinds", kinds}, {"extensions", nlohmann::json::array()}, {"signers", signers}}),
        {{"Content-Type", "application/json"}});
}

void FacilitatorApi::answer(const ExchangePtr &exchange, bool settle) const
{
    const auto body = nlohmann::json::parse(exchange->body().toStdString(), nullptr, false);
    auto refuse = [&](int status, const QString &reason, const QString &message,
                      const QString &payer = {}) {
        nlohmann::json a =
            settle ? nlohmann::json{{"success", false},
                                    {"errorReason", reason.toStdString()},
                                    {"transaction", ""},
                                    {"network", kNetwork}}
                   : nlohmann::json{{"isValid", false}, {"invalidReason", reason.toStdString()}};
        a["message"] = message.toStdString();
        if (!payer.isEmpty())
            a["payer"] = payer.toStdString();
        exchange->reply(status, jsonBytes(a), {{"Content-Type", "application/json"}});
    };
    if (!body.is_object() || !body.contains("paymentPayload") ||
        !body["paymentPayload"].is_object() || !body.contains("paymentRequirements") ||
        !body["paymentRequirements"].is_object())
        return refuse(400, QStringLiteral("invalid_payload"),
                      tr("Send {x402Version, paymentPayload, paymentRequirements} as JSON."));
    const nlohmann::json &req = body["paymentRequirements"];
    const nlohmann::json &payload = body["paymentPayload"];
    const int version = payload.value("x402Version", 0);
    const auto accepted = payload.find("accepted");
    if (text(req, "scheme") == "batch-settlement" ||
        (accepted != payload.end() && accepted->is_object() &&
         text(*accepted, "scheme") == "batch-settlement"))
        return answerChannel(exchange, settle, body);
    // The payload as a seller received it (base64 of its JSON), read by the shared codec.
    QString reason, message;
    const auto proof = x402::ProofCodec::decode(
        QString::fromLatin1(QByteArray::fromStdString(payload.dump()).toBase64()), &reason,
        &message);
    if (proof && proof->kind == x402::DecodedProof::Kind::Authorization && m_svm)
        return answerSvm(exchange, settle, body, *proof);
    const bool permit2 = proof && proof->kind == x402::DecodedProof::Kind::Permit2;
    if (!proof ||
        (!permit2 && (proof->kind != x402::DecodedProof::Kind::Eip3009 || !proof->eip3009)))
        return refuse(200, reason.isEmpty() ? QStringLiteral("invalid_payload") : reason,
                      proof ? tr("Only EIP-3009 and Permit2 authorizations are settled here.")
                            : message);
    const bool upto = proof->scheme == u"upto";
    if (text(req, "scheme") != proof->scheme.toStdString() || (!upto && proof->scheme != u"exact"))
        return refuse(200, QStringLiteral("unsupported_scheme"),
                      tr("Only the exact and upto schemes are settled here."), proof->from);
    if (text(req, "network") != kNetwork || proof->network != QString::fromStdString(kNetwork))
        return refuse(200, QStringLiteral("invalid_network"),
                      tr("Only the sandbox EVM chain (%1) is settled here.")
                          .arg(QString::fromStdString(kNetwork)),
                      proof->from);
    const auto asset = evm::EvmAddress::parse(QString::fromStdString(text(req, "asset")));
    const auto payTo = evm::EvmAddress::parse(QString::fromStdString(text(req, "payTo")));
    const std::string units = text(req, version >= 2 ? "amount" : "maxAmountRequired");
    const auto amount = evm::U256::fromDecimal(QString::fromStdString(units));
    if (!asset || *asset != TestUsdc::address())
        return refuse(200, QStringLiteral("invalid_exact_evm_payload"),
                      tr("Only the sandbox's test USDC is settled here."), proof->from);
    if (!payTo || !amount)
        return refuse(400, QStringLiteral("invalid_payment_requirements"),
                      tr("The requirements need payTo and the amount in atomic units."),
                      proof->from);
    EvmFacilitator::Requirement r;
    r.payTo = *payTo;
    r.amount = *amount;
    r.exactValue = version >= 2;
    const qint64 now = nowMs() / 1000;
    const QByteArray &sig = proof->eip3009Signature;
    // upto: the requirements' amount is the maximum when verifying and the charge when settling
    // (scheme_upto.md "Phase-Dependent amount"); the maximum is then the one signed.
    if (upto)
        r.amount = settle ? proof->permit2->amount : *amount;
    const auto a = upto ? (settle ? m_facilitator->settleUpto(*proof->permit2, sig, r, *amount, now)
                                  : m_facilitator->verifyUpto(*proof->permit2, sig, r, now))
                   : permit2 ? (settle ? m_facilitator->settlePermit2(*proof->permit2, sig, r, now)
                                       : m_facilitator->verifyPermit2(*proof->permit2, sig, r, now))
                   : settle  ? m_facilitator->settle(*proof->eip3009, sig, r, now)
                             : m_facilitator->verify(*proof->eip3009, sig, r, now);
    if (!a.ok)
        return refuse(200, a.reason, a.message, a.payer.isEmpty() ? proof->from : a.payer);
    const std::string payer = (a.payer.isEmpty() ? proof->from : a.payer).toStdString();
    nlohmann::json ok = settle ? nlohmann::json{{"success", true},
                                                {"transaction", a.transaction.toStdString()},
                                                {"network", kNetwork},
                                                {"payer", payer}}
                               : nlohmann::json{{"isValid", true}, {"payer", payer}};
    if (upto && settle) // what moved: a proof settled before answers its own charge again
        ok["amount"] = a.charged ? a.charged->toDecimal().toStdString() : units;
    exchange->reply(200, jsonBytes(ok), {{"Content-Type", "application/json"}});
}

void FacilitatorApi::answerSvm(const ExchangePtr &exchange, bool settle, const nlohmann::json &body,
                               const x402::DecodedProof &proof) const
{
    const nlohmann::json &req = body["paymentRequirements"];
    const int version = body["paymentPayload"].value("x402Version", 0);
    const std::string network = text(req, "network");
    const std::string wireNetwork = version >= 2 ? kSvmV2 : kSvmV1;
    auto reply = [exchange, settle, wireNetwork](const SvmFacilitator::Answer &a) {
        nlohmann::json out;
        if (settle)
            out = {{"success", a.ok},
                   {"transaction", a.transaction.toStdString()},
                   {"network", wireNetwork}};
        else
            out = {{"isValid", a.ok}};
        if (!a.ok) {
            out[settle ? "errorReason" : "invalidReason"] = a.reason.toStdString();
            out["message"] = a.message.toStdString();
        }
        if (!a.payer.isEmpty())
            out["payer"] = a.payer.toStdString();
        exchange->reply(200, jsonBytes(out), {{"Content-Type", "application/json"}});
    };
    if (text(req, "scheme") != "exact" || proof.scheme != u"exact")
        return reply({false,
                      QStringLiteral("unsupported_scheme"),
                      tr("Only the exact scheme is settled here."),
                      {},
                      {}});
    const QString proofNetwork = proof.network;
    if ((network != kSvmV1 && network != kSvmV2) ||
        (proofNetwork != QString::fromStdString(kSvmV1) &&
         proofNetwork != QString::fromStdString(kSvmV2)))
        return reply({false,
                      QStringLiteral("invalid_network"),
                      tr("Only the sandbox Solana chain (%1) is settled here.")
                          .arg(QString::fromStdString(kSvmV2)),
                      {},
                      {}});
    const nlohmann::json extra = req.value("extra", nlohmann::json::object());
    SvmFacilitator::Requirement r;
    r.payTo = QString::fromStdString(text(req, "payTo"));
    r.asset = QString::fromStdString(text(req, "asset"));
    r.amount = QString::fromStdString(text(req, version >= 2 ? "amount" : "maxAmountRequired"))
                   .toULongLong();
    r.feePayer = QString::fromStdString(extra.is_object() ? text(extra, "feePayer") : "");
    if (!settle)
        return reply(m_svm->verify(proof, r));
    const QString proofText =
        QString::fromLatin1(QByteArray::fromStdString(body["paymentPayload"].dump()).toBase64());
    m_svm->settle(proof, proofText, r, m_owner, reply);
}

} // namespace paydesk::sandbox
