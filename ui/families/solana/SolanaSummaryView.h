#pragma once

#include "core/Amount.h"
#include "solana/RpcClient.h"
#include "solana/TransactionPolicy.h"

#include <QWidget>
#include <optional>

class QLabel;
class QPlainTextEdit;
class QToolButton;

namespace paydesk::ui {

// A decoded Solana transaction in plain words: from, to, amount, network fee (and who pays it),
// priority fee, total cost, network and RPC endpoint, one line per instruction as the decoder
// describes it, and the simulation's verdict with its logs on demand.
class SolanaSummaryView : public QWidget
{
    Q_OBJECT
public:
    struct Context
    {
        bool send = true; // we pay (send) or co-sign a transfer to us (receive)
        QString walletLabel;
        QString rpcUrl;
        bool sandbox = false;
        std::optional<Amount> balance; // the wallet's balance before, when it was read
    };

    explicit SolanaSummaryView(QWidget *parent = nullptr);

    void setReview(const solana::TransactionReview &review,
                   const std::optional<solana::SimulationResult> &simulation,
                   const Context &context);

    static QString sol(quint64 lamports); // "0.25 SOL"

private:
    QList<QLabel *> m_values;
    QLabel *m_instructions;
    QLabel *m_simulation;
    QToolButton *m_showLogs;
    QPlainTextEdit *m_logs;
};

} // namespace paydesk::ui
