#pragma once

#include "payments/kits/ChainKit.h"

namespace paydesk::x402 {

// The EVM family's kit: token balances (evm::Erc20Balance) through an evm::EvmRpcClient whose
// eth_chainId is the option's chain.
class EvmKit : public ChainKit
{
public:
    Chain family() const override { return Chain::Evm; }
    void readBalance(const ChainNodes &nodes, const PaymentOption &option,
                     const PayerWallet &wallet, QObject *context,
                     const BalanceDone &done) const override;
    QUrl nodeUrl(const ChainNodes &nodes) const override;
    QString unsupported(const ChainNodes &nodes) const override;
    void readCoin(const ChainNodes &nodes, const Address &owner, QObject *context,
                  const BalanceDone &done) const override;
    void readToken(const ChainNodes &nodes, const Address &owner, const Asset &token,
                   QObject *context, const BalanceDone &done) const override;
    void identifyNetwork(const ChainNodes &nodes, QObject *context,
                         const NetworkDone &done) const override;
    void requestTestFunds(const ChainNodes &nodes, const Address &owner, QObject *context,
                          const FundsDone &done) const override;
    bool follow(QNetworkAccessManager *network, PaymentJournal *journal, const JournalEntry &entry,
                const QUrl &rpc, const FollowTiming &timing, QObject *parent,
                const FollowDone &done) const override;
    QString sandboxNetwork() const override { return QStringLiteral("eip155:4020"); }
    QString mainNetwork() const override
    {
        return QStringLiteral("base");
    } // Base, where x402 sellers are
    QUrl explorerTx(const QString &network, const QString &txId) const override;
    QUrl explorerAddress(const QString &network, const QString &address) const override;
    void addKeys(WalletKeys &keys, wallet::WalletManager *wallets) const override;
    void cacheKeys(WalletKeys &out, const WalletKeys &given, KeyCache &cache) const override;
};

} // namespace paydesk::x402
