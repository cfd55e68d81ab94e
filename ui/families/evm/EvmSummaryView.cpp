#include "EvmSummaryView.h"

#include "core/Network.h"

#include <QGridLayout>
#include <QLabel>
#include <QLocale>

namespace paydesk::ui {

using evm::EvmPolicy;

namespace {
// Scoped, with a prefix: in a unity batch (CI) these names share a namespace with every other
// file of ui/ (paydesk::Amount, paydesk::Network ...).
enum SummaryRow
{
    RowNetwork,
    RowFrom,
    RowTo,
    RowCall,
    RowAmount,
    RowNonce,
    RowGasLimit,
    RowMaxFee,
    RowTip,
    RowNetworkFee,
    RowTotal,
    RowSimulation,
    RowReplaces,
    RowWarnings,
    RowCount
};
} // namespace

EvmSummaryView::EvmSummaryView(QWidget *parent) : QWidget(parent)
{
    // A grid, not a QFormLayout: Qt 6.4's form layout gives a wrapped value fewer lines than it
    // needs when a longer language's labels narrow the value column (German: the network fee).
    auto *grid = new QGridLayout(this);
    grid->setContentsMargins(0, 0, 0, 0);
    grid->setColumnStretch(1, 1);
    const QString labels[RowCount] = {tr("Network"),
                                      tr("From"),
                                      tr("To"),
                                      tr("Call"),
                                      tr("Amount"),
                                      tr("Nonce"),
                                      tr("Gas limit"),
                                      tr("Max fee per gas"),
                                      tr("Priority fee per gas"),
                                      tr("Network fee, at most"),
                                      tr("Total, at most"),
                                      tr("Simulation"),
                                      tr("Replaces"),
                                      tr("Note")};
    for (int i = 0; i < RowCount; ++i) {
        auto *value = new QLabel(this);
        value->setWordWrap(true);
        value->setTextInteractionFlags(Qt::TextSelectableByMouse);
        value->setObjectName(QStringLiteral("evmRow%1").arg(i));
        auto *label = new QLabel(labels[i], this);
        grid->addWidget(label, i, 0, Qt::AlignLeft | Qt::AlignTop);
        grid->addWidget(value, i, 1);
        m_labels.append(label);
        m_values.append(value);
    }
}

QString EvmSummaryView::eth(const evm::U256 &wei)
{
    return tr("%1 ETH").arg(EvmPolicy::formatWei(wei));
}

QString EvmSummaryView::gwei(const evm::U256 &wei)
{
    return tr("%1 gwei").arg(EvmPolicy::formatGwei(wei));
}

void EvmSummaryView::setReview(const evm::EvmReview &r,
                               const std::optional<evm::EvmSimulation> &simulation,
                               const Context &c)
{
    const auto set = [&](SummaryRow row, const QString &text) {
        m_values[row]->setText(text);
        m_values[row]->setVisible(!text.isEmpty());
        m_labels[row]->setVisible(!text.isEmpty());
    };
    const paydesk::Network *known = paydesk::Network::find(r.network);
    const QString name = known ? known->name() : r.network;
    set(RowNetwork, tr("%1 (chain %2) through %3").arg(name).arg(r.chainId).arg(c.rpcUrl));
    set(RowFrom, c.walletLabel);
    set(RowTo, r.tx.to ? r.tx.to->toChecksummed() : tr("nobody: it would create a contract"));
    set(RowCall, c.call);
    set(RowAmount, eth(r.value));
    set(RowNonce, QString::number(r.nonce));
    set(RowGasLimit, QLocale().toString(qulonglong(r.gasLimit)));
    set(RowMaxFee, gwei(r.maxFeePerGas));
    set(RowTip, gwei(r.maxPriorityFeePerGas));
    set(RowNetworkFee, tr("%1 (gas limit × max fee per gas; usually much less is charged)")
                           .arg(eth(r.maxNetworkFee)));
    set(RowTotal, eth(r.maxTotal));
    set(RowSimulation, simulation ? simulation->message : QString());
    set(RowReplaces, c.replaces);
    set(RowWarnings, r.warnings.join(u'\n'));
}

} // namespace paydesk::ui
