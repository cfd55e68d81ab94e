#include "RecordFields.h"

#include "ResponseParser.h"
#include "core/ExactJson.h"

#include <cstring>

namespace paydesk::records {

namespace {

// "USDC", "EURC", "USDC.e": 1 to 11 letters, digits, '.', '-' or '_' (what token lists allow).
bool isSymbol(const QString &s)
{
    if (s.isEmpty() || s.size() > 11)
        return false;
    for (const QChar c : s)
        if (!(c.isLetterOrNumber() && c.unicode() < 128) && c != u'.' && c != u'-' && c != u'_')
            return false;
    return true;
}

// An amount: a decimal string, or a non-negative integer (never through a double).
std::optional<Amount> amount(const Value &v, int decimals)
{
    if (v.kind == Value::Kind::Text)
        return Amount::parse(v.text, decimals);
    if (v.kind == Value::Kind::Signed && v.number < 0)
        return std::nullopt;
    if (v.isInteger())
        return Amount::parse(v.integerText(), decimals);
    return std::nullopt;
}

QDateTime timeOf(const Value &v)
{
    if (v.kind == Value::Kind::Text)
        return responses::parseTimeText(v.text);
    return v.isInteger() ? responses::parseTimeNumber(v.number) : QDateTime();
}

constexpr std::array<const char *, FieldCount> kFieldNames = {
    "paymentId",   "id",        "status",    "direction", "network",     "from",
    "to",          "recipient", "amount",    "fee",       "priorityFee", "signature",
    "blockHeight", "resource",  "symbol",    "metadata",  "createdAt",   "timestamp",
    "updatedAt",   "error",     "maxAmount", "payment"};

} // namespace

QString textOf(const Value &v)
{
    if (v.kind == Value::Kind::Text)
        return v.text;
    return v.isInteger() ? v.integerText() : QString();
}

std::optional<qint64> integerOf(const Value &v)
{
    if (v.isInteger())
        return v.number;
    if (v.kind == Value::Kind::Text) {
        bool ok = false;
        const qint64 n = v.text.toLongLong(&ok);
        if (ok)
            return n;
    }
    return std::nullopt;
}

int indexOf(const char *const *names, std::size_t count, std::string_view key)
{
    for (std::size_t i = 0; i < count; ++i)
        if (key.size() == std::strlen(names[i]) &&
            std::memcmp(key.data(), names[i], key.size()) == 0)
            return int(i);
    return -1;
}

int fieldOf(std::string_view key, bool statusAnswerTop)
{
    return indexOf(kFieldNames.data(), statusAnswerTop ? FieldCount : PaymentMember, key);
}

std::optional<PaymentRecord> RecordFields::toRecord(const QByteArray &body,
                                                    Chain defaultChain) const
{
    const auto &f = field;
    PaymentRecord r;
    r.paymentId = textOf(f[PaymentId]);
    if (r.paymentId.isEmpty())
        r.paymentId = textOf(f[Id]);
    if (r.paymentId.isEmpty())
        return std::nullopt;
    r.statusText = textOf(f[Status]);
    r.state = paymentStateFromString(r.statusText);
    r.direction = directionFromName(textOf(f[DirectionField]));
    r.network = textOf(f[Network]);
    r.from = textOf(f[From]);
    r.to = textOf(f[To]);
    if (r.to.isEmpty())
        r.to = textOf(f[Recipient]);
    Chain chain = responses::chainFromNetwork(r.network);
    if (chain == Chain::Unknown) {
        if (auto a = Address::parse(r.from.isEmpty() ? r.to : r.from))
            chain = a->chain();
    }
    if (chain == Chain::Unknown)
        chain = defaultChain;
    const int decimals = chainDecimals(chain);
    r.amount = amount(f[AmountField], decimals);
    r.fee = amount(f[Fee], decimals);
    r.priorityFee = amount(f[PriorityFee], decimals);
    r.maxAmount = amount(f[MaxAmountField], decimals);
    r.signature = textOf(f[Signature]);
    r.blockHeight = integerOf(f[BlockHeight]);
    r.resource = textOf(f[Resource]);
    // A symbol is shown next to amounts: only a short word of letters and digits is taken.
    if (f[SymbolField].kind == Value::Kind::Text && isSymbol(f[SymbolField].text))
        r.symbol = f[SymbolField].text;
    if (f[Metadata].kind == Value::Kind::Object) { // rare: through the tree, for exact numbers
        const QByteArray text = body.mid(f[Metadata].begin, f[Metadata].end - f[Metadata].begin);
        if (const auto j = ExactJson::parse(text))
            r.metadata = ExactJson::toQt(j->value);
    }
    r.createdAt = timeOf(f[CreatedAt].present() ? f[CreatedAt] : f[Timestamp]);
    r.updatedAt = timeOf(f[UpdatedAt]);
    const Value &e = f[ErrorField];
    if (e.kind == Value::Kind::Text)
        r.error = e.text;
    else if (e.kind == Value::Kind::Object)
        r.error = textOf(message).isEmpty() ? textOf(code) : textOf(message);
    r.raw = body.mid(begin, end - begin);
    return r;
}

} // namespace paydesk::records
