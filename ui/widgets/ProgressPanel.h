#pragma once

#include <QWidget>

class QLabel;
class QProgressBar;
class QPushButton;

namespace paydesk::ui {

// "Working on it" for a long wait: a sentence, a progress bar (busy, or counting down) and a
// Cancel button.
class ProgressPanel : public QWidget
{
    Q_OBJECT
public:
    explicit ProgressPanel(QWidget *parent = nullptr);

    void start(const QString &text, bool cancellable = true);
    void setText(const QString &text);
    // A countdown: the bar shows `left` of `total` (seconds).
    void setCountdown(int left, int total);
    void finish();
    QString text() const;
    QPushButton *cancelButton() const { return m_cancel; }

Q_SIGNALS:
    void cancelRequested();

private:
    QLabel *m_label;
    QProgressBar *m_bar;
    QPushButton *m_cancel;
};

} // namespace paydesk::ui
