#pragma once

#include <QString>
#include <optional>

namespace paydesk {

// The decoders' one way to fail: says why in `*error` (when the caller asked) and returns no
// value. `return failWith<Message>(error, tr("message is truncated"));`
template <typename T> std::optional<T> failWith(QString *error, const QString &text)
{
    if (error)
        *error = text;
    return std::nullopt;
}

} // namespace paydesk
