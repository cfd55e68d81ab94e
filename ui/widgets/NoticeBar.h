#pragma once

#include <QFrame>

class QLabel;
class QToolButton;

namespace paydesk::ui {

// A non-modal notice across the top of the window (e.g. "resumed 2 unfinished payments"),
// dismissed with its close button; it never takes the focus or blocks anything.
class NoticeBar : public QFrame
{
    Q_OBJECT
public:
    explicit NoticeBar(QWidget *parent = nullptr);

    void showNotice(const QString &text, bool warning = false);
    QString text() const;
    QToolButton *closeButton() const { return m_close; }

private:
    QLabel *m_text;
    QToolButton *m_close;
};

} // namespace paydesk::ui
