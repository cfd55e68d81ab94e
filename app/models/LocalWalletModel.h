#pragma once

#include "store/WalletDirectory.h"

#include <QAbstractTableModel>
#include <QList>
#include <QSet>
#include <optional>

namespace paydesk {

class BalanceBook;

// The Solana wallets whose keys this computer holds (WalletDirectory: public data only; the keys
// are in the OS keychain), with their balances from the BalanceBook (the chosen RPC endpoint).
// Balances are refreshed on demand (refreshBalances) and when the endpoint changes.
class LocalWalletModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column
    {
        LabelColumn,
        AddressColumn,
        KindColumn, // "Recovery phrase · m/44'/501'/0'/0'", "Keypair file" ...
        BalanceColumn,
        ChoiceColumn, // "Label (Abcd…wxyz)": what a wallet picker shows
        ColumnCount
    };
    enum Role
    {
        AddressRole = Qt::UserRole + 1,
        LabelRole,
        LamportsRole, // qulonglong, or an invalid QVariant while unknown
        DerivationRole
    };

    LocalWalletModel(wallet::WalletDirectory *directory, BalanceBook *balances,
                     QObject *parent = nullptr);

    void reload();
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
    std::optional<quint64> balanceOf(const QString &address) const;
    QString balanceError() const; // why a wallet's balance could not be read (the first one)
    static QString kindText(const wallet::WalletInfo &info);

Q_SIGNALS:
    void balancesRefreshed();

private:
    void onBalance(const QString &address);

    wallet::WalletDirectory *m_directory;
    BalanceBook *m_balances;
    QList<wallet::WalletInfo> m_wallets;
    QSet<QString> m_waiting; // addresses of this round of refreshBalances()
};

} // namespace paydesk
