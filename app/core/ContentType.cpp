#include "ContentType.h"

#include <QStringDecoder>

namespace paydesk {

bool ContentType::isJson(const QString &contentType)
{
    const QString t = contentType.section(u';', 0, 0).trimmed().toLower();
    return t == u"application/json" || t.endsWith(u"+json");
}

bool ContentType::isText(const QString &contentType, const QByteArray &body)
{
    const QString t = contentType.section(u';', 0, 0).trimmed().toLower();
    if (t.startsWith(u"text/") || isJson(t) || t == u"application/xml" || t.endsWith(u"+xml") ||
        t == u"application/javascript")
        return true;
    if (!t.isEmpty() || body.contains('\0'))
        return false;
    QStringDecoder utf8(QStringDecoder::Utf8);
    const QString decoded = utf8(body);
    Q_UNUSED(decoded);
    return !utf8.hasError();
}

} // namespace paydesk
