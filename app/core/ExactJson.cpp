#include "ExactJson.h"

#include <QJsonDocument>
#include <vector>

namespace paydesk {

namespace {

std::string escapePointerToken(const std::string &t)
{
    std::string out;
    for (char c : t) {
        if (c == '~')
            out += "~0";
        else if (c == '/')
            out += "~1";
        else
            out += c;
    }
    return out;
}

// SAX handler that builds the DOM through nlohmann's own DOM builder, replacing float literals
// by their source text and tracking the pointer of the current value.
class ExactSax
{
public:
    using json = nlohmann::json;
    explicit ExactSax(ExactJson &out) : m_out(out), m_dom(out.value, false) {}

    bool null() { return step() && m_dom.null(); }
    bool boolean(bool v) { return step() && m_dom.boolean(v); }
    bool number_integer(json::number_integer_t v) { return step() && m_dom.number_integer(v); }
    bool number_unsigned(json::number_unsigned_t v) { return step() && m_dom.number_unsigned(v); }
    bool number_float(json::number_float_t, const std::string &text)
    {
        if (!step())
            return false;
        m_out.numberPaths.insert(currentPointer());
        std::string copy = text;
        return m_dom.string(copy);
    }
    bool string(std::string &v) { return step() && m_dom.string(v); }
    bool binary(json::binary_t &v) { return step() && m_dom.binary(v); }
    bool start_object(std::size_t n)
    {
        if (!step() || m_stack.size() >= 64)
            return false;
        m_stack.push_back({true, 0, {}, {}});
        return m_dom.start_object(n);
    }
    bool key(std::string &k)
    {
        Frame &f = m_stack.back();
        f.key = k;
        // A repeated key replaces the earlier value (the last one wins, as in nlohmann's DOM):
        // forget the number paths recorded inside that value, or a string given later under the
        // same key would pass for a number literal (tests/fuzz/regressions).
        if (!f.keys.insert(k).second && !m_out.numberPaths.empty())
            forgetPathsUnder(currentPointer());
        return m_dom.key(k);
    }
    bool end_object()
    {
        m_stack.pop_back();
        return m_dom.end_object();
    }
    bool start_array(std::size_t n)
    {
        if (!step() || m_stack.size() >= 64)
            return false;
        m_stack.push_back({false, 0, {}, {}});
        return m_dom.start_array(n);
    }
    bool end_array()
    {
        m_stack.pop_back();
        return m_dom.end_array();
    }
    bool parse_error(std::size_t pos, const std::string &tok, const nlohmann::detail::exception &e)
    {
        m_error = e.what();
        (void)pos;
        (void)tok;
        return false;
    }
    std::string error() const { return m_error; }

private:
    struct Frame
    {
        bool object;
        std::size_t index;
        std::string key;
        std::unordered_set<std::string> keys; // keys seen so far in this object
    };
    void forgetPathsUnder(const std::string &pointer)
    {
        std::erase_if(m_out.numberPaths, [&pointer](const std::string &path) {
            return path.compare(0, pointer.size(), pointer) == 0 &&
                   (path.size() == pointer.size() || path[pointer.size()] == '/');
        });
    }
    // Called before each value: advances array indexes.
    bool step()
    {
        if (!m_stack.empty() && !m_stack.back().object)
            ++m_stack.back().index;
        return true;
    }
    std::string currentPointer() const
    {
        std::string p;
        for (const Frame &f : m_stack) {
            p += '/';
            p += f.object ? escapePointerToken(f.key) : std::to_string(f.index - 1);
        }
        return p;
    }

    ExactJson &m_out;
    nlohmann::detail::json_sax_dom_parser<json> m_dom;
    std::vector<Frame> m_stack;
    std::string m_error;
};

} // namespace

std::optional<ExactJson> ExactJson::parse(const QByteArray &bytes, QString *error)
{
    // nlohmann's lexer reads a NUL byte as the end of the input, so `{...}\0anything` would pass
    // here while every other reader (simdjson, Qt) refuses it. JSON has no place for a raw NUL
    // (RFC 8259: not white space, and control characters inside strings must be escaped).
    if (bytes.contains('\0')) {
        if (error)
            *error = QStringLiteral("a NUL byte in JSON text");
        return std::nullopt;
    }
    ExactJson out;
    ExactSax sax(out);
    bool ok = false;
    try {
        ok = nlohmann::json::sax_parse(bytes.constBegin(), bytes.constEnd(), &sax);
    } catch (const std::exception &e) {
        if (error)
            *error = QString::fromUtf8(e.what());
        return std::nullopt;
    }
    if (!ok) {
        if (error)
            *error = sax.error().empty() ? QStringLiteral("JSON nested too deeply")
                                         : QString::fromStdString(sax.error());
        return std::nullopt;
    }
    return out;
}

QJsonObject ExactJson::toQt(const nlohmann::json &object)
{
    if (!object.is_object())
        return {};
    // Through text: Qt's parser builds the object in one pass, several times faster than a key
    // by key insert. Same values: integers that fit stay integers, anything else becomes a
    // double, as a key by key conversion would.
    const std::string text = object.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
    return QJsonDocument::fromJson(QByteArray::fromStdString(text)).object();
}

void JsonObjectWriter::key(const char *k)
{
    if (m_body.size() > 1)
        m_body += ',';
    m_body += QByteArray::fromStdString(nlohmann::json(k).dump());
    m_body += ':';
}

JsonObjectWriter &JsonObjectWriter::string(const char *k, const QString &value)
{
    key(k);
    m_body += QByteArray::fromStdString(nlohmann::json(value.toStdString()).dump());
    return *this;
}

JsonObjectWriter &JsonObjectWriter::rawNumber(const char *k, const QString &decimalText)
{
    key(k);
    m_body += decimalText.toLatin1();
    return *this;
}

JsonObjectWriter &JsonObjectWriter::integer(const char *k, long long value)
{
    key(k);
    m_body += QByteArray::number(value);
    return *this;
}

JsonObjectWriter &JsonObjectWriter::boolean(const char *k, bool value)
{
    key(k);
    m_body += value ? "true" : "false";
    return *this;
}

JsonObjectWriter &JsonObjectWriter::json(const char *k, const nlohmann::json &value)
{
    key(k);
    m_body += QByteArray::fromStdString(value.dump());
    return *this;
}

} // namespace paydesk
