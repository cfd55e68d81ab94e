#pragma once

#include "PaymentRecord.h"

#include <QObject>
#include <QPointer>

namespace paydesk::sandbox {

class ChainBackend;
class EvmChain;
class EvmLedger;
class PaymentBook;

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

private:
    void refreshEvm();
    void refreshLocalEvm(const PaymentRecord &record);
    PaymentBook *m_book;
    ChainBackend *m_chain;
    const EvmLedger *m_evm;
    const EvmChain *m_evmChain = nullptr;
    bool m_busy = false;
};

} // namespace paydesk::sandbox
