#pragma once

#include "payments/evm/LostAuthorization.h"
#include "solana/RpcClient.h"

#include <QObject>

namespace paydesk::x402 {

// Reconciles on chain a paid fetch whose answer was lost after a buyer-signed Solana transaction
// went to the seller (an SPL TransferChecked, or a SOL transfer, that the seller's fee payer
// signs last and sends). The buyer knows only its own signature: the transaction's id is the fee
// payer's. So (docs/protocol-facts.md "Blockhash validity": a blockhash is valid for 150 blocks):
// the buyer's transactions since the attempt (getSignaturesForAddress, then getTransaction) are
// searched for the buyer's signature: landed and successful is Used; landed with an error paid
// nothing (Expired). When the seller's receipt names the transaction (its PAYMENT-RESPONSE), that
// one is read first (getTransaction): it holds the buyer's signature, and the search is not
// needed. Not found:
//  - while the transaction's blockhash is valid it may still land: Unused (nothing moved yet; a
//    seller that said it settled is not believed, the proof may be re-sent);
//  - once the blockhash has expired, it never can: Expired.
// Expired is said only when the node is on the attempt's network (its genesis hash) and at least
// two minutes after the attempt, so a node behind the cluster cannot say so early; anything the
// node cannot answer is Unknown, which re-sends the proof (never pays again).
class LostTransfer : public QObject
{
    Q_OBJECT
public:
    using Verdict = LostAuthorization::Verdict;
    using Done = LostAuthorization::Done;
    // Whether check() applies: an authorization-kind proof (a buyer-signed transaction).
    static bool applies(const FetchAttempt &attempt);
    // `now` in seconds since the epoch (0: the clock). `done` runs once, in `context`'s thread.
    static void check(solana::RpcClient *rpc, const FetchAttempt &attempt, QObject *context,
                      const Done &done, qint64 now = 0);

    static constexpr qint64 kSettleSeconds = 120; // after the attempt, before Expired is said
    static constexpr int kPageSize = 100;
    static constexpr int kMaxPages = 10;

private:
    LostTransfer(solana::RpcClient *rpc, Done done, QObject *parent);
    void start(const FetchAttempt &attempt, qint64 now);
    void onGenesis(RpcCall *call);
    void onNamed(RpcCall *call);
    void askBlockhash();
    void onBlockhash(RpcCall *call);
    void nextPage();
    void onPage(RpcCall *call);
    void nextCandidate();
    void onTransaction(RpcCall *call);
    void finish(Verdict verdict, const QString &why = {});

    solana::RpcClient *m_rpc;
    Done m_done;
    QString m_network, m_wallet, m_cursor;
    QString m_named; // the transaction the seller's receipt names, if any
    QByteArray m_signature, m_blockhash;
    qint64 m_since = 0, m_age = 0;
    int m_pages = 0;
    bool m_lastPage = false;
    bool m_mayStillLand = false; // the blockhash is valid, or the attempt too recent to tell
    QList<QByteArray> m_candidates;
};

} // namespace paydesk::x402
