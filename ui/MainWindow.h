#pragma once

#include <QMainWindow>

class QLabel;
class QListWidget;
class QStackedWidget;

namespace paydesk {
class AppContext;
}

namespace paydesk::ui {

class HistoryPage;
class NoticeBar;
class PayPage;
class ReceivePage;
class SandboxBanner;
class SendPage;
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
        Send,
        Pay,
        Receive,
        Wallets,
        History,
        Status,
        Settings
    };
    Q_ENUM(Page)

    explicit MainWindow(AppContext *context, bool showWelcome = false, QWidget *parent = nullptr);

    void showPage(Page page);
    Page currentPage() const;
    QWidget *pageWidget(Page page) const;
    static std::optional<Page> pageFromName(const QString &name);

    SendPage *sendPage() const { return m_send; }
    ReceivePage *receivePage() const { return m_receive; }
    PayPage *payPage() const { return m_pay; }
    // True while a payment, a verification or a paid fetch started here is in flight, or a
    // dialog is open: the window must not be rebuilt (e.g. for a new language) then.
    bool isBusy() const;
    HistoryPage *historyPage() const { return m_history; }
    StatusPage *statusPage() const { return m_status; }
    WalletsPage *walletsPage() const { return m_wallets; }
    NoticeBar *noticeBar() const { return m_notice; }
    SettingsPage *settingsPage() const { return m_settings; }
    WelcomePage *welcomePage() const { return m_welcome; }
    SandboxBanner *sandboxBanner() const { return m_banner; }
    QListWidget *sidebar() const { return m_sidebar; }

public Q_SLOTS:
    void showStatus(const QString &paymentId);
    void showHistory(const QString &wallet);
    void showKeySettings();
    void showServiceSettings();

Q_SIGNALS:
    void firstRunFinished();

private:
    void addPage(Page page, QWidget *widget, const QString &icon, const QString &name);
    void connectPages();
    void onServiceChanged();

    AppContext *m_context;
    SandboxBanner *m_banner;
    NoticeBar *m_notice;
    QListWidget *m_sidebar;
    QStackedWidget *m_stack;
    QLabel *m_serviceLabel;
    QList<Page> m_order;
    WelcomePage *m_welcome = nullptr;
    SendPage *m_send;
    ReceivePage *m_receive;
    PayPage *m_pay;
    HistoryPage *m_history;
    StatusPage *m_status;
    WalletsPage *m_wallets;
    SettingsPage *m_settings;
};

} // namespace paydesk::ui
