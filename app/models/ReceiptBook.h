#pragma once

#include "store/HistoryCache.h"

#include <QCoreApplication>
#include <QHash>
#include <QString>
#include <optional>

namespace paydesk {

class PaidFetchJournal;

// What a seller said about a paid resource in its PAYMENT-RESPONSE (v2) or X-PAYMENT-RESPONSE
// (v1) header: the settlement's transaction, its network and the payer (x402-and-chains.md §1.3).
struct PaymentReceipt
{
    QString transaction, network, payer;
    bool success = false;
    QString url; // the resource paid for
    // Reads the receipt JSON the journal keeps; nullopt when it is empty or no JSON object.
    static std::optional<PaymentReceipt> fromJson(const QString &json);
};

// The paid fetches of the x402 journal as the history shows them: each payment's receipt and
// whether the seller refused its proof, found by payment id or transaction signature. read()
// takes the journal as it is now (the view reads it again after a page or a payment); a receipt
// is decoded when a row first asks for it, so reading costs one narrow query.
class ReceiptBook
{
    Q_DECLARE_TR_FUNCTIONS(ReceiptBook)
public:
    explicit ReceiptBook(const PaidFetchJournal *journal = nullptr) : m_journal(journal) {}
    void read();
    const PaymentReceipt *receiptOf(const HistoryEntry &entry) const;
    // The seller answered the proof of this payment with a refusal.
    bool notAccepted(const HistoryEntry &entry) const;
    // The agent that made this payment (paydesk-cli mcp or proxy); empty for the user's own.
    QString agentOf(const HistoryEntry &entry) const;
    // What a view says of a receipt without a transaction (tooltips, the row menu).
    static QString noTransactionText() { return tr("The seller's receipt names no transaction."); }

private:
    struct Known
    {
        QString json, url, agent;
        bool notAccepted = false;
        mutable bool decoded = false;
        mutable std::optional<PaymentReceipt> receipt; // once decoded
    };
    const Known *find(const HistoryEntry &entry) const;
    const PaidFetchJournal *m_journal;
    QHash<QString, Known> m_byId; // payment id and signature
};

} // namespace paydesk
