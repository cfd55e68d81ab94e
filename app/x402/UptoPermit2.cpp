#include "UptoPermit2.h"

#include "x402/Eip3009.h"
#include "x402/ProofCodec.h"

#include <QRegularExpression>
#include <sodium.h>

namespace paydesk::x402 {

using evm::EvmAddress;
using evm::U256;

// scheme_upto_evm.md "Reference Implementation: x402Permit2Proxy"; @x402/evm 2.27.0
// x402UptoPermit2ProxyAddress.
const EvmAddress &UptoPermit2::proxy()
{
    static const EvmAddress a = *EvmAddress::parse(u"0x4020A4f3b7b90ccA423B9fabCc0CE57C6C240002");
    return a;
}

std::optional<EvmAddress> UptoPermit2::facilitatorOf(const PaymentOption &o, QString *error)
{
    const auto it = o.extra.find("facilitatorAddress");
    const auto address = it != o.extra.end() && it->is_string()
                             ? EvmAddress::parse(QString::fromStdString(it->get<std::string>()))
                             : std::nullopt;
    if (!address && error)
        *error = tr("it names no facilitator allowed to settle it (extra.facilitatorAddress), "
                    "which an upto payment must bind.");
    return address;
}

std::optional<Permit2Authorization> UptoPermit2::authorize(const PaymentOption &o,
                                                           const EvmAddress &payer,
                                                           qint64 nowSeconds, QString *error)
{
    QByteArray nonce(32, '\0');
    randombytes_buf(nonce.data(), size_t(nonce.size()));
    return authorize(o, payer, nowSeconds, *U256::fromBigEndian(nonce), error);
}

std::optional<Permit2Authorization> UptoPermit2::authorize(const PaymentOption &o,
                                                           const EvmAddress &payer,
                                                           qint64 nowSeconds, const U256 &nonce,
                                                           QString *error)
{
    const auto payee = Eip3009::payeeAndPrice(o, error);
    if (!payee)
        return std::nullopt;
    const auto token = EvmAddress::parse(o.asset);
    if (!token) {
        if (error)
            *error = Eip3009::tr("The token address %1 is not an EVM address.").arg(o.asset);
        return std::nullopt;
    }
    const auto facilitator = facilitatorOf(o, error);
    if (!facilitator)
        return std::nullopt;
    Permit2Authorization a;
    a.from = payer;
    a.token = *token;
    a.spender = proxy();
    a.to = payee->first;
    a.amount = payee->second;
    a.nonce = nonce;
    a.deadline = quint64(nowSeconds + o.maxTimeoutSeconds);
    a.validAfter = 0;
    a.facilitator = *facilitator;
    return a;
}

QString UptoPermit2::proof(const PaymentOption &o, const Permit2Authorization &a,
                           QByteArrayView signature)
{
    const nlohmann::json doc = {
        {"x402Version", 1},
        {"scheme", "upto"},
        {"network", o.network.toStdString()},
        {"payload",
         {{"signature", "0x" + signature.toByteArray().toHex().toStdString()},
          {"permit2Authorization", a.toJson()}}}};
    return ProofCodec::base64Json(QByteArray::fromStdString(doc.dump()));
}

UptoPermit2::Charge UptoPermit2::chargeOf(const Settlement &s, const Amount &maximum)
{
    Charge c;
    const auto it = s.raw.is_object() ? s.raw.find("amount") : s.raw.end();
    if (!s.present || it == s.raw.end())
        return c;
    // Atomic units as a decimal string (scheme_upto_evm.md "SettlementResponse"); a bare
    // number is read the same when it is a whole one.
    static const QRegularExpression digits(QStringLiteral("^[0-9]+$"));
    const QString text = it->is_string()            ? QString::fromStdString(it->get<std::string>())
                         : it->is_number_unsigned() ? QString::number(it->get<quint64>())
                                                    : QString();
    const auto amount =
        digits.match(text).hasMatch() ? Amount::parseUnits(text, maximum.decimals()) : std::nullopt;
    if (!amount && digits.match(text).hasMatch()) { // past 2^120 atomic units
        c.kind = Charge::Kind::AboveMaximum;
        c.amount = maximum;
        c.detail = tr("The seller claims a charge of %1 atomic units, above the %2 you "
                      "authorized at most; Permit2 cannot move more than the authorization, so "
                      "the chain's figure is the one kept.")
                       .arg(text.left(80), maximum.toString());
        return c;
    }
    if (!amount) {
        c.kind = Charge::Kind::NotStated;
        c.detail = tr("The seller's settlement states the charge as \"%1\", which is no whole "
                      "number of atomic units.")
                       .arg(text.isEmpty() ? QString::fromStdString(it->dump()) : text);
        return c;
    }
    c.amount = *amount;
    if (*amount > maximum) {
        c.kind = Charge::Kind::AboveMaximum;
        c.detail = tr("The seller claims a charge of %1, above the %2 you authorized at most; "
                      "Permit2 cannot move more than the authorization, so the chain's figure "
                      "is the one kept.")
                       .arg(amount->toString(), maximum.toString());
        return c;
    }
    c.kind = Charge::Kind::Stated;
    return c;
}

} // namespace paydesk::x402
