#include "LocalChain.h"

#include "Ledger.h"

namespace paydesk::sandbox {

LocalChain::LocalChain(Ledger *ledger, QObject *parent) : ChainBackend(parent), m_ledger(ledger)
{
    connect(ledger, &Ledger::slotAdvanced, this, &ChainBackend::tick);
}

void LocalChain::latestBlockhash(Reply<BlockhashInfo> reply)
{
    reply(m_ledger->latestBlockhash(), {});
}

void LocalChain::blockHeight(Reply<quint64> reply)
{
    reply(m_ledger->blockHeight(), {});
}

void LocalChain::balance(const QByteArray &pubkey, Reply<quint64> reply)
{
    reply(m_ledger->balance(pubkey), {});
}

void LocalChain::send(const QByteArray &wire, Reply<QByteArray> reply)
{
    const auto r = m_ledger->submit(wire, false);
    if (r.failure.isSet())
        reply(std::nullopt, r.failure);
    else
        reply(r.signature, {});
}

void LocalChain::statuses(const QList<QByteArray> &signatures,
                          Reply<QList<std::optional<SignatureStatus>>> reply)
{
    QList<std::optional<SignatureStatus>> out;
    for (const QByteArray &s : signatures)
        out.append(m_ledger->status(s));
    reply(out, {});
}

void LocalChain::transaction(const QByteArray &signature,
                             Reply<std::optional<TransactionInfo>> reply)
{
    const LandedTransaction *t = m_ledger->landed(signature);
    if (!t) {
        reply(std::optional<TransactionInfo>(), {});
        return;
    }
    reply(std::optional<TransactionInfo>(TransactionInfo{t->wire, t->err, t->slot}), {});
}

void LocalChain::airdrop(const QByteArray &pubkey, quint64 lamports, Reply<QByteArray> reply)
{
    reply(m_ledger->airdrop(pubkey, lamports), {});
}

QByteArray LocalChain::signatureForMessage(const QByteArray &messageHash) const
{
    return m_ledger->signatureForMessage(messageHash);
}

std::optional<bool> LocalChain::isBlockhashValid(const QByteArray &blockhash) const
{
    return m_ledger->validBlockhashSlot(blockhash).has_value();
}

quint64 LocalChain::blockhashLastValidHeight(const QByteArray &blockhash) const
{
    const auto slot = m_ledger->validBlockhashSlot(blockhash);
    return slot ? *slot + kBlockhashValidity : 0;
}

int LocalChain::slotMs() const
{
    return m_ledger->slotMs();
}

} // namespace paydesk::sandbox
