#pragma once

#include "evm/EvmPolicy.h"
#include "payments/evm/EvmPaymentFlow.h"

#include <QWidget>
#include <optional>

class QLabel;

namespace paydesk::ui {

// An EVM transaction in plain words, field by field (what the review dialog shows before a
// signature): network and chain id, from and to, the amount, the nonce, the gas limit, the most
// it may pay per gas and as priority fee, the most the gas can cost, the most it can cost in
// total, and the node's simulation. Exact amounts only (EvmPolicy::formatWei / formatGwei).
class EvmSummaryView : public QWidget
{
    Q_OBJECT
public:
    struct Context
    {
        QString walletLabel;
        QString rpcUrl;
        QString replaces; // a speed-up or cancel: the hash it replaces
        QString call;     // a contract call Paydesk built, in words (an approve)
    };

    explicit EvmSummaryView(QWidget *parent = nullptr);

    void setReview(const evm::EvmReview &review,
                   const std::optional<evm::EvmSimulation> &simulation, const Context &context);

    static QString eth(const evm::U256 &wei);  // "0.25 ETH"
    static QString gwei(const evm::U256 &wei); // "1.5 gwei"

private:
    QList<QLabel *> m_labels, m_values;
};

} // namespace paydesk::ui
