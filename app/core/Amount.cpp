#include "Amount.h"

#include <QCoreApplication>
#include <algorithm>
#include <iterator>
#include <limits>

namespace paydesk {

namespace {

struct TrAmount
{
    Q_DECLARE_TR_FUNCTIONS(Amount)
};

constexpr int kMaxDecimals = 30;
// Largest value we accept: leaves headroom for addition of two parsed amounts.
constexpr Amount::Units kMaxUnits = (Amount::Units(1) << 120);

Amount::Units pow10(int n)
{
    Amount::Units p = 1;
    for (int i = 0; i < n; ++i)
        p *= 10;
    return p;
}

} // namespace

Amount Amount::fromUnits(Units units, int decimals)
{
    return Amount(units, std::clamp(decimals, 0, kMaxDecimals));
}

std::optional<Amount> Amount::parse(QStringView text, int decimals, QString *error)
{
    auto fail = [error](const QString &why) -> std::optional<Amount> {
        if (error)
            *error = why;
        return std::nullopt;
    };
    const QStringView t = text.trimmed();
    if (t.isEmpty())
        return fail(TrAmount::tr("Enter an amount."));
    if (decimals < 0 || decimals > kMaxDecimals)
        return fail(TrAmount::tr("Unsupported number of decimals."));
    if (t.startsWith(u'-'))
        return fail(TrAmount::tr("The amount must be positive."));
    if (const qsizetype comma = t.indexOf(u','); comma >= 0) {
        if (t.count(u',') == 1 && !t.contains(u'.'))
            return fail(TrAmount::tr("Use a dot as the decimal separator: %1")
                            .arg(t.toString().replace(u',', u'.')));
        return fail(TrAmount::tr("Write the amount without thousands separators, with a dot before "
                                 "the decimals (for example 1000.5)."));
    }
    Units whole = 0;
    Units frac = 0;
    int fracDigits = 0;
    bool seenDot = false;
    int wholeDigits = 0;
    for (QChar c : t) {
        if (c == u'.') {
            if (seenDot)
                return fail(TrAmount::tr("The amount has more than one decimal point."));
            seenDot = true;
            continue;
        }
        if (c < u'0' || c > u'9')
            return fail(TrAmount::tr("The amount may contain only digits and one decimal point "
                                     "(for example 0.25)."));
        const int d = c.unicode() - u'0';
        if (seenDot) {
            ++fracDigits;
            if (fracDigits > decimals) {
                // Trailing zeros beyond the precision are harmless ("0.10" with 1 decimal).
                if (d != 0)
                    return fail(TrAmount::tr("The amount has more than %n decimal place(s).",
                                             nullptr, decimals));
                continue;
            }
            frac = frac * 10 + d;
        } else {
            ++wholeDigits;
            whole = whole * 10 + d;
            if (whole > kMaxUnits)
                return fail(TrAmount::tr("The amount is too large."));
        }
    }
    // "5." is read as 5 and ".5" as 0.5; a lone "." is no amount.
    if (wholeDigits == 0 && (!seenDot || fracDigits == 0))
        return fail(TrAmount::tr("Enter an amount such as 0.25."));
    const int used = std::min(fracDigits, decimals);
    const Units scale = pow10(decimals);
    if (whole > kMaxUnits / scale)
        return fail(TrAmount::tr("The amount is too large."));
    const Units units = whole * scale + frac * pow10(decimals - used);
    return Amount(units, decimals);
}

std::optional<Amount> Amount::parseUnits(QStringView text, int decimals)
{
    if (text.isEmpty() || decimals < 0 || decimals > kMaxDecimals || text.size() > 38)
        return std::nullopt;
    Units v = 0;
    for (QChar c : text) {
        if (c < u'0' || c > u'9')
            return std::nullopt;
        v = v * 10 + (c.unicode() - u'0');
        if (v > kMaxUnits)
            return std::nullopt;
    }
    return Amount(v, decimals);
}

namespace {
// The digits of |units| written backwards from `end`; returns where they start. From the last
// digit back, in 64-bit steps once the value fits (a 128-bit division per digit costs several
// times more; a history page prints two amounts per payment).
char16_t *writeDigits(Amount::Units units, char16_t *end)
{
    unsigned __int128 v =
        units < 0 ? -static_cast<unsigned __int128>(units) : static_cast<unsigned __int128>(units);
    while (v > std::numeric_limits<quint64>::max()) {
        *--end = char16_t(u'0' + int(v % 10));
        v /= 10;
    }
    quint64 small = quint64(v);
    do {
        *--end = char16_t(u'0' + int(small % 10));
        small /= 10;
    } while (small > 0);
    return end;
}
} // namespace

QString Amount::unitsToString(Units units)
{
    char16_t buffer[48]; // 39 digits and a sign at most
    char16_t *end = buffer + std::size(buffer);
    char16_t *at = writeDigits(units, end);
    if (units < 0)
        *--at = u'-';
    return QString(reinterpret_cast<const QChar *>(at), end - at);
}

QString Amount::unitsString() const
{
    return unitsToString(m_units);
}

QString Amount::toString() const
{
    // Built in one buffer: the digits, zeros in front while there are no more than `decimals`
    // of them, then the whole part, a point and the fraction without its trailing zeros.
    char16_t buffer[48 + kMaxDecimals] = {}; // zeroed: cheap, and no read can be of garbage
    char16_t *end = buffer + std::size(buffer);
    char16_t *at = writeDigits(m_units, end);
    while (end - at <= m_decimals)
        *--at = u'0';
    char16_t *const point = end - m_decimals;
    const char16_t *fractionEnd = end;
    while (fractionEnd > point && fractionEnd[-1] == u'0')
        --fractionEnd;
    const qsizetype whole = point - at;
    const qsizetype fraction = fractionEnd - point;
    const bool negative = m_units < 0;
    QString out(qsizetype(negative) + whole + (fraction > 0 ? fraction + 1 : 0), Qt::Uninitialized);
    char16_t *o = reinterpret_cast<char16_t *>(out.data());
    if (negative)
        *o++ = u'-';
    o = std::copy(at, point, o);
    if (fraction > 0) {
        *o++ = u'.';
        std::copy<const char16_t *>(point, fractionEnd, o);
    }
    return out;
}

std::optional<Amount> Amount::rescaled(int decimals) const
{
    if (decimals < 0 || decimals > kMaxDecimals)
        return std::nullopt;
    if (decimals >= m_decimals) {
        // Past the range parse() gives, the product could leave 128 bits.
        const Units scale = pow10(decimals - m_decimals);
        if (m_units > kMaxUnits / scale || m_units < -(kMaxUnits / scale))
            return std::nullopt;
        return Amount(m_units * scale, decimals);
    }
    const Units div = pow10(m_decimals - decimals);
    if (m_units % div != 0)
        return std::nullopt;
    return Amount(m_units / div, decimals);
}

std::strong_ordering operator<=>(const Amount &a, const Amount &b)
{
    const int d = std::max(a.m_decimals, b.m_decimals);
    const Amount::Units ua = a.m_units * pow10(d - a.m_decimals);
    const Amount::Units ub = b.m_units * pow10(d - b.m_decimals);
    return ua < ub ? std::strong_ordering::less
                   : (ua > ub ? std::strong_ordering::greater : std::strong_ordering::equal);
}

Amount Amount::operator+(const Amount &o) const
{
    const int d = std::max(m_decimals, o.m_decimals);
    return Amount(m_units * pow10(d - m_decimals) + o.m_units * pow10(d - o.m_decimals), d);
}

Amount Amount::operator-(const Amount &o) const
{
    const int d = std::max(m_decimals, o.m_decimals);
    return Amount(m_units * pow10(d - m_decimals) - o.m_units * pow10(d - o.m_decimals), d);
}

} // namespace paydesk
