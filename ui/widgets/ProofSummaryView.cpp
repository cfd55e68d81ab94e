#include "ProofSummaryView.h"

#include "FieldHint.h"
#include "Theme.h"
#include "core/Amount.h"

#include <QFormLayout>
#include <QLabel>
#include <QVBoxLayout>

namespace paydesk::ui {

ProofSummaryView::ProofSummaryView(QWidget *parent) : QWidget(parent)
{
    setAccessibleName(tr("Decoded payment proof"));
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_form = new QFormLayout;
    m_form->setLabelAlignment(Qt::AlignRight);
    auto make = [this](const QString &label, const QString &name) {
        auto *value = new QLabel(this);
        value->setObjectName(name);
        value->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
        value->setWordWrap(true);
        value->setAccessibleName(label);
        // Long addresses have no break points: let the column narrow them instead of growing.
        value->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
        value->setMinimumWidth(120);
        m_form->addRow(label, value);
        return value;
    };
    m_kind = make(tr("Kind:"), QStringLiteral("proofKind"));
    m_payer = make(tr("Payer:"), QStringLiteral("proofPayer"));
    m_recipient = make(tr("Pays to:"), QStringLiteral("proofRecipient"));
    m_amount = make(tr("Amount:"), QStringLiteral("proofAmount"));
    m_network = make(tr("Network:"), QStringLiteral("proofNetwork"));
    m_paymentId = make(tr("Payment id:"), QStringLiteral("proofPaymentId"));
    for (QLabel *mono : {m_payer, m_recipient, m_paymentId})
        mono->setFont(Theme::monospaceFont());
    layout->addLayout(m_form);
    m_warning = new FieldHint(this);
    layout->addWidget(m_warning);
    setVisible(false);
}

void ProofSummaryView::setRow(QLabel *label, const QString &value)
{
    label->setText(value);
    m_form->setRowVisible(label, !value.isEmpty());
}

void ProofSummaryView::show(const PaymentProofInfo &info, const QString &wallet,
                            const QString &expected)
{
    setVisible(true);
    if (!info.isValid()) {
        setRow(m_kind, info.kindLabel());
        for (QLabel *l : {m_payer, m_recipient, m_amount, m_network, m_paymentId})
            setRow(l, {});
        m_warning->showProblem(info.error);
        return;
    }
    setRow(m_kind, info.kindLabel());
    setRow(m_payer, info.payer);
    setRow(m_recipient, info.recipient);
    setRow(m_amount,
           info.amount.isEmpty() ? QString() : tr("%1 %2").arg(info.amount, info.symbol).trimmed());
    setRow(m_network, info.network);
    setRow(m_paymentId, info.paymentId);
    QStringList warnings;
    if (!info.recipient.isEmpty() && !wallet.isEmpty() && info.recipient != wallet)
        warnings.append(tr("This proof pays another wallet, not the receiving wallet above."));
    if (!info.amount.isEmpty() && !expected.trimmed().isEmpty()) {
        const auto paid = Amount::parse(info.amount, 18);
        const auto want = Amount::parse(expected.trimmed(), 18);
        if (paid && want && *paid < *want)
            warnings.append(tr("It pays %1, less than the %2 you expect.")
                                .arg(info.amount, expected.trimmed()));
    }
    if (info.kind == PaymentProofInfo::Kind::Authorization && !info.signedByPayer &&
        !info.payer.isEmpty())
        warnings.append(tr("The payer has not signed this transaction."));
    if (warnings.isEmpty())
        m_warning->showOk(tr("The proof is readable. Only the service can tell whether the "
                             "payment is real: verify it."));
    else
        m_warning->showProblem(warnings.join(u' '));
}

QString ProofSummaryView::fieldText(const QString &name) const
{
    const auto *l = findChild<QLabel *>(name);
    return l ? l->text() : QString();
}

QString ProofSummaryView::warningText() const
{
    return m_warning->text();
}

} // namespace paydesk::ui
