#pragma once

#include <QString>
#include <nlohmann/json.hpp>

namespace paydesk::x402 {

// The string at `key` of a JSON object, or "" when it is missing or not a string.
inline QString stringField(const nlohmann::json &j, const char *key)
{
    const auto it = j.find(key);
    return it != j.end() && it->is_string() ? QString::fromStdString(it->get<std::string>())
                                            : QString();
}

} // namespace paydesk::x402
