// The history text search on its FTS5 trigram index returns exactly what the plain SQL scan
// (LIKE '%text%' over the six searched columns, ASCII case-insensitive) returns: same count, same
// rows, same order, for every pattern, short or long, odd characters included; and the index
// follows inserts, changes, deletes and caches written before it existed.
#include "store/HistoryCache.h"
#include "util/RawRecord.h"

#include <QJsonObject>
#include <QRandomGenerator>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

using namespace paydesk;

namespace {
const QString kWallet = QStringLiteral("GmBMjMCo6Ue3Y2jK1cQo6uSZuQDUQBmQvFEch6kkicDt");
const QString kOther = QStringLiteral("7NEaKWVZB7g8ThWVodDmjQGDtjE5xhdWwGKBXVAnjrGC");

const QStringList kResources = {QStringLiteral("https://api.example.com/r/%1"),
                                QStringLiteral("HTTPS://Shop.Example/Ä/%1"),
                                QStringLiteral("a_b%c\\d \"q\" *?[a] %1"),
                                QStringLiteral("straße-ÄÖÜ-%1"),
                                QStringLiteral("日本語/%1"),
                                QString()};

PaymentRecord record(int i)
{
    PaymentRecord r;
    r.paymentId = QStringLiteral("Pay_%1").arg(i, 5, 10, QChar(u'0'));
    r.state = i % 3 ? PaymentState::Finalized : PaymentState::Failed;
    r.statusText = paymentStateName(r.state);
    r.direction = i % 2 ? Direction::Sent : Direction::Received;
    r.from = i % 2 ? kWallet : kOther;
    r.to = i % 2 ? kOther : kWallet;
    r.network = QStringLiteral("solana-sandbox");
    r.amount = *Amount::parse(QString::number(i % 17) + QStringLiteral(".5"), 9);
    r.signature = QStringLiteral("SiG%1x").arg(i * 7919);
    const QString resource = kResources[i % kResources.size()];
    r.resource = resource.isEmpty() ? resource : resource.arg(i);
    r.createdAt = QDateTime::fromMSecsSinceEpoch(1763780000000 + qint64(i % 50) * 1000, Qt::UTC);
    r.raw = test::rawOf(QJsonObject{{QStringLiteral("paymentId"), r.paymentId},
                                    {QStringLiteral("resource"), r.resource}});
    return r;
}
} // namespace

class TstHistorySearch : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_name = QStringLiteral("search");
    std::unique_ptr<HistoryCache> m_cache;

    // What the cache returned before the index: the six LIKEs, in SQL, ordered the same way.
    QStringList scanned(const QString &text, std::optional<Direction> direction) const
    {
        QString pattern = text;
        pattern.replace(u'\\', QStringLiteral("\\\\"));
        pattern.replace(u'%', QStringLiteral("\\%"));
        pattern.replace(u'_', QStringLiteral("\\_"));
        pattern = u'%' + pattern + u'%';
        QString sql = QStringLiteral("SELECT payment_id FROM history_payments WHERE wallet = ?");
        if (direction)
            sql += QStringLiteral(" AND direction = ?");
        QStringList likes;
        for (const char *c :
             {"payment_id", "counterparty", "amount", "signature", "resource", "status"})
            likes.append(QLatin1String(c) + QStringLiteral(" LIKE ? ESCAPE '\\'"));
        sql += QStringLiteral(" AND (") + likes.join(QStringLiteral(" OR ")) +
               QStringLiteral(") ORDER BY created_at DESC, payment_id DESC");
        QSqlQuery q(QSqlDatabase::database(m_name));
        q.prepare(sql);
        q.addBindValue(kWallet);
        if (direction)
            q.addBindValue(*direction == Direction::Sent ? QStringLiteral("sent")
                                                         : QStringLiteral("received"));
        for (int i = 0; i < 6; ++i)
            q.addBindValue(pattern);
        QStringList ids;
        if (q.exec())
            while (q.next())
                ids.append(q.value(0).toString());
        return ids;
    }

    QStringList searched(const QString &text, std::optional<Direction> direction) const
    {
        HistoryFilter f;
        f.wallet = kWallet;
        f.text = text;
        f.direction = direction;
        QStringList ids;
        for (const HistoryEntry &e : m_cache->entries(f, 0, 100000))
            ids.append(e.paymentId);
        [&] {
            QCOMPARE(m_cache->count(f), qint64(ids.size()));
        }();
        return ids;
    }

    void compareAll(const QStringList &patterns)
    {
        for (const QString &p : patterns)
            for (auto d : {std::optional<Direction>(), std::optional<Direction>(Direction::Sent),
                           std::optional<Direction>(Direction::Received)})
                QCOMPARE(searched(p, d), scanned(p.trimmed(), d));
    }

private Q_SLOTS:
    void initTestCase()
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), m_name);
        db.setDatabaseName(m_dir.filePath(QStringLiteral("h.sqlite")));
        QVERIFY(db.open());
        m_cache = std::make_unique<HistoryCache>(m_name);
        QVERIFY(m_cache->isOpen());
        QList<PaymentRecord> batch;
        for (int i = 0; i < 600; ++i)
            batch.append(record(i));
        QCOMPARE(m_cache->upsert(kWallet, batch).inserted, 600);
        QCOMPARE(m_cache->upsert(kOther, batch.mid(0, 50)).inserted, 50);
    }

    void sameRowsAsTheScan()
    {
        QStringList patterns = {
            QStringLiteral("pay"),
            QStringLiteral("PAY_0012"),
            QStringLiteral("sig"),
            QStringLiteral("a_b"),
            QStringLiteral("b%c"),
            QStringLiteral("\\d"),
            QStringLiteral("\"q\""),
            QStringLiteral("ä/"),
            QStringLiteral("Ä/"),
            QStringLiteral("STRASSE"),
            QStringLiteral("straße"),
            QStringLiteral("日本語"),
            QStringLiteral("failed"),
            QStringLiteral("7NEa"),
            QStringLiteral("7nea"),
            QStringLiteral("1.5"),
            QStringLiteral("16.5"),
            QStringLiteral("x"),
            QStringLiteral("1"),
            QStringLiteral("ab"),
            QStringLiteral("  r/12 "),
            QStringLiteral("nothing"),
            QStringLiteral("x7"),
            QStringLiteral("\x1f"),
            QStringLiteral("d\x1f"),
            QStringLiteral("%"),
            QStringLiteral("_"),
            QStringLiteral("com/r/5"),
            QStringLiteral("shop.EXAMPLE/ä"),
            QStringLiteral("*"),
            QStringLiteral("?"),
            QStringLiteral("["),
            QStringLiteral("[a]"),
            QStringLiteral("]"),
            QStringLiteral("*q*"),
            QStringLiteral("d \"q\" *?[a"),
        };
        // Plus random cuts of real values, in random case.
        auto *rng = QRandomGenerator::global();
        for (int n = 0; n < 150; ++n) {
            const PaymentRecord r = record(int(rng->bounded(600)));
            const QString fields[] = {r.paymentId, r.signature, r.resource, r.to, r.statusText};
            const QString &f = fields[rng->bounded(5)];
            if (f.isEmpty())
                continue;
            const int from = int(rng->bounded(f.size()));
            QString cut = f.mid(from, 1 + int(rng->bounded(8)));
            if (rng->bounded(2))
                cut = cut.toUpper();
            patterns.append(cut);
        }
        compareAll(patterns);
    }

    // A stored page is indexed in the transaction that stores it: a search, on any connection,
    // sees new and changed rows at once. A file from a development build that indexed later
    // (history_text_pending) has its index built again when opened.
    void indexesAsItStores()
    {
        auto scalar = [this](const char *sql) {
            QSqlQuery q(QSqlDatabase::database(m_name));
            return q.exec(QLatin1String(sql)) && q.next() ? q.value(0).toLongLong() : -1;
        };
        auto inStep = [&scalar] {
            return scalar("SELECT (SELECT COUNT(*) FROM history_text) = (SELECT COUNT(*) FROM "
                          "history_payments)") == 1;
        };
        QVERIFY(inStep());
        QList<PaymentRecord> batch;
        for (int i = 1000; i < 1250; ++i)
            batch.append(record(i));
        QCOMPARE(m_cache->upsert(kWallet, batch).inserted, 250);
        QVERIFY(inStep());

        QList<PaymentRecord> changed = {batch[3], batch[200]};
        for (PaymentRecord &r : changed) {
            r.resource = QStringLiteral("https://moved.example/mmkk/") + r.paymentId;
            test::setRawField(r, QStringLiteral("resource"), r.resource);
        }
        QCOMPARE(m_cache->upsert(kWallet, changed).changed, 2);
        QVERIFY(inStep());
        QCOMPARE(searched(QStringLiteral("MMKK"), std::nullopt),
                 (QStringList{changed[0].paymentId, changed[1].paymentId})); // newest first
        compareAll({QStringLiteral("pay_012"), QStringLiteral("Pay_0100"), QStringLiteral("SiG"),
                    QStringLiteral("mm"), QStringLiteral("r/10")});

        // A development build's file: rows noted as waiting, the index holding old text.
        QSqlQuery q(QSqlDatabase::database(m_name));
        QVERIFY(
            q.exec(QStringLiteral("CREATE TABLE history_text_pending (id INTEGER PRIMARY KEY)")));
        // Such builds wrote no schema version.
        QVERIFY(q.exec(QStringLiteral("PRAGMA user_version = 0")));
        QVERIFY(q.exec(QStringLiteral("PRAGMA application_id = 0")));
        QVERIFY(q.exec(QStringLiteral("UPDATE history_payments SET resource = "
                                      "'https://waited.example/qqww' WHERE payment_id = '") +
                       batch[7].paymentId + u'\''));
        QVERIFY(searched(QStringLiteral("qqww"), std::nullopt).isEmpty());
        m_cache = std::make_unique<HistoryCache>(m_name);
        QVERIFY(m_cache->isOpen());
        QCOMPARE(scalar("SELECT COUNT(*) FROM sqlite_master WHERE name = 'history_text_pending'"),
                 0);
        QVERIFY(inStep());
        QCOMPARE(searched(QStringLiteral("QQWW"), std::nullopt), QStringList{batch[7].paymentId});
        compareAll({QStringLiteral("pay_0130"), QStringLiteral("mmkk"), QStringLiteral("qqww")});
    }

    void indexFollowsChanges()
    {
        PaymentRecord r = record(5);
        r.resource = QStringLiteral("https://changed.example/zzqq");
        test::setRawField(r, QStringLiteral("resource"), r.resource);
        QCOMPARE(m_cache->upsert(kWallet, {r}).changed, 1);
        compareAll({QStringLiteral("zzqq"), QStringLiteral("r/5"), QStringLiteral("Pay_00005")});
        QCOMPARE(searched(QStringLiteral("ZZQQ"), std::nullopt), QStringList{r.paymentId});
        m_cache->clearWallet(kWallet);
        QVERIFY(searched(QStringLiteral("pay"), std::nullopt).isEmpty());
        QSqlQuery q(QSqlDatabase::database(m_name));
        QVERIFY(q.exec(QStringLiteral("SELECT COUNT(*) FROM history_text")) && q.next());
        QCOMPARE(q.value(0).toInt(), 50); // kOther's rows only
    }

    void olderCacheGetsItsIndex()
    {
        QList<PaymentRecord> batch;
        for (int i = 0; i < 100; ++i)
            batch.append(record(i));
        QCOMPARE(m_cache->upsert(kWallet, batch).inserted, 100);
        QSqlQuery q(QSqlDatabase::database(m_name));
        for (const char *stmt : {"DROP TABLE history_text", "DROP TABLE history_wallet_tags"})
            QVERIFY(q.exec(QLatin1String(stmt)));
        m_cache = std::make_unique<HistoryCache>(m_name); // as when opening an older file
        QVERIFY(m_cache->isOpen());
        compareAll({QStringLiteral("pay_0009"), QStringLiteral("sig"), QStringLiteral("r/4")});
        QCOMPARE(searched(QStringLiteral("PAY_0009"), std::nullopt).size(), 10);

        // Written by a version that did not keep the index: rebuilt when opened.
        QVERIFY(q.exec(QStringLiteral("DELETE FROM history_payments WHERE payment_id LIKE "
                                      "'Pay_0009%'")));
        m_cache = std::make_unique<HistoryCache>(m_name);
        QVERIFY(searched(QStringLiteral("PAY_0009"), std::nullopt).isEmpty());
        compareAll({QStringLiteral("pay_00"), QStringLiteral("sig"), QStringLiteral("9")});
    }
};

QTEST_GUILESS_MAIN(TstHistorySearch)
#include "tst_historysearch.moc"
