#include "PayConfirmDialog.h"

#include "Theme.h"
#include "UnlockDialog.h"
#include "core/Asset.h"
#include "core/Network.h"
#include "models/BudgetListModel.h"
#include "models/PaymentOutcome.h"

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace paydesk::ui {

int PayConfirmDialog::s_delayMs = 1500;

void PayConfirmDialog::accept()
{
    // Locked (e.g. auto-lock while the dialog was open): the passphrase first, then pay.
    UnlockDialog::ensureUnlocked(m_lock, this,
                                 tr("Paydesk is locked. Unlock it to pay for this resource."),
                                 [this](bool unlocked) {
                                     if (unlocked)
                                         QDialog::accept();
                                 });
}

void PayConfirmDialog::setConfirmDelayMs(int ms)
{
    s_delayMs = std::max(0, ms);
}

QLabel *PayConfirmDialog::addRow(QFormLayout *form, const QString &label, const QString &value,
                                 bool mono)
{
    auto *v = new QLabel(value, this);
    v->setWordWrap(true);
    v->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    v->setAccessibleName(label);
    if (mono)
        v->setFont(Theme::monospaceFont());
    form->addRow(label, v);
    m_text += label + u' ' + value + u'\n';
    return v;
}

PayConfirmDialog::PayConfirmDialog(const x402::PaymentQuote &q, const QString &walletLabel,
                                   QWidget *parent)
    : QDialog(parent), m_quote(q)
{
    setObjectName(QStringLiteral("payConfirmDialog"));
    setWindowTitle(tr("Pay for this resource?"));
    setAccessibleName(windowTitle());
    setMinimumWidth(560);
    const x402::PaymentOption &o = q.option;
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(new QLabel(tr("%1 asks to be paid").arg(q.origin), this));
    // A usage price (x402 upto) is a maximum: said as one, from the headline on.
    const bool upTo = o.isMaximum();
    auto *amount = new QLabel(q.deposit ? tr("Up to %1 per request").arg(o.plainAmount())
                              : upTo    ? tr("Up to %1").arg(o.plainAmount())
                                        : o.displayAmount(),
                              this);
    amount->setObjectName(QStringLiteral("payAmount"));
    QFont big = Theme::titleFont(amount->font());
    big.setPointSizeF(big.pointSizeF() * 1.2);
    amount->setFont(big);
    layout->addWidget(amount);
    // A batch-settlement option opens a payment channel first: its deposit leaves the wallet
    // now, and the price is the most each request through the channel may cost
    // (docs/protocol-facts.md "EVM batch-settlement").
    const QString deposit =
        q.deposit ? Money::format(*q.deposit, o.assetSymbol.isEmpty() ? o.asset : o.assetSymbol)
                  : QString();
    if (q.deposit) {
        auto *channel = new QLabel(
            tr("Opens a payment channel with %1: deposits %2 now (refundable; what the seller "
               "does not charge comes back by refund or withdrawal), then up to %3 per request.")
                .arg(q.origin, deposit, o.plainAmount()),
            this);
        channel->setObjectName(QStringLiteral("channelDeposit"));
        channel->setWordWrap(true);
        channel->setTextFormat(Qt::PlainText);
        channel->setStyleSheet(
            Theme::panelStyle(Theme::Tone::Info, palette(), channel->objectName()));
        channel->setContentsMargins(8, 6, 8, 6);
        layout->addWidget(channel);
        m_text += channel->text() + u'\n';
    }

    auto *form = new QFormLayout;
    form->setLabelAlignment(Qt::AlignRight | Qt::AlignTop);
    addRow(form, tr("URL:"), q.url, true);
    addRow(form, tr("Site:"), q.origin);
    addRow(form, tr("Amount:"),
           q.deposit ? tr("%1 at most per request (%2 atomic units), taken from the channel's "
                          "deposit; the seller charges what each request uses")
                           .arg(o.plainAmount(), o.amountUnits)
           : upTo ? tr("%1 at most (%2 atomic units); the seller charges what the request uses, "
                       "once, and can take nothing more")
                        .arg(o.plainAmount(), o.amountUnits)
                  : tr("%1 (exactly; %2 atomic units)").arg(o.displayAmount(), o.amountUnits));
    addRow(form, tr("Network:"),
           Network::nameOf(o.network) == o.network
               ? o.network
               : tr("%1 (%2)").arg(Network::nameOf(o.network), o.network));
    addRow(form, tr("Recipient:"), o.payTo, true);
    if (!o.description.isEmpty())
        addRow(form, tr("For:"), o.description);
    addRow(form, tr("From:"),
           tr("%1 (%2)").arg(walletLabel.isEmpty() ? q.wallet.address : walletLabel,
                             q.wallet.mode == x402::PayerWallet::Mode::Local
                                 ? tr("signed on this computer")
                                 : tr("paid by the service")));
    m_countdown = addRow(form, tr("Price valid:"), QString());
    m_countdown->setObjectName(QStringLiteral("payCountdown"));
    const QString symbol = BudgetListModel::symbolFor(o.networkId, Asset::keyOf(o.asset));
    const BudgetCheck &b = q.budget;
    addRow(form, tr("Budget today:"),
           (b.budget.isDefault ? tr("%1 %2 left of %3 %2 for this site (the default caps: no "
                                    "budget granted; %4 %2 per payment)")
                               : tr("%1 %2 left of %3 %2 for this site (cap per payment %4 %2)"))
               .arg(b.leftToday.toString(), symbol, b.budget.perDay.toString(),
                    b.budget.perPayment.toString()));
    if (q.balance) {
        // With a channel, the deposit is what leaves the wallet now.
        const Amount &out = q.deposit ? *q.deposit : *o.amount;
        const Amount after =
            *q.balance >= out ? *q.balance - out : Amount::fromUnits(0, q.balance->decimals());
        addRow(form, tr("Wallet balance:"),
               (q.deposit ? tr("%1 %2 (%3 %2 after the deposit)")
                : upTo    ? tr("%1 %2 (at least %3 %2 after this payment)")
                          : tr("%1 %2 (%3 %2 after this payment)"))
                   .arg(q.balance->toString(), symbol, after.toString()));
    } else {
        addRow(form, tr("Wallet balance:"), tr("unknown (%1)").arg(q.balanceProblem));
    }
    layout->addLayout(form);

    auto warn = [this, layout](const QString &text, Theme::Tone tone) {
        auto *l = new QLabel(text, this);
        l->setWordWrap(true);
        QPalette p = l->palette();
        p.setColor(QPalette::WindowText, Theme::textColor(tone, p));
        l->setPalette(p);
        layout->addWidget(l);
        m_text += text + u'\n';
    };
    if (q.previous)
        warn(tr("You may already have paid for this URL: attempt %1 (%2, %3 on %4). Paydesk "
                "never pays twice by itself; paying again is your decision.")
                 .arg(q.previous->id)
                 .arg(PaymentOutcome::attemptState(q.previous->state),
                      q.previous->paymentId.isEmpty() ? tr("no payment id yet")
                                                      : q.previous->paymentId,
                      q.previous->created.toLocalTime().toString(Qt::ISODate)),
             Theme::Tone::Danger);
    if (b.frozen)
        warn(tr("Automatic payments are frozen: Paydesk asks before every payment."),
             Theme::Tone::Warning);
    if (q.aboveDefaultCap()) {
        m_aboveCap = new QLabel(this);
        m_aboveCap->setObjectName(QStringLiteral("aboveDefaultCap"));
        m_aboveCap->setWordWrap(true);
        m_aboveCap->setTextFormat(Qt::PlainText);
        const QString text = tr("%1 \"Pay once\" pays this one payment only: it grants no "
                                "budget, and it counts toward this site's total for today.")
                                 .arg(b.reason);
        m_aboveCap->setText(text);
        m_aboveCap->setStyleSheet(
            Theme::panelStyle(Theme::Tone::Warning, palette(), m_aboveCap->objectName()));
        m_aboveCap->setContentsMargins(8, 6, 8, 6);
        layout->addWidget(m_aboveCap);
        m_text += text + u'\n';
    }

    // A budget covers one site, one network and one asset: say which, so nobody takes it for
    // a budget on every network.
    // A check box's text never wraps: the short promise on the box, its scope wrapped beneath.
    m_grant = new QCheckBox(tr("&Let this site take up to these amounts without asking:"), this);
    m_grant->setObjectName(QStringLiteral("grantBudget"));
    layout->addWidget(m_grant);
    auto *scope = new QLabel(tr("Only in %1 on %2; other networks and assets still ask.")
                                 .arg(symbol, Network::nameOf(o.network)),
                             this);
    scope->setObjectName(QStringLiteral("grantScope"));
    scope->setWordWrap(true);
    scope->setContentsMargins(24, 0, 0, 0);
    layout->addWidget(scope);
    auto *caps = new QHBoxLayout;
    // Offered caps that would cover this price (a channel's deposit, when it opens one):
    // granting the defaults would not.
    const Amount perPayment =
        std::max(b.budget.perPayment, q.deposit ? std::max(*q.deposit, *o.amount) : *o.amount);
    const Amount perDay = std::max(b.budget.perDay, b.spentToday + perPayment);
    m_perPayment = new QLineEdit(perPayment.toString(), this);
    m_perPayment->setObjectName(QStringLiteral("grantPerPayment"));
    m_perPayment->setAccessibleName(tr("Cap per payment"));
    m_perDay = new QLineEdit(perDay.toString(), this);
    m_perDay->setObjectName(QStringLiteral("grantPerDay"));
    m_perDay->setAccessibleName(tr("Cap per day"));
    caps->addSpacing(24);
    caps->addWidget(new QLabel(tr("per payment"), this));
    caps->addWidget(m_perPayment);
    caps->addWidget(new QLabel(symbol, this));
    caps->addSpacing(12);
    caps->addWidget(new QLabel(tr("per day"), this));
    caps->addWidget(m_perDay);
    caps->addWidget(new QLabel(symbol, this));
    layout->addLayout(caps);
    m_grantProblem = new QLabel(this);
    Theme::makeProblem(m_grantProblem);
    layout->addWidget(m_grantProblem);
    for (QLineEdit *e : {m_perPayment, m_perDay}) {
        e->setEnabled(false);
        connect(e, &QLineEdit::textChanged, this, &PayConfirmDialog::updatePay);
    }
    connect(m_grant, &QCheckBox::toggled, this, [this](bool on) {
        m_perPayment->setEnabled(on);
        m_perDay->setEnabled(on);
        updatePay();
    });

    auto *buttons = new QDialogButtonBox(this);
    m_payLabel =
        q.deposit ? tr("Deposit %1 and pay").arg(deposit) : tr("Pay %1").arg(o.displayAmount());
    m_pay = buttons->addButton(m_payLabel, QDialogButtonBox::AcceptRole);
    m_pay->setObjectName(QStringLiteral("confirmPay"));
    m_pay->setAutoDefault(false);
    m_decline = buttons->addButton(tr("&Decline"), QDialogButtonBox::RejectRole);
    m_decline->setObjectName(QStringLiteral("declinePay"));
    m_decline->setDefault(true);
    layout->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    m_delayLeftMs = s_delayMs;
    m_timer.setInterval(250);
    connect(&m_timer, &QTimer::timeout, this, &PayConfirmDialog::tick);
    m_timer.start();
    tick();
    setAccessibleDescription(m_text);
    m_decline->setFocus();
}

QString PayConfirmDialog::countdownText() const
{
    return m_countdown->text();
}

bool PayConfirmDialog::isGrantChecked() const
{
    return m_grant->isChecked();
}

std::optional<std::pair<Amount, Amount>> PayConfirmDialog::grantedCaps(QString *problem) const
{
    const int decimals = m_quote.budget.budget.perDay.decimals();
    QString why;
    const auto perPayment = Amount::parse(m_perPayment->text().trimmed(), decimals, &why);
    if (!perPayment) {
        *problem = tr("Cap per payment: %1").arg(why);
        return std::nullopt;
    }
    const auto perDay = Amount::parse(m_perDay->text().trimmed(), decimals, &why);
    if (!perDay) {
        *problem = tr("Cap per day: %1").arg(why);
        return std::nullopt;
    }
    if (*perDay < *perPayment) {
        *problem = tr("The cap per day cannot be below the cap per payment.");
        return std::nullopt;
    }
    return std::make_pair(*perPayment, *perDay);
}

void PayConfirmDialog::tick()
{
    const qint64 left = m_quote.secondsLeft();
    if (left < 0)
        m_countdown->setText(tr("no time limit given by the seller"));
    else if (left == 0)
        m_countdown->setText(tr("expired: decline and fetch the URL again for a fresh price"));
    else
        m_countdown->setText(tr("%n second(s) left", nullptr, int(left)));
    m_delayLeftMs = std::max(0, m_delayLeftMs - m_timer.interval());
    updatePay();
}

void PayConfirmDialog::updatePay()
{
    QString problem;
    const bool capsOk = !m_grant->isChecked() || grantedCaps(&problem).has_value();
    m_grantProblem->setText(problem);
    m_grantProblem->setVisible(!capsOk);
    const bool ok = capsOk && m_quote.secondsLeft() != 0 && m_delayLeftMs <= 0;
    m_pay->setEnabled(ok);
    // Above the default caps, without a budget granted here: this one payment only.
    const QString label = m_quote.aboveDefaultCap() && !m_grant->isChecked()
                              ? tr("Pay once: %1").arg(m_quote.option.displayAmount())
                              : m_payLabel;
    m_pay->setText(m_delayLeftMs > 0 ? tr("%1 (%2)").arg(label).arg((m_delayLeftMs + 999) / 1000)
                                     : label);
}

} // namespace paydesk::ui
