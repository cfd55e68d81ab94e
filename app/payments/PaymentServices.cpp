#include "PaymentServices.h"

#include "WalletManager.h"
#include "core/Network.h"
#include "payments/kits/ChainKits.h"

namespace paydesk::x402 {

PayerWallet PaymentServices::localPayer(const QString &address) const
{
    return PayerWallet::local(address, nodes.network(Address::familyOf(address)));
}

QString PaymentServices::hostedNetwork(const QString &wallet, bool sandbox,
                                       const QString &named) const
{
    const auto address = Address::parse(wallet);
    const Chain family = address ? address->chain() : defaultChain();
    if (!named.isEmpty() && Network::family(named) == family)
        return named;
    const ChainKit *kit = (kits ? *kits : ChainKits::standard()).of(family);
    if (!kit)
        return {};
    return sandbox ? kit->sandboxNetwork() : kit->mainNetwork();
}

PayerWallet PaymentServices::hostedPayer(const QString &wallet, bool sandbox,
                                         const QString &named) const
{
    return PayerWallet::hosted(wallet, hostedNetwork(wallet, sandbox, named));
}

QList<PayerWallet> PaymentServices::localPayers() const
{
    QList<PayerWallet> out;
    if (!wallets)
        return out;
    for (const wallet::WalletInfo &w : wallets->directory()->list())
        out.append(localPayer(w.address));
    return out;
}

PaidFetch::Services PaymentServices::paidFetch(bool readBalances) const
{
    PaidFetch::Services s;
    s.network = network;
    s.budgets = budgets;
    s.journal = fetches;
    s.history = history;
    s.agents = agents;
    s.schemes = schemes;
    s.kits = kits;
    s.service = service;
    s.localJournal = journal;
    s.keys = keys;
    (kits ? *kits : ChainKits::standard()).addKeys(s.keys, wallets);
    s.nodes = nodes;
    s.readBalances = readBalances;
    return s;
}

} // namespace paydesk::x402
