#pragma once

#include "core/ApiError.h"

#include <QFrame>
#include <QTimer>

class QLabel;
class QPushButton;

namespace paydesk::ui {

// Shows an ApiError as a person needs it: what happened (the code's meaning), the service's
// message, and what to do (the interface's suggested action), with one action button where one
// helps: "Open key settings" for 401/403, "Check status" for an unknown outcome. A 429 counts
// down to its retry.
class ErrorPanel : public QFrame
{
    Q_OBJECT
public:
    explicit ErrorPanel(QWidget *parent = nullptr);

    void showError(const ApiError &error);
    // A plain message (validation in the page itself).
    void showMessage(const QString &title, const QString &text);
    // Sets the action button for the next showError (empty text: choose automatically).
    void setCustomAction(const QString &text);
    void clear();
    QString text() const;
    QString titleText() const;

Q_SIGNALS:
    void openKeySettings();
    void checkStatus();
    void actionTriggered();

protected:
    void changeEvent(QEvent *event) override;

private:
    void restyle();
    void tick();

    QLabel *m_title;
    QLabel *m_body;
    QLabel *m_action;
    QPushButton *m_button;
    QTimer m_countdown;
    int m_retryLeft = 0;
    QString m_customAction;
    bool m_restyling = false;
    enum class Kind
    {
        None,
        Keys,
        Status,
        Custom
    } m_kind = Kind::None;
};

} // namespace paydesk::ui
