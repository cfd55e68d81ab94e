#include "EvmChain.h"

#include "ErrorReply.h"
#include "Ledger.h"
#include "SandboxStore.h"
#include "evm/Erc20.h"
#include "evm/Keccak.h"

#include <nlohmann/json.hpp>

namespace paydesk::sandbox {

using evm::EvmAddress;
using evm::EvmTransaction;
using evm::U256;

namespace {
const QString kMetaKey = QStringLiteral("evmChain"); // the state as one blob, before the rows
const QString kBlockMeta = QStringLiteral("evmBlock");
const QString kEntryRows = QStringLiteral("evmTx");
const QString kNonceRows = QStringLiteral("evmNonce");
const QString kBlockTimeRows = QStringLiteral("evmBlockTime");
const QString kTimeShiftMeta = QStringLiteral("evmTimeShiftMs");

// The most one unit of gas may tip: maxPriorityFeePerGas (type 2) or gasPrice (legacy).
U256 tipCap(const EvmTransaction &tx)
{
    return tx.type == EvmTransaction::Type::DynamicFee ? tx.maxPriorityFeePerGas : tx.gasPrice;
}

// new >= old * 110 %, as geth's pool requires of a replacement (price bump 10).
bool bumped(const U256 &newer, const U256 &older)
{
    const auto a = newer.checkedMul(U256(100));
    const auto b = older.checkedMul(U256(110));
    return !a || (b && *a >= *b);
}
} // namespace

U256 EvmChain::baseFee()
{
    return U256(1000000000ULL);
}

EvmChain::EvmChain(SandboxStore *store, Ledger *clock, QObject *parent)
    : QObject(parent), m_store(store), m_clock(clock), m_usdc(store), m_permit2(&m_usdc, store),
      m_escrow(&m_usdc, store)
{
    m_slotsPerBlock = quint64(qMax(1, kBlockMs / qMax(1, clock->slotMs())));
    connect(clock, &Ledger::slotAdvanced, this, &EvmChain::onSlot);
}

QString EvmChain::key(const EvmAddress &a)
{
    return QStringLiteral("0x") + QString::fromLatin1(a.bytes().toHex());
}

quint64 EvmChain::gasOf(const EvmTransaction &tx)
{
    return tx.data.isEmpty() ? kTransferGas : kTokenCallGas;
}

namespace {
// Rows sort by key: a transaction's key is its place in the history, zero-padded.
QString entryKey(qsizetype i)
{
    return QStringLiteral("%1").arg(i, 10, 10, QLatin1Char('0'));
}
} // namespace

bool EvmChain::isNativeContract(const EvmAddress &address)
{
    return address == TestUsdc::address() || address == x402::Permit2::exactProxy() ||
           address == x402::UptoPermit2::proxy() || address == x402::BatchChannel::contract() ||
           address == x402::BatchChannel::erc3009Collector();
}

QList<EvmChain::Transfer> EvmChain::transfersOf(const Entry &e)
{
    if (!e.included || e.reverted || !e.tx.to || e.tx.data.isEmpty())
        return {};
    if (*e.tx.to == x402::BatchChannel::contract()) {
        QList<Transfer> out;
        for (const BatchEscrow::Moved &m : e.escrowMoved)
            out.append({TestUsdc::address(), m.from, m.to, m.value});
        return out;
    }
    if (const auto upto = *e.tx.to == x402::UptoPermit2::proxy()
                              ? Permit2Proxy::decodeUptoSettle(e.tx.data)
                              : std::nullopt)
        return {{upto->authorization.token, upto->authorization.from, upto->authorization.to,
                 upto->amount}};
    if (const auto exact = *e.tx.to == x402::Permit2::exactProxy()
                               ? Permit2Proxy::decodeSettle(e.tx.data)
                               : std::nullopt)
        return {{exact->first.token, exact->first.from, exact->first.to, exact->first.amount}};
    const auto call =
        *e.tx.to == TestUsdc::address() ? evm::Erc20::decode(e.tx.data) : std::nullopt;
    if (call && call->selector == evm::Erc20::kTransfer && call->words.size() == 2)
        if (const auto to = evm::Erc20::addressWord(call->words[0]))
            return {{TestUsdc::address(), e.from, *to, evm::Erc20::uintWord(call->words[1])}};
    if (call && call->selector == evm::Erc20::kTransferWithAuthorization && call->words.size() >= 3)
        if (const auto from = evm::Erc20::addressWord(call->words[0]))
            if (const auto to = evm::Erc20::addressWord(call->words[1]))
                return {{TestUsdc::address(), *from, *to, evm::Erc20::uintWord(call->words[2])}};
    return {};
}

void EvmChain::load()
{
    m_usdc.load();
    m_permit2.load();
    m_escrow.load();
    m_timeShiftMs = m_store->meta(kTimeShiftMeta).toLongLong();
    const auto balances = m_store->evmBalances();
    for (auto it = balances.begin(); it != balances.end(); ++it) {
        if (const auto wei = U256::fromDecimal(it.value()))
            m_balances.insert(it.key().toLower(), *wei);
    }
    m_block = qMax(m_clock->slot() / m_slotsPerBlock, m_store->meta(kBlockMeta).toULongLong());
    const auto nonces = m_store->rows(kNonceRows);
    for (auto it = nonces.cbegin(); it != nonces.cend(); ++it)
        m_nonces.insert(it.key(), it.value().toULongLong());
    const auto rows = m_store->rows(kEntryRows);
    QStringList keys = rows.keys();
    keys.sort();
    for (const QString &k : std::as_const(keys))
        append(Entry::fromJson(nlohmann::json::parse(rows.value(k).toStdString(), nullptr, false)));
    const auto times = m_store->rows(kBlockTimeRows);
    for (auto it = times.cbegin(); it != times.cend(); ++it)
        m_blockTimes.insert(it.key().toULongLong(), it.value().toLongLong());
    loadBlob();
    while (m_settled < m_entries.size() &&
           (m_entries[m_settled].included || m_entries[m_settled].dropped))
        ++m_settled;
}

void EvmChain::append(const std::optional<Entry> &e)
{
    if (!e)
        return;
    if (!e->dropped)
        m_byHash.insert(e->hash, m_entries.size());
    m_entries.append(*e);
}

void EvmChain::loadBlob()
{
    // A state from before the rows: one JSON blob, read once, then written as rows.
    const auto state = nlohmann::json::parse(m_store->meta(kMetaKey).toStdString(), nullptr, false);
    if (!state.is_object())
        return;
    m_block = qMax<quint64>(m_block, state.value("block", quint64(0)));
    const nlohmann::json nonces = state.value("nonces", nlohmann::json::object());
    for (const auto &item : nonces.items())
        m_nonces.insert(QString::fromStdString(item.key()), item.value().get<quint64>());
    const nlohmann::json rows = state.value("transactions", nlohmann::json::array());
    for (const auto &row : rows)
        append(Entry::fromJson(row));
    const nlohmann::json times = state.value("blockTimes", nlohmann::json::object());
    for (const auto &item : times.items())
        m_blockTimes.insert(QByteArray::fromStdString(item.key()).toULongLong(),
                            item.value().get<qint64>());
    m_store->begin();
    for (qsizetype i = 0; i < m_entries.size(); ++i)
        saveEntry(i);
    for (auto it = m_nonces.cbegin(); it != m_nonces.cend(); ++it)
        m_store->setRow(kNonceRows, it.key(), QByteArray::number(it.value()));
    for (auto it = m_blockTimes.cbegin(); it != m_blockTimes.cend(); ++it)
        m_store->setRow(kBlockTimeRows, QString::number(it.key()), QByteArray::number(it.value()));
    m_store->setMeta(kBlockMeta, QByteArray::number(m_block));
    m_store->setMeta(kMetaKey, {});
    m_store->commit();
}

void EvmChain::saveEntry(qsizetype i)
{
    m_store->setRow(kEntryRows, entryKey(i),
                    QByteArray::fromStdString(m_entries.at(i).toJson().dump()));
}

qint64 EvmChain::blockTimeMs(quint64 block) const
{
    return m_blockTimes.value(block, timeMs());
}

qint64 EvmChain::timeMs() const
{
    return nowMs() + m_timeShiftMs;
}

void EvmChain::increaseTime(qint64 seconds)
{
    m_timeShiftMs += qMax<qint64>(0, seconds) * 1000;
    m_store->setMeta(kTimeShiftMeta, QByteArray::number(m_timeShiftMs));
}

QByteArray EvmChain::blockHash(quint64 block)
{
    return evm::Keccak::hash256(QByteArray("paydesk-sandbox-evm-block:") +
                                QByteArray::number(block));
}

U256 EvmChain::balance(const EvmAddress &address) const
{
    return m_balances.value(key(address));
}

void EvmChain::setBalance(const EvmAddress &address, const U256 &wei)
{
    m_balances.insert(key(address), wei);
    m_store->setEvmBalance(key(address), wei.toDecimal());
}

void EvmChain::credit(const EvmAddress &address, const U256 &wei)
{
    setBalance(address, balance(address).checkedAdd(wei).value_or(U256::max()));
}

quint64 EvmChain::nonce(const EvmAddress &address) const
{
    return m_nonces.value(key(address), 0);
}

quint64 EvmChain::pendingNonce(const EvmAddress &address) const
{
    quint64 n = nonce(address);
    for (const Entry &e : m_entries) {
        if (!e.included && !e.dropped && e.from == address && e.tx.nonce >= n)
            n = e.tx.nonce + 1;
    }
    return n;
}

EvmChain::Sent EvmChain::sendRaw(const QByteArray &raw)
{
    QString why;
    const auto tx = EvmTransaction::decodeSigned(raw, &why);
    if (!tx)
        return {{}, QStringLiteral("invalid transaction: ") + why, true};
    if (tx->chainId != kChainId)
        return {{},
                QStringLiteral("invalid chain id for signer: have %1 want %2")
                    .arg(tx->chainId)
                    .arg(kChainId)};
    const auto from = tx->sender(&why);
    if (!from)
        return {{}, QStringLiteral("invalid sender: ") + why};
    const bool tokenCall = !tx->data.isEmpty() && tx->to && isNativeContract(*tx->to);
    if (tx->isContractCreation() || (!tx->data.isEmpty() && !tokenCall))
        return {{},
                QStringLiteral("the sandbox EVM chain runs no contract code but its test USDC, "
                               "x402's Permit2 proxies and x402BatchSettlement: only plain "
                               "transfers and calls of %1, %2, %3 or %4 are accepted")
                    .arg(TestUsdc::address().toChecksummed(),
                         x402::Permit2::exactProxy().toChecksummed(),
                         x402::UptoPermit2::proxy().toChecksummed(),
                         x402::BatchChannel::contract().toChecksummed())};
    if (tokenCall && !tx->value.isZero())
        return {{}, QStringLiteral("the native contracts take no ETH: send the call with value 0")};
    if (tx->gasLimit < gasOf(*tx))
        return {{},
                QStringLiteral("intrinsic gas too low: have %1, want %2")
                    .arg(tx->gasLimit)
                    .arg(gasOf(*tx))};
    if (tx->feeCap() < baseFee())
        return {{},
                QStringLiteral("max fee per gas less than block base fee: address %1, "
                               "maxFeePerGas: %2, baseFee: %3")
                    .arg(from->toChecksummed(), tx->feeCap().toDecimal(), baseFee().toDecimal())};
    if (tx->type == EvmTransaction::Type::DynamicFee && tx->maxPriorityFeePerGas > tx->maxFeePerGas)
        return {{}, QStringLiteral("max priority fee per gas higher than max fee per gas")};
    const QByteArray hash = tx->hash();
    if (m_byHash.contains(hash))
        return {{}, QStringLiteral("already known")};
    if (tx->nonce < nonce(*from))
        return {{},
                QStringLiteral("nonce too low: address %1, tx: %2 state: %3")
                    .arg(from->toChecksummed())
                    .arg(tx->nonce)
                    .arg(nonce(*from))};
    if (tx->nonce > pendingNonce(*from))
        return {{},
                QStringLiteral("nonce gap: address %1, tx: %2 next: %3 (the sandbox keeps "
                               "no queue of future transactions)")
                    .arg(from->toChecksummed())
                    .arg(tx->nonce)
                    .arg(pendingNonce(*from))};
    // What the account's other pending transactions may cost, and the one this would replace.
    U256 committed;
    qsizetype replaced = -1;
    for (qsizetype i = 0; i < m_entries.size(); ++i) {
        const Entry &e = m_entries[i];
        if (e.included || e.dropped || e.from != *from)
            continue;
        if (e.tx.nonce == tx->nonce)
            replaced = i;
        else
            committed =
                committed.checkedAdd(e.tx.maxCost().value_or(U256::max())).value_or(U256::max());
    }
    if (replaced >= 0) {
        const EvmTransaction &old = m_entries[replaced].tx;
        if (!bumped(tx->feeCap(), old.feeCap()) || !bumped(tipCap(*tx), tipCap(old)))
            return {{}, QStringLiteral("replacement transaction underpriced")};
    }
    const auto cost = tx->maxCost();
    const auto total = cost ? cost->checkedAdd(committed) : std::nullopt;
    if (!total || balance(*from) < *total)
        return {{},
                QStringLiteral("insufficient funds for gas * price + value: address %1 have "
                               "%2 want %3")
                    .arg(from->toChecksummed(), balance(*from).toDecimal(),
                         total ? total->toDecimal() : QStringLiteral("2^256"))};
    m_store->begin();
    if (replaced >= 0) {
        m_entries[replaced].dropped = true;
        m_byHash.remove(m_entries[replaced].hash);
        saveEntry(replaced);
    }
    m_byHash.insert(hash, m_entries.size());
    Entry entry;
    entry.tx = *tx;
    entry.from = *from;
    entry.hash = hash;
    m_entries.append(entry);
    saveEntry(m_entries.size() - 1);
    m_store->commit();
    Q_EMIT accepted(hash, tx->signingHash());
    return {hash, {}};
}

const EvmChain::Entry *EvmChain::find(const QByteArray &hash) const
{
    const auto it = m_byHash.constFind(hash);
    return it == m_byHash.constEnd() ? nullptr : &m_entries[*it];
}

const EvmChain::Entry *EvmChain::includedWithNonce(const evm::EvmAddress &from, quint64 nonce) const
{
    for (const Entry &e : m_entries)
        if (e.included && e.tx.nonce == nonce && e.from == from)
            return &e;
    return nullptr;
}

QByteArray EvmChain::settledAuthorization(const EvmAddress &from, QByteArrayView nonce,
                                          QByteArrayView signature) const
{
    for (const Entry &e : m_entries) {
        if (!e.included || e.reverted || e.tx.to != TestUsdc::address())
            continue;
        const auto d = evm::Erc20::decode(e.tx.data);
        if (!d || d->selector != evm::Erc20::kTransferWithAuthorization || d->words.size() != 9 ||
            evm::Erc20::addressWord(d->words[0]) != from || d->words[5] != nonce)
            continue;
        const QByteArray sent = d->words[7] + d->words[8] + d->words[6].right(1);
        if (signature.isEmpty() || sent == signature)
            return e.hash;
    }
    return {};
}

QByteArray EvmChain::includedCall(const EvmAddress &to, QByteArrayView data) const
{
    for (const Entry &e : m_entries)
        if (e.included && !e.reverted && e.tx.to == to && e.tx.data == data)
            return e.hash;
    return {};
}

QByteArray EvmChain::settledPermit(const EvmAddress &owner, const U256 &nonce) const
{
    for (const Entry &e : m_entries) {
        if (!e.included || e.reverted || !e.tx.to)
            continue;
        const auto settle = Permit2Proxy::decodeAny(*e.tx.to, e.tx.data);
        if (settle && settle->first.from == owner && settle->first.nonce == nonce)
            return e.hash;
    }
    return {};
}

QByteArray EvmChain::hashForSigningHash(const QByteArray &signingHash) const
{
    QByteArray pending;
    for (const Entry &e : m_entries) {
        if (e.dropped || e.tx.signingHash() != signingHash)
            continue;
        if (e.included)
            return e.hash;
        pending = e.hash;
    }
    return pending;
}

void EvmChain::onSlot(quint64 slot)
{
    const quint64 block = slot / m_slotsPerBlock;
    if (block > m_block) {
        m_block = block - 1;
        mine();
    }
}

void EvmChain::mine()
{
    ++m_block;
    const qint64 blockMs = timeMs();
    m_blockTimes.insert(m_block, blockMs);
    QList<QByteArray> landed;
    QList<qsizetype> changed;
    int index = 0;
    m_store->begin();
    // Until nothing more lands: a replacement arrives after its account's later nonces. Only
    // the entries after the settled head (all included or dropped) can change.
    for (bool progress = true; progress;) {
        progress = false;
        for (qsizetype i = m_settled; i < m_entries.size(); ++i) {
            Entry &e = m_entries[i];
            if (e.included || e.dropped)
                continue;
            if (e.tx.nonce != nonce(e.from)) {
                // An earlier nonce of this account was dropped: this one can never land.
                if (e.tx.nonce < nonce(e.from)) {
                    e.dropped = true;
                    changed.append(i);
                }
                continue;
            }
            const U256 price =
                qMin(e.tx.feeCap(), *baseFee().checkedAdd(qMin(tipCap(e.tx), e.tx.feeCap())));
            const auto gasCost = price.checkedMul(U256(gasOf(e.tx)));
            const auto total = gasCost ? gasCost->checkedAdd(e.tx.value) : std::nullopt;
            changed.append(i);
            if (!total || balance(e.from) < *total) {
                e.dropped = true; // the balance went down (hosted spending) since it was accepted
                m_byHash.remove(e.hash);
                continue;
            }
            setBalance(e.from, *balance(e.from).checkedSub(*total));
            credit(*e.tx.to, e.tx.value);
            const qint64 blockSeconds = blockMs / 1000;
            if (!e.tx.data.isEmpty() && e.tx.to == x402::Permit2::exactProxy())
                e.reverted = !m_permit2.execute(e.tx.data, blockSeconds, &e.revertReason);
            else if (!e.tx.data.isEmpty() && e.tx.to == x402::UptoPermit2::proxy())
                e.reverted =
                    !m_permit2.executeUpto(e.tx.data, e.from, blockSeconds, &e.revertReason);
            else if (!e.tx.data.isEmpty() && (e.tx.to == x402::BatchChannel::contract() ||
                                              e.tx.to == x402::BatchChannel::erc3009Collector()))
                e.reverted = !m_escrow.execute(e.from, *e.tx.to, e.tx.data, blockSeconds,
                                               &e.escrowMoved, &e.revertReason);
            else if (!e.tx.data.isEmpty())
                e.reverted = !m_usdc.execute(e.from, e.tx.data, blockSeconds, &e.revertReason);
            m_nonces.insert(key(e.from), e.tx.nonce + 1);
            m_store->setRow(kNonceRows, key(e.from), QByteArray::number(e.tx.nonce + 1));
            e.included = true;
            e.block = m_block;
            e.index = index++;
            e.gasUsed = gasOf(e.tx);
            e.effectiveGasPrice = price;
            landed.append(e.hash);
            progress = true;
        }
    }
    for (const qsizetype i : std::as_const(changed))
        saveEntry(i);
    while (m_settled < m_entries.size() &&
           (m_entries[m_settled].included || m_entries[m_settled].dropped))
        ++m_settled;
    m_store->setRow(kBlockTimeRows, QString::number(m_block),
                    QByteArray::number(m_blockTimes.value(m_block)));
    m_store->setMeta(kBlockMeta, QByteArray::number(m_block));
    m_store->commit();
    for (const QByteArray &h : landed)
        Q_EMIT included(h);
}

} // namespace paydesk::sandbox
