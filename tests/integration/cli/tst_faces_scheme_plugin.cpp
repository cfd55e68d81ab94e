// The x402 scheme seam through the command-line faces, in the test's own process so that a
// scheme registered by the test alone ("test-iou", tests/kits/IouScheme.h) is the one they pay:
// `paydesk-cli fetch` (CliRunner, as main.cpp runs it) and the MCP server's fetch_paid_resource
// (McpServer and AgentTools, as `paydesk-cli mcp` wires them). No code outside the test knows the
// scheme. The wallet is imported into the real Secret Service (tests/util/with-keyring.sh) and
// its balance read from the sandbox's chain.
#include "AppContext.h"
#include "CliArguments.h"
#include "CliRunner.h"
#include "agents/AgentTools.h"
#include "agents/McpServer.h"
#include "kits/IouScheme.h"
#include "kits/LocalTestKit.h"
#include "kits/PricedSeller.h"
#include "payments/schemes/SchemeRegistry.h"
#include "store/AgentStore.h"
#include "store/BudgetStore.h"
#include "store/PaidFetchJournal.h"
#include "wallet/KeyImport.h"

#include <QFile>
#include <QTest>
#include <nlohmann/json.hpp>

using namespace paydesk;
using paydesk::testing::IouScheme;
using paydesk::testing::PricedSeller;

class TestFacesSchemePlugin : public QObject
{
    Q_OBJECT
    localtest::Sandbox m_sandbox;
    std::unique_ptr<localtest::Rig> m_rig;
    QTemporaryDir m_dir;
    QString m_wallet;
    std::unique_ptr<PricedSeller> m_seller;
    IouScheme *m_iou = nullptr;

    // paydesk-cli ARGS, run in this process; its exit code.
    int cli(const QStringList &args)
    {
        QString output;
        int code = 0;
        const QStringList global{QStringLiteral("paydesk-cli"), QStringLiteral("--service"),
                                 m_sandbox.baseUrl().toString(), QStringLiteral("--json")};
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
        AppContext context;
        QVERIFY(context.open());
        const QString agent = QStringLiteral("iou-agent");
        AgentStore *agents = context.agents();
        QVERIFY(agents->add(agent, AgentStore::tokenHash("t0k3n").toLatin1()));
        QString why;
        QVERIFY2(agents->saveBudget(agent,
                                    {QStringLiteral("solana-sandbox"),
                                     QStringLiteral(""), // the native coin
                                     *Amount::parse(u"0.01", 9), *Amount::parse(u"0.005", 9)},
                                    &why),
                 qPrintable(why));
        const QUrl url = m_seller->url(QStringLiteral("mcp"));
        QVERIFY(agents->allowSite(agent, BudgetStore::originOf(url)));
        AppData data;
        data.journal = context.journal();
        data.wallets = context.walletManager();
        data.budgets = context.budgets();
        data.fetches = context.fetchJournal();
        data.history = context.historyWriter();
        data.agents = agents;
        data.secrets = context.secrets();
        data.dataDir = context.dataDir();
        agents::AgentTools tools({context.network(), &data, context.client(), &m_rig->rpc, nullptr,
                                  QStringLiteral("solana-sandbox"), 0});
        tools.setAgent(agent);
        QList<nlohmann::json> answers;
        agents::McpServer server(&tools, [&answers](const QByteArray &line) {
            answers.append(nlohmann::json::parse(line.toStdString()));
        });
        server.handle(R"({"jsonrpc":"2.0","id":1,"method":"initialize","params":{}})");
        const nlohmann::json call = {
            {"jsonrpc", "2.0"},
            {"id", 2},
            {"method", "tools/call"},
            {"params",
             {{"name", "fetch_paid_resource"},
              {"arguments", {{"url", url.toString().toStdString()}, {"max_price", "0.002 SOL"}}}}}};
        const int before = m_seller->paidRequests();
        server.handle(QByteArray::fromStdString(call.dump()));
        QVERIFY(QTest::qWaitFor([&]() { return answers.size() == 2; }, 30000));
        const nlohmann::json &result = answers.at(1)["result"];
        QVERIFY2(!result.value("isError", false), result.dump().c_str());
        QCOMPARE(m_seller->paidRequests(), before + 1);
        QCOMPARE(IouScheme::decode(m_seller->lastProof()).value(u"scheme").toString(),
                 QStringLiteral("test-iou"));
        const QList<qint64> paid = agents->recentAttempts(agent, 5);
        QCOMPARE(paid.size(), 1);
        const auto attempt = context.fetchJournal()->find(paid.first());
        QVERIFY(attempt && attempt->paymentId.startsWith(u"iou:"));
        QCOMPARE(attempt->state, FetchAttempt::State::Delivered);
    }
};

QTEST_GUILESS_MAIN(TestFacesSchemePlugin)
#include "tst_faces_scheme_plugin.moc"
