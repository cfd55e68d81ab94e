#pragma once

#include "SettingsModel.h"
#include "core/Address.h"

#include <QAbstractTableModel>
#include <QList>
#include <QPointer>

namespace paydesk {

class BalanceBook;

// The wallets the user works with (Solana or EVM addresses), their labels and the default one,
// for one profile ("sandbox" or "service"); persisted through SettingsModel. Hosted wallets are
// custodial: the address is all Paydesk needs.
class WalletListModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column
    {
        NameColumn,
        AddressColumn,
        NetworkColumn,
        DefaultColumn,
        ChoiceColumn,  // "Label (Abcd…wxyz)": what a wallet picker shows
        BalanceColumn, // "9.75 SOL", from the BalanceBook when one is set
        ColumnCount
    };
    enum Role
    {
        AddressRole = Qt::UserRole + 1,
        LabelRole,
        ChainRole, // int(Chain)
        SymbolRole,
        IsDefaultRole
    };

    explicit WalletListModel(SettingsModel *settings, QObject *parent = nullptr);

    // The balances the Balance column shows (read for every listed wallet).
    void setBalances(BalanceBook *balances);
    // Loads the wallets of `profile`.
    void setProfile(const QString &profile);
    QString profile() const { return m_profile; }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation o, int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    bool setData(const QModelIndex &index, const QVariant &value, int role = Qt::EditRole) override;

    // Adds a wallet after validating the address; false + reason when invalid or already listed.
    bool addWallet(const QString &address, const QString &label, QString *error = nullptr);
    bool removeWallet(int row);
    void setDefaultRow(int row);
    int defaultRow() const; // -1 when empty
    QString defaultAddress() const;
    int rowOf(const QString &address) const;
    QString addressAt(int row) const;
    QString labelAt(int row) const;
    Chain chainAt(int row) const;
    // "Label (Abcd…wxyz)" or the short address.
    QString displayName(int row) const;

Q_SIGNALS:
    void defaultChanged(const QString &address);

private:
    struct Wallet
    {
        QString address;
        QString label;
        Chain chain = Chain::Unknown;
    };
    void save();

    void readBalances();

    SettingsModel *m_settings;
    QPointer<BalanceBook> m_balances;
    QString m_profile;
    QList<Wallet> m_wallets;
    QString m_default;
};

} // namespace paydesk
