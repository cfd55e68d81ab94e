// The command-line faces in the test's own process. First the x402 scheme seam: a
// scheme registered by the test alone ("test-iou", tests/kits/IouScheme.h) is the one they pay:
// `paydesk-cli fetch` (CliRunner, as main.cpp runs it) and the MCP server's fetch_paid_resource
// (McpServer and AgentTools, as `paydesk-cli mcp` wires them). No code outside the test knows the
// scheme. Then the chain seam: a third chain family registered by the test alone ("tstchain",
// tests/kits/TestChainFamily.h) is paid on by both faces, from a wallet of that family. The wallet
// is imported into the real Secret Service (tests/util/with-keyring.sh) and its balance read from
// the sandbox's chain. Then what the MCP server tells an agent: its own refusals before the
// wallet's; and which service the commands use without --service.
#include "AppContext.h"
#include "CliArguments.h"
#include "CliBalance.h"
#include "CliFetch.h"
#include "CliNodes.h"
#include "CliRunner.h"
#include "agents/AgentTools.h"
#include "agents/McpServer.h"
#include "core/Origin.h"
#include "kits/InProcessMcp.h"
#include "kits/IouScheme.h"
#include "kits/LocalTestKit.h"
#include "kits/PricedSeller.h"
#include "kits/TestChainFamily.h"
#include "models/SandboxAddress.h"
#include "models/SettingsModel.h"
#include "models/evm/EvmNodeSettings.h"
#include "models/solana/SolanaNodeSettings.h"
#include "payments/schemes/SchemeRegistry.h"
#include "store/AgentStore.h"
#include "store/BudgetStore.h"
#include "store/PaidFetchJournal.h"
#include "wallet/KeyImport.h"

#include <QFile>
#include <QScopeGuard>
#include <QSettings>
#include <QTest>
#include <nlohmann/json.hpp>

using namespace paydesk;
using paydesk::testing::IouScheme;
using paydesk::testing::PricedSeller;
using paydesk::testing::TestChainFamily;

class TestFacesInProcess : public QObject
{
    Q_OBJECT
    localtest::Sandbox m_sandbox;
    std::unique_ptr<localtest::Rig> m_rig;
    QTemporaryDir m_dir;
    QString m_wallet;
    std::unique_ptr<PricedSeller> m_seller;
    IouScheme *m_iou = nullptr;

    // paydesk-cli ARGS, run in this process, on the sandbox unless `service` names another; its
    // exit code.
    int cli(const QStringList &args, const QUrl &service = {})
    {
        QString output;
        int code = 0;
        const QStringList global{QStringLiteral("paydesk-cli"), QStringLiteral("--service"),
                                 (service.isEmpty() ? m_sandbox.baseUrl() : service).toString(),
                                 QStringLiteral("--json")};
        const auto parsed = cli::CliArguments::parse(global + args, &output, &code);
        if (!parsed) {
            qWarning("%s", qPrintable(output));
            return code;
        }
        cli::CliRunner runner(*parsed);
        QSignalSpy done(&runner, &cli::CliRunner::done);
        runner.start();
        if (!QTest::qWaitFor([&]() { return !done.isEmpty(); }, 60000))
            return -1;
        return done.first().first().toInt();
    }

private Q_SLOTS:
    void initTestCase()
    {
        if (qEnvironmentVariableIsEmpty("PAYDESK_TEST_HOME"))
            QSKIP("run through tests/util/with-keyring.sh (ctest does)");
        qputenv("PAYDESK_DATA_DIR", m_dir.path().toUtf8());
        QVERIFY2(m_sandbox.start(), qPrintable(m_sandbox.error()));
        m_rig = std::make_unique<localtest::Rig>(m_sandbox.baseUrl(), m_sandbox.rpcUrl());
        const solana::Keypair &kp = m_rig->fundedKey(50000000);
        const QString file = m_dir.filePath(QStringLiteral("import.json"));
        QFile f(file);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(wallet::KeyImport::toKeypairJson(kp).view().toByteArray());
        f.close();
        QCOMPARE(cli({QStringLiteral("wallet"), QStringLiteral("import"),
                      QStringLiteral("--keypair-file"), file}),
                 0);
        QFile::remove(file);
        m_wallet = kp.address();
        m_seller = std::make_unique<PricedSeller>(m_rig->fundedKey(1000000).address(), 1000000);
        m_seller->setOverrides({{QStringLiteral("scheme"), QStringLiteral("test-iou")}});
        auto iou = std::make_unique<IouScheme>();
        m_iou = iou.get();
        x402::SchemeRegistry::standard().add(std::move(iou));
    }
    void cleanupTestCase()
    {
        if (m_iou)
            x402::SchemeRegistry::standard().remove(m_iou);
        m_seller.reset();
        m_rig.reset();
    }

    // Without --service, every command uses the desktop app's service: its built-in sandbox
    // (where it listens) while the app uses that, also after a switch away and back.
    void theCliFollowsTheAppsService()
    {
        QTemporaryDir data;
        SandboxAddress::remember(data.path(), 45123);
        SettingsModel settings(std::make_unique<QSettings>(data.filePath(QStringLiteral("s.ini")),
                                                           QSettings::IniFormat));
        cli::CliArguments args;
        QCOMPARE(cli::CliFetch::configuredService(args, settings, data.path()),
                 QUrl(QStringLiteral("http://127.0.0.1:45123")));
        settings.setServiceUrl(QUrl(QStringLiteral("https://pay.example.com")));
        settings.setServiceMode(SettingsModel::ServiceMode::Service);
        QCOMPARE(cli::CliFetch::configuredService(args, settings, data.path()),
                 QUrl(QStringLiteral("https://pay.example.com")));
        settings.setServiceMode(SettingsModel::ServiceMode::Sandbox);
        QCOMPARE(cli::CliFetch::configuredService(args, settings, data.path()),
                 QUrl(QStringLiteral("http://127.0.0.1:45123")));
        args.service = QStringLiteral("https://other.example.com");
        QCOMPARE(cli::CliFetch::configuredService(args, settings, data.path()),
                 QUrl(QStringLiteral("https://other.example.com")));
    }

    // faucet: test funds the way the Wallets page's button gives them, through the wallet's
    // family's kit; refused on mainnet, a usage error for what is no address.
    void faucetGivesTestFunds()
    {
        const QString fresh = QStringLiteral("9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin");
        const quint64 before = localtest::balance(m_rig->rpc, fresh);
        QCOMPARE(cli({QStringLiteral("faucet"), fresh}), 0);
        QTRY_VERIFY_WITH_TIMEOUT(localtest::balance(m_rig->rpc, fresh) >= before + 5000000000ULL,
                                 15000);
        QCOMPARE(cli({QStringLiteral("faucet"),
                      QStringLiteral("0x000000000000000000000000000000000000beef")}),
                 0);
        QCOMPARE(cli({QStringLiteral("faucet"), fresh, QStringLiteral("--rpc"),
                      QStringLiteral("mainnet-beta")}),
                 4);
        QCOMPARE(cli({QStringLiteral("faucet"), QStringLiteral("not-an-address")}), 2);
    }

    // mcp and proxy with a service that is not on this computer, and no --rpc, --evm-rpc or
    // environment: the nodes the desktop app uses for that service (Settings), so an agent sees
    // the balances the Wallets page shows; a flag still wins.
    void agentsUseTheAppsNodesForAService()
    {
        AppContext context;
        QVERIFY(context.open());
        const QUrl service(QStringLiteral("https://pay.example.com"));
        context.rpcSettings()->setProfile(QStringLiteral("service"), service);
        QVERIFY(context.rpcSettings()->choose(SolanaNodeSettings::Cluster::Devnet));
        context.evmRpcSettings()->setProfile(QStringLiteral("service"), service);
        QVERIFY(context.evmRpcSettings()->choose(
            EvmNodeSettings::Net::BaseSepolia, QStringLiteral("https://sepolia.example.org/rpc")));
        const cli::CliNodes::AppSettings app{context.rpcSettings(), context.evmRpcSettings()};
        cli::CliArguments args;
        cli::CliNodes nodes;
        QString error;
        QVERIFY2(nodes.open(args, service, *context.network(), app, &error), qPrintable(error));
        QVERIFY(nodes.node(Chain::Solana) && nodes.node(Chain::Evm));
        QCOMPARE(nodes.network(Chain::Solana), QStringLiteral("solana-devnet"));
        QCOMPARE(nodes.endpoint(Chain::Solana), context.rpcSettings()->endpoint());
        QCOMPARE(nodes.endpoint(Chain::Evm),
                 QUrl(QStringLiteral("https://sepolia.example.org/rpc")));
        const x402::ChainNodes chain = nodes.chainNodes();
        QCOMPARE(chain.network(Chain::Solana), QStringLiteral("solana-devnet"));
        // --rpc names another node: it is used, as before.
        args.options.insert(QStringLiteral("rpc"), QStringLiteral("testnet"));
        cli::CliNodes flagged;
        QVERIFY2(flagged.open(args, service, *context.network(), app, &error), qPrintable(error));
        QCOMPARE(flagged.network(Chain::Solana), QStringLiteral("solana-testnet"));
    }

    // fetch, with no payment service needed (the wallet's key is in Paydesk): the IOU is the
    // proof, journaled under the scheme's payment id and delivered.
    void fetchPaysTheRegisteredScheme()
    {
        const int before = m_seller->paidRequests();
        const int code =
            cli({QStringLiteral("fetch"), m_seller->url(QStringLiteral("cli")).toString(),
                 QStringLiteral("--from"), m_wallet, QStringLiteral("--rpc"),
                 QStringLiteral("sandbox"), QStringLiteral("--yes")});
        QCOMPARE(code, 0);
        QCOMPARE(m_seller->paidRequests(), before + 1);
        const QJsonObject note = IouScheme::decode(m_seller->lastProof());
        QCOMPARE(note.value(QStringLiteral("scheme")).toString(), QStringLiteral("test-iou"));
        QCOMPARE(note.value(QStringLiteral("payload")).toObject().value(u"payer").toString(),
                 m_wallet);
        AppContext context;
        QVERIFY(context.open());
        const auto attempts = context.fetchJournal()->all();
        QCOMPARE(attempts.size(), 1);
        QVERIFY(attempts.first().paymentId.startsWith(u"iou:"));
        QCOMPARE(attempts.first().state, FetchAttempt::State::Delivered);
    }

    // The MCP server's fetch_paid_resource, for an agent with a budget on the sandbox and the
    // seller's site allowed: paid automatically with an IOU, the agent's payment recorded.
    void mcpPaysTheRegisteredScheme()
    {
        Mcp mcp(this, QStringLiteral("iou-agent"));
        const QUrl url = m_seller->url(QStringLiteral("mcp"));
        QVERIFY(mcp.context.agents()->allowSite(mcp.agent, Origin::of(url)));
        const int before = m_seller->paidRequests();
        const nlohmann::json result = mcp.fetch(url, "0.002 SOL");
        QVERIFY2(!result.value("isError", false), result.dump().c_str());
        QCOMPARE(m_seller->paidRequests(), before + 1);
        QCOMPARE(IouScheme::decode(m_seller->lastProof()).value(u"scheme").toString(),
                 QStringLiteral("test-iou"));
        const QList<qint64> paid = mcp.context.agents()->recentAttempts(mcp.agent, 5);
        QCOMPARE(paid.size(), 1);
        const auto attempt = mcp.context.fetchJournal()->find(paid.first());
        QVERIFY(attempt && attempt->paymentId.startsWith(u"iou:"));
        QCOMPARE(attempt->state, FetchAttempt::State::Delivered);
    }

    // A chain family no code outside this test knows: its wallet is in Paydesk, its kit reads
    // the balance, the IOU scheme pays its option. fetch needs no --rpc (that is Solana's node)
    // and pays from the family's wallet once; a balance below the price is refused first.
    void fetchPaysOnARegisteredChainFamily()
    {
        TestChainFamily family;
        const QString wallet = TestChainFamily::address(7);
        const QString token = TestChainFamily::address(900);
        PricedSeller seller(TestChainFamily::address(1), 2500);
        seller.setOverrides(familyOption(token));
        {
            AppContext context;
            QVERIFY(context.open());
            QVERIFY(context.walletManager()->directory()->add(
                {wallet, QStringLiteral("Test chain wallet"), QStringLiteral("test"), {}, {}}));
        }
        const QStringList fetch{QStringLiteral("fetch"),
                                seller.url(QStringLiteral("family")).toString(),
                                QStringLiteral("--from"), wallet, QStringLiteral("--yes")};
        family.setBalance(wallet, token, 2000); // less than the price
        QCOMPARE(cli(fetch), 4);
        QCOMPARE(seller.paidRequests(), 0);
        family.setBalance(wallet, token, 10000);
        QCOMPARE(cli(fetch), 0);
        QCOMPARE(seller.paidRequests(), 1);
        const QJsonObject note = IouScheme::decode(seller.lastProof());
        QCOMPARE(note.value(u"network").toString(), QString::fromLatin1(TestChainFamily::kNetwork));
        QCOMPARE(note.value(u"payload").toObject().value(u"payer").toString(), wallet);
        QVERIFY(family.balanceReads() >= 2);
        AppContext context;
        QVERIFY(context.open());
        std::optional<FetchAttempt> paid;
        for (const FetchAttempt &a : context.fetchJournal()->all())
            if (a.url == seller.url(QStringLiteral("family")).toString())
                paid = a;
        QVERIFY(paid);
        QCOMPARE(paid->state, FetchAttempt::State::Delivered);
        QCOMPARE(paid->network, QString::fromLatin1(TestChainFamily::kNetwork));
        // A local send needs a family's local payments, which the test family has none of:
        // refused (exit 4) and said, not taken for a Solana wallet, before the service is asked;
        // no address is a usage error.
        qputenv("TST_FACES_KEY", "sk_test_never_used");
        QCOMPARE(cli({QStringLiteral("--api-key-env"), QStringLiteral("TST_FACES_KEY"),
                      QStringLiteral("send"), QStringLiteral("--local"), QStringLiteral("--from"),
                      wallet, QStringLiteral("--to"), TestChainFamily::address(2),
                      QStringLiteral("--amount"), QStringLiteral("1"), QStringLiteral("--yes")}),
                 4);
        QCOMPARE(cli({QStringLiteral("--api-key-env"), QStringLiteral("TST_FACES_KEY"),
                      QStringLiteral("send"), QStringLiteral("--local"), QStringLiteral("--from"),
                      QStringLiteral("nobody"), QStringLiteral("--to"), TestChainFamily::address(2),
                      QStringLiteral("--amount"), QStringLiteral("1"), QStringLiteral("--yes")}),
                 2);
        qunsetenv("TST_FACES_KEY");
        // The desktop app's local sends say the same: no LocalSendKit of the family, no flow.
        SendPaymentRequest send;
        send.walletAddress = wallet;
        send.recipientAddress = TestChainFamily::address(2);
        send.amount = QStringLiteral("1");
        QVERIFY(!context.localPayments()->startSend(send));
        QVERIFY2(context.localPayments()->lastError().contains(u"cannot sign Test Chain payments"),
                 qPrintable(context.localPayments()->lastError()));
        QVERIFY(!context.localPayments()->flow());
        QVERIFY(context.walletManager()->directory()->remove(wallet));
    }

    // The MCP server pays on the registered family too, under an agent's budget in its token.
    void mcpPaysOnARegisteredChainFamily()
    {
        TestChainFamily family;
        const QString wallet = TestChainFamily::address(8);
        const QString token = TestChainFamily::address(901);
        PricedSeller seller(TestChainFamily::address(2), 1500);
        seller.setOverrides(familyOption(token));
        family.setBalance(wallet, token, 5000);
        Mcp mcp(this, QStringLiteral("family-agent"),
                {QString::fromLatin1(TestChainFamily::kNetwork), token, *Amount::parse(u"0.01", 6),
                 *Amount::parse(u"0.005", 6)});
        QVERIFY(mcp.context.walletManager()->directory()->add(
            {wallet, QStringLiteral("Test chain wallet"), QStringLiteral("test"), {}, {}}));
        // The user trusts the family's token as any added token (paydesk-cli token add).
        QVERIFY2(mcp.context.addedTokens()->add(QString::fromLatin1(TestChainFamily::kNetwork),
                                                token, QStringLiteral("TST"), 6),
                 qPrintable(mcp.context.addedTokens()->lastError()));
        const auto untrust = qScopeGuard([&]() {
            mcp.context.addedTokens()->remove(QString::fromLatin1(TestChainFamily::kNetwork),
                                              token);
        });
        const QUrl url = seller.url(QStringLiteral("mcp-family"));
        QVERIFY(mcp.context.agents()->allowSite(mcp.agent, Origin::of(url)));
        const nlohmann::json result = mcp.fetch(url, "0.004 TST");
        QVERIFY2(!result.value("isError", false), result.dump().c_str());
        QCOMPARE(seller.paidRequests(), 1);
        QCOMPARE(IouScheme::decode(seller.lastProof())
                     .value(u"payload")
                     .toObject()
                     .value(u"payer")
                     .toString(),
                 wallet);
        const QList<qint64> paid = mcp.context.agents()->recentAttempts(mcp.agent, 5);
        QCOMPARE(paid.size(), 1);
        const auto attempt = mcp.context.fetchJournal()->find(paid.first());
        QVERIFY(attempt && attempt->network == QString::fromLatin1(TestChainFamily::kNetwork));
        QCOMPARE(attempt->state, FetchAttempt::State::Delivered);
        QVERIFY(mcp.context.walletManager()->directory()->remove(wallet));
    }

    // A paused agent hears that it is paused, not what the wallet holds: here the price (an
    // exact SOL payment of 1 SOL) is also above the wallet's balance, which used to lead.
    void aPausedAgentHearsItIsPaused()
    {
        Mcp mcp(this, QStringLiteral("paused-agent"));
        PricedSeller dear(m_rig->fundedKey(1000000).address(), 1000000000);
        const QUrl url = dear.url(QStringLiteral("dear"));
        QVERIFY(mcp.context.agents()->allowSite(mcp.agent, Origin::of(url)));
        QVERIFY(mcp.context.agents()->setPaused(mcp.agent, true));
        const nlohmann::json result = mcp.fetch(url, "2 SOL");
        QVERIFY(result.value("isError", false));
        const QString code =
            QString::fromStdString(result["structuredContent"]["error"].value("code", ""));
        QCOMPARE(code, QStringLiteral("agent_paused"));
        QCOMPARE(dear.paidRequests(), 0);
    }

    // Every command that reads or pays goes through the nodes the desktop app chose in Settings
    // when no option or variable names one, as mcp and proxy do (CliNodes): here the user chose
    // the sandbox's nodes by URL for a service elsewhere. faucet gives test funds through the
    // Solana one (it says which cluster it is on), balance reads through it, permit2 reads an
    // allowance through the EVM one, and fetch pays from a wallet in Paydesk (the IOU scheme)
    // with no --rpc; a bad variable is named in the refusal.
    void everyCommandUsesTheAppsNodes()
    {
        const QUrl elsewhere(QStringLiteral("https://pay.example.com"));
        const QUrl evmUrl = m_sandbox.baseUrl().resolved(QUrl(QStringLiteral("/evm")));
        QString why;
        {
            AppContext context;
            context.rpcSettings()->setProfile(QStringLiteral("service"), elsewhere);
            QVERIFY2(context.rpcSettings()->choose(SolanaNodeSettings::Cluster::Custom,
                                                   m_sandbox.rpcUrl().toString(), &why),
                     qPrintable(why));
            context.evmRpcSettings()->setProfile(QStringLiteral("service"), elsewhere);
            QVERIFY2(context.evmRpcSettings()->choose(EvmNodeSettings::Net::Custom,
                                                      evmUrl.toString(), &why),
                     qPrintable(why));
        }
        const auto restore = qScopeGuard([&]() {
            AppContext context;
            context.rpcSettings()->setProfile(QStringLiteral("service"), elsewhere);
            context.rpcSettings()->choose(SolanaNodeSettings::Cluster::Devnet);
            context.evmRpcSettings()->setProfile(QStringLiteral("service"), elsewhere);
            context.evmRpcSettings()->choose(EvmNodeSettings::Net::BaseSepolia);
        });
        // faucet: before, no node at all, so "Mainnet has no test funds".
        const QString fresh = solana::generateKeypair().address();
        const quint64 before = localtest::balance(m_rig->rpc, fresh);
        QCOMPARE(cli({QStringLiteral("faucet"), fresh}, elsewhere), 0);
        QTRY_VERIFY_WITH_TIMEOUT(localtest::balance(m_rig->rpc, fresh) >= before + 5000000000ULL,
                                 15000);
        // balance: before, mainnet-beta.
        {
            AppContext context;
            cli::CliArguments args;
            cli::CliPrinter printer(true);
            cli::CliBalance balance(args, printer, *context.network(), elsewhere, {});
            balance.setAppSettings({context.rpcSettings(), context.evmRpcSettings()});
            QVERIFY2(balance.chooseEndpoint(&why), qPrintable(why));
            QCOMPARE(balance.endpoint(Chain::Solana), m_sandbox.rpcUrl());
            QCOMPARE(balance.endpoint(Chain::Evm), evmUrl);
            // wallet list reads only through a node the user named: none here.
            cli::CliBalance listed(args, printer, *context.network(), elsewhere, {});
            listed.setAppSettings({context.rpcSettings(), context.evmRpcSettings()});
            listed.setNamedNodesOnly(true);
            QVERIFY(listed.chooseEndpoint(&why));
            QVERIFY(listed.endpoint(Chain::Solana).isEmpty() &&
                    listed.endpoint(Chain::Evm).isEmpty());
        }
        QCOMPARE(cli({QStringLiteral("balance"), fresh}, elsewhere), 0);
        // permit2: before, "No EVM node" (exit 2).
        QCOMPARE(cli({QStringLiteral("permit2"), QStringLiteral("allowance"),
                      QStringLiteral("USDC"), QStringLiteral("--from"),
                      QStringLiteral("0x70997970C51812dc3A010C7d01b50e0d17dc79C8")},
                     elsewhere),
                 0);
        // fetch from a wallet in Paydesk (its balance read through the node before the IOU is
        // written): before, "--local needs --rpc" (exit 2).
        const int paid = m_seller->paidRequests();
        QCOMPARE(cli({QStringLiteral("fetch"), m_seller->url(QStringLiteral("nodes")).toString(),
                      QStringLiteral("--from"), m_wallet, QStringLiteral("--yes")},
                     elsewhere),
                 0);
        QCOMPARE(m_seller->paidRequests(), paid + 1);
        // A variable that names no node is refused, and named.
        qputenv("PAYDESK_SOLANA_RPC", "ftp://nowhere.example");
        const auto unset = qScopeGuard([]() { qunsetenv("PAYDESK_SOLANA_RPC"); });
        cli::CliNodes nodes;
        AppContext context;
        cli::CliArguments args;
        QVERIFY(!nodes.open(args, elsewhere, *context.network(),
                            {context.rpcSettings(), context.evmRpcSettings()}, &why));
        QVERIFY2(why.startsWith(u"$PAYDESK_SOLANA_RPC: "), qPrintable(why));
        QCOMPARE(cli({QStringLiteral("balance"), fresh}, elsewhere), 2);
    }

private:
    // The seller's option on the test family: its token, paid by the test-only scheme.
    static QJsonObject familyOption(const QString &token)
    {
        return {{QStringLiteral("scheme"), QStringLiteral("test-iou")},
                {QStringLiteral("network"), QString::fromLatin1(TestChainFamily::kNetwork)},
                {QStringLiteral("asset"), token},
                {QStringLiteral("extra"),
                 QJsonObject{{QStringLiteral("decimals"), 6},
                             {QStringLiteral("symbol"), QStringLiteral("TST")}}}};
    }

    // The MCP server of one agent, on the sandbox's Solana node (tests/kits/InProcessMcp.h).
    struct Mcp : paydesk::testing::InProcessMcp
    {
        Mcp(TestFacesInProcess *test, const QString &name, const AgentBudget &budget = {})
            : InProcessMcp(nodesOf(test), name, budget)
        {}
        static x402::ChainNodes nodesOf(TestFacesInProcess *test)
        {
            x402::ChainNodes nodes;
            nodes.set(Chain::Solana, &test->m_rig->rpc, QStringLiteral("solana-sandbox"));
            return nodes;
        }
    };
};

QTEST_GUILESS_MAIN(TestFacesInProcess)
#include "tst_faces_in_process.moc"
