#pragma once

#include <QFrame>

class QLabel;
class QToolButton;

namespace paydesk::ui {

// A non-modal notice across the top of the window (e.g. "resumed 2 unfinished payments"),
// dismissed with its close button; it never takes the focus or blocks anything. With
// floatOver() it lies over the top edge of an area instead of taking layout space, so its
// coming and going never moves the controls under the pointer.
class NoticeBar : public QFrame
{
    Q_OBJECT
public:
    explicit NoticeBar(QWidget *parent = nullptr);

    void showNotice(const QString &text, bool warning = false);
    QString text() const;
    // Lies over the top of `area` (a sibling in the same parent), following its size.
    void floatOver(QWidget *area);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void place();
    QWidget *m_area = nullptr;
    QLabel *m_text;
    QToolButton *m_close;
};

} // namespace paydesk::ui
