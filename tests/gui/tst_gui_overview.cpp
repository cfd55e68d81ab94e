// The Overview (the start page) and the Spending rules page, in a real window against the
// sandbox: the money summed per asset over the user's wallets, what waits for them, the newest
// payments, a payment received shown within a second from the live events alone (no poll
// running), the agents' day; the rules page holds the budgets, caps, payees and tokens the Pay
// page had. PAYDESK_SCREENSHOT_DIR=dir saves both pages (PAYDESK_SHOTS_LANG=de: German,
// PAYDESK_SHOTS_THEME=dark: the dark palette).
#include "GuiHarness.h"
#include "MainWindow.h"
#include "Theme.h"
#include "ViewParts.h"
#include "core/Translations.h"
#include "models/LiveUpdates.h"
#include "pages/OverviewPage.h"
#include "pages/SpendingRulesPage.h"
#include "util/Widgets.h"
#include "widgets/TokensBox.h"

#include <QApplication>
#include <QComboBox>
#include <QDir>
#include <QElapsedTimer>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>

using namespace paydesk;
using namespace paydesk::testing;
using namespace paydesk::ui;

class TstGuiOverview : public QObject
{
    Q_OBJECT
    std::unique_ptr<GuiHarness> m_h;

    static bool english() { return !qEnvironmentVariableIsSet("PAYDESK_SHOTS_LANG"); }
    static void shot(QWidget *w, const QString &name)
    {
        const QString dir = qEnvironmentVariable("PAYDESK_SCREENSHOT_DIR");
        if (dir.isEmpty())
            return;
        QTest::qWait(100); // the layout settles as it does on screen
        const QString lang = qEnvironmentVariable("PAYDESK_SHOTS_LANG", QStringLiteral("en"));
        const QString theme = qEnvironmentVariable("PAYDESK_SHOTS_THEME", QStringLiteral("light"));
        QVERIFY(w->grab().save(
            QDir(dir).filePath(QStringLiteral("%1-%2-%3.png").arg(name, lang, theme))));
    }
    static bool anyContains(const QStringList &lines, const QString &text)
    {
        return std::any_of(lines.begin(), lines.end(),
                           [&](const QString &l) { return l.contains(text); });
    }

private Q_SLOTS:
    void initTestCase()
    {
        // English too (its plural forms), as the app does.
        Translations::apply(qEnvironmentVariable("PAYDESK_SHOTS_LANG", QStringLiteral("en")));
        Theme::apply(*qobject_cast<QApplication *>(QCoreApplication::instance()),
                     qEnvironmentVariable("PAYDESK_SHOTS_THEME", QStringLiteral("light")));
    }
    void init() { m_h = std::make_unique<GuiHarness>(); }
    void cleanup() { m_h.reset(); }

    void isTheStartPageAndSumsTheMoney()
    {
        MainWindow window(ViewParts(m_h->context.get()), false);
        window.resize(1180, 860);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QCOMPARE(window.currentPage(), MainWindow::Page::Overview);
        OverviewPage *page = window.overviewPage();
        // Two hosted wallets of 20 and 1 SOL: one line of 21 SOL over both.
        QTRY_VERIFY_WITH_TIMEOUT(anyContains(page->moneyLines(), QStringLiteral("21 SOL")), 10000);
        if (english()) {
            QVERIFY2(anyContains(page->waitingLines(), QStringLiteral("Nothing waits for you")),
                     qPrintable(page->waitingLines().join(u'|')));
        }
        // A wallet on the sandbox EVM chain holding 1,000 test USDC (a dollar coin of Paydesk's
        // table): the dollars line sums it, the coin has its own line.
        m_h->context->wallets()->addWallet(
            QString::fromLatin1(sandbox::SandboxServer::kEvmDemoAccount), QStringLiteral("EVM"));
        page->model()->refresh();
        QTRY_VERIFY_WITH_TIMEOUT(anyContains(page->moneyLines(), QStringLiteral("1000 USDC")),
                                 10000);
        if (english())
            QVERIFY2(page->moneyLines().first() == QStringLiteral("1000 US dollars in stablecoins"),
                     qPrintable(page->moneyLines().join(u'|')));
        // A payment between them shows as the newest activity, from the history.
        const SendPaymentResult paid = m_h->pay(m_h->wallet, m_h->shop, QStringLiteral("0.25"));
        QVERIFY(!paid.paymentId.isEmpty());
        m_h->context->events()->reportMoneyMoved(m_h->wallet); // what a send page reports
        m_h->context->events()->reportMoneyMoved(m_h->shop);
        QTRY_VERIFY_WITH_TIMEOUT(anyContains(page->activityLines(), QStringLiteral("0.25 SOL")),
                                 10000);
        shot(&window, QStringLiteral("overview"));
    }

    void receivedPaymentShowsWithinASecondWithoutAPoll()
    {
        MainWindow window(ViewParts(m_h->context.get()), false);
        window.resize(1180, 860);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        LiveUpdates *live = m_h->context->liveUpdates();
        live->setEnabled(true);
        QTRY_VERIFY_WITH_TIMEOUT(live->isLive(), 5000);
        OverviewPage *page = window.overviewPage();
        // Someone else's wallet pays the user's: nothing in the app polls (no tray here, no
        // history page open); only the live events can tell.
        const QString stranger = m_h->TestSandbox::createWallet(QStringLiteral("5"));
        QElapsedTimer clock;
        clock.start();
        const SendPaymentResult paid = m_h->pay(stranger, m_h->wallet, QStringLiteral("0.5"));
        QVERIFY(!paid.paymentId.isEmpty());
        const QString expected =
            english() ? QStringLiteral("Received 0.5 SOL") : QStringLiteral("0.5 SOL");
        QTRY_VERIFY_WITH_TIMEOUT(anyContains(page->activityLines(), expected), 1000);
        qInfo("on the Overview %lld ms after the payment was sent", qlonglong(clock.elapsed()));
        // And the tray's notifier told it, once.
        QTRY_COMPARE_WITH_TIMEOUT(std::count_if(m_h->context->notifier()->notifications().begin(),
                                                m_h->context->notifier()->notifications().end(),
                                                [&](const PaymentNotifier::Notification &n) {
                                                    return n.paymentId == paid.paymentId &&
                                                           n.kind ==
                                                               PaymentNotifier::Kind::Received;
                                                }),
                                  1, 2000);
        // The balance follows: 20.5 SOL in the wallet, 21.5 over both.
        QTRY_VERIFY_WITH_TIMEOUT(anyContains(page->moneyLines(), QStringLiteral("21.5 SOL")), 5000);
        QVERIFY(child<QLabel>(&window, "liveIndicator")->isVisible());
        if (english())
            QCOMPARE(child<QLabel>(&window, "liveIndicator")->text(), QStringLiteral("● Live"));
        shot(&window, QStringLiteral("overview-live"));
    }

    void agentsDayAndWaitingApprovalsShow()
    {
        AgentStore *agents = m_h->context->agents();
        QVERIFY(agents->add(QStringLiteral("research-bot"), QByteArray(32, 'h')));
        AgentBudget b;
        b.network = QStringLiteral("solana-sandbox");
        b.perDay = *Amount::parse(u"0.5", 9);
        b.automatic = *Amount::parse(u"0.1", 9);
        QString why;
        QVERIFY2(m_h->context->agentModel()->saveBudget(QStringLiteral("research-bot"), b, &why),
                 qPrintable(why));
        MainWindow window(ViewParts(m_h->context.get()), false);
        window.resize(1180, 860);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        OverviewPage *page = window.overviewPage();
        QTRY_VERIFY_WITH_TIMEOUT(anyContains(page->agentLines(), QStringLiteral("research-bot")),
                                 5000);
        QVERIFY2(anyContains(page->agentLines(), QStringLiteral("0.5 SOL")),
                 qPrintable(page->agentLines().join(u'|')));
        // Its links open the page that deals with it.
        QSignalSpy opened(page, &OverviewPage::openPage);
        Q_EMIT page->openPage(QStringLiteral("agents"));
        QCOMPARE(window.currentPage(), MainWindow::Page::Agents);
    }

    // The rules the Pay page used to carry have a page of their own; a token outside Paydesk's
    // table is added there (the same list as `paydesk-cli token`), a look-alike symbol refused
    // with the reason, Remove takes it off again.
    void tokensAreAddedOnTheRulesPage()
    {
        SpendingRulesPage page(ViewParts(m_h->context.get()).rules());
        page.resize(1000, 1400);
        page.show();
        auto *box = child<TokensBox>(&page, "tokensBox");
        auto *network = child<QComboBox>(box, "tokenNetwork");
        network->setCurrentIndex(network->findData(QStringLiteral("base")));
        QVERIFY(network->currentIndex() >= 0);
        const QString eurc = QStringLiteral("0x60a3E35Cc302bFA44Cb288Bc5a4F316Fdb1adb42");
        child<QLineEdit>(box, "tokenAddress")->setText(eurc);
        child<QLineEdit>(box, "tokenSymbol")->setText(QStringLiteral("EURC"));
        child<QSpinBox>(box, "tokenDecimals")->setValue(6);
        QTest::mouseClick(child<QPushButton>(box, "tokenAdd"), Qt::LeftButton);
        QVERIFY2(box->problemText().isEmpty(), qPrintable(box->problemText()));
        if (english())
            QVERIFY2(box->listText().startsWith(QStringLiteral("EURC on Base: ") + eurc +
                                                QStringLiteral(" (decimals: 6")),
                     qPrintable(box->listText()));
        const auto known = Asset::known(QStringLiteral("base"), eurc);
        QVERIFY(known && known->addedByUser && known->decimals == 6);
        child<QLineEdit>(box, "tokenAddress")
            ->setText(QStringLiteral("0x1111111111111111111111111111111111111111"));
        child<QLineEdit>(box, "tokenSymbol")->setText(QStringLiteral("USDC"));
        QTest::mouseClick(child<QPushButton>(box, "tokenAdd"), Qt::LeftButton);
        QVERIFY(!box->problemText().isEmpty());
        if (english())
            QVERIFY2(box->problemText().contains(QStringLiteral("another symbol")),
                     qPrintable(box->problemText()));
        shot(&page, QStringLiteral("spending-rules"));
        child<QLineEdit>(box, "tokenAddress")->setText(eurc);
        QTest::mouseClick(child<QPushButton>(box, "tokenRemove"), Qt::LeftButton);
        QVERIFY2(box->problemText().isEmpty(), qPrintable(box->problemText()));
        QVERIFY(!Asset::known(QStringLiteral("base"), eurc));
    }
};

QTEST_MAIN(TstGuiOverview)
#include "tst_gui_overview.moc"
