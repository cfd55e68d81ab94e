#include "PaymentRequirements.h"

#include "JsonFields.h"
#include "Permit2.h"
#include "RequirementsParser.h"
#include "core/Asset.h"
#include "core/UnpayableAddresses.h"

#include <QCoreApplication>
#include <QRegularExpression>

namespace paydesk::x402 {

namespace {
struct TrPaymentRequirements
{
    Q_DECLARE_TR_FUNCTIONS(PaymentRequirements)
};

bool isUnits(const QString &s)
{
    // Non-negative integer text without sign or leading zeros; 38 digits fit 128 bits.
    static const QRegularExpression re(QStringLiteral("^(0|[1-9][0-9]{0,37})$"));
    return re.match(s).hasMatch();
}

// Field-by-field reader: the first problem becomes the option's reason.
class Reader
{
public:
    Reader(const nlohmann::json &j, PaymentOption &o) : m_j(j), m_o(o) {}

    bool bad(const char *field, const QString &why)
    {
        if (m_o.reason.isEmpty())
            m_o.reason = QStringLiteral("%1: %2").arg(QString::fromLatin1(field), why);
        m_o.status = PaymentOption::Status::Invalid;
        return false;
    }
    // A required or optional string field; wrong type is always a problem.
    QString string(const char *field, bool required)
    {
        const auto it = m_j.find(field);
        if (it == m_j.end() || it->is_null()) {
            if (required)
                bad(field, TrPaymentRequirements::tr("missing."));
            return {};
        }
        if (!it->is_string()) {
            bad(field, TrPaymentRequirements::tr("must be a string."));
            return {};
        }
        QString v = QString::fromStdString(it->get<std::string>());
        if (required && v.trimmed().isEmpty())
            bad(field, TrPaymentRequirements::tr("empty."));
        return v;
    }
    bool has(const char *field) const { return m_j.contains(field); }
    const nlohmann::json &at(const char *field) const { return m_j.at(field); }

private:
    const nlohmann::json &m_j;
    PaymentOption &m_o;
};

void readAddress(Reader &r, const char *field, const QString &value, Chain chain)
{
    if (value.isEmpty() || chain == Chain::Unknown)
        return;
    QString why;
    const auto a = Address::parse(value, &why);
    if (!a)
        r.bad(field, why);
    else if (a->chain() != chain)
        r.bad(field, TrPaymentRequirements::tr("%1 is not a %2 address, but the network is %2.")
                         .arg(value, chainName(chain)));
}

void readExtra(Reader &r, PaymentOption &o, bool native)
{
    if (!r.has("extra") || r.at("extra").is_null())
        return;
    if (!r.at("extra").is_object()) {
        r.bad("extra", TrPaymentRequirements::tr("must be an object."));
        return;
    }
    o.extra = r.at("extra");
    Reader e(o.extra, o);
    o.feePayer = e.string("feePayer", false);
    readAddress(r, "extra.feePayer", o.feePayer, o.chain);
    o.memo = e.string("memo", false);
    if (o.memo.toUtf8().size() > 256)
        r.bad("extra.memo", TrPaymentRequirements::tr("longer than 256 bytes."));
    const auto d = o.extra.find("decimals");
    if (d != o.extra.end() && (!d->is_number_integer() || d->get<int>() < 0 || d->get<int>() > 30))
        r.bad("extra.decimals", TrPaymentRequirements::tr("must be a whole number from 0 to 30."));
    else if (d != o.extra.end() && native && d->get<int>() != chainDecimals(o.chain))
        r.bad("extra.decimals", TrPaymentRequirements::tr("says %1, but native %2 has %3 decimals.")
                                    .arg(d->get<int>())
                                    .arg(chainSymbol(o.chain))
                                    .arg(chainDecimals(o.chain)));
}

// A payee no payment may go to, refused before anything is signed: a burn address, a program or
// precompile (core/UnpayableAddresses, as Send refuses them), the token contract or mint itself,
// and Permit2 or x402's Permit2 proxy (tokens sent to a contract that cannot move them are
// lost). Compared as bytes: an EVM address in any letter case is the same address.
void refuseUnpayablePayee(Reader &r, const PaymentOption &o, bool native)
{
    const auto payee = Address::parse(o.payTo);
    if (!payee || payee->chain() != o.chain)
        return; // readAddress said why
    if (const QString why = UnpayableAddresses::refusal(*payee); !why.isEmpty()) {
        r.bad("payTo", why);
        return;
    }
    const auto asset = native ? std::nullopt : Address::parse(o.asset);
    if (asset && *asset == *payee) {
        r.bad("payTo", TrPaymentRequirements::tr("%1 is the token's own contract, not a wallet: "
                                                 "money sent there is lost.")
                           .arg(o.payTo));
        return;
    }
    // Permit2's addresses are 20 bytes: no other family's address equals them.
    if (payee->bytes() == Permit2::address().bytes() ||
        payee->bytes() == Permit2::exactProxy().bytes())
        r.bad("payTo", TrPaymentRequirements::tr("%1 is the Permit2 contract, not a wallet: money "
                                                 "sent there is lost.")
                           .arg(o.payTo));
}

void readAmount(Reader &r, PaymentOption &o, const nlohmann::json &j, int version)
{
    const char *field = version == 1 ? "maxAmountRequired" : "amount";
    const char *other = version == 1 ? "amount" : "maxAmountRequired";
    if (!j.contains(field) && j.contains(other)) {
        r.bad(field,
              TrPaymentRequirements::tr("missing; found only \"%1\", the field of x402 version %2.")
                  .arg(QString::fromLatin1(other))
                  .arg(version == 1 ? 2 : 1));
        return;
    }
    const auto it = j.find(field);
    if (it != j.end() && it->is_number()) {
        r.bad(field,
              TrPaymentRequirements::tr("must be a string of atomic units, not a JSON number."));
        return;
    }
    o.amountUnits = r.string(field, true);
    if (o.amountUnits.isEmpty())
        return;
    if (!isUnits(o.amountUnits))
        r.bad(field, TrPaymentRequirements::tr("\"%1\" is not a whole number of atomic units.")
                         .arg(o.amountUnits));
    else if (o.amountUnits == u"0")
        r.bad(field, TrPaymentRequirements::tr("a price of 0 is not a payment."));
    else if (j.contains(other) && stringField(j, other) != o.amountUnits)
        r.bad(field, TrPaymentRequirements::tr("contradicts \"%1\" (%2).")
                         .arg(QString::fromLatin1(other), stringField(j, other)));
}

} // namespace

QString PaymentOption::statusName(Status s)
{
    switch (s) {
    case Status::Payable:
        return QStringLiteral("payable");
    case Status::Unsupported:
        return QStringLiteral("unsupported");
    case Status::Refused:
        return QStringLiteral("refused");
    case Status::Invalid:
        break;
    }
    return QStringLiteral("invalid");
}

QString PaymentOption::displayAmount() const
{
    // An upto price is a maximum: every face says so wherever it names the price.
    return isMaximum() ? TrPaymentRequirements::tr("up to %1").arg(plainAmount()) : plainAmount();
}

QString PaymentOption::plainAmount() const
{
    if (amount && !assetSymbol.isEmpty())
        return QStringLiteral("%1 %2").arg(amount->toString(), assetSymbol);
    return TrPaymentRequirements::tr("%1 atomic units of %2").arg(amountUnits, asset);
}

PaymentOption PaymentOption::fromJson(const nlohmann::json &j, int version, int index,
                                      const QUrl &requested)
{
    PaymentOption o;
    o.index = index;
    o.raw = j;
    o.x402Version = version;
    o.status = Status::Payable;
    if (!j.is_object()) {
        o.status = Status::Invalid;
        o.reason = TrPaymentRequirements::tr("not a JSON object.");
        return o;
    }
    Reader r(j, o);
    o.scheme = r.string("scheme", true);
    o.network = r.string("network", true);
    o.networkId = Network::canonical(o.network);
    o.chain = Network::family(o.network);
    readAmount(r, o, j, version);
    o.payTo = r.string("payTo", true);
    readAddress(r, "payTo", o.payTo, o.chain);
    o.asset = r.string("asset", true);
    const bool native = Asset::isNativeMarker(o.chain, o.asset);
    if (!native)
        readAddress(r, "asset", o.asset, o.chain);
    const auto timeout = j.find("maxTimeoutSeconds");
    if (timeout == j.end())
        r.bad("maxTimeoutSeconds", TrPaymentRequirements::tr("missing."));
    else if (!timeout->is_number_integer() || timeout->get<qint64>() <= 0 ||
             timeout->get<qint64>() > 86400)
        r.bad("maxTimeoutSeconds",
              TrPaymentRequirements::tr("must be a whole number of seconds from 1 to 86400."));
    else
        o.maxTimeoutSeconds = timeout->get<int>();
    if (version == 1) {
        o.resource = r.string("resource", true);
        if (!o.resource.isEmpty() && !RequirementsParser::sameOrigin(QUrl(o.resource), requested))
            r.bad("resource",
                  TrPaymentRequirements::tr("%1 is on another site than the requested %2.")
                      .arg(o.resource, requested.toString()));
        o.description = r.string("description", false);
        o.mimeType = r.string("mimeType", false);
        const auto schema = j.find("outputSchema");
        if (schema != j.end() && !schema->is_null() && !schema->is_object())
            r.bad("outputSchema", TrPaymentRequirements::tr("must be an object or null."));
    }
    readExtra(r, o, native);
    refuseUnpayablePayee(r, o, native);
    // Exact conversion of the atomic units into the asset's decimals.
    int decimals = -1;
    if (native) {
        decimals = 9;
        o.assetSymbol = QStringLiteral("SOL");
    } else if (const auto known = Asset::known(o.network, o.asset).has_value()
                                      ? Asset::known(o.network, o.asset)
                                      : Asset::knownAnywhere(o.asset)) {
        o.assetSymbol = known->symbol;
        decimals = known->decimals;
    } else {
        const auto d = o.extra.find("decimals");
        if (d != o.extra.end() && d->is_number_integer())
            decimals = d->get<int>();
    }
    if (decimals >= 0 && o.status != Status::Invalid)
        o.amount = Amount::parseUnits(o.amountUnits, decimals);
    // Well-formed: whether Paydesk can pay it is its scheme clients' to say
    // (payments/schemes/SchemeRegistry::judge).
    return o;
}

QList<int> PaymentRequired::payable() const
{
    QList<int> out;
    for (const PaymentOption &o : options)
        if (o.isPayable())
            out.append(o.index);
    return out;
}

} // namespace paydesk::x402
