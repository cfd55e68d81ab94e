#include "BalanceBook.h"

#include "core/Asset.h"
#include "solana/RpcClient.h"

namespace paydesk {

BalanceBook::BalanceBook(solana::RpcClient *rpc, QObject *parent) : QObject(parent), m_rpc(rpc) {}

BalanceBook::Entry BalanceBook::entry(const QString &address) const
{
    return m_entries.value(address);
}

void BalanceBook::refresh(const QString &address)
{
    const auto parsed = Address::parse(address);
    Entry &e = m_entries[address];
    if (!parsed || parsed->chain() != Chain::Solana || !m_rpc) {
        e.state = State::Unsupported;
        e.error = parsed ? tr("Paydesk reads balances of Solana wallets only for now.")
                         : tr("Not a wallet address.");
        Q_EMIT changed(address);
        return;
    }
    if (e.refreshing)
        return;
    e.refreshing = true;
    if (e.state != State::Known)
        e.state = State::Loading;
    Q_EMIT changed(address);
    RpcCall *call = m_rpc->getBalance(parsed->toString());
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

void BalanceBook::refreshAll()
{
    const QStringList addresses = m_entries.keys();
    for (const QString &a : addresses)
        refresh(a);
}

void BalanceBook::reset()
{
    ++m_generation;
    const QStringList addresses = m_entries.keys();
    m_entries.clear();
    for (const QString &a : addresses)
        refresh(a);
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
