#include "ViewParts.h"

#include "AppContext.h"
#include "SandboxSession.h"

namespace paydesk::ui {

ViewParts::Window ViewParts::window() const
{
    AppContext *c = m_context;
    return {c->service(),      c->apiKeys(),       c->events(),     c->localRecovery(),
            c->localWallets(), c->localPayments(), c->liveUpdates()};
}

ReviewParts ViewParts::review() const
{
    AppContext *c = m_context;
    return {c->rpcSettings(), c->service(), c->balances(), c->appLock(), c->localPayments()};
}

SendPage::Parts ViewParts::send() const
{
    AppContext *c = m_context;
    SendPage::Parts parts;
    parts.client = c->client();
    parts.service = c->service();
    parts.settings = c->settings();
    parts.wallets = c->wallets();
    parts.balances = c->balances();
    parts.appLock = c->appLock();
    parts.events = c->events();
    parts.historyCache = c->historyCache();
    parts.historyWriter = c->historyWriter();
    parts.localWallets = c->localWallets();
    parts.localPayments = c->localPayments();
    parts.review = review();
    return parts;
}

PayPage::Parts ViewParts::pay() const
{
    AppContext *c = m_context;
    return {c->payControllerParts(), c->service(), c->settings(), c->wallets(), c->events()};
}

OverviewModel::Parts ViewParts::overview() const
{
    AppContext *c = m_context;
    OverviewModel::Parts p;
    p.balances = c->balances();
    p.wallets = c->wallets();
    p.localWallets = c->localWallets();
    p.nodes = c->nodeSettings();
    p.history = c->historyCache();
    p.client = c->client();
    p.historyWriter = c->historyWriter();
    p.events = c->events();
    p.stream = c->liveUpdates() ? c->liveUpdates()->stream() : nullptr;
    p.approvals = c->agentApprovals();
    p.agents = c->agentModel();
    p.journal = c->journal();
    p.fetches = c->fetchJournal();
    p.journalWatch = c->journalWatch();
    return p;
}

SpendingRulesPage::Parts ViewParts::rules() const
{
    AppContext *c = m_context;
    return {c->budgetModel(), c->addedTokens(), c->service()};
}

SellerDesk::Parts ViewParts::desk() const
{
    AppContext *c = m_context;
    return {c->client(),       c->events(),        c->settings(), c->wallets(),
            c->localWallets(), c->localPayments(), review()};
}

WalletsPage::Parts ViewParts::wallets() const
{
    AppContext *c = m_context;
    return {c->walletManager(), c->localWallets(), c->rpcSettings(),
            c->localPayments(), c->service(),      c->evmRpcSettings()};
}

HistoryPage::Parts ViewParts::history() const
{
    AppContext *c = m_context;
    return {c->client(),   c->historyCache(), c->historyWriter(), c->events(),      c->wallets(),
            c->balances(), c->settings(),     c->fetchJournal(),  c->localWallets()};
}

ViewParts::Status ViewParts::status() const
{
    AppContext *c = m_context;
    return {c->client(), c->historyCache(), c->historyWriter(), c->events(), c->settings()};
}

ServiceSwitch ViewParts::serviceSwitch() const
{
    AppContext *c = m_context;
    ServiceSwitch s;
    s.link = c->service();
    s.useSandbox = [c](QString *error) {
        return c->isSandbox() || SandboxSession::start(c, error) != nullptr;
    };
    s.useService = [c](const QUrl &url, QString *error) {
        return c->useService(url, error);
    };
    s.createDemoWallet = [c](const QString &label) {
        auto *session = c->isSandbox() ? c->findChild<SandboxSession *>() : nullptr;
        // 5 test SOL: enough for a few payments and their fees.
        return session ? session->createWallet(label, QStringLiteral("5")) : QString();
    };
    return s;
}

SettingsPage::Parts ViewParts::settings() const
{
    AppContext *c = m_context;
    SettingsPage::Parts parts;
    parts.service = {serviceSwitch(), c->apiKeys(), c->settings()};
    parts.wallets = {c->wallets(), serviceSwitch()};
    parts.settings = c->settings();
    parts.appLock = c->appLock();
    parts.dataDir = c->dataDir();
    return parts;
}

TrayController::Parts ViewParts::tray() const
{
    AppContext *c = m_context;
    return {c->appLock(), c->budgetModel(), c->notifier(), c->settings(), c->liveUpdates()};
}

ChannelsPage::Parts ViewParts::channels() const
{
    AppContext *c = m_context;
    const PayController::Parts pay = c->payControllerParts();
    ChannelsPage::Parts parts;
    parts.channels = {pay.network,       pay.fetchJournal, pay.journal, pay.lock,
                      pay.walletManager, pay.nodes,        c->events(), pay.localWallets};
    return parts;
}

AgentsPage::Parts ViewParts::agents() const
{
    return {m_context->agentModel(), m_context->budgetModel()};
}

} // namespace paydesk::ui
