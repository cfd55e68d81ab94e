#pragma once

// Shared by the fault tests: the sandbox service in this process with its state file in a
// temporary folder, and a read-only view of its ledger tables.
#include "core/Base58.h"
#include "util/TestSandbox.h"

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

// The one test sandbox (tests/util/TestSandbox.h) with its state in a file, so that the ledger
// can be read back afterwards, and a key of the fault tests' own.
class FaultSandbox : public paydesk::testing::TestSandbox
{
public:
    bool start(int slotMs, QString *error)
    {
        paydesk::sandbox::SandboxOptions o;
        o.keys.append({QString::fromLatin1(kApiKey), QStringLiteral("enterprise"), 1000000, {}});
        o.slotMs = slotMs;
        o.statePath = statePath();
        return TestSandbox::start(std::move(o), error);
    }

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
};

} // namespace faultkit
