// Agents in the desktop app, against the sandbox and the real keychain: the Agents
// page adds an agent (its token in the keychain), gives it a USDC budget, a site and a pause; a
// real `paydesk-cli mcp` of that agent then asks the desktop app to approve a payment above its
// automatic limit, and the dialog's answer decides: approved once (paid once, also for the
// agent's retry of the same call), declined, nobody answering before the agent's timeout, and
// "always for this site". Without the app listening, such a payment is declined at once. With
// PAYDESK_SCREENSHOT_DIR set the views are saved there (PAYDESK_SHOTS_LANG=de: German).
#include "EvmGuiTest.h"
#include "MainWindow.h"
#include "StartupShell.h"
#include "ViewParts.h"
#include "core/Origin.h"
#include "core/Translations.h"
#include "dialogs/AgentApprovalDialog.h"
#include "evm/EvmAddress.h"
#include "models/PaymentEvents.h"
#include "models/ReceiptBook.h"
#include "pages/AgentsPage.h"
#include "sandbox/EvmChain.h"
#include "sandbox/TestUsdc.h"
#include "shell/AgentApprovalPresenter.h"
#include "store/AgentStore.h"
#include "store/BudgetStore.h"
#include "util/Widgets.h"
#include "widgets/AgentEditor.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDateEdit>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QProcess>
#include <QPushButton>
#include <QSignalSpy>
#include <QTableView>
#include <nlohmann/json.hpp>

using namespace paydesk;
using namespace paydesk::testing;
using namespace paydesk::ui;

namespace {
const QString kUsdc = QStringLiteral("0x7957850b3efe67c44f8dda73c32b36b9c2099ccf");
const QString kNetwork = QStringLiteral("eip155:4020");
} // namespace

class TstGuiAgents : public EvmGuiTest
{
    Q_OBJECT

    QString m_token;

    QString dataDir() const { return m_h->dir.filePath(QStringLiteral("data")); }
    evm::U256 usdcHeld() const
    {
        return m_h->server().evmChain()->usdc().balanceOf(*evm::EvmAddress::parse(kAccount));
    }
    // The harness's context on the keychain entries paydesk-cli reads ("Paydesk").
    void start()
    {
        m_h = std::make_unique<GuiHarness>(QList<sandbox::ApiKeySpec>{}, 50);
        m_h->context.reset();
        AppContextOptions options;
        options.dataDir = dataDir();
        options.settingsFile = m_h->dir.filePath(QStringLiteral("settings.ini"));
        auto c = std::make_unique<AppContext>(options);
        QString error;
        QVERIFY2(c->open(&error), qPrintable(error));
        c->useLocalService(nullptr, m_h->url(), SecureBytes::copyOf(kGuiUserKey.toUtf8()));
        m_h->context = std::move(c);
        addEvmWallet();
    }
    void addAgent(const QString &name)
    {
        QSignalSpy ready(ctx()->agentModel(), &AgentListModel::tokenReady);
        ctx()->agentModel()->add(name);
        QVERIFY(ready.wait(20000));
        m_token = ready.at(0).at(1).toString();
        QString why;
        QVERIFY2(ctx()->agents()->saveBudget(
                     name, {kNetwork, kUsdc, *Amount::parse(u"1", 6), *Amount::parse(u"0.001", 6)},
                     &why),
                 qPrintable(why));
    }
    // paydesk-cli mcp for the agent, initialized.
    std::unique_ptr<QProcess> mcp(const QString &timeoutSeconds = QStringLiteral("60"))
    {
        auto p = std::make_unique<QProcess>();
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("PAYDESK_DATA_DIR"), dataDir());
        env.insert(QStringLiteral("PAYDESK_AGENT_TOKEN"), m_token);
        env.insert(QStringLiteral("PAYDESK_APPROVAL_TIMEOUT"), timeoutSeconds);
        p->setProcessEnvironment(env);
        p->setProcessChannelMode(QProcess::ForwardedErrorChannel);
        p->start(QStringLiteral(PAYDESK_CLI),
                 {QStringLiteral("--service"), m_h->url().toString(), QStringLiteral("mcp")});
        if (!p->waitForStarted(10000))
            qFatal("paydesk-cli mcp did not start");
        send(*p, {{"jsonrpc", "2.0"},
                  {"id", 1},
                  {"method", "initialize"},
                  {"params", {{"protocolVersion", "2025-11-25"}, {"capabilities", {}}}}});
        return p;
    }
    static void send(QProcess &p, const nlohmann::json &message)
    {
        p.write(QByteArray::fromStdString(message.dump()) + '\n');
    }
    static void fetch(QProcess &p, int id, const QString &url)
    {
        send(p, {{"jsonrpc", "2.0"},
                 {"id", id},
                 {"method", "tools/call"},
                 {"params",
                  {{"name", "fetch_paid_resource"},
                   {"arguments", {{"url", url.toStdString()}, {"max_price", "0.01 USDC"}}}}}});
    }
    // The answer to request `id` (reading what comes before it).
    static nlohmann::json answer(QProcess &p, int id, int timeoutMs = 30000)
    {
        QElapsedTimer t;
        t.start();
        while (t.elapsed() < timeoutMs) {
            while (p.canReadLine()) {
                const auto j = nlohmann::json::parse(p.readLine().toStdString(), nullptr, false);
                if (j.is_object() && j.value("id", nlohmann::json()) == id)
                    return j;
            }
            p.waitForReadyRead(100);
            QCoreApplication::processEvents();
        }
        return {};
    }
    QString resource(const QString &name) const
    {
        return m_h->url().toString() + QStringLiteral("/demo/resource/") + name;
    }
    static AgentApprovalDialog *waitForDialog()
    {
        QElapsedTimer t;
        t.start();
        AgentApprovalDialog *d = nullptr;
        while (!(d = find<AgentApprovalDialog>(nullptr, "agentApprovalDialog")) &&
               t.elapsed() < 20000)
            QTest::qWait(20);
        if (!d)
            qFatal("no approval dialog within 20 s");
        return d;
    }

private Q_SLOTS:
    void initTestCase()
    {
        if (qEnvironmentVariableIsSet("PAYDESK_SHOTS_LANG"))
            Translations::apply(qEnvironmentVariable("PAYDESK_SHOTS_LANG"));
        AgentApprovalDialog::setConfirmDelayMs(0);
    }
    void cleanup() { m_h.reset(); }

    // The page: add an agent (token shown, in the keychain), a budget in USDC, a site, pause.
    void agentsPage()
    {
        start();
        MainWindow window{ViewParts(ctx())};
        window.resize(1100, 900);
        window.show();
        window.showPage(MainWindow::Page::Agents);
        auto *page = window.findChild<AgentsPage *>();
        QVERIFY(page);
        shoot(page, QStringLiteral("agents-empty"));
        child<QLineEdit>(page, "agentName")->setText(QStringLiteral("Research assistant"));
        QTest::mouseClick(child<QPushButton>(page, "agentAdd"), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(page->tokenText().startsWith(u"pdk_agent_"), 20000);
        const Agent added = *ctx()->agents()->find(QStringLiteral("Research assistant"));
        QCOMPARE(ctx()
                     ->agents()
                     ->findByTokenHash(AgentStore::tokenHash(page->tokenText().toLatin1()))
                     ->name,
                 added.name);
        // The MCP configuration is JSON a client reads as it is: the CLI beside this program
        // (or its bare name), `mcp`, the agent's token.
        const QJsonObject server = QJsonDocument::fromJson(page->configText().toUtf8())
                                       .object()[QStringLiteral("mcpServers")]
                                       .toObject()[QStringLiteral("paydesk")]
                                       .toObject();
        QCOMPARE(server[QStringLiteral("command")].toString(), AgentsPage::cliPath());
        QCOMPARE(server[QStringLiteral("args")].toArray(), QJsonArray{QStringLiteral("mcp")});
        QCOMPARE(server[QStringLiteral("env")][QStringLiteral("PAYDESK_AGENT_TOKEN")].toString(),
                 page->tokenText());
        // A Windows install path survives as JSON (backslashes, spaces).
        const QString windowsCli = QStringLiteral("C:\\Program Files\\Paydesk\\paydesk-cli.exe");
        const QJsonDocument parsed = QJsonDocument::fromJson(
            AgentsPage::mcpConfig(QStringLiteral("t\"1"), windowsCli).toUtf8());
        QCOMPARE(parsed[QStringLiteral("mcpServers")][QStringLiteral("paydesk")]
                       [QStringLiteral("command")]
                           .toString(),
                 windowsCli);
        QCOMPARE(parsed[QStringLiteral("mcpServers")][QStringLiteral("paydesk")]
                       [QStringLiteral("env")][QStringLiteral("PAYDESK_AGENT_TOKEN")]
                           .toString(),
                 QStringLiteral("t\"1"));
        AgentEditor *editor = page->editor();
        QCOMPARE(editor->agent(), QStringLiteral("Research assistant"));
        auto *asset = child<QComboBox>(editor, "agentAsset");
        int usdc = -1;
        for (int i = 0; i < asset->count(); ++i)
            if (asset->itemData(i).toStringList().value(1) == kUsdc)
                usdc = i;
        QVERIFY(usdc >= 0);
        asset->setCurrentIndex(usdc);
        // Each amount field says its unit, the chosen asset's.
        QCOMPARE(child<QLabel>(editor, "agentPerDayUnit")->text(), QStringLiteral("USDC"));
        QCOMPARE(child<QLabel>(editor, "agentAutomaticUnit")->text(), QStringLiteral("USDC"));
        child<QLineEdit>(editor, "agentPerDay")->setText(QStringLiteral("2"));
        child<QLineEdit>(editor, "agentAutomatic")->setText(QStringLiteral("5"));
        QTest::mouseClick(child<QPushButton>(editor, "agentSaveBudget"), Qt::LeftButton);
        QVERIFY(!editor->problemText().isEmpty()); // more without asking than a day's budget
        child<QLineEdit>(editor, "agentAutomatic")->setText(QStringLiteral("0.05"));
        // A week's cap beside the day (its unit is the asset's), and a last day.
        QCOMPARE(child<QLabel>(editor, "agentPerWeekUnit")->text(), QStringLiteral("USDC"));
        child<QLineEdit>(editor, "agentPerWeek")->setText(QStringLiteral("1"));
        QTest::mouseClick(child<QPushButton>(editor, "agentSaveBudget"), Qt::LeftButton);
        QVERIFY(!editor->problemText().isEmpty()); // a week below its day
        child<QLineEdit>(editor, "agentPerWeek")->setText(QStringLiteral("10"));
        child<QCheckBox>(editor, "agentEnds")->setChecked(true);
        child<QDateEdit>(editor, "agentUntil")->setDate(QDate::currentDate().addDays(7));
        QTest::mouseClick(child<QPushButton>(editor, "agentSaveBudget"), Qt::LeftButton);
        QVERIFY2(editor->problemText().isEmpty(), qPrintable(editor->problemText()));
        QCOMPARE(ctx()->agents()->find(added.name)->budgets.at(0).limits.perWeek,
                 *Amount::parse(u"10", 6));
        QCOMPARE(child<QLineEdit>(editor, "agentPerWeek")->text(), QStringLiteral("10"));
        child<QLineEdit>(editor, "agentSite")
            ->setText(m_h->url().toString() + QStringLiteral("/demo"));
        QTest::mouseClick(child<QPushButton>(editor, "agentAllowSite"), Qt::LeftButton);
        const Agent saved = *ctx()->agents()->find(added.name);
        QCOMPARE(saved.budgets.size(), 1);
        QCOMPARE(saved.budgets.at(0).perDay, *Amount::parse(u"2", 6));
        QCOMPARE(saved.budgets.at(0).automatic, *Amount::parse(u"0.05", 6));
        QCOMPARE(saved.sites, QStringList{Origin::of(m_h->url())});
        shoot(&window, QStringLiteral("agents-page"));
        shoot(editor, QStringLiteral("agents-editor"));
        child<QCheckBox>(editor, "agentPaused")->click();
        QVERIFY(ctx()->agents()->find(added.name)->paused);
        const QAbstractItemModel *model = child<QTableView>(page, "agentTable")->model();
        QCOMPARE(model->index(0, AgentListModel::StateColumn).data().toString(),
                 AgentListModel::tr("Paused"));
        // The freeze says so on the page.
        ctx()->budgetModel()->setFrozen(true);
        QVERIFY(child<QLabel>(page, "agentsFrozen")->isVisible());
        ctx()->budgetModel()->setFrozen(false);
    }

    // Above its automatic limit: the desktop app asks; approved once, paid once, and the
    // agent's retry of the same call (while it waits) gets the same payment.
    void approvedOnceEvenWhenRetried()
    {
        start();
        addAgent(QStringLiteral("research"));
        QVERIFY(ctx()->agents()->allowSite(QStringLiteral("research"), Origin::of(m_h->url())));
        QString why;
        QVERIFY2(ctx()->agentApprovals()->listen(dataDir(), &why), qPrintable(why));
        StartupShell shell;
        AgentApprovalPresenter presenter(ctx()->agentApprovals(), ctx()->appLock(), &shell,
                                         nullptr);
        // The desktop app watches what other processes pay (GuiApplication starts it).
        ctx()->journalWatch()->start(100);
        QSignalSpy moved(ctx()->events(), &PaymentEvents::moneyMoved);
        const evm::U256 before = usdcHeld();
        auto p = mcp();
        QVERIFY(answer(*p, 1).contains("result"));
        fetch(*p, 2, resource(QStringLiteral("v2-approve")));
        AgentApprovalDialog *d = waitForDialog();
        fetch(*p, 3, resource(QStringLiteral("v2-approve"))); // the agent retries
        QVERIFY2(d->summaryText().contains(u"0.005 USDC"), qPrintable(d->summaryText()));
        if (!qEnvironmentVariableIsSet("PAYDESK_SHOTS_LANG"))
            QVERIFY2(d->summaryText().contains(u"above the 0.001 USDC it may pay without you"),
                     qPrintable(d->summaryText()));
        shoot(d, QStringLiteral("agent-approval"));
        QCOMPARE(usdcHeld(), before); // nothing signed while it asks
        QTest::mouseClick(child<QPushButton>(d, "approveOnce"), Qt::LeftButton);
        const auto first = answer(*p, 2), second = answer(*p, 3);
        QVERIFY2(first["result"]["isError"] == false, first.dump().c_str());
        QVERIFY(second["result"]["isError"] == false);
        QVERIFY(first["result"]["structuredContent"]["transaction"] ==
                second["result"]["structuredContent"]["transaction"]);
        QCOMPARE(*before.checkedSub(usdcHeld()), evm::U256(5000)); // once
        // The MCP server's payment moved the paying wallet's money: the app reads it again.
        const auto paidBy = ctx()->fetchJournal()->find(
            first["result"]["structuredContent"]["attemptId"].get<qint64>());
        QVERIFY(paidBy);
        QTRY_VERIFY_WITH_TIMEOUT(std::any_of(moved.cbegin(), moved.cend(),
                                             [&](const QList<QVariant> &args) {
                                                 return args.value(0).toString() == paidBy->wallet;
                                             }),
                                 5000);
        // The one history names the agent that paid.
        ReceiptBook receipts(ctx()->fetchJournal());
        receipts.read();
        const auto attempt = ctx()->fetchJournal()->find(
            first["result"]["structuredContent"]["attemptId"].get<qint64>());
        QVERIFY(attempt);
        HistoryEntry paid; // as the history keeps the payment Paydesk recorded
        paid.paymentId = attempt->paymentId;
        QCOMPARE(receipts.agentOf(paid), QStringLiteral("research"));
        QVERIFY(presenter.dialog() == nullptr);
        QVERIFY(ctx()->agentApprovals()->pending().isEmpty());

        // Declined: nothing paid.
        fetch(*p, 4, resource(QStringLiteral("v2-decline")));
        d = waitForDialog();
        QTest::mouseClick(child<QPushButton>(d, "approveDecline"), Qt::LeftButton);
        auto r = answer(*p, 4);
        QVERIFY(r["result"]["structuredContent"]["error"]["code"] == "declined");
        QCOMPARE(*before.checkedSub(usdcHeld()), evm::U256(5000));

        // A new site, "always": paid, and the site is the agent's from now on.
        QVERIFY(ctx()->agents()->disallowSite(QStringLiteral("research"), Origin::of(m_h->url())));
        fetch(*p, 5, resource(QStringLiteral("v2-always")));
        d = waitForDialog();
        if (!qEnvironmentVariableIsSet("PAYDESK_SHOTS_LANG"))
            QVERIFY2(d->summaryText().contains(u"is a new site for this agent"),
                     qPrintable(d->summaryText()));
        QTest::mouseClick(child<QPushButton>(d, "approveAlways"), Qt::LeftButton);
        r = answer(*p, 5);
        QVERIFY2(r["result"]["isError"] == false, r.dump().c_str());
        QCOMPARE(ctx()->agents()->find(QStringLiteral("research"))->sites,
                 QStringList{Origin::of(m_h->url())});
        QCOMPARE(*before.checkedSub(usdcHeld()), evm::U256(10000));
        p->closeWriteChannel();
        QVERIFY(p->waitForFinished(20000));
        QCOMPARE(p->exitCode(), 0);
    }

    // Nobody answers within the agent's timeout: declined, nothing paid, the dialog withdrawn.
    // Without a desktop app listening: declined at once.
    void timeoutAndNoApp()
    {
        start();
        addAgent(QStringLiteral("night"));
        QString why;
        QVERIFY2(ctx()->agentApprovals()->listen(dataDir(), &why), qPrintable(why));
        StartupShell shell;
        AgentApprovalPresenter presenter(ctx()->agentApprovals(), ctx()->appLock(), &shell,
                                         nullptr);
        const evm::U256 before = usdcHeld();
        auto p = mcp(QStringLiteral("2"));
        QVERIFY(answer(*p, 1).contains("result"));
        fetch(*p, 2, resource(QStringLiteral("v2-timeout")));
        waitForDialog();
        const auto r = answer(*p, 2);
        QVERIFY(r["result"]["structuredContent"]["error"]["code"] == "approval_required");
        QVERIFY2(QString::fromStdString(r["result"]["content"][0]["text"]).contains(u"2 second"),
                 r.dump().c_str());
        QTRY_VERIFY_WITH_TIMEOUT(presenter.dialog() == nullptr, 5000);
        QVERIFY(ctx()->agentApprovals()->pending().isEmpty());
        QCOMPARE(usdcHeld(), before);
        p->closeWriteChannel();
        QVERIFY(p->waitForFinished(20000));
    }

    void noDesktopAppDeclinesAtOnce()
    {
        start();
        addAgent(QStringLiteral("alone"));
        const evm::U256 before = usdcHeld();
        auto p = mcp();
        QVERIFY(answer(*p, 1).contains("result"));
        QElapsedTimer t;
        t.start();
        fetch(*p, 2, resource(QStringLiteral("v2-alone")));
        const auto r = answer(*p, 2);
        QVERIFY(r["result"]["structuredContent"]["error"]["code"] == "approval_required");
        QVERIFY2(QString::fromStdString(r["result"]["content"][0]["text"]).contains(u"not running"),
                 r.dump().c_str());
        QVERIFY(t.elapsed() < 20000); // not after the agent's 60 seconds
        QCOMPARE(usdcHeld(), before);
        // balances lists each wallet's coin (what pays a fee) beside its budgets' tokens, on
        // the network its node says it is on.
        send(*p, {{"jsonrpc", "2.0"},
                  {"id", 3},
                  {"method", "tools/call"},
                  {"params", {{"name", "balances"}, {"arguments", nlohmann::json::object()}}}});
        const auto b = answer(*p, 3);
        bool coin = false, usdc = false;
        for (const auto &w : b["result"]["structuredContent"]["wallets"]) {
            coin = coin || (w.value("unit", "") == "ETH" && w.contains("balance"));
            usdc = usdc || (w.value("unit", "") == "USDC" && w.contains("balance"));
        }
        QVERIFY2(coin && usdc, b.dump().c_str());
        p->closeWriteChannel();
        QVERIFY(p->waitForFinished(20000));
    }
};

QTEST_MAIN(TstGuiAgents)
#include "tst_gui_agents.moc"
