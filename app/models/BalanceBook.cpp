#include "BalanceBook.h"

#include "core/Asset.h"
#include "evm/Erc20Balance.h"
#include "evm/EvmRpcClient.h"
#include "solana/RpcClient.h"
#include "solana/SplBalance.h"

namespace paydesk {

BalanceBook::BalanceBook(solana::RpcClient *rpc, evm::EvmRpcClient *evmRpc, QObject *parent)
    : QObject(parent), m_rpc(rpc), m_evmRpc(evmRpc)
{}

BalanceBook::Entry BalanceBook::entry(const QString &address) const
{
    return m_entries.value(address);
}

void BalanceBook::refresh(const QString &address)
{
    const auto parsed = Address::parse(address);
    const Chain chain = parsed ? parsed->chain() : Chain::Unknown;
    const bool readable = (chain == Chain::Solana && m_rpc) || (chain == Chain::Evm && m_evmRpc);
    Entry &e = m_entries[address];
    if (!readable)
        return unsupported(e, address,
                           !parsed               ? tr("Not a wallet address.")
                           : chain == Chain::Evm ? tr("No EVM network is set up to read balances "
                                                      "from.")
                                                 : tr("No Solana RPC endpoint is set up to read "
                                                      "balances from."));
    if (!beginRead(e))
        return;
    Q_EMIT changed(address);
    if (chain == Chain::Evm)
        readEvm(parsed->toString());
    else
        readSolana(parsed->toString());
    // Its tokens too (a payment changed one of them, most likely).
    const auto tokens = m_tokens; // refreshToken() writes to m_tokens
    for (const auto &[owner, token] : tokens)
        if (owner == address)
            refreshToken(owner, token);
}

void BalanceBook::readSolana(const QString &address)
{
    RpcCall *call = m_rpc->getBalance(address);
    const quint64 generation = m_generation;
    QPointer<BalanceBook> self(this);
    connect(call, &RpcCall::finished, this, [self, call, address, generation]() {
        call->deleteLater();
        if (!self)
            return;
        if (!call->ok())
            return self->onAnswer(address, generation, std::nullopt, call->errorText());
        const auto lamports = solana::RpcClient::parseContextU64(call->result());
        if (!lamports)
            return self->onAnswer(address, generation, std::nullopt,
                                  tr("The RPC node's answer to getBalance is not readable."));
        self->onAnswer(address, generation, Amount::fromUnits(Amount::Units(*lamports), 9), {});
    });
}

void BalanceBook::readEvm(const QString &address)
{
    // The address as it was asked for is the key; the node gets the checksummed form.
    const auto evmAddress = evm::EvmAddress::parse(address);
    RpcCall *call = m_evmRpc->getBalance(*evmAddress);
    const quint64 generation = m_generation;
    QPointer<BalanceBook> self(this);
    connect(call, &RpcCall::finished, this, [self, call, address, generation]() {
        call->deleteLater();
        if (!self)
            return;
        if (!call->ok())
            return self->onAnswer(address, generation, std::nullopt, call->errorText());
        const auto wei = evm::EvmRpcClient::parseQuantity(call->result());
        // Exact: wei as decimal text into an Amount of 18 decimals (no double on the way).
        const auto amount =
            wei ? Amount::parseUnits(wei->toDecimal(), chainDecimals(Chain::Evm)) : std::nullopt;
        if (!amount)
            return self->onAnswer(address, generation, std::nullopt,
                                  wei ? tr("The balance is too large to show.")
                                      : tr("The RPC node's answer to eth_getBalance is not "
                                           "readable."));
        self->onAnswer(address, generation, amount, {});
    });
}

void BalanceBook::onAnswer(const QString &address, quint64 generation,
                           const std::optional<Amount> &value, const QString &error)
{
    if (generation != m_generation)
        return;
    Entry &e = m_entries[address];
    e.refreshing = false;
    if (value) {
        e.state = State::Known;
        e.balance = value;
        e.error.clear();
        e.updated = QDateTime::currentDateTimeUtc();
    } else {
        e.state = State::Failed;
        e.error = error;
    }
    Q_EMIT changed(address);
}

QString BalanceBook::tokenKey(const QString &address, const Asset &token)
{
    return address + u'|' + token.network + u'|' + token.address.toLower();
}

BalanceBook::Entry BalanceBook::tokenEntry(const QString &address, const Asset &token) const
{
    return m_entries.value(tokenKey(address, token));
}

void BalanceBook::refreshToken(const QString &address, const Asset &token)
{
    const QString k = tokenKey(address, token);
    m_tokens.insert(k, {address, token});
    Entry &e = m_entries[k];
    if (token.chain == Chain::Solana)
        return refreshSplToken(k, address, token);
    const auto owner = evm::EvmAddress::parse(address);
    const Network *network = Network::find(token.network);
    const quint64 chainId = network ? network->caip2().mid(7).toULongLong() : 0; // "eip155:<id>"
    if (!m_evmRpc || !owner || token.chain != Chain::Evm || !chainId)
        return unsupported(e, address, tr("No EVM network is set up to read balances from."));
    if (!beginRead(e))
        return;
    const quint64 generation = m_generation;
    evm::Erc20Balance::read(
        m_evmRpc, chainId, token, *owner, this,
        [this, k, address, generation](const std::optional<Amount> &value, const QString &error) {
            tokenRead(k, address, generation, value, error);
        });
}

void BalanceBook::unsupported(Entry &e, const QString &address, const QString &why)
{
    e.state = State::Unsupported;
    e.error = why;
    Q_EMIT changed(address);
}

bool BalanceBook::beginRead(Entry &e)
{
    if (e.refreshing)
        return false;
    e.refreshing = true;
    if (e.state != State::Known)
        e.state = State::Loading;
    return true;
}

void BalanceBook::refreshSplToken(const QString &k, const QString &address, const Asset &token)
{
    Entry &e = m_entries[k];
    const auto owner = Address::parse(address);
    if (!m_rpc || !owner || owner->chain() != Chain::Solana)
        return unsupported(e, address,
                           tr("No Solana RPC endpoint is set up to read balances from."));
    if (!beginRead(e))
        return;
    const quint64 generation = m_generation;
    solana::SplBalance::read(
        m_rpc, token, owner->bytes(), this,
        [this, k, address, generation](const std::optional<Amount> &value, const QString &error) {
            tokenRead(k, address, generation, value, error);
        });
}

void BalanceBook::tokenRead(const QString &k, const QString &address, quint64 generation,
                            const std::optional<Amount> &value, const QString &error)
{
    if (generation != m_generation)
        return;
    Entry &entry = m_entries[k];
    entry.refreshing = false;
    entry.state = value ? State::Known : State::Failed;
    if (value) {
        entry.balance = value;
        entry.updated = QDateTime::currentDateTimeUtc();
    }
    entry.error = error;
    Q_EMIT changed(address);
}

QString BalanceBook::tokenText(const QString &address, const Asset &token) const
{
    const Entry e = tokenEntry(address, token);
    return e.balance ? Money::format(*e.balance, token) : QString();
}

void BalanceBook::refreshAll()
{
    const QStringList keys = m_entries.keys();
    for (const QString &k : keys) {
        if (const auto t = m_tokens.constFind(k); t != m_tokens.constEnd())
            refreshToken(t->first, t->second);
        else
            refresh(k);
    }
}

void BalanceBook::reset()
{
    ++m_generation;
    const QStringList keys = m_entries.keys();
    m_entries.clear();
    for (const QString &k : keys) {
        if (const auto t = m_tokens.constFind(k); t != m_tokens.constEnd())
            refreshToken(t->first, t->second);
        else
            refresh(k);
    }
    Q_EMIT cleared();
}

QString BalanceBook::format(const std::optional<Amount> &amount, Chain chain)
{
    if (!amount)
        return QStringLiteral("—");
    return Money::format(*amount, Asset::native(chain));
}

QString BalanceBook::text(const QString &address) const
{
    const Entry e = entry(address);
    const auto parsed = Address::parse(address);
    const Chain chain = parsed ? parsed->chain() : Chain::Unknown;
    switch (e.state) {
    case State::Known:
        return format(e.balance, chain);
    case State::Loading:
    case State::Unknown:
        return tr("Reading balance…");
    case State::Failed:
        return e.balance ? tr("%1 (could not refresh: %2)").arg(format(e.balance, chain), e.error)
                         : tr("Balance unavailable: %1").arg(e.error);
    case State::Unsupported:
        return tr("Balance unavailable: %1").arg(e.error);
    }
    return {};
}

} // namespace paydesk
