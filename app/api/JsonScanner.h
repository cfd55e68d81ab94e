#pragma once

#include <QByteArray>
#include <QString>
#include <cstddef>
#include <cstring>

namespace paydesk {

constexpr int kJsonMaxDepth = 64; // as ExactJson

// A scalar or container as ExactJson would hold it: integers that fit 64 bits stay integers,
// every other number is text (its literal), like a string.
struct JsonValue
{
    enum class Kind
    {
        Missing,
        Null,
        Boolean,
        Integer,
        Text,
        Object,
        Array
    };
    Kind kind = Kind::Missing;
    const char *begin = nullptr; // the value's JSON text
    const char *end = nullptr;
    bool escaped = false; // a string with backslash escapes
    bool flag = false;    // Boolean: its value; Integer: negative
    quint64 magnitude = 0;

    bool present() const { return kind != Kind::Missing; }
    // Text of a string without its quotes, of a number literal as written.
    const char *textBegin() const { return begin + (*begin == '"'); }
    const char *textEnd() const { return end - (*begin == '"'); }
};

// A strict, validating JSON scanner over [begin, end) that never builds a tree: it accepts what
// ExactJson::parse accepts (nlohmann's grammar, string escapes and UTF-8 checks, nesting up to
// 64) and hands out the text spans of values. Used where a tree costs too much (history pages).
class JsonScanner
{
public:
    JsonScanner(const char *begin, const char *end) : m_p(begin), m_end(end) {}

    const char *pos() const { return m_p; }
    bool atEnd()
    {
        skipSpace();
        return m_p == m_end;
    }
    void skipBom()
    {
        if (m_end - m_p >= 3 && std::memcmp(m_p, "\xEF\xBB\xBF", 3) == 0)
            m_p += 3;
    }

    // Any value; containers are validated and skipped.
    bool value(JsonValue *v, int depth)
    {
        skipSpace();
        if (m_p == m_end)
            return false;
        if (*m_p == '{')
            return object(v, depth, [](const JsonValue &, const JsonValue &) { return true; });
        if (*m_p == '[')
            return array(v, depth, [](const char *) { return true; });
        return scalar(v);
    }

    // An object; `member(key, value)` for each member, in order (false: stop with an error).
    template <typename Member> bool object(JsonValue *v, int depth, Member &&member)
    {
        if (depth + 1 > kJsonMaxDepth)
            return false;
        v->kind = JsonValue::Kind::Object;
        v->begin = m_p++;
        skipSpace();
        if (m_p < m_end && *m_p == '}') {
            v->end = ++m_p;
            return true;
        }
        for (;;) {
            JsonValue key;
            skipSpace();
            if (m_p == m_end || *m_p != '"' || !string(&key))
                return false;
            skipSpace();
            if (m_p == m_end || *m_p++ != ':')
                return false;
            JsonValue item;
            if (!value(&item, depth + 1) || !member(key, item))
                return false;
            skipSpace();
            if (m_p == m_end)
                return false;
            const char c = *m_p++;
            if (c == '}')
                break;
            if (c != ',')
                return false;
        }
        v->end = m_p;
        return true;
    }

    // An array; `element(start)` reads each element itself (start: its first character).
    template <typename Element> bool array(JsonValue *v, int depth, Element &&element)
    {
        if (depth + 1 > kJsonMaxDepth)
            return false;
        v->kind = JsonValue::Kind::Array;
        v->begin = m_p++;
        skipSpace();
        if (m_p < m_end && *m_p == ']') {
            v->end = ++m_p;
            return true;
        }
        for (;;) {
            skipSpace();
            if (m_p == m_end)
                return false;
            const char *start = m_p;
            if (!element(start))
                return false;
            if (m_p == start) { // the callback did not read it
                JsonValue item;
                if (!value(&item, depth + 1))
                    return false;
            }
            skipSpace();
            if (m_p == m_end)
                return false;
            const char c = *m_p++;
            if (c == ']')
                break;
            if (c != ',')
                return false;
        }
        v->end = m_p;
        return true;
    }

    // The UTF-8 text of a validated string's content, escapes resolved.
    static QByteArray unescape(const char *begin, const char *end);
    static QString text(const JsonValue &v); // of a string (unquoted) or a number literal
    static bool keyIs(const JsonValue &key, const char *name);

private:
    void skipSpace()
    {
        while (m_p < m_end && (*m_p == ' ' || *m_p == '\n' || *m_p == '\r' || *m_p == '\t'))
            ++m_p;
    }
    bool literal(const char *word, std::size_t n);
    bool scalar(JsonValue *v);
    bool digits();
    bool number(JsonValue *v);
    bool string(JsonValue *v);
    void skipPlain();
    bool escape();
    bool hex(const char *p) const;
    bool utf8(unsigned char lead);

    const char *m_p;
    const char *m_end;
};

} // namespace paydesk
