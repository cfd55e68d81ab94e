#include "PaymentTracker.h"

#include "ChainBackend.h"
#include "EvmChain.h"
#include "EvmLedger.h"
#include "PaymentBook.h"
#include "RemoteEvmChain.h"
#include "TransactionExecutor.h"
#include "core/Amount.h"
#include "core/Base58.h"

namespace paydesk::sandbox {

PaymentTracker::PaymentTracker(PaymentBook *book, ChainBackend *chain, const EvmLedger *evm,
                               QObject *parent)
    : QObject(parent), m_book(book), m_chain(chain), m_evm(evm)
{
    connect(chain, &ChainBackend::tick, this, &PaymentTracker::refresh);
}

void PaymentTracker::setRemoteEvm(RemoteEvmChain *remote)
{
    m_remoteEvm = remote;
    if (remote)
        connect(remote, &RemoteEvmChain::tick, this, &PaymentTracker::refresh);
}

void PaymentTracker::refreshRemoteEvm(const PaymentRecord &r)
{
    const QByteArray hash = m_remoteEvm->hashForSigningHash(r.messageHash);
    if (hash.isEmpty() || m_asking.contains(r.id))
        return;
    if (r.signature.isEmpty()) {
        PaymentRecord updated = r;
        updated.signature = QStringLiteral("0x") + QString::fromLatin1(hash.toHex());
        m_book->update(updated);
    }
    m_asking.insert(r.id);
    QPointer<PaymentTracker> self(this);
    const QString id = r.id;
    m_remoteEvm->progress(hash, [self, id](const std::optional<EvmProgress> &p, const QString &) {
        if (!self)
            return;
        self->m_asking.remove(id);
        const PaymentRecord *current = self->m_book->find(id);
        if (!p || !p->receipt.found || !current)
            return; // not landed yet (or the node did not answer): asked again next tick
        const auto fee = p->receipt.fee();
        const auto eth = fee ? fee->toAmount(18) : std::nullopt;
        if (eth && eth->toString() != current->fee) {
            PaymentRecord updated = *current;
            updated.fee = eth->toString();
            self->m_book->update(updated);
        }
        const quint64 block = p->receipt.blockNumber;
        if (!p->receipt.success)
            return self->m_book->transition(id, QStringLiteral("failed"), block,
                                            tr("The transaction reverted; its network fee was "
                                               "charged."));
        const quint64 depth = p->head > block ? p->head - block : 0;
        self->m_book->transition(id,
                                 depth >= 32  ? QStringLiteral("finalized")
                                 : depth >= 1 ? QStringLiteral("confirmed")
                                              : QStringLiteral("submitted"),
                                 block);
    });
}

void PaymentTracker::refreshLocalEvm(const PaymentRecord &r)
{
    if (!m_evmChain)
        return;
    const QByteArray hash = m_evmChain->hashForSigningHash(r.messageHash);
    const EvmChain::Entry *e = hash.isEmpty() ? nullptr : m_evmChain->find(hash);
    // Its nonce may have been used by a replacement the wallet signed instead (Speed up: the
    // same payment with higher fees; Cancel: 0 to itself): the record follows what landed.
    const auto from = evm::EvmAddress::parse(r.from);
    const EvmChain::Entry *used = (!e || !e->included) && r.nonce && from
                                      ? m_evmChain->includedWithNonce(*from, *r.nonce)
                                      : nullptr;
    if (used && used != e) {
        const auto to = evm::EvmAddress::parse(r.to);
        const auto amount = Amount::parse(r.amount, 18);
        const auto wei = amount ? evm::U256::fromAmount(*amount) : std::nullopt;
        if (!(used->tx.to && to && *used->tx.to == *to && wei && used->tx.value == *wei &&
              used->tx.data.isEmpty())) {
            const QString other = QStringLiteral("0x") + QString::fromLatin1(used->hash.toHex());
            return m_book->transition(r.id, QStringLiteral("failed"), used->block,
                                      tr("Replaced by transaction %1, which used this payment's "
                                         "nonce: the payment was cancelled and nothing was paid.")
                                          .arg(other));
        }
        e = used; // sped up: the payment landed under the replacement's hash
    }
    if (!e)
        return;
    PaymentRecord updated = r;
    updated.signature = QStringLiteral("0x") + QString::fromLatin1(e->hash.toHex());
    if (e->included) {
        const auto fee = e->effectiveGasPrice.checkedMul(evm::U256(e->gasUsed));
        const auto eth = fee ? fee->toAmount(18) : std::nullopt;
        if (eth)
            updated.fee = eth->toString();
    }
    if (updated.signature != r.signature || updated.fee != r.fee)
        m_book->update(updated);
    if (!e->included)
        return;
    const quint64 depth = m_evmChain->blockNumber() - e->block;
    const QString status = depth >= 32  ? QStringLiteral("finalized")
                           : depth >= 1 ? QStringLiteral("confirmed")
                                        : QStringLiteral("submitted");
    m_book->transition(r.id, status, e->block);
}

void PaymentTracker::refreshEvm()
{
    for (const PaymentRecord &r : m_book->openRecords()) {
        if (r.chain != u"evm")
            continue;
        if (!r.messageHash.isEmpty()) {
            if (m_remoteEvm)
                refreshRemoteEvm(r);
            else
                refreshLocalEvm(r);
            continue;
        }
        if (r.signature.isEmpty())
            continue;
        if (const auto *t = m_evm->find(r.signature)) {
            const QString s = m_evm->confirmationStatus(*t);
            m_book->transition(r.id, s == u"processed" ? QStringLiteral("submitted") : s, t->block);
        }
    }
}

void PaymentTracker::refresh()
{
    refreshEvm();
    if (m_busy)
        return;
    // Records with a signature are asked about; the others can only expire.
    QList<QString> ids, unsignedIds;
    QList<QByteArray> signatures;
    for (const PaymentRecord &r : m_book->openRecords()) {
        if (r.chain != u"solana")
            continue;
        QString signature = r.signature;
        if (signature.isEmpty() && !r.messageHash.isEmpty()) {
            const QByteArray seen = m_chain->signatureForMessage(r.messageHash);
            if (!seen.isEmpty()) {
                PaymentRecord updated = r;
                updated.signature = QString::fromLatin1(base58::encode(seen));
                m_book->update(updated);
                signature = updated.signature;
            }
        }
        const auto raw = base58::decode(signature.toLatin1());
        if (signature.isEmpty() || !raw || raw->size() != 64) {
            unsignedIds.append(r.id);
            continue;
        }
        ids.append(r.id);
        signatures.append(*raw);
    }
    if (ids.isEmpty() && unsignedIds.isEmpty())
        return;
    m_busy = true;
    QPointer<PaymentTracker> self(this);
    auto apply = [self, ids, unsignedIds](const QList<std::optional<SignatureStatus>> &statuses,
                                          std::optional<quint64> height) {
        auto expireIfPassed = [&](const PaymentRecord *r) {
            if (height && r->lastValidBlockHeight > 0 && *height > r->lastValidBlockHeight)
                self->m_book->transition(r->id, QStringLiteral("expired"), std::nullopt,
                                         tr("The transaction's blockhash expired before it "
                                            "landed; nothing was charged."));
        };
        // A build nobody signed can never land once its blockhash is past: it ends as expired,
        // and since no transaction ever reached the chain, its fee is 0 (docs/service-contract.md).
        for (const QString &id : unsignedIds) {
            const PaymentRecord *r = self->m_book->find(id);
            if (!r || !height || r->lastValidBlockHeight == 0 || *height <= r->lastValidBlockHeight)
                continue;
            PaymentRecord unsignedBuild = *r;
            unsignedBuild.fee = QStringLiteral("0");
            unsignedBuild.priorityFee.clear();
            self->m_book->update(unsignedBuild);
            self->m_book->transition(r->id, QStringLiteral("expired"), std::nullopt,
                                     tr("Not signed: the transaction was never signed or "
                                        "broadcast before it expired; nothing was charged."));
        }
        for (int i = 0; i < ids.size(); ++i) {
            const std::optional<SignatureStatus> s = statuses.value(i);
            const PaymentRecord *r = self->m_book->find(ids.at(i));
            if (!r)
                continue;
            if (!s) {
                expireIfPassed(r);
            } else if (!s->err.is_null()) {
                self->m_book->transition(r->id, QStringLiteral("failed"), s->slot,
                                         TransactionExecutor::describe(s->err));
            } else {
                const QString c = s->confirmationStatus;
                self->m_book->transition(r->id, c == u"processed" ? QStringLiteral("submitted") : c,
                                         s->slot);
            }
        }
    };
    auto withHeight = [self, apply](const QList<std::optional<SignatureStatus>> &statuses) {
        self->m_chain->blockHeight(
            [self, apply, statuses](const std::optional<quint64> &height, const RpcFailure &) {
                if (!self)
                    return;
                self->m_busy = false;
                apply(statuses, height);
            });
    };
    if (signatures.isEmpty()) {
        withHeight({});
        return;
    }
    m_chain->statuses(signatures, [self, withHeight](const auto &statuses, const RpcFailure &) {
        if (!self)
            return;
        if (!statuses) {
            self->m_busy = false;
            return;
        }
        withHeight(*statuses);
    });
}

} // namespace paydesk::sandbox
