#pragma once

#include <QByteArray>
#include <QString>

namespace paydesk {

// What a fetched resource's Content-Type says of it, the same for `paydesk-cli fetch` and the
// agents' faces (MCP, proxy): JSON, or text a terminal or a JSON string can carry as it is.
class ContentType
{
public:
    // application/json or any +json type (parameters after ';' ignored).
    static bool isJson(const QString &contentType);
    // text/*, JSON, XML or JavaScript; with no type given, a body that is valid UTF-8 without
    // NUL bytes.
    static bool isText(const QString &contentType, const QByteArray &body);
};

} // namespace paydesk
