#pragma once

#include "PageFrame.h"
#include "models/PaymentStatusTracker.h"

#include <QTimer>

class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QPushButton;
class QTabWidget;
class QTableView;

namespace paydesk {
class SettingsModel;
}

namespace paydesk::ui {

class ErrorPanel;
class ProgressPanel;
class TimelineWidget;

// Status: look up a payment id; its state timeline, every field and the raw JSON; polls with
// backoff until the payment reaches a final state, then stops.
class StatusPage : public PageFrame
{
    Q_OBJECT
public:
    // The status tracker's parts: the service, and the history it reads first and updates.
    // `events` hears what the tracker sees.
    StatusPage(ServiceClient *client, HistoryCache *history, HistoryWriter *historyWriter,
               PaymentEvents *events, QWidget *parent = nullptr);

    PaymentStatusTracker *tracker() { return &m_tracker; }
    // Where the explorer link's template comes from (SettingsModel::transactionUrl); without
    // it only EVM payments get a link.
    void setSettings(const SettingsModel *settings) { m_settings = settings; }

public Q_SLOTS:
    void lookUp(const QString &paymentId);

Q_SIGNALS:
    void openKeySettings();

private:
    void start();
    void onRecord();
    void onPolling(bool polling);
    void tick();

    PaymentStatusTracker m_tracker;
    const SettingsModel *m_settings = nullptr;
    QLineEdit *m_id;
    QPushButton *m_lookUp;
    QLabel *m_hint;
    QLabel *m_stateIcon;
    QLabel *m_state;
    QLabel *m_explorer; // the EVM transaction on its network's block explorer
    QLabel *m_next;
    ProgressPanel *m_progress;
    ErrorPanel *m_error;
    QWidget *m_details;
    TimelineWidget *m_timeline;
    QTabWidget *m_tabs;
    QTableView *m_fields;
    QPlainTextEdit *m_raw;
    QTimer m_ticker;
};

} // namespace paydesk::ui
