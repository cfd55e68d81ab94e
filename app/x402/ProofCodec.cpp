#include "ProofCodec.h"

#include "core/ExactJson.h"

#include <QCoreApplication>
#include <QRegularExpression>
#include <nlohmann/json.hpp>

namespace paydesk::x402 {

namespace {
struct TrProofCodec
{
    Q_DECLARE_TR_FUNCTIONS(ProofCodec)
};

// A string field, or a number written as its exact literal (ExactJson keeps decimals as text).
QString textField(const nlohmann::json &j, const char *key)
{
    const auto it = j.find(key);
    if (it == j.end())
        return {};
    if (it->is_string())
        return QString::fromStdString(it->get<std::string>());
    if (it->is_number_integer())
        return QString::fromStdString(it->dump());
    return {};
}
} // namespace

std::optional<DecodedProof> ProofCodec::decode(const QString &text, QString *reason,
                                               QString *message)
{
    auto fail = [&](const char *why, const QString &sentence) -> std::optional<DecodedProof> {
        *reason = QString::fromLatin1(why);
        *message = sentence;
        return std::nullopt;
    };
    // The x402 reference clients' own check of an X-PAYMENT value.
    static const QRegularExpression base64Re(QStringLiteral("^[A-Za-z0-9+/]*={0,2}$"));
    const QString trimmed = text.trimmed();
    // RFC 4648 section 4: base64 comes in 4-character groups, and a last group of one character
    // carries no whole byte. Qt drops such a stray character; refusing it keeps the codec and the
    // verification desk (which pads what people paste) of one mind.
    const auto dataChars = trimmed.size() - trimmed.count(u'=');
    if (trimmed.isEmpty() || trimmed.size() > 16384 || !base64Re.match(trimmed).hasMatch() ||
        dataChars % 4 == 1)
        return fail("invalid_payload", TrProofCodec::tr("The payment proof is not base64 text."));
    const auto bytes =
        QByteArray::fromBase64Encoding(trimmed.toLatin1(), QByteArray::AbortOnBase64DecodingErrors);
    const auto parsed = bytes ? ExactJson::parse(bytes.decoded) : std::nullopt;
    const nlohmann::json j = parsed ? parsed->value : nlohmann::json();
    if (!j.is_object())
        return fail(
            "invalid_payload",
            TrProofCodec::tr("The payment proof does not decode to an x402 payment payload."));
    DecodedProof p;
    const auto version = j.find("x402Version");
    if (version == j.end() || !version->is_number_integer() ||
        (version->get<int>() != 1 && version->get<int>() != 2))
        return fail("invalid_x402_version",
                    TrProofCodec::tr("The payment proof's x402Version must be 1 "
                                     "or 2."));
    p.x402Version = version->get<int>();
    const nlohmann::json &head =
        p.x402Version == 2 ? j.value("accepted", nlohmann::json::object()) : j;
    p.scheme = textField(head, "scheme");
    p.network = textField(head, "network");
    const bool upto = p.scheme == u"upto";
    const bool channel = p.scheme == u"batch-settlement" && p.x402Version == 2;
    if (p.scheme != u"exact" && !upto && !channel)
        return fail("invalid_scheme",
                    TrProofCodec::tr("The payment proof's scheme must be \"exact\", \"upto\" or "
                                     "(x402 v2) \"batch-settlement\"."));
    const auto payload = j.find("payload");
    if (payload == j.end() || !payload->is_object())
        return fail("invalid_payload",
                    TrProofCodec::tr("The payment proof has no payload object."));
    if (channel) {
        QString why;
        p.channel = BatchPayload::fromJson(*payload, &why);
        if (!p.channel)
            return fail("invalid_batch_settlement_evm_payload",
                        TrProofCodec::tr("The channel payment is unusable: %1").arg(why));
        p.kind = DecodedProof::Kind::Channel;
        p.from = p.channel->config.payer.toChecksummed();
        p.to = p.channel->config.receiver.toChecksummed();
        p.amount = p.channel->voucher.maxClaimableAmount.toDecimal();
        p.asset = p.channel->config.token.toChecksummed();
        return p;
    }
    static const QRegularExpression sigRe(QStringLiteral("^0x[0-9a-fA-F]{130}$"));
    if (const auto auth = payload->find("permit2Authorization"); auth != payload->end()) {
        QString why;
        p.permit2 = Permit2Authorization::fromJson(*auth, &why);
        const QString sig = textField(*payload, "signature");
        if (!p.permit2)
            return fail("invalid_exact_evm_payload",
                        TrProofCodec::tr("The payment proof's Permit2 authorization is unusable: "
                                         "%1")
                            .arg(why));
        if (!sigRe.match(sig).hasMatch())
            return fail("invalid_exact_evm_payload_signature",
                        TrProofCodec::tr("The payment proof's Permit2 signature is not 65 bytes "
                                         "of hex."));
        // upto's witness names the facilitator (x402UptoPermit2Proxy), exact's does not: the
        // other form would be signed over another type than the scheme's proxy checks.
        if (upto != p.permit2->facilitator.has_value())
            return fail(upto ? "invalid_upto_evm_payload" : "invalid_exact_evm_payload",
                        upto ? TrProofCodec::tr("The upto payment's Permit2 witness names no "
                                                "facilitator.")
                             : TrProofCodec::tr("The exact payment's Permit2 witness names a "
                                                "facilitator, which only upto's does."));
        p.kind = DecodedProof::Kind::Permit2;
        p.eip3009Signature = QByteArray::fromHex(sig.mid(2).toLatin1());
        p.from = p.permit2->from.toChecksummed();
        p.to = p.permit2->to.toChecksummed();
        p.amount = p.permit2->amount.toDecimal();
        p.asset = p.permit2->token.toChecksummed();
        return p;
    }
    if (upto) // upto is paid by Permit2 only (scheme_upto_evm.md)
        return fail("invalid_upto_evm_payload",
                    TrProofCodec::tr("The upto payment carries no Permit2 authorization."));
    if (const auto auth = payload->find("authorization"); auth != payload->end()) {
        QString why;
        p.eip3009 = TransferAuthorization::fromJson(*auth, &why);
        const QString sig = textField(*payload, "signature");
        if (!p.eip3009)
            return fail("invalid_exact_evm_payload",
                        TrProofCodec::tr("The payment proof's EIP-3009 authorization is "
                                         "unusable: %1")
                            .arg(why));
        if (!sigRe.match(sig).hasMatch())
            return fail("invalid_exact_evm_payload_signature",
                        TrProofCodec::tr("The payment proof's EIP-3009 signature is not 65 bytes "
                                         "of hex."));
        p.kind = DecodedProof::Kind::Eip3009;
        p.eip3009Signature = QByteArray::fromHex(sig.mid(2).toLatin1());
        p.from = p.eip3009->from.toChecksummed();
        p.to = p.eip3009->to.toChecksummed();
        p.amount = p.eip3009->value.toDecimal();
        p.asset = textField(head, "asset");
        const nlohmann::json extra =
            head.is_object() ? head.value("extra", nlohmann::json::object()) : nlohmann::json();
        if (extra.is_object()) {
            p.domainName = textField(extra, "name");
            p.domainVersion = textField(extra, "version");
        }
        return p;
    }
    p.transaction = textField(*payload, "transaction");
    if (!p.transaction.isEmpty()) {
        p.kind = DecodedProof::Kind::Authorization;
        return p;
    }
    p.kind = DecodedProof::Kind::Settled;
    p.paymentId = textField(*payload, "paymentId");
    p.signature = textField(*payload, "signature");
    p.from = textField(*payload, "from");
    p.to = textField(*payload, "to");
    p.amount = textField(*payload, "amount");
    if (p.signature.isEmpty())
        return fail("invalid_payload",
                    TrProofCodec::tr("The payment proof names neither a transaction "
                                     "signature nor a signed transaction."));
    return p;
}

QString ProofCodec::encodeSettled(const QString &network, const QString &paymentId,
                                  const QString &signature, const QString &from, const QString &to,
                                  const QString &amount)
{
    const nlohmann::json j = {{"x402Version", 1},
                              {"scheme", "exact"},
                              {"network", network.toStdString()},
                              {"payload",
                               {{"paymentId", paymentId.toStdString()},
                                {"signature", signature.toStdString()},
                                {"from", from.toStdString()},
                                {"to", to.toStdString()},
                                {"amount", amount.toStdString()}}}};
    return base64Json(QByteArray::fromStdString(
        j.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace)));
}

QString ProofCodec::encodeAuthorization(const QString &network, const QString &transactionBase64)
{
    const nlohmann::json j = {{"x402Version", 1},
                              {"scheme", "exact"},
                              {"network", network.toStdString()},
                              {"payload", {{"transaction", transactionBase64.toStdString()}}}};
    return base64Json(QByteArray::fromStdString(
        j.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace)));
}

QString ProofCodec::caip2(const QString &network)
{
    if (network == u"solana-sandbox")
        return QStringLiteral("solana:sandbox");
    if (network == u"solana")
        return QStringLiteral("solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp");
    if (network == u"solana-devnet")
        return QStringLiteral("solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1");
    if (network == u"solana-testnet")
        return QStringLiteral("solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z");
    return QStringLiteral("solana:") + network;
}

QString ProofCodec::base64Json(const QByteArray &json)
{
    return QString::fromLatin1(json.toBase64());
}

} // namespace paydesk::x402
