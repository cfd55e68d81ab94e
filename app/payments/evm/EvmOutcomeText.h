#pragma once

#include "store/PaymentJournal.h"

#include <QCoreApplication>
#include <QString>

namespace paydesk::evm {

// The journal's sentence for where an EVM payment stands (what history, the CLI and the review
// show). `detail`: the fee paid in ETH for Confirmed/Failed, the node's refusal for Rejected.
class EvmOutcomeText
{
    Q_DECLARE_TR_FUNCTIONS(EvmOutcomeText)
public:
    static QString describe(JournalState state, const QString &detail, quint64 block = 0);
};

} // namespace paydesk::evm
