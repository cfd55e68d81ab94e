#pragma once

// The sandbox's administration endpoints (faults, slots, balances), called the way every test
// fixture needs them: synchronously, with an admin key, the JSON body parsed.
#include <QJsonDocument>
#include <QJsonObject>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QSignalSpy>
#include <QUrl>

namespace paydesk::testing {

class SandboxAdmin
{
public:
    SandboxAdmin(QUrl base, QByteArray key) : m_base(std::move(base)), m_key(std::move(key)) {}

    void setBase(const QUrl &base) { m_base = base; }

    // GET (method "GET") or POST `body` to `path`; the parsed body, empty when there is none.
    // `status` receives the HTTP status. A request the sandbox never answers ends the test run.
    QJsonObject request(const QByteArray &method, const QString &path, const QJsonObject &body = {},
                        int *status = nullptr)
    {
        QNetworkRequest req(QUrl(m_base.toString() + path));
        req.setRawHeader("Authorization", "Bearer " + m_key);
        req.setHeader(QNetworkRequest::ContentTypeHeader, QByteArrayLiteral("application/json"));
        QNetworkReply *reply =
            method == "GET" ? m_nam.get(req)
                            : m_nam.post(req, QJsonDocument(body).toJson(QJsonDocument::Compact));
        QSignalSpy spy(reply, &QNetworkReply::finished);
        if (!reply->isFinished() && !spy.wait(20000))
            qFatal("admin request %s timed out", qPrintable(path));
        if (status)
            *status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
        const QJsonObject o = QJsonDocument::fromJson(reply->readAll()).object();
        reply->deleteLater();
        return o;
    }

    // Sets the fault injection; the sandbox's resulting fault configuration.
    QJsonObject faults(const QJsonObject &config)
    {
        return request("POST", QStringLiteral("/sandbox/faults"), config)
            .value(QStringLiteral("faults"))
            .toObject();
    }
    // What the faults injected so far, by kind.
    QJsonObject injected()
    {
        return request("GET", QStringLiteral("/sandbox/faults"))
            .value(QStringLiteral("faults"))
            .toObject()
            .value(QStringLiteral("injected"))
            .toObject();
    }
    // Moves the sandbox chain `slots` slots on.
    void advance(int slots)
    {
        request("POST", QStringLiteral("/sandbox/slots"), {{QStringLiteral("count"), slots}});
    }
    // A wallet's balance as exact decimal text.
    QString balance(const QString &address)
    {
        const QJsonObject o = request("GET", QStringLiteral("/sandbox/balance/") + address);
        const QJsonValue v = o.value(QStringLiteral("balance"));
        return v.isString() ? v.toString() : QString::number(v.toDouble(), 'f', 9);
    }

private:
    QUrl m_base;
    QByteArray m_key;
    QNetworkAccessManager m_nam;
};

} // namespace paydesk::testing
