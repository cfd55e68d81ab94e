#include "WelcomePage.h"

#include "Theme.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

namespace paydesk::ui {

WelcomePage::WelcomePage(QWidget *parent)
    : PageFrame(tr("Welcome to Paydesk"),
                tr("Pay for APIs and content with x402 payments, receive them and check them, "
                   "from one desktop app."),
                parent)
{
    auto *logo = new QLabel(contentWidget());
    logo->setPixmap(Theme::appIcon().pixmap(QSize(96, 96), devicePixelRatioF()));
    logo->setAccessibleName(tr("Paydesk logo"));
    content()->insertWidget(0, logo);

    auto *text = new QLabel(
        tr("<p>You are on the <b>built-in sandbox</b>: a payment service running on this "
           "computer, with two demo wallets holding test funds. Try a payment, verify it as a "
           "seller, follow it in History and Status. Nothing here moves real money.</p>"
           "<p>When you are ready, connect Paydesk to your payment service with its address and "
           "your API key. The key is kept in the system keychain.</p>"),
        contentWidget());
    text->setWordWrap(true);
    text->setTextFormat(Qt::RichText);
    content()->addWidget(text);

    auto *buttons = new QHBoxLayout;
    m_start = new QPushButton(tr("&Start with the sandbox"), contentWidget());
    m_start->setObjectName(QStringLiteral("startSandbox"));
    m_start->setDefault(true);
    m_start->setIcon(Theme::icon(QStringLiteral("send")));
    m_connect = new QPushButton(tr("&Connect to a payment service…"), contentWidget());
    m_connect->setObjectName(QStringLiteral("connectService"));
    buttons->addWidget(m_start);
    buttons->addWidget(m_connect);
    buttons->addStretch();
    content()->addLayout(buttons);
    content()->addStretch(1);
    connect(m_start, &QPushButton::clicked, this, &WelcomePage::startWithSandbox);
    connect(m_connect, &QPushButton::clicked, this, &WelcomePage::connectToService);
}

} // namespace paydesk::ui
