#pragma once

// A real sandbox service on a loopback port inside the test process, plus helpers for its
// administration endpoints. Shared by the client and CLI tests.
#include "core/Address.h"
#include "core/Amount.h"
#include "sandbox/SandboxServer.h"
#include "solana/Ed25519.h"

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
    }

    QUrl url() const { return server->baseUrl(); }

    // POST/GET to the sandbox with the admin key; returns the parsed JSON body.
    QJsonObject admin(const QByteArray &method, const QString &path, const QJsonObject &body = {},
                      int *status = nullptr)
    {
        QNetworkRequest req(QUrl(url().toString() + path));
        req.setRawHeader("Authorization", "Bearer " + kAdminKey);
        req.setHeader(QNetworkRequest::ContentTypeHeader, QByteArrayLiteral("application/json"));
        QNetworkReply *reply =
            method == "GET" ? nam.get(req)
                            : nam.post(req, QJsonDocument(body).toJson(QJsonDocument::Compact));
        QSignalSpy spy(reply, &QNetworkReply::finished);
        if (!reply->isFinished() && !spy.wait(20000))
            qFatal("admin request %s timed out", qPrintable(path));
        if (status)
            *status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
        const QJsonObject o = QJsonDocument::fromJson(reply->readAll()).object();
        reply->deleteLater();
        return o;
    }

    QString createWallet(const QString &amount = QStringLiteral("10"))
    {
        return server->createCustodialWallet(*Amount::parse(amount, 9));
    }
    void faults(const QJsonObject &config)
    {
        admin("POST", QStringLiteral("/sandbox/faults"), config);
    }
    void advance(int slots)
    {
        admin("POST", QStringLiteral("/sandbox/slots"), {{QStringLiteral("count"), slots}});
    }
    QString balance(const QString &address)
    {
        const QJsonObject o = admin("GET", QStringLiteral("/sandbox/balance/") + address);
        const QJsonValue v = o.value(QStringLiteral("balance"));
        return v.isString() ? v.toString() : QString::number(v.toDouble(), 'f', 9);
    }
    static QString freshAddress()
    {
        return Address::fromSolanaKey(solana::generateKeypair().publicKey)->toString();
    }

    QNetworkAccessManager nam;
    std::unique_ptr<sandbox::SandboxServer> server;
};

// Waits for an ApiReply (or any QObject with finished()) to finish.
template <typename R> R *waitFor(R *reply, int ms = 30000)
{
    if (!reply->isFinished()) {
        QSignalSpy spy(reply, &R::finished);
        if (!spy.wait(ms))
            qFatal("reply did not finish in %d ms", ms);
    }
    return reply;
}

} // namespace paydesk::testing
