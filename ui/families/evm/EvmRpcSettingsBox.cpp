#include "EvmRpcSettingsBox.h"

#include "evm/EvmPolicy.h"
#include "models/LocalPaymentController.h"
#include "models/evm/EvmLocalPayments.h"
#include "models/evm/EvmNodeSettings.h"
#include "widgets/FieldHint.h"
#include "widgets/FormRow.h"

#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>

namespace paydesk::ui {

using evm::EvmEndpoint;

EvmRpcSettingsBox::EvmRpcSettingsBox(EvmNodeSettings *rpc, LocalPaymentController *payments,
                                     QWidget *parent)
    : NodeSettingsBox(rpc,
                      {tr("EVM network for local mode"), tr("EVM net&work:"), tr("EVM network"),
                       tr("RPC UR&L:"), tr("EVM RPC endpoint URL"), tr("Use this en&dpoint"),
                       tr("Chec&k connection")},
                      {QStringLiteral("evmNetwork"), QStringLiteral("evmRpcUrl"),
                       QStringLiteral("evmRpcSave"), QStringLiteral("evmRpcCheck"),
                       QStringLiteral("evmRpcHealth")},
                      parent),
      m_own(payments ? payments->part<EvmLocalPayments>(Chain::Evm) : nullptr)
{
    m_explorer = new QLabel(this);
    m_explorer->setObjectName(QStringLiteral("evmExplorer"));
    m_explorer->setOpenExternalLinks(true);
    m_explorer->setTextInteractionFlags(Qt::TextBrowserInteraction);
    form()->addRow(tr("Explorer:"), m_explorer);

    if (m_own) {
        auto *capRow = new QHBoxLayout;
        m_cap = new QLineEdit(this);
        m_cap->setObjectName(QStringLiteral("evmFeeCap"));
        m_cap->setAccessibleName(tr("Highest network fee Paydesk signs for an EVM payment, in "
                                    "ETH"));
        m_cap->setMaximumWidth(160);
        m_cap->setText(evm::EvmPolicy::formatWei(m_own->maxNetworkFeeWei()));
        capRow->addWidget(m_cap);
        capRow->addWidget(new QLabel(QStringLiteral("ETH"), this));
        capRow->addStretch(1);
        addFormRow(form(), tr("Network &fee cap:"), m_cap, capRow);
        m_capHint = new FieldHint(tr("Paydesk refuses to sign an EVM transaction whose gas may "
                                     "cost more (gas limit × max fee per gas)."),
                                  this);
        form()->addRow(QString(), m_capHint);
        connect(m_cap, &QLineEdit::editingFinished, this, &EvmRpcSettingsBox::saveCap);
    }
    load();
}

void EvmRpcSettingsBox::choiceShown(const QString &name)
{
    const QUrl home =
        EvmEndpoint::explorer(EvmEndpoint::fromName(name).value_or(EvmEndpoint::Net::Custom));
    m_explorer->setText(
        home.isEmpty() ? tr("None for this network.")
                       : QStringLiteral("<a href=\"%1\">%2</a>")
                             .arg(home.toString().toHtmlEscaped(), home.host().toHtmlEscaped()));
}

void EvmRpcSettingsBox::saveCap()
{
    const auto cap = Amount::parse(m_cap->text().trimmed(), 18);
    const auto wei = cap ? evm::U256::fromAmount(*cap) : std::nullopt;
    if (!wei || wei->isZero()) {
        m_capHint->showProblem(tr("Enter an amount of ETH greater than 0, such as 0.005."));
        return;
    }
    m_own->setMaxNetworkFeeWei(*wei);
    m_capHint->reset();
}

} // namespace paydesk::ui
