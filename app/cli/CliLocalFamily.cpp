#include "CliLocalFamily.h"

#include "cli/evm/CliEvmPayment.h"
#include "cli/solana/CliSolanaPayment.h"
#include "core/Address.h"

#include <vector>

namespace paydesk::cli {

namespace {
// Each family's local payments, in registration order (the family folders' own classes).
std::vector<CliLocalFamily::Factory> &factories()
{
    static std::vector<CliLocalFamily::Factory> table{
        []() { return std::make_unique<CliSolanaPayment>(); },
        []() {
            return std::make_unique<CliEvmPayment>();
        }};
    return table;
}
} // namespace

// The same rule as LocalPaymentController's: the wallet's address says its family.
std::unique_ptr<CliLocalFamily> CliLocalFamily::forWallet(const QString &wallet)
{
    const Chain family = Address::familyOf(wallet);
    if (family == Chain::Unknown)
        return nullptr;
    const auto &all = factories();
    for (auto make = all.rbegin(); make != all.rend(); ++make) // the latest registration wins
        if (std::unique_ptr<CliLocalFamily> f = (*make)(); f->family() == family)
            return f;
    return nullptr;
}

void CliLocalFamily::add(const Factory &make)
{
    factories().push_back(make);
}

} // namespace paydesk::cli
