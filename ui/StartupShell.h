#pragma once

#include <QMainWindow>

class QLabel;
class QProgressBar;

namespace paydesk::ui {

// The desktop app's top-level window from the first instant: it paints at once with a progress
// line while the slow start-up work (database, history, service, keychain) runs, then takes the
// real MainWindow as its content. Title and size follow the MainWindow it adopts.
class StartupShell : public QMainWindow
{
    Q_OBJECT
public:
    explicit StartupShell(QWidget *parent = nullptr);

    // Shows what is being done now (step `step` of `steps`) and paints it before returning, so
    // the line is visible while the caller blocks on that step.
    void setStep(const QString &text, int step, int steps);
    // `content` becomes the window's content; its title becomes the window's title.
    void adopt(QMainWindow *content);

Q_SIGNALS:
    // The first paint is done (emitted once, queued, after it).
    void firstPainted();

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    QLabel *m_label;
    QProgressBar *m_progress;
    bool m_painted = false;
};

} // namespace paydesk::ui
