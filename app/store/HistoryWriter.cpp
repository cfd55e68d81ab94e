#include "HistoryWriter.h"

#include <QSqlQuery>
#include <algorithm>
#include <utility>

namespace paydesk {

HistoryWriter::HistoryWriter()
{
    m_storeTimer.setSingleShot(true);
    m_storeTimer.setInterval(kStoreDelayMs);
    connect(&m_storeTimer, &QTimer::timeout, this, &HistoryWriter::sendStores);
}

std::unique_ptr<HistoryWriter> HistoryWriter::onThread(const QString &path)
{
    std::unique_ptr<HistoryWriter> w(new HistoryWriter);
    w->m_connection = QStringLiteral("history-writer-%1").arg(quintptr(w.get()), 0, 16);
    w->m_thread = std::make_unique<QThread>();
    w->m_thread->setObjectName(QStringLiteral("history writer"));
    w->m_worker = new QObject;
    w->m_worker->moveToThread(w->m_thread.get());
    QObject::connect(w->m_thread.get(), &QThread::finished, w->m_worker, &QObject::deleteLater);
    w->m_thread->start(QThread::LowPriority);
    // The connection is made, used and removed on the worker's thread only (Qt's rule for SQL).
    QMetaObject::invokeMethod(w->m_worker, [self = w.get(), path]() {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), self->m_connection);
        db.setDatabaseName(path);
        if (db.open()) {
            QSqlQuery q(db);
            // A cache: a power cut may lose the last page stored, never the file's consistency.
            q.exec(QStringLiteral("PRAGMA synchronous=NORMAL"));
        }
        self->m_cache = std::make_unique<HistoryCache>(self->m_connection);
    });
    return w;
}

std::unique_ptr<HistoryWriter> HistoryWriter::onConnection(const QString &connectionName)
{
    std::unique_ptr<HistoryWriter> w(new HistoryWriter);
    w->m_worker = new QObject(w.get());
    w->m_cache = std::make_unique<HistoryCache>(connectionName);
    return w;
}

HistoryWriter::~HistoryWriter()
{
    if (!m_thread) {
        // On the caller's thread: what waits is stored now (queued jobs go with the worker).
        for (const Waiting &w : std::exchange(m_waiting, {}))
            m_cache->upsert(w.wallet, w.records);
        return;
    }
    sendStores();
    // Queued after every job already given: they finish, then the connection goes, then the
    // thread. Their results are not delivered (this object is going).
    QMetaObject::invokeMethod(m_worker, [this]() {
        m_cache.reset();
        QSqlDatabase::removeDatabase(m_connection);
        m_thread->quit();
    });
    m_thread->wait();
}

void HistoryWriter::post(Job job)
{
    QMetaObject::invokeMethod(
        m_worker,
        [this, job = std::move(job)]() {
            std::function<void()> finish = job(*m_cache);
            QMetaObject::invokeMethod(this, std::move(finish), Qt::QueuedConnection);
        },
        Qt::QueuedConnection);
}

void HistoryWriter::store(const QString &wallet, const QList<PaymentRecord> &records)
{
    auto w = std::find_if(m_waiting.begin(), m_waiting.end(),
                          [&wallet](const Waiting &x) { return x.wallet == wallet; });
    if (w == m_waiting.end())
        w = m_waiting.insert(m_waiting.end(), Waiting{wallet, {}, {}});
    for (const PaymentRecord &r : records) {
        // A page of 500 against a batch already waiting: found by id, not by a walk.
        if (const auto same = w->at.constFind(r.paymentId);
            !r.paymentId.isEmpty() && same != w->at.cend()) {
            w->records[*same] = r;
            continue;
        }
        if (!r.paymentId.isEmpty())
            w->at.insert(r.paymentId, w->records.size());
        w->records.append(r);
    }
    if (!m_storeTimer.isActive())
        m_storeTimer.start();
}

void HistoryWriter::sendStores()
{
    m_storeTimer.stop();
    for (const Waiting &w : std::exchange(m_waiting, {}))
        upsert(w.wallet, w.records);
}

void HistoryWriter::upsert(const QString &wallet, const QList<PaymentRecord> &records)
{
    post([wallet, records,
          self = QPointer<HistoryWriter>(this)](HistoryCache &cache) -> std::function<void()> {
        const HistoryCache::UpsertResult r = cache.upsert(wallet, records);
        return [self, wallet, r]() {
            if (self && (r.inserted || r.changed))
                Q_EMIT self->stored(wallet, r.inserted, r.changed);
        };
    });
}

void HistoryWriter::clearWallet(const QString &wallet)
{
    run<bool>(
        [wallet](HistoryCache &cache) {
            cache.clearWallet(wallet);
            return true;
        },
        this, {});
}

} // namespace paydesk
