#include "HistoryPageReader.h"

#include "JsonScanner.h"
#include "ResponseParser.h"
#include "core/ExactJson.h"

#include <array>
#include <cstring>
#include <limits>

namespace paydesk {

namespace {

using Value = JsonValue;
using Scanner = JsonScanner;

// nlohmann's dump() of an integer: the literal, but "-0" is 0.
QString integerText(const Value &v)
{
    if (v.magnitude == 0)
        return QStringLiteral("0");
    return QString::fromLatin1(v.begin, v.end - v.begin);
}

// get<qint64>() of an integer (a large unsigned one wraps, as there).
qint64 integerValue(const Value &v)
{
    return v.flag ? qint64(0 - v.magnitude) : qint64(v.magnitude);
}

// The helpers of ResponseParser.cpp, on a Value.
QString str(const Value &v)
{
    if (v.kind == Value::Kind::Text)
        return JsonScanner::text(v);
    if (v.kind == Value::Kind::Integer)
        return integerText(v);
    return QString();
}

std::optional<qint64> integer(const Value &v)
{
    if (v.kind == Value::Kind::Integer)
        return integerValue(v);
    if (v.kind == Value::Kind::Text) {
        bool ok = false;
        const qint64 n = JsonScanner::text(v).toLongLong(&ok);
        if (ok)
            return n;
    }
    return std::nullopt;
}

std::optional<Amount> amount(const Value &v, int decimals)
{
    if (v.kind == Value::Kind::Text)
        return Amount::parse(JsonScanner::text(v), decimals);
    if (v.kind == Value::Kind::Integer) {
        if (integerValue(v) < 0)
            return std::nullopt;
        return Amount::parse(integerText(v), decimals);
    }
    return std::nullopt;
}

QDateTime timeOf(const Value &v)
{
    if (v.kind == Value::Kind::Text)
        return responses::parseTimeText(JsonScanner::text(v));
    if (v.kind == Value::Kind::Integer)
        return responses::parseTimeNumber(integerValue(v));
    return QDateTime();
}

// The fields parseRecord reads, by key; the last of duplicate keys wins (as in nlohmann).
enum Field
{
    PaymentId,
    Id,
    Status,
    DirectionField,
    Network,
    From,
    To,
    Recipient,
    AmountField,
    Fee,
    PriorityFee,
    Signature,
    BlockHeight,
    Resource,
    Metadata,
    CreatedAt,
    Timestamp,
    UpdatedAt,
    ErrorField,
    FieldCount
};
const char *const kFieldNames[FieldCount] = {
    "paymentId", "id",        "status",    "direction",   "network",   "from",        "to",
    "recipient", "amount",    "fee",       "priorityFee", "signature", "blockHeight", "resource",
    "metadata",  "createdAt", "timestamp", "updatedAt",   "error"};

int fieldOf(const Value &key)
{
    static const auto lengths = [] {
        std::array<std::size_t, FieldCount> n{};
        for (int i = 0; i < FieldCount; ++i)
            n[i] = std::strlen(kFieldNames[i]);
        return n;
    }();
    QByteArray unescaped;
    const char *k = key.textBegin();
    std::size_t n = std::size_t(key.textEnd() - k);
    if (key.escaped) {
        unescaped = JsonScanner::unescape(k, key.textEnd());
        k = unescaped.constData();
        n = std::size_t(unescaped.size());
    }
    for (int i = 0; i < FieldCount; ++i)
        if (lengths[i] == n && std::memcmp(k, kFieldNames[i], n) == 0)
            return i;
    return -1;
}

// str(e, key) of a (validated) object value.
QString memberText(const Value &object, const char *name)
{
    Scanner s(object.begin, object.end);
    Value skipped, found;
    s.object(&skipped, 0, [&](const Value &key, const Value &item) {
        if (JsonScanner::keyIs(key, name))
            found = item;
        return true;
    });
    return str(found);
}

std::optional<PaymentRecord> record(const Value (&f)[FieldCount], const Value &whole,
                                    Chain defaultChain)
{
    PaymentRecord r;
    r.paymentId = str(f[PaymentId]);
    if (r.paymentId.isEmpty())
        r.paymentId = str(f[Id]);
    if (r.paymentId.isEmpty())
        return std::nullopt;
    r.statusText = str(f[Status]);
    r.state = paymentStateFromString(r.statusText);
    r.direction = directionFromName(str(f[DirectionField]));
    r.network = str(f[Network]);
    r.from = str(f[From]);
    r.to = str(f[To]);
    if (r.to.isEmpty())
        r.to = str(f[Recipient]);
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
    r.signature = str(f[Signature]);
    r.blockHeight = integer(f[BlockHeight]);
    r.resource = str(f[Resource]);
    if (f[Metadata].kind == Value::Kind::Object) { // rare: through the tree, for exact numbers
        const QByteArray text(f[Metadata].begin, f[Metadata].end - f[Metadata].begin);
        if (const auto j = ExactJson::parse(text))
            r.metadata = responses::toQJson(j->value);
    }
    r.createdAt = timeOf(f[CreatedAt].present() ? f[CreatedAt] : f[Timestamp]);
    r.updatedAt = timeOf(f[UpdatedAt]);
    const Value &e = f[ErrorField];
    if (e.kind == Value::Kind::Text) {
        r.error = JsonScanner::text(e);
    } else if (e.kind == Value::Kind::Object) {
        r.error = memberText(e, "message");
        if (r.error.isEmpty())
            r.error = memberText(e, "code");
    }
    r.rawJson = QByteArray(whole.begin, whole.end - whole.begin);
    return r;
}

std::optional<HistoryPage> fail(QString *why, const QString &reason)
{
    if (why)
        *why = reason;
    return std::nullopt;
}

} // namespace

std::optional<HistoryPage> HistoryPageReader::read(const QByteArray &body, Chain defaultChain,
                                                   QString *why)
{
    Scanner s(body.constData(), body.constData() + body.size());
    s.skipBom();
    const char *const start = body.constData();
    struct Member
    {
        Value key, value;
    };
    QList<Member> members;
    // Records of each list-like key as met (the last of duplicate keys wins).
    QList<PaymentRecord> lists[3];
    static const char *const kListKeys[3] = {"payments", "items", "data"};
    Value top;
    bool ok = false;
    Value first;
    if (!s.atEnd() && *s.pos() == '{') {
        ok = s.object(&top, 0, [&](const Value &key, const Value &value) {
            members.append({key, value});
            return true;
        });
        // The lists are read in a second, record-level pass over their (validated) text.
        if (ok) {
            for (const Member &m : std::as_const(members)) {
                if (m.value.kind != Value::Kind::Array)
                    continue;
                for (int k = 0; k < 3; ++k) {
                    if (!JsonScanner::keyIs(m.key, kListKeys[k]))
                        continue;
                    QList<PaymentRecord> &out = lists[k];
                    out.clear();
                    Scanner items(m.value.begin, m.value.end);
                    Value list;
                    items.array(&list, 1, [&](const char *at) {
                        if (*at != '{')
                            return true;
                        Value fields[FieldCount];
                        Value whole;
                        items.object(&whole, 2, [&](const Value &key, const Value &item) {
                            if (const int i = fieldOf(key); i >= 0)
                                fields[i] = item;
                            return true;
                        });
                        if (auto r = record(fields, whole, defaultChain))
                            out.append(std::move(*r));
                        return true;
                    });
                }
            }
        }
    } else {
        ok = s.value(&first, 0);
    }
    if (!ok || !s.atEnd())
        return fail(why, QStringLiteral("not JSON: syntax error at byte %1").arg(s.pos() - start));
    if (top.kind != Value::Kind::Object)
        return fail(why, QStringLiteral("not a JSON object"));

    // The last of each key, as a JSON object would hold it.
    auto last = [&](const char *name) {
        for (qsizetype i = members.size() - 1; i >= 0; --i)
            if (JsonScanner::keyIs(members[i].key, name))
                return members[i].value;
        return Value();
    };
    int listKey = -1;
    for (int k = 0; k < 3 && listKey < 0; ++k)
        if (last(kListKeys[k]).present())
            listKey = k;
    if (listKey < 0 || last(kListKeys[listKey]).kind != Value::Kind::Array)
        return fail(why, QStringLiteral("required field 'payments' is missing"));

    HistoryPage page;
    page.payments = std::move(lists[listKey]);
    page.total = integer(last("total")).value_or(-1);
    // Paging values outside 0..INT_MAX are ignored, never truncated into negatives (tests/fuzz).
    auto paging = [](std::optional<qint64> v, qint64 fallback) {
        return int(v && *v >= 0 && *v <= std::numeric_limits<int>::max() ? *v : fallback);
    };
    page.limit = paging(integer(last("limit")), page.payments.size());
    page.offset = paging(integer(last("offset")), 0);
    const Value more = last("hasMore");
    if (more.kind == Value::Kind::Boolean)
        page.hasMore = more.flag;
    else
        page.hasMore = page.total >= 0 && page.offset + page.payments.size() < page.total;
    // Everything but the list, through the tree (small).
    QByteArray rest = "{";
    for (const Member &m : std::as_const(members)) {
        if (JsonScanner::keyIs(m.key, kListKeys[listKey]))
            continue;
        if (rest.size() > 1)
            rest += ',';
        rest.append(m.key.begin, m.key.end - m.key.begin);
        rest += ':';
        rest.append(m.value.begin, m.value.end - m.value.begin);
    }
    rest += '}';
    if (const auto j = ExactJson::parse(rest))
        page.raw = responses::toQJson(j->value);
    return page;
}

} // namespace paydesk
