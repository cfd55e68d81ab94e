#pragma once

#include "Address.h"

#include <QCoreApplication>
#include <QString>

namespace paydesk {

// Addresses no payment should go to: programs (code, not wallets: lamports sent to a Solana
// program id are stranded), system accounts, precompiles and well-known burn addresses. A
// payment to one of them is refused on every chain, in every face (GUI, CLI, 402 payments).
class UnpayableAddresses
{
    Q_DECLARE_TR_FUNCTIONS(UnpayableAddresses)
public:
    // What `address` is ("the System Program", "a burn address" ...), or empty when it is an
    // ordinary address.
    static QString describe(const Address &address);
    // The refusal for people, naming what it is: empty when it may be paid.
    static QString refusal(const Address &address);
};

} // namespace paydesk
