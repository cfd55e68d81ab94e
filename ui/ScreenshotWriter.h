#pragma once

#include <QObject>
#include <QPointer>

class QWidget;

namespace paydesk::ui {

// Saves a window as a PNG once it has been painted (plus a short delay for background work such
// as a history refresh to land), then quits the application with 0, or 1 when saving fails.
class ScreenshotWriter : public QObject
{
    Q_OBJECT
public:
    ScreenshotWriter(QWidget *window, QString path, int delayMs, QObject *parent = nullptr);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void capture();
    QPointer<QWidget> m_window;
    QString m_path;
    int m_delayMs;
    bool m_armed = false;
};

} // namespace paydesk::ui
