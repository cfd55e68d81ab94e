#include "Ledger.h"

#include "ErrorReply.h"
#include "SandboxStore.h"
#include "TransactionExecutor.h"
#include "core/Base58.h"
#include "solana/Pda.h"
#include "solana/Programs.h"
#include "solana/Transaction.h"

#include <QCryptographicHash>
#include <QRandomGenerator>
#include <QtEndian>
#include <algorithm>

namespace paydesk::sandbox {

namespace {
constexpr quint64 kRememberedSlots = 512;

RpcFailure simulationFailure(const nlohmann::json &err, const QStringList &logs)
{
    RpcFailure f;
    f.code = -32002;
    f.message =
        QStringLiteral("Transaction simulation failed: ") + TransactionExecutor::describe(err);
    nlohmann::json logList = nlohmann::json::array();
    for (const QString &l : logs)
        logList.push_back(l.toStdString());
    f.data = {{"err", err},         {"logs", logList},       {"accounts", nullptr},
              {"unitsConsumed", 0}, {"returnData", nullptr}, {"innerInstructions", nullptr}};
    return f;
}
} // namespace

Ledger::Ledger(SandboxStore *store, int slotMs, QObject *parent)
    : QObject(parent), m_store(store), m_slotMs(slotMs)
{
    m_timer.setInterval(slotMs);
    connect(&m_timer, &QTimer::timeout, this, [this] { advance(1); });
}

void Ledger::load()
{
    m_genesis = m_store->meta(QStringLiteral("genesis"));
    if (m_genesis.size() != 32) {
        m_genesis.resize(32);
        QRandomGenerator::system()->generate(m_genesis.begin(), m_genesis.end());
        m_store->setMeta(QStringLiteral("genesis"), m_genesis);
    }
    m_slot = m_store->meta(QStringLiteral("slot")).toULongLong();
    const quint64 first = m_slot > kRememberedSlots ? m_slot - kRememberedSlots : 0;
    for (quint64 s = first; s <= m_slot; ++s)
        rememberBlockhash(s);
    m_balances = m_store->balances();
    m_data = m_store->accountData();
    for (LandedTransaction &t : m_store->transactions()) {
        if (!t.messageHash.isEmpty())
            m_byMessage.insert(t.messageHash, t.signature);
        m_landed.insert(t.signature, t);
    }
}

void Ledger::start()
{
    m_timer.start();
}

void Ledger::stop()
{
    m_timer.stop();
}

QByteArray Ledger::blockhashForSlot(quint64 slot) const
{
    QByteArray input = m_genesis;
    char le[8];
    qToLittleEndian(slot, le);
    input.append(le, 8);
    input.append("paydesk-sandbox-blockhash");
    return QCryptographicHash::hash(input, QCryptographicHash::Sha256);
}

void Ledger::rememberBlockhash(quint64 slot)
{
    m_recentBlockhashes.insert(blockhashForSlot(slot), slot);
    if (slot >= kRememberedSlots)
        m_recentBlockhashes.remove(blockhashForSlot(slot - kRememberedSlots));
}

QString Ledger::genesisHash() const
{
    return QString::fromLatin1(base58::encode(
        QCryptographicHash::hash(m_genesis + "genesis", QCryptographicHash::Sha256)));
}

BlockhashInfo Ledger::latestBlockhash() const
{
    return {blockhashForSlot(m_slot), m_slot, m_slot + kBlockhashValidity};
}

std::optional<quint64> Ledger::validBlockhashSlot(const QByteArray &blockhash) const
{
    const auto it = m_recentBlockhashes.constFind(blockhash);
    if (it == m_recentBlockhashes.constEnd() || it.value() + kBlockhashValidity < m_slot)
        return std::nullopt;
    return it.value();
}

void Ledger::advance(int count)
{
    for (int i = 0; i < count; ++i)
        rememberBlockhash(++m_slot);
    m_store->setMeta(QStringLiteral("slot"), QByteArray::number(m_slot));
    if (!m_queue.isEmpty())
        landQueued();
    Q_EMIT slotAdvanced(m_slot);
}

QByteArray Ledger::airdrop(const QByteArray &pubkey, quint64 lamports)
{
    const quint64 before = balance(pubkey);
    const quint64 after = before > ~quint64(0) / 2 - lamports ? before : before + lamports;
    LandedTransaction t;
    t.signature.resize(64);
    QRandomGenerator::system()->generate(t.signature.begin(), t.signature.end());
    t.slot = m_slot;
    t.blockTimeMs = nowMs();
    t.accountKeys = {pubkey};
    t.preBalances = {before};
    t.postBalances = {after};
    commit(t, {pubkey}, {after});
    return t.signature;
}

const AccountData *Ledger::accountData(const QByteArray &pubkey) const
{
    const auto it = m_data.constFind(pubkey);
    return it == m_data.constEnd() ? nullptr : &*it;
}

QList<QByteArray> Ledger::tokenAccounts(const QByteArray &owner, const QByteArray &mint) const
{
    QList<QByteArray> out;
    for (auto it = m_data.cbegin(); it != m_data.cend(); ++it) {
        const auto a = spl::readAccount(it->data);
        if (a && a->owner == owner && (mint.isEmpty() || a->mint == mint))
            out.append(it.key());
    }
    std::sort(out.begin(), out.end());
    return out;
}

void Ledger::createTestUsdc()
{
    const QByteArray mint = spl::testUsdcMint();
    if (m_data.contains(mint))
        return;
    const AccountData d{solana::tokenProgramId(),
                        spl::mintData(spl::testUsdcAuthority(), 0, spl::kTestUsdcDecimals)};
    m_store->begin();
    m_data.insert(mint, d);
    m_store->setAccountData(mint, d);
    m_balances.insert(mint, spl::kMintRent);
    m_store->setBalance(mint, spl::kMintRent);
    m_store->commit();
}

QByteArray Ledger::mintTestUsdc(const QByteArray &owner, quint64 amount)
{
    const QByteArray mintKey = spl::testUsdcMint();
    const QByteArray program = solana::tokenProgramId();
    QByteArray account = solana::associatedTokenAddress(owner, program, mintKey);
    const AccountData *mintData = accountData(mintKey);
    const auto mint = mintData ? spl::readMint(mintData->data) : std::nullopt;
    if (account.isEmpty() || !mint || mint->supply > ~quint64(0) - amount)
        return {};
    const AccountData *existing = accountData(account);
    const auto held = existing ? spl::readAccount(existing->data) : std::nullopt;
    if (existing && (!held || held->mint != mintKey || held->owner != owner))
        return {};
    AccountDataMap changes;
    changes.insert(mintKey, {program, spl::withSupply(mintData->data, mint->supply + amount)});
    changes.insert(account, {program, held ? spl::withAmount(existing->data, held->amount + amount)
                                           : spl::tokenAccountData(mintKey, owner, amount)});
    m_store->begin();
    for (auto it = changes.cbegin(); it != changes.cend(); ++it) {
        m_data.insert(it.key(), it.value());
        m_store->setAccountData(it.key(), it.value());
    }
    if (balance(account) < spl::kTokenAccountRent) {
        m_balances.insert(account, spl::kTokenAccountRent);
        m_store->setBalance(account, spl::kTokenAccountRent);
    }
    m_store->commit();
    return account;
}

TransactionExecutor::Result Ledger::execute(const solana::Transaction &tx,
                                            const QList<solana::DecodedInstruction> &decoded) const
{
    return TransactionExecutor::execute(
        tx, decoded, [this](const QByteArray &k) { return balance(k); },
        [this](const QByteArray &k) { return accountData(k); });
}

void Ledger::commit(const LandedTransaction &tx, const QList<QByteArray> &keys,
                    const QList<quint64> &post, const AccountDataMap &data)
{
    m_store->begin();
    for (auto it = data.cbegin(); it != data.cend(); ++it) {
        m_data.insert(it.key(), it.value());
        m_store->setAccountData(it.key(), it.value());
    }
    for (int i = 0; i < keys.size(); ++i) {
        if (m_balances.value(keys[i], 0) != post[i] || !m_balances.contains(keys[i])) {
            m_balances.insert(keys[i], post[i]);
            m_store->setBalance(keys[i], post[i]);
        }
    }
    m_store->insertTransaction(tx);
    m_store->commit();
    if (!tx.messageHash.isEmpty())
        m_byMessage.insert(tx.messageHash, tx.signature);
    const QByteArray signature = tx.signature;
    m_landed.insert(signature, tx);
    Q_EMIT transactionLanded(signature);
}

Ledger::SubmitResult Ledger::submit(const QByteArray &wire, bool skipPreflight)
{
    SubmitResult out;
    QString why;
    const auto tx = solana::Transaction::decode(wire, &why);
    if (!tx) {
        out.failure = {-32602, QStringLiteral("failed to deserialize transaction: ") + why, {}};
        return out;
    }
    out.signature = tx->id();
    // A transaction refused by a leader never lands; with skipPreflight its signature is still
    // returned, as a real RPC node does, and its status stays null.
    auto refuse = [&](RpcFailure failure) {
        if (!skipPreflight)
            out.failure = std::move(failure);
        return out;
    };
    if (!tx->verifySignatures(&why))
        return refuse({-32003, QStringLiteral("Transaction signature verification failure"), {}});
    const Simulation sim = simulate(wire, false, false);
    if (sim.failure.isSet())
        return refuse(sim.failure);
    const auto decoded = solana::decodeInstructions(tx->message, &why);
    if (m_leaderQueue) {
        for (const Queued &q : std::as_const(m_queue))
            if (q.signature == out.signature)
                return out; // a resend of a queued transaction: the same answer
        if (!sim.err.is_null() && !skipPreflight)
            return refuse(simulationFailure(sim.err, sim.logs));
        m_queue.append(
            {out.signature, wire, solana::computeFees(tx->message, *decoded).microLamportsPerCu});
        return out;
    }
    auto result = execute(*tx, *decoded);
    if (!result.committed || (!result.err.is_null() && !skipPreflight))
        return refuse(simulationFailure(result.err, result.logs));
    record(*tx, wire, result);
    out.landed = true;
    return out;
}

void Ledger::record(const solana::Transaction &tx, const QByteArray &wire,
                    const TransactionExecutor::Result &result)
{
    LandedTransaction t;
    t.signature = tx.id();
    t.slot = m_slot;
    t.blockTimeMs = nowMs();
    t.wire = wire;
    t.err = result.err;
    t.fee = result.fee;
    t.messageHash = QCryptographicHash::hash(tx.messageBytes, QCryptographicHash::Sha256);
    t.accountKeys = tx.message.accountKeys;
    t.preBalances = result.pre;
    t.postBalances = result.post;
    t.logs = result.logs;
    t.unitsConsumed = result.unitsConsumed;
    commit(t, tx.message.accountKeys, result.post,
           result.err.is_null() ? result.dataPost : AccountDataMap());
}

// The block of the slot just begun: queued transactions, highest priority fee first (stable for
// equal fees), each executed against the state the previous ones left. One that can no longer
// pay its fee, or whose blockhash expired, is dropped: it never lands.
void Ledger::landQueued()
{
    QList<Queued> block;
    block.swap(m_queue);
    std::stable_sort(block.begin(), block.end(), [](const Queued &a, const Queued &b) {
        return a.microLamportsPerCu > b.microLamportsPerCu;
    });
    for (const Queued &q : std::as_const(block)) {
        QString why;
        const auto tx = solana::Transaction::decode(q.wire, &why);
        const auto decoded = tx ? solana::decodeInstructions(tx->message, &why) : std::nullopt;
        if (!decoded || m_landed.contains(q.signature) ||
            !validBlockhashSlot(tx->message.recentBlockhash))
            continue;
        const auto result = execute(*tx, *decoded);
        if (result.committed)
            record(*tx, q.wire, result);
    }
}

Ledger::Simulation Ledger::simulate(const QByteArray &wire, bool sigVerify,
                                    bool replaceBlockhash) const
{
    Simulation sim;
    QString why;
    const auto tx = solana::Transaction::decode(wire, &why);
    if (!tx) {
        sim.failure = {-32602, QStringLiteral("failed to deserialize transaction: ") + why, {}};
        return sim;
    }
    const auto decoded = solana::decodeInstructions(tx->message, &why);
    if (!decoded) {
        sim.failure = {-32602, QStringLiteral("invalid transaction: ") + why, {}};
        return sim;
    }
    auto fail = [&sim](nlohmann::json err) {
        sim.err = std::move(err);
        sim.failure = simulationFailure(sim.err, sim.logs);
        return sim;
    };
    if (sigVerify && !tx->verifySignatures(&why))
        return fail("SignatureFailure");
    if (!tx->message.addressTableLookups.isEmpty())
        return fail("AddressLookupTableNotFound");
    if (m_landed.contains(tx->id()))
        return fail("AlreadyProcessed");
    if (replaceBlockhash)
        sim.replacement = latestBlockhash();
    else if (!validBlockhashSlot(tx->message.recentBlockhash))
        return fail("BlockhashNotFound");
    const auto result = execute(*tx, *decoded);
    sim.err = result.err;
    sim.logs = result.logs;
    sim.unitsConsumed = result.unitsConsumed;
    // Only a refusal before execution is a failure here; an instruction error is a normal
    // simulation result (submit() turns it into a preflight failure).
    if (!result.committed)
        sim.failure = simulationFailure(sim.err, sim.logs);
    return sim;
}

std::optional<SignatureStatus> Ledger::status(const QByteArray &signature) const
{
    const auto it = m_landed.constFind(signature);
    if (it == m_landed.constEnd())
        return std::nullopt;
    SignatureStatus s;
    s.slot = it->slot;
    s.err = it->err;
    const quint64 depth = m_slot - it->slot;
    if (depth >= kFinalityDepth) {
        s.confirmationStatus = QStringLiteral("finalized");
    } else {
        s.confirmationStatus =
            depth >= 1 ? QStringLiteral("confirmed") : QStringLiteral("processed");
        s.confirmations = depth;
    }
    return s;
}

const LandedTransaction *Ledger::landed(const QByteArray &signature) const
{
    const auto it = m_landed.constFind(signature);
    return it == m_landed.constEnd() ? nullptr : &*it;
}

QByteArray Ledger::signatureForMessage(const QByteArray &messageHash) const
{
    return m_byMessage.value(messageHash);
}

QList<const LandedTransaction *> Ledger::transactionsFor(const QByteArray &address,
                                                         const QByteArray &before,
                                                         const QByteArray &until, int limit) const
{
    QList<const LandedTransaction *> all;
    for (const LandedTransaction &t : m_landed)
        if (!t.wire.isEmpty() && t.accountKeys.contains(address))
            all.append(&t);
    const auto newerFirst = [](const LandedTransaction *a, const LandedTransaction *b) {
        return a->slot != b->slot ? a->slot > b->slot : a->signature > b->signature;
    };
    std::sort(all.begin(), all.end(), newerFirst);
    qsizetype from = 0;
    if (!before.isEmpty()) {
        // Past `before` (unknown: nothing is past it, as on a real node).
        const LandedTransaction *b = landed(before);
        from = all.size();
        if (b)
            from = std::upper_bound(all.cbegin(), all.cend(), b, newerFirst) - all.cbegin();
    }
    QList<const LandedTransaction *> out;
    for (qsizetype i = from; i < all.size() && out.size() < limit; ++i) {
        if (all[i]->signature == until)
            break;
        out.append(all[i]);
    }
    return out;
}

} // namespace paydesk::sandbox
