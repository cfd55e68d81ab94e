// The demo seller's failure modes (docs/service-contract.md "Demo seller failure modes") in each
// scheme Paydesk pays, through paydesk-cli fetch from wallets whose keys are in the real Secret
// Service (run through tests/util/with-keyring.sh): EIP-3009 and Permit2 USDC on the sandbox's
// EVM chain; SPL USDC and native SOL on its Solana chain, in the seller's fee-payer form (the
// buyer signs its slot, the seller completes and sends). Whatever the seller does after (or
// instead of) settling, the chain moves the price once or not at all, and a second run never pays
// again: it presents the same proof (the same payment-identifier id and payload), after asking
// the chain, or without it when the node cannot answer. The MCP server's fetch_paid_resource
// (as `paydesk-cli mcp` wires it, in this process) is held to the same, in each of the four
// schemes, under an agent's budget. A payer killed at each moment of a paid fetch
// (PAYDESK_CRASH_AT, core/CrashPoint) in SPL and SOL never pays twice (tst_x402_cli_once does it in
// EIP-3009).
#include "core/Asset.h"
#include "core/Origin.h"
#include "evm/EvmRpcClient.h"
#include "kits/CliProcess.h"
#include "kits/InProcessMcp.h"
#include "kits/LocalTestKit.h"
#include "sandbox/EvmChain.h"
#include "store/BudgetStore.h"
#include "store/PaidFetchJournal.h"

#include <QJsonObject>
#include <QSqlDatabase>
#include <QTest>
#include <nlohmann/json.hpp>

using namespace paydesk;
using namespace localtest;
using Run = paydesk::testing::CliRun;

class TestX402CliFailures : public QObject
{
    Q_OBJECT
    Sandbox m_sandbox;
    std::unique_ptr<Rig> m_rig;
    QTemporaryDir m_dir;
    // Hardhat / Anvil #0, a public test key the sandbox gave 1,000 test USDC.
    const QString m_evmWallet = QStringLiteral("0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266");
    QString m_wallet;          // imported: 0.5 SOL and 100 test USDC
    std::string m_usdcAccount; // its associated USDC account

    Run cli(const QStringList &args, const QList<std::pair<QString, QString>> &extraEnv = {})
    {
        QProcessEnvironment env;
        for (const auto &[name, value] : extraEnv)
            env.insert(name, value);
        env.insert(QStringLiteral("PAYDESK_DATA_DIR"), m_dir.path());
        return paydesk::testing::runCli(QStringList{QStringLiteral("--service"),
                                                    m_sandbox.baseUrl().toString(),
                                                    QStringLiteral("--json")} +
                                            args,
                                        env);
    }
    QString url(const QString &name) const
    {
        return m_sandbox.baseUrl().toString() + QStringLiteral("/demo/resource/") + name;
    }
    quint64 usdc()
    {
        const nlohmann::json b =
            rpc(m_rig->rpc, QStringLiteral("getTokenAccountBalance"), {m_usdcAccount});
        return QString::fromStdString(b["value"]["amount"].get<std::string>()).toULongLong();
    }
    void faults(const QByteArray &body)
    {
        QUrl u = m_sandbox.baseUrl();
        u.setPath(QStringLiteral("/sandbox/faults"));
        postJson(m_rig->network, u, body);
    }

    struct Case
    {
        const char *mode; // the tag in the resource's name
        int first;        // exit code of the first run
        int second;       // of the second (-1: no second run)
        bool moves;       // the price moves, once
        bool nodeDown;    // the node fails during the second run (reconciliation unavailable)
    };
    quint64 evmUsdc()
    {
        const evm::U256 held =
            m_sandbox.server().evmChain()->usdc().balanceOf(*evm::EvmAddress::parse(m_evmWallet));
        return held.toDecimal().toULongLong();
    }
    // Each mode on a fresh resource named "<prefix>-<mode>", paid from `wallet` with `maximum`
    // ("0.01 USDC": a USDC option; "0.01 SOL": the SOL one); `held` reads what it holds of it;
    // `node`: the path of the chain's node, failed for the reconciliation-unavailable case.
    void runCases(const QString &prefix, const QString &wallet, const QString &node,
                  const QString &maximum, quint64 price, const QString &priceText,
                  const std::function<quint64()> &held)
    {
        const Case cases[] = {
            {"fail-drop", 5, 0, true, false},           // settled, connection closed
            {"fail-500", 5, 0, true, false},            // settled, then 500
            {"fail-402", 0, -1, true, false},           // settled, then 402: presented again
            {"fail-pending", 0, -1, true, false},       // settlement_pending
            {"fail-pending-plain", 0, -1, true, false}, // pending as a plain 402
            {"fail-reprice", 4, 4, false, false},       // a new price, nothing settled
            {"fail-drop-node", 5, 0, true, true},       // settled, lost, node down after
        };
        const QStringList args{QStringLiteral("--from"),       wallet,  QStringLiteral("--local"),
                               QStringLiteral("--max-amount"), maximum, QStringLiteral("--yes")};
        for (const Case &c : cases) {
            const QString name = prefix + u'-' + QString::fromLatin1(c.mode);
            const quint64 before = held();
            Run r = cli(QStringList{QStringLiteral("fetch"), url(name)} + args);
            QVERIFY2(r.code == c.first,
                     qPrintable(name + QStringLiteral(": ") + QString::fromUtf8(r.err)));
            if (c.second >= 0) {
                if (c.nodeDown)
                    faults(
                        QStringLiteral(R"({"errorRate":1,"pathPrefix":"%1"})").arg(node).toUtf8());
                r = cli(QStringList{QStringLiteral("fetch"), url(name)} + args);
                faults("{}");
                QVERIFY2(r.code == c.second,
                         qPrintable(name + QStringLiteral(": ") + QString::fromUtf8(r.err)));
                if (c.second == 0) {
                    QVERIFY2(r.json().value(QStringLiteral("resumed")).toBool(), qPrintable(name));
                    // What the resumed purchase paid: its journaled attempt's amount.
                    QCOMPARE(r.json().value(QStringLiteral("amount")).toString(), priceText);
                }
            }
            if (node == u"/rpc")
                QVERIFY(m_sandbox.advance(m_rig->network, 2));
            QCOMPARE(before - held(), c.moves ? price : quint64(0));
        }
    }

private Q_SLOTS:
    void initTestCase()
    {
        if (qEnvironmentVariableIsEmpty("PAYDESK_TEST_HOME"))
            QSKIP("run through tests/util/with-keyring.sh (ctest does)");
        qputenv("PAYDESK_DATA_DIR", m_dir.path().toUtf8()); // the in-process MCP server's
        QVERIFY2(m_sandbox.start(), qPrintable(m_sandbox.error()));
        m_rig = std::make_unique<Rig>(m_sandbox.baseUrl(), m_sandbox.rpcUrl());
        const solana::Keypair &kp = m_rig->fundedKey(500000000);
        const Run r = paydesk::testing::importKeypair(
            [this](const QStringList &args) { return cli(args); }, m_dir.path(), kp);
        QVERIFY2(r.code == 0, r.err.constData());
        m_wallet = kp.address();
        const nlohmann::json f =
            rpc(m_rig->rpc, QStringLiteral("paydesk_faucet"), {m_wallet.toStdString()});
        m_usdcAccount = f["usdcAccount"].get<std::string>();
        QVERIFY(usdc() > 0);
        const Run evm = cli(
            {QStringLiteral("wallet"), QStringLiteral("import"), QStringLiteral("--chain"),
             QStringLiteral("evm"), QStringLiteral("--secret-key-env"), QStringLiteral("EVM_KEY")},
            {{QStringLiteral("EVM_KEY"),
              QStringLiteral("ac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80")}});
        QVERIFY2(evm.code == 0, evm.err.constData());
    }
    void cleanupTestCase() { m_rig.reset(); }

    // EIP-3009 USDC on the sandbox's EVM chain: 0.005 USDC a resource.
    void eip3009FailuresPayOnce()
    {
        runCases(QStringLiteral("both"), m_evmWallet, QStringLiteral("/evm"),
                 QStringLiteral("0.01 USDC"), 5000, QStringLiteral("0.005 USDC"),
                 [this]() { return evmUsdc(); });
    }

    // Permit2 (the seller asks assetTransferMethod permit2): the allowance approved first, by
    // paydesk-cli itself; each payment spends the price of it, once.
    void permit2FailuresPayOnce()
    {
        const Run r =
            cli(QStringList{QStringLiteral("permit2"), QStringLiteral("approve"),
                            QStringLiteral("1"), QStringLiteral("USDC"), QStringLiteral("--from"),
                            m_evmWallet, QStringLiteral("--yes")});
        QVERIFY2(r.code == 0, r.err.constData());
        runCases(QStringLiteral("permit2"), m_evmWallet, QStringLiteral("/evm"),
                 QStringLiteral("0.01 USDC"), 5000, QStringLiteral("0.005 USDC"),
                 [this]() { return evmUsdc(); });
        // Paid through Permit2: six of the seven modes moved 0.005 of the allowance, once each.
        const Run left =
            cli(QStringList{QStringLiteral("permit2"), QStringLiteral("allowance"),
                            QStringLiteral("USDC"), QStringLiteral("--from"), m_evmWallet});
        QVERIFY2(left.code == 0, left.err.constData());
        QCOMPARE(left.json()[QStringLiteral("allowance")].toString(), QStringLiteral("0.97"));
    }

    // SPL USDC: 0.004 USDC a resource, the seller paying the fee.
    void splFailuresPayOnce()
    {
        runCases(QStringLiteral("spl"), m_wallet, QStringLiteral("/rpc"),
                 QStringLiteral("0.01 USDC"), 4000, QStringLiteral("0.004 USDC"),
                 [this]() { return usdc(); });
    }

    // Native SOL: 0.001 SOL a resource, the seller paying the fee (so exactly the price leaves).
    void solFailuresPayOnce()
    {
        runCases(QStringLiteral("sol"), m_wallet, QStringLiteral("/rpc"),
                 QStringLiteral("0.01 SOL"), 1000000, QStringLiteral("0.001 SOL"),
                 [this]() { return balance(m_rig->rpc, m_wallet); });
    }

    // An agent paying through MCP, in each scheme (its budget in that scheme's asset only, so
    // that is what it pays in): the same modes, called again where the first call's outcome was
    // unknown. The chain moves the price once or not at all; the answer that ends each purchase
    // says paid exactly when it moved.
    void mcpFailuresPayOnce_data()
    {
        QTest::addColumn<QString>("scheme");
        for (const char *scheme : {"spl", "sol", "eip3009", "permit2"})
            QTest::newRow(scheme) << QString::fromLatin1(scheme);
    }
    void mcpFailuresPayOnce()
    {
        QFETCH(QString, scheme);
        const bool onEvm = scheme == u"eip3009" || scheme == u"permit2";
        const bool sol = scheme == u"sol";
        evm::EvmRpcClient evmNode(&m_rig->network,
                                  QUrl(m_sandbox.baseUrl().toString() + QStringLiteral("/evm")));
        x402::ChainNodes nodes;
        nodes.set(Chain::Solana, &m_rig->rpc, QStringLiteral("solana-sandbox"));
        nodes.set(Chain::Evm, &evmNode, QStringLiteral("eip155:4020"));
        const QString asset =
            onEvm ? Asset::keyOf(sandbox::TestUsdc::address().toChecksummed())
            : sol ? QString()
                  : Asset::keyOf(QStringLiteral("AFxcH3jwY8KpyXfuC8K5z9v5z9iWGm8gZvpACxNoqs8y"));
        const int decimals = sol ? 9 : 6;
        paydesk::testing::InProcessMcp mcp(
            nodes, QStringLiteral("failures-agent-") + scheme,
            {onEvm ? QStringLiteral("eip155:4020") : QStringLiteral("solana-sandbox"), asset,
             *Amount::parse(u"0.05", decimals), *Amount::parse(u"0.01", decimals)});
        QVERIFY(mcp.context.agents()->allowSite(mcp.agent, Origin::of(m_sandbox.baseUrl())));
        const char *maxPrice = sol ? "0.01 SOL" : "0.01 USDC";
        const quint64 price = onEvm ? 5000 : sol ? 1000000 : 4000;
        const auto held = [&]() {
            return onEvm ? evmUsdc() : sol ? balance(m_rig->rpc, m_wallet) : usdc();
        };
        const struct
        {
            const char *mode;
            bool again; // the first call's outcome is unknown: the agent calls again
            bool moves;
        } cases[] = {{"fail-drop", true, true},           {"fail-500", true, true},
                     {"fail-402", false, true},           {"fail-pending", false, true},
                     {"fail-pending-plain", false, true}, {"fail-reprice", false, false}};
        for (const auto &c : cases) {
            // "mcp-permit2-...": the seller asks Permit2 (allowance approved by the test above).
            const QUrl u(url(QStringLiteral("mcp-%1-%2").arg(scheme, QString::fromLatin1(c.mode))));
            const quint64 before = held();
            nlohmann::json result = mcp.fetch(u, maxPrice);
            if (c.again) {
                QVERIFY2(result.value("isError", false) ||
                             !result["structuredContent"].value("paid", false),
                         result.dump().c_str());
                result = mcp.fetch(u, maxPrice);
            }
            const bool paid =
                !result.value("isError", false) && result["structuredContent"].value("paid", false);
            QVERIFY2(paid == c.moves, (std::string(c.mode) + ": " + result.dump()).c_str());
            if (!onEvm)
                QVERIFY(m_sandbox.advance(m_rig->network, 2));
            QCOMPARE(before - held(), c.moves ? price : quint64(0));
        }
    }

    // kill -9 at each moment of a paid fetch from the Solana wallet, then run again: nothing is
    // paid twice, nothing is lost, no budget stays taken by what paid nothing.
    void killedSvmPayerNeverPaysTwice_data()
    {
        QTest::addColumn<QString>("maximum");
        QTest::addColumn<QString>("asset"); // the budgets' key: the mint, or "" for SOL
        QTest::addColumn<quint64>("price");
        QTest::newRow("spl") << QStringLiteral("0.01 USDC")
                             << Asset::keyOf(
                                    QStringLiteral("AFxcH3jwY8KpyXfuC8K5z9v5z9iWGm8gZvpACxNoqs8y"))
                             << quint64(4000);
        QTest::newRow("sol") << QStringLiteral("0.01 SOL") << QString() << quint64(1000000);
    }
    void killedSvmPayerNeverPaysTwice()
    {
        QFETCH(QString, maximum);
        QFETCH(QString, asset);
        QFETCH(quint64, price);
        const bool spl = !asset.isEmpty();
        const auto held = [&]() {
            return spl ? usdc() : balance(m_rig->rpc, m_wallet);
        };
        const QString connection = QStringLiteral("kills-") + QTest::currentDataTag();
        {
            QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), connection);
            db.setDatabaseName(m_dir.filePath(QStringLiteral("paydesk.sqlite")));
            QVERIFY(db.open());
            PaidFetchJournal journal(db);
            BudgetStore budgets(db);
            const QString origin = Origin::of(m_sandbox.baseUrl());
            const auto spends = [&](const QString &name) {
                int n = 0;
                for (const SpendRecord &r :
                     budgets.spending(origin, QStringLiteral("solana-sandbox"), asset))
                    n += r.url == url(name) ? 1 : 0;
                return n;
            };
            const auto fetch = [&](const QString &name, const QString &crashAt = {}) {
                QList<std::pair<QString, QString>> env;
                if (!crashAt.isEmpty())
                    env.append({QStringLiteral("PAYDESK_CRASH_AT"), crashAt});
                return cli({QStringLiteral("fetch"), url(name), QStringLiteral("--from"), m_wallet,
                            QStringLiteral("--local"), QStringLiteral("--max-amount"), maximum,
                            QStringLiteral("--yes")},
                           env);
            };
            const QString tag = QString::fromLatin1(QTest::currentDataTag());
            // Killed before anything was signed, or before the signed proof was stored: the next
            // fetch closes the attempt (nothing left), releases its budget and pays once.
            for (const QString &point :
                 {QStringLiteral("attempt-journaled"), QStringLiteral("proof-signed")}) {
                const QString name = tag + QStringLiteral("-kill-") + point;
                const quint64 before = held();
                Run r = fetch(name, point);
                QVERIFY2(r.crashed, r.err.constData());
                const auto open = journal.unfinishedFor(url(name));
                QVERIFY(open && open->state == FetchAttempt::State::Paying &&
                        open->proof.isEmpty());
                QCOMPARE(spends(name), 1);
                QCOMPARE(held(), before);
                r = fetch(name);
                QVERIFY2(r.code == 0, r.err.constData());
                QVERIFY(m_sandbox.advance(m_rig->network, 2));
                QCOMPARE(before - held(), price);
                QCOMPARE(journal.find(open->id)->state, FetchAttempt::State::Failed);
                QCOMPARE(spends(name), 1);
            }
            // Killed after the proof was journaled (before it was sent), and after the seller's
            // answer came (before the caller had it): the next run presents the same proof; the
            // chain moves once.
            for (const QString &point :
                 {QStringLiteral("proof-journaled"), QStringLiteral("answer-received")}) {
                const QString name = tag + QStringLiteral("-kill-") + point;
                const quint64 before = held();
                Run r = fetch(name, point);
                QVERIFY2(r.crashed, r.err.constData());
                const auto paid = journal.unfinishedFor(url(name));
                QVERIFY(paid && paid->state == FetchAttempt::State::Paid);
                r = fetch(name);
                QVERIFY2(r.code == 0, r.err.constData());
                QVERIFY(r.json().value(QStringLiteral("resumed")).toBool());
                QVERIFY(m_sandbox.advance(m_rig->network, 2));
                QCOMPARE(before - held(), price);
                QCOMPARE(journal.find(paid->id)->state, FetchAttempt::State::Delivered);
                QCOMPARE(journal.find(paid->id)->proof, paid->proof); // the same proof
                QCOMPARE(spends(name), 1);
            }
        }
        QSqlDatabase::removeDatabase(connection);
    }
};

QTEST_GUILESS_MAIN(TestX402CliFailures)
#include "tst_x402_cli_failures.moc"
