#include "EvmOutcomeText.h"

namespace paydesk::evm {

QString EvmOutcomeText::describe(JournalState state, const QString &detail, quint64 block)
{
    switch (state) {
    case JournalState::Confirmed:
        return tr("Confirmed in block %1; the network fee was %2 ETH.").arg(block).arg(detail);
    case JournalState::Failed:
        return tr("The transaction was included in block %1 but reverted: the payment was not "
                  "made, and the network fee of %2 ETH was charged.")
            .arg(block)
            .arg(detail);
    case JournalState::Expired:
        return tr("Another transaction with the same nonce was included instead (a speed-up or "
                  "cancel of it): this one can no longer land, and nothing was charged for it.");
    case JournalState::Rejected:
        return tr("The node refused the transaction (%1): it was never broadcast, nothing was "
                  "charged.")
            .arg(detail);
    case JournalState::Signed:
    case JournalState::Submitted:
        break;
    }
    return tr("Sent; waiting for a block to include it. Until its nonce is used it can still "
              "land: speed it up or cancel it rather than paying again.");
}

} // namespace paydesk::evm
