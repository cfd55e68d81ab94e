#include "SolanaRpcSettingsBox.h"

#include "core/Validation.h"
#include "models/LocalPaymentController.h"
#include "models/solana/SolanaLocalPayments.h"
#include "models/solana/SolanaNodeSettings.h"
#include "solana/TransactionPolicy.h"
#include "widgets/FieldHint.h"
#include "widgets/FormRow.h"

#include <QCheckBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>

namespace paydesk::ui {

SolanaRpcSettingsBox::SolanaRpcSettingsBox(SolanaNodeSettings *rpc,
                                           LocalPaymentController *payments, QWidget *parent)
    : NodeSettingsBox(
          rpc,
          {tr("Network for local mode"), tr("&Network:"), tr("Solana network"), tr("RPC &URL:"),
           tr("RPC endpoint URL"), tr("&Use this endpoint"), tr("C&heck connection")},
          {QStringLiteral("rpcCluster"), QStringLiteral("rpcUrl"), QStringLiteral("rpcSave"),
           QStringLiteral("rpcCheck"), QStringLiteral("rpcHealth")},
          parent),
      m_payments(payments), m_own(payments->part<SolanaLocalPayments>(Chain::Solana))
{
    m_cap = new QLineEdit(this);
    m_cap->setObjectName(QStringLiteral("rpcFeeCap"));
    m_cap->setAccessibleName(tr("Highest priority fee Paydesk signs, in SOL"));
    m_cap->setMaximumWidth(160);
    auto *capRow = new QHBoxLayout;
    capRow->addWidget(m_cap);
    capRow->addWidget(new QLabel(QStringLiteral("SOL"), this));
    capRow->addStretch(1);
    addFormRow(form(), tr("Priority fee &cap:"), m_cap, capRow);
    m_capHint = new FieldHint(tr("Paydesk refuses to sign a transaction whose priority fee is "
                                 "higher."),
                              this);
    form()->addRow(QString(), m_capHint);
    m_simulate = new QCheckBox(tr("&Simulate each transaction before the review"), this);
    m_simulate->setObjectName(QStringLiteral("rpcSimulate"));
    form()->addRow(QString(), m_simulate);

    connect(m_cap, &QLineEdit::editingFinished, this, &SolanaRpcSettingsBox::saveCap);
    connect(m_simulate, &QCheckBox::toggled, this,
            [this](bool on) { m_payments->setSimulate(on); });
    load();
}

void SolanaRpcSettingsBox::choiceShown(const QString &)
{
    if (m_own)
        m_cap->setText(solana::TransactionPolicy::formatSol(m_own->maxPriorityFeeLamports()));
    m_simulate->setChecked(m_payments->simulate());
}

void SolanaRpcSettingsBox::saveCap()
{
    Amount cap;
    if (auto e = validate::priorityFee(QStringLiteral("cap"), m_cap->text().trimmed(),
                                       Chain::Solana, &cap)) {
        m_capHint->showProblem(e->message);
        return;
    }
    if (m_own)
        m_own->setMaxPriorityFeeLamports(
            quint64(cap.rescaled(chainDecimals(Chain::Solana))->units()));
    m_capHint->reset();
}

} // namespace paydesk::ui
