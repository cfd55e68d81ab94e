#include "PassphraseDialog.h"

#include "Theme.h"

#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>
#include <utility>

namespace paydesk::ui {

namespace {
QLineEdit *passwordEdit(QWidget *parent, const QString &name, const QString &accessible)
{
    auto *e = new QLineEdit(parent);
    e->setObjectName(name);
    e->setEchoMode(QLineEdit::Password);
    e->setAccessibleName(accessible);
    return e;
}

SecureBytes take(QLineEdit *edit)
{
    if (!edit)
        return {};
    QByteArray utf8 = edit->text().toUtf8();
    SecureBytes out = SecureBytes::copyOf(utf8);
    SecureBytes::wipe(utf8);
    edit->clear();
    return out;
}
} // namespace

PassphraseDialog::PassphraseDialog(AppLock *lock, Mode mode, QWidget *parent)
    : QDialog(parent), m_lock(lock), m_mode(mode)
{
    setObjectName(QStringLiteral("passphraseDialog"));
    setWindowTitle(mode == Mode::Set      ? tr("Set a lock passphrase")
                   : mode == Mode::Change ? tr("Change the lock passphrase")
                                          : tr("Remove the lock passphrase"));
    setAccessibleName(windowTitle());
    setMinimumWidth(480);
    auto *layout = new QVBoxLayout(this);
    auto *intro = new QLabel(
        mode == Mode::Remove
            ? tr("Without a passphrase Paydesk does not lock, and auto-lock is off. Enter the "
                 "current passphrase to remove it.")
            : tr("Paydesk asks for this passphrase after it locks (on demand or when you are "
                 "away) before it signs or sends anything. It is stored only as an Argon2id "
                 "hash in the system keychain."),
        this);
    intro->setWordWrap(true);
    layout->addWidget(intro);
    auto *form = new QFormLayout;
    form->setLabelAlignment(Qt::AlignRight);
    if (mode != Mode::Set) {
        m_current =
            passwordEdit(this, QStringLiteral("currentPassphrase"), tr("Current passphrase"));
        form->addRow(tr("&Current passphrase:"), m_current);
        connect(m_current, &QLineEdit::textChanged, this, &PassphraseDialog::validate);
    }
    if (mode != Mode::Remove) {
        m_fresh = passwordEdit(this, QStringLiteral("newPassphrase"), tr("New passphrase"));
        m_repeat =
            passwordEdit(this, QStringLiteral("repeatPassphrase"), tr("New passphrase, again"));
        form->addRow(tr("&New passphrase:"), m_fresh);
        form->addRow(tr("&Again:"), m_repeat);
        m_hint = new QLabel(this);
        m_hint->setObjectName(QStringLiteral("passphraseHint"));
        m_hint->setWordWrap(true);
        form->addRow(QString(), m_hint);
        connect(m_fresh, &QLineEdit::textChanged, this, &PassphraseDialog::validate);
        connect(m_repeat, &QLineEdit::textChanged, this, &PassphraseDialog::validate);
        auto *forgot = new QLabel(
            tr("Paydesk cannot recover a forgotten passphrase. Your wallet keys stay in the "
               "keychain either way; deleting the keychain entry \"%1\" removes the lock.")
                .arg(AppLock::keychainEntry()),
            this);
        forgot->setWordWrap(true);
        Theme::makeSubtitle(forgot);
        form->addRow(QString(), forgot);
    }
    layout->addLayout(form);
    m_message = new QLabel(this);
    m_message->setObjectName(QStringLiteral("passphraseMessage"));
    Theme::makeProblem(m_message);
    layout->addWidget(m_message);

    auto *buttons = new QDialogButtonBox(this);
    m_okLabel = mode == Mode::Set      ? tr("&Set passphrase")
                : mode == Mode::Change ? tr("C&hange passphrase")
                                       : tr("&Remove passphrase");
    m_ok = buttons->addButton(m_okLabel, mode == Mode::Remove ? QDialogButtonBox::DestructiveRole
                                                              : QDialogButtonBox::AcceptRole);
    m_ok->setObjectName(QStringLiteral("passphraseOk"));
    buttons->addButton(QDialogButtonBox::Cancel);
    layout->addWidget(buttons);
    connect(m_ok, &QPushButton::clicked, this, &PassphraseDialog::submit);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(lock, &AppLock::passphraseFinished, this, &PassphraseDialog::onFinished);
    validate();
}

QString PassphraseDialog::hintText() const
{
    return m_hint ? m_hint->text() : QString();
}

QString PassphraseDialog::messageText() const
{
    return m_message->isHidden() ? QString() : m_message->text();
}

void PassphraseDialog::validate()
{
    bool ok = !m_waiting && m_lock && !m_lock->isBusy();
    if (m_current)
        ok = ok && !m_current->text().isEmpty();
    if (m_fresh) {
        const int length = int(m_fresh->text().toUcs4().size());
        QString hint;
        Theme::Tone tone = Theme::Tone::Muted;
        if (length < AppLock::kMinLength) {
            hint = tr("At least %1 characters (now %2). A few unrelated words are easy to "
                      "remember and hard to guess.")
                       .arg(AppLock::kMinLength)
                       .arg(length);
            ok = false;
        } else if (m_repeat->text() != m_fresh->text()) {
            hint = m_repeat->text().isEmpty() ? tr("Type it again to be sure.")
                                              : tr("The two passphrases differ.");
            tone = m_repeat->text().isEmpty() ? Theme::Tone::Muted : Theme::Tone::Danger;
            ok = false;
        } else {
            hint = length < 16 ? tr("Long enough. Longer is stronger.")
                               : tr("Good: a long passphrase.");
            tone = Theme::Tone::Success;
        }
        m_hint->setText(hint);
        QPalette p = m_hint->palette();
        p.setColor(QPalette::WindowText, Theme::textColor(tone, palette()));
        m_hint->setPalette(p);
    }
    m_ok->setEnabled(ok);
}

void PassphraseDialog::submit()
{
    if (!m_ok->isEnabled() || !m_lock)
        return;
    m_message->hide();
    m_waiting = true;
    m_ok->setText(tr("Checking…"));
    SecureBytes current = take(m_current);
    if (m_mode == Mode::Remove) {
        m_lock->removePassphrase(std::move(current));
    } else {
        SecureBytes fresh = take(m_fresh);
        m_repeat->clear();
        m_lock->setPassphrase(std::move(current), std::move(fresh));
    }
    validate();
}

void PassphraseDialog::onFinished(AppLock::Result result, const QString &message)
{
    if (!std::exchange(m_waiting, false))
        return;
    m_ok->setText(m_okLabel);
    if (result == AppLock::Result::Ok)
        return accept();
    m_message->setText(message);
    m_message->show();
    validate();
    if (m_current)
        m_current->setFocus();
    else if (m_fresh)
        m_fresh->setFocus();
}

} // namespace paydesk::ui
