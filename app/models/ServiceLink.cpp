#include "ServiceLink.h"

namespace paydesk {

ServiceLink::ServiceLink(QObject *parent) : QObject(parent) {}

QString ServiceLink::profileOf(bool sandbox)
{
    return sandbox ? QStringLiteral("sandbox") : QStringLiteral("service");
}

void ServiceLink::set(const QUrl &url, bool sandbox)
{
    m_url = url;
    m_sandbox = sandbox;
    Q_EMIT changed();
}

} // namespace paydesk
