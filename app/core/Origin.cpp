#include "Origin.h"

namespace paydesk {

QString Origin::of(const QUrl &url)
{
    const QString scheme = url.scheme().toLower();
    return QStringLiteral("%1://%2:%3")
        .arg(scheme, url.host().toLower())
        .arg(url.port(scheme == u"https" ? 443 : 80));
}

} // namespace paydesk
