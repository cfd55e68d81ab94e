// Payment channels (x402 `batch-settlement`, docs/protocol-facts.md "EVM batch-settlement") in
// the desktop app: the Channels page lists what the channel book holds in the CLI's words (open,
// stopped with its note, closed, and one idle for a week, highlighted and offered for a refund);
// the Pay page's confirm dialog says a channel is opened and what its deposit is; a channel paid
// through against the sandbox's demo seller is refunded by the seller, and another one withdrawn
// from the wallet (reviewed, signed, and refused while the withdraw delay runs).
// PAYDESK_SCREENSHOT_DIR saves the views (PAYDESK_SHOTS_LANG: their language).
#include "PayPageTest.h"
#include "ViewParts.h"
#include "core/Network.h"
#include "families/evm/ChannelWithdrawDialog.h"
#include "models/ChannelsModel.h"
#include "pages/ChannelsPage.h"
#include "store/PaidFetchJournal.h"

#include <QDateTime>
#include <QLabel>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTableView>

using namespace paydesk;
using namespace paydesk::testing;
using namespace paydesk::ui;

namespace {
const QString kBase = QStringLiteral("eip155:8453");
constexpr qint64 kHourMs = 3600LL * 1000;

ChannelRow channelRow(char digit, const QString &origin, const QString &balance,
                      const QString &charged)
{
    ChannelRow r;
    r.id = QStringLiteral("0x") + QString(64, QLatin1Char(digit));
    r.network = kBase;
    r.payer = kAccount;
    r.terms = QStringLiteral("terms-") + QLatin1Char(digit);
    r.origin = origin;
    r.resource = origin + QStringLiteral("/v1/answer");
    r.config = QStringLiteral("{}");
    r.symbol = QStringLiteral("USDC");
    r.balance = balance;
    r.charged = charged;
    r.claimed = QStringLiteral("0");
    r.ceiling = QString::number(charged.toLongLong() + 10000);
    return r;
}
} // namespace

class TstGuiChannels : public PayPageTest
{
    Q_OBJECT

    bool english() const { return !qEnvironmentVariableIsSet("PAYDESK_SHOTS_LANG"); }

    // Writes `rows` into the app's channel book through a connection of the test's own, then
    // dates each one's last use `agesMs` ago (the book dates a new row now).
    void fillBook(const QList<ChannelRow> &rows, const QList<qint64> &agesMs)
    {
        const QString name = QStringLiteral("tst-gui-channels");
        {
            QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
            db.setDatabaseName(QDir(ctx()->dataDir()).filePath(QStringLiteral("paydesk.sqlite")));
            QVERIFY(db.open());
            ChannelBook book(db);
            const qint64 now = QDateTime::currentMSecsSinceEpoch();
            for (int i = 0; i < rows.size(); ++i) {
                QVERIFY2(book.create(rows[i]), qPrintable(book.lastError()));
                QSqlQuery q(db);
                q.prepare(QStringLiteral(
                    "UPDATE x402_channels SET used_ms = ?, created_ms = ? WHERE id = ?"));
                q.addBindValue(now - agesMs[i]);
                q.addBindValue(now - agesMs[i] - 24 * kHourMs);
                q.addBindValue(rows[i].id);
                QVERIFY(q.exec());
            }
            db.close();
        }
        QSqlDatabase::removeDatabase(name);
    }

private Q_SLOTS:
    void initTestCase()
    {
        Translations::apply(QStringLiteral("en")); // as the app starts: English plural forms
        applyShotsLanguage();
    }
    void cleanup() { m_h.reset(); }

    void listsTheChannels()
    {
        m_h = std::make_unique<GuiHarness>();
        MainWindow window{ViewParts(ctx())};
        window.resize(1180, 780);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));

        // No channel yet: a sentence says when Paydesk opens one.
        window.showPage(MainWindow::Page::Channels);
        ChannelsPage *page = window.channelsPage();
        QVERIFY(child<QLabel>(page, "channelsEmpty")->isVisible());
        QVERIFY(!child<QTableView>(page, "channelTable")->isVisible());
        QVERIFY(page->idleText().isEmpty());
        QVERIFY(!child<QPushButton>(page, "channelRefund")->isEnabled());

        ChannelRow open = channelRow('a', QStringLiteral("https://llm.example.com"),
                                     QStringLiteral("5000000"), QStringLiteral("1234500"));
        ChannelRow stopped = channelRow('b', QStringLiteral("https://news.example.org"),
                                        QStringLiteral("2000000"), QStringLiteral("750000"));
        stopped.status = ChannelRow::Status::Stopped;
        stopped.note = QStringLiteral("the seller claimed more than its vouchers allow");
        ChannelRow idle = channelRow('c', QStringLiteral("https://search.example.net"),
                                     QStringLiteral("3000000"), QStringLiteral("500000"));
        ChannelRow closed = channelRow('d', QStringLiteral("https://maps.example.io"),
                                       QStringLiteral("400000"), QStringLiteral("400000"));
        closed.status = ChannelRow::Status::Closed;
        closed.note = QStringLiteral("refunded 600000 units");
        fillBook({open, stopped, idle, closed},
                 {2 * kHourMs, 30 * kHourMs, 10 * 24 * kHourMs, 20 * 24 * kHourMs});
        if (QTest::currentTestFailed())
            return;
        page->refresh();

        ChannelsModel *model = page->controller()->model();
        QCOMPARE(model->rowCount(), 4);
        QVERIFY(!child<QLabel>(page, "channelsEmpty")->isVisible());
        QVERIFY(child<QTableView>(page, "channelTable")->isVisible());
        // Newest use first.
        QCOMPARE(model->rowOf(open.id), 0);
        QCOMPARE(model->rowOf(stopped.id), 1);
        QCOMPARE(model->rowOf(idle.id), 2);
        QCOMPARE(model->rowOf(closed.id), 3);
        const auto text = [model](int row, int column, int role = Qt::DisplayRole) {
            return model->index(row, column).data(role).toString();
        };
        QCOMPARE(text(0, ChannelsModel::SellerColumn), QStringLiteral("https://llm.example.com"));
        QCOMPARE(text(0, ChannelsModel::NetworkColumn), Network::nameOf(kBase));
        // Only the idle one is marked.
        for (int r = 0; r < 4; ++r)
            QCOMPARE(model->index(r, 0).data(ChannelsModel::IdleRole).toBool(), r == 2);
        QCOMPARE(model->idleCount(), 1);
        if (english()) {
            QCOMPARE(text(0, ChannelsModel::DepositColumn), QStringLiteral("5 USDC"));
            QCOMPARE(text(0, ChannelsModel::ChargedColumn), QStringLiteral("1.2345 USDC"));
            QCOMPARE(text(0, ChannelsModel::RefundableColumn), QStringLiteral("3.7655 USDC"));
            QCOMPARE(text(0, ChannelsModel::StatusColumn), QStringLiteral("Open"));
            QCOMPARE(text(1, ChannelsModel::StatusColumn), QStringLiteral("Stopped"));
            QCOMPARE(text(2, ChannelsModel::StatusColumn), QStringLiteral("Open, idle"));
            QCOMPARE(text(3, ChannelsModel::StatusColumn), QStringLiteral("Closed"));
            QCOMPARE(text(3, ChannelsModel::RefundableColumn), QStringLiteral("0 USDC"));
            // The tooltip: the id, the most the seller may claim, the note.
            const QString tip = text(1, ChannelsModel::StatusColumn, Qt::ToolTipRole);
            QVERIFY2(tip.contains(stopped.id), qPrintable(tip));
            QVERIFY2(tip.contains(QStringLiteral("The seller may claim at most 0.76 USDC.")),
                     qPrintable(tip));
            QVERIFY2(tip.contains(stopped.note), qPrintable(tip));
            // Above the table: what the idle channel still holds.
            QCOMPARE(page->idleText(),
                     QStringLiteral("1 channel idle for a week still holds 2.5 USDC: ask for a "
                                    "refund."));
        } else {
            QVERIFY(!page->idleText().isEmpty());
        }

        // A closed channel offers nothing; an idle one a refund, said beneath.
        auto *refund = child<QPushButton>(page, "channelRefund");
        auto *withdraw = child<QPushButton>(page, "channelWithdraw");
        QVERIFY(page->selectChannel(closed.id));
        QVERIFY(!refund->isEnabled());
        QVERIFY(!withdraw->isEnabled());
        QVERIFY(page->selectChannel(idle.id));
        QVERIFY(refund->isEnabled());
        QVERIFY(withdraw->isEnabled());
        if (english())
            QVERIFY2(child<QLabel>(page, "channelHint")
                         ->text()
                         .contains(QStringLiteral("Unused for a week")),
                     qPrintable(child<QLabel>(page, "channelHint")->text()));
        QVERIFY(page->selectChannel(open.id));
        shoot(&window, QStringLiteral("channels"));
    }

    void paysRefundsAndWithdraws()
    {
        startPaying();
        addEvmWallet();
        MainWindow window{ViewParts(ctx())};
        window.resize(1100, 800);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));

        // The confirm dialog says a channel opens, and what its deposit is.
        fetchDemo(window, kAccount, QStringLiteral("gui-batch-42"));
        if (QTest::currentTestFailed())
            return;
        auto *pay = window.findChild<PayPage *>();
        PayConfirmDialog *d = find<PayConfirmDialog>(&window, "payConfirmDialog");
        QVERIFY(d->findChild<QLabel *>(QStringLiteral("channelDeposit")));
        if (english())
            QVERIFY2(d->summaryText().contains(QStringLiteral("Opens a payment channel with ")) &&
                         d->summaryText().contains(QStringLiteral("then up to 0.01 USDC per "
                                                                  "request")),
                     qPrintable(d->summaryText()));
        shoot(d, QStringLiteral("pay-confirm-channel"));
        QTest::mouseClick(child<QPushButton>(d, "confirmPay"), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(
            pay->controller()->fetch()->state() == x402::PaidFetch::State::Done, 30000);

        // The channel on the Channels page: open, 420 units charged.
        window.showPage(MainWindow::Page::Channels);
        ChannelsPage *page = window.channelsPage();
        ChannelsModel *model = page->controller()->model();
        QCOMPARE(model->rowCount(), 1);
        const ChannelRow first = *model->channelAt(0);
        QCOMPARE(first.status, ChannelRow::Status::Open);
        QCOMPARE(first.charged, QStringLiteral("420"));
        if (english())
            QCOMPARE(model->index(0, ChannelsModel::ChargedColumn).data().toString(),
                     QStringLiteral("0.00042 USDC"));

        // Asked for a refund, the seller returns what it did not charge: the channel closes.
        QVERIFY(page->selectChannel(first.id));
        QTest::mouseClick(child<QPushButton>(page, "channelRefund"), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(!page->outcomeText().isEmpty(), 30000);
        QVERIFY2(!page->controller()->isBusy(), qPrintable(page->outcomeText()));
        QCOMPARE(model->channelAt(model->rowOf(first.id))->status, ChannelRow::Status::Closed);
        if (english())
            QVERIFY2(
                page->outcomeText().contains(QStringLiteral("The seller refunded 0.99958 USDC")),
                qPrintable(page->outcomeText()));
        shoot(&window, QStringLiteral("channels-refunded"));

        // A second channel, withdrawn from the wallet: reviewed, signed, started.
        fetchDemo(window, kAccount, QStringLiteral("gui-batch-7"));
        if (QTest::currentTestFailed())
            return;
        QTest::mouseClick(
            child<QPushButton>(find<PayConfirmDialog>(&window, "payConfirmDialog"), "confirmPay"),
            Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(
            pay->controller()->fetch()->state() == x402::PaidFetch::State::Done, 30000);
        window.showPage(MainWindow::Page::Channels);
        QCOMPARE(model->rowCount(), 2);
        const ChannelRow second = *model->channelAt(0);
        QVERIFY(second.id != first.id);
        QCOMPARE(second.status, ChannelRow::Status::Open);
        QVERIFY(page->selectChannel(second.id));
        QTest::mouseClick(child<QPushButton>(page, "channelWithdraw"), Qt::LeftButton);
        QTRY_VERIFY(page->withdrawDialog() != nullptr);
        ChannelWithdrawDialog *w = page->withdrawDialog();
        auto *sign = child<QPushButton>(w, "withdrawSign");
        QTRY_VERIFY2_WITH_TIMEOUT(sign->isEnabled() || !w->verdictText().isEmpty(),
                                  qPrintable(w->verdictText()), 20000);
        QVERIFY2(sign->isEnabled(), qPrintable(w->verdictText()));
        QVERIFY(!w->withdrawal()->finalizing());
        // The call in words (the review's Call row) and the most its network fee can cost.
        QVERIFY2(
            child<QLabel>(w, "evmRow3")->text().startsWith(QStringLiteral("initiateWithdraw(")),
            qPrintable(child<QLabel>(w, "evmRow3")->text()));
        if (english())
            QVERIFY2(child<QWidget>(w, "withdrawSummary")
                         ->accessibleDescription()
                         .contains(QStringLiteral("network fee at most")),
                     qPrintable(child<QWidget>(w, "withdrawSummary")->accessibleDescription()));
        shoot(w, QStringLiteral("channel-withdraw"));
        QTest::mouseClick(sign, Qt::LeftButton);
        QTRY_VERIFY2_WITH_TIMEOUT(w->withdrawal()->step() == evm::ChannelWithdrawal::Step::Finished,
                                  qPrintable(w->verdictText()), 30000);
        QCOMPARE(w->withdrawal()->outcome(), evm::ChannelWithdrawal::Outcome::Confirmed);
        QTest::mouseClick(child<QPushButton>(w, "withdrawClose"), Qt::LeftButton);
        QTRY_VERIFY(page->withdrawDialog() == nullptr);
        const ChannelRow started = *model->channelAt(model->rowOf(second.id));
        QCOMPARE(started.status, ChannelRow::Status::Stopped);
        QVERIFY(started.withdrawAt > 0);

        // Withdrawn again before the delay has passed: nothing to sign yet, and until when.
        QVERIFY(page->selectChannel(second.id));
        QTest::mouseClick(child<QPushButton>(page, "channelWithdraw"), Qt::LeftButton);
        QTRY_VERIFY(page->withdrawDialog() != nullptr);
        w = page->withdrawDialog();
        QTRY_VERIFY_WITH_TIMEOUT(!w->verdictText().isEmpty(), 20000);
        QCOMPARE(w->withdrawal()->outcome(), evm::ChannelWithdrawal::Outcome::Refused);
        if (english())
            QVERIFY2(w->verdictText().contains(QStringLiteral("can be finished from")),
                     qPrintable(w->verdictText()));
        shoot(w, QStringLiteral("channel-withdraw-wait"));
        QTest::mouseClick(child<QPushButton>(w, "withdrawClose"), Qt::LeftButton);
        QTRY_VERIFY(page->withdrawDialog() == nullptr);
        QVERIFY(!page->outcomeText().isEmpty());
    }
};

QTEST_MAIN(TstGuiChannels)
#include "tst_gui_channels.moc"
