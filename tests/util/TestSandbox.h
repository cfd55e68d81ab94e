#pragma once

// The one sandbox fixture of the tests: the built-in payment service (SandboxServer) on a free
// loopback port inside the test process, a temporary folder for its state file, and its
// administration endpoints with an admin key it always accepts. The API, GUI, fault, local-mode
// and sandbox tests each add what they need on top (a client side, an AppContext, the ledger
// read back), never a second way to start the service.
#include "core/Amount.h"
#include "sandbox/SandboxServer.h"
#include "util/SandboxAdmin.h"

#include <QTemporaryDir>
#include <QTest>
#include <memory>

namespace paydesk::testing {

class TestSandbox
{
public:
    // Accepted by every fixture's sandbox (premium plan, a high limit): the admin endpoints.
    static inline const QByteArray kAdminKey = "sk_test_admin_0123456789";

    TestSandbox() = default;
    TestSandbox(const TestSandbox &) = delete;
    TestSandbox &operator=(const TestSandbox &) = delete;

    // Starts the service with `options` plus the admin key, without request logs; false with
    // `error` when it cannot listen. Set options.statePath to statePath() to keep its state in
    // a file (read back by the fault tests, kept across a restart of the service).
    bool start(sandbox::SandboxOptions options, QString *error = nullptr)
    {
        options.logRequests = false;
        m_options = options;
        options.keys.append(
            {QString::fromLatin1(kAdminKey), QStringLiteral("premium"), 100000, {}});
        m_server = std::make_unique<sandbox::SandboxServer>(std::move(options));
        QString why;
        if (!m_server->start(&why)) {
            if (error)
                *error = why;
            return false;
        }
        m_admin.setBase(url());
        return true;
    }
    // start(), ending the test run when the service cannot start (nothing can be tested then).
    void startOrDie(sandbox::SandboxOptions options)
    {
        QString error;
        if (!start(std::move(options), &error))
            qFatal("sandbox did not start: %s", qPrintable(error));
    }

    // Stops the service and starts it again on the same port with the same options (its state
    // file too, when it has one): what clients see when a service restarts.
    bool restart(QString *error = nullptr)
    {
        sandbox::SandboxOptions options = m_options;
        options.port = quint16(url().port());
        options.anyPortIfTaken = false;
        m_server.reset();
        return start(std::move(options), error);
    }
    // Stops the service; restart() brings it back.
    void stopForNow() { m_server->stop(); }

    sandbox::SandboxServer &server() { return *m_server; }
    QUrl url() const { return m_server->baseUrl(); }
    QUrl rpcUrl() const
    {
        QUrl u = url();
        u.setPath(QStringLiteral("/rpc"));
        return u;
    }
    QString statePath() const { return m_dir.filePath(QStringLiteral("sandbox.sqlite")); }
    QString folder() const { return m_dir.path(); }

    // The admin endpoints (tests/util/SandboxAdmin.h).
    QJsonObject admin(const QByteArray &method, const QString &path, const QJsonObject &body = {},
                      int *status = nullptr)
    {
        return m_admin.request(method, path, body, status);
    }
    QJsonObject faults(const QJsonObject &config) { return m_admin.faults(config); }
    QJsonObject injected() { return m_admin.injected(); }
    void advance(int slots) { m_admin.advance(slots); }
    QString balance(const QString &address) { return m_admin.balance(address); }
    // A hosted (custodial) wallet holding `amount` SOL.
    QString createWallet(const QString &amount = QStringLiteral("10"))
    {
        return m_server->createCustodialWallet(*Amount::parse(amount, 9));
    }

private:
    QTemporaryDir m_dir;
    std::unique_ptr<sandbox::SandboxServer> m_server;
    sandbox::SandboxOptions m_options;
    SandboxAdmin m_admin{QUrl(), kAdminKey};
};

} // namespace paydesk::testing
