#include "SendResultCard.h"

#include "CopyField.h"
#include "Theme.h"
#include "core/Address.h"
#include "models/HistoryTableModel.h"

#include <QEvent>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QScopedValueRollback>
#include <QVBoxLayout>

namespace paydesk::ui {

SendResultCard::SendResultCard(QWidget *parent) : QFrame(parent)
{
    setObjectName(QStringLiteral("sendResult"));
    setAccessibleName(tr("Payment result"));
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(14, 10, 14, 10);
    m_title = new QLabel(tr("Payment sent"), this);
    QFont bold = m_title->font();
    bold.setWeight(QFont::DemiBold);
    bold.setPointSizeF(bold.pointSizeF() * 1.15);
    m_title->setFont(bold);
    m_summary = new QLabel(this);
    m_summary->setWordWrap(true);
    layout->addWidget(m_title);
    layout->addWidget(m_summary);
    auto *form = m_form = new QFormLayout;
    m_id = new CopyField(tr("Payment id"), this);
    m_status = new QLabel(this);
    m_status->setObjectName(QStringLiteral("sentStatus"));
    m_fee = new QLabel(this);
    m_fee->setObjectName(QStringLiteral("sentFee"));
    m_total = new QLabel(this);
    m_total->setObjectName(QStringLiteral("sentTotal"));
    m_after = new QLabel(this);
    m_after->setObjectName(QStringLiteral("sentBalanceAfter"));
    m_signature = new CopyField(tr("Signature"), this);
    m_proof = new CopyField(tr("Payment proof"), this);
    form->addRow(tr("Payment id:"), m_id);
    form->addRow(tr("Status:"), m_status);
    form->addRow(tr("Network fee:"), m_fee);
    form->addRow(tr("Total debited:"), m_total);
    form->addRow(tr("Balance after:"), m_after);
    m_signatureLabel = new QLabel(this);
    form->addRow(m_signatureLabel, m_signature);
    form->addRow(tr("X-PAYMENT proof:"), m_proof);
    layout->addLayout(form);
    auto *buttons = new QHBoxLayout;
    m_track = new QPushButton(tr("Track status"), this);
    m_track->setObjectName(QStringLiteral("trackPayment"));
    m_track->setIcon(Theme::icon(QStringLiteral("status")));
    m_new = new QPushButton(tr("New payment"), this);
    buttons->addStretch();
    buttons->addWidget(m_new);
    buttons->addWidget(m_track);
    layout->addLayout(buttons);
    connect(m_track, &QPushButton::clicked, this, [this]() { Q_EMIT trackStatus(paymentId()); });
    connect(m_new, &QPushButton::clicked, this, &SendResultCard::newPayment);
    restyle();
    setVisible(false);
}

void SendResultCard::changeEvent(QEvent *event)
{
    QFrame::changeEvent(event);
    if (event->type() == QEvent::PaletteChange && !m_restyling)
        restyle();
}

void SendResultCard::restyle()
{
    const QScopedValueRollback guard(m_restyling, true);
    setStyleSheet(Theme::panelStyle(Theme::Tone::Success, palette(), objectName()));
    QPalette p = m_title->palette();
    p.setColor(QPalette::WindowText, Theme::textColor(Theme::Tone::Success, palette()));
    m_title->setPalette(p);
}

void SendResultCard::show(const SendPaymentResult &r, const QString &symbol, const QUrl &explorer,
                          const QString &explorerNote, const std::optional<PaymentCost> &cost)
{
    m_symbol = symbol;
    m_cost = cost;
    if (m_cost && r.amount)
        m_cost->amount = *r.amount;
    showCost();
    m_summary->setText(tr("%1 %2 to %3.")
                           .arg(r.amount ? r.amount->toString() : QString(), symbol,
                                r.recipient.isEmpty() ? tr("the recipient") : r.recipient));
    m_id->setValue(r.paymentId);
    const PaymentState state = paymentStateFromString(r.status);
    m_status->setText(r.status.isEmpty() ? tr("Accepted") : HistoryTableModel::stateLabel(state));
    // The transaction's id, as the family's explorers name it (a Solana signature, an EVM hash).
    const QString idTitle = chainTxIdTitle(Address::familyOf(r.recipient));
    m_signatureLabel->setText(tr("%1:").arg(idTitle));
    m_signature->setName(idTitle);
    m_signature->setValue(r.signature);
    m_signature->setLink(explorer, explorerNote);
    m_proof->setValue(r.paymentProof);
    m_form->setRowVisible(m_proof, !r.paymentProof.isEmpty());
    m_form->setRowVisible(m_signature, !r.signature.isEmpty());
    setAccessibleDescription(m_summary->text());
    setVisible(true);
    m_track->setFocus();
}

void SendResultCard::showCost()
{
    const bool known = m_cost.has_value();
    m_fee->setText(known ? m_cost->feeText(m_symbol) : QString());
    m_total->setText(known ? m_cost->totalText(m_symbol) : QString());
    m_after->setText(known ? m_cost->balanceAfterText(m_symbol) : QString());
    m_form->setRowVisible(m_fee, known);
    m_form->setRowVisible(m_total, known);
    m_form->setRowVisible(m_after, known && m_cost->balance.has_value());
}

void SendResultCard::updateRecord(const PaymentRecord &r)
{
    if (r.paymentId != paymentId())
        return;
    m_status->setText(HistoryTableModel::stateLabel(r.state, r.signature));
    if (r.fee) {
        if (!m_cost) {
            m_cost = PaymentCost{};
            m_cost->amount = r.amount.value_or(Amount::fromUnits(0, r.fee->decimals()));
        }
        m_cost->fee = *r.fee;
        m_cost->feeExact = true;
        m_cost->feeMayGrow = false;
    }
    showCost();
}

QString SendResultCard::statusText() const
{
    return m_status->text();
}

QString SendResultCard::feeText() const
{
    return m_fee->text();
}

QString SendResultCard::paymentId() const
{
    return m_id->value();
}

} // namespace paydesk::ui
