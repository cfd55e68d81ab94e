#include "ExtraCertificates.h"

#include <QCoreApplication>
#include <QFile>
#include <QSslCertificate>
#include <QSslConfiguration>

namespace paydesk {

namespace {
struct TrExtraCertificates
{
    Q_DECLARE_TR_FUNCTIONS(paydesk::ExtraCertificates)
};
} // namespace

QString ExtraCertificates::advice()
{
    return TrExtraCertificates::tr("If the server's certificate comes from an authority you "
                                   "trust that this system does not, name its PEM file in %1.")
        .arg(QLatin1String(kVariable));
}

QString ExtraCertificates::withAdvice(const QString &message, QNetworkReply::NetworkError error)
{
    return error == QNetworkReply::SslHandshakeFailedError ? message + u' ' + advice() : message;
}

int ExtraCertificates::install(QString *problem)
{
    const QString path = qEnvironmentVariable(kVariable);
    if (path.isEmpty())
        return 0;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *problem = TrExtraCertificates::tr("%1 names %2, which cannot be read (%3). Fix the path "
                                           "or unset the variable; only the system's certificate "
                                           "authorities are trusted meanwhile.")
                       .arg(QLatin1String(kVariable), path, file.errorString());
        return -1;
    }
    const QList<QSslCertificate> found = QSslCertificate::fromData(file.readAll(), QSsl::Pem);
    if (found.isEmpty()) {
        *problem = TrExtraCertificates::tr("%1 names %2, which holds no PEM certificate (\"-----"
                                           "BEGIN CERTIFICATE-----\"). Only the system's "
                                           "certificate authorities are trusted meanwhile.")
                       .arg(QLatin1String(kVariable), path);
        return -1;
    }
    QSslConfiguration config = QSslConfiguration::defaultConfiguration();
    config.addCaCertificates(found);
    QSslConfiguration::setDefaultConfiguration(config);
    return int(found.size());
}

} // namespace paydesk
