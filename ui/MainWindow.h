#pragma once

#include "ViewParts.h"

#include <QMainWindow>
#include <QSet>
#include <optional>

class QLabel;
class QListWidget;
class QStackedWidget;

namespace paydesk::ui {

class ChannelsPage;
class HistoryPage;
class NoticeBar;
class OverviewPage;
class PayPage;
class ReceivePage;
class SandboxBanner;
class SendPage;
class SpendingRulesPage;
class SettingsPage;
class StatusPage;
class WalletsPage;
class WelcomePage;

// The window: a sidebar, the pages and the sandbox marker. It only navigates: every page owns its
// logic and asks to go elsewhere through signals ("open the status of X", "open key settings").
class MainWindow : public QMainWindow
{
    Q_OBJECT
public:
    enum class Page
    {
        Welcome,
        Overview,
        Send,
        Pay,
        Channels,
        Rules,
        Receive,
        Wallets,
        History,
        Agents,
        Status,
        Settings
    };
    Q_ENUM(Page)

    explicit MainWindow(const ViewParts &parts, bool showWelcome = false,
                        QWidget *parent = nullptr);

    void showPage(Page page);
    Page currentPage() const;
    // The page, built now if it was not yet (nullptr: not in this window, e.g. Welcome).
    QWidget *pageWidget(Page page);
    bool hasPage(Page page) const; // built already
    static std::optional<Page> pageFromName(const QString &name);
    // The names pageFromName() takes, in the sidebar's order ("welcome", "send", ...).
    static QStringList pageNames();

    // Each builds its page on first use.
    SendPage *sendPage();
    ReceivePage *receivePage();
    PayPage *payPage();
    OverviewPage *overviewPage();
    SpendingRulesPage *rulesPage();
    // True while a payment, a verification or a paid fetch started here is in flight, or a
    // dialog is open: the window must not be rebuilt (e.g. for a new language) then.
    bool isBusy() const;
    HistoryPage *historyPage();
    AgentsPage *agentsPage();
    ChannelsPage *channelsPage();
    StatusPage *statusPage();
    WalletsPage *walletsPage();
    SettingsPage *settingsPage();
    WelcomePage *welcomePage(); // nullptr when the window has no welcome page
    NoticeBar *noticeBar() const { return m_notice; }

public Q_SLOTS:
    void showStatus(const QString &paymentId);
    void showHistory(const QString &wallet);
    void showKeySettings();
    void showServiceSettings();

Q_SIGNALS:
    void firstRunFinished();
    // A page was built (on first show or first ask): for those that watch its controllers.
    void pageBuilt(paydesk::ui::MainWindow::Page page, QWidget *widget);

protected:
    void showEvent(QShowEvent *event) override;

private:
    // `numbered`: it takes the next Ctrl+<number> shortcut (ten in all).
    void addPage(Page page, const QString &icon, const QString &name, bool numbered = true);
    void adopt(Page page, QWidget *widget);
    void showCurrentPage();
    void refreshHistoryOf(const QString &wallet);
    void connectWindow();
    void onServiceChanged();

    ViewParts m_views;
    ViewParts::Window m_parts;
    SandboxBanner *m_banner;
    NoticeBar *m_notice;
    QListWidget *m_sidebar;
    QStackedWidget *m_stack;
    QLabel *m_serviceLabel;
    QList<Page> m_order; // sidebar rows
    int m_numbered = 0;  // pages with a Ctrl+<number> shortcut so far
    QSet<Page> m_built;
    WelcomePage *m_welcome = nullptr;
    SendPage *m_send = nullptr;
    ReceivePage *m_receive = nullptr;
    PayPage *m_pay = nullptr;
    OverviewPage *m_overview = nullptr;
    SpendingRulesPage *m_rules = nullptr;
    HistoryPage *m_history = nullptr;
    StatusPage *m_status = nullptr;
    WalletsPage *m_wallets = nullptr;
    SettingsPage *m_settings = nullptr;
    AgentsPage *m_agents = nullptr;
    ChannelsPage *m_channels = nullptr;
};

} // namespace paydesk::ui
