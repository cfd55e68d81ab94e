#include "Eip3009.h"

#include "core/Network.h"
#include "evm/EvmAddress.h"
#include "evm/Keccak.h"
#include "x402/ProofCodec.h"

#include <cctype>
#include <sodium.h>

namespace paydesk::x402 {

using evm::Eip712;
using evm::EvmAddress;
using evm::U256;

namespace {

QString hexData(QByteArrayView bytes)
{
    return QStringLiteral("0x") + QString::fromLatin1(bytes.toByteArray().toHex());
}

// A JSON string field holding a whole number in decimal (x402 sends numbers as strings).
std::optional<U256> decimalField(const nlohmann::json &j, const char *key)
{
    const auto it = j.find(key);
    if (it == j.end() || !it->is_string())
        return std::nullopt;
    return U256::fromDecimal(QString::fromStdString(it->get<std::string>()));
}

std::optional<QByteArray> hexField(const nlohmann::json &j, const char *key, int bytes)
{
    const auto it = j.find(key);
    if (it == j.end() || !it->is_string())
        return std::nullopt;
    const QByteArray text = QByteArray::fromStdString(it->get<std::string>());
    if (!text.startsWith("0x") || text.size() != 2 + 2 * bytes)
        return std::nullopt;
    for (char c : text.mid(2))
        if (!std::isxdigit(static_cast<unsigned char>(c)))
            return std::nullopt;
    return QByteArray::fromHex(text.mid(2));
}

} // namespace

QByteArray TransferAuthorization::structHash() const
{
    static const QByteArray type = Eip712::typeHash(Eip712::transferWithAuthorizationType());
    return evm::Keccak::hash256({type, Eip712::word(from), Eip712::word(to), Eip712::word(value),
                                 Eip712::word(U256(validAfter)), Eip712::word(U256(validBefore)),
                                 nonce});
}

nlohmann::json TransferAuthorization::toJson() const
{
    return {
        {"from", from.toChecksummed().toStdString()}, {"to", to.toChecksummed().toStdString()},
        {"value", value.toDecimal().toStdString()},   {"validAfter", std::to_string(validAfter)},
        {"validBefore", std::to_string(validBefore)}, {"nonce", hexData(nonce).toStdString()}};
}

std::optional<TransferAuthorization> TransferAuthorization::fromJson(const nlohmann::json &j,
                                                                     QString *error)
{
    auto fail = [error](const char *field) -> std::optional<TransferAuthorization> {
        if (error)
            *error = Eip3009::tr("The authorization's \"%1\" is missing or malformed.")
                         .arg(QLatin1String(field));
        return std::nullopt;
    };
    if (!j.is_object())
        return fail("authorization");
    TransferAuthorization a;
    for (const char *field : {"from", "to"}) {
        const auto it = j.find(field);
        const auto address = it != j.end() && it->is_string()
                                 ? EvmAddress::parse(QString::fromStdString(it->get<std::string>()))
                                 : std::nullopt;
        if (!address)
            return fail(field);
        (field[0] == 'f' ? a.from : a.to) = *address;
    }
    const auto value = decimalField(j, "value");
    if (!value)
        return fail("value");
    a.value = *value;
    const auto after = decimalField(j, "validAfter");
    const auto before = decimalField(j, "validBefore");
    bool ok1 = false, ok2 = false;
    a.validAfter = after ? after->toDecimal().toULongLong(&ok1) : 0;
    if (!ok1)
        return fail("validAfter");
    a.validBefore = before ? before->toDecimal().toULongLong(&ok2) : 0;
    if (!ok2)
        return fail("validBefore");
    const auto nonce = hexField(j, "nonce", 32);
    if (!nonce)
        return fail("nonce");
    a.nonce = *nonce;
    return a;
}

quint64 Eip3009::chainIdOf(const QString &network)
{
    const Network *known = Network::find(network);
    const QString id = known && known->id ? known->caip2() : network;
    if (!id.startsWith(u"eip155:"))
        return 0;
    bool ok = false;
    const quint64 chain = id.mid(7).toULongLong(&ok);
    return ok ? chain : 0;
}

std::optional<Eip712::Domain> Eip3009::domainOf(const PaymentOption &o, QString *error)
{
    auto fail = [error](const QString &why) -> std::optional<Eip712::Domain> {
        if (error)
            *error = why;
        return std::nullopt;
    };
    const auto text = [&o](const char *key) {
        const auto it = o.extra.find(key);
        return it != o.extra.end() && it->is_string()
                   ? QString::fromStdString(it->get<std::string>())
                   : QString();
    };
    Eip712::Domain d;
    d.name = text("name");
    d.version = text("version");
    if (d.name.isEmpty() || d.version.isEmpty())
        return fail(tr("The seller did not name the token's EIP-712 domain (extra.name and "
                       "extra.version): a guessed one would give a signature no token accepts, "
                       "so Paydesk does not sign."));
    d.chainId = chainIdOf(o.network);
    if (d.chainId == 0)
        return fail(tr("%1 is not an EVM network with a chain id.").arg(o.network));
    const auto token = EvmAddress::parse(o.asset);
    if (!token)
        return fail(tr("The token address %1 is not an EVM address.").arg(o.asset));
    d.verifyingContract = *token;
    return d;
}

std::optional<std::pair<EvmAddress, U256>> Eip3009::payeeAndPrice(const PaymentOption &o,
                                                                  QString *error)
{
    auto fail = [error](const QString &why) -> std::optional<std::pair<EvmAddress, U256>> {
        if (error)
            *error = why;
        return std::nullopt;
    };
    const auto to = EvmAddress::parse(o.payTo);
    if (!to)
        return fail(tr("The seller's address %1 is not an EVM address.").arg(o.payTo));
    const auto value = U256::fromDecimal(o.amountUnits);
    if (!value || *value == U256())
        return fail(
            tr("The price %1 is not a positive whole number of atomic units.").arg(o.amountUnits));
    if (o.maxTimeoutSeconds <= 0)
        return fail(tr("The payment's validity window cannot be set."));
    return std::make_pair(*to, *value);
}

std::optional<TransferAuthorization> Eip3009::authorize(const PaymentOption &o,
                                                        const EvmAddress &payer, qint64 nowSeconds,
                                                        QString *error)
{
    const auto payee = payeeAndPrice(o, error);
    if (!payee)
        return std::nullopt;
    if (nowSeconds <= kClockSkewSeconds) {
        if (error)
            *error = tr("The payment's validity window cannot be set.");
        return std::nullopt;
    }
    TransferAuthorization a;
    a.from = payer;
    a.to = payee->first;
    a.value = payee->second;
    a.validAfter = quint64(nowSeconds - kClockSkewSeconds);
    a.validBefore = quint64(nowSeconds + o.maxTimeoutSeconds);
    a.nonce = QByteArray(32, '\0');
    randombytes_buf(a.nonce.data(), size_t(a.nonce.size()));
    return a;
}

std::optional<QByteArray> Eip3009::sign(const TransferAuthorization &a, const Eip712::Domain &d,
                                        const SecureBytes &key, QString *error)
{
    auto out = Eip712::signDigest(key, Eip712::digest(Eip712::domainSeparator(d), a.structHash()));
    if (!out || signer(a, d, *out) != a.from) {
        if (error)
            *error = tr("The payment authorization could not be signed with the key of %1; "
                        "nothing was sent.")
                         .arg(a.from.toChecksummed());
        return std::nullopt;
    }
    return out;
}

std::optional<EvmAddress> Eip3009::signer(const TransferAuthorization &a, const Eip712::Domain &d,
                                          QByteArrayView signature)
{
    return Eip712::recoverSigner(Eip712::digest(Eip712::domainSeparator(d), a.structHash()),
                                 signature);
}

QString Eip3009::proof(const PaymentOption &o, const TransferAuthorization &a,
                       QByteArrayView signature)
{
    const nlohmann::json doc = {
        {"x402Version", 1},
        {"scheme", "exact"},
        {"network", o.network.toStdString()},
        {"payload",
         {{"signature", hexData(signature).toStdString()}, {"authorization", a.toJson()}}}};
    return ProofCodec::base64Json(QByteArray::fromStdString(doc.dump()));
}

} // namespace paydesk::x402
