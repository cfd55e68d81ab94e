#pragma once

#include <QElapsedTimer>
#include <QObject>
#include <QPointer>

class QWidget;

namespace paydesk::ui {

// `paydesk --startup-report`: prints to stdout, one "key value" per line, the milliseconds from
// the start of main to the window's first paint and to the painted, fully loaded main window,
// the resident memory (VmRSS / VmHWM from /proc/self/status, kB) at both and the window title;
// then exits with 0.
class StartupReport : public QObject
{
    Q_OBJECT
public:
    explicit StartupReport(const QElapsedTimer &sinceMain, QObject *parent = nullptr);

    void firstPaint();
    // Waits for `content`'s first paint, then prints the report and quits.
    void watchReady(QWidget *content);

    // A field of /proc/self/status in kB ("VmRSS", "VmHWM"), -1 when unknown.
    static qint64 statusKb(const char *field);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void finish();
    QElapsedTimer m_clock;
    QPointer<QWidget> m_content;
    qint64 m_firstPaintMs = -1;
    qint64 m_firstPaintRssKb = -1;
    bool m_done = false;
};

} // namespace paydesk::ui
