#include "ServiceConfig.h"

#include <QCoreApplication>
#include <QHostAddress>

namespace paydesk {

namespace {
struct TrServiceConfig
{
    Q_DECLARE_TR_FUNCTIONS(ServiceConfig)
};
} // namespace

bool ServiceConfig::hasSandboxChains(const QUrl &service)
{
    return service.isValid() && isLoopbackHost(service.host());
}

bool ServiceConfig::isLoopbackHost(const QString &host)
{
    if (host.compare(u"localhost", Qt::CaseInsensitive) == 0)
        return true;
    const QHostAddress a(host);
    return !a.isNull() && a.isLoopback();
}

bool ServiceConfig::validateBaseUrl(const QUrl &url, QString *error)
{
    auto fail = [error](const QString &why) {
        if (error)
            *error = why;
        return false;
    };
    if (!url.isValid() || url.host().isEmpty())
        return fail(TrServiceConfig::tr("The service address is not a valid URL. Enter it as "
                                        "https://api.example.com"));
    if (!url.userInfo().isEmpty())
        return fail(
            TrServiceConfig::tr("Do not put a user name or password in the service address; "
                                "the API key is sent separately."));
    if (url.scheme() == u"https")
        return true;
    if (url.scheme() == u"http") {
        if (isLoopbackHost(url.host()))
            return true;
        return fail(TrServiceConfig::tr(
            "The service address uses http:// on a remote host: the API key and "
            "payments would travel unencrypted. Use https:// (http:// is allowed "
            "only for this computer, e.g. the built-in sandbox)."));
    }
    return fail(TrServiceConfig::tr("The service address must start with https://"));
}

} // namespace paydesk
