#include "JsonScanner.h"

#include <bit>
#include <limits>

namespace paydesk {

namespace {
void appendUtf8(QByteArray &out, char32_t c)
{
    if (c < 0x80) {
        out += char(c);
    } else if (c < 0x800) {
        out += char(0xC0 | (c >> 6));
        out += char(0x80 | (c & 0x3F));
    } else if (c < 0x10000) {
        out += char(0xE0 | (c >> 12));
        out += char(0x80 | ((c >> 6) & 0x3F));
        out += char(0x80 | (c & 0x3F));
    } else {
        out += char(0xF0 | (c >> 18));
        out += char(0x80 | ((c >> 12) & 0x3F));
        out += char(0x80 | ((c >> 6) & 0x3F));
        out += char(0x80 | (c & 0x3F));
    }
}

int hexValue(char c)
{
    if (c >= '0' && c <= '9')
        return c - '0';
    if (c >= 'a' && c <= 'f')
        return c - 'a' + 10;
    if (c >= 'A' && c <= 'F')
        return c - 'A' + 10;
    return -1;
}

unsigned hex4(const char *p)
{
    return unsigned(hexValue(p[0]) << 12 | hexValue(p[1]) << 8 | hexValue(p[2]) << 4 |
                    hexValue(p[3]));
}

// The UTF-8 bytes of an (already validated) string's text, escapes resolved.
QByteArray unescapeText(const char *p, const char *end)
{
    QByteArray out;
    out.reserve(end - p);
    while (p < end) {
        if (*p != '\\') {
            out += *p++;
            continue;
        }
        const char c = p[1];
        p += 2;
        switch (c) {
        case 'b':
            out += '\b';
            break;
        case 'f':
            out += '\f';
            break;
        case 'n':
            out += '\n';
            break;
        case 'r':
            out += '\r';
            break;
        case 't':
            out += '\t';
            break;
        case 'u': {
            char32_t cp = hex4(p);
            p += 4;
            if (cp >= 0xD800 && cp <= 0xDBFF) { // validated: a low surrogate follows
                cp = 0x10000 + ((cp - 0xD800) << 10) + (hex4(p + 2) - 0xDC00);
                p += 6;
            }
            appendUtf8(out, cp);
            break;
        }
        default: // " \ /
            out += c;
        }
    }
    return out;
}
} // namespace

QByteArray JsonScanner::unescape(const char *begin, const char *end)
{
    return unescapeText(begin, end);
}

QString JsonScanner::text(const JsonValue &v)
{
    if (!v.escaped)
        return QString::fromUtf8(v.textBegin(), v.textEnd() - v.textBegin());
    return QString::fromUtf8(unescapeText(v.textBegin(), v.textEnd()));
}

bool JsonScanner::keyIs(const JsonValue &key, const char *name)
{
    const std::size_t n = std::strlen(name);
    if (!key.escaped)
        return std::size_t(key.textEnd() - key.textBegin()) == n &&
               std::memcmp(key.textBegin(), name, n) == 0;
    return unescapeText(key.textBegin(), key.textEnd()) == QByteArray(name);
}

bool JsonScanner::literal(const char *word, std::size_t n)
{
    if (std::size_t(m_end - m_p) < n || std::memcmp(m_p, word, n) != 0)
        return false;
    m_p += n;
    return true;
}

bool JsonScanner::scalar(JsonValue *v)
{
    v->begin = m_p;
    bool ok = false;
    switch (*m_p) {
    case '"':
        return string(v);
    case 't':
        v->kind = JsonValue::Kind::Boolean;
        v->flag = true;
        ok = literal("true", 4);
        break;
    case 'f':
        v->kind = JsonValue::Kind::Boolean;
        ok = literal("false", 5);
        break;
    case 'n':
        v->kind = JsonValue::Kind::Null;
        ok = literal("null", 4);
        break;
    default:
        ok = number(v);
    }
    v->end = m_p;
    return ok;
}

bool JsonScanner::digits()
{
    const char *start = m_p;
    while (m_p < m_end && *m_p >= '0' && *m_p <= '9')
        ++m_p;
    return m_p > start;
}

bool JsonScanner::number(JsonValue *v)
{
    const bool negative = m_p < m_end && *m_p == '-';
    m_p += negative;
    const char *intBegin = m_p;
    if (m_p == m_end || *m_p < '0' || *m_p > '9')
        return false;
    if (*m_p == '0')
        ++m_p;
    else
        digits();
    const char *intEnd = m_p;
    bool isInteger = true;
    if (m_p < m_end && *m_p == '.') {
        ++m_p;
        if (!digits())
            return false;
        isInteger = false;
    }
    if (m_p < m_end && (*m_p == 'e' || *m_p == 'E')) {
        ++m_p;
        if (m_p < m_end && (*m_p == '+' || *m_p == '-'))
            ++m_p;
        if (!digits())
            return false;
        isInteger = false;
    }
    v->kind = JsonValue::Kind::Text;
    if (!isInteger)
        return true;
    // As nlohmann: an integer when it fits int64 (negative) or uint64, else a float (text).
    quint64 n = 0;
    for (const char *d = intBegin; d < intEnd; ++d) {
        const quint64 digit = quint64(*d - '0');
        if (n > (std::numeric_limits<quint64>::max() - digit) / 10)
            return true;
        n = n * 10 + digit;
    }
    if (negative && n > quint64(std::numeric_limits<qint64>::max()) + 1)
        return true;
    v->kind = JsonValue::Kind::Integer;
    v->flag = negative && n != 0;
    v->magnitude = n;
    return true;
}

// A string at m_p ('"'): escapes and UTF-8 checked as nlohmann's lexer does.
bool JsonScanner::string(JsonValue *v)
{
    v->kind = JsonValue::Kind::Text;
    v->begin = m_p++;
    v->escaped = false;
    for (;;) {
        skipPlain();
        if (m_p == m_end)
            return false;
        const auto c = static_cast<unsigned char>(*m_p);
        if (c == '"') {
            v->end = ++m_p;
            return true;
        }
        if (c < 0x20)
            return false;
        if (c == '\\') {
            v->escaped = true;
            if (!escape())
                return false;
        } else if (c < 0x80) {
            ++m_p;
        } else if (!utf8(c)) {
            return false;
        }
    }
}

// Past the plain bytes of a string (ASCII but control characters, '"' and '\\'), eight at a
// time: a string is read twice per page, and nearly all of its bytes are plain. A byte's high bit
// in `special` is set when it is not plain, or (borrows only run upwards) when a byte below it is
// not; so the lowest set bit marks the first byte that is not plain.
void JsonScanner::skipPlain()
{
    constexpr quint64 kOnes = 0x0101010101010101ULL;
    constexpr quint64 kHighs = 0x8080808080808080ULL;
    const auto zeroByte = [](quint64 x) {
        return (x - kOnes) & ~x;
    };
    while (m_end - m_p >= 8) {
        quint64 w = 0;
        std::memcpy(&w, m_p, 8);
        const quint64 special = (zeroByte(w ^ (kOnes * '"')) | zeroByte(w ^ (kOnes * '\\')) |
                                 ((w - kOnes * 0x20) & ~w) | w) &
                                kHighs;
        if (special == 0) {
            m_p += 8;
            continue;
        }
        if constexpr (std::endian::native == std::endian::little)
            m_p += std::countr_zero(special) / 8;
        return;
    }
}

bool JsonScanner::escape()
{
    if (m_end - m_p < 2)
        return false;
    switch (m_p[1]) {
    case '"':
    case '\\':
    case '/':
    case 'b':
    case 'f':
    case 'n':
    case 'r':
    case 't':
        m_p += 2;
        return true;
    case 'u':
        break;
    default:
        return false;
    }
    if (!hex(m_p + 2))
        return false;
    const unsigned cp = hex4(m_p + 2);
    m_p += 6;
    if (cp >= 0xDC00 && cp <= 0xDFFF)
        return false;
    if (cp < 0xD800 || cp > 0xDBFF)
        return true;
    if (m_end - m_p < 6 || m_p[0] != '\\' || m_p[1] != 'u' || !hex(m_p + 2))
        return false;
    const unsigned low = hex4(m_p + 2);
    m_p += 6;
    return low >= 0xDC00 && low <= 0xDFFF;
}

bool JsonScanner::hex(const char *p) const
{
    if (m_end - p < 4)
        return false;
    for (int i = 0; i < 4; ++i)
        if (hexValue(p[i]) < 0)
            return false;
    return true;
}

// One multi-byte UTF-8 sequence (well-formed, shortest form, no surrogates, <= U+10FFFF).
bool JsonScanner::utf8(unsigned char lead)
{
    int more = 0;
    unsigned char lo = 0x80, hi = 0xBF; // range of the second byte
    if (lead >= 0xC2 && lead <= 0xDF) {
        more = 1;
    } else if (lead >= 0xE0 && lead <= 0xEF) {
        more = 2;
        lo = lead == 0xE0 ? 0xA0 : 0x80;
        hi = lead == 0xED ? 0x9F : 0xBF;
    } else if (lead >= 0xF0 && lead <= 0xF4) {
        more = 3;
        lo = lead == 0xF0 ? 0x90 : 0x80;
        hi = lead == 0xF4 ? 0x8F : 0xBF;
    } else {
        return false;
    }
    if (m_end - m_p <= more)
        return false;
    const auto second = static_cast<unsigned char>(m_p[1]);
    if (second < lo || second > hi)
        return false;
    for (int i = 2; i <= more; ++i) {
        const auto b = static_cast<unsigned char>(m_p[i]);
        if (b < 0x80 || b > 0xBF)
            return false;
    }
    m_p += more + 1;
    return true;
}

} // namespace paydesk
