#include "EvmRpcSettingsBox.h"

#include "Theme.h"
#include "evm/EvmPolicy.h"
#include "models/EvmRpcSettingsModel.h"
#include "models/LocalPaymentController.h"
#include "widgets/FieldHint.h"
#include "widgets/FormRow.h"

#include <QComboBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QStandardItemModel>

namespace paydesk::ui {

using Net = EvmRpcSettingsModel::Net;
using evm::EvmEndpoint;

EvmRpcSettingsBox::EvmRpcSettingsBox(EvmRpcSettingsModel *rpc, LocalPaymentController *payments,
                                     QWidget *parent)
    : QGroupBox(tr("EVM network for local mode"), parent), m_rpc(rpc), m_payments(payments)
{
    auto *form = new QFormLayout(this);
    form->setLabelAlignment(Qt::AlignRight | Qt::AlignVCenter);
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    m_network = new QComboBox(this);
    m_network->setObjectName(QStringLiteral("evmNetwork"));
    m_network->setAccessibleName(tr("EVM network"));
    for (Net n : EvmRpcSettingsModel::nets())
        m_network->addItem(EvmRpcSettingsModel::netTitle(n), int(n));
    form->addRow(tr("EVM net&work:"), m_network);

    auto *urlRow = new QHBoxLayout;
    m_url = new QLineEdit(this);
    m_url->setObjectName(QStringLiteral("evmRpcUrl"));
    m_url->setAccessibleName(tr("EVM RPC endpoint URL"));
    m_save = new QPushButton(tr("Use this en&dpoint"), this);
    m_save->setObjectName(QStringLiteral("evmRpcSave"));
    urlRow->addWidget(m_url, 1);
    urlRow->addWidget(m_save);
    addFormRow(form, tr("RPC UR&L:"), m_url, urlRow);
    m_hint = new FieldHint(this);
    form->addRow(QString(), m_hint);

    auto *healthRow = new QHBoxLayout;
    m_check =
        new QPushButton(Theme::icon(QStringLiteral("refresh")), tr("Chec&k connection"), this);
    m_check->setObjectName(QStringLiteral("evmRpcCheck"));
    m_health = new QLabel(tr("Not checked yet."), this);
    m_health->setObjectName(QStringLiteral("evmRpcHealth"));
    m_health->setWordWrap(true);
    healthRow->addWidget(m_check);
    healthRow->addWidget(m_health, 1);
    form->addRow(tr("Status:"), healthRow);

    m_explorer = new QLabel(this);
    m_explorer->setObjectName(QStringLiteral("evmExplorer"));
    m_explorer->setOpenExternalLinks(true);
    m_explorer->setTextInteractionFlags(Qt::TextBrowserInteraction);
    form->addRow(tr("Explorer:"), m_explorer);

    if (m_payments) {
        auto *capRow = new QHBoxLayout;
        m_cap = new QLineEdit(this);
        m_cap->setObjectName(QStringLiteral("evmFeeCap"));
        m_cap->setAccessibleName(tr("Highest network fee Paydesk signs for an EVM payment, in "
                                    "ETH"));
        m_cap->setMaximumWidth(160);
        m_cap->setText(evm::EvmPolicy::formatWei(m_payments->maxNetworkFeeWei()));
        capRow->addWidget(m_cap);
        capRow->addWidget(new QLabel(QStringLiteral("ETH"), this));
        capRow->addStretch(1);
        addFormRow(form, tr("Network &fee cap:"), m_cap, capRow);
        m_capHint = new FieldHint(tr("Paydesk refuses to sign an EVM transaction whose gas may "
                                     "cost more (gas limit × max fee per gas)."),
                                  this);
        form->addRow(QString(), m_capHint);
        connect(m_cap, &QLineEdit::editingFinished, this, &EvmRpcSettingsBox::saveCap);
    }

    connect(m_network, &QComboBox::activated, this, &EvmRpcSettingsBox::onNetworkPicked);
    connect(m_save, &QPushButton::clicked, this, &EvmRpcSettingsBox::save);
    connect(m_url, &QLineEdit::returnPressed, this, &EvmRpcSettingsBox::save);
    connect(m_check, &QPushButton::clicked, this, [this]() {
        m_check->setEnabled(false);
        m_health->setPalette(palette());
        m_health->setText(tr("Checking %1…").arg(m_rpc->endpoint().toString()));
        m_rpc->checkHealth();
    });
    connect(m_rpc, &EvmRpcSettingsModel::healthChecked, this, &EvmRpcSettingsBox::showHealth);
    connect(m_rpc, &EvmRpcSettingsModel::endpointChanged, this, &EvmRpcSettingsBox::load);
    load();
}

void EvmRpcSettingsBox::load()
{
    EvmRpcSettingsModel *rpc = m_rpc;
    const Net net = rpc->net();
    m_network->setCurrentIndex(m_network->findData(int(net)));
    // The sandbox's chain is there only while the built-in sandbox is the service.
    const int sandboxRow = m_network->findData(int(Net::Sandbox));
    if (auto *model = qobject_cast<QStandardItemModel *>(m_network->model()))
        if (QStandardItem *item = model->item(sandboxRow))
            item->setEnabled(rpc->isSandboxAvailable());
    m_url->setText(rpc->endpoint().toString());
    m_url->setReadOnly(net == Net::Sandbox);
    m_save->setEnabled(net != Net::Sandbox);
    m_hint->setHint(
        net == Net::Sandbox ? tr("The sandbox answers Ethereum JSON-RPC itself (chain %1): test "
                                 "funds only.")
                                  .arg(EvmEndpoint::chainId(net))
        : net == Net::Custom ? tr("Any chain: the check names the chain the node is on.")
                             : tr("Chain %1. Paste your own node's URL to use it instead of the "
                                  "public one.")
                                   .arg(EvmEndpoint::chainId(net)));
    const QUrl home = EvmEndpoint::explorer(net);
    m_explorer->setText(
        home.isEmpty() ? tr("None for this network.")
                       : QStringLiteral("<a href=\"%1\">%2</a>")
                             .arg(home.toString().toHtmlEscaped(), home.host().toHtmlEscaped()));
}

void EvmRpcSettingsBox::onNetworkPicked()
{
    const auto net = Net(m_network->currentData().toInt());
    EvmRpcSettingsModel *rpc = m_rpc;
    m_health->setText(tr("Not checked yet."));
    m_health->setPalette(palette());
    if (net == Net::Custom && !rpc->hasOwnUrl(Net::Custom)) {
        m_url->clear();
        m_url->setReadOnly(false);
        m_save->setEnabled(true);
        m_url->setPlaceholderText(tr("https://your-rpc.example.com"));
        m_url->setFocus();
        m_hint->setHint(tr("Enter the URL, then choose “Use this endpoint”."));
        m_explorer->setText(tr("None for this network."));
        return;
    }
    QString error;
    if (!rpc->choose(net, rpc->hasOwnUrl(net) ? rpc->urlFor(net).toString() : QString(), &error))
        m_hint->showProblem(error);
    load();
}

void EvmRpcSettingsBox::save()
{
    const auto net = Net(m_network->currentData().toInt());
    EvmRpcSettingsModel *rpc = m_rpc;
    QString text = m_url->text().trimmed();
    // The public URL typed back (or left as it is) means "no URL of my own".
    if (net != Net::Custom && text == EvmEndpoint::publicUrl(net).toString())
        text.clear();
    QString error;
    if (!rpc->choose(net, text, &error)) {
        m_hint->showProblem(error);
        return;
    }
    load();
    m_hint->showOk(tr("EVM wallets are now read through %1.").arg(rpc->endpoint().toString()));
}

void EvmRpcSettingsBox::showHealth(bool healthy, const QString &text)
{
    m_check->setEnabled(true);
    m_health->setText(text);
    QPalette p = palette();
    p.setColor(QPalette::WindowText,
               Theme::textColor(healthy ? Theme::Tone::Success : Theme::Tone::Danger, p));
    m_health->setPalette(p);
    m_health->setAccessibleDescription(text);
}

void EvmRpcSettingsBox::saveCap()
{
    const auto cap = Amount::parse(m_cap->text().trimmed(), 18);
    const auto wei = cap ? evm::U256::fromAmount(*cap) : std::nullopt;
    if (!wei || wei->isZero()) {
        m_capHint->showProblem(tr("Enter an amount of ETH greater than 0, such as 0.005."));
        return;
    }
    m_payments->setMaxNetworkFeeWei(*wei);
    m_capHint->reset();
}

} // namespace paydesk::ui
