#pragma once

#include <QFrame>

class QLabel;
class QPushButton;

namespace paydesk::ui {

// The permanent, unmistakable marker of the built-in sandbox: a bar across the top of the window
// that stays as long as the sandbox is the service. Amber with dark text in both palettes.
class SandboxBanner : public QFrame
{
    Q_OBJECT
public:
    explicit SandboxBanner(QWidget *parent = nullptr);
    QString text() const;

Q_SIGNALS:
    void connectRequested();

private:
    QLabel *m_label;
    QPushButton *m_connect;
};

} // namespace paydesk::ui
