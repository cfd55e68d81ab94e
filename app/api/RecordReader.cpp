#include "RecordReader.h"

#include "RecordFields.h"

#include <array>
#include <limits>
#include <simdjson.h>
#include <string_view>

namespace paydesk {

namespace {

using records::RecordFields;
using records::Value;

constexpr std::size_t kMaxDepth = 64; // as ExactJson

// The members of a history page read besides its records.
enum Member
{
    Payments,
    Items,
    Data, // the list's names, in the order they are looked for
    Total,
    Limit,
    Offset,
    HasMore,
    MemberCount
};
constexpr std::array<const char *, MemberCount> kMemberNames = {
    "payments", "items", "data", "total", "limit", "offset", "hasMore"};
constexpr int kListCount = 3;

namespace od = simdjson::ondemand;
using simdjson::error_code;

// Reads the whole body with simdjson's On-Demand API, visiting every value so that all of it is
// validated (On-Demand checks only what is read): numbers, strings and literals are each read,
// containers to their end, nesting at most 64 deep. What a page or a record is read from is kept
// on the way; everything else is only checked.
class Walker
{
public:
    enum class Mode
    {
        Page,
        Record,
        StatusAnswer
    };

    Walker(const QByteArray &body, Mode mode, Chain chain)
        : m_body(body), m_mode(mode), m_chain(chain)
    {}

    // False with error() when the body is not JSON as ExactJson reads it.
    bool run()
    {
        if (m_body.startsWith("\xEF\xBB\xBF")) // a byte order mark, skipped as nlohmann does
            m_skip = 3;
        m_text = simdjson::padded_string(m_body.constData() + m_skip,
                                         std::size_t(m_body.size() - m_skip));
        thread_local od::parser parser;
        od::value top;
        od::json_type type = od::json_type::null; // set by get(); GCC's flow analysis wants a value
        if (fails(parser.iterate(m_text).get(m_doc)) || fails(m_doc.get_value().get(top)) ||
            fails(top.type().get(type)))
            return false;
        m_topIsObject = type == od::json_type::object;
        bool ok = false;
        if (!m_topIsObject)
            ok = skip(top, 0);
        else if (m_mode == Mode::Page)
            ok = readPage(top);
        else
            ok = readRecord(top, m_top, 1, m_mode == Mode::StatusAnswer);
        if (!ok)
            return false;
        if (m_doc.current_location().error() != simdjson::OUT_OF_BOUNDS)
            return fail(simdjson::TRAILING_CONTENT); // only white space after the value
        return true;
    }
    QString error() const { return m_error; }

    bool topIsObject() const { return m_topIsObject; }
    const Value &member(Member m) const { return m_members[m]; }
    QList<PaymentRecord> takeList(int list) { return std::move(m_lists[list]); }
    const RecordFields &top() const { return m_top; }
    const std::optional<PaymentRecord> &payment() const { return m_payment; }

private:
    static bool isSpace(char c) { return c == ' ' || c == '\n' || c == '\r' || c == '\t'; }

    bool fails(error_code e) { return e && !fail(e); }
    bool fail(error_code e)
    {
        if (m_error.isEmpty())
            m_error = QString::fromLatin1(simdjson::error_message(e));
        return false;
    }
    bool tooDeep(int depth)
    {
        if (depth <= int(kMaxDepth))
            return false;
        m_error = QStringLiteral("nested deeper than %1").arg(kMaxDepth);
        return true;
    }

    // Byte offsets count in the body (a byte order mark included).
    qsizetype offsetOf(od::value &v)
    {
        return qsizetype(v.raw_json_token().data() - m_text.data()) + m_skip;
    }
    // A container was just read to its end: it ended right before the white space that comes
    // before the next token (or before the end of the text).
    qsizetype closedAt()
    {
        const auto next = m_doc.current_location();
        std::size_t at =
            next.error() ? m_text.size() : std::size_t(next.value_unsafe() - m_text.data());
        while (at > 0 && isSpace(m_text.data()[at - 1]))
            --at;
        return qsizetype(at) + m_skip;
    }

    template <typename Visit> bool eachField(od::value v, int depth, Visit &&visit)
    {
        od::object o;
        if (tooDeep(depth) || fails(v.get_object().get(o)))
            return false;
        for (auto field : o) {
            std::string_view key;
            od::value item;
            if (fails(field.unescaped_key().get(key)) || fails(field.value().get(item)) ||
                !visit(key, item))
                return false;
        }
        return true;
    }
    template <typename Visit> bool eachElement(od::value v, int depth, Visit &&visit)
    {
        od::array a;
        if (tooDeep(depth) || fails(v.get_array().get(a)))
            return false;
        for (auto element : a) {
            od::value item;
            if (fails(element.get(item)) || !visit(item))
                return false;
        }
        return true;
    }

    // Any value inside a container at `depth`, checked to its end.
    bool skip(od::value v, int depth) { return read(v, nullptr, depth); }

    // A value inside a container at `depth`: a scalar into `out` (when not null), a container
    // checked to its end (its kind and bytes into `out`).
    bool read(od::value v, Value *out, int depth)
    {
        od::json_type type = od::json_type::null; // set by get(); GCC's flow analysis wants a value
        if (fails(v.type().get(type)))
            return false;
        switch (type) {
        case od::json_type::object:
        case od::json_type::array: {
            const qsizetype begin = offsetOf(v);
            const bool ok = type == od::json_type::object
                                ? eachField(v, depth + 1,
                                            [&](std::string_view, od::value item) {
                                                return skip(item, depth + 1);
                                            })
                                : eachElement(v, depth + 1, [&](od::value item) {
                                      return skip(item, depth + 1);
                                  });
            if (ok && out) {
                out->kind =
                    type == od::json_type::object ? Value::Kind::Object : Value::Kind::Array;
                out->begin = begin;
                out->end = closedAt();
            }
            return ok;
        }
        case od::json_type::number:
            return readNumber(v, out);
        case od::json_type::string: {
            std::string_view s;
            if (fails(v.get_string().get(s)))
                return false;
            if (out) {
                out->kind = Value::Kind::Text;
                out->text = QString::fromUtf8(s.data(), qsizetype(s.size()));
            }
            return true;
        }
        case od::json_type::boolean: {
            bool b = false;
            if (fails(v.get_bool().get(b)))
                return false;
            if (out) {
                out->kind = Value::Kind::Boolean;
                out->flag = b;
            }
            return true;
        }
        case od::json_type::null: {
            bool isNull = false;
            if (fails(v.is_null().get(isNull)))
                return false;
            if (!isNull)
                return fail(simdjson::N_ATOM_ERROR);
            if (out)
                out->kind = Value::Kind::Null;
            return true;
        }
        }
        return fail(simdjson::INCORRECT_TYPE);
    }

    // Integers that fit 64 bits stay integers (-0 is 0, as nlohmann reads it); every other
    // number is its literal text, as ExactJson keeps it. An integer beyond 64 bits is such a
    // number; one no double can hold (1e400) is refused, as nlohmann refuses it.
    bool readNumber(od::value v, Value *out)
    {
        std::string_view literal = v.raw_json_token();
        while (!literal.empty() && isSpace(literal.back()))
            literal.remove_suffix(1);
        od::number n;
        if (v.get_number().get(n)) {
            double d = 0;
            if (fails(v.get_double().get(d)))
                return false;
        } else if (n.is_int64() || literal == "-0") {
            if (out) {
                out->kind = Value::Kind::Signed;
                out->number = n.is_int64() ? n.get_int64() : 0;
            }
            return true;
        } else if (n.is_uint64()) {
            if (out) {
                out->kind = Value::Kind::Unsigned;
                out->number = std::int64_t(n.get_uint64());
            }
            return true;
        }
        if (out) {
            out->kind = Value::Kind::Text;
            out->text = QString::fromLatin1(literal.data(), qsizetype(literal.size()));
        }
        return true;
    }

    // {payments|items|data: [...], total, limit, offset, hasMore, ...} at depth 1.
    bool readPage(od::value top)
    {
        return eachField(top, 1, [this](std::string_view key, od::value item) {
            const int m = records::indexOf(kMemberNames.data(), MemberCount, key);
            od::json_type type;
            if (m >= 0 && m < kListCount && !item.type().get(type) &&
                type == od::json_type::array) {
                m_members[m].kind = Value::Kind::Array;
                m_lists[m].clear(); // the last of duplicate keys wins
                return readList(item, m_lists[m]);
            }
            return read(item, m >= 0 ? &m_members[std::size_t(m)] : nullptr, 1);
        });
    }

    // A page's list (depth 2): its objects are records, anything else is skipped.
    bool readList(od::value list, QList<PaymentRecord> &out)
    {
        return eachElement(list, 2, [&](od::value item) {
            od::json_type type;
            if (fails(item.type().get(type)))
                return false;
            if (type != od::json_type::object)
                return skip(item, 2);
            RecordFields fields;
            if (!readRecord(item, fields, 3, false))
                return false;
            if (auto r = fields.toRecord(m_body, m_chain))
                out.append(std::move(*r));
            return true;
        });
    }

    // A record's fields (the object at `depth`); a status answer's {"payment": {...}} too.
    bool readRecord(od::value v, RecordFields &rec, int depth, bool statusAnswer)
    {
        rec.begin = offsetOf(v);
        const bool ok = eachField(v, depth, [&](std::string_view key, od::value item) {
            const int f = records::fieldOf(key, statusAnswer);
            od::json_type type;
            if ((f == records::PaymentMember || f == records::ErrorField) &&
                !item.type().get(type) && type == od::json_type::object) {
                rec.field[std::size_t(f)].kind = Value::Kind::Object;
                if (f == records::ErrorField)
                    return readError(item, rec, depth + 1);
                RecordFields inner;
                if (!readRecord(item, inner, depth + 1, false))
                    return false;
                m_payment = inner.toRecord(m_body, m_chain);
                return true;
            }
            return read(item, f >= 0 ? &rec.field[std::size_t(f)] : nullptr, depth);
        });
        if (ok)
            rec.end = closedAt();
        return ok;
    }

    // {"error": {"message": ..., "code": ...}}
    bool readError(od::value v, RecordFields &rec, int depth)
    {
        rec.message = Value();
        rec.code = Value();
        return eachField(v, depth, [&](std::string_view key, od::value item) {
            Value *out = key == "message" ? &rec.message : key == "code" ? &rec.code : nullptr;
            return read(item, out, depth);
        });
    }

    const QByteArray &m_body;
    Mode m_mode;
    Chain m_chain;
    qsizetype m_skip = 0;
    simdjson::padded_string m_text;
    od::document m_doc;
    std::array<Value, MemberCount> m_members;
    std::array<QList<PaymentRecord>, kListCount> m_lists;
    RecordFields m_top; // the record at the top (Record and StatusAnswer)
    std::optional<PaymentRecord> m_payment;
    bool m_topIsObject = false;
    QString m_error;
};

template <typename T> std::optional<T> fail(QString *why, const QString &reason)
{
    if (why)
        *why = reason;
    return std::nullopt;
}

} // namespace

std::optional<HistoryPage> RecordReader::page(const QByteArray &body, Chain defaultChain,
                                              QString *why)
{
    Walker reader(body, Walker::Mode::Page, defaultChain);
    if (!reader.run())
        return fail<HistoryPage>(why, QStringLiteral("not JSON: %1").arg(reader.error()));
    if (!reader.topIsObject())
        return fail<HistoryPage>(why, QStringLiteral("not a JSON object"));
    int list = -1;
    for (int k = 0; k < kListCount && list < 0; ++k)
        if (reader.member(Member(k)).present())
            list = k;
    if (list < 0 || reader.member(Member(list)).kind != Value::Kind::Array)
        return fail<HistoryPage>(why, QStringLiteral("required field 'payments' is missing"));

    HistoryPage page;
    page.payments = reader.takeList(list);
    page.total = records::integerOf(reader.member(Total)).value_or(-1);
    // Paging values outside 0..INT_MAX are ignored, never truncated into negatives (tests/fuzz).
    auto paging = [](std::optional<qint64> v, qint64 fallback) {
        return int(v && *v >= 0 && *v <= std::numeric_limits<int>::max() ? *v : fallback);
    };
    page.limit = paging(records::integerOf(reader.member(Limit)), page.payments.size());
    page.offset = paging(records::integerOf(reader.member(Offset)), 0);
    const Value &more = reader.member(HasMore);
    if (more.kind == Value::Kind::Boolean)
        page.hasMore = more.flag;
    else
        page.hasMore = page.total >= 0 && page.offset + page.payments.size() < page.total;
    return page;
}

std::optional<PaymentRecord> RecordReader::record(const QByteArray &body, Chain defaultChain,
                                                  Shape shape, QString *why)
{
    Walker reader(body,
                  shape == Shape::StatusAnswer ? Walker::Mode::StatusAnswer : Walker::Mode::Record,
                  defaultChain);
    if (!reader.run())
        return fail<PaymentRecord>(why, QStringLiteral("not JSON: %1").arg(reader.error()));
    if (!reader.topIsObject())
        return fail<PaymentRecord>(why, QStringLiteral("not a JSON object"));
    const bool wrapped = shape == Shape::StatusAnswer &&
                         reader.top().field[records::PaymentMember].kind == Value::Kind::Object;
    auto r = wrapped ? reader.payment() : reader.top().toRecord(body, defaultChain);
    if (!r)
        return fail<PaymentRecord>(why, QStringLiteral("required field 'payment.paymentId' is "
                                                       "missing"));
    return r;
}

} // namespace paydesk
