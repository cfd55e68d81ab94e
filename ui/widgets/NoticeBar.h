#pragma once

#include <QFrame>

class QLabel;
class QToolButton;

namespace paydesk::ui {

// A non-modal notice under the pages (e.g. "resumed 2 unfinished payments"), dismissed with its
// close button, or withdrawn by whoever showed it once it stops being true (an agent's request
// that was answered); it never takes the focus, blocks anything or hides a control.
class NoticeBar : public QFrame
{
    Q_OBJECT
public:
    explicit NoticeBar(QWidget *parent = nullptr);

    // `tag` names what the notice is about, for withdraw(); empty: only the person dismisses it.
    void showNotice(const QString &text, bool warning = false, const QString &tag = {});
    // Hides the notice when it is still the one shown with `tag`.
    void withdraw(const QString &tag);
    QString text() const;

private:
    QLabel *m_text;
    QToolButton *m_close;
    QString m_tag;
};

} // namespace paydesk::ui
