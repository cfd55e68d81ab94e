#pragma once

#include <QLabel>

namespace paydesk {
class LiveUpdates;
}

namespace paydesk::ui {

// The status bar's word on how the app learns of payments: "Live" while the service's events
// arrive as they happen, "Polling" while Paydesk looks for changes itself (a service without
// live events, a lost connection being retried), with the reason in its tooltip.
class LiveIndicator : public QLabel
{
    Q_OBJECT
public:
    explicit LiveIndicator(LiveUpdates *live, QWidget *parent = nullptr);

private:
    void update();
    LiveUpdates *m_live;
    QString m_problem;
};

} // namespace paydesk::ui
