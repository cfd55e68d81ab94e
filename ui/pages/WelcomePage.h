#pragma once

#include "PageFrame.h"

class QPushButton;

namespace paydesk::ui {

// The first run: Paydesk opens on the built-in sandbox with test funds, and offers to connect to
// a real payment service instead.
class WelcomePage : public PageFrame
{
    Q_OBJECT
public:
    explicit WelcomePage(QWidget *parent = nullptr);

Q_SIGNALS:
    void startWithSandbox();
    void connectToService();

private:
    QPushButton *m_start;
    QPushButton *m_connect;
};

} // namespace paydesk::ui
