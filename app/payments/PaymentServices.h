#pragma once

#include "PaidFetch.h"

#include <QList>
#include <QString>

namespace paydesk::wallet {
class WalletManager;
}

namespace paydesk::x402 {

// What every face pays x402 sellers with, in one bundle: the Pay page (PayController), `fetch`
// (CliFetch), MCP and the proxy (AgentFetch). Each face fills it once from its composition (the
// app's context and settings, or the CLI's data and flags); from then on which wallet pays on
// which network, through which node, service and keys, is answered here alone, the same way for
// all of them.
struct PaymentServices
{
    QNetworkAccessManager *network = nullptr;
    ServiceClient *service = nullptr;    // the payment service; null: none (local keys pay alone)
    PaymentJournal *journal = nullptr;   // local sends (a Solana payment it broadcasts)
    PaidFetchJournal *fetches = nullptr; // paid fetches
    BudgetStore *budgets = nullptr;
    HistoryWriter *history = nullptr;         // token payments signed here, beside the service's
    AgentStore *agents = nullptr;             // for an agent's fetch
    wallet::WalletManager *wallets = nullptr; // the wallets whose keys are in Paydesk
    // The nodes in use, one per family (ChainNodes): the Solana one with the network it serves
    // ("solana-devnet", where Solana wallets pay), the EVM one (its chain checked per option), a
    // registered family's. Balances are read only where they are the paying wallet's (each kit
    // checks the node's network first).
    ChainNodes nodes;
    // The keys, one provider per family; a family without one: read from `wallets` each time
    // (its kit's ChainKit::addKeys). A face may guard them (the app lock's gate) or keep them
    // between payments (KeyCache).
    WalletKeys keys;
    const SchemeRegistry *schemes = nullptr; // null: SchemeRegistry::standard()
    const ChainKits *kits = nullptr;         // null: ChainKits::standard()

    // A wallet of Paydesk's as a payer (PayerWallet::local, on its family's node's network).
    PayerWallet localPayer(const QString &address) const;
    // The network a hosted wallet pays on, one rule for every face: `named` (the network the
    // user named, or the face's default) when it is of the wallet's family; else, on a sandbox
    // service (ServiceConfig::hasSandboxChains), the sandbox's chain of the family; else the
    // family's main network (ChainKit::sandboxNetwork, mainNetwork). Empty: no kit knows one.
    QString hostedNetwork(const QString &wallet, bool sandbox, const QString &named = {}) const;
    // A hosted wallet of the service's as a payer, on hostedNetwork().
    PayerWallet hostedPayer(const QString &wallet, bool sandbox, const QString &named = {}) const;
    // Every wallet in Paydesk, as payers.
    QList<PayerWallet> localPayers() const;
    // The paid fetch's services; `readBalances` false: no balance is read (a hosted wallet on
    // another network than the node's).
    PaidFetch::Services paidFetch(bool readBalances = true) const;
};

} // namespace paydesk::x402
