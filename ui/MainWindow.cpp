#include "MainWindow.h"

#include "Theme.h"
#include "models/ApiKeyController.h"
#include "models/LocalPaymentController.h"
#include "models/LocalPaymentRecovery.h"
#include "models/LocalWalletModel.h"
#include "models/PaymentEvents.h"
#include "models/ServiceLink.h"
#include "pages/AgentsPage.h"
#include "pages/ChannelsPage.h"
#include "pages/HistoryPage.h"
#include "pages/OverviewPage.h"
#include "pages/PayPage.h"
#include "pages/ReceivePage.h"
#include "pages/SendPage.h"
#include "pages/SettingsPage.h"
#include "pages/SpendingRulesPage.h"
#include "pages/StatusPage.h"
#include "pages/WalletsPage.h"
#include "pages/WelcomePage.h"
#include "shell/LiveIndicator.h"
#include "widgets/NoticeBar.h"
#include "widgets/SandboxBanner.h"
#include "widgets/SellerDesk.h"
#include "widgets/WheelGuard.h"

#include <QApplication>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QShortcut>
#include <QStackedWidget>
#include <QStatusBar>
#include <QVBoxLayout>

namespace paydesk::ui {

MainWindow::MainWindow(const ViewParts &parts, bool showWelcome, QWidget *parent)
    : QMainWindow(parent), m_views(parts), m_parts(parts.window())
{
    setWindowIcon(Theme::appIcon());
    WheelGuard::install(); // every window and dialog: the wheel changes only a focused control
    auto *central = new QWidget(this);
    auto *outer = new QVBoxLayout(central);
    outer->setContentsMargins(0, 0, 0, 0);
    outer->setSpacing(0);
    m_banner = new SandboxBanner(central);
    outer->addWidget(m_banner);
    auto *row = new QHBoxLayout;
    row->setSpacing(0);
    m_sidebar = new QListWidget(central);
    m_sidebar->setObjectName(QStringLiteral("sidebar"));
    m_sidebar->setAccessibleName(tr("Navigation"));
    m_sidebar->setIconSize(QSize(20, 20));
    m_sidebar->setFrameShape(QFrame::NoFrame);
    m_sidebar->setSpacing(2);
    m_sidebar->setFixedWidth(190);
    m_sidebar->setStyleSheet(
        QStringLiteral("QListWidget#sidebar { background: %1; border-right: 1px solid %2; "
                       "padding-top: 10px; } QListWidget#sidebar::item { padding: 8px 10px; }")
            .arg(palette().color(QPalette::AlternateBase).name(),
                 palette().color(QPalette::Mid).name()));
    m_stack = new QStackedWidget(central);
    // Notices under the pages, as an information bar: one never hides a page's title or a
    // control, and its coming and going moves nothing at the top of a page (pages are
    // top-aligned; only a page that fills the height gives up its bottom edge).
    m_notice = new NoticeBar(central);
    auto *column = new QVBoxLayout;
    column->setSpacing(0);
    column->addWidget(m_stack, 1);
    column->addWidget(m_notice);
    row->addWidget(m_sidebar);
    row->addLayout(column, 1);
    outer->addLayout(row, 1);
    setCentralWidget(central);

    // Pages are built the first time they are shown or asked for: a start builds the one page
    // the user sees, and a page never opened costs neither time nor memory.
    if (showWelcome)
        addPage(Page::Welcome, QStringLiteral("welcome"), tr("Welcome"));
    addPage(Page::Overview, QStringLiteral("overview"), tr("Overview"));
    addPage(Page::Send, QStringLiteral("send"), tr("Send"));
    addPage(Page::Pay, QStringLiteral("external"), tr("Pay for a resource"));
    // Beside the page that opens them; its place in the list only, so the ten shortcuts keep
    // the pages they had.
    addPage(Page::Channels, QStringLiteral("channels"), tr("Payment channels"), false);
    addPage(Page::Receive, QStringLiteral("receive"), tr("Receive / verify"));
    addPage(Page::Wallets, QStringLiteral("wallet"), tr("Wallets"));
    addPage(Page::History, QStringLiteral("history"), tr("History"));
    addPage(Page::Rules, QStringLiteral("rules"), tr("Spending rules"));
    addPage(Page::Agents, QStringLiteral("agents"), tr("Agents"));
    addPage(Page::Status, QStringLiteral("status"), tr("Status"));
    addPage(Page::Settings, QStringLiteral("settings"), tr("Settings"));

    // Wide enough for the longest page name in the current language: no clipping, no scrolling.
    int widest = 0;
    for (int i = 0; i < m_sidebar->count(); ++i)
        widest = std::max(widest,
                          m_sidebar->fontMetrics().horizontalAdvance(m_sidebar->item(i)->text()));
    m_sidebar->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_sidebar->setFixedWidth(std::max(190, widest + m_sidebar->iconSize().width() + 48));

    m_serviceLabel = new QLabel(this);
    statusBar()->addPermanentWidget(new LiveIndicator(m_parts.live, this));
    statusBar()->addPermanentWidget(m_serviceLabel);
    connect(m_sidebar, &QListWidget::currentRowChanged, this, [this]() {
        if (isVisible())
            showCurrentPage();
    });
    connectWindow();
    connect(m_parts.service, &ServiceLink::changed, this, &MainWindow::onServiceChanged);
    connect(m_parts.apiKeys, &ApiKeyController::keyStateChanged, this,
            &MainWindow::onServiceChanged);
    onServiceChanged();
    m_sidebar->setCurrentRow(0);
    resize(1180, 780);
}

void MainWindow::addPage(Page page, const QString &icon, const QString &name, bool numbered)
{
    auto *item = new QListWidgetItem(Theme::icon(icon), name, m_sidebar);
    item->setData(Qt::AccessibleTextRole, name);
    m_order.append(page);
    // Ctrl+1..9, then Ctrl+0 for the tenth numbered page (the welcome page, shown once, takes
    // no number); a page past that, or not numbered, has its place in the list only.
    if (page == Page::Welcome || !numbered) {
        item->setToolTip(name);
        return;
    }
    const int index = m_numbered++;
    if (index > 9) {
        item->setToolTip(name);
        return;
    }
    const Qt::Key key = index == 9 ? Qt::Key_0 : Qt::Key(Qt::Key_1 + index);
    auto *shortcut = new QShortcut(QKeySequence(Qt::CTRL | key), this);
    connect(shortcut, &QShortcut::activated, this, [this, page]() { showPage(page); });
    item->setToolTip(tr("%1 (%2)").arg(name, shortcut->key().toString(QKeySequence::NativeText)));
}

void MainWindow::showEvent(QShowEvent *event)
{
    showCurrentPage(); // before the first paint: the page chosen while hidden
    QMainWindow::showEvent(event);
}

void MainWindow::showCurrentPage()
{
    m_stack->setCurrentWidget(pageWidget(currentPage()));
}

QWidget *MainWindow::pageWidget(Page page)
{
    if (!m_order.contains(page))
        return nullptr;
    switch (page) {
    case Page::Welcome:
        return welcomePage();
    case Page::Send:
        return sendPage();
    case Page::Overview:
        return overviewPage();
    case Page::Pay:
        return payPage();
    case Page::Rules:
        return rulesPage();
    case Page::Receive:
        return receivePage();
    case Page::Wallets:
        return walletsPage();
    case Page::History:
        return historyPage();
    case Page::Status:
        return statusPage();
    case Page::Settings:
        return settingsPage();
    case Page::Agents:
        return agentsPage();
    case Page::Channels:
        return channelsPage();
    }
    return nullptr;
}

bool MainWindow::hasPage(Page page) const
{
    return m_built.contains(page);
}

void MainWindow::adopt(Page page, QWidget *widget)
{
    m_stack->addWidget(widget);
    m_built.insert(page);
    Q_EMIT pageBuilt(page, widget);
}

WelcomePage *MainWindow::welcomePage()
{
    if (!m_welcome && m_order.contains(Page::Welcome)) {
        m_welcome = new WelcomePage(m_stack);
        connect(m_welcome, &WelcomePage::startWithSandbox, this, [this]() {
            showPage(Page::Send);
            Q_EMIT firstRunFinished();
        });
        connect(m_welcome, &WelcomePage::connectToService, this, [this]() {
            showServiceSettings();
            Q_EMIT firstRunFinished();
        });
        adopt(Page::Welcome, m_welcome);
    }
    return m_welcome;
}

SendPage *MainWindow::sendPage()
{
    if (!m_send) {
        m_send = new SendPage(m_views.send(), m_stack);
        connect(m_send, &SendPage::openStatus, this, &MainWindow::showStatus);
        connect(m_send, &SendPage::openHistory, this, &MainWindow::showHistory);
        connect(m_send, &SendPage::openKeySettings, this, &MainWindow::showKeySettings);
        connect(m_send, &SendPage::paymentSent, this, &MainWindow::refreshHistoryOf);
        adopt(Page::Send, m_send);
    }
    return m_send;
}

PayPage *MainWindow::payPage()
{
    if (!m_pay) {
        m_pay = new PayPage(m_views.pay(), m_stack);
        connect(m_pay, &PayPage::openStatus, this, &MainWindow::showStatus);
        adopt(Page::Pay, m_pay);
    }
    return m_pay;
}

OverviewPage *MainWindow::overviewPage()
{
    if (!m_overview) {
        m_overview = new OverviewPage(m_views.overview(), m_stack);
        connect(m_overview, &OverviewPage::openStatus, this, &MainWindow::showStatus);
        connect(m_overview, &OverviewPage::openPage, this, [this](const QString &name) {
            if (const auto page = pageFromName(name))
                showPage(*page);
        });
        adopt(Page::Overview, m_overview);
    }
    return m_overview;
}

SpendingRulesPage *MainWindow::rulesPage()
{
    if (!m_rules) {
        m_rules = new SpendingRulesPage(m_views.rules(), m_stack);
        adopt(Page::Rules, m_rules);
    }
    return m_rules;
}

ReceivePage *MainWindow::receivePage()
{
    if (!m_receive) {
        m_receive = new ReceivePage(m_views.desk(), m_stack);
        connect(m_receive, &ReceivePage::openKeySettings, this, &MainWindow::showKeySettings);
        adopt(Page::Receive, m_receive);
    }
    return m_receive;
}

WalletsPage *MainWindow::walletsPage()
{
    if (!m_wallets) {
        m_wallets = new WalletsPage(m_views.wallets(), m_stack);
        adopt(Page::Wallets, m_wallets);
    }
    return m_wallets;
}

HistoryPage *MainWindow::historyPage()
{
    if (!m_history) {
        m_history = new HistoryPage(m_views.history(), m_stack);
        connect(m_history, &HistoryPage::openStatus, this, &MainWindow::showStatus);
        connect(m_history, &HistoryPage::openKeySettings, this, &MainWindow::showKeySettings);
        adopt(Page::History, m_history);
    }
    return m_history;
}

StatusPage *MainWindow::statusPage()
{
    if (!m_status) {
        const ViewParts::Status parts = m_views.status();
        m_status = new StatusPage(parts.client, parts.historyCache, parts.historyWriter,
                                  parts.events, m_stack);
        m_status->setSettings(parts.settings);
        connect(m_status, &StatusPage::openKeySettings, this, &MainWindow::showKeySettings);
        adopt(Page::Status, m_status);
    }
    return m_status;
}

AgentsPage *MainWindow::agentsPage()
{
    if (!m_agents) {
        m_agents = new AgentsPage(m_views.agents(), m_stack);
        adopt(Page::Agents, m_agents);
    }
    return m_agents;
}

ChannelsPage *MainWindow::channelsPage()
{
    if (!m_channels) {
        m_channels = new ChannelsPage(m_views.channels(), m_stack);
        adopt(Page::Channels, m_channels);
    }
    return m_channels;
}

SettingsPage *MainWindow::settingsPage()
{
    if (!m_settings) {
        m_settings = new SettingsPage(m_views.settings(), m_stack);
        adopt(Page::Settings, m_settings);
    }
    return m_settings;
}

void MainWindow::refreshHistoryOf(const QString &wallet)
{
    // A history not built yet loads fresh when first shown.
    if (m_history && wallet == m_history->model()->wallet())
        m_history->refresh();
}

void MainWindow::connectWindow()
{
    connect(m_parts.events, &PaymentEvents::moneyMoved, this, &MainWindow::refreshHistoryOf);
    if (LocalPaymentRecovery *recovery = m_parts.recovery) {
        connect(recovery, &LocalPaymentRecovery::started, m_notice, [this](int count) {
            m_notice->showNotice(tr("Unfinished local payments from an earlier session: %1. "
                                    "Paydesk follows them to their final state…")
                                     .arg(count));
        });
        connect(recovery, &LocalPaymentRecovery::finished, m_notice, [this](const QString &text) {
            m_notice->showNotice(text);
            m_parts.localWallets->refreshBalances();
        });
    }
    connect(m_banner, &SandboxBanner::connectRequested, this, &MainWindow::showServiceSettings);
}

void MainWindow::onServiceChanged()
{
    const bool sandbox = m_parts.service->isSandbox();
    m_banner->setVisible(sandbox);
    setWindowTitle(sandbox ? tr("Paydesk — Sandbox: test funds only") : tr("Paydesk"));
    QString text = sandbox ? tr("Built-in sandbox at %1").arg(m_parts.service->url().authority())
                           : tr("Service: %1").arg(m_parts.service->url().toDisplayString());
    using S = ApiKeyController::KeyState;
    const S key = m_parts.apiKeys->keyState();
    if (key == S::Missing)
        text = tr("%1 · no API key yet: add it in Settings").arg(text);
    else if (key == S::KeychainError)
        text = tr("%1 · the system keychain is not available").arg(text);
    m_serviceLabel->setText(text);
}

bool MainWindow::isBusy() const
{
    const LocalPaymentController *local = m_parts.localPayments;
    return (m_send && m_send->controller()->isBusy()) ||
           (m_receive && m_receive->desk()->controller()->isBusy()) ||
           (m_pay && m_pay->controller()->isBusy()) || (local && local->isBusy()) ||
           (m_channels && m_channels->controller()->isBusy()) ||
           QApplication::activeModalWidget() != nullptr;
}

void MainWindow::showPage(Page page)
{
    const int row = int(m_order.indexOf(page));
    if (row >= 0)
        m_sidebar->setCurrentRow(row);
}

MainWindow::Page MainWindow::currentPage() const
{
    const int row = m_sidebar->currentRow();
    return row >= 0 && row < m_order.size() ? m_order[row] : Page::Send;
}

namespace {
// Every page by the name --page takes, in the sidebar's order: the one list the option's help,
// its check and the window read.
const QList<QPair<QString, MainWindow::Page>> &namedPages()
{
    using P = MainWindow::Page;
    static const QList<QPair<QString, P>> pages = {
        {QStringLiteral("welcome"), P::Welcome},   {QStringLiteral("overview"), P::Overview},
        {QStringLiteral("send"), P::Send},         {QStringLiteral("pay"), P::Pay},
        {QStringLiteral("channels"), P::Channels}, {QStringLiteral("receive"), P::Receive},
        {QStringLiteral("wallets"), P::Wallets},   {QStringLiteral("history"), P::History},
        {QStringLiteral("rules"), P::Rules},       {QStringLiteral("agents"), P::Agents},
        {QStringLiteral("status"), P::Status},     {QStringLiteral("settings"), P::Settings}};
    return pages;
}
} // namespace

std::optional<MainWindow::Page> MainWindow::pageFromName(const QString &name)
{
    for (const auto &[n, page] : namedPages())
        if (n == name.toLower())
            return page;
    return std::nullopt;
}

QStringList MainWindow::pageNames()
{
    QStringList out;
    for (const auto &named : namedPages())
        out << named.first;
    return out;
}

void MainWindow::showStatus(const QString &paymentId)
{
    showPage(Page::Status);
    if (!paymentId.isEmpty())
        statusPage()->lookUp(paymentId);
}

void MainWindow::showHistory(const QString &wallet)
{
    showPage(Page::History);
    historyPage()->showWallet(wallet);
}

void MainWindow::showKeySettings()
{
    showPage(Page::Settings);
    settingsPage()->focusKey();
}

void MainWindow::showServiceSettings()
{
    showPage(Page::Settings);
    settingsPage()->focusService();
}

} // namespace paydesk::ui
