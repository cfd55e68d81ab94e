#include "WalletListModel.h"

#include "BalanceBook.h"
#include "ColumnTitles.h"

namespace paydesk {

WalletListModel::WalletListModel(SettingsModel *settings, QObject *parent)
    : QAbstractTableModel(parent), m_settings(settings)
{}

void WalletListModel::setBalances(BalanceBook *balances)
{
    m_balances = balances;
    connect(balances, &BalanceBook::changed, this, [this](const QString &address) {
        const int row = rowOf(address);
        if (row >= 0)
            Q_EMIT dataChanged(index(row, BalanceColumn), index(row, BalanceColumn));
    });
    readBalances();
}

void WalletListModel::readBalances()
{
    if (!m_balances)
        return;
    for (const Wallet &w : std::as_const(m_wallets))
        if (m_balances->entry(w.address).state == BalanceBook::State::Unknown)
            m_balances->refresh(w.address);
}

void WalletListModel::setProfile(const QString &profile)
{
    beginResetModel();
    m_profile = profile;
    m_wallets.clear();
    for (const auto &w : m_settings->wallets(profile)) {
        const auto a = Address::parse(w.address);
        if (!a || rowOf(a->toString()) >= 0)
            continue; // a hand-edited settings file: skip what is not an address
        m_wallets.append({a->toString(), w.label, a->chain()});
    }
    m_default = m_settings->defaultWallet(profile);
    if (rowOf(m_default) < 0)
        m_default = m_wallets.isEmpty() ? QString() : m_wallets.first().address;
    endResetModel();
    readBalances();
    Q_EMIT defaultChanged(m_default);
}

int WalletListModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_wallets.size());
}

int WalletListModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString WalletListModel::displayName(int row) const
{
    if (row < 0 || row >= m_wallets.size())
        return {};
    const Wallet &w = m_wallets[row];
    if (w.label.isEmpty())
        return Address::brief(w.address);
    return tr("%1 (%2)").arg(w.label, Address::brief(w.address));
}

QVariant WalletListModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Wallet &w = m_wallets[index.row()];
    const bool isDefault = w.address == m_default;
    switch (role) {
    case AddressRole:
        return w.address;
    case LabelRole:
        return w.label;
    case ChainRole:
        return int(w.chain);
    case SymbolRole:
        return chainSymbol(w.chain);
    case IsDefaultRole:
        return isDefault;
    case Qt::ToolTipRole:
        if (index.column() == BalanceColumn && m_balances)
            return m_balances->text(w.address);
        return w.address;
    case Qt::TextAlignmentRole:
        if (index.column() == BalanceColumn)
            return int(Qt::AlignRight | Qt::AlignVCenter);
        break;
    case Qt::EditRole:
        if (index.column() == NameColumn)
            return w.label;
        break;
    case Qt::DisplayRole:
        switch (index.column()) {
        case NameColumn:
            return w.label.isEmpty() ? tr("(no label)") : w.label;
        case ChoiceColumn:
            return displayName(index.row());
        case AddressColumn:
            return w.address;
        case NetworkColumn:
            return tr("%1 (%2)").arg(chainName(w.chain), chainSymbol(w.chain));
        case DefaultColumn:
            return isDefault ? tr("Default") : QString();
        case BalanceColumn: {
            if (!m_balances)
                return QStringLiteral("—");
            const BalanceBook::Entry e = m_balances->entry(w.address);
            if (e.balance)
                return BalanceBook::format(e.balance, w.chain);
            return e.state == BalanceBook::State::Loading ? tr("…") : tr("unknown");
        }
        default:
            break;
        }
        break;
    case Qt::AccessibleTextRole:
        return isDefault ? tr("%1, default wallet").arg(displayName(index.row()))
                         : displayName(index.row());
    default:
        break;
    }
    return {};
}

QVariant WalletListModel::headerData(int section, Qt::Orientation o, int role) const
{
    static const ColumnTitles<ColumnCount> titles{
        "WalletListModel",
        {QT_TRANSLATE_NOOP("WalletListModel", "Label"),
         QT_TRANSLATE_NOOP("WalletListModel", "Address"),
         QT_TRANSLATE_NOOP("WalletListModel", "Network"),
         QT_TRANSLATE_NOOP("WalletListModel", "Default"),
         QT_TRANSLATE_NOOP("WalletListModel", "Wallet"),
         QT_TRANSLATE_NOOP("WalletListModel", "Balance")}};
    return titles.header(section, o, role);
}

Qt::ItemFlags WalletListModel::flags(const QModelIndex &index) const
{
    Qt::ItemFlags f = QAbstractTableModel::flags(index);
    if (index.isValid() && index.column() == NameColumn)
        f |= Qt::ItemIsEditable;
    return f;
}

bool WalletListModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid) ||
        (role != Qt::EditRole && role != LabelRole) || index.column() != NameColumn)
        return false;
    m_wallets[index.row()].label = value.toString().trimmed().left(80);
    save();
    Q_EMIT dataChanged(index, index);
    return true;
}

bool WalletListModel::addWallet(const QString &address, const QString &label, QString *error)
{
    QString why;
    const auto a = Address::parse(address.trimmed(), &why);
    if (!a) {
        if (error)
            *error = why;
        return false;
    }
    if (rowOf(a->toString()) >= 0) {
        if (error)
            *error = tr("This wallet is already in the list.");
        return false;
    }
    const int row = int(m_wallets.size());
    beginInsertRows({}, row, row);
    m_wallets.append({a->toString(), label.trimmed().left(80), a->chain()});
    endInsertRows();
    const bool first = m_default.isEmpty();
    if (first)
        m_default = a->toString();
    save();
    readBalances();
    if (first)
        Q_EMIT defaultChanged(m_default);
    return true;
}

bool WalletListModel::removeWallet(int row)
{
    if (row < 0 || row >= m_wallets.size())
        return false;
    beginRemoveRows({}, row, row);
    const QString removed = m_wallets.takeAt(row).address;
    endRemoveRows();
    const bool wasDefault = removed == m_default;
    if (wasDefault) {
        m_default = m_wallets.isEmpty() ? QString() : m_wallets.first().address;
        if (!m_wallets.isEmpty())
            Q_EMIT dataChanged(index(0, 0), index(0, ColumnCount - 1));
    }
    save();
    if (wasDefault)
        Q_EMIT defaultChanged(m_default);
    return true;
}

void WalletListModel::setDefaultRow(int row)
{
    if (row < 0 || row >= m_wallets.size() || m_wallets[row].address == m_default)
        return;
    const int old = defaultRow();
    m_default = m_wallets[row].address;
    save();
    if (old >= 0)
        Q_EMIT dataChanged(index(old, 0), index(old, ColumnCount - 1));
    Q_EMIT dataChanged(index(row, 0), index(row, ColumnCount - 1));
    Q_EMIT defaultChanged(m_default);
}

int WalletListModel::defaultRow() const
{
    return rowOf(m_default);
}

QString WalletListModel::defaultAddress() const
{
    return m_default;
}

int WalletListModel::rowOf(const QString &address) const
{
    for (int i = 0; i < m_wallets.size(); ++i)
        if (m_wallets[i].address == address)
            return i;
    return -1;
}

QString WalletListModel::addressAt(int row) const
{
    return row >= 0 && row < m_wallets.size() ? m_wallets[row].address : QString();
}

QString WalletListModel::labelAt(int row) const
{
    return row >= 0 && row < m_wallets.size() ? m_wallets[row].label : QString();
}

Chain WalletListModel::chainAt(int row) const
{
    return row >= 0 && row < m_wallets.size() ? m_wallets[row].chain : Chain::Unknown;
}

void WalletListModel::save()
{
    QList<SettingsModel::WalletEntry> out;
    for (const Wallet &w : m_wallets)
        out.append({w.address, w.label});
    m_settings->setWallets(m_profile, out);
    m_settings->setDefaultWallet(m_profile, m_default);
}

} // namespace paydesk
