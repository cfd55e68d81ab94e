#include "ProofSummaryView.h"

#include "FieldHint.h"
#include "Theme.h"

#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QVBoxLayout>

namespace paydesk::ui {

ProofSummaryView::ProofSummaryView(QWidget *parent) : QWidget(parent)
{
    setAccessibleName(tr("Decoded payment proof"));
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_form = new QFormLayout;
    m_form->setLabelAlignment(Qt::AlignRight | Qt::AlignTop);
    const QList<std::pair<QString, QString>> rows = {
        {QStringLiteral("source"), tr("Found:")},
        {QStringLiteral("kind"), tr("Kind:")},
        {QStringLiteral("version"), tr("Protocol:")},
        {QStringLiteral("network"), tr("Network:")},
        {QStringLiteral("payer"), tr("Payer:")},
        {QStringLiteral("recipient"), tr("Recipient:")},
        {QStringLiteral("amount"), tr("Amount:")},
        {QStringLiteral("paymentId"), tr("Payment id:")},
        {QStringLiteral("signature"), tr("Signature:")},
        {QStringLiteral("feePayer"), tr("Fee payer:")},
        {QStringLiteral("validity"), tr("Validity:")},
        {QStringLiteral("instructions"), tr("Instructions:")}};
    const QStringList mono = {QStringLiteral("payer"), QStringLiteral("recipient"),
                              QStringLiteral("paymentId"), QStringLiteral("signature"),
                              QStringLiteral("feePayer")};
    for (const auto &[name, label] : rows) {
        if (name == u"signature") {
            // 88 characters with no break point: a read-only line that scrolls and copies whole,
            // instead of a label the column would clip.
            m_signature = new QLineEdit(this);
            m_signature->setObjectName(QStringLiteral("desk_signature"));
            m_signature->setReadOnly(true);
            m_signature->setFrame(false);
            m_signature->setFont(Theme::monospaceFont());
            m_signature->setAccessibleName(label);
            QPalette flat = m_signature->palette();
            flat.setColor(QPalette::Base, flat.color(QPalette::Window));
            m_signature->setPalette(flat);
            m_form->addRow(label, m_signature);
            continue;
        }
        auto *value = new QLabel(this);
        value->setObjectName(QStringLiteral("desk_") + name);
        value->setWordWrap(true);
        value->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
        value->setAccessibleName(label);
        // Long addresses have no break points: let the column narrow them instead of growing.
        value->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
        value->setMinimumWidth(120);
        if (mono.contains(name))
            value->setFont(Theme::monospaceFont());
        m_fields.insert(name, value);
        m_form->addRow(label, value);
    }
    layout->addLayout(m_form);
    m_warning = new FieldHint(this);
    m_warning->setObjectName(QStringLiteral("deskWarning"));
    layout->addWidget(m_warning);
    clear();
}

void ProofSummaryView::setField(const QString &name, const QString &value)
{
    if (name == u"signature") {
        m_signature->setText(value);
        m_signature->setCursorPosition(0);
        m_signature->setToolTip(value);
        m_form->setRowVisible(m_signature, !value.isEmpty());
        return;
    }
    QLabel *label = m_fields.value(name);
    label->setText(value);
    m_form->setRowVisible(label, !value.isEmpty());
}

void ProofSummaryView::clear()
{
    for (auto it = m_fields.cbegin(); it != m_fields.cend(); ++it)
        setField(it.key(), QString());
    setField(QStringLiteral("signature"), QString());
    m_warning->reset();
}

void ProofSummaryView::show(const PastedPayment &pasted, const PaymentProofInfo &info,
                            const QString &wallet, const QString &expected)
{
    clear();
    if (pasted.isRequest)
        setField(QStringLiteral("source"),
                 pasted.proof.isEmpty()
                     ? pasted.error
                     : tr("%1 header in a %2 request for %3")
                           .arg(pasted.headerName,
                                pasted.method.isEmpty() ? tr("HTTP") : pasted.method,
                                pasted.resource.isEmpty() ? pasted.target : pasted.resource));
    else
        setField(QStringLiteral("source"), tr("A bare header value"));
    if (pasted.proof.isEmpty())
        return;
    if (!info.isValid()) {
        setField(QStringLiteral("kind"), tr("%1: %2").arg(info.kindLabel(), info.error));
        m_warning->showProblem(info.error);
        return;
    }
    showDecoded(info);
    const QStringList warnings = info.warnings(wallet, expected);
    if (warnings.isEmpty())
        m_warning->showOk(tr("The proof is readable. Only the service or the chain can tell "
                             "whether the payment is real: verify it."));
    else
        m_warning->showProblem(warnings.join(u' '));
}

void ProofSummaryView::showDecoded(const PaymentProofInfo &info)
{
    setField(QStringLiteral("kind"), info.kindLabel());
    setField(QStringLiteral("version"),
             tr("x402 version %1, scheme \"%2\"").arg(info.x402Version).arg(info.scheme));
    setField(QStringLiteral("network"), info.network);
    setField(QStringLiteral("payer"), info.payer);
    setField(QStringLiteral("recipient"),
             info.tokenAccount.isEmpty()
                 ? info.recipient
                 : tr("the token account %1 (your wallet's own for this token when no warning "
                      "is shown)")
                       .arg(info.tokenAccount));
    setField(QStringLiteral("amount"), info.amount.isEmpty()
                                           ? tr("not readable")
                                           : tr("%1 %2").arg(info.amount, info.symbol));
    setField(QStringLiteral("paymentId"), info.paymentId);
    setField(QStringLiteral("signature"), info.signature);
    setField(QStringLiteral("feePayer"), info.feePayer);
    setField(QStringLiteral("validity"),
             info.kind == PaymentProofInfo::Kind::Settled
                 ? tr("Already on the ledger: good for one verification only")
                 : info.validity);
    QStringList steps;
    for (int i = 0; i < info.instructions.size(); ++i)
        steps.append(tr("%1. %2").arg(i + 1).arg(info.instructions[i]));
    setField(QStringLiteral("instructions"), steps.join(u'\n'));
}

QString ProofSummaryView::fieldText(const QString &name) const
{
    if (name == u"signature")
        return m_signature->text();
    const QLabel *label = m_fields.value(name);
    return label ? label->text() : QString();
}

QString ProofSummaryView::warningText() const
{
    return m_warning->text();
}

} // namespace paydesk::ui
