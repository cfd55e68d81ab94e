#include "HistoryController.h"

#include "PaymentEvents.h"
#include "core/Validation.h"

namespace paydesk {

HistoryController::HistoryController(ServiceClient *client, HistoryCache *cache,
                                     HistoryWriter *writer, QObject *parent)
    : QObject(parent), m_client(client), m_cache(cache), m_writer(writer)
{
    if (m_writer)
        connect(m_writer, &HistoryWriter::stored, this,
                [this](const QString &wallet) { Q_EMIT walletStored(wallet); });
}

void HistoryController::setWallet(const QString &address)
{
    if (address == m_wallet)
        return;
    cancel();
    m_wallet = address;
    m_lastError = {};
    Q_EMIT syncStateChanged();
}

void HistoryController::setType(const QString &type)
{
    if (type == m_type)
        return;
    cancel();
    m_type = type;
    Q_EMIT syncStateChanged();
}

void HistoryController::setPageSize(int size)
{
    m_pageSize = std::clamp(size, 1, limits::kMaxHistoryLimit);
}

HistorySyncState HistoryController::syncState() const
{
    return m_wallet.isEmpty() ? HistorySyncState{} : m_cache->syncState(m_wallet, m_type);
}

void HistoryController::refresh()
{
    if (m_wallet.isEmpty() || isBusy())
        return;
    m_pagesThisWalk = 0;
    ++m_walkId;
    fetch(0, Walk::Refresh);
}

void HistoryController::loadOlder()
{
    if (m_wallet.isEmpty() || isBusy())
        return;
    m_pagesThisWalk = 0;
    ++m_walkId;
    fetch(syncState().fetched, Walk::Older);
}

void HistoryController::cancel()
{
    ++m_walkId; // a page with the writer is still stored, but the walk ends there
    if (m_reply)
        m_reply->abort(); // finishes with Cancelled; onReply clears the state
    else if (m_storing)
        setBusy(nullptr, false);
}

void HistoryController::setBusy(HistoryReply *reply, bool storing)
{
    const bool was = isBusy();
    m_reply = reply;
    m_storing = storing;
    if (was != isBusy())
        Q_EMIT busyChanged(isBusy());
}

void HistoryController::fetch(int offset, Walk walk)
{
    m_walk = walk;
    m_offset = offset;
    ++m_pagesThisWalk;
    HistoryReply *reply = m_client->paymentHistory({m_wallet, m_type, m_pageSize, offset});
    connect(reply, &ApiReply::finished, this, [this, r = reply]() { onReply(r); });
    connect(reply, &ApiReply::waiting, this, &HistoryController::waiting);
    setBusy(reply, false);
}

void HistoryController::onReply(HistoryReply *reply)
{
    if (!reply)
        return;
    reply->deleteLater();
    if (reply != m_reply)
        return; // an older walk, cancelled
    if (!reply->ok()) {
        m_lastError = reply->error();
        setBusy(nullptr, false);
        if (m_lastError.kind() != ApiError::Kind::Cancelled)
            Q_EMIT failed(m_lastError);
        return;
    }
    m_lastError = {};
    const quint64 walk = m_walkId;
    QList<HistoryEntry> entries;
    entries.reserve(reply->result().payments.size());
    for (const PaymentRecord &r : reply->result().payments)
        if (!r.paymentId.isEmpty()) // as HistoryCache::upsert
            entries.append(HistoryCache::entryFor(m_wallet, r));
    Q_EMIT pageReceived(m_wallet, entries);
    m_writer->run<Stored>(
        [wallet = m_wallet, type = m_type, page = reply->result(), offset = m_offset,
         older = m_walk == Walk::Older](HistoryCache &cache) {
            Stored s;
            s.counts = cache.upsert(wallet, page.payments);
            s.reached = offset + int(page.payments.size());
            s.more = page.hasMore || (page.total >= 0 && s.reached < page.total);
            s.emptyPage = page.payments.isEmpty();
            HistorySyncState state = cache.syncState(wallet, type);
            if (page.total >= 0)
                state.total = page.total;
            if (older || s.reached > state.fetched) {
                state.fetched = std::max(state.fetched, s.reached);
                state.hasMore = s.more;
            }
            state.refreshedAt = QDateTime::currentDateTimeUtc();
            cache.setSyncState(wallet, type, state);
            return s;
        },
        this,
        [this, walk](const Stored &s) {
            Q_EMIT pageStored(s.counts.inserted, s.counts.changed, s.counts.insertedIds,
                              s.counts.complete);
            if (s.counts.inserted || s.counts.changed) {
                if (m_events)
                    m_events->reportHistory(m_wallet);
                Q_EMIT cacheUpdated(s.counts.inserted, s.counts.changed);
            }
            Q_EMIT syncStateChanged();
            if (walk == m_walkId) // else cancelled or superseded meanwhile
                onStored(s);
        });
    setBusy(nullptr, true);
}

void HistoryController::onStored(const Stored &s)
{
    // A refresh goes on while every row of the page was new or changed: the cache has a gap.
    const bool keepWalking = m_walk == Walk::Refresh && s.more && s.counts.unchanged == 0 &&
                             !s.emptyPage && m_pagesThisWalk < m_maxPages;
    if (keepWalking) {
        fetch(s.reached, Walk::Refresh);
        return;
    }
    setBusy(nullptr, false);
}

} // namespace paydesk
