#pragma once

#include "PageFrame.h"
#include "models/HistoryController.h"
#include "models/HistoryFilterProxy.h"
#include "models/HistoryTableModel.h"
#include "models/ReceiptBook.h"

#include <QSet>
#include <QTimer>

class QComboBox;
class QLabel;
class QLineEdit;
class QMenu;
class QPushButton;
class QSpinBox;
class QStackedWidget;
class QTableView;

namespace paydesk {
class BalanceBook;
class HistoryCache;
class HistoryWriter;
class LocalWalletModel;
class PaidFetchJournal;
class PaymentEvents;
class ServiceClient;
class SettingsModel;
class WalletListModel;
} // namespace paydesk

namespace paydesk::ui {

class ErrorPanel;
class ProgressPanel;
class WalletComboBox;

// History: the wallet's payments from the SQLite cache (at once, also offline), refreshed from the
// service in the background; sent / received / all, text search, sorting by any column, offset
// paging on the service (page size 1 to 500), CSV export; double-click opens Status.
class HistoryPage : public PageFrame
{
    Q_OBJECT
public:
    struct Parts
    {
        ServiceClient *client = nullptr;
        HistoryCache *historyCache = nullptr;   // read here
        HistoryWriter *historyWriter = nullptr; // written on its own thread
        PaymentEvents *events = nullptr;
        WalletListModel *wallets = nullptr;
        BalanceBook *balances = nullptr;
        SettingsModel *settings = nullptr;
        PaidFetchJournal *fetchJournal = nullptr; // receipts, refused proofs; may be null
        LocalWalletModel *localWallets = nullptr; // listed after the hosted ones; may be null
    };

    explicit HistoryPage(const Parts &parts, QWidget *parent = nullptr);

    HistoryTableModel *model() { return &m_model; }
    HistoryFilterProxy *proxy() { return &m_proxy; }
    HistoryController *controller() { return &m_controller; }
    bool isShowingEmptyState() const;

    // The menu of the payment in (proxy) row `row`, shown at `globalPos` (right click, menu key).
    QMenu *showRowMenu(int row, const QPoint &globalPos);

    // Writes the payments matching the current filter to `path` as CSV; -1 on failure.
    qint64 exportCsv(const QString &path);

public Q_SLOTS:
    void showWallet(const QString &address); // select and refresh
    void refresh();

Q_SIGNALS:
    void openStatus(const QString &paymentId);
    void openKeySettings();

protected:
    void showEvent(QShowEvent *event) override;
    void hideEvent(QHideEvent *event) override;

private:
    void onWallet(const QString &address);
    void showBalance();
    void readReceipts(); // the paid fetches' receipts, and those whose seller refused the proof
    void onType();
    void updateInfo();
    void updateEmptyState();
    void chooseExportFile();
    QWidget *buildToolbar();
    QWidget *buildFooter();

    Parts m_parts;
    HistoryTableModel m_model;
    HistoryFilterProxy m_proxy;
    HistoryController m_controller;
    WalletComboBox *m_wallet;
    QComboBox *m_type;
    QLineEdit *m_search;
    QPushButton *m_refresh;
    QPushButton *m_export;
    QStackedWidget *m_stack;
    QTableView *m_view;
    QLabel *m_emptyText;
    QLabel *m_info;
    QLabel *m_balance;
    ReceiptBook m_receipts; // the paid fetches' receipts and refusals
    QSpinBox *m_pageSize;
    QPushButton *m_older;
    ProgressPanel *m_progress;
    ErrorPanel *m_error;
    QTimer m_searchDelay;
    QTimer m_autoRefresh; // while the page is visible
};

} // namespace paydesk::ui
