#include "EvmLedger.h"

#include "ErrorReply.h"
#include "EvmChain.h"
#include "Ledger.h"
#include "SandboxStore.h"

#include <QCryptographicHash>

namespace paydesk::sandbox {

namespace {
std::optional<evm::U256> weiOf(const Amount &wei)
{
    return evm::U256::fromAmount(*wei.rescaled(18));
}
} // namespace

EvmLedger::EvmLedger(SandboxStore *store, const Ledger *clock, EvmChain *chain)
    : m_store(store), m_clock(clock), m_chain(chain)
{}

void EvmLedger::load()
{
    for (const auto &row : m_store->evmTransactions()) {
        Transfer t{row.hash,  row.from,  row.to, Amount::parseUnits(row.wei, 18).value_or(Amount()),
                   row.block, row.timeMs};
        m_transfers.insert(key(row.hash), t);
    }
    m_nonce = quint64(m_transfers.size());
}

Amount EvmLedger::fee()
{
    return Amount::fromUnits(Amount::Units(21000) * 1000000000, 18);
}

Amount EvmLedger::balance(const QString &address) const
{
    const auto a = evm::EvmAddress::parse(address);
    const auto wei = a ? m_chain->balance(*a).toAmount(18) : std::nullopt;
    return wei.value_or(Amount::fromUnits(0, 18));
}

void EvmLedger::setBalance(const QString &address, const Amount &wei)
{
    const auto a = evm::EvmAddress::parse(address);
    const auto units = weiOf(wei);
    if (a && units)
        m_chain->setBalance(*a, *units);
}

void EvmLedger::credit(const QString &address, const Amount &amount)
{
    setBalance(address, balance(address) + *amount.rescaled(18));
}

std::optional<EvmLedger::Transfer> EvmLedger::transfer(const QString &from, const QString &to,
                                                       const Amount &amount)
{
    const Amount wei = *amount.rescaled(18);
    const Amount total = wei + fee();
    if (balance(from) < total)
        return std::nullopt;
    Transfer t;
    t.from = from;
    t.to = to;
    t.amount = wei;
    t.block = blockNumber();
    t.timeMs = nowMs();
    const QByteArray preimage = from.toLower().toUtf8() + '|' + to.toLower().toUtf8() + '|' +
                                wei.unitsString().toUtf8() + '|' + QByteArray::number(++m_nonce) +
                                '|' + QByteArray::number(t.timeMs);
    t.hash = QStringLiteral("0x") +
             QString::fromLatin1(
                 QCryptographicHash::hash(preimage, QCryptographicHash::Keccak_256).toHex());
    m_store->begin();
    setBalance(from, balance(from) - total);
    setBalance(to, balance(to) + wei);
    m_store->insertEvmTransaction({t.hash, t.from, t.to, wei.unitsString(), t.block, t.timeMs});
    m_store->commit();
    m_transfers.insert(key(t.hash), t);
    return t;
}

const EvmLedger::Transfer *EvmLedger::find(const QString &hash) const
{
    const auto it = m_transfers.constFind(key(hash));
    return it == m_transfers.constEnd() ? nullptr : &*it;
}

quint64 EvmLedger::blockNumber() const
{
    return m_clock->slot();
}

QString EvmLedger::confirmationStatus(const Transfer &t) const
{
    const quint64 depth = blockNumber() - t.block;
    if (depth >= 32)
        return QStringLiteral("finalized");
    return depth >= 1 ? QStringLiteral("confirmed") : QStringLiteral("processed");
}

} // namespace paydesk::sandbox
