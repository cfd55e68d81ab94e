#include "SandboxListener.h"

#include "SandboxOptions.h"

#include <QCoreApplication>
#include <QFile>
#include <QSslCertificate>
#include <QSslConfiguration>
#include <QSslKey>
#include <QSslServer>
#include <QTcpServer>
#include <memory>

namespace paydesk::sandbox {

namespace {
struct TrSandboxListener
{
    Q_DECLARE_TR_FUNCTIONS(paydesk::sandbox::SandboxListener)
};

QByteArray readAll(const QString &path, QString *error)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = TrSandboxListener::tr("Cannot read %1: %2.").arg(path, file.errorString());
        return {};
    }
    return file.readAll();
}

// The TLS server, or null with the reason: the chain's first certificate is the server's own.
std::unique_ptr<QTcpServer> tlsServer(const SandboxOptions &options, QString *error)
{
    const QByteArray certText = readAll(options.tlsCertificate, error);
    if (certText.isEmpty())
        return nullptr;
    const QByteArray keyText = readAll(options.tlsKey, error);
    if (keyText.isEmpty())
        return nullptr;
    const QList<QSslCertificate> chain = QSslCertificate::fromData(certText, QSsl::Pem);
    if (chain.isEmpty()) {
        *error = TrSandboxListener::tr("%1 holds no PEM certificate.").arg(options.tlsCertificate);
        return nullptr;
    }
    QSslKey key(keyText, QSsl::Rsa, QSsl::Pem);
    if (key.isNull())
        key = QSslKey(keyText, QSsl::Ec, QSsl::Pem);
    if (key.isNull()) {
        *error = TrSandboxListener::tr("%1 holds no unencrypted PEM private key (RSA or EC).")
                     .arg(options.tlsKey);
        return nullptr;
    }
    QSslConfiguration config = QSslConfiguration::defaultConfiguration();
    config.setLocalCertificate(chain.first());
    if (chain.size() > 1)
        config.setLocalCertificateChain(chain);
    config.setPrivateKey(key);
    config.setPeerVerifyMode(QSslSocket::VerifyNone); // clients bring no certificate
    auto server = std::make_unique<QSslServer>();
    server->setSslConfiguration(config);
    return server;
}
} // namespace

QString SandboxListener::scheme(const SandboxOptions &options)
{
    return options.tlsCertificate.isEmpty() ? QStringLiteral("http") : QStringLiteral("https");
}

QTcpServer *SandboxListener::open(const SandboxOptions &options, QString *error)
{
    std::unique_ptr<QTcpServer> server;
    if (options.tlsCertificate.isEmpty()) {
        server = std::make_unique<QTcpServer>();
    } else if (!QSslSocket::supportsSsl()) {
        *error = TrSandboxListener::tr("This Qt has no TLS backend, so --tls-cert cannot be "
                                       "served. Install OpenSSL (libssl3) and try again.");
        return nullptr;
    } else if (server = tlsServer(options, error); !server) {
        return nullptr;
    }
    const bool listening =
        server->listen(options.host, options.port) ||
        (options.anyPortIfTaken && options.port != 0 && server->listen(options.host, 0));
    if (!listening) {
        *error = TrSandboxListener::tr("Cannot listen on %1 port %2: %3")
                     .arg(options.host.toString())
                     .arg(options.port)
                     .arg(server->errorString());
        return nullptr;
    }
    return server.release();
}

} // namespace paydesk::sandbox
