#pragma once

#include <QObject>
#include <QPointer>

namespace paydesk {
class AppContext;
namespace sandbox {
class SandboxServer;
}
} // namespace paydesk

namespace paydesk::ui {

// The built-in sandbox of the first run: paydesk_sandbox started in this process on a loopback
// port, its state under <data folder>/sandbox, a freshly generated API key that never leaves the
// process except as the Authorization header, and funded demo wallets ("Demo wallet" and
// "Demo shop"). A new sandbox also gets a few sample payments, so every view has something to
// show. The session belongs to the AppContext once started.
class SandboxSession : public QObject
{
    Q_OBJECT
public:
    // Starts the sandbox and hands it to `context`. nullptr + reason when it cannot start.
    static SandboxSession *start(AppContext *context, QString *error);

    sandbox::SandboxServer *server() const { return m_server; }
    QString demoWallet() const { return m_demo; }
    QString shopWallet() const { return m_shop; }
    // A new custodial wallet funded with `amount` SOL, added to the wallet list.
    QString createWallet(const QString &label, const QString &amount);

Q_SIGNALS:
    void samplePaymentsDone();

private:
    explicit SandboxSession(AppContext *context);
    void ensureDemoWallets(bool fresh);
    void seedSamplePayments();
    void seedNext();

    AppContext *m_context;
    sandbox::SandboxServer *m_server = nullptr;
    QString m_demo;
    QString m_shop;
    size_t m_seedIndex = 0;
};

} // namespace paydesk::ui
