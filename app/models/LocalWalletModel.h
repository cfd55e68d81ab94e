#pragma once

#include "core/Address.h"
#include "core/Asset.h"
#include "payments/kits/ChainKit.h"
#include "store/WalletDirectory.h"

#include <QAbstractTableModel>
#include <QList>
#include <QSet>
#include <optional>

namespace paydesk {

class BalanceBook;
class NodeSettings;

// The wallets whose keys this computer holds, Solana and EVM accounts (WalletDirectory: public
// data only; the keys are in the OS keychain), with the network each is read on and their
// balances from the BalanceBook (the chosen RPC endpoints). Balances are refreshed on demand
// (refreshBalances) and when an endpoint changes.
class LocalWalletModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column
    {
        LabelColumn,
        AddressColumn,
        NetworkColumn, // "Solana · Devnet", "EVM · Base Sepolia"
        KindColumn,    // "Recovery phrase · m/44'/501'/0'/0'", "Keypair file" ...
        BalanceColumn,
        ChoiceColumn, // "Label (Abcd…wxyz)": what a wallet picker shows
        ColumnCount
    };
    enum Role
    {
        AddressRole = Qt::UserRole + 1,
        LabelRole,
        LamportsRole, // qulonglong (Solana wallets), or an invalid QVariant while unknown
        DerivationRole,
        ChainRole // int(Chain)
    };

    LocalWalletModel(wallet::WalletDirectory *directory, BalanceBook *balances,
                     QObject *parent = nullptr);

    // Each family's chosen node, for the network column, the token beside the coin and test
    // funds (optional: without one, a family's wallets show their chain only).
    void setNodeSettings(const QList<const NodeSettings *> &nodes);
    // The node the family of `address` reads and pays through; empty when none is set.
    QUrl nodeOf(const QString &address) const;

    void reload();
    // Test funds for a wallet from its family's node (a sandbox's faucet, a test network's
    // airdrop); `done` gets the sentence of what arrives, or why nothing does.
    void requestTestFunds(const QString &address, const x402::ChainKit::FundsDone &done);
    // getBalance for every wallet; balancesRefreshed() when all answered.
    void refreshBalances();
    bool isRefreshing() const { return !m_waiting.isEmpty(); }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation o, int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    bool setData(const QModelIndex &index, const QVariant &value, int role = Qt::EditRole) override;

    int rowOf(const QString &address) const;
    QString addressAt(int row) const;
    QString labelAt(int row) const;
    QString displayName(int row) const;
    // A Solana wallet's lamports; nullopt while unknown and for an EVM wallet.
    std::optional<quint64> balanceOf(const QString &address) const;
    // "9.75 SOL", "100 ETH · 1,000 USDC" (exact), or empty while unknown.
    QString balanceText(const QString &address) const;
    // The token shown beside a wallet's coin: USDC of the network its family's node is on; none
    // for a custom endpoint (its network is not known before asking) or a network without it.
    std::optional<Asset> tokenFor(Chain chain) const;
    Chain chainAt(int row) const;
    QString networkText(Chain chain) const;
    QString balanceError() const; // why a wallet's balance could not be read (the first one)
    static QString kindText(const wallet::WalletInfo &info);

Q_SIGNALS:
    void balancesRefreshed();

private:
    void onBalance(const QString &address);

    wallet::WalletDirectory *m_directory;
    BalanceBook *m_balances;
    const NodeSettings *nodeSettings(Chain family) const;

    QList<const NodeSettings *> m_nodes;
    QList<wallet::WalletInfo> m_wallets;
    QSet<QString> m_waiting; // addresses of this round of refreshBalances()
};

} // namespace paydesk
