#include "CliLocalFamily.h"

#include "CliEvmPayment.h"
#include "CliSolanaPayment.h"
#include "core/Address.h"

namespace paydesk::cli {

// The same rule as LocalPaymentController's: the wallet's address says its family.
std::unique_ptr<CliLocalFamily> CliLocalFamily::forWallet(const QString &wallet)
{
    if (Address::familyOf(wallet) == Chain::Evm)
        return std::make_unique<CliEvmPayment>();
    return std::make_unique<CliSolanaPayment>();
}

} // namespace paydesk::cli
