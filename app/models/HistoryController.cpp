#include "HistoryController.h"

#include "core/Validation.h"

namespace paydesk {

HistoryController::HistoryController(ServiceClient *client, HistoryCache *cache, QObject *parent)
    : QObject(parent), m_client(client), m_cache(cache)
{
    m_indexer.setSingleShot(true);
    m_indexer.setInterval(0);
    connect(&m_indexer, &QTimer::timeout, this, &HistoryController::indexSlice);
}

void HistoryController::indexSlice()
{
    // ~100 rows is ~3 ms of trigram indexing: well inside a frame, so the window stays smooth
    // while a large history is indexed after it was stored.
    constexpr int kSlice = 100;
    if (m_cache->indexPending(kSlice) > 0)
        m_indexer.start();
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
    fetch(0, Walk::Refresh);
}

void HistoryController::loadOlder()
{
    if (m_wallet.isEmpty() || isBusy())
        return;
    m_pagesThisWalk = 0;
    fetch(syncState().fetched, Walk::Older);
}

void HistoryController::cancel()
{
    if (m_reply)
        m_reply->abort(); // finishes with Cancelled; onReply clears the state
}

void HistoryController::setBusy(HistoryReply *reply)
{
    const bool was = isBusy();
    m_reply = reply;
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
    setBusy(reply);
}

void HistoryController::onReply(HistoryReply *reply)
{
    if (!reply)
        return;
    reply->deleteLater();
    if (reply != m_reply)
        return; // an older walk, cancelled
    const QString wallet = m_wallet;
    if (!reply->ok()) {
        m_lastError = reply->error();
        setBusy(nullptr);
        if (m_lastError.kind() != ApiError::Kind::Cancelled)
            Q_EMIT failed(m_lastError);
        return;
    }
    m_lastError = {};
    const HistoryPage &page = reply->result();
    const auto counts = m_cache->upsert(wallet, page.payments);
    HistorySyncState s = m_cache->syncState(wallet, m_type);
    const int reached = m_offset + int(page.payments.size());
    if (page.total >= 0)
        s.total = page.total;
    const bool more = page.hasMore || (page.total >= 0 && reached < page.total);
    if (m_walk == Walk::Older || reached > s.fetched) {
        s.fetched = std::max(s.fetched, reached);
        s.hasMore = more;
    }
    s.refreshedAt = QDateTime::currentDateTimeUtc();
    m_cache->setSyncState(wallet, m_type, s);
    if (counts.inserted || counts.changed) {
        m_indexer.start();
        Q_EMIT cacheUpdated(counts.inserted, counts.changed);
    }
    Q_EMIT syncStateChanged();
    // A refresh goes on while every row of the page was new or changed: the cache has a gap.
    const bool keepWalking = m_walk == Walk::Refresh && more && counts.unchanged == 0 &&
                             !page.payments.isEmpty() && m_pagesThisWalk < m_maxPages;
    if (keepWalking) {
        fetch(reached, Walk::Refresh);
        return;
    }
    setBusy(nullptr);
}

} // namespace paydesk
