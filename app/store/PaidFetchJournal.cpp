#include "PaidFetchJournal.h"

#include "AttemptLease.h"
#include "DatabaseSchema.h"
#include "RelaxedSync.h"

#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>

namespace paydesk {

namespace {
const char *const kFetchStates[] = {"paying", "paid", "delivered", "not-accepted", "failed"};
const char *const kFetchColumns =
    "id, url, origin, network, wallet, pay_to, mode, amount, version, "
    "state, payment_id, signature, proof_header, proof, detail, "
    "created_ms, updated_ms, receipt, symbol, owner, signs_only, up_to, charged";

FetchAttempt::State stateFrom(const QString &name)
{
    for (int i = 0; i < int(std::size(kFetchStates)); ++i)
        if (name == QLatin1String(kFetchStates[i]))
            return FetchAttempt::State(i);
    return FetchAttempt::State::Paying; // unknown: treat as "may have paid"
}
} // namespace

PaidFetchJournal::PaidFetchJournal(QSqlDatabase db) : m_db(db)
{
    m_ready = DatabaseSchema::app().upgrade(m_db, &m_lastError);
}

QString PaidFetchJournal::stateName(FetchAttempt::State state)
{
    return QString::fromLatin1(kFetchStates[int(state)]);
}

std::optional<qint64> PaidFetchJournal::begin(const FetchAttempt &a)
{
    QString why;
    const QString owner = AttemptLease::held(m_db.databaseName(), &why);
    if (owner.isEmpty()) {
        m_lastError = why;
        return std::nullopt;
    }
    const StatementCache::Statement qStatement = m_statements.query(
        QStringLiteral("INSERT INTO x402_attempts (url, origin, network, wallet, pay_to, "
                       "mode, amount, version, state, payment_id, signature, proof_header, "
                       "proof, detail, created_ms, updated_ms, symbol, owner, signs_only, up_to) "
                       "VALUES (COALESCE(?,''),COALESCE(?,''),COALESCE(?,''),COALESCE(?,''),"
                       "COALESCE(?,''),COALESCE(?,''),COALESCE(?,''),?,?,'','','','','',?,?,"
                       "COALESCE(?,''),?,?,?)"));
    QSqlQuery &q = *qStatement;
    const qint64 now = QDateTime::currentMSecsSinceEpoch();
    for (const QVariant &v :
         {QVariant(a.url), QVariant(a.origin), QVariant(a.network), QVariant(a.wallet),
          QVariant(a.payTo), QVariant(a.mode), QVariant(a.amount), QVariant(a.x402Version),
          QVariant(stateName(FetchAttempt::State::Paying)), QVariant(now), QVariant(now),
          QVariant(a.symbol), QVariant(owner), QVariant(a.signsOnly ? 1 : 0),
          QVariant(a.upTo ? 1 : 0)})
        q.addBindValue(v);
    if (!q.exec()) {
        m_lastError = q.lastError().text();
        return std::nullopt;
    }
    return q.lastInsertId().toLongLong();
}

bool PaidFetchJournal::setPaid(qint64 id, const QString &paymentId, const QString &signature,
                               const QString &proofHeader, const QString &proof)
{
    const StatementCache::Statement qStatement = m_statements.query(
        QStringLiteral("UPDATE x402_attempts SET state = ?, payment_id = COALESCE(?,''), "
                       "signature = COALESCE(?,''), proof_header = COALESCE(?,''), "
                       "proof = COALESCE(?,''), updated_ms = ? WHERE id = ? AND state = ?"));
    QSqlQuery &q = *qStatement;
    for (const QVariant &v :
         {QVariant(stateName(FetchAttempt::State::Paid)), QVariant(paymentId), QVariant(signature),
          QVariant(proofHeader), QVariant(proof), QVariant(QDateTime::currentMSecsSinceEpoch()),
          QVariant(id), QVariant(stateName(FetchAttempt::State::Paying))})
        q.addBindValue(v);
    if (!q.exec())
        m_lastError = q.lastError().text();
    else if (q.numRowsAffected() != 1)
        m_lastError = tr("the attempt is no longer open (closed as abandoned)");
    return q.isActive() && q.numRowsAffected() == 1;
}

bool PaidFetchJournal::setState(qint64 id, FetchAttempt::State state, const QString &detail)
{
    // Every state after begin() can be told again from what was synced before it (the lease, the
    // proof, the chain): see RelaxedSync. Two syncs a paid fetch: begin() and setPaid().
    const RelaxedSync relaxed(m_db);
    const StatementCache::Statement qStatement = m_statements.query(QStringLiteral(
        "UPDATE x402_attempts SET state = ?, detail = COALESCE(?,''), updated_ms = ? "
        "WHERE id = ?"));
    QSqlQuery &q = *qStatement;
    q.addBindValue(stateName(state));
    q.addBindValue(QVariant(detail));
    q.addBindValue(QDateTime::currentMSecsSinceEpoch());
    q.addBindValue(id);
    if (!q.exec())
        m_lastError = q.lastError().text();
    return q.isActive() && q.numRowsAffected() == 1;
}

bool PaidFetchJournal::setReceipt(qint64 id, const QString &receiptJson)
{
    const RelaxedSync relaxed(m_db); // the proof, synced, gets the seller's receipt again
    const StatementCache::Statement qStatement = m_statements.query(
        QStringLiteral("UPDATE x402_attempts SET receipt = COALESCE(?,''), updated_ms = ? "
                       "WHERE id = ?"));
    QSqlQuery &q = *qStatement;
    q.addBindValue(QVariant(receiptJson));
    q.addBindValue(QDateTime::currentMSecsSinceEpoch());
    q.addBindValue(id);
    if (!q.exec())
        m_lastError = q.lastError().text();
    return q.isActive() && q.numRowsAffected() == 1;
}

bool PaidFetchJournal::setCharged(qint64 id, const QString &charged)
{
    const RelaxedSync relaxed(m_db); // told again by the seller's receipt and the chain
    const StatementCache::Statement qStatement = m_statements.query(QStringLiteral(
        "UPDATE x402_attempts SET charged = COALESCE(?,''), updated_ms = ? WHERE id = ?"));
    QSqlQuery &q = *qStatement;
    q.addBindValue(QVariant(charged));
    q.addBindValue(QDateTime::currentMSecsSinceEpoch());
    q.addBindValue(id);
    if (!q.exec())
        m_lastError = q.lastError().text();
    return q.isActive() && q.numRowsAffected() == 1;
}

QList<FetchAttempt> PaidFetchJournal::select(const QString &where, const QVariantList &binds) const
{
    QList<FetchAttempt> out;
    const StatementCache::Statement qStatement =
        m_statements.query(QStringLiteral("SELECT %1 FROM x402_attempts %2 ORDER BY id DESC")
                               .arg(QString::fromLatin1(kFetchColumns), where));
    QSqlQuery &q = *qStatement;
    for (const QVariant &b : binds)
        q.addBindValue(b);
    if (!q.exec()) {
        m_lastError = q.lastError().text();
        return out;
    }
    while (q.next()) {
        FetchAttempt a;
        int c = 0;
        a.id = q.value(c++).toLongLong();
        for (QString *s : {&a.url, &a.origin, &a.network, &a.wallet, &a.payTo, &a.mode, &a.amount})
            *s = q.value(c++).toString();
        a.x402Version = q.value(c++).toInt();
        a.state = stateFrom(q.value(c++).toString());
        for (QString *s : {&a.paymentId, &a.signature, &a.proofHeader, &a.proof, &a.detail})
            *s = q.value(c++).toString();
        a.created = QDateTime::fromMSecsSinceEpoch(q.value(c++).toLongLong(), Qt::UTC);
        a.updated = QDateTime::fromMSecsSinceEpoch(q.value(c++).toLongLong(), Qt::UTC);
        a.receipt = q.value(c++).toString();
        a.symbol = q.value(c++).toString();
        a.owner = q.value(c++).toString();
        a.signsOnly = q.value(c++).toInt() != 0;
        a.upTo = q.value(c++).toInt() != 0;
        a.charged = q.value(c++).toString();
        out.append(a);
    }
    return out;
}

std::optional<FetchAttempt> PaidFetchJournal::find(qint64 id) const
{
    const auto list = select(QStringLiteral("WHERE id = ?"), {id});
    return list.isEmpty() ? std::nullopt : std::optional<FetchAttempt>(list.first());
}

QList<FetchAttempt> PaidFetchJournal::openWithoutProof() const
{
    // The literal state, so that the partial index x402_attempts_paying answers (step 8).
    return select(QStringLiteral("WHERE state = 'paying' AND proof = ''"), {});
}

QList<FetchAttempt> PaidFetchJournal::paidUndelivered() const
{
    return select(QStringLiteral("WHERE state = 'paid'"), {}); // x402_attempts_paid (step 8)
}

QList<FetchAttempt> PaidFetchJournal::changedSince(qint64 updatedMs) const
{
    return select(QStringLiteral("WHERE updated_ms > ?"), {QVariant(updatedMs)});
}

int PaidFetchJournal::paidCountSince(const QString &origin, qint64 sinceMs) const
{
    const StatementCache::Statement statement = m_statements.query(QStringLiteral(
        "SELECT COUNT(*) FROM x402_attempts WHERE origin = ? AND created_ms >= ? AND state != ?"));
    QSqlQuery &q = *statement;
    q.addBindValue(origin);
    q.addBindValue(sinceMs);
    q.addBindValue(stateName(FetchAttempt::State::Failed));
    return q.exec() && q.next() ? q.value(0).toInt() : 0;
}

bool PaidFetchJournal::ownerAlive(const FetchAttempt &attempt) const
{
    return AttemptLease::alive(m_db.databaseName(), attempt.owner);
}

std::optional<FetchAttempt> PaidFetchJournal::unfinishedFor(const QString &url) const
{
    // Only the newest attempt counts: a later delivered or failed one settles the URL.
    const auto list = select(QStringLiteral("WHERE url = ?"), {url});
    if (list.isEmpty() || list.first().state == FetchAttempt::State::Delivered ||
        list.first().state == FetchAttempt::State::Failed)
        return std::nullopt;
    return list.first();
}

std::optional<PaidFetchJournal::ReceiptRow> PaidFetchJournal::receiptFor(const QString &key) const
{
    if (key.isEmpty())
        return std::nullopt;
    if (!m_receiptQuery) {
        // Prepared once (the history asks for each row on screen). The two indexes answer the OR;
        // a payment id outranks a signature, then the newest attempt. With the agent that paid
        // (agent_payments), for the history's "by agent".
        m_receiptQuery = std::make_unique<QSqlQuery>(m_db);
        m_receiptQuery->setForwardOnly(true);
        m_receiptQuery->prepare(QStringLiteral(
            "SELECT a.payment_id, a.signature, a.url, a.receipt, a.state = :refused, "
            "COALESCE(p.agent, ''), a.up_to, a.amount, a.charged FROM x402_attempts a LEFT "
            "JOIN agent_payments p ON p.attempt_id = a.id WHERE (a.payment_id = :key OR "
            "a.signature = :key) AND (a.receipt <> '' OR a.state = :refused OR p.agent IS NOT "
            "NULL OR a.up_to <> 0) ORDER BY "
            "a.payment_id = :key DESC, a.id DESC LIMIT 1"));
    }
    QSqlQuery &q = *m_receiptQuery;
    q.bindValue(QStringLiteral(":refused"), stateName(FetchAttempt::State::NotAccepted));
    q.bindValue(QStringLiteral(":key"), key);
    if (!q.exec()) {
        m_lastError = q.lastError().text();
        return std::nullopt;
    }
    std::optional<ReceiptRow> row;
    if (q.next())
        row = ReceiptRow{q.value(0).toString(), q.value(1).toString(), q.value(2).toString(),
                         q.value(3).toString(), q.value(4).toBool(),   q.value(5).toString(),
                         q.value(6).toBool(),   q.value(7).toString(), q.value(8).toString()};
    q.finish(); // no read transaction left open on the journal
    return row;
}

QList<FetchAttempt> PaidFetchJournal::all() const
{
    return select(QString(), {});
}

} // namespace paydesk
