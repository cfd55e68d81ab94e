#pragma once

// A real sandbox service on a loopback port inside the test process, plus helpers for its
// administration endpoints. Shared by the client and CLI tests.
#include "core/Address.h"
#include "core/Amount.h"
#include "sandbox/SandboxServer.h"
#include "solana/Ed25519.h"
#include "util/SandboxAdmin.h"
#include "util/Wait.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QSignalSpy>
#include <QTest>
#include <memory>

namespace paydesk::testing {

inline const QByteArray kAdminKey = "sk_test_admin_0123456789";

class SandboxFixture
{
public:
    explicit SandboxFixture(QList<sandbox::ApiKeySpec> extraKeys = {})
    {
        sandbox::SandboxOptions o;
        o.logRequests = false;
        o.slotMs = 50; // a fast chain keeps tests short
        o.keys.append({QString::fromLatin1(kAdminKey), QStringLiteral("premium"), 100000, {}});
        o.keys.append(extraKeys);
        server = std::make_unique<sandbox::SandboxServer>(o);
        QString error;
        if (!server->start(&error))
            qFatal("sandbox did not start: %s", qPrintable(error));
        m_admin.setBase(url());
    }

    QUrl url() const { return server->baseUrl(); }

    // POST/GET to the sandbox with the admin key; returns the parsed JSON body.
    QJsonObject admin(const QByteArray &method, const QString &path, const QJsonObject &body = {},
                      int *status = nullptr)
    {
        return m_admin.request(method, path, body, status);
    }

    QString createWallet(const QString &amount = QStringLiteral("10"))
    {
        return server->createCustodialWallet(*Amount::parse(amount, 9));
    }
    void faults(const QJsonObject &config) { m_admin.faults(config); }
    void advance(int slots) { m_admin.advance(slots); }
    QString balance(const QString &address) { return m_admin.balance(address); }
    static QString freshAddress()
    {
        return Address::fromSolanaKey(solana::generateKeypair().publicKey)->toString();
    }

    QNetworkAccessManager nam;
    std::unique_ptr<sandbox::SandboxServer> server;

private:
    SandboxAdmin m_admin{QUrl(), kAdminKey};
};

} // namespace paydesk::testing
