#pragma once

#include "HistoryCache.h"

#include <QHash>
#include <QObject>
#include <QPointer>
#include <QThread>
#include <QTimer>
#include <functional>
#include <memory>

namespace paydesk {

// Writes the history cache away from the window's thread. Storing a page of 500 new payments
// (five b-trees per row, then the trigram index) takes SQLite tens of milliseconds: on the GUI
// thread that is a visible stall each time a page arrives. The writer keeps its own connection
// to the history file and its own HistoryCache over it; the window keeps reading through its own
// connection, and with the file in WAL mode neither waits for the other. Rows are search-indexed
// in the same transaction that stores them, so a reader never sees a row it cannot find.
//
// Jobs run one at a time in the order given; each result comes back to the caller's thread as a
// queued call (never nested, never synchronous), and is dropped when its context object is gone.
// store() waits kStoreDelayMs for more: a paid request changes its record three times within a
// few milliseconds (proof sent, receipt kept, delivered), and an agent pays many in a row; the
// records given meanwhile go in one transaction and are indexed once, the last of a payment
// winning. Any other job first sends the stores given before it, so the order holds.
// The history file is only a cache: the payment journal lives in another file and never waits
// for this writer.
class HistoryWriter : public QObject
{
    Q_OBJECT
public:
    // On a thread of its own, over the SQLite file `path` (the caller's connection to it must
    // already exist, so the schema does).
    static std::unique_ptr<HistoryWriter> onThread(const QString &path);
    // On the caller's thread over the open connection `connectionName` (the in-memory fallback,
    // where a second connection would see another database): the same order and asynchrony.
    static std::unique_ptr<HistoryWriter> onConnection(const QString &connectionName);
    ~HistoryWriter() override; // lets queued jobs finish, then stops the thread

    bool isThreaded() const { return m_thread != nullptr; }

    // Runs `job` on the writer's cache; `done` gets its result on the caller's thread if
    // `context` still exists then.
    template <typename Result>
    void run(std::function<Result(HistoryCache &)> job, QObject *context,
             std::function<void(const Result &)> done)
    {
        sendStores();
        post([job = std::move(job), guard = QPointer<QObject>(context),
              done = std::move(done)](HistoryCache &cache) -> std::function<void()> {
            Result result = job(cache);
            return [guard, done, result = std::move(result)]() {
                if (guard && done)
                    done(result);
            };
        });
    }

    // Inserts or updates `records` of `wallet` (within kStoreDelayMs, with the stores given
    // meanwhile); stored() reports the rows that changed.
    void store(const QString &wallet, const QList<PaymentRecord> &records);
    static constexpr int kStoreDelayMs = 50;
    void clearWallet(const QString &wallet);

Q_SIGNALS:
    // Rows of `wallet` were inserted or changed by store() (run() jobs report through `done`).
    void stored(const QString &wallet, int inserted, int changed);

private:
    HistoryWriter();
    using Job = std::function<std::function<void()>(HistoryCache &)>;
    void post(Job job);
    void sendStores(); // the stores waiting, as one job per wallet
    void upsert(const QString &wallet, const QList<PaymentRecord> &records);

    struct Waiting
    {
        QString wallet;
        QList<PaymentRecord> records; // the last of each payment id, in first-given order
        QHash<QString, qsizetype> at; // payment id -> its place in records
    };
    QList<Waiting> m_waiting;
    QTimer m_storeTimer;

    std::unique_ptr<QThread> m_thread;
    QObject *m_worker = nullptr;           // lives on m_thread (or this thread), owns nothing
    std::unique_ptr<HistoryCache> m_cache; // used only on the worker's thread
    QString m_connection;                  // the worker's own, when threaded
};

} // namespace paydesk
