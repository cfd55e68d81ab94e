#pragma once

// Shared by the fault tests: the sandbox service in this process with its state file in a
// temporary folder (so that the ledger can be read back afterwards), its admin endpoints, and a
// read-only view of its ledger tables.
#include "core/Base58.h"
#include "sandbox/SandboxServer.h"
#include "util/SandboxAdmin.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QSignalSpy>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QUuid>
#include <memory>

namespace faultkit {

inline constexpr const char *kApiKey = "sk_test_faults_0123456789";

class FaultSandbox
{
public:
    bool start(int slotMs, QString *error)
    {
        paydesk::sandbox::SandboxOptions o;
        o.keys.append({QString::fromLatin1(kApiKey), QStringLiteral("enterprise"), 1000000, {}});
        o.logRequests = false;
        o.slotMs = slotMs;
        o.statePath = statePath();
        server = std::make_unique<paydesk::sandbox::SandboxServer>(o);
        if (!server->start(error))
            return false;
        m_admin.setBase(url());
        return true;
    }
    QString statePath() const { return m_dir.filePath(QStringLiteral("sandbox.sqlite")); }
    QUrl url() const { return server->baseUrl(); }
    QUrl rpcUrl() const
    {
        QUrl u = url();
        u.setPath(QStringLiteral("/rpc"));
        return u;
    }

    // An admin request (never affected by faults); the parsed body, empty on failure.
    QJsonObject admin(const QByteArray &method, const QString &path, const QJsonObject &body = {})
    {
        return m_admin.request(method, path, body);
    }
    QJsonObject faults(const QJsonObject &config) { return m_admin.faults(config); }
    QJsonObject injected() { return m_admin.injected(); }

    // The ledger's transactions (base58 signature -> fee and error), read from the state file.
    struct LedgerTx
    {
        qint64 fee = 0;
        QString err;
    };
    QMap<QString, LedgerTx> ledgerTransactions() const
    {
        QMap<QString, LedgerTx> out;
        const QString name = QUuid::createUuid().toString();
        {
            QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
            db.setDatabaseName(statePath());
            db.setConnectOptions(QStringLiteral("QSQLITE_OPEN_READONLY"));
            if (db.open()) {
                QSqlQuery q(db);
                q.exec(QStringLiteral("SELECT signature, fee, err FROM transactions"));
                while (q.next())
                    out.insert(
                        QString::fromLatin1(paydesk::base58::encode(q.value(0).toByteArray())),
                        {q.value(1).toLongLong(),
                         q.value(2).toString() == u"null" ? QString() : q.value(2).toString()});
            }
        }
        QSqlDatabase::removeDatabase(name);
        return out;
    }
    // The hosted payment records (id -> record JSON) from the state file.
    QMap<QString, QJsonObject> paymentRecords() const
    {
        QMap<QString, QJsonObject> out;
        const QString name = QUuid::createUuid().toString();
        {
            QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
            db.setDatabaseName(statePath());
            db.setConnectOptions(QStringLiteral("QSQLITE_OPEN_READONLY"));
            if (db.open()) {
                QSqlQuery q(db);
                q.exec(QStringLiteral("SELECT id, record FROM payments"));
                while (q.next())
                    out.insert(q.value(0).toString(),
                               QJsonDocument::fromJson(q.value(1).toByteArray()).object());
            }
        }
        QSqlDatabase::removeDatabase(name);
        return out;
    }

    std::unique_ptr<paydesk::sandbox::SandboxServer> server;

private:
    QTemporaryDir m_dir;
    paydesk::testing::SandboxAdmin m_admin{QUrl(), kApiKey};
};

} // namespace faultkit
