// paydesk-cli fetch against the sandbox's demo seller: exit codes, --yes, budgets, --json, --out.
#include "api/SandboxFixture.h"
#include "store/BudgetStore.h"

#include <QFile>
#include <QJsonArray>
#include <QProcess>
#include <QSqlDatabase>
#include <QTemporaryDir>

using namespace paydesk;
using namespace paydesk::testing;

namespace {
const QString kKey = QStringLiteral("sk_test_x402_cli_1");
struct Run
{
    int code = -1;
    QByteArray out, err;
    QJsonObject json() const { return QJsonDocument::fromJson(out.trimmed()).object(); }
};
} // namespace

class TestX402Cli : public QObject
{
    Q_OBJECT
    std::unique_ptr<SandboxFixture> m_sandbox;
    std::unique_ptr<QTemporaryDir> m_data;
    QString m_buyer, m_seller;

    Run cli(QStringList args)
    {
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("PAYDESK_TEST_KEY"), kKey);
        env.insert(QStringLiteral("PAYDESK_DATA_DIR"), m_data->path());
        p.setProcessEnvironment(env);
        args = QStringList{QStringLiteral("--service"), m_sandbox->url().toString(),
                           QStringLiteral("--api-key-env"), QStringLiteral("PAYDESK_TEST_KEY")} +
               args;
        p.start(QStringLiteral(PAYDESK_CLI), args);
        p.closeWriteChannel(); // stdin is no terminal
        QSignalSpy done(&p, &QProcess::finished);
        if (p.state() != QProcess::NotRunning && !done.wait(60000))
            qFatal("paydesk-cli did not finish");
        return {p.exitCode(), p.readAllStandardOutput(), p.readAllStandardError()};
    }
    QString url(const QString &name) const
    {
        return m_sandbox->url().toString() + QStringLiteral("/demo/resource/") + name;
    }
    QStringList fetch(const QString &name, QStringList more = {}) const
    {
        return QStringList{QStringLiteral("fetch"), url(name), QStringLiteral("--from"), m_buyer} +
               more;
    }
    // Writes a budget into the CLI's own database file.
    void budget(const char *perPayment, bool granted)
    {
        {
            QSqlDatabase db =
                QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("cli-budget"));
            db.setDatabaseName(m_data->filePath(QStringLiteral("paydesk.sqlite")));
            QVERIFY(db.open());
            BudgetStore store(db);
            SiteBudget b = BudgetStore::defaults(BudgetStore::originOf(m_sandbox->url()),
                                                 QStringLiteral("solana-sandbox"), 9);
            b.perPayment = *Amount::parse(QString::fromLatin1(perPayment), 9);
            b.granted = granted;
            QVERIFY(store.save(b));
            db.close();
        }
        QSqlDatabase::removeDatabase(QStringLiteral("cli-budget"));
    }

private Q_SLOTS:
    void initTestCase()
    {
        m_sandbox = std::make_unique<SandboxFixture>(
            QList<sandbox::ApiKeySpec>{{kKey, QStringLiteral("premium"), 1000, {}}});
        m_buyer = m_sandbox->createWallet(QStringLiteral("5"));
        m_seller = m_sandbox->server->demoSellerWallet();
    }
    void init() { m_data = std::make_unique<QTemporaryDir>(); }

    void paysWithYesAndPrintsPrettyJson()
    {
        const QString before = m_sandbox->balance(m_seller);
        const Run r = cli(fetch(QStringLiteral("v1-cli"), {QStringLiteral("--yes")}));
        QVERIFY2(r.code == 0, r.err.constData());
        QVERIFY2(r.out.contains("\n    \"content\": \"Demo content"), r.out.constData());
        QVERIFY(r.err.contains("Paid: payment pay_"));
        QCOMPARE(*Amount::parse(m_sandbox->balance(m_seller), 9),
                 *Amount::parse(before, 9) + *Amount::parse(u"0.001", 9));
    }

    void jsonOutput()
    {
        const Run r = cli(QStringList{QStringLiteral("--json")} +
                          fetch(QStringLiteral("v2-cli"), {QStringLiteral("--yes")}));
        QCOMPARE(r.code, 0);
        const QJsonObject o = r.json();
        QVERIFY(o.value(QStringLiteral("ok")).toBool());
        QVERIFY(o.value(QStringLiteral("paid")).toBool());
        QCOMPARE(o.value(QStringLiteral("quote")).toObject().value(QStringLiteral("amount")),
                 QStringLiteral("0.001 SOL"));
        QCOMPARE(o.value(QStringLiteral("content")).toObject().value(QStringLiteral("resource")),
                 QStringLiteral("v2-cli"));
        QVERIFY(o.value(QStringLiteral("settlement"))
                    .toObject()
                    .value(QStringLiteral("success"))
                    .toBool());
    }

    void refusesWithoutConfirmationOffATerminal()
    {
        const QString before = m_sandbox->balance(m_seller);
        const Run r = cli(fetch(QStringLiteral("v1-ask")));
        QCOMPARE(r.code, 4);
        QVERIFY2(r.err.contains("pass --yes, or grant"), r.err.constData());
        QVERIFY(r.err.contains("amount: 0.001 SOL"));
        QCOMPARE(m_sandbox->balance(m_seller), before);
        // A budget granted with `budget grant` pays without --yes; frozen, it asks again.
        const QStringList grant{QStringLiteral("budget"),         QStringLiteral("grant"),
                                m_sandbox->url().toString(),      QStringLiteral("--network"),
                                QStringLiteral("solana-sandbox"), QStringLiteral("--per-day"),
                                QStringLiteral("0.002")};
        Run g = cli(grant);
        QVERIFY2(g.code == 0, g.err.constData());
        QVERIFY(g.out.contains("0.01 per payment and 0.002 per day"));
        QCOMPARE(cli({QStringLiteral("budget"), QStringLiteral("freeze")}).code, 0);
        Run frozen = cli(fetch(QStringLiteral("v1-ask"), {QStringLiteral("--yes")}));
        QCOMPARE(frozen.code, 4);
        QVERIFY2(frozen.err.contains("frozen"), frozen.err.constData());
        QCOMPARE(cli({QStringLiteral("budget"), QStringLiteral("unfreeze")}).code, 0);
        QCOMPARE(cli(fetch(QStringLiteral("v1-ask"))).code, 0);
        QCOMPARE(cli(fetch(QStringLiteral("v1-ask2"))).code, 0);
        // 0.002 per day is spent: the third is refused, nothing paid.
        const QString spent = m_sandbox->balance(m_seller);
        Run over = cli(fetch(QStringLiteral("v1-ask3")));
        QCOMPARE(over.code, 4);
        QVERIFY2(over.err.contains("daily budget"), over.err.constData());
        QCOMPARE(m_sandbox->balance(m_seller), spent);
        Run list =
            cli({QStringLiteral("--json"), QStringLiteral("budget"), QStringLiteral("list")});
        QCOMPARE(list.json().value(QStringLiteral("budgets")).toArray().size(), 1);
    }

    void overTheCapsIsRefused()
    {
        const QString before = m_sandbox->balance(m_seller);
        Run r = cli(QStringList{QStringLiteral("--json")} +
                    fetch(QStringLiteral("v1-max"),
                          {QStringLiteral("--yes"), QStringLiteral("--max-amount"),
                           QStringLiteral("0.0005")}));
        QCOMPARE(r.code, 4);
        QCOMPARE(r.json().value(QStringLiteral("error")).toObject().value(QStringLiteral("code")),
                 QStringLiteral("over_max_amount"));
        budget("0.0005", true);
        r = cli(fetch(QStringLiteral("v1-max"), {QStringLiteral("--yes")}));
        QCOMPARE(r.code, 4);
        QVERIFY2(r.err.contains("cap of 0.0005"), r.err.constData());
        QCOMPARE(m_sandbox->balance(m_seller), before);
    }

    void malformedAndUsage()
    {
        Run r = cli(QStringList{QStringLiteral("--json")} +
                    fetch(QStringLiteral("malformed-cli"), {QStringLiteral("--yes")}));
        QCOMPARE(r.code, 4);
        QCOMPARE(r.json().value(QStringLiteral("error")).toObject().value(QStringLiteral("code")),
                 QStringLiteral("malformed_requirements"));
        QCOMPARE(cli({QStringLiteral("fetch")}).code, 2);
        QCOMPARE(cli({QStringLiteral("fetch"), QStringLiteral("ftp://x/y")}).code, 2);
        QCOMPARE(cli(fetch(QStringLiteral("no.such"))).code, 3); // the site's 404
        // No --from: nobody to pay with, said so.
        r = cli({QStringLiteral("fetch"), url(QStringLiteral("v1-x")), QStringLiteral("--yes")});
        QCOMPARE(r.code, 4);
        QVERIFY2(r.err.contains("no wallet on solana-sandbox"), r.err.constData());
    }

    void savesToOut()
    {
        const QString file = m_data->filePath(QStringLiteral("out.json"));
        const Run r = cli(fetch(QStringLiteral("v1-out"),
                                {QStringLiteral("--yes"), QStringLiteral("--out"), file}));
        QVERIFY2(r.code == 0, r.err.constData());
        QVERIFY(r.out.isEmpty());
        QFile f(file);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QVERIFY(f.readAll().contains("\"resource\":\"v1-out\""));
    }
};

QTEST_GUILESS_MAIN(TestX402Cli)
#include "tst_x402_cli.moc"
