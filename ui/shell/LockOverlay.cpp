#include "LockOverlay.h"

#include "LockPrompt.h"
#include "Theme.h"
#include "models/AppLock.h"

#include <QFrame>
#include <QLabel>
#include <QLineEdit>
#include <QVBoxLayout>

namespace paydesk::ui {

LockOverlay::LockOverlay(AppLock *lock, QWidget *parent) : QWidget(parent), m_lock(lock)
{
    setObjectName(QStringLiteral("lockOverlay"));
    setAutoFillBackground(true); // opaque: the window's content never shows through
    setAccessibleName(tr("Paydesk is locked"));
    auto *outer = new QVBoxLayout(this);
    outer->addStretch(2);
    auto *card = new QFrame(this);
    card->setMinimumWidth(420);
    card->setMaximumWidth(460);
    auto *layout = new QVBoxLayout(card);
    layout->setSpacing(12);
    auto *icon = new QLabel(card);
    icon->setPixmap(Theme::appIcon().pixmap(64, 64));
    icon->setAlignment(Qt::AlignCenter);
    layout->addWidget(icon);
    m_title = new QLabel(tr("Paydesk is locked"), card);
    m_title->setObjectName(QStringLiteral("lockTitle"));
    Theme::makeTitle(m_title);
    m_title->setAlignment(Qt::AlignCenter);
    layout->addWidget(m_title);
    auto *text = new QLabel(tr("Your wallets, balances and history are hidden, and nothing is "
                               "signed or sent. Enter your lock passphrase to continue."),
                            card);
    text->setWordWrap(true);
    text->setAlignment(Qt::AlignCenter);
    Theme::makeSubtitle(text);
    layout->addWidget(text);
    m_prompt = new LockPrompt(lock, card);
    m_prompt->setObjectName(QStringLiteral("lockPrompt"));
    layout->addWidget(m_prompt);
    m_problem = new QLabel(card);
    m_problem->setWordWrap(true);
    m_problem->hide();
    layout->addWidget(m_problem);
    outer->addWidget(card, 0, Qt::AlignHCenter);
    outer->addStretch(3);
    setFocusProxy(m_prompt);
    hide();
}

void LockOverlay::setShown(bool shown)
{
    if (!shown) {
        m_prompt->reset();
        hide();
        return;
    }
    m_problem->setText(m_lock->keychainProblem());
    m_problem->setVisible(!m_lock->keychainProblem().isEmpty());
    if (parentWidget())
        setGeometry(parentWidget()->rect());
    m_prompt->reset();
    show();
    raise();
    m_prompt->passphraseEdit()->setFocus();
}

} // namespace paydesk::ui
