// Paydesk's own x402 payloads for fixed inputs, printed for the peers' comparison with the
// official clients (tests/peers/x402-v2/upto-vectors.mjs). Test-only.
//   paydesk-x402-vectors < {"kind": "upto-evm", "key": "<hex>", "option": <v2 requirement>,
//                           "nonce": "<decimal>", "now": <seconds>}
// prints {"digest": "0x...", "payload": {"signature", "permit2Authorization"}};
//   paydesk-x402-vectors < {"kind": "batch-evm", "key", "option", "salt": "0x<64 hex>",
//                           "maxClaimable": "<decimal>", "deposit": "<decimal>",
//                           "depositSalt": "0x<64 hex>", "now": <seconds>}
// prints {"channelConfig", "channelId", "voucher", "deposit": {"nonce", "validBefore",
// "signature"}} (the ERC-3009 deposit's receiveWithAuthorization).
#include "evm/Eip712.h"
#include "evm/EvmAddress.h"
#include "evm/Secp256k1.h"
#include "x402/BatchChannel.h"
#include "x402/BatchPayload.h"
#include "x402/Eip3009.h"
#include "x402/PaymentRequirements.h"
#include "x402/UptoPermit2.h"

#include <QCoreApplication>
#include <QFile>
#include <QUrl>
#include <cstdio>
#include <nlohmann/json.hpp>

using namespace paydesk;

namespace {

int fail(const char *why)
{
    std::fprintf(stderr, "x402-vectors: %s\n", why);
    return 1;
}

// The input's "key" (hex) and the account it is.
SecureBytes keyOf(const nlohmann::json &in)
{
    return SecureBytes::copyOf(
        QByteArray::fromHex(QByteArray::fromStdString(in.at("key").get<std::string>())));
}

std::optional<evm::EvmAddress> addressOf(const SecureBytes &key)
{
    const auto publicKey = evm::Secp256k1::publicKey(key);
    return publicKey ? evm::EvmAddress::fromPublicKey(*publicKey) : std::nullopt;
}

int uptoEvm(const nlohmann::json &in)
{
    const SecureBytes key = keyOf(in);
    const auto payer = addressOf(key);
    if (!payer)
        return fail("the key is no secp256k1 private key");
    const x402::PaymentOption option = x402::PaymentOption::fromJson(
        in.at("option"), 2, 0, QUrl(QStringLiteral("https://seller.example/")));
    const auto nonce =
        evm::U256::fromDecimal(QString::fromStdString(in.at("nonce").get<std::string>()));
    QString why;
    const auto a = nonce ? x402::UptoPermit2::authorize(option, *payer, in.at("now").get<qint64>(),
                                                        *nonce, &why)
                         : std::nullopt;
    if (!a)
        return fail(qPrintable(why));
    const quint64 chainId = x402::Eip3009::chainIdOf(option.networkId);
    const auto signature = x402::Permit2::sign(*a, chainId, key, &why);
    if (!signature)
        return fail(qPrintable(why));
    const nlohmann::json out = {
        {"digest", "0x" + x402::Permit2::digest(*a, chainId).toHex().toStdString()},
        {"payload",
         {{"signature", "0x" + signature->toHex().toStdString()},
          {"permit2Authorization", a->toJson()}}}};
    std::printf("%s\n", out.dump().c_str());
    return 0;
}

int batchEvm(const nlohmann::json &in)
{
    const SecureBytes key = keyOf(in);
    const auto payer = addressOf(key);
    if (!payer)
        return fail("the key is no secp256k1 private key");
    const nlohmann::json &o = in.at("option");
    const quint64 chainId =
        x402::Eip3009::chainIdOf(QString::fromStdString(o.at("network").get<std::string>()));
    const auto text = [](const nlohmann::json &v) {
        return QString::fromStdString(v.get<std::string>());
    };
    const auto receiver = evm::EvmAddress::parse(text(o.at("payTo")));
    const auto authorizer = evm::EvmAddress::parse(text(o.at("extra").at("receiverAuthorizer")));
    const auto token = evm::EvmAddress::parse(text(o.at("asset")));
    if (!receiver || !authorizer || !token)
        return fail("the option's addresses are not EVM addresses");
    x402::ChannelConfig config;
    config.payer = config.payerAuthorizer = *payer;
    config.receiver = *receiver;
    config.receiverAuthorizer = *authorizer;
    config.token = *token;
    config.withdrawDelay =
        o.at("extra").value("withdrawDelay", x402::BatchChannel::kMinWithdrawDelay);
    config.salt = QByteArray::fromHex(text(in.at("salt")).mid(2).toLatin1());
    const QByteArray channel = x402::BatchChannel::channelId(config, chainId);
    QString why;
    const auto voucher = x402::BatchChannel::signVoucher(
        channel, *evm::U256::fromDecimal(text(in.at("maxClaimable"))), chainId, key, *payer, &why);
    if (!voucher)
        return fail(qPrintable(why));
    const auto depositSalt =
        evm::U256::fromBigEndian(QByteArray::fromHex(text(in.at("depositSalt")).mid(2).toLatin1()));
    const QByteArray nonce = x402::BatchChannel::depositNonce(channel, *depositSalt);
    const quint64 validBefore =
        in.at("now").get<quint64>() + o.at("maxTimeoutSeconds").get<quint64>();
    const auto extra = o.at("extra");
    const QByteArray digest = x402::BatchChannel::receiveAuthorizationDigest(
        *payer, *evm::U256::fromDecimal(text(in.at("deposit"))), 0, validBefore, nonce,
        text(extra.at("name")), text(extra.at("version")), chainId, *token);
    const auto signature = evm::Eip712::signDigest(key, digest);
    if (!signature)
        return fail("the deposit could not be signed");
    // The whole deposit payload as Paydesk sends it (BatchPayload).
    x402::BatchPayload payload;
    payload.type = x402::BatchPayload::Type::Deposit;
    payload.config = config;
    payload.voucher = *voucher;
    payload.deposit = x402::ChannelDeposit{*evm::U256::fromDecimal(text(in.at("deposit"))), 0,
                                           validBefore, *depositSalt, *signature};
    const nlohmann::json out = {{"channelConfig", config.toJson()},
                                {"payload", payload.toJson()},
                                {"channelId", "0x" + channel.toHex().toStdString()},
                                {"voucher", voucher->toJson()},
                                {"deposit",
                                 {{"nonce", "0x" + nonce.toHex().toStdString()},
                                  {"validBefore", std::to_string(validBefore)},
                                  {"signature", "0x" + signature->toHex().toStdString()}}}};
    std::printf("%s\n", out.dump().c_str());
    return 0;
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QFile input;
    if (!input.open(stdin, QIODevice::ReadOnly))
        return fail("cannot read stdin");
    const auto in = nlohmann::json::parse(input.readAll().toStdString(), nullptr, false);
    if (!in.is_object() || !in.contains("kind"))
        return fail("stdin is no JSON object with a kind");
    try {
        if (in.at("kind") == "upto-evm")
            return uptoEvm(in);
        if (in.at("kind") == "batch-evm")
            return batchEvm(in);
    } catch (const nlohmann::json::exception &e) {
        return fail(e.what());
    }
    return fail("unknown kind");
}
