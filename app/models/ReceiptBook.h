#pragma once

#include "store/HistoryCache.h"

#include <QCoreApplication>
#include <QString>
#include <optional>
#include <unordered_map>

namespace paydesk {

class PaidFetchJournal;

// What a seller said about a paid resource in its PAYMENT-RESPONSE (v2) or X-PAYMENT-RESPONSE
// (v1) header: the settlement's transaction, its network and the payer (docs/protocol-facts.md
// "x402 versions and headers").
struct PaymentReceipt
{
    QString transaction, network, payer;
    bool success = false;
    QString url; // the resource paid for
    // Reads the receipt JSON the journal keeps; nullopt when it is empty or no JSON object.
    static std::optional<PaymentReceipt> fromJson(const QString &json);
};

// The paid fetches of the x402 journal as the history shows them: each payment's receipt, whether
// the seller refused its proof and the agent that paid, found by payment id or transaction
// signature. Looked up when a row first asks (indexed, PaidFetchJournal::receiptFor) and kept
// until read(), which the view calls after a page or a payment: a journal of a million paid
// fetches (an agent's year) costs the rows on screen, not a million rows at open.
class ReceiptBook
{
    Q_DECLARE_TR_FUNCTIONS(ReceiptBook)
public:
    explicit ReceiptBook(const PaidFetchJournal *journal = nullptr) : m_journal(journal) {}
    void read(); // forgets what was looked up: the journal changed
    const PaymentReceipt *receiptOf(const HistoryEntry &entry) const;
    // The seller answered the proof of this payment with a refusal.
    bool notAccepted(const HistoryEntry &entry) const;
    // The agent that made this payment (paydesk-cli mcp or proxy); empty for the user's own.
    QString agentOf(const HistoryEntry &entry) const;
    // A usage price (x402 upto): the most it authorized (exact decimal text); empty for a fixed
    // price. The entry's amount is then what it was charged, once the seller settled.
    QString maximumOf(const HistoryEntry &entry) const;
    // Whether a usage price's charge is known yet.
    bool charged(const HistoryEntry &entry) const;
    // What a view says of a receipt without a transaction (tooltips, the row menu).
    static QString noTransactionText() { return tr("The seller's receipt names no transaction."); }

private:
    struct Known
    {
        QString json, url, agent;
        bool notAccepted = false;
        QString maximum, charged; // a usage price's maximum and charge; empty otherwise
        mutable bool decoded = false;
        mutable std::optional<PaymentReceipt> receipt; // once decoded
    };
    const Known *find(const HistoryEntry &entry) const;
    const Known *lookup(const QString &key) const;
    const PaidFetchJournal *m_journal;
    // Key -> the journal's row, or none; node-based, so what find() returned stays put while
    // other rows are looked up (until read()).
    mutable std::unordered_map<QString, std::optional<Known>> m_found;
};

} // namespace paydesk
