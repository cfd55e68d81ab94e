// A seller that serves its content against an SPL proof it never settles (the sandbox demo
// seller's `fail-unsettled`): every face tells the chain's truth, never the seller's. paydesk-cli
// fetch and the MCP server's fetch_paid_resource (as `paydesk-cli mcp` wires it, in this process)
// report it not paid, move nothing, and keep it counted in the budget until its blockhash
// expires. The wallet's key is in the real Secret Service (tests/util/with-keyring.sh). The
// proxy's side is in tests/peers/mcp/proxy.mjs, the Pay page's in tests/gui/tst_gui_usdc.
#include "core/Asset.h"
#include "core/Origin.h"
#include "kits/CliProcess.h"
#include "kits/InProcessMcp.h"
#include "kits/LocalTestKit.h"
#include "store/BudgetStore.h"

#include <QJsonObject>
#include <QTest>

using namespace paydesk;
using namespace localtest;
using Run = paydesk::testing::CliRun;

namespace {
const char *const kMint = "AFxcH3jwY8KpyXfuC8K5z9v5z9iWGm8gZvpACxNoqs8y"; // the sandbox's USDC
}

class TestFacesUnsettled : public QObject
{
    Q_OBJECT
    Sandbox m_sandbox;
    std::unique_ptr<Rig> m_rig;
    QTemporaryDir m_dir;
    QString m_wallet;
    std::string m_account; // its USDC account

    Run cli(const QStringList &args)
    {
        QProcessEnvironment env;
        env.insert(QStringLiteral("PAYDESK_DATA_DIR"), m_dir.path());
        return paydesk::testing::runCli(QStringList{QStringLiteral("--json")} + args, env);
    }
    QUrl url(const QString &name) const
    {
        return QUrl(m_sandbox.baseUrl().toString() + QStringLiteral("/demo/resource/") + name);
    }
    quint64 usdc()
    {
        const nlohmann::json b =
            rpc(m_rig->rpc, QStringLiteral("getTokenAccountBalance"), {m_account});
        return QString::fromStdString(b["value"]["amount"].get<std::string>()).toULongLong();
    }
    int spends(const QUrl &u)
    {
        AppContext context;
        if (!context.open())
            return -1;
        int n = 0;
        for (const SpendRecord &s :
             context.budgets()->spending(Origin::of(u), QStringLiteral("solana-sandbox"),
                                         Asset::keyOf(QString::fromLatin1(kMint))))
            n += s.url == u.toString() ? 1 : 0;
        return n;
    }

private Q_SLOTS:
    void initTestCase()
    {
        if (qEnvironmentVariableIsEmpty("PAYDESK_TEST_HOME"))
            QSKIP("run through tests/util/with-keyring.sh (ctest does)");
        qputenv("PAYDESK_DATA_DIR", m_dir.path().toUtf8());
        QVERIFY2(m_sandbox.start(), qPrintable(m_sandbox.error()));
        m_rig = std::make_unique<Rig>(m_sandbox.baseUrl(), m_sandbox.rpcUrl());
        const solana::Keypair &kp = m_rig->fundedKey(50000000);
        const Run r = paydesk::testing::importKeypair(
            [this](const QStringList &a) { return cli(a); }, m_dir.path(), kp);
        QVERIFY2(r.code == 0, r.err.constData());
        m_wallet = kp.address();
        const nlohmann::json f =
            rpc(m_rig->rpc, QStringLiteral("paydesk_faucet"), {m_wallet.toStdString()});
        m_account = f["usdcAccount"].get<std::string>();
        QCOMPARE(usdc(), quint64(100000000));
    }
    void cleanupTestCase() { m_rig.reset(); }

    void fetchSaysNotPaid()
    {
        const QUrl u = url(QStringLiteral("v2-fail-unsettled-cli"));
        const quint64 before = usdc();
        const Run r = cli({QStringLiteral("fetch"), u.toString(), QStringLiteral("--from"),
                           m_wallet, QStringLiteral("--rpc"), m_sandbox.rpcUrl().toString(),
                           QStringLiteral("--max-amount"), QStringLiteral("0.01 USDC"),
                           QStringLiteral("--yes")});
        QVERIFY2(r.code == 0, r.err.constData());
        const QJsonObject j = r.json();
        QVERIFY(!j.value(QStringLiteral("paid")).toBool(true));
        QVERIFY(!j.value(QStringLiteral("moneyMoved")).toBool(true));
        const QJsonObject notice = j.value(QStringLiteral("notice")).toObject();
        QCOMPARE(notice.value(QStringLiteral("code")).toString(), QStringLiteral("not_settled"));
        QVERIFY2(notice.value(QStringLiteral("message")).toString().startsWith(u"Not paid yet"),
                 r.out.constData());
        QCOMPARE(usdc(), before);
        QCOMPARE(spends(u), 1); // the seller may still settle it until its blockhash expires
    }

    void mcpSaysNotPaid()
    {
        x402::ChainNodes nodes;
        nodes.set(Chain::Solana, &m_rig->rpc, QStringLiteral("solana-sandbox"));
        paydesk::testing::InProcessMcp mcp(
            nodes, QStringLiteral("unsettled-agent"),
            {QStringLiteral("solana-sandbox"), Asset::keyOf(QString::fromLatin1(kMint)),
             *Amount::parse(u"0.05", 6), *Amount::parse(u"0.01", 6)});
        const QUrl u = url(QStringLiteral("v2-fail-unsettled-mcp"));
        QVERIFY(mcp.context.agents()->allowSite(mcp.agent, Origin::of(u)));
        const quint64 before = usdc();
        const nlohmann::json result = mcp.fetch(u, "0.01 USDC");
        QVERIFY2(!result.value("isError", true), result.dump().c_str());
        const nlohmann::json &out = result["structuredContent"];
        QVERIFY2(out.value("paid", true) == false, result.dump().c_str());
        QVERIFY2(out.value("moneyMoved", true) == false, result.dump().c_str());
        QCOMPARE(QString::fromStdString(out.value("code", std::string())),
                 QStringLiteral("not_settled"));
        const std::string summary = result["content"][0].value("text", std::string());
        QVERIFY2(QString::fromStdString(summary).startsWith(u"Not paid yet"), summary.c_str());
        QCOMPARE(usdc(), before);
    }
};

QTEST_GUILESS_MAIN(TestFacesUnsettled)
#include "tst_faces_unsettled.moc"
