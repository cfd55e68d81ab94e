// paydesk-cli fetch paying exactly once, from an EVM wallet whose key is in the real Secret
// Service (run through tests/util/with-keyring.sh), in EIP-3009 USDC on the sandbox's EVM chain:
// a proof the seller refuses and never settles is not paid; ten payers share one site budget
// without overrunning it; a payer killed at each moment of a paid fetch never pays twice. The
// demo seller's failure modes, in every scheme, are in tst_x402_cli_failures.
#include "core/Asset.h"
#include "core/Origin.h"
#include "kits/CliProcess.h"
#include "kits/LocalTestKit.h"
#include "kits/PricedSeller.h"
#include "sandbox/EvmChain.h"
#include "store/BudgetStore.h"
#include "store/PaidFetchJournal.h"

#include <QJsonObject>
#include <QProcess>
#include <QSqlDatabase>
#include <QTest>
#include <nlohmann/json.hpp>

using namespace paydesk;
using namespace localtest;

class TestX402CliOnce : public QObject
{
    Q_OBJECT
    Sandbox m_sandbox;
    std::unique_ptr<Rig> m_rig;
    QTemporaryDir m_dir;

    using Run = paydesk::testing::CliRun;
    Run cli(const QStringList &args, const QList<std::pair<QString, QString>> &extraEnv = {})
    {
        QProcessEnvironment env;
        for (const auto &[name, value] : extraEnv)
            env.insert(name, value);
        env.insert(QStringLiteral("PAYDESK_KEY"), QString::fromLatin1(kApiKey));
        env.insert(QStringLiteral("PAYDESK_DATA_DIR"), m_dir.path());
        return paydesk::testing::runCli(
            QStringList{QStringLiteral("--service"), m_sandbox.baseUrl().toString(),
                        QStringLiteral("--api-key-env"), QStringLiteral("PAYDESK_KEY"),
                        QStringLiteral("--json")} +
                args,
            env);
    }
    QString url(const QString &name) const
    {
        return m_sandbox.baseUrl().toString() + QStringLiteral("/demo/resource/") + name;
    }

private Q_SLOTS:
    void initTestCase()
    {
        if (qEnvironmentVariableIsEmpty("PAYDESK_TEST_HOME"))
            QSKIP("run through tests/util/with-keyring.sh (ctest does)");
        QVERIFY2(m_sandbox.start(), qPrintable(m_sandbox.error()));
        m_rig = std::make_unique<Rig>(m_sandbox.baseUrl(), m_sandbox.rpcUrl());
        // Hardhat / Anvil #0, a public test key the sandbox gave 1,000 test USDC.
        const Run r = cli(
            {QStringLiteral("wallet"), QStringLiteral("import"), QStringLiteral("--chain"),
             QStringLiteral("evm"), QStringLiteral("--secret-key-env"), QStringLiteral("EVM_KEY")},
            {{QStringLiteral("EVM_KEY"),
              QStringLiteral("ac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80")}});
        QVERIFY2(r.code == 0, r.err.constData());
    }
    void cleanupTestCase() { m_rig.reset(); }

    // A seller that refuses the proof and never settles it: reported not paid (the token's
    // authorizationState shows it unused), its spend kept while the authorization could still
    // be used; once it expired, the next fetch closes it, releases its budget and pays once.
    void refusedUnsettledProofIsNotPaid()
    {
        const QString rich = QStringLiteral("0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266");
        sandbox::TestUsdc &usdc = m_sandbox.server().evmChain()->usdc();
        const evm::U256 before = usdc.balanceOf(*evm::EvmAddress::parse(rich));
        testing::PricedSeller seller(QStringLiteral("0x209693Bc6afc0C5328bA36FaF03C514EF312287C"),
                                     1000, testing::PricedSeller::Asset::BaseSepoliaUsdc);
        seller.setOverrides(
            {{QStringLiteral("network"), QStringLiteral("eip155:4020")},
             {QStringLiteral("asset"), sandbox::TestUsdc::address().toChecksummed()},
             {QStringLiteral("maxTimeoutSeconds"), 2}});
        seller.setRefuseProofs(true);
        const QUrl u = seller.url(QStringLiteral("refused"));
        const QStringList args{QStringLiteral("fetch"),     u.toString(),
                               QStringLiteral("--from"),    rich,
                               QStringLiteral("--local"),   QStringLiteral("--max-amount"),
                               QStringLiteral("0.01 USDC"), QStringLiteral("--yes")};
        Run r = cli(args);
        QCOMPARE(r.code, 4);
        QCOMPARE(r.errorCode(), QStringLiteral("not_settled"));
        QVERIFY(!r.json().value(QStringLiteral("moneyMoved")).toBool());
        QVERIFY(!seller.lastProof().isEmpty());
        QCOMPARE(usdc.balanceOf(*evm::EvmAddress::parse(rich)), before);
        QSqlDatabase db =
            QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("refused"));
        db.setDatabaseName(m_dir.filePath(QStringLiteral("paydesk.sqlite")));
        QVERIFY(db.open());
        PaidFetchJournal journal(db);
        BudgetStore budgets(db);
        const auto refused = journal.unfinishedFor(u.toString());
        QVERIFY(refused && refused->state == FetchAttempt::State::NotAccepted);
        const QString asset = Asset::keyOf(sandbox::TestUsdc::address().toChecksummed());
        QCOMPARE(budgets.spending(Origin::of(u), QStringLiteral("eip155:4020"), asset).size(), 1);
        QTest::qWait(3000); // its validBefore passes
        seller.setRefuseProofs(false);
        r = cli(args);
        QVERIFY2(r.code == 0, r.err.constData());
        QCOMPARE(journal.find(refused->id)->state, FetchAttempt::State::Failed);
        QCOMPARE(seller.paidRequests(), 1);
        // This seller serves the content but never settles (it only answers 200): the chain
        // shows the new authorization unused until it expires, so it is not reported paid and,
        // expired, leaves the budgets at once. Nothing moved.
        QVERIFY(!r.json().value(QStringLiteral("moneyMoved")).toBool(true));
        const QJsonObject notice = r.json().value(QStringLiteral("notice")).toObject();
        QCOMPARE(notice.value(QStringLiteral("code")).toString(), QStringLiteral("not_settled"));
        QVERIFY(notice.value(QStringLiteral("message")).toString().startsWith(u"Not paid"));
        QVERIFY(budgets.spending(Origin::of(u), QStringLiteral("eip155:4020"), asset).isEmpty());
        QCOMPARE(usdc.balanceOf(*evm::EvmAddress::parse(rich)), before);
    }

    // Ten fetch processes at once, one site granted 0.02 USDC a day, 0.005 each, the node
    // answering slowly: the budget is re-checked inside the write that reserves it, so exactly
    // four pay and the chain moved exactly 0.02.
    void tenPayersShareOneBudget()
    {
        const QString rich = QStringLiteral("0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266");
        sandbox::TestUsdc &usdc = m_sandbox.server().evmChain()->usdc();
        const evm::U256 before = usdc.balanceOf(*evm::EvmAddress::parse(rich));
        const QString site = m_sandbox.baseUrl().toString();
        // What the earlier tests spent at this site today, plus 0.02 USDC: four payments left.
        Amount spent = Amount::fromUnits(0, 6);
        {
            QSqlDatabase db =
                QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("race"));
            db.setDatabaseName(m_dir.filePath(QStringLiteral("paydesk.sqlite")));
            QVERIFY(db.open());
            BudgetStore budgets(db);
            spent =
                budgets.spentSince(Origin::of(m_sandbox.baseUrl()), QStringLiteral("eip155:4020"),
                                   6, QDateTime::currentDateTimeUtc().addSecs(-24 * 3600),
                                   Asset::keyOf(sandbox::TestUsdc::address().toChecksummed()));
        }
        QSqlDatabase::removeDatabase(QStringLiteral("race"));
        const Amount perDay = spent + *Amount::parse(u"0.02", 6);
        Run g = cli({QStringLiteral("budget"), QStringLiteral("grant"), site,
                     QStringLiteral("--network"), QStringLiteral("eip155:4020"),
                     QStringLiteral("--per-payment"), QStringLiteral("0.005 USDC"),
                     QStringLiteral("--per-day"), perDay.toString() + QStringLiteral(" USDC")});
        QVERIFY2(g.code == 0, g.err.constData());
        const auto revoke = qScopeGuard([&]() {
            cli({QStringLiteral("budget"), QStringLiteral("revoke"), site});
        });
        QUrl faults = m_sandbox.baseUrl();
        faults.setPath(QStringLiteral("/sandbox/faults"));
        postJson(m_rig->network, faults, R"({"latencyMs":150,"pathPrefix":"/evm"})");
        QList<QProcess *> payers;
        for (int i = 0; i < 10; ++i) {
            auto *p = new QProcess(this);
            QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
            env.insert(QStringLiteral("PAYDESK_KEY"), QString::fromLatin1(kApiKey));
            env.insert(QStringLiteral("PAYDESK_DATA_DIR"), m_dir.path());
            p->setProcessEnvironment(env);
            p->start(qEnvironmentVariable("PAYDESK_BUILD_DIR") + QStringLiteral("/bin/paydesk-cli"),
                     {QStringLiteral("--service"), site, QStringLiteral("--api-key-env"),
                      QStringLiteral("PAYDESK_KEY"), QStringLiteral("--json"),
                      QStringLiteral("fetch"), url(QStringLiteral("race-%1").arg(i)),
                      QStringLiteral("--from"), rich, QStringLiteral("--local")});
            p->closeWriteChannel();
            payers.append(p);
        }
        QVERIFY(QTest::qWaitFor(
            [&]() {
                return std::all_of(payers.cbegin(), payers.cend(), [](const QProcess *p) {
                    return p->state() == QProcess::NotRunning;
                });
            },
            120000));
        postJson(m_rig->network, faults, "{}");
        int paid = 0, refused = 0;
        for (QProcess *p : std::as_const(payers)) {
            const QByteArray err = p->readAllStandardError();
            if (p->exitCode() == 0)
                ++paid;
            else if (p->exitCode() == 4 && err.contains("daily budget"))
                ++refused;
            else
                qWarning("payer: %d %s", p->exitCode(), err.constData());
            delete p;
        }
        QCOMPARE(paid, 4);
        QCOMPARE(refused, 6);
        QCOMPARE(*before.checkedSub(usdc.balanceOf(*evm::EvmAddress::parse(rich))),
                 evm::U256(20000));
    }

    // kill -9 at each moment of a paid fetch (PAYDESK_CRASH_AT), then run again: nothing is
    // paid twice, nothing is lost, no budget stays taken by what paid nothing.
    void killedPayerNeverPaysTwice()
    {
        const QString rich = QStringLiteral("0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266");
        sandbox::TestUsdc &usdc = m_sandbox.server().evmChain()->usdc();
        const auto held = [&usdc, &rich]() {
            return usdc.balanceOf(*evm::EvmAddress::parse(rich));
        };
        QSqlDatabase db =
            QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("kills"));
        db.setDatabaseName(m_dir.filePath(QStringLiteral("paydesk.sqlite")));
        QVERIFY(db.open());
        PaidFetchJournal journal(db);
        BudgetStore budgets(db);
        const QString asset = Asset::keyOf(sandbox::TestUsdc::address().toChecksummed());
        const QString origin = Origin::of(m_sandbox.baseUrl());
        const auto spends = [&](const QString &name) {
            int n = 0;
            for (const SpendRecord &s :
                 budgets.spending(origin, QStringLiteral("eip155:4020"), asset))
                n += s.url == url(name) ? 1 : 0;
            return n;
        };
        const auto fetch = [&](const QString &name, const QString &crashAt = {}) {
            QList<std::pair<QString, QString>> env;
            if (!crashAt.isEmpty())
                env.append({QStringLiteral("PAYDESK_CRASH_AT"), crashAt});
            return cli({QStringLiteral("fetch"), url(name), QStringLiteral("--from"), rich,
                        QStringLiteral("--local"), QStringLiteral("--max-amount"),
                        QStringLiteral("0.01 USDC"), QStringLiteral("--yes")},
                       env);
        };

        // Killed after the attempt was journaled, before anything was signed; and after the
        // signature, before its proof was stored. Nothing left: `recover` closes the first,
        // the next fetch the second; each budget is released and the URL paid once.
        for (const QString &point :
             {QStringLiteral("attempt-journaled"), QStringLiteral("proof-signed")}) {
            const QString name = QStringLiteral("kill-") + point;
            const evm::U256 before = held();
            Run r = fetch(name, point);
            QVERIFY2(r.crashed, r.err.constData());
            const auto open = journal.unfinishedFor(url(name));
            QVERIFY(open && open->state == FetchAttempt::State::Paying && open->proof.isEmpty());
            QCOMPARE(spends(name), 1);
            QCOMPARE(held(), before);
            if (point == u"attempt-journaled") {
                r = cli({QStringLiteral("recover")});
                QVERIFY2(r.out.contains("closed_unpaid") &&
                             r.out.contains(QByteArray::number(open->id)),
                         r.out.constData());
                QCOMPARE(journal.find(open->id)->state, FetchAttempt::State::Failed);
                QCOMPARE(spends(name), 0);
            }
            r = fetch(name);
            QVERIFY2(r.code == 0, r.err.constData());
            QVERIFY(!r.json().value(QStringLiteral("resumed")).toBool());
            QCOMPARE(*before.checkedSub(held()), evm::U256(5000));
            QCOMPARE(journal.find(open->id)->state, FetchAttempt::State::Failed);
            QCOMPARE(spends(name), 1);
        }

        // Killed after the proof was journaled (before it was sent), and after the seller's
        // answer came (before the caller had it): the next run re-presents the same proof, the
        // chain moves once.
        for (const QString &point :
             {QStringLiteral("proof-journaled"), QStringLiteral("answer-received")}) {
            const QString name = QStringLiteral("kill-") + point;
            const evm::U256 before = held();
            Run r = fetch(name, point);
            QVERIFY2(r.crashed, r.err.constData());
            const auto paid = journal.unfinishedFor(url(name));
            QVERIFY(paid && paid->state == FetchAttempt::State::Paid);
            if (point == u"answer-received") {
                QCOMPARE(*before.checkedSub(held()), evm::U256(5000));
                r = cli({QStringLiteral("recover")});
                QVERIFY2(r.out.contains("paid_not_delivered"), r.out.constData());
            }
            r = fetch(name);
            QVERIFY2(r.code == 0, r.err.constData());
            QVERIFY(r.json().value(QStringLiteral("resumed")).toBool());
            QCOMPARE(*before.checkedSub(held()), evm::U256(5000));
            QCOMPARE(journal.find(paid->id)->state, FetchAttempt::State::Delivered);
            QCOMPARE(journal.find(paid->id)->proof, paid->proof); // the same proof
            QCOMPARE(spends(name), 1);
        }
    }
};

QTEST_GUILESS_MAIN(TestX402CliOnce)
#include "tst_x402_cli_once.moc"
