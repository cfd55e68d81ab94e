#pragma once

#include "PaymentRecord.h"

#include <QObject>
#include <QPointer>
#include <QSet>

namespace paydesk::sandbox {

class ChainBackend;
class EvmChain;
class EvmLedger;
class PaymentBook;
class RemoteEvmChain;

// Moves open payments through the contract's states from what the chain reports: a landed
// transaction is submitted (processed), then confirmed, then finalized; a failed one is failed;
// one whose blockhash passed without landing is expired. Local-mode payments are found by their
// message bytes once someone broadcasts the signed transaction.
class PaymentTracker : public QObject
{
    Q_OBJECT
public:
    PaymentTracker(PaymentBook *book, ChainBackend *chain, const EvmLedger *evm,
                   QObject *parent = nullptr);

    void refresh();
    // Local-mode EVM payments are followed on this chain by their signing hash.
    void setEvmChain(const EvmChain *chain) { m_evmChain = chain; }
    // With --evm-rpc they are followed on that node instead, by the hash of the transaction
    // broadcast through /evm (RemoteEvmChain learns it there).
    void setRemoteEvm(RemoteEvmChain *remote);

private:
    void refreshEvm();
    void refreshLocalEvm(const PaymentRecord &record);
    void refreshRemoteEvm(const PaymentRecord &record);
    PaymentBook *m_book;
    ChainBackend *m_chain;
    const EvmLedger *m_evm;
    const EvmChain *m_evmChain = nullptr;
    RemoteEvmChain *m_remoteEvm = nullptr;
    QSet<QString> m_asking; // payments whose receipt is being asked for
    bool m_busy = false;
};

} // namespace paydesk::sandbox
