#include "PaymentJournal.h"

#include "DatabaseSchema.h"

#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>

namespace paydesk {

namespace {

const char *const kStates[] = {"signed", "submitted", "confirmed", "failed", "expired", "rejected"};
const char *const kColumns = "id, direction, payment_id, wallet, network, rpc_url, signature, "
                             "wire, last_valid_block_height, expires_ms, request, state, "
                             "detail, slot, created_ms, updated_ms, nonce, replaces";

QString text(const QString &s)
{
    return s.isNull() ? QStringLiteral("") : s;
}

QDateTime fromMs(const QVariant &v)
{
    return v.isNull() ? QDateTime() : QDateTime::fromMSecsSinceEpoch(v.toLongLong(), Qt::UTC);
}

} // namespace

PaymentJournal::PaymentJournal(QSqlDatabase db) : m_db(db)
{
    if (m_db.databaseName().isEmpty() || m_db.databaseName() == u":memory:") {
        // e.g. the app's fallback when its database file cannot be used: a journal that a
        // crash would lose is no journal, so nothing may be signed against it.
        m_lastError = tr("Paydesk's database file is not available, so local payments are off: "
                         "a payment must be journaled on disk before it is sent.");
        return;
    }
    QSqlError sqlError;
    m_ready = DatabaseSchema::app().upgrade(m_db, &m_lastError, &sqlError);
    if (!m_ready) {
        if (sqlError.type() != QSqlError::NoError)
            fail(sqlError);
        return;
    }
    QSqlQuery q(m_db);
    // A damaged file (garbage over it, cut short) must not be written to, and its entries must
    // not silently read as "nothing to recover": check the journal's pages once at start.
    const bool checked = q.exec(QStringLiteral("PRAGMA quick_check(payment_journal)")) && q.next();
    if (!checked || q.value(0).toString() != u"ok") {
        m_ready = false;
        if (checked)
            m_lastError = describeError(QSqlError(QString(), q.value(0).toString(),
                                                  QSqlError::StatementError, QStringLiteral("11")),
                                        m_db.databaseName());
        else
            fail(q.lastError());
    }
}

void PaymentJournal::fail(const QSqlError &error) const
{
    m_lastError = describeError(error, m_db.databaseName());
}

QString PaymentJournal::describeError(const QSqlError &error, const QString &file)
{
    const QString detail = error.databaseText().isEmpty() ? error.text() : error.databaseText();
    switch (error.nativeErrorCode().toInt() & 0xff) {
    case 5: // SQLITE_BUSY
    case 6: // SQLITE_LOCKED
        return tr("The database %1 is in use by another program (%2). Close it and try again.")
            .arg(file, detail);
    case 8: // SQLITE_READONLY
        return tr("The database %1 is read-only (%2), so Paydesk cannot record payments in it. "
                  "Make the file and its folder writable for you and try again; nothing was "
                  "changed.")
            .arg(file, detail);
    case 10: // SQLITE_IOERR (e.g. a write refused with EFBIG or EIO)
    case 13: // SQLITE_FULL
        return tr("The database %1 could not be written: the disk is full or failing (%2). Free "
                  "some space and try again; what was already stored is kept.")
            .arg(file, detail);
    case 11: // SQLITE_CORRUPT
    case 26: // SQLITE_NOTADB
        return tr("The database %1 is damaged (%2). Paydesk did not change it and will not "
                  "write to it. Quit Paydesk, move the file aside (keep it: it holds your "
                  "payment journal) or restore a backup, then start Paydesk again.")
            .arg(file, detail);
    case 14: // SQLITE_CANTOPEN
        return tr("The database %1 cannot be opened for writing (%2). Check that the file and "
                  "its folder exist and are writable for you, then try again.")
            .arg(file, detail);
    default:
        break;
    }
    return tr("The database %1 failed: %2").arg(file, detail);
}

QString PaymentJournal::stateName(JournalState state)
{
    return QString::fromLatin1(kStates[int(state)]);
}

std::optional<JournalState> PaymentJournal::stateFromName(const QString &name)
{
    for (int i = 0; i < int(std::size(kStates)); ++i)
        if (name == QLatin1String(kStates[i]))
            return JournalState(i);
    return std::nullopt;
}

std::optional<qint64> PaymentJournal::record(const JournalEntry &e)
{
    if (!m_ready)
        return std::nullopt; // lastError says why (damaged, not open, in memory only)
    QSqlQuery q(m_db);
    q.prepare(QStringLiteral("INSERT INTO payment_journal (direction, payment_id, wallet, "
                             "network, rpc_url, signature, wire, last_valid_block_height, "
                             "expires_ms, request, state, detail, slot, created_ms, updated_ms, "
                             "nonce, replaces) "
                             "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"));
    const qint64 now = QDateTime::currentMSecsSinceEpoch();
    for (const QVariant &v :
         {QVariant(journalDirectionName(e.direction)), QVariant(text(e.paymentId)),
          QVariant(text(e.wallet)), QVariant(text(e.network)), QVariant(text(e.rpcUrl)),
          QVariant(text(e.signature)), QVariant(e.wire.isNull() ? QByteArray("") : e.wire),
          QVariant(qint64(e.lastValidBlockHeight)),
          e.expiresAt.isValid() ? QVariant(e.expiresAt.toMSecsSinceEpoch()) : QVariant(),
          QVariant(e.request.isNull() ? QByteArray("{}") : e.request),
          QVariant(stateName(JournalState::Signed)), QVariant(text(e.detail)),
          QVariant(qint64(e.slot)), QVariant(now), QVariant(now),
          e.nonce ? QVariant(qint64(*e.nonce)) : QVariant(), QVariant(text(e.replaces))})
        q.addBindValue(v);
    if (!q.exec()) {
        fail(q.lastError());
        return std::nullopt;
    }
    return q.lastInsertId().toLongLong();
}

bool PaymentJournal::update(qint64 id, JournalState state, const QString &detail, quint64 slot)
{
    QSqlQuery q(m_db);
    q.prepare(QStringLiteral("UPDATE payment_journal SET state = ?, detail = ?, "
                             "slot = MAX(slot, ?), updated_ms = ? WHERE id = ?"));
    q.addBindValue(stateName(state));
    q.addBindValue(text(detail));
    q.addBindValue(qint64(slot));
    q.addBindValue(QDateTime::currentMSecsSinceEpoch());
    q.addBindValue(id);
    if (!q.exec()) {
        fail(q.lastError());
        return false;
    }
    return q.numRowsAffected() == 1;
}

QList<JournalEntry> PaymentJournal::select(const QString &where, const QVariantList &binds,
                                           const QString &order) const
{
    QList<JournalEntry> out;
    QSqlQuery q(m_db);
    q.prepare(QStringLiteral("SELECT %1 FROM payment_journal %2 ORDER BY %3")
                  .arg(QLatin1String(kColumns), where, order));
    for (const QVariant &b : binds)
        q.addBindValue(b);
    if (!q.exec()) {
        fail(q.lastError());
        return out;
    }
    while (q.next()) {
        JournalEntry e;
        e.id = q.value(0).toLongLong();
        e.direction = directionFromName(q.value(1).toString());
        e.paymentId = q.value(2).toString();
        e.wallet = q.value(3).toString();
        e.network = q.value(4).toString();
        e.rpcUrl = q.value(5).toString();
        e.signature = q.value(6).toString();
        e.wire = q.value(7).toByteArray();
        e.lastValidBlockHeight = quint64(q.value(8).toLongLong());
        e.expiresAt = fromMs(q.value(9));
        e.request = q.value(10).toByteArray();
        e.state = stateFromName(q.value(11).toString()).value_or(JournalState::Signed);
        e.detail = q.value(12).toString();
        e.slot = quint64(q.value(13).toLongLong());
        e.created = fromMs(q.value(14));
        e.updated = fromMs(q.value(15));
        if (!q.value(16).isNull())
            e.nonce = quint64(q.value(16).toLongLong());
        e.replaces = q.value(17).toString();
        out.append(e);
    }
    return out;
}

std::optional<JournalEntry> PaymentJournal::find(qint64 id) const
{
    const auto rows = select(QStringLiteral("WHERE id = ?"), {id}, QStringLiteral("id"));
    return rows.isEmpty() ? std::nullopt : std::optional(rows.first());
}

std::optional<JournalEntry> PaymentJournal::findBySignature(const QString &signature) const
{
    const auto rows =
        select(QStringLiteral("WHERE signature = ?"), {signature}, QStringLiteral("id"));
    return rows.isEmpty() ? std::nullopt : std::optional(rows.first());
}

QList<JournalEntry> PaymentJournal::unresolved() const
{
    return select(QStringLiteral("WHERE state IN ('signed', 'submitted')"), {},
                  QStringLiteral("id"));
}

QList<JournalEntry> PaymentJournal::all() const
{
    return select(QString(), {}, QStringLiteral("id DESC"));
}

QList<JournalEntry> PaymentJournal::unresolvedNonces(const QString &wallet,
                                                     const QString &network) const
{
    return select(QStringLiteral("WHERE wallet = ? AND network = ? AND nonce IS NOT NULL AND "
                                 "state IN ('signed', 'submitted')"),
                  {wallet, network}, QStringLiteral("id"));
}

QList<JournalEntry> PaymentJournal::withNonce(const QString &wallet, const QString &network,
                                              quint64 nonce) const
{
    return select(QStringLiteral("WHERE wallet = ? AND network = ? AND nonce = ?"),
                  {wallet, network, qint64(nonce)}, QStringLiteral("id"));
}

} // namespace paydesk
