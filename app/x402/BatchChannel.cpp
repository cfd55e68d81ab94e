#include "BatchChannel.h"

#include "BatchJson.h"
#include "evm/Eip712.h"
#include "evm/Keccak.h"

namespace paydesk::x402 {

using evm::Eip712;
using evm::EvmAddress;
using evm::U256;
using namespace batchjson;

namespace {

const char *const kConfigType =
    "ChannelConfig(address payer,address payerAuthorizer,address receiver,address "
    "receiverAuthorizer,address token,uint40 withdrawDelay,bytes32 salt)";
const char *const kVoucherType = "Voucher(bytes32 channelId,uint128 maxClaimableAmount)";
// EIP-3009 (https://eips.ethereum.org/EIPS/eip-3009): the payee-pulled form.
const char *const kReceiveType =
    "ReceiveWithAuthorization(address from,address to,uint256 value,uint256 validAfter,uint256 "
    "validBefore,bytes32 nonce)";

} // namespace

QByteArray ChannelConfig::structHash() const
{
    static const QByteArray type = Eip712::typeHash(kConfigType);
    return evm::Keccak::hash256({type, Eip712::word(payer), Eip712::word(payerAuthorizer),
                                 Eip712::word(receiver), Eip712::word(receiverAuthorizer),
                                 Eip712::word(token), Eip712::word(U256(withdrawDelay)), salt});
}

nlohmann::json ChannelConfig::toJson() const
{
    return {{"payer", payer.toChecksummed().toStdString()},
            {"payerAuthorizer", payerAuthorizer.toChecksummed().toStdString()},
            {"receiver", receiver.toChecksummed().toStdString()},
            {"receiverAuthorizer", receiverAuthorizer.toChecksummed().toStdString()},
            {"token", token.toChecksummed().toStdString()},
            {"withdrawDelay", withdrawDelay},
            {"salt", hex32(salt).toStdString()}};
}

std::optional<ChannelConfig> ChannelConfig::fromJson(const nlohmann::json &j, QString *error)
{
    auto fail = [error](const char *name) -> std::optional<ChannelConfig> {
        if (error)
            *error = BatchChannel::tr("The channel config's \"%1\" is missing or malformed.")
                         .arg(QLatin1String(name));
        return std::nullopt;
    };
    ChannelConfig c;
    const struct
    {
        const char *name;
        EvmAddress *out;
    } addresses[] = {{"payer", &c.payer},
                     {"payerAuthorizer", &c.payerAuthorizer},
                     {"receiver", &c.receiver},
                     {"receiverAuthorizer", &c.receiverAuthorizer},
                     {"token", &c.token}};
    for (const auto &a : addresses) {
        const nlohmann::json &v = field(j, a.name);
        const auto parsed = v.is_string()
                                ? EvmAddress::parse(QString::fromStdString(v.get<std::string>()))
                                : std::nullopt;
        if (!parsed)
            return fail(a.name);
        *a.out = *parsed;
    }
    const auto delay = wholeNumber(field(j, "withdrawDelay"));
    if (!delay || *delay >= (quint64(1) << 40))
        return fail("withdrawDelay");
    c.withdrawDelay = *delay;
    const auto salt = bytes32(field(j, "salt"));
    if (!salt)
        return fail("salt");
    c.salt = *salt;
    return c;
}

nlohmann::json ChannelVoucher::toJson() const
{
    return {{"channelId", hex32(channelId).toStdString()},
            {"maxClaimableAmount", maxClaimableAmount.toDecimal().toStdString()},
            {"signature", hex32(signature).toStdString()}};
}

std::optional<ChannelVoucher> ChannelVoucher::fromJson(const nlohmann::json &j, QString *error)
{
    auto fail = [error](const char *name) -> std::optional<ChannelVoucher> {
        if (error)
            *error = BatchChannel::tr("The voucher's \"%1\" is missing or malformed.")
                         .arg(QLatin1String(name));
        return std::nullopt;
    };
    ChannelVoucher v;
    const auto id = bytes32(field(j, "channelId"));
    if (!id)
        return fail("channelId");
    const auto amount = uintText(field(j, "maxClaimableAmount"), 128);
    if (!amount)
        return fail("maxClaimableAmount");
    static const QRegularExpression sigRe(QStringLiteral("^0x[0-9a-fA-F]{130}$"));
    const nlohmann::json &sig = field(j, "signature");
    if (!sig.is_string() || !sigRe.match(QString::fromStdString(sig.get<std::string>())).hasMatch())
        return fail("signature");
    v.channelId = *id;
    v.maxClaimableAmount = *amount;
    v.signature = QByteArray::fromHex(QByteArray::fromStdString(sig.get<std::string>()).mid(2));
    return v;
}

std::optional<ChannelState> ChannelState::fromJson(const nlohmann::json &j, QString *error)
{
    auto fail = [error](const char *name) -> std::optional<ChannelState> {
        if (error)
            *error = BatchChannel::tr("The channel state's \"%1\" is missing or malformed.")
                         .arg(QLatin1String(name));
        return std::nullopt;
    };
    ChannelState s;
    const auto id = bytes32(field(j, "channelId"));
    if (!id)
        return fail("channelId");
    s.channelId = *id;
    const struct
    {
        const char *name;
        U256 *out;
        int bits;
    } numbers[] = {{"balance", &s.balance, 128},
                   {"totalClaimed", &s.totalClaimed, 128},
                   {"refundNonce", &s.refundNonce, 256}};
    for (const auto &n : numbers) {
        const auto v = uintText(field(j, n.name), n.bits);
        if (!v)
            return fail(n.name);
        *n.out = *v;
    }
    const auto requested = wholeNumber(field(j, "withdrawRequestedAt"));
    if (!requested)
        return fail("withdrawRequestedAt");
    s.withdrawRequestedAt = *requested;
    if (const nlohmann::json &charged = field(j, "chargedCumulativeAmount"); !charged.is_null()) {
        const auto v = uintText(charged, 128);
        if (!v)
            return fail("chargedCumulativeAmount");
        s.chargedCumulativeAmount = *v;
    }
    return s;
}

// @x402/evm 2.27.0 batch-settlement constants (BATCH_SETTLEMENT_ADDRESS,
// ERC3009_DEPOSIT_COLLECTOR_ADDRESS, PERMIT2_DEPOSIT_COLLECTOR_ADDRESS).
const EvmAddress &BatchChannel::contract()
{
    static const EvmAddress a = *EvmAddress::parse(u"0x4020074e9dF2ce1deE5A9C1b5c3f541D02a10003");
    return a;
}

const EvmAddress &BatchChannel::erc3009Collector()
{
    static const EvmAddress a = *EvmAddress::parse(u"0x4020806089470a89826cB9fB1f4059150b550004");
    return a;
}

const EvmAddress &BatchChannel::permit2Collector()
{
    static const EvmAddress a = *EvmAddress::parse(u"0x4020425FAf3B746C082C2f942b4E5159887B0005");
    return a;
}

QByteArray BatchChannel::domainSeparator(quint64 chainId)
{
    return Eip712::domainSeparator(
        {QStringLiteral("x402 Batch Settlement"), QStringLiteral("1"), chainId, contract()});
}

QByteArray BatchChannel::channelId(const ChannelConfig &config, quint64 chainId)
{
    return Eip712::digest(domainSeparator(chainId), config.structHash());
}

QByteArray BatchChannel::voucherDigest(const QByteArray &channelId, const U256 &maxClaimable,
                                       quint64 chainId)
{
    static const QByteArray type = Eip712::typeHash(kVoucherType);
    return Eip712::digest(domainSeparator(chainId),
                          evm::Keccak::hash256({type, channelId, Eip712::word(maxClaimable)}));
}

std::optional<ChannelVoucher> BatchChannel::signVoucher(const QByteArray &channelId,
                                                        const U256 &maxClaimable, quint64 chainId,
                                                        const SecureBytes &key,
                                                        const EvmAddress &signer, QString *error)
{
    if (channelId.size() != 32 || !fits128(maxClaimable)) {
        if (error)
            *error = tr("A voucher names a 32-byte channel and at most 2^128 - 1 atomic units.");
        return std::nullopt;
    }
    ChannelVoucher v{channelId, maxClaimable, {}};
    const auto signature = Eip712::signDigest(key, voucherDigest(channelId, maxClaimable, chainId));
    if (signature)
        v.signature = *signature;
    if (!signature || voucherSigner(v, chainId) != signer) {
        if (error)
            *error = tr("The voucher could not be signed with the key of %1; nothing was sent.")
                         .arg(signer.toChecksummed());
        return std::nullopt;
    }
    return v;
}

std::optional<EvmAddress> BatchChannel::voucherSigner(const ChannelVoucher &v, quint64 chainId)
{
    if (v.channelId.size() != 32 || !fits128(v.maxClaimableAmount))
        return std::nullopt;
    return Eip712::recoverSigner(voucherDigest(v.channelId, v.maxClaimableAmount, chainId),
                                 v.signature);
}

QByteArray BatchChannel::depositNonce(const QByteArray &channelId, const U256 &salt)
{
    return evm::Keccak::hash256({channelId, Eip712::word(salt)});
}

QByteArray BatchChannel::receiveAuthorizationDigest(const EvmAddress &from, const U256 &value,
                                                    quint64 validAfter, quint64 validBefore,
                                                    const QByteArray &nonce,
                                                    const QString &tokenName,
                                                    const QString &tokenVersion, quint64 chainId,
                                                    const EvmAddress &token)
{
    static const QByteArray type = Eip712::typeHash(kReceiveType);
    return Eip712::digest(
        Eip712::domainSeparator({tokenName, tokenVersion, chainId, token}),
        evm::Keccak::hash256({type, Eip712::word(from), Eip712::word(erc3009Collector()),
                              Eip712::word(value), Eip712::word(U256(validAfter)),
                              Eip712::word(U256(validBefore)), nonce}));
}

} // namespace paydesk::x402
