#pragma once

// The one test sandbox (tests/util/TestSandbox.h, its state in a file), and an AppContext of the
// desktop app talking to it over HTTP, with its data, settings and keychain service in a
// temporary folder. Shared by the GUI and model tests.
#include "AppContext.h"
#include "core/Amount.h"
#include "util/TestSandbox.h"
#include "widgets/MessageBox.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QNetworkReply>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <memory>

namespace paydesk::testing {

inline const QString kGuiAdminKey = QString::fromLatin1(TestSandbox::kAdminKey);
inline const QString kGuiUserKey = QStringLiteral("sk_test_gui_user_42");
inline const QString kGuiLocalOnlyKey = QStringLiteral("sk_test_gui_local_only");

class GuiHarness : public TestSandbox
{
public:
    explicit GuiHarness(QList<sandbox::ApiKeySpec> extraKeys = {}, int slotMs = 50)
    {
        sandbox::SandboxOptions o;
        o.slotMs = slotMs;
        o.statePath = statePath();
        o.keys.append({kGuiUserKey, QStringLiteral("premium"), 100000, {}});
        o.keys.append({kGuiLocalOnlyKey, QStringLiteral("standard"), 100, QStringLiteral("local")});
        o.keys.append(extraKeys);
        startOrDie(std::move(o));
        context = makeContext();
        wallet = createWallet(QStringLiteral("20"), QStringLiteral("Test wallet"));
        shop = createWallet(QStringLiteral("1"), QStringLiteral("Test shop"));
        context->wallets()->setDefaultRow(context->wallets()->rowOf(wallet));
    }
    ~GuiHarness()
    {
        context.reset();                  // before the service it talks to
        ui::MessageBox::takeNextAnswer(); // no test answer leaks into the next test
    }

    // A context over the same data folder and settings (what a restart of the app would see).
    std::unique_ptr<AppContext> makeContext(const QString &key = kGuiUserKey)
    {
        AppContextOptions options;
        options.dataDir = dir.filePath(QStringLiteral("data"));
        options.settingsFile = dir.filePath(QStringLiteral("settings.ini"));
        options.keychainService = QStringLiteral("PaydeskGuiTest");
        auto c = std::make_unique<AppContext>(options);
        QString error;
        if (!c->open(&error))
            qFatal("context did not open: %s", qPrintable(error));
        c->useLocalService(nullptr, url(), SecureBytes::copyOf(key.toUtf8()));
        return c;
    }

    QString createWallet(const QString &amount, const QString &label)
    {
        const QString address = TestSandbox::createWallet(amount);
        if (context)
            context->wallets()->addWallet(address, label);
        return address;
    }

    void useKey(const QString &key)
    {
        context->client()->setApiKey(SecureBytes::copyOf(key.toUtf8()));
    }

    // A hosted payment made directly through the client (not the GUI); returns its result.
    SendPaymentResult pay(const QString &from, const QString &to, const QString &amount)
    {
        SendPaymentReply *r =
            context->client()->sendPayment(SendPaymentRequest{from, to, amount, {}, {}, {}, {}});
        QSignalSpy spy(r, &ApiReply::finished);
        if (!r->isFinished() && !spy.wait(20000))
            qFatal("payment timed out");
        if (!r->ok())
            qFatal("payment failed: %s", qPrintable(r->error().userText()));
        const SendPaymentResult result = r->result();
        r->deleteLater();
        return result;
    }

    QTemporaryDir dir; // the app's data and settings
    QNetworkAccessManager nam;
    std::unique_ptr<AppContext> context;
    QString wallet;
    QString shop;
};

} // namespace paydesk::testing
