#include "BalanceBook.h"

#include "core/Asset.h"

namespace paydesk {

BalanceBook::BalanceBook(x402::ChainNodes nodes, const x402::ChainKits *kits, QObject *parent)
    : QObject(parent), m_nodes(std::move(nodes)), m_kits(kits)
{}

const x402::ChainKits &BalanceBook::kits() const
{
    return m_kits ? *m_kits : x402::ChainKits::standard();
}

BalanceBook::Entry BalanceBook::entry(const QString &address) const
{
    return m_entries.value(address);
}

void BalanceBook::refresh(const QString &address)
{
    const auto parsed = Address::parse(address);
    Entry &e = m_entries[address];
    if (!parsed)
        return unsupported(e, address, tr("Not a wallet address."));
    if (const QString why = kits().unsupported(m_nodes, *parsed); !why.isEmpty())
        return unsupported(e, address, why);
    if (!beginRead(e))
        return;
    Q_EMIT changed(address);
    // The address as it was asked for is the key; the node gets the canonical form.
    const quint64 generation = m_generation;
    kits()
        .of(parsed->chain())
        ->readCoin(
            m_nodes, *parsed, this,
            [this, address, generation](const std::optional<Amount> &value, const QString &error) {
                onAnswer(address, generation, value, error);
            });
    // Its tokens too (a payment changed one of them, most likely).
    const auto tokens = m_tokens; // refreshToken() writes to m_tokens
    for (const auto &[owner, token] : tokens)
        if (owner == address)
            refreshToken(owner, token);
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
    const auto owner = Address::parse(address);
    if (!owner)
        return unsupported(e, address, tr("Not a wallet address."));
    // A token of another family than the wallet's: nothing of it can be held there.
    const x402::ChainKit *tokenKit = kits().of(token.chain);
    if (token.chain != owner->chain())
        return unsupported(e, address,
                           tokenKit ? tokenKit->unsupported({}) : tr("Not a wallet address."));
    if (const QString why = kits().unsupported(m_nodes, *owner); !why.isEmpty())
        return unsupported(e, address, why);
    if (!beginRead(e))
        return;
    const quint64 generation = m_generation;
    tokenKit->readToken(
        m_nodes, *owner, token, this,
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
