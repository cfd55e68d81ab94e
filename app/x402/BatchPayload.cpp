#include "BatchPayload.h"

#include "BatchJson.h"

namespace paydesk::x402 {

using evm::U256;
using namespace batchjson;

QString BatchPayload::typeName(Type type)
{
    switch (type) {
    case Type::Deposit:
        return QStringLiteral("deposit");
    case Type::Voucher:
        return QStringLiteral("voucher");
    case Type::Refund:
        return QStringLiteral("refund");
    }
    return {};
}

nlohmann::json BatchPayload::toJson() const
{
    nlohmann::json j = {{"type", typeName(type).toStdString()},
                        {"channelConfig", config.toJson()},
                        {"voucher", voucher.toJson()}};
    if (type == Type::Deposit && deposit)
        j["deposit"] = {{"amount", deposit->amount.toDecimal().toStdString()},
                        {"authorization",
                         {{"erc3009Authorization",
                           {{"validAfter", QString::number(deposit->validAfter).toStdString()},
                            {"validBefore", QString::number(deposit->validBefore).toStdString()},
                            {"salt", hex32(deposit->salt.toBigEndian()).toStdString()},
                            {"signature", hex32(deposit->signature).toStdString()}}}}}};
    if (type == Type::Refund && refundAmount)
        j["amount"] = refundAmount->toDecimal().toStdString();
    return j;
}

std::optional<BatchPayload> BatchPayload::fromJson(const nlohmann::json &j, QString *error)
{
    auto fail = [error](const QString &why) -> std::optional<BatchPayload> {
        if (error)
            *error = why;
        return std::nullopt;
    };
    BatchPayload p;
    const nlohmann::json &type = field(j, "type");
    if (type == "deposit")
        p.type = Type::Deposit;
    else if (type == "voucher")
        p.type = Type::Voucher;
    else if (type == "refund")
        p.type = Type::Refund;
    else
        return fail(tr("The channel payment's \"type\" must be deposit, voucher or refund."));
    QString why;
    const auto config = ChannelConfig::fromJson(field(j, "channelConfig"), &why);
    if (!config)
        return fail(why);
    const auto voucher = ChannelVoucher::fromJson(field(j, "voucher"), &why);
    if (!voucher)
        return fail(why);
    p.config = *config;
    p.voucher = *voucher;
    if (p.type == Type::Refund && !field(j, "amount").is_null()) {
        const auto amount = uintText(field(j, "amount"), 128);
        if (!amount)
            return fail(tr("The refund's \"amount\" is malformed."));
        p.refundAmount = *amount;
    }
    if (p.type != Type::Deposit)
        return p;
    const nlohmann::json &deposit = field(j, "deposit");
    const nlohmann::json &erc3009 = field(field(deposit, "authorization"), "erc3009Authorization");
    const auto amount = uintText(field(deposit, "amount"), 128);
    const auto after = uintText(field(erc3009, "validAfter"), 64);
    const auto before = uintText(field(erc3009, "validBefore"), 64);
    const auto salt = bytes32(field(erc3009, "salt"));
    static const QRegularExpression sigRe(QStringLiteral("^0x[0-9a-fA-F]{130}$"));
    const nlohmann::json &sig = field(erc3009, "signature");
    if (!amount || *amount == U256() || !after || !before || !salt || !sig.is_string() ||
        !sigRe.match(QString::fromStdString(sig.get<std::string>())).hasMatch())
        return fail(tr("The channel deposit is malformed or not an ERC-3009 authorization "
                       "(Paydesk deposits by ERC-3009 only)."));
    ChannelDeposit d;
    d.amount = *amount;
    d.validAfter = after->toBigEndian().right(8).toHex().toULongLong(nullptr, 16);
    d.validBefore = before->toBigEndian().right(8).toHex().toULongLong(nullptr, 16);
    d.salt = *U256::fromBigEndian(*salt);
    d.signature = QByteArray::fromHex(QByteArray::fromStdString(sig.get<std::string>()).mid(2));
    p.deposit = d;
    return p;
}

} // namespace paydesk::x402
