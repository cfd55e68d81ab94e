// paydesk-cli fetch paying in SPL USDC on the sandbox's own Solana chain: the seller's fee-payer
// form (the buyer signs a TransferChecked, the seller completes and sends it), and what happens
// when the seller's answer to that proof is lost. The wallet's key is in the real Secret Service
// (run through tests/util/with-keyring.sh); the proof is lost by the sandbox's fault injector
// (POST /sandbox/faults), which closes the connection of the request that carries it.
#include "core/Origin.h"
#include "kits/CliProcess.h"
#include "kits/LocalTestKit.h"
#include "store/BudgetStore.h"
#include "store/PaidFetchJournal.h"

#include <QJsonObject>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTest>
#include <nlohmann/json.hpp>

using namespace paydesk;
using namespace localtest;
using Run = paydesk::testing::CliRun;

class TestX402CliSpl : public QObject
{
    Q_OBJECT
    Sandbox m_sandbox;
    std::unique_ptr<Rig> m_rig;
    QTemporaryDir m_dir;
    QString m_solanaWallet; // imported, 0.05 SOL and (after the first test) 100 test USDC

    Run cli(const QStringList &args)
    {
        QProcessEnvironment env;
        env.insert(QStringLiteral("PAYDESK_DATA_DIR"), m_dir.path());
        return paydesk::testing::runCli(QStringList{QStringLiteral("--service"),
                                                    m_sandbox.baseUrl().toString(),
                                                    QStringLiteral("--json")} +
                                            args,
                                        env);
    }
    Run importKeypair(const solana::Keypair &kp)
    {
        return paydesk::testing::importKeypair(
            [this](const QStringList &args) { return cli(args); }, m_dir.path(), kp);
    }
    QString url(const QString &name) const
    {
        return m_sandbox.baseUrl().toString() + QStringLiteral("/demo/resource/") + name;
    }
    quint64 usdc(const std::string &account)
    {
        const nlohmann::json b =
            rpc(m_rig->rpc, QStringLiteral("getTokenAccountBalance"), {account});
        return QString::fromStdString(b["value"]["amount"].get<std::string>()).toULongLong();
    }
    void faults(const QByteArray &body)
    {
        QUrl u = m_sandbox.baseUrl();
        u.setPath(QStringLiteral("/sandbox/faults"));
        postJson(m_rig->network, u, body);
    }

private Q_SLOTS:
    void initTestCase()
    {
        if (qEnvironmentVariableIsEmpty("PAYDESK_TEST_HOME"))
            QSKIP("run through tests/util/with-keyring.sh (ctest does)");
        QVERIFY2(m_sandbox.start(), qPrintable(m_sandbox.error()));
        m_rig = std::make_unique<Rig>(m_sandbox.baseUrl(), m_sandbox.rpcUrl());
        const solana::Keypair &kp = m_rig->fundedKey(50000000);
        const Run r = importKeypair(kp);
        QVERIFY2(r.code == 0, r.err.constData());
        m_solanaWallet = kp.address();
    }
    void cleanupTestCase() { m_rig.reset(); }

    // The sandbox's own Solana chain has the SPL subset. Its faucet gives test USDC
    // (SPL) to a wallet; the demo seller's cheapest option for it is 0.004 USDC, paid by a
    // TransferChecked into the seller's associated account, the seller paying the fee: the
    // buyer loses exactly the price in USDC and no SOL, the seller gains it.
    void splOnTheSandboxChain()
    {
        const std::string wallet = m_solanaWallet.toStdString();
        nlohmann::json f = rpc(m_rig->rpc, QStringLiteral("paydesk_faucet"), {wallet});
        QCOMPARE(f["usdcUnits"].get<quint64>(), quint64(100000000));
        const std::string account = f["usdcAccount"].get<std::string>();
        QCOMPARE(usdc(account), quint64(100000000));
        // The seller's account: its associated account for the mint (AFxc...), made at start.
        const nlohmann::json sellerAccounts =
            rpc(m_rig->rpc, QStringLiteral("getTokenAccountsByOwner"),
                {m_sandbox.server().demoSellerWallet().toStdString(),
                 {{"mint", "AFxcH3jwY8KpyXfuC8K5z9v5z9iWGm8gZvpACxNoqs8y"}},
                 {{"encoding", "base64"}}});
        QCOMPARE(sellerAccounts["value"].size(), size_t(1));
        const std::string sellerAccount = sellerAccounts["value"][0]["pubkey"];
        const quint64 sellerBefore = usdc(sellerAccount);
        const quint64 lamports = balance(m_rig->rpc, m_solanaWallet);
        const auto pay = [this](const QString &name, const QString &from) {
            return cli({QStringLiteral("fetch"), url(name), QStringLiteral("--from"), from,
                        QStringLiteral("--local"), QStringLiteral("--rpc"),
                        QStringLiteral("sandbox"), QStringLiteral("--max-amount"),
                        QStringLiteral("0.01 USDC"), QStringLiteral("--yes")});
        };

        Run r = pay(QStringLiteral("v2-spl"), m_solanaWallet);
        QVERIFY2(r.code == 0, r.err.constData());
        const QJsonObject quote = r.json()[QStringLiteral("quote")].toObject();
        QCOMPARE(quote[QStringLiteral("amount")].toString(), QStringLiteral("0.004 USDC"));
        QCOMPARE(usdc(account), quint64(100000000 - 4000));
        QCOMPARE(usdc(sellerAccount), sellerBefore + 4000);
        QCOMPARE(balance(m_rig->rpc, m_solanaWallet), lamports); // the seller paid the fee
        // v1 too (X-PAYMENT, the body's requirements).
        r = pay(QStringLiteral("v1-spl"), m_solanaWallet);
        QVERIFY2(r.code == 0, r.err.constData());
        QCOMPARE(usdc(account), quint64(100000000 - 8000));
        QCOMPARE(usdc(sellerAccount), sellerBefore + 8000);

        // A wallet with SOL and no USDC, a maximum in USDC: refused, nothing signed.
        const solana::Keypair &poor = m_rig->fundedKey(50000000);
        r = importKeypair(poor);
        QVERIFY2(r.code == 0, r.err.constData());
        r = pay(QStringLiteral("spl-poor"), poor.address());
        QCOMPARE(r.code, 4);
        QVERIFY2(r.err.contains("0.004 USDC"), r.err.constData());
        QCOMPARE(balance(m_rig->rpc, poor.address()), quint64(50000000));
        QCOMPARE(usdc(sellerAccount), sellerBefore + 8000);
    }

    // The seller's answer to an SPL proof is lost: the request that carries it has its
    // connection closed, so the seller never sends the transaction (nothing moves). `recover`
    // checks the chain and says so, never "paid". Fetched again while its blockhash is valid,
    // the same proof is re-sent: the seller settles it, once. Lost again and left until its
    // blockhash expired: `recover` closes it as not paid and releases its budget, and the next
    // fetch pays anew, once.
    void splLostAnswerIsReconciledOnChain()
    {
        const nlohmann::json accounts =
            rpc(m_rig->rpc, QStringLiteral("getTokenAccountsByOwner"),
                {m_solanaWallet.toStdString(),
                 {{"mint", "AFxcH3jwY8KpyXfuC8K5z9v5z9iWGm8gZvpACxNoqs8y"}},
                 {{"encoding", "base64"}}});
        QCOMPARE(accounts["value"].size(), size_t(1)); // the faucet's, from splOnTheSandboxChain
        const std::string account = accounts["value"][0]["pubkey"];
        QSqlDatabase db =
            QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("spl-lost"));
        db.setDatabaseName(m_dir.filePath(QStringLiteral("paydesk.sqlite")));
        QVERIFY(db.open());
        PaidFetchJournal journal(db);
        BudgetStore budgets(db);
        QVERIFY(journal.isReady() && budgets.isReady());
        const QString usdcKey = QStringLiteral("AFxcH3jwY8KpyXfuC8K5z9v5z9iWGm8gZvpACxNoqs8y");
        const auto spends = [&](const QString &name) {
            int n = 0;
            for (const SpendRecord &s :
                 budgets.spending(Origin::of(QUrl(url(name))), QStringLiteral("solana-sandbox"),
                                  Asset::keyOf(usdcKey)))
                n += s.url == url(name) ? 1 : 0;
            return n;
        };
        const auto pay = [this](const QString &name) {
            return cli({QStringLiteral("fetch"), url(name), QStringLiteral("--from"),
                        m_solanaWallet, QStringLiteral("--max-amount"), QStringLiteral("0.01 USDC"),
                        QStringLiteral("--yes")});
        };
        // Every second request under the path is dropped: the first (the 402) passes, the
        // second (the proof) never reaches the seller.
        const auto lose = [&](const QString &name) {
            faults(QByteArray::fromStdString(nlohmann::json{
                {"dropRate", 0.5}, {"pathPrefix", "/demo/resource/" + name.toStdString()}}
                                                 .dump()));
            const Run r = pay(name);
            faults("{}");
            return r;
        };

        // Lost, then fetched again at once: the same proof, settled once.
        const quint64 start = usdc(account);
        Run r = lose(QStringLiteral("spl-lost-valid"));
        QCOMPARE(r.code, 5); // the outcome is unknown: said, never "paid"
        QCOMPARE(usdc(account), start);
        auto open = journal.unfinishedFor(url(QStringLiteral("spl-lost-valid")));
        QVERIFY(open && open->state == FetchAttempt::State::Paid && open->receipt.isEmpty());
        r = cli({QStringLiteral("recover")});
        QVERIFY2(r.out.contains("sent_unanswered") && !r.out.contains("paid_not_delivered"),
                 r.out.constData());
        QCOMPARE(journal.find(open->id)->state, FetchAttempt::State::Paid);
        r = pay(QStringLiteral("spl-lost-valid"));
        QVERIFY2(r.code == 0, r.err.constData());
        QVERIFY(r.json().value(QStringLiteral("resumed")).toBool());
        QCOMPARE(start - usdc(account), quint64(4000));
        QCOMPARE(journal.find(open->id)->state, FetchAttempt::State::Delivered);
        QCOMPARE(spends(QStringLiteral("spl-lost-valid")), 1);

        // Lost, and left until its blockhash expired: closed as not paid, then paid anew, once.
        const quint64 mid = usdc(account);
        r = lose(QStringLiteral("spl-lost-expired"));
        QCOMPARE(r.code, 5);
        open = journal.unfinishedFor(url(QStringLiteral("spl-lost-expired")));
        QVERIFY(open && open->state == FetchAttempt::State::Paid);
        QCOMPARE(spends(QStringLiteral("spl-lost-expired")), 1); // counted while it may settle
        QVERIFY(m_sandbox.advance(m_rig->network, 200));         // past its blockhash
        // Ten minutes ago: past the two minutes LostTransfer waits before it says "expired".
        QSqlQuery age(db);
        age.prepare(QStringLiteral(
            "UPDATE x402_attempts SET created_ms = created_ms - 600000 WHERE id = ?"));
        age.addBindValue(open->id);
        QVERIFY(age.exec());
        r = cli({QStringLiteral("recover")});
        QVERIFY2(r.out.contains("closed_unpaid"), r.out.constData());
        const auto closed = journal.find(open->id);
        QCOMPARE(closed->state, FetchAttempt::State::Failed);
        QCOMPARE(spends(QStringLiteral("spl-lost-expired")), 0); // released
        QCOMPARE(usdc(account), mid);                            // nothing moved
        r = pay(QStringLiteral("spl-lost-expired"));
        QVERIFY2(r.code == 0, r.err.constData());
        QVERIFY(!r.json().value(QStringLiteral("resumed")).toBool());
        QCOMPARE(mid - usdc(account), quint64(4000));
        QCOMPARE(spends(QStringLiteral("spl-lost-expired")), 1);
        QCOMPARE(journal.unfinishedFor(url(QStringLiteral("spl-lost-expired"))), std::nullopt);
    }
};

QTEST_GUILESS_MAIN(TestX402CliSpl)
#include "tst_x402_cli_spl.moc"
