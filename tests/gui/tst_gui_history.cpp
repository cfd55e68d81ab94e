// The History view against a real sandbox: offset paging on the service, sent / received / text
// filters and sorting, status icons, double-click to Status, CSV export, and the SQLite cache
// that shows the history at once and offline.
#include "GuiHarness.h"
#include "ViewParts.h"
#include "pages/HistoryPage.h"
#include "util/Widgets.h"
#include "widgets/ErrorPanel.h"
#include "widgets/WalletComboBox.h"

#include <QClipboard>
#include <QComboBox>
#include <QFile>
#include <QGuiApplication>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTableView>
#include <algorithm>

using namespace paydesk;
using namespace paydesk::testing;
using namespace paydesk::ui;

class TstGuiHistory : public QObject
{
    Q_OBJECT

    std::unique_ptr<GuiHarness> m_h;
    QStringList m_sentIds;
    QString m_receivedId;

    static void waitIdle(ui::HistoryPage &page)
    {
        QTRY_VERIFY_WITH_TIMEOUT(!page.controller()->isBusy(), 20000);
    }

private Q_SLOTS:
    void init()
    {
        m_h = std::make_unique<GuiHarness>();
        m_sentIds.clear();
        // 5 sent by the wallet, 2 received by it: 7 payments. Timestamps are milliseconds and
        // the order assertions below need distinct ones, so the payments are spaced apart.
        for (const char *amount : {"0.11", "0.12", "0.13", "0.14", "0.15"}) {
            m_sentIds.append(
                m_h->pay(m_h->wallet, m_h->shop, QString::fromLatin1(amount)).paymentId);
            QTest::qWait(3);
        }
        m_receivedId = m_h->pay(m_h->shop, m_h->wallet, QStringLiteral("0.21")).paymentId;
        QTest::qWait(3);
        m_h->pay(m_h->shop, m_h->wallet, QStringLiteral("0.22"));
    }
    void cleanup() { m_h.reset(); }

    void pagingAndFiltering()
    {
        ui::HistoryPage page(ViewParts(m_h->context.get()).history());
        QCOMPARE(child<WalletComboBox>(&page, "historyWallet")->address(), m_h->wallet);
        QVERIFY(page.isShowingEmptyState()); // nothing cached yet, with guidance
        QVERIFY(child<QLabel>(&page, "historyEmpty")->text().contains(QStringLiteral("Refresh")));
        child<QSpinBox>(&page, "historyPageSize")->setValue(3);
        page.controller()->setMaxPagesPerRefresh(1);

        page.refresh();
        waitIdle(page);
        QCOMPARE(page.proxy()->rowCount(), 3);
        QVERIFY(!page.isShowingEmptyState());
        QCOMPARE(page.controller()->syncState().total, 7);
        QCOMPARE(page.controller()->syncState().fetched, 3);
        QVERIFY(child<QPushButton>(&page, "historyLoadOlder")->isEnabled());
        // Newest first.
        QCOMPARE(page.proxy()->entryAt(0).amount, QStringLiteral("0.22"));

        QTest::mouseClick(child<QPushButton>(&page, "historyLoadOlder"), Qt::LeftButton);
        waitIdle(page);
        QCOMPARE(page.proxy()->rowCount(), 6);
        QTest::mouseClick(child<QPushButton>(&page, "historyLoadOlder"), Qt::LeftButton);
        waitIdle(page);
        QCOMPARE(page.proxy()->rowCount(), 7);
        QCOMPARE(page.controller()->syncState().fetched, 7);
        QVERIFY(!page.controller()->syncState().hasMore);
        QVERIFY(!child<QPushButton>(&page, "historyLoadOlder")->isEnabled());

        // Sent / received.
        child<QComboBox>(&page, "historyType")
            ->setCurrentIndex(
                child<QComboBox>(&page, "historyType")->findData(QStringLiteral("sent")));
        waitIdle(page);
        QCOMPARE(page.proxy()->rowCount(), 5);
        for (int r = 0; r < page.proxy()->rowCount(); ++r)
            QCOMPARE(page.proxy()->entryAt(r).direction, Direction::Sent);
        child<QComboBox>(&page, "historyType")
            ->setCurrentIndex(
                child<QComboBox>(&page, "historyType")->findData(QStringLiteral("received")));
        waitIdle(page);
        QCOMPARE(page.proxy()->rowCount(), 2);
        child<QComboBox>(&page, "historyType")
            ->setCurrentIndex(
                child<QComboBox>(&page, "historyType")->findData(QStringLiteral("all")));
        waitIdle(page);
        QCOMPARE(page.proxy()->rowCount(), 7);

        // Text search (debounced).
        QTest::keyClicks(child<QLineEdit>(&page, "historySearch"), m_sentIds[2]);
        QTRY_COMPARE(page.proxy()->rowCount(), 1);
        QCOMPARE(page.proxy()->entryAt(0).paymentId, m_sentIds[2]);
        child<QLineEdit>(&page, "historySearch")->clear();
        QTest::keyClicks(child<QLineEdit>(&page, "historySearch"), QStringLiteral("0.2"));
        QTRY_COMPARE(page.proxy()->rowCount(), 2);
        child<QLineEdit>(&page, "historySearch")->clear();
        QTest::keyClicks(child<QLineEdit>(&page, "historySearch"),
                         QStringLiteral("no such payment"));
        QTRY_VERIFY(page.isShowingEmptyState());
        QVERIFY(child<QLabel>(&page, "historyEmpty")
                    ->text()
                    .contains(QStringLiteral("no such payment")));
        child<QLineEdit>(&page, "historySearch")->clear();
        QTRY_COMPARE(page.proxy()->rowCount(), 7);

        // Sorting by amount, both ways (in SQL).
        child<QTableView>(&page, "historyTable")
            ->sortByColumn(HistoryTableModel::AmountColumn, Qt::AscendingOrder);
        QCOMPARE(page.proxy()->entryAt(0).amount, QStringLiteral("0.11"));
        child<QTableView>(&page, "historyTable")
            ->sortByColumn(HistoryTableModel::AmountColumn, Qt::DescendingOrder);
        QCOMPARE(page.proxy()->entryAt(0).amount, QStringLiteral("0.22"));

        // Status icons come from the state role; the status column shows a state name.
        const QModelIndex status = page.proxy()->index(0, HistoryTableModel::StatusColumn);
        QVERIFY(status.data(HistoryTableModel::StateRole).toInt() != int(PaymentState::Unknown));
        QVERIFY(!status.data().toString().isEmpty());

        // Double-click (activation) opens Status on that payment.
        QSignalSpy open(&page, &ui::HistoryPage::openStatus);
        Q_EMIT child<QTableView>(&page, "historyTable")->activated(page.proxy()->index(0, 0));
        QCOMPARE(open.count(), 1);
        QCOMPARE(open.first().first().toString(), page.proxy()->entryAt(0).paymentId);
    }

    // The wallet's balance beside the picker, fee and resource
    // columns, and a payment the seller did not accept marked as such.
    void balanceFeeResourceAndNotAccepted()
    {
        PaidFetchJournal *journal = m_h->context->fetchJournal();
        FetchAttempt a;
        a.url = QStringLiteral("https://seller.example/report");
        a.origin = QStringLiteral("https://seller.example");
        a.network = QStringLiteral("solana-sandbox");
        a.wallet = m_h->wallet;
        a.payTo = m_h->shop;
        a.mode = QStringLiteral("hosted");
        a.amount = QStringLiteral("0.13");
        const auto id = journal->begin(a);
        QVERIFY(id);
        QVERIFY(journal->setPaid(*id, m_sentIds.at(2), {}, QStringLiteral("X-PAYMENT"),
                                 QStringLiteral("proof")));
        QVERIFY(journal->setState(*id, FetchAttempt::State::NotAccepted));

        ui::HistoryPage page(ViewParts(m_h->context.get()).history());
        page.refresh();
        waitIdle(page);
        QTRY_VERIFY(page.findChild<QLabel *>(QStringLiteral("historyBalance"))
                        ->text()
                        .startsWith(QStringLiteral("Balance: 19.")));
        HistoryFilterProxy *proxy = page.proxy();
        int marked = 0;
        for (int r = 0; r < proxy->rowCount(); ++r) {
            const QString status =
                proxy->index(r, HistoryTableModel::StatusColumn).data().toString();
            const bool notAccepted = proxy->entryAt(r).paymentId == m_sentIds.at(2);
            QCOMPARE(status.contains(QStringLiteral("seller did not accept")), notAccepted);
            marked += notAccepted ? 1 : 0;
            // A received payment's fee was the sender's: not shown as this wallet's.
            const QModelIndex fee = proxy->index(r, HistoryTableModel::FeeColumn);
            if (proxy->entryAt(r).direction == Direction::Sent) {
                QCOMPARE(fee.data().toString(), QStringLiteral("0.000005 SOL"));
            } else {
                QCOMPARE(fee.data().toString(), QStringLiteral("—"));
                QCOMPARE(fee.data(Qt::ToolTipRole).toString(),
                         QStringLiteral("Paid by the sender: 0.000005 SOL"));
            }
        }
        QCOMPARE(marked, 1);
        // The newest payment's balance after is the balance now.
        QTRY_COMPARE(page.findChild<QLabel *>(QStringLiteral("historyBalance"))->text(),
                     QStringLiteral("Balance: %1")
                         .arg(proxy->index(0, HistoryTableModel::BalanceColumn).data().toString()));
        QCOMPARE(proxy->headerData(HistoryTableModel::ResourceColumn, Qt::Horizontal).toString(),
                 QStringLiteral("Resource"));
    }

    // Right click on a payment: its status, its transaction (copied; on an explorer when one
    // knows the network: none knows the sandbox's chain, and the menu says why).
    void rowMenu()
    {
        ui::HistoryPage page(ViewParts(m_h->context.get()).history());
        page.refresh();
        waitIdle(page);
        QVERIFY(page.proxy()->rowCount() > 0);
        const HistoryEntry e = page.proxy()->entryAt(0);
        QVERIFY(!e.signature.isEmpty());
        QSignalSpy status(&page, &ui::HistoryPage::openStatus);
        QMenu *menu = page.showRowMenu(0, page.mapToGlobal(QPoint(10, 10)));
        QVERIFY(menu->isVisible());
        auto *open = menu->findChild<QAction *>(QStringLiteral("historyOpenExplorer"));
        QVERIFY(open);
        QVERIFY(!open->isEnabled());
        QVERIFY(open->toolTip().contains(QStringLiteral("sandbox")));
        menu->findChild<QAction *>(QStringLiteral("historyCopyTransaction"))->trigger();
        QCOMPARE(QGuiApplication::clipboard()->text(), e.signature);
        menu->findChild<QAction *>(QStringLiteral("historyShowStatus"))->trigger();
        QCOMPARE(status.size(), 1);
        QCOMPARE(status.at(0).at(0).toString(), e.paymentId);
        menu->close();
    }

    void csvExport()
    {
        ui::HistoryPage page(ViewParts(m_h->context.get()).history());
        page.refresh();
        waitIdle(page);
        QCOMPARE(page.proxy()->rowCount(), 7);
        const QString path = m_h->dir.filePath(QStringLiteral("history.csv"));
        QCOMPARE(page.exportCsv(path), 7);
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QList<QByteArray> lines = f.readAll().split('\n');
        QCOMPARE(lines.first().trimmed(),
                 QByteArray("createdAt,direction,counterparty,amount,currency,fee,status,"
                            "paymentId,signature,network,resource,receiptTransaction,"
                            "receiptNetwork,receiptPayer"));
        QCOMPARE(lines.size(), 9); // header, 7 rows, the empty piece after the last CRLF
        // Seeded payments may share a millisecond, so their order is not fixed: look for the
        // row rather than assume its position. Amounts are exported exactly, unit separate.
        const auto row = std::find_if(lines.cbegin() + 1, lines.cend(),
                                      [](const QByteArray &l) { return l.contains(",0.22,SOL,"); });
        QVERIFY(row != lines.cend());
        QVERIFY(row->contains(",received,"));
    }

    void cacheOpensOfflineAndSaysSo()
    {
        {
            ui::HistoryPage page(ViewParts(m_h->context.get()).history());
            page.refresh();
            waitIdle(page);
            QCOMPARE(page.proxy()->rowCount(), 7);
        }
        m_h->server().stop(); // the service goes away
        auto context = m_h->makeContext();
        ui::HistoryPage page(ViewParts(context.get()).history());
        // At once, from the cache, without the network.
        QCOMPARE(page.proxy()->rowCount(), 7);
        QVERIFY(!page.isShowingEmptyState());
        page.refresh();
        waitIdle(page);
        QVERIFY(child<ErrorPanel>(&page, "errorPanel")->isVisibleTo(&page));
        QVERIFY(child<ErrorPanel>(&page, "errorPanel")
                    ->titleText()
                    .contains(QStringLiteral("could not reach")));
        QCOMPARE(page.proxy()->rowCount(), 7); // still there
    }
};

QTEST_MAIN(TstGuiHistory)
#include "tst_gui_history.moc"
