// The hourly totals that answer the budgets' windows (store/SpendTotals, x402_spend_hours) on a
// real SQLite file: whoever writes the spending (BudgetStore, or plain SQL), the windows' sums
// equal a sum of every spend, to the atomic unit, including amounts too long for SQLite's
// integers, mixed decimals, moments on an hour's edge and before 1970; an older file gets its
// totals from the spending it already holds.
#include "core/Asset.h"
#include "core/Network.h"
#include "store/AgentStore.h"
#include "store/BudgetStore.h"
#include "store/DatabaseSchema.h"
#include "store/SpendTotals.h"
#include "util/ScratchDatabase.h"

#include <QRandomGenerator>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QTest>

using namespace paydesk;

class TestSpendTotals : public QObject
{
    Q_OBJECT
    paydesk::test::ScratchDatabase m_file{QStringLiteral("totals")};
    QSqlDatabase m_db;
    const QString evm = Network::canonical(QStringLiteral("eip155:4020"));
    const QString evmUsdc = QStringLiteral("0x7957850b3efe67c44f8dda73c32b36b9c2099ccf");
    const QString svm = Network::canonical(QStringLiteral("solana-sandbox"));
    const QString svmUsdc = QStringLiteral("AFxcH3jwY8KpyXfuC8K5z9v5z9iWGm8gZvpACxNoqs8y");
    const QStringList sites{QStringLiteral("https://a.example:443"),
                            QStringLiteral("https://b.example:443")};

    const QStringList agents{QStringLiteral("bot"), QStringLiteral("crawler")};

    // Every spend of the file, summed here: the reference the totals must equal. An agent's are
    // those of its attempts in agent_payments.
    Amount reference(const std::optional<QString> &origin,
                     const QList<std::pair<QString, QString>> &assets, qint64 since, int decimals,
                     const std::optional<QString> &agent = std::nullopt)
    {
        Amount total = Amount::fromUnits(0, decimals);
        QSqlQuery q(m_db);
        if (!q.exec(QStringLiteral(
                "SELECT s.origin, s.network, s.asset, s.at_ms, s.decimals, s.amount, "
                "COALESCE(p.agent, '') FROM x402_spending s LEFT JOIN agent_payments p ON "
                "p.attempt_id = s.attempt_id")))
            qFatal("%s", qPrintable(q.lastError().text()));
        while (q.next()) {
            if ((agent && q.value(6).toString() != *agent) ||
                (origin && q.value(0).toString() != *origin) ||
                !assets.contains(std::pair{q.value(1).toString(), q.value(2).toString()}) ||
                q.value(3).toLongLong() < since)
                continue;
            const auto a = Amount::parseUnits(q.value(5).toString(), q.value(4).toInt());
            if (a && a->rescaled(decimals))
                total = total + *a->rescaled(decimals);
        }
        return total;
    }

    void compareAll(BudgetStore &b, const QList<qint64> &moments)
    {
        AgentStore a(m_db);
        for (const qint64 since : moments) {
            const QDateTime at = QDateTime::fromMSecsSinceEpoch(since, Qt::UTC);
            for (const QString &site : sites)
                for (const auto &[network, asset] : {std::pair{evm, evmUsdc}, {svm, svmUsdc}})
                    QCOMPARE(b.spentSince(site, network, 18, at, asset).unitsString(),
                             reference(site, {{network, asset}}, since, 18).unitsString());
            for (const QString &agent : agents)
                QCOMPARE(a.spentSince(agent, svm, svmUsdc, 18, at).unitsString(),
                         reference(std::nullopt, {{svm, svmUsdc}}, since, 18, agent).unitsString());
            QCOMPARE(b.spentAllSitesSince(evm, 18, at, evmUsdc).unitsString(),
                     reference(std::nullopt, {{evm, evmUsdc}}, since, 18).unitsString());
            QCOMPARE(
                b.spentDollarsSince(at).unitsString(),
                reference(std::nullopt, {{evm, evmUsdc}, {svm, svmUsdc}}, since, 18).unitsString());
        }
    }

    int rows(const char *sql)
    {
        QSqlQuery q(m_db);
        return q.exec(QLatin1String(sql)) && q.next() ? q.value(0).toInt() : -1;
    }

private Q_SLOTS:
    void init()
    {
        m_db = m_file.open();
        QVERIFY(m_db.isOpen());
    }
    void cleanup()
    {
        m_db = {};
        m_file.close();
    }

    void hourOfIsAFloor()
    {
        QCOMPARE(SpendTotals::hourOf(0), 0);
        QCOMPARE(SpendTotals::hourOf(3599999), 0);
        QCOMPARE(SpendTotals::hourOf(3600000), 1);
        QCOMPARE(SpendTotals::hourOf(-1), -1);
        QCOMPARE(SpendTotals::hourOf(-3600000), -1);
        QCOMPARE(SpendTotals::hourOf(-3600001), -2);
    }

    // Random spends written every way the file can be written, with amounts a 64-bit sum cannot
    // hold, in 6 and 18 decimals, a few before 1970; after each round every window of every site
    // and of all sites equals the sum of the spends.
    void windowsEqualEverySpend()
    {
        BudgetStore b(m_db);
        QVERIFY2(b.isReady(), qPrintable(b.lastError()));
        QRandomGenerator rng(20261204);
        const qint64 now = QDateTime::currentMSecsSinceEpoch();
        const qint64 hour = SpendTotals::kHourMs;
        const QList<qint64> moments{now - 24 * hour,
                                    now - 7 * 24 * hour,
                                    now - 30 * 24 * hour,
                                    SpendTotals::hourOf(now) * hour,
                                    (SpendTotals::hourOf(now) - 5) * hour + 1,
                                    -2 * hour,
                                    -1,
                                    0};
        qint64 attempt = 0;
        for (int round = 0; round < 6; ++round) {
            QVERIFY(m_db.transaction());
            for (int i = 0; i < 150; ++i) {
                const bool big = rng.bounded(20) == 0;
                const int decimals = rng.bounded(4) == 0 ? 18 : 6;
                const QString units = big ? QStringLiteral("9%1")
                                                .arg(rng.generate64())
                                                .leftJustified(20 + int(rng.bounded(6)), u'7')
                                          : QString::number(rng.bounded(5000000) + 1);
                const qint64 at = rng.bounded(30) == 0
                                      ? -qint64(rng.bounded(3 * 3600000))
                                      : now - qint64(rng.bounded(40 * 24 * 60)) * 60000 -
                                            qint64(rng.bounded(60000));
                const bool onEvm = rng.bounded(2) == 0;
                SpendRecord s{sites.at(int(rng.bounded(2))),
                              onEvm ? evm : svm,
                              {},
                              *Amount::parseUnits(units, decimals),
                              ++attempt,
                              QDateTime::fromMSecsSinceEpoch(at, Qt::UTC),
                              onEvm ? evmUsdc : svmUsdc};
                // An agent's payment, its row written before or after the spend.
                const int agentRow = int(rng.bounded(4)); // 0, 1: none; 2: before; 3: after
                const auto name = [&](qint64 id) {
                    QSqlQuery p(m_db);
                    p.prepare(QStringLiteral("INSERT INTO agent_payments (attempt_id, agent, "
                                             "at_ms) VALUES (?, ?, ?)"));
                    p.addBindValue(id);
                    p.addBindValue(agents.at(int(id % 2)));
                    p.addBindValue(at);
                    QVERIFY2(p.exec(), qPrintable(p.lastError().text()));
                };
                if (agentRow == 2)
                    name(s.attemptId);
                if (rng.bounded(3) == 0) { // plain SQL, as tests and the benchmark write it
                    QSqlQuery q(m_db);
                    q.prepare(QStringLiteral(
                        "INSERT INTO x402_spending (origin, network, url, decimals, amount, "
                        "attempt_id, at_ms, asset) VALUES (?, ?, '', ?, ?, ?, ?, ?)"));
                    for (const QVariant &v :
                         {QVariant(s.origin), QVariant(s.network), QVariant(decimals),
                          QVariant(units), QVariant(s.attemptId), QVariant(at), QVariant(s.asset)})
                        q.addBindValue(v);
                    QVERIFY2(q.exec(), qPrintable(q.lastError().text()));
                } else {
                    QVERIFY2(b.recordSpend(s), qPrintable(b.lastError()));
                }
                if (agentRow == 3)
                    name(s.attemptId);
            }
            // Some taken back, some moved, some changed in amount.
            for (int i = 0; i < 30; ++i)
                QVERIFY(b.forgetSpend(qint64(rng.bounded(quint32(attempt))) + 1));
            QSqlQuery q(m_db);
            QVERIFY(q.exec(QStringLiteral(
                "UPDATE x402_spending SET at_ms = at_ms - 3600000 WHERE id % 17 = 0")));
            QVERIFY(q.exec(QStringLiteral("UPDATE x402_spending SET amount = '1' || amount "
                                          "WHERE id % 23 = 0")));
            QVERIFY(q.exec(QStringLiteral("UPDATE x402_spending SET origin = '%1' WHERE "
                                          "id % 29 = 0")
                               .arg(sites.at(1))));
            // Agents' rows taken back or handed to the other agent.
            QVERIFY(q.exec(QStringLiteral("DELETE FROM agent_payments WHERE attempt_id % 31 = 0")));
            QVERIFY(q.exec(QStringLiteral("UPDATE agent_payments SET agent = CASE agent WHEN "
                                          "'bot' THEN 'crawler' ELSE 'bot' END WHERE "
                                          "attempt_id % 37 = 0")));
            QVERIFY(m_db.commit());
            compareAll(b, moments);
        }
        // Every spend gone: so are the hours, and with them the inexact marks.
        QSqlQuery q(m_db);
        QVERIFY(q.exec(QStringLiteral("DELETE FROM x402_spending")));
        QCOMPARE(rows("SELECT COUNT(*) FROM x402_spend_hours"), 0);
        compareAll(b, moments);
    }

    // The window's sums read the hours: a month of a spend a minute is 720 hours, not 43,200
    // spends (the plan SQLite chooses uses the hours' key).
    void aWindowReadsHours()
    {
        BudgetStore b(m_db);
        QVERIFY(b.isReady());
        const qint64 now = QDateTime::currentMSecsSinceEpoch();
        QVERIFY(m_db.transaction());
        for (int i = 0; i < 43200; ++i)
            QVERIFY(b.recordSpend({sites.at(0),
                                   evm,
                                   {},
                                   *Amount::parse(u"0.005", 6),
                                   i + 1,
                                   QDateTime::fromMSecsSinceEpoch(now - qint64(i) * 60000, Qt::UTC),
                                   evmUsdc}));
        QVERIFY(m_db.commit());
        QVERIFY(rows("SELECT COUNT(*) FROM x402_spend_hours") <= 721);
        const QDateTime month = QDateTime::fromMSecsSinceEpoch(now - 30LL * 24 * 3600000, Qt::UTC);
        QCOMPARE(b.spentSince(sites.at(0), evm, 6, month, evmUsdc).toString(),
                 QStringLiteral("216"));
        QSqlQuery q(m_db);
        QVERIFY(q.exec(QStringLiteral(
            "EXPLAIN QUERY PLAN SELECT decimals, SUM(units), MIN(exact) FROM x402_spend_hours "
            "WHERE origin = 'x' AND network = 'y' AND asset = 'z' AND hour >= 5 GROUP BY "
            "decimals")));
        QString plan;
        while (q.next())
            plan += q.value(3).toString() + u'\n';
        QVERIFY2(plan.contains(QStringLiteral("PRIMARY KEY (origin=? AND network=? AND asset=? "
                                              "AND hour>?)")),
                 qPrintable(plan));
    }

    // A file from before the totals (version 9) gets them from the spending it holds, with the
    // same rule as the triggers: an hour a 64-bit sum cannot hold is marked inexact.
    void olderFileGetsItsTotals()
    {
        {
            BudgetStore b(m_db);
            QVERIFY(b.isReady());
        }
        QSqlQuery q(m_db);
        for (const char *sql :
             {"DROP TRIGGER x402_spend_hours_insert", "DROP TRIGGER x402_spend_hours_delete",
              "DROP TRIGGER x402_spend_hours_update", "DROP TRIGGER x402_spending_agent_insert",
              "DROP TRIGGER x402_spending_agent_delete", "DROP TRIGGER x402_spending_agent_update",
              "DROP TABLE x402_spend_hours", "ALTER TABLE x402_spending DROP COLUMN agent",
              // step 11 undone too: the file is as step 9 left it
              "ALTER TABLE x402_attempts DROP COLUMN up_to",
              "ALTER TABLE x402_attempts DROP COLUMN charged",
              // and step 12
              "DROP TABLE x402_channels", "PRAGMA user_version = 9",
              "INSERT INTO agent_payments (attempt_id, agent, at_ms) VALUES (2, 'bot', 7300000)",
              "INSERT INTO x402_spending (origin, network, url, decimals, amount, attempt_id, "
              "at_ms, asset) VALUES ('s', 'n', '', 6, '5000', 1, 7200001, 'a'), "
              "('s', 'n', '', 6, '7000', 2, 7300000, 'a'), "
              "('s', 'n', '', 18, '900000000000000000001', 3, 7300000, 'a'), "
              "('s', 'n', '', 6, '1', 4, 3599999, 'a')"})
            QVERIFY2(q.exec(QLatin1String(sql)), sql);
        QCOMPARE(rows("SELECT COUNT(*) FROM sqlite_master WHERE name LIKE 'x402_spend_hours%'"), 0);
        BudgetStore b(m_db);
        QVERIFY2(b.isReady(), qPrintable(b.lastError()));
        QCOMPARE(DatabaseSchema::versionOf(m_db), DatabaseSchema::app().latest());
        QCOMPARE(rows("SELECT SUM(units) FROM x402_spend_hours WHERE hour = 2 AND decimals = 6"),
                 12000);
        QCOMPARE(rows("SELECT exact FROM x402_spend_hours WHERE hour = 2 AND decimals = 18"), 0);
        QCOMPARE(rows("SELECT spends FROM x402_spend_hours WHERE hour = 0"), 1);
        const auto since = [](qint64 ms) {
            return QDateTime::fromMSecsSinceEpoch(ms, Qt::UTC);
        };
        QCOMPARE(b.spentSince(QStringLiteral("s"), QStringLiteral("n"), 18, since(0),
                              QStringLiteral("a"))
                     .unitsString(),
                 QStringLiteral("900012001000000000001"));
        QCOMPARE(b.spentSince(QStringLiteral("s"), QStringLiteral("n"), 6, since(7200002),
                              QStringLiteral("a"))
                     .unitsString(),
                 QStringLiteral("7000")); // the 18-decimal spend does not fit 6 decimals
        // The agent's spend was named in the step.
        QCOMPARE(AgentStore(m_db)
                     .spentSince(QStringLiteral("bot"), QStringLiteral("n"), QStringLiteral("a"), 6,
                                 since(0))
                     .unitsString(),
                 QStringLiteral("7000"));
        // And the triggers run from then on.
        QVERIFY(q.exec(QStringLiteral("DELETE FROM x402_spending WHERE attempt_id = 3")));
        QCOMPARE(rows("SELECT COUNT(*) FROM x402_spend_hours WHERE decimals = 18"), 0);
    }
};

QTEST_GUILESS_MAIN(TestSpendTotals)
#include "tst_spend_totals.moc"
