#pragma once

#include <QObject>
#include <QPointer>

namespace paydesk::sandbox {

class ChainBackend;
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

private:
    void refreshEvm();
    PaymentBook *m_book;
    ChainBackend *m_chain;
    const EvmLedger *m_evm;
    bool m_busy = false;
};

} // namespace paydesk::sandbox
