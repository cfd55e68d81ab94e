#pragma once

#include "ChannelsModel.h"
#include "payments/evm/ChannelRefund.h"
#include "payments/evm/ChannelWithdrawal.h"

#include <QObject>
#include <QPointer>

class QNetworkAccessManager;

namespace paydesk {

class AppLock;
class LocalWalletModel;
class NodeSettings;
class PaidFetchJournal;
class PaymentEvents;
class PaymentJournal;
namespace wallet {
class WalletManager;
}

// What the Channels page does to a payment channel (docs/protocol-facts.md "EVM
// batch-settlement"): asks the seller for a cooperative refund (evm::ChannelRefund), or starts
// and later finishes the timed withdrawal from the wallet (evm::ChannelWithdrawal, reviewed and
// approved by the person like any transaction). One action at a time; the flow is owned here and
// replaced by the next. When one ends, the model reads the book again and the wallet's balance
// is read again (PaymentEvents::reportMoneyMoved).
class ChannelController : public QObject
{
    Q_OBJECT
public:
    struct Parts
    {
        QNetworkAccessManager *network = nullptr; // the seller's resource, for a refund
        PaidFetchJournal *fetches = nullptr;      // its ChannelBook
        PaymentJournal *journal = nullptr;        // a withdrawal is journaled like a payment
        AppLock *lock = nullptr;
        wallet::WalletManager *walletManager = nullptr;
        QList<NodeSettings *> nodes; // the EVM node a withdrawal is sent through
        PaymentEvents *events = nullptr;
        LocalWalletModel *localWallets = nullptr; // the paying wallet's name
    };
    explicit ChannelController(const Parts &parts, QObject *parent = nullptr);

    ChannelsModel *model() const { return m_model; }
    AppLock *lock() const { return m_parts.lock; }
    // The wallet's name on the Wallets page and its short address, else the short address.
    QString walletLabel(const QString &address) const;

    // Whether the channel can be asked for a refund (not closed, a URL to ask) or withdrawn
    // from (not closed); false and why otherwise.
    static bool canRefund(const ChannelRow &row, QString *why = nullptr);
    static bool canWithdraw(const ChannelRow &row, QString *why = nullptr);

    // Asks the seller to refund all that is left: progress() and finished() follow (it starts on
    // the next turn of the event loop, so the caller connects first). Null and why when it
    // cannot start (no such channel, closed, locked, busy).
    evm::ChannelRefund *startRefund(const QString &id, QString *error);
    // Reads the chain for the channel's withdrawal: reviewReady() (approve() / reject()) or
    // finished() follow, from the next turn of the event loop. Null and why when it cannot start
    // (no EVM node, locked, busy).
    evm::ChannelWithdrawal *startWithdrawal(const QString &id, QString *error);
    bool isBusy() const;

Q_SIGNALS:
    // An action ended and the model was read again.
    void actionFinished();

private:
    std::optional<ChannelRow> channel(const QString &id, QString *error) const;
    void onEnded(const QString &wallet);

    Parts m_parts;
    ChannelsModel *m_model;
    QPointer<evm::ChannelRefund> m_refund;
    QPointer<evm::ChannelWithdrawal> m_withdrawal;
    bool m_refunding = false;
};

} // namespace paydesk
