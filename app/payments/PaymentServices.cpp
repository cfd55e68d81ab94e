#include "PaymentServices.h"

#include "WalletManager.h"

namespace paydesk::x402 {

PayerWallet PaymentServices::localPayer(const QString &address) const
{
    return PayerWallet::local(address, nodes.network(Address::familyOf(address)));
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
