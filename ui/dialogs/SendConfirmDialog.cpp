#include "SendConfirmDialog.h"

#include "Theme.h"
#include "UnlockDialog.h"
#include "widgets/MessageBox.h"

#include <QDialogButtonBox>
#include <QFormLayout>
#include <QJsonDocument>
#include <QLabel>
#include <QPointer>
#include <QPushButton>
#include <QVBoxLayout>

namespace paydesk::ui {

int SendConfirmDialog::s_delayMs = 1500;

void SendConfirmDialog::setConfirmDelayMs(int ms)
{
    s_delayMs = std::max(0, ms);
}

SendConfirmDialog::SendConfirmDialog(const Summary &s, QWidget *parent) : QDialog(parent)
{
    setWindowTitle(tr("Confirm payment"));
    setAccessibleName(tr("Confirm payment"));
    auto *layout = new QVBoxLayout(this);
    auto *title = new QLabel(tr("You are about to pay"), this);
    auto *amount = new QLabel(tr("%1 %2").arg(s.request.amount, s.symbol), this);
    amount->setObjectName(QStringLiteral("confirmAmount"));
    QFont big = Theme::titleFont(amount->font());
    big.setPointSizeF(big.pointSizeF() * 1.2);
    amount->setFont(big);
    amount->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(title);
    layout->addWidget(amount);

    auto *form = new QFormLayout;
    form->setLabelAlignment(Qt::AlignRight | Qt::AlignTop);
    auto add = [this, form](const QString &label, const QString &value, bool mono = false) {
        auto *v = new QLabel(value, this);
        v->setWordWrap(true);
        v->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
        v->setAccessibleName(label);
        if (mono)
            v->setFont(Theme::monospaceFont());
        form->addRow(label, v);
        m_text += label + u' ' + value + u'\n';
    };
    const QString from = s.walletLabel.isEmpty()
                             ? s.request.walletAddress
                             : tr("%1\n%2").arg(s.walletLabel, s.request.walletAddress);
    add(tr("From:"), from, true);
    add(tr("To:"),
        s.recipientLabel.isEmpty() ? s.request.recipientAddress
                                   : tr("%1\n%2").arg(s.recipientLabel, s.request.recipientAddress),
        true);
    add(tr("Amount:"), tr("%1 %2 (exactly)").arg(s.request.amount, s.symbol));
    add(tr("Priority fee:"), s.request.priorityFee
                                 ? tr("%1 %2").arg(*s.request.priorityFee, s.symbol)
                                 : tr("Automatic (chosen by the service)"));
    if (s.cost) {
        add(tr("Network fee:"), s.cost->feeText(s.symbol));
        add(tr("Total debited:"), s.cost->totalText(s.symbol));
        add(tr("Balance after:"), s.cost->balanceAfterText(s.symbol));
    } else {
        add(tr("Network fee:"), tr("Charged by the network on top of the amount"));
    }
    if (s.request.resource)
        add(tr("Resource:"), *s.request.resource);
    if (s.request.metadata && !s.request.metadata->isEmpty()) {
        QStringList lines;
        for (auto it = s.request.metadata->begin(); it != s.request.metadata->end(); ++it)
            lines.append(tr("%1 = %2").arg(it.key(), it.value().toString()));
        add(tr("Metadata:"), lines.join(u'\n'));
    }
    add(tr("Service:"), s.serviceName);
    layout->addLayout(form);
    if (s.sandbox) {
        auto *note = new QLabel(tr("Sandbox: test funds only. No real money moves."), this);
        QPalette p = note->palette();
        p.setColor(QPalette::WindowText, Theme::textColor(Theme::Tone::Warning, p));
        note->setPalette(p);
        layout->addWidget(note);
    }
    for (const QString &w : s.warnings) {
        auto *label = new QLabel(w, this);
        label->setObjectName(QStringLiteral("recipientWarning"));
        label->setWordWrap(true);
        QPalette p = label->palette();
        p.setColor(QPalette::WindowText, Theme::textColor(Theme::Tone::Warning, p));
        label->setPalette(p);
        layout->addWidget(label);
        m_text += w + u'\n';
    }
    auto *warn = new QLabel(tr("A payment cannot be undone. Check the recipient."), this);
    warn->setWordWrap(true);
    layout->addWidget(warn);

    auto *buttons = new QDialogButtonBox(this);
    m_payLabel = tr("Pay %1 %2").arg(s.request.amount, s.symbol);
    m_pay = buttons->addButton(m_payLabel, QDialogButtonBox::AcceptRole);
    m_pay->setObjectName(QStringLiteral("confirmPay"));
    m_pay->setAutoDefault(false);
    m_cancel = buttons->addButton(QDialogButtonBox::Cancel);
    m_cancel->setObjectName(QStringLiteral("confirmCancel"));
    m_cancel->setDefault(true);
    layout->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    setAccessibleDescription(m_text);

    m_left = (s_delayMs + 999) / 1000;
    m_pay->setEnabled(s_delayMs == 0);
    if (s_delayMs > 0) {
        m_timer.setInterval(std::min(1000, s_delayMs));
        connect(&m_timer, &QTimer::timeout, this, &SendConfirmDialog::tick);
        m_timer.start();
        tick();
    }
    m_cancel->setFocus();
}

void SendConfirmDialog::tick()
{
    if (m_left <= 0) {
        m_timer.stop();
        m_pay->setText(m_payLabel);
        m_pay->setEnabled(true);
        return;
    }
    m_pay->setText(tr("%1 (%2)").arg(m_payLabel).arg(m_left));
    --m_left;
}

void SendConfirmDialog::confirm(QWidget *parent, const Summary &summary,
                                const std::function<void(bool)> &done)
{
    // Locked: the passphrase first; nothing is shown or sent before.
    if (summary.lock && summary.lock->isLocked()) {
        UnlockDialog::ensureUnlocked(
            summary.lock, parent,
            tr("Paydesk is locked. Unlock it to review and send this payment."),
            [parent, summary, done](bool unlocked) {
                if (!unlocked)
                    return done(false);
                confirm(parent, summary, done);
            });
        return;
    }
    if (const auto answer = MessageBox::takeNextAnswer()) {
        const bool yes = *answer == QMessageBox::Yes || *answer == QMessageBox::Ok;
        QTimer::singleShot(0, parent, [done, yes]() { done(yes); });
        return;
    }
    auto *dialog = new SendConfirmDialog(summary, parent);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setWindowModality(Qt::WindowModal);
    QPointer<AppLock> lock(summary.lock);
    connect(dialog, &QDialog::finished, parent, [parent, lock, done](int result) {
        if (result != QDialog::Accepted)
            return done(false);
        // Locked while the dialog was open: the passphrase again before anything is sent.
        UnlockDialog::ensureUnlocked(
            lock, parent, tr("Paydesk locked meanwhile. Unlock it to send this payment."), done);
    });
    dialog->open();
}

} // namespace paydesk::ui
