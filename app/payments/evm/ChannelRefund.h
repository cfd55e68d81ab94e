#pragma once

#include "EvmPaymentFlow.h"
#include "store/ChannelBook.h"
#include "x402/BatchChannel.h"
#include "x402/PaymentRequirements.h"

#include <QNetworkAccessManager>
#include <QObject>
#include <optional>

namespace paydesk::evm {

// A payment channel's cooperative refund (docs/protocol-facts.md "EVM batch-settlement";
// scheme_batch_settlement_evm.md "Cooperative refund flow"): the seller's resource is asked for
// its 402 again, the option of this channel's terms found, and a refund payload sent with a
// zero-charge voucher (the cumulative charge Paydesk checked, so the seller gains nothing) and
// the amount asked (none: all that is left). The seller's facilitator claims and refunds on chain;
// its answer is checked (this channel; what the refund transaction moved to the payer, on the
// user's node) and the book follows it. A
// corrective 402 backed by the payer's own voucher is adopted once and the refund asked again.
class ChannelRefund : public QObject
{
    Q_OBJECT
public:
    struct Services
    {
        QNetworkAccessManager *network = nullptr;
        ChannelBook *book = nullptr;
        EvmPaymentFlow::KeyProvider keys;
        // The user's node on the channel's chain: what the refund returned is read from its
        // receipt; none: the seller's word is kept, and said so.
        EvmRpcClient *node = nullptr;
    };
    ChannelRefund(Services services, QObject *parent = nullptr);

    // `amount`: atomic units to return; none: all the seller has not claimed.
    void start(const ChannelRow &channel, const std::optional<U256> &amount = std::nullopt);

    bool ok() const { return m_ok; }
    QString message() const { return m_message; }
    QString transaction() const { return m_transaction; }
    QString refunded() const { return m_refunded; } // atomic units, as the seller answered

Q_SIGNALS:
    void progress(const QString &text);
    void finished();

private:
    void ask402();
    void onRequirements(QNetworkReply *reply);
    void sign();
    void onAnswer(QNetworkReply *reply);
    void end(bool ok, const QString &message);
    // The refund as the seller's state and the chain (`note`: where they differ) say.
    void settle(const x402::ChannelState &state, const QString &note);
    QString money(const QString &units) const; // atomic units of the channel's token, in words

    Services m_services;
    ChannelRow m_row;
    std::optional<U256> m_amount;
    std::optional<x402::PaymentOption> m_option;
    QByteArray m_proof;
    bool m_resynced = false;
    bool m_ok = false;
    QString m_message, m_transaction, m_refunded;
};

} // namespace paydesk::evm
