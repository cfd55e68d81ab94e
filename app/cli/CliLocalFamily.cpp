#include "CliLocalFamily.h"

#include "cli/evm/CliEvmPayment.h"
#include "cli/solana/CliSolanaPayment.h"
#include "core/Address.h"

#include <QHash>

namespace paydesk::cli {

namespace {
QHash<Chain, CliLocalFamily::Factory> &factories()
{
    static QHash<Chain, CliLocalFamily::Factory> table{
        {Chain::Solana,
         []() {
             return std::make_unique<CliSolanaPayment>();
         }},
        {Chain::Evm, []() {
             return std::make_unique<CliEvmPayment>();
         }}};
    return table;
}
} // namespace

// The same rule as LocalPaymentController's: the wallet's address says its family.
std::unique_ptr<CliLocalFamily> CliLocalFamily::forWallet(const QString &wallet)
{
    const Factory make = factories().value(Address::familyOf(wallet));
    return make ? make() : nullptr;
}

void CliLocalFamily::add(Chain family, const Factory &make)
{
    factories().insert(family, make);
}

} // namespace paydesk::cli
