#pragma once

#include "wallet/WalletDirectory.h"

#include <QAbstractTableModel>
#include <QHash>
#include <QList>
#include <optional>

namespace paydesk {

class RpcSettingsModel;

// The Solana wallets whose keys this computer holds (WalletDirectory: public data only; the keys
// are in the OS keychain), with their balances read through the chosen RPC endpoint
// (getBalance). Balances are refreshed on demand (refreshBalances) and when the endpoint changes.
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

    LocalWalletModel(wallet::WalletDirectory *directory, RpcSettingsModel *rpc,
                     QObject *parent = nullptr);

    void reload();
    // getBalance for every wallet; balancesRefreshed() when all answered.
    void refreshBalances();
    bool isRefreshing() const { return m_pending > 0; }

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
    QString balanceError() const { return m_balanceError; }
    static QString kindText(const wallet::WalletInfo &info);

Q_SIGNALS:
    void balancesRefreshed();

private:
    wallet::WalletDirectory *m_directory;
    RpcSettingsModel *m_rpc;
    QList<wallet::WalletInfo> m_wallets;
    QHash<QString, quint64> m_balances;
    QString m_balanceError;
    int m_pending = 0;
    quint64 m_generation = 0;
};

} // namespace paydesk
