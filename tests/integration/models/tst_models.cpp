// Every item model of the desktop app under QAbstractItemModelTester (Fatal: any broken
// invariant aborts the test), fed with real data: the SQLite history cache (with fetchMore,
// sorting, filtering and live reloads), the wallet list over a settings file, the status timeline,
// the payment fields and the metadata editor.
#include "models/HistoryFilterProxy.h"
#include "models/HistoryTableModel.h"
#include "models/MetadataModel.h"
#include "models/PaymentFieldsModel.h"
#include "models/StatusTimelineModel.h"
#include "models/WalletListModel.h"
#include "store/HistoryCache.h"
#include "util/RawRecord.h"

#include <QAbstractItemModelTester>
#include <QLoggingCategory>
#include <QSqlDatabase>
#include <QTemporaryDir>
#include <QTest>

using namespace paydesk;

namespace {
const QString kWallet = QStringLiteral("GmBMjMCo6Ue3Y2jK1cQo6uSZuQDUQBmQvFEch6kkicDt");
const QString kOther = QStringLiteral("7NEaKWVZB7g8ThWVodDmjQGDtjE5xhdWwGKBXVAnjrGC");

PaymentRecord record(int i, PaymentState state = PaymentState::Confirmed)
{
    PaymentRecord r;
    r.paymentId = QStringLiteral("pay_%1").arg(i, 6, 10, QChar(u'0'));
    r.state = state;
    r.statusText = paymentStateName(state);
    const bool sent = i % 3 != 0;
    r.direction = sent ? Direction::Sent : Direction::Received;
    r.from = sent ? kWallet : kOther;
    r.to = sent ? kOther : kWallet;
    r.network = QStringLiteral("solana-sandbox");
    r.amount = Amount::fromUnits(1000000 + qint64(i) * 1000, 9);
    r.createdAt = QDateTime::fromMSecsSinceEpoch(1763780000000 + qint64(i) * 1000);
    r.updatedAt = r.createdAt;
    r.raw = test::rawOf(QJsonObject{{QStringLiteral("paymentId"), r.paymentId},
                                    {QStringLiteral("status"), r.statusText},
                                    {QStringLiteral("amount"), r.amount->toString()},
                                    {QStringLiteral("custom"), QStringLiteral("kept")}});
    return r;
}
} // namespace

class TstModels : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    std::unique_ptr<HistoryCache> m_cache;

private Q_SLOTS:
    void initTestCase()
    {
        // The tester logs every row it sees at debug level: keep failures readable.
        QLoggingCategory::setFilterRules(QStringLiteral("qt.modeltest.debug=false"));
    }
    void init()
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("m"));
        db.setDatabaseName(m_dir.filePath(
            QStringLiteral("models-%1.sqlite").arg(QDateTime::currentMSecsSinceEpoch())));
        QVERIFY(db.open());
        m_cache = std::make_unique<HistoryCache>(QStringLiteral("m"));
        QVERIFY(m_cache->isOpen());
    }
    void cleanup()
    {
        m_cache.reset();
        QSqlDatabase::database(QStringLiteral("m"), false).close();
        QSqlDatabase::removeDatabase(QStringLiteral("m"));
    }

    void historyTableAndProxy()
    {
        QList<PaymentRecord> records;
        for (int i = 0; i < 1000; ++i)
            records.append(record(i));
        QCOMPARE(m_cache->upsert(kWallet, records).inserted, 1000);

        HistoryTableModel model(m_cache.get());
        HistoryFilterProxy proxy;
        QAbstractItemModelTester t1(&model, QAbstractItemModelTester::FailureReportingMode::Fatal);
        QAbstractItemModelTester t2(&proxy, QAbstractItemModelTester::FailureReportingMode::Fatal);
        proxy.setHistoryModel(&model);
        model.setWallet(kWallet);
        QCOMPARE(model.totalCount(), 1000);
        QCOMPARE(model.rowCount(), HistoryTableModel::kChunk); // lazily
        QVERIFY(model.canFetchMore({}));
        while (model.canFetchMore({}))
            model.fetchMore({});
        QCOMPARE(model.rowCount(), 1000);
        QCOMPARE(proxy.rowCount(), 1000);
        QCOMPARE(proxy.entryAt(0).paymentId, QStringLiteral("pay_000999")); // newest first

        proxy.setDirection(Direction::Received);
        QCOMPARE(model.totalCount(), 334);
        for (int r = 0; r < proxy.rowCount(); ++r)
            QCOMPARE(proxy.entryAt(r).direction, Direction::Received);
        proxy.setDirection(std::nullopt);
        proxy.setSearchText(QStringLiteral("pay_00012"));
        QCOMPARE(proxy.rowCount(), 10);           // pay_000120 .. pay_000129
        proxy.setSearchText(QStringLiteral("%")); // LIKE wildcards are literal
        QCOMPARE(proxy.rowCount(), 0);
        proxy.setSearchText({});
        proxy.sort(HistoryTableModel::AmountColumn, Qt::AscendingOrder);
        QCOMPARE(proxy.entryAt(0).paymentId, QStringLiteral("pay_000000"));
        proxy.sort(HistoryTableModel::DateColumn, Qt::DescendingOrder);

        // A live refresh: new rows on top, changed rows in place.
        QList<PaymentRecord> update = {record(1000), record(1001),
                                       record(999, PaymentState::Finalized)};
        const auto counts = m_cache->upsert(kWallet, update);
        QCOMPARE(counts.inserted, 2);
        QCOMPARE(counts.changed, 1);
        model.reload();
        QCOMPARE(model.totalCount(), 1002);
        QCOMPARE(proxy.entryAt(0).paymentId, QStringLiteral("pay_001001"));
        QCOMPARE(proxy.entryAt(2).state, PaymentState::Finalized);
        // Every role answers for every cell.
        for (int c = 0; c < HistoryTableModel::ColumnCount; ++c)
            QVERIFY(!proxy.index(0, c).data().toString().isEmpty());
        model.setWallet(kOther);
        QCOMPARE(model.rowCount(), 0);
    }

    // The balance after each payment, worked back from the balance now.
    void runningBalance()
    {
        auto rec = [](int i, const char *direction, const char *amount, PaymentState state,
                      const char *fee = nullptr, const char *signature = "sig") {
            PaymentRecord r = record(i, state);
            r.direction = directionFromName(QString::fromLatin1(direction));
            r.amount = Amount::parse(QString::fromLatin1(amount), 9);
            if (fee)
                r.fee = Amount::parse(QString::fromLatin1(fee), 9);
            r.signature = QString::fromLatin1(signature);
            return r;
        };
        QList<PaymentRecord> records = {
            rec(1, "received", "5", PaymentState::Finalized),
            rec(2, "sent", "1", PaymentState::Confirmed, "0.000005"),
            rec(3, "sent", "0.5", PaymentState::Failed, "0.000005"), // only the fee went
            rec(4, "sent", "2", PaymentState::Expired, "0", ""),     // never signed
            rec(5, "received", "0.25", PaymentState::Pending),
        };
        QCOMPARE(m_cache->upsert(kWallet, records).inserted, 5);
        HistoryTableModel model(m_cache.get());
        HistoryFilterProxy proxy;
        QAbstractItemModelTester t1(&model, QAbstractItemModelTester::FailureReportingMode::Fatal);
        proxy.setHistoryModel(&model);
        model.setWallet(kWallet);
        auto column = [&proxy]() {
            QStringList out;
            for (int r = 0; r < proxy.rowCount(); ++r)
                out.append(proxy.index(r, HistoryTableModel::BalanceColumn)
                               .data(HistoryTableModel::BalanceAfterRole)
                               .toString());
            return out;
        };
        QCOMPARE(column(), QStringList(5, QString())); // balance now unknown
        QVERIFY(!proxy.index(0, HistoryTableModel::BalanceColumn).data(Qt::ToolTipRole).isNull());

        // 5 - 1.000005 - 0.000005 + 0.25
        model.setCurrentBalance(Amount::parse(u"4.24999", 9));
        const QStringList newestFirst = {QStringLiteral("4.24999"), QStringLiteral("3.99999"),
                                         QStringLiteral("3.99999"), QStringLiteral("3.999995"),
                                         QStringLiteral("5")};
        QCOMPARE(column(), newestFirst);
        QCOMPARE(proxy.index(0, HistoryTableModel::BalanceColumn).data().toString(),
                 QStringLiteral("4.24999 SOL"));
        proxy.sort(HistoryTableModel::DateColumn, Qt::AscendingOrder);
        QStringList oldestFirst = newestFirst;
        std::reverse(oldestFirst.begin(), oldestFirst.end());
        QCOMPARE(column(), oldestFirst);
        proxy.sort(HistoryTableModel::BalanceColumn, Qt::DescendingOrder); // by date
        QCOMPARE(column(), newestFirst);

        // A filtered or otherwise ordered list hides payments between rows: no balances.
        proxy.setDirection(Direction::Sent);
        QCOMPARE(column(), QStringList(3, QString()));
        QCOMPARE(proxy.index(0, HistoryTableModel::BalanceColumn).data().toString(),
                 QStringLiteral("—"));
        proxy.setDirection(std::nullopt);
        proxy.sort(HistoryTableModel::AmountColumn, Qt::DescendingOrder);
        QCOMPARE(column(), QStringList(5, QString()));
        proxy.sort(HistoryTableModel::DateColumn, Qt::DescendingOrder);
        QCOMPARE(column(), newestFirst);

        // A new payment on top: the balance now includes it, older rows keep theirs.
        QCOMPARE(
            m_cache->upsert(kWallet, {rec(6, "sent", "0.24999", PaymentState::Confirmed)}).inserted,
            1);
        model.reload();
        model.setCurrentBalance(Amount::parse(u"4", 9));
        QCOMPARE(column(), QStringList{QStringLiteral("4")} + newestFirst);

        // More left than the history explains (a transfer made outside Paydesk): unknown, not
        // negative, from there on; a row that does not say its amount ends the chain too.
        model.setCurrentBalance(Amount::parse(u"0.000001", 9));
        QCOMPARE(column(), (QStringList{QStringLiteral("0.000001"), QStringLiteral("0.249991"),
                                        QString(), QString(), QString(), QString()}));
        PaymentRecord unknown = rec(7, "sent", "0", PaymentState::Confirmed);
        unknown.amount.reset();
        QCOMPARE(m_cache->upsert(kWallet, {unknown}).inserted, 1);
        model.reload();
        model.setCurrentBalance(Amount::parse(u"4", 9));
        QCOMPARE(column(), (QStringList{QStringLiteral("4")} + QStringList(6, QString())));
        // Oldest first needs every payment's change: one without an amount leaves all unknown.
        proxy.sort(HistoryTableModel::DateColumn, Qt::AscendingOrder);
        QCOMPARE(column(), QStringList(7, QString()));
    }

    // Beside a token payment (x402 USDC) the coin's running balance would read as the token's:
    // that cell says "—" and why, while the coin's rows keep theirs.
    void tokenRowsShowNoCoinBalance()
    {
        PaymentRecord coin = record(901, PaymentState::Finalized);
        coin.direction = Direction::Received;
        coin.from = kWallet;
        coin.to = kOther;
        coin.amount = Amount::parse(u"5", 9);
        PaymentRecord token = record(902);
        token.direction = Direction::Sent;
        token.from = kOther;
        token.to = kWallet;
        token.amount = Amount::parse(u"0.01", 6);
        token.symbol = QStringLiteral("USDC");
        QCOMPARE(m_cache->upsert(kOther, {coin, token}).inserted, 2);
        HistoryTableModel model(m_cache.get());
        HistoryFilterProxy proxy;
        proxy.setHistoryModel(&model);
        model.setWallet(kOther);
        model.setCurrentBalance(Amount::parse(u"5", 9));
        QCOMPARE(proxy.entryAt(0).paymentId, token.paymentId);
        const QModelIndex tokenCell = proxy.index(0, HistoryTableModel::BalanceColumn);
        QCOMPARE(tokenCell.data().toString(), QStringLiteral("—"));
        QVERIFY2(tokenCell.data(Qt::ToolTipRole).toString().contains(u"A payment in USDC"),
                 qPrintable(tokenCell.data(Qt::ToolTipRole).toString()));
        QCOMPARE(proxy.index(1, HistoryTableModel::BalanceColumn).data().toString(),
                 QStringLiteral("5 SOL"));
    }

    void walletList()
    {
        const QString ini = m_dir.filePath(QStringLiteral("wallets.ini"));
        SettingsModel settings(std::make_unique<QSettings>(ini, QSettings::IniFormat));
        WalletListModel model(&settings);
        QAbstractItemModelTester t(&model, QAbstractItemModelTester::FailureReportingMode::Fatal);
        model.setProfile(QStringLiteral("service"));
        QString error;
        QVERIFY(model.addWallet(kWallet, QStringLiteral("Main"), &error));
        QVERIFY(!model.addWallet(kWallet, QStringLiteral("Again"), &error)); // no duplicates
        QVERIFY(!model.addWallet(QStringLiteral("nope"), {}, &error));
        QVERIFY(!error.isEmpty());
        // EVM, lower case: stored in its EIP-55 form.
        QVERIFY(model.addWallet(QStringLiteral("0x52908400098527886e0f7030069857d2e4169ee7"),
                                QStringLiteral("EVM"), &error));
        QCOMPARE(model.addressAt(1), QStringLiteral("0x52908400098527886E0F7030069857D2E4169EE7"));
        QCOMPARE(model.defaultAddress(), kWallet); // the first becomes the default
        model.setDefaultRow(1);
        QVERIFY(
            model.setData(model.index(0, WalletListModel::NameColumn), QStringLiteral("Renamed")));
        QCOMPARE(model.index(1, 0).data(WalletListModel::SymbolRole).toString(),
                 QStringLiteral("ETH"));

        WalletListModel reloaded(&settings);
        reloaded.setProfile(QStringLiteral("service"));
        QCOMPARE(reloaded.rowCount(), 2);
        QCOMPARE(reloaded.labelAt(0), QStringLiteral("Renamed"));
        QCOMPARE(reloaded.defaultRow(), 1);
        QVERIFY(model.removeWallet(1));
        QCOMPARE(model.defaultAddress(), kWallet);
        reloaded.setProfile(QStringLiteral("sandbox")); // another profile, another list
        QCOMPARE(reloaded.rowCount(), 0);
    }

    void statusTimeline()
    {
        StatusTimelineModel model;
        QAbstractItemModelTester t(&model, QAbstractItemModelTester::FailureReportingMode::Fatal);
        QCOMPARE(model.rowCount(), 6);
        const QDateTime now = QDateTime::currentDateTime();
        model.observe(PaymentState::Confirmed, now, now.addSecs(-2));
        QVERIFY(model.isReached(PaymentState::Pending));
        QVERIFY(model.isReached(PaymentState::Submitted)); // implied by confirmed
        QVERIFY(!model.isReached(PaymentState::Finalized));
        QVERIFY(!model.index(1).data(StatusTimelineModel::SeenAtRole).toDateTime().isValid());
        model.observe(PaymentState::Finalized, now.addSecs(1));
        QCOMPARE(model.current(), PaymentState::Finalized);
        QVERIFY(model.index(3).data(StatusTimelineModel::CurrentRole).toBool());
        model.clear();
        model.observe(PaymentState::Expired, now);
        QVERIFY(model.isReached(PaymentState::Pending));
        QVERIFY(!model.isReached(PaymentState::Submitted)); // a failure implies no submission
        QVERIFY(model.index(5).data(StatusTimelineModel::IsFailureRole).toBool());
    }

    void paymentFields()
    {
        PaymentFieldsModel model;
        QAbstractItemModelTester t(&model, QAbstractItemModelTester::FailureReportingMode::Fatal);
        model.setRecord(record(7));
        QCOMPARE(model.valueOf(QStringLiteral("paymentId")), QStringLiteral("pay_000007"));
        QCOMPARE(model.valueOf(QStringLiteral("amount")), QStringLiteral("0.001007 SOL"));
        QCOMPARE(model.valueOf(QStringLiteral("custom")), QStringLiteral("kept")); // unknown field
        model.clear();
        QCOMPARE(model.rowCount(), 0);
    }

    void metadata()
    {
        MetadataModel model;
        QAbstractItemModelTester t(&model, QAbstractItemModelTester::FailureReportingMode::Fatal);
        QCOMPARE(model.toJson()->size(), 0);
        const int row = model.addEntry();
        QVERIFY(model.setData(model.index(row, 0), QStringLiteral("orderId")));
        QVERIFY(model.setData(model.index(row, 1), QStringLiteral("42")));
        QCOMPARE(model.toJson()->value(QStringLiteral("orderId")).toString(), QStringLiteral("42"));
        model.addEntry(QStringLiteral("orderId"), QStringLiteral("43"));
        QString error;
        QVERIFY(!model.toJson(&error));
        QVERIFY(error.contains(QStringLiteral("twice")));
        QVERIFY(model.removeRows(1, 1));
        model.addEntry({}, QStringLiteral("value without key"));
        QVERIFY(!model.toJson(&error));
        model.clear();
        for (int i = 0; i < MetadataModel::kMaxEntries; ++i)
            QVERIFY(model.addEntry() >= 0);
        QCOMPARE(model.addEntry(), -1);
    }
};

QTEST_GUILESS_MAIN(TstModels)
#include "tst_models.moc"
