#include "HistoryWriter.h"

#include <QSqlQuery>

namespace paydesk {

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
    if (!m_thread)
        return;
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
    run<HistoryCache::UpsertResult>(
        [wallet, records](HistoryCache &cache) { return cache.upsert(wallet, records); }, this,
        [this, wallet](const HistoryCache::UpsertResult &r) {
            if (r.inserted || r.changed)
                Q_EMIT stored(wallet, r.inserted, r.changed);
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
