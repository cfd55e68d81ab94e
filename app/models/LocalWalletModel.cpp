#include "LocalWalletModel.h"

#include "BalanceBook.h"
#include "ColumnTitles.h"
#include "NodeSettings.h"
#include "WalletListModel.h"
#include "core/Network.h"

namespace paydesk {

LocalWalletModel::LocalWalletModel(wallet::WalletDirectory *directory, BalanceBook *balances,
                                   QObject *parent)
    : QAbstractTableModel(parent), m_directory(directory), m_balances(balances)
{
    connect(balances, &BalanceBook::changed, this, &LocalWalletModel::onBalance);
    // Another endpoint: the old balances are gone, the new ones are being read.
    connect(balances, &BalanceBook::cleared, this, [this]() {
        if (!m_wallets.isEmpty())
            Q_EMIT dataChanged(index(0, BalanceColumn),
                               index(int(m_wallets.size()) - 1, ChoiceColumn));
        refreshBalances();
    });
    reload();
}

void LocalWalletModel::setNodeSettings(const QList<const NodeSettings *> &nodes)
{
    m_nodes = nodes;
    const auto changed = [this]() {
        if (!m_wallets.isEmpty())
            Q_EMIT dataChanged(index(0, NetworkColumn),
                               index(int(m_wallets.size()) - 1, NetworkColumn));
    };
    for (const NodeSettings *n : nodes)
        if (n)
            connect(n, &NodeSettings::endpointChanged, this, changed);
}

const NodeSettings *LocalWalletModel::nodeSettings(Chain family) const
{
    for (const NodeSettings *n : m_nodes)
        if (n && n->family() == family)
            return n;
    return nullptr;
}

QUrl LocalWalletModel::nodeOf(const QString &address) const
{
    const NodeSettings *n = nodeSettings(Address::familyOf(address));
    return n ? n->endpoint() : QUrl();
}

Chain LocalWalletModel::chainAt(int row) const
{
    if (row < 0 || row >= m_wallets.size())
        return Chain::Unknown;
    const auto parsed = Address::parse(m_wallets[row].address);
    return parsed ? parsed->chain() : Chain::Unknown;
}

QString LocalWalletModel::networkText(Chain chain) const
{
    const NodeSettings *n = nodeSettings(chain);
    if (!n)
        return chainName(chain);
    return tr("%1 · %2").arg(chainName(chain), n->networkTitle());
}

std::optional<Asset> LocalWalletModel::tokenFor(Chain chain) const
{
    const NodeSettings *n = nodeSettings(chain);
    const QString network = n ? n->networkId() : QString();
    if (network.isEmpty())
        return std::nullopt;
    return Asset::knownBySymbol(network, QStringLiteral("USDC"));
}

QString LocalWalletModel::balanceText(const QString &address) const
{
    const auto balance = m_balances->balance(address);
    if (!balance)
        return {};
    const auto parsed = Address::parse(address);
    const Chain chain = parsed ? parsed->chain() : Chain::Unknown;
    const QString coin = BalanceBook::format(balance, chain);
    const auto token = tokenFor(chain);
    const QString tokenText = token ? m_balances->tokenText(address, *token) : QString();
    return tokenText.isEmpty() ? coin : tr("%1 · %2").arg(coin, tokenText);
}

void LocalWalletModel::requestTestFunds(const QString &address,
                                        const x402::ChainKit::FundsDone &done)
{
    const auto owner = Address::parse(address);
    const x402::ChainKit *kit = owner ? x402::ChainKits::standard().of(owner->chain()) : nullptr;
    if (!kit) {
        QMetaObject::invokeMethod(
            this, [done]() { done({}, tr("Not a wallet address.")); }, Qt::QueuedConnection);
        return;
    }
    // The nodes balances are read through, with the network the Solana one serves (a sandbox's
    // node has a faucet; a public test cluster's airdrops).
    x402::ChainNodes nodes = m_balances->nodes();
    if (const NodeSettings *n = nodeSettings(owner->chain()))
        nodes.set(owner->chain(), nodes.node(owner->chain()), n->networkId());
    kit->requestTestFunds(nodes, *owner, this, done);
}

void LocalWalletModel::reload()
{
    beginResetModel();
    m_wallets = m_directory->isReady() ? m_directory->list() : QList<wallet::WalletInfo>();
    endResetModel();
}

void LocalWalletModel::refreshBalances()
{
    m_waiting.clear();
    for (const wallet::WalletInfo &w : std::as_const(m_wallets))
        m_waiting.insert(w.address);
    if (m_waiting.isEmpty()) {
        Q_EMIT balancesRefreshed();
        return;
    }
    for (const wallet::WalletInfo &w : std::as_const(m_wallets)) {
        m_balances->refresh(w.address);
        const auto parsed = Address::parse(w.address);
        if (const auto token = tokenFor(parsed ? parsed->chain() : Chain::Unknown))
            m_balances->refreshToken(w.address, *token);
    }
}

void LocalWalletModel::onBalance(const QString &address)
{
    const int row = rowOf(address);
    if (row >= 0)
        Q_EMIT dataChanged(index(row, BalanceColumn), index(row, ChoiceColumn));
    const BalanceBook::Entry e = m_balances->entry(address);
    const auto parsed = Address::parse(address);
    const auto token = tokenFor(parsed ? parsed->chain() : Chain::Unknown);
    const bool tokenPending = token && m_balances->tokenEntry(address, *token).refreshing;
    if (e.refreshing || tokenPending || !m_waiting.contains(address))
        return;
    m_waiting.remove(address);
    if (m_waiting.isEmpty())
        Q_EMIT balancesRefreshed();
}

std::optional<quint64> LocalWalletModel::balanceOf(const QString &address) const
{
    const auto b = m_balances->balance(address);
    if (!b || b->units() < 0 || b->decimals() != 9 || b->units() > Amount::Units(UINT64_MAX))
        return std::nullopt;
    return quint64(b->units());
}

QString LocalWalletModel::balanceError() const
{
    for (const wallet::WalletInfo &w : m_wallets) {
        const BalanceBook::Entry e = m_balances->entry(w.address);
        if (e.state == BalanceBook::State::Failed)
            return e.error;
    }
    return {};
}

int LocalWalletModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_wallets.size());
}

int LocalWalletModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString LocalWalletModel::kindText(const wallet::WalletInfo &info)
{
    if (info.origin == u"created")
        return tr("New recovery phrase · %1").arg(info.derivation);
    if (info.origin.startsWith(u"added:"))
        return tr("Added account · %1").arg(info.derivation);
    if (info.origin == u"mnemonic")
        return tr("Imported phrase · %1").arg(info.derivation);
    if (info.origin == u"keypair-file")
        return tr("Keypair file");
    if (info.origin == u"keystore-file")
        return tr("Keystore file");
    if (info.origin == u"secret-key")
        return tr("Secret key");
    return info.origin;
}

QVariant LocalWalletModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const wallet::WalletInfo &w = m_wallets[index.row()];
    const std::optional<quint64> balance = balanceOf(w.address);
    switch (role) {
    case AddressRole:
        return w.address;
    case LabelRole:
        return w.label;
    case DerivationRole:
        return w.derivation;
    case ChainRole:
        return int(chainAt(index.row()));
    case LamportsRole:
        return balance ? QVariant(qulonglong(*balance)) : QVariant();
    case Qt::ToolTipRole:
        if (index.column() == BalanceColumn && balanceText(w.address).isEmpty()) {
            const BalanceBook::Entry e = m_balances->entry(w.address);
            if (!e.error.isEmpty())
                return e.error;
        }
        return w.address;
    case Qt::TextAlignmentRole:
        if (index.column() == BalanceColumn)
            return int(Qt::AlignRight | Qt::AlignVCenter);
        return {};
    case Qt::EditRole:
        if (index.column() == LabelColumn)
            return w.label;
        [[fallthrough]];
    case Qt::DisplayRole:
        switch (index.column()) {
        case LabelColumn:
            return w.label.isEmpty() ? tr("(no label)") : w.label;
        case AddressColumn:
            return w.address;
        case NetworkColumn:
            return networkText(chainAt(index.row()));
        case KindColumn:
            return kindText(w);
        case BalanceColumn:
            // The family's coin, then its network's USDC when it has been read.
            if (const QString text = balanceText(w.address); !text.isEmpty())
                return text;
            return m_balances->entry(w.address).refreshing ? tr("…") : tr("unknown");
        case ChoiceColumn:
            return displayName(index.row());
        default:
            return {};
        }
    default:
        return {};
    }
}

QVariant LocalWalletModel::headerData(int section, Qt::Orientation o, int role) const
{
    static const ColumnTitles<ColumnCount> titles{
        "LocalWalletModel",
        {QT_TRANSLATE_NOOP("LocalWalletModel", "Label"),
         QT_TRANSLATE_NOOP("LocalWalletModel", "Address"),
         QT_TRANSLATE_NOOP("LocalWalletModel", "Network"),
         QT_TRANSLATE_NOOP("LocalWalletModel", "Key from"),
         QT_TRANSLATE_NOOP("LocalWalletModel", "Balance"),
         QT_TRANSLATE_NOOP("LocalWalletModel", "Wallet")}};
    return titles.header(section, o, role);
}

Qt::ItemFlags LocalWalletModel::flags(const QModelIndex &index) const
{
    Qt::ItemFlags f = QAbstractTableModel::flags(index);
    if (index.isValid() && index.column() == LabelColumn)
        f |= Qt::ItemIsEditable;
    return f;
}

bool LocalWalletModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    if (role != Qt::EditRole || !index.isValid() || index.column() != LabelColumn)
        return false;
    wallet::WalletInfo &w = m_wallets[index.row()];
    const QString label = value.toString().trimmed();
    if (!m_directory->setLabel(w.address, label))
        return false;
    w.label = label;
    Q_EMIT dataChanged(this->index(index.row(), 0), this->index(index.row(), ColumnCount - 1));
    return true;
}

int LocalWalletModel::rowOf(const QString &address) const
{
    for (int i = 0; i < m_wallets.size(); ++i)
        if (m_wallets[i].address == address)
            return i;
    return -1;
}

QString LocalWalletModel::addressAt(int row) const
{
    return row >= 0 && row < m_wallets.size() ? m_wallets[row].address : QString();
}

QString LocalWalletModel::labelAt(int row) const
{
    return row >= 0 && row < m_wallets.size() ? m_wallets[row].label : QString();
}

QString LocalWalletModel::displayName(int row) const
{
    if (row < 0 || row >= m_wallets.size())
        return {};
    const wallet::WalletInfo &w = m_wallets[row];
    const QString shortAddress = Address::brief(w.address);
    // One phrase gives a Solana and an EVM account under one label: the chain tells them apart.
    const QString chain = networkText(chainAt(row));
    const QString named =
        w.label.isEmpty() ? shortAddress : tr("%1 (%2)").arg(w.label, shortAddress);
    return chain.isEmpty() ? named : tr("%1 · %2").arg(named, chain);
}

} // namespace paydesk
