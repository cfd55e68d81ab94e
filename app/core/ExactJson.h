#pragma once

#include <QByteArray>
#include <QJsonObject>
#include <QString>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <unordered_set>

namespace paydesk {

// JSON parsing that keeps every non-integer number exactly as written. nlohmann (like every
// JSON library) turns 0.1 into a double; money must never pass through one. A parse with
// ExactJson stores each non-integer number literal as a *string* holding its original text, and
// records the JSON pointer of each such value in `numberPaths`, so a strict reader can still
// tell that it was a number. Integer literals stay integers (they are exact).
struct ExactJson
{
    nlohmann::json value;
    std::unordered_set<std::string> numberPaths; // e.g. "/amount", "/payments/3/fee"

    // nullopt on malformed input (with a short reason in `error`); depth is limited to 64.
    static std::optional<ExactJson> parse(const QByteArray &bytes, QString *error = nullptr);
    bool isNumberAt(const std::string &pointer) const { return numberPaths.count(pointer) > 0; }

    // A JSON object as Qt holds it (an empty one for anything else): integers that fit stay
    // integers, other numbers become doubles, so parse with ExactJson first to keep them exact
    // (they are strings there).
    static QJsonObject toQt(const nlohmann::json &object);
};

// Builds a JSON object text with some values written verbatim (exact decimal numbers).
// nlohmann cannot emit a number it does not hold as a double, so request bodies are assembled
// key by key: strings and objects through nlohmann, amounts as their exact decimal text.
class JsonObjectWriter
{
public:
    JsonObjectWriter &string(const char *key, const QString &value);
    JsonObjectWriter &rawNumber(const char *key, const QString &decimalText);
    JsonObjectWriter &integer(const char *key, long long value);
    JsonObjectWriter &boolean(const char *key, bool value);
    JsonObjectWriter &json(const char *key, const nlohmann::json &value);
    QByteArray finish() const { return m_body + '}'; }

private:
    void key(const char *key);
    QByteArray m_body = "{";
};

} // namespace paydesk
