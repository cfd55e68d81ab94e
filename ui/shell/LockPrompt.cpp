#include "LockPrompt.h"

#include "Theme.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>
#include <utility>

namespace paydesk::ui {

LockPrompt::LockPrompt(AppLock *lock, QWidget *parent) : QWidget(parent), m_lock(lock)
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    auto *row = new QHBoxLayout;
    m_field = new QLineEdit(this);
    m_field->setObjectName(QStringLiteral("lockPassphrase"));
    m_field->setEchoMode(QLineEdit::Password);
    m_field->setAccessibleName(tr("Lock passphrase"));
    m_field->setPlaceholderText(tr("Passphrase"));
    m_unlock = new QPushButton(tr("&Unlock"), this);
    m_unlock->setObjectName(QStringLiteral("lockUnlock"));
    m_unlock->setDefault(true);
    row->addWidget(m_field, 1);
    row->addWidget(m_unlock);
    layout->addLayout(row);
    m_message = new QLabel(this);
    m_message->setObjectName(QStringLiteral("lockMessage"));
    m_message->setAccessibleName(tr("Unlock result"));
    Theme::makeProblem(m_message);
    layout->addWidget(m_message);

    m_countdown.setInterval(250);
    connect(&m_countdown, &QTimer::timeout, this, &LockPrompt::tick);
    connect(m_field, &QLineEdit::returnPressed, this, &LockPrompt::submit);
    connect(m_field, &QLineEdit::textChanged, this, &LockPrompt::updateButton);
    connect(m_unlock, &QPushButton::clicked, this, &LockPrompt::submit);
    connect(lock, &AppLock::unlockFinished, this, &LockPrompt::onFinished);
    connect(lock, &AppLock::busyChanged, this, &LockPrompt::updateButton);
    setFocusProxy(m_field);
    reset();
}

QString LockPrompt::messageText() const
{
    return m_message->isHidden() ? QString() : m_message->text();
}

void LockPrompt::reset()
{
    m_field->clear();
    m_message->hide();
    m_wrong = false;
    if (m_lock && m_lock->retryInMs() > 0) {
        m_wrong = true;
        m_countdown.start();
        tick();
    }
    updateButton();
}

void LockPrompt::updateButton()
{
    const bool waiting = m_lock && (m_lock->isBusy() || m_lock->retryInMs() > 0);
    m_unlock->setEnabled(m_lock && !waiting && !m_field->text().isEmpty());
    m_unlock->setText(m_lock && m_lock->isBusy() && m_waiting ? tr("Checking…") : tr("&Unlock"));
}

void LockPrompt::submit()
{
    if (!m_lock || m_field->text().isEmpty() || m_lock->isBusy() || m_lock->retryInMs() > 0)
        return;
    QByteArray utf8 = m_field->text().toUtf8();
    SecureBytes passphrase = SecureBytes::copyOf(utf8);
    SecureBytes::wipe(utf8);
    m_field->clear();
    m_waiting = true;
    m_message->hide();
    m_lock->unlock(std::move(passphrase));
    updateButton();
}

void LockPrompt::onFinished(AppLock::Result result, const QString &message)
{
    if (!std::exchange(m_waiting, false))
        return; // another prompt's answer
    updateButton();
    if (result == AppLock::Result::Ok) {
        m_message->hide();
        m_wrong = false;
        Q_EMIT unlocked();
        return;
    }
    m_message->setText(message);
    m_message->show();
    m_wrong = result == AppLock::Result::WrongPassphrase || result == AppLock::Result::TooSoon;
    if (m_wrong)
        m_countdown.start();
    m_field->setFocus();
}

void LockPrompt::tick()
{
    const qint64 ms = m_lock ? m_lock->retryInMs() : 0;
    if (ms > 0) {
        m_message->setText(tr("Wrong passphrase. Try again in %1 s.").arg((ms + 999) / 1000));
        m_message->show();
    } else {
        m_countdown.stop();
        if (m_wrong)
            m_message->setText(tr("Wrong passphrase. You can try again now."));
    }
    updateButton();
}

} // namespace paydesk::ui
