// Every view after a real flow against the sandbox, rendered: the Overview with the payments
// made, the Spending rules, the Payment channels (none yet), a filled Send form, a verified
// payment on Receive, History with payments, a finalized payment on Status, Settings. Each render
// must be a full, non-blank window. With PAYDESK_SCREENSHOT_DIR set, the renders are saved there
// as PNG (this is how the README's screenshots are made, under Xvfb); PAYDESK_SCREENSHOT_THEME=dark
// renders the dark palette.
#include "GuiHarness.h"
#include "MainWindow.h"
#include "Theme.h"
#include "core/Translations.h"
#include "dialogs/SendConfirmDialog.h"
#include "models/MetadataModel.h"
#include "pages/HistoryPage.h"
#include "pages/OverviewPage.h"
#include "pages/ReceivePage.h"
#include "pages/SendForm.h"
#include "pages/SendPage.h"
#include "pages/StatusPage.h"
#include "util/Widgets.h"
#include "widgets/SellerDesk.h"
#include "widgets/VerdictPanel.h"
#include "widgets/WalletComboBox.h"

#include <QApplication>
#include <QCheckBox>
#include <QDir>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>

using namespace paydesk;
using namespace paydesk::testing;
using namespace paydesk::ui;

class TstGuiScreens : public QObject
{
    Q_OBJECT

    std::unique_ptr<GuiHarness> m_h;
    std::unique_ptr<MainWindow> m_window;
    QString m_outDir;

    void shoot(MainWindow::Page page, const QString &name)
    {
        m_window->showPage(page);
        QTest::qWait(50);
        const QImage img = m_window->grab().toImage();
        QVERIFY(!img.isNull());
        QCOMPARE(img.size(), m_window->size() * img.devicePixelRatio());
        // Not blank: the page has many colours (text, controls), the banner is amber.
        QSet<QRgb> colours;
        for (int y = 0; y < img.height(); y += 7)
            for (int x = 0; x < img.width(); x += 7)
                colours.insert(img.pixel(x, y));
        QVERIFY2(colours.size() > 20, qPrintable(name));
        if (!m_outDir.isEmpty())
            QVERIFY(img.save(QDir(m_outDir).filePath(name + QStringLiteral(".png")), "PNG", 0));
    }

private Q_SLOTS:
    void initTestCase()
    {
        m_outDir = qEnvironmentVariable("PAYDESK_SCREENSHOT_DIR");
        if (!m_outDir.isEmpty())
            QDir().mkpath(m_outDir);
        Theme::apply(*qApp, qEnvironmentVariable("PAYDESK_SCREENSHOT_THEME"));
        Translations::apply(QStringLiteral("en")); // as the app starts: English plural forms
        m_h = std::make_unique<GuiHarness>();
        WalletListModel *wallets = m_h->context->wallets();
        wallets->setData(wallets->index(0, 0), QStringLiteral("Demo wallet"));
        wallets->setData(wallets->index(1, 0), QStringLiteral("Demo shop"));
        const QString other = m_h->createWallet(QStringLiteral("3"), QStringLiteral("Reports API"));
        for (const char *amount : {"0.05", "0.25", "1.2"})
            m_h->pay(m_h->wallet, m_h->shop, QString::fromLatin1(amount));
        m_h->pay(m_h->shop, m_h->wallet, QStringLiteral("0.4"));
        m_h->pay(m_h->wallet, other, QStringLiteral("0.75"));
        m_h->pay(other, m_h->wallet, QStringLiteral("2"));
        m_window = std::make_unique<MainWindow>(ViewParts(m_h->context.get()));
        m_window->resize(1180, 780);
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    }
    void cleanupTestCase()
    {
        m_window.reset();
        m_h.reset();
    }

    void overview()
    {
        OverviewPage *page = m_window->overviewPage();
        page->model()->refresh();
        // The six payments of the three wallets, read from the service.
        QTRY_VERIFY_WITH_TIMEOUT(page->activityLines().size() >= 6, 20000);
        shoot(MainWindow::Page::Overview, QStringLiteral("overview"));
    }

    void rules() { shoot(MainWindow::Page::Rules, QStringLiteral("rules")); }

    // No channel yet: the page says when Paydesk opens one (tst_gui_channels renders a full one).
    void channels() { shoot(MainWindow::Page::Channels, QStringLiteral("channels")); }

    void send()
    {
        SendForm *form = child<SendForm>(m_window->sendPage(), "sendForm");
        QTest::keyClicks(form->recipientEdit(), m_h->shop);
        QTest::keyClicks(form->amountEdit(), QStringLiteral("0.25"));
        QTest::keyClicks(child<QLineEdit>(form, "sendResource"),
                         QStringLiteral("https://api.example.com/weather"));
        form->metadata()->addEntry(QStringLiteral("description"), QStringLiteral("Weather report"));
        QVERIFY(form->isValid());
        shoot(MainWindow::Page::Send, QStringLiteral("send"));
    }

    void confirmation()
    {
        SendConfirmDialog::setConfirmDelayMs(0);
        QTest::mouseClick(child<QPushButton>(m_window->sendPage(), "reviewPayment"),
                          Qt::LeftButton);
        SendConfirmDialog *dialog = nullptr;
        QTRY_VERIFY((dialog = m_window->findChild<SendConfirmDialog *>()) != nullptr);
        QTRY_VERIFY(dialog->isVisible());
        const QImage img = dialog->grab().toImage();
        QVERIFY(!img.isNull());
        if (!m_outDir.isEmpty())
            QVERIFY(img.save(QDir(m_outDir).filePath(QStringLiteral("confirm.png")), "PNG", 0));
        dialog->reject();
    }

    void receive()
    {
        const SendPaymentResult paid = m_h->pay(m_h->wallet, m_h->shop, QStringLiteral("0.25"));
        m_window->showPage(MainWindow::Page::Receive);
        SellerDesk *desk = m_window->receivePage()->desk();
        child<QCheckBox>(desk, "deskLocal")->setChecked(false);
        QVERIFY(child<WalletComboBox>(desk, "deskWallet")->selectAddress(m_h->shop));
        child<QPlainTextEdit>(desk, "deskInput")->setPlainText(paid.paymentProof);
        QTest::keyClicks(child<QLineEdit>(desk, "deskExpected"), QStringLiteral("0.25"));
        QTest::mouseClick(child<QPushButton>(desk, "deskVerify"), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(child<VerdictPanel>(desk, "verdict")->isVerified(), 20000);
        shoot(MainWindow::Page::Receive, QStringLiteral("receive"));
    }

    void history()
    {
        m_window->showPage(MainWindow::Page::History);
        ui::HistoryPage *page = m_window->historyPage();
        page->refresh();
        QTRY_VERIFY_WITH_TIMEOUT(!page->controller()->isBusy() && page->proxy()->rowCount() >= 5,
                                 20000);
        // The balance after each payment, once the wallet's balance is read from the sandbox.
        QTRY_VERIFY_WITH_TIMEOUT(!page->proxy()
                                      ->index(0, HistoryTableModel::BalanceColumn)
                                      .data(HistoryTableModel::BalanceAfterRole)
                                      .toString()
                                      .isEmpty(),
                                 20000);
        shoot(MainWindow::Page::History, QStringLiteral("history"));
    }

    void status()
    {
        const QString id = m_window->historyPage()->proxy()->entryAt(0).paymentId;
        m_window->showStatus(id);
        StatusPage *page = m_window->statusPage();
        page->tracker()->setBackoff({100, 1.5, 400});
        QTRY_VERIFY_WITH_TIMEOUT(page->tracker()->record().isFinal(), 20000);
        shoot(MainWindow::Page::Status, QStringLiteral("status"));
    }

    void settings() { shoot(MainWindow::Page::Settings, QStringLiteral("settings")); }
};

QTEST_MAIN(TstGuiScreens)
#include "tst_gui_screens.moc"
