// Error paths through the real views, against a real sandbox: 401 (leads to the key settings),
// 403 (the plan), 429 (says when it retries; GETs wait and retry by themselves), the network
// down, and the settings' "Test key" explaining 401 / 403.
#include "GuiHarness.h"
#include "MainWindow.h"
#include "pages/HistoryPage.h"
#include "pages/SendForm.h"
#include "pages/SendPage.h"
#include "pages/SettingsPage.h"
#include "util/Widgets.h"
#include "widgets/ErrorPanel.h"
#include "widgets/FieldHint.h"
#include "widgets/ProgressPanel.h"
#include "widgets/ServiceSettingsBox.h"

#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRadioButton>

using namespace paydesk;
using namespace paydesk::testing;
using namespace paydesk::ui;

class TstGuiErrors : public QObject
{
    Q_OBJECT

    std::unique_ptr<GuiHarness> m_h;

    void sendFrom(SendPage *page, const QString &amount = QStringLiteral("0.1"))
    {
        QTest::keyClicks(child<SendForm>(page, "sendForm")->recipientEdit(), m_h->shop);
        QTest::keyClicks(child<SendForm>(page, "sendForm")->amountEdit(), amount);
        MessageBox::setNextAnswer(QMessageBox::Yes);
        QTest::mouseClick(child<QPushButton>(page, "reviewPayment"), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(child<ErrorPanel>(page, "errorPanel")->isVisibleTo(page), 20000);
    }

private Q_SLOTS:
    void init() { m_h = std::make_unique<GuiHarness>(); }
    void cleanup() { m_h.reset(); }

    void unauthorizedLeadsToKeySettings()
    {
        m_h->useKey(QStringLiteral("sk_test_wrong_key"));
        MainWindow window(ViewParts(m_h->context.get()));
        window.show();
        window.showPage(MainWindow::Page::Send);
        sendFrom(window.sendPage());
        ErrorPanel *panel = child<ErrorPanel>(window.sendPage(), "errorPanel");
        QCOMPARE(window.sendPage()->controller()->error().httpStatus(), 401);
        QVERIFY(panel->titleText().contains(QStringLiteral("API key")));
        QVERIFY(panel->text().contains(QStringLiteral("Settings")));
        QCOMPARE(window.sendPage()->controller()->outcome(), SendController::Outcome::Refused);
        auto *button = panel->findChild<QPushButton *>();
        QVERIFY(button && button->isVisibleTo(panel));
        QCOMPARE(button->text(), QStringLiteral("Open key settings"));
        QTest::mouseClick(button, Qt::LeftButton);
        QCOMPARE(window.currentPage(), MainWindow::Page::Settings);
    }

    void forbiddenExplainsThePlan()
    {
        m_h->useKey(kGuiLocalOnlyKey);
        ui::HistoryPage page(ViewParts(m_h->context.get()).history());
        page.refresh();
        QTRY_VERIFY_WITH_TIMEOUT(child<ErrorPanel>(&page, "errorPanel")->isVisibleTo(&page), 20000);
        QCOMPARE(page.controller()->lastError().httpStatus(), 403);
        QVERIFY(child<ErrorPanel>(&page, "errorPanel")->text().contains(QStringLiteral("plan")));
        QCOMPARE(child<ErrorPanel>(&page, "errorPanel")->findChild<QPushButton *>()->text(),
                 QStringLiteral("Open key settings"));
    }

    void rateLimitSaysWhenItRetries()
    {
        // A payment is never resent: the 429 is shown with its wait.
        m_h->faults({{QStringLiteral("rateLimitStorm"), 1},
                     {QStringLiteral("pathPrefix"), QStringLiteral("/payment/send")}});
        SendPage page(ViewParts(m_h->context.get()).send());
        sendFrom(&page);
        QCOMPARE(page.controller()->error().code(), QStringLiteral("RATE_LIMIT"));
        QCOMPARE(page.controller()->outcome(), SendController::Outcome::Refused);
        QVERIFY2(child<ErrorPanel>(&page, "errorPanel")
                     ->text()
                     .contains(QStringLiteral("try again in 1 s")),
                 qPrintable(child<ErrorPanel>(&page, "errorPanel")->text()));

        // A read waits and retries by itself, and says so meanwhile.
        m_h->faults({{QStringLiteral("rateLimitStorm"), 1},
                     {QStringLiteral("pathPrefix"), QStringLiteral("/payment/history")}});
        ui::HistoryPage history(ViewParts(m_h->context.get()).history());
        QSignalSpy waiting(history.controller(), &HistoryController::waiting);
        history.refresh();
        QTRY_VERIFY_WITH_TIMEOUT(waiting.count() >= 1, 10000);
        QTRY_VERIFY_WITH_TIMEOUT(!history.controller()->isBusy(), 20000);
        QVERIFY(!child<ErrorPanel>(&history, "errorPanel")->isVisibleTo(&history));
        QVERIFY(history.controller()->lastError().kind() == ApiError::Kind::None);
    }

    void networkDown()
    {
        m_h->server().stop();
        SendPage page(ViewParts(m_h->context.get()).send());
        sendFrom(&page);
        QCOMPARE(page.controller()->error().kind(), ApiError::Kind::Network);
        QVERIFY(child<ErrorPanel>(&page, "errorPanel")
                    ->titleText()
                    .contains(QStringLiteral("could not reach")));
        QVERIFY(
            child<ErrorPanel>(&page, "errorPanel")->text().contains(QStringLiteral("connection")));
        // Nothing reached the service: a plain refusal, the form is usable again.
        QCOMPARE(page.controller()->outcome(), SendController::Outcome::Refused);
        QVERIFY(child<QPushButton>(&page, "reviewPayment")->isEnabled());
    }

    void longWaitCanBeCancelled()
    {
        m_h->faults({{QStringLiteral("latencyMs"), 5000},
                     {QStringLiteral("pathPrefix"), QStringLiteral("/payment/history")}});
        ui::HistoryPage page(ViewParts(m_h->context.get()).history());
        page.show();
        page.refresh();
        QVERIFY(page.controller()->isBusy());
        auto *progress = page.findChild<ProgressPanel *>();
        QVERIFY(progress->isVisible());
        QTest::mouseClick(progress->cancelButton(), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(!page.controller()->isBusy(), 2000);
        QVERIFY(!progress->isVisible());
        QVERIFY(!child<ErrorPanel>(&page, "errorPanel")->isVisible()); // a cancel is not an error
    }

    void testKeyExplains401And403()
    {
        SettingsPage page(ViewParts(m_h->context.get()).settings());
        ServiceSettingsBox *box = child<ServiceSettingsBox>(&page, "serviceSettings");
        box->serviceButton()->setChecked(true);
        box->urlEdit()->setText(m_h->url().toString());
        QSignalSpy tested(m_h->context->apiKeys(), &ApiKeyController::tested);

        child<QLineEdit>(box, "apiKey")->setText(QStringLiteral("sk_test_unknown"));
        QTest::mouseClick(child<QPushButton>(box, "testConnection"), Qt::LeftButton);
        QTRY_COMPARE_WITH_TIMEOUT(tested.count(), 1, 10000);
        QCOMPARE(tested.at(0).at(0).value<ApiKeyController::TestResult>(),
                 ApiKeyController::TestResult::Invalid);
        QVERIFY(child<FieldHint>(box, "serviceResult")->hasProblem());
        QVERIFY(child<FieldHint>(box, "serviceResult")->text().contains(QStringLiteral("401")));

        child<QLineEdit>(box, "apiKey")->setText(kGuiLocalOnlyKey);
        QTest::mouseClick(child<QPushButton>(box, "testConnection"), Qt::LeftButton);
        QTRY_COMPARE_WITH_TIMEOUT(tested.count(), 2, 10000);
        QCOMPARE(tested.at(1).at(0).value<ApiKeyController::TestResult>(),
                 ApiKeyController::TestResult::Forbidden);
        QVERIFY(child<FieldHint>(box, "serviceResult")->text().contains(QStringLiteral("403")));

        child<QLineEdit>(box, "apiKey")->setText(kGuiUserKey);
        QTest::mouseClick(child<QPushButton>(box, "testConnection"), Qt::LeftButton);
        QTRY_COMPARE_WITH_TIMEOUT(tested.count(), 3, 10000);
        QCOMPARE(tested.at(2).at(0).value<ApiKeyController::TestResult>(),
                 ApiKeyController::TestResult::Valid);
        QVERIFY(!child<FieldHint>(box, "serviceResult")->hasProblem());
    }

    // "Use this service" tests a typed key, stores it and switches, or it
    // says why not and leaves the service in use; the caption speaks of the typed service.
    void useServiceTestsStoresAndSwitches()
    {
        SettingsPage page(ViewParts(m_h->context.get()).settings());
        ServiceSettingsBox *box = child<ServiceSettingsBox>(&page, "serviceSettings");
        QVERIFY(m_h->context->isSandbox());
        box->serviceButton()->setChecked(true);
        box->urlEdit()->setText(m_h->url().toString());
        QVERIFY2(!child<QLabel>(box, "keyState")->text().contains(QStringLiteral("sandbox")),
                 qPrintable(child<QLabel>(box, "keyState")->text()));

        // No key typed, none stored: nothing switches, and the hint says what to do.
        QTest::mouseClick(child<QPushButton>(box, "applyService"), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(child<FieldHint>(box, "serviceResult")->hasProblem(), 10000);
        QVERIFY(child<FieldHint>(box, "serviceResult")
                    ->text()
                    .contains(QStringLiteral("No API key is stored")));
        QVERIFY(m_h->context->isSandbox());

        // A key the service refuses: not stored, nothing switches.
        child<QLineEdit>(box, "apiKey")->setText(QStringLiteral("sk_test_unknown"));
        QTest::mouseClick(child<QPushButton>(box, "applyService"), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(
            child<FieldHint>(box, "serviceResult")->text().contains(QStringLiteral("401")), 10000);
        QVERIFY(m_h->context->isSandbox());

        // A good key: tested, stored, switched, in one click.
        child<QLineEdit>(box, "apiKey")->setText(kGuiUserKey);
        QTest::mouseClick(child<QPushButton>(box, "applyService"), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(!m_h->context->isSandbox(), 10000);
        QTRY_COMPARE_WITH_TIMEOUT(m_h->context->apiKeys()->keyState(),
                                  ApiKeyController::KeyState::Present, 10000);
        QVERIFY(m_h->context->client()->hasApiKey());
        QVERIFY(child<QLineEdit>(box, "apiKey")->text().isEmpty());
        QVERIFY(child<FieldHint>(box, "serviceResult")->text().contains(m_h->url().host()));

        // Back to the built-in sandbox: the line about the service goes with it.
        child<QRadioButton>(box, "useSandbox")->setChecked(true);
        QTest::mouseClick(child<QPushButton>(box, "applyService"), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(m_h->context->isSandbox(), 20000);
        const QString said = child<FieldHint>(box, "serviceResult")->text();
        QVERIFY2(said.contains(QStringLiteral("built-in sandbox")) &&
                     !said.contains(m_h->url().host()),
                 qPrintable(said));
    }

    void insecureUrlIsRefused()
    {
        SettingsPage page(ViewParts(m_h->context.get()).settings());
        ServiceSettingsBox *box = child<ServiceSettingsBox>(&page, "serviceSettings");
        box->serviceButton()->setChecked(true);
        box->urlEdit()->setText(QStringLiteral("http://payments.example.com"));
        QVERIFY(!child<QPushButton>(box, "applyService")->isEnabled());
        QVERIFY(!child<QPushButton>(box, "saveService")->isEnabled());
        box->urlEdit()->setText(QStringLiteral("https://payments.example.com"));
        QVERIFY(child<QPushButton>(box, "applyService")->isEnabled());
    }
};

QTEST_MAIN(TstGuiErrors)
#include "tst_gui_errors.moc"
