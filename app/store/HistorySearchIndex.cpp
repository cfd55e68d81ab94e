#include "HistorySearchIndex.h"

#include <QSqlQuery>
#include <QStringList>
#include <algorithm>

namespace paydesk {

namespace {
// 64 symbols: a wallet's tag is its number in history_wallet_tags, in 3 of them (one trigram).
const char kTagSymbols[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
constexpr qint64 kMaxTags = 64 * 64 * 64;
constexpr int kFewMatches = 5000;
constexpr QChar kSeparator(31);

QString tagSql(const QString &id)
{
    const QString symbols = QStringLiteral("'") + QLatin1String(kTagSymbols) + u'\'';
    return QStringLiteral("substr(%1, (%2 / 4096) % 64 + 1, 1) || substr(%1, (%2 / 64) % 64 + 1, "
                          "1) || substr(%1, %2 % 64 + 1, 1)")
        .arg(symbols, id);
}

QString textSql(const QString &row)
{
    QStringList parts;
    for (const char *column :
         {"payment_id", "counterparty", "amount", "signature", "resource", "status"})
        parts.append(QStringLiteral("coalesce(%1.%2, '')").arg(row, QLatin1String(column)));
    return QStringLiteral("lower(") + parts.join(QStringLiteral(" || char(31) || ")) + u')';
}

QString directionSql(const QString &row)
{
    return QStringLiteral("CASE %1.direction WHEN 'sent' THEN 'snt' WHEN 'received' THEN 'rcv' "
                          "ELSE 'oth' END")
        .arg(row);
}

// GLOB '*text*' on the lowered copy: the special characters in brackets. (GLOB's scan is faster
// than instr() here, and as exact: both compare code points.)
QString containsGlob(const QString &lowered)
{
    QString g = QStringLiteral("*");
    for (const QChar c : lowered) {
        if (c == u'*' || c == u'?' || c == u'[')
            g += u'[' + QString(c) + u']';
        else
            g += c;
    }
    return g + u'*';
}

QString directionTag(Direction direction)
{
    return direction == Direction::Sent ? QStringLiteral("snt") : QStringLiteral("rcv");
}
} // namespace

QString HistorySearchIndex::countSql(const QString &rest, qint64 limit)
{
    return limit > 0 ? QStringLiteral("SELECT COUNT(*) FROM (SELECT 1 %1 LIMIT %2)")
                           .arg(rest, QString::number(limit))
                     : QStringLiteral("SELECT COUNT(*) ") + rest;
}

HistorySearchIndex::HistorySearchIndex(QString connectionName)
    : m_connection(std::move(connectionName))
{}

QSqlDatabase HistorySearchIndex::db() const
{
    return QSqlDatabase::database(m_connection, false);
}

QString HistorySearchIndex::asciiLower(QString text)
{
    for (QChar &c : text)
        if (c >= u'A' && c <= u'Z')
            c = QChar(c.unicode() + 32);
    return text;
}

QString HistorySearchIndex::phrase(const QString &text)
{
    QString p = asciiLower(text);
    p.replace(u'"', QStringLiteral("\"\""));
    return u'"' + p + u'"';
}

bool HistorySearchIndex::open()
{
    QSqlDatabase d = db();
    QSqlQuery q(d);
    // The table is made by the schema (DatabaseSchema::history()), unless this SQLite lacks FTS5.
    if (!q.exec(QStringLiteral("SELECT 1 FROM sqlite_master WHERE name = 'history_text'")) ||
        !q.next())
        return m_ok = false;
    q.finish();
    // Out of step (a cache written by a version without the index, or emptied by an upgrade):
    // built again from history_payments.
    auto rows = [&q](const char *table) {
        const qint64 n =
            q.exec(QStringLiteral("SELECT COUNT(*) FROM ") + QLatin1String(table)) && q.next()
                ? q.value(0).toLongLong()
                : -1;
        q.finish();
        return n;
    };
    if (rows("history_text") == rows("history_payments"))
        return m_ok = true;
    d.transaction();
    const QStringList fill = {
        QStringLiteral("DELETE FROM history_text"),
        QStringLiteral("INSERT OR IGNORE INTO history_wallet_tags (wallet) SELECT DISTINCT "
                       "wallet FROM history_payments"),
        QStringLiteral("INSERT INTO history_text (rowid, text, w, d) ") + selectRows(QString()),
    };
    for (const QString &stmt : fill) {
        if (!q.exec(stmt)) {
            d.rollback();
            return m_ok = false;
        }
    }
    return m_ok = d.commit();
}

QString HistorySearchIndex::selectRows(const QString &condition)
{
    return QStringLiteral("SELECT p.rowid, %1, %2, %3 FROM history_payments p JOIN "
                          "history_wallet_tags t ON t.wallet = p.wallet")
               .arg(textSql(QStringLiteral("p")), tagSql(QStringLiteral("t.id")),
                    directionSql(QStringLiteral("p"))) +
           (condition.isEmpty() ? QString() : QStringLiteral(" WHERE ") + condition);
}

namespace {
// Rowids bound as one JSON array (a statement with hundreds of parameters costs more to compile
// than to run).
QString idList(const QList<qint64> &rowids)
{
    QByteArray list = "[";
    for (const qint64 id : rowids) {
        if (list.size() > 1)
            list += ',';
        list += QByteArray::number(id);
    }
    return QString::fromLatin1(list + ']');
}
} // namespace

void HistorySearchIndex::index(const QString &wallet, const QList<qint64> &rowids)
{
    if (!m_ok || rowids.isEmpty())
        return;
    const auto run = [this](const QString &sql, const QVariant &bind) {
        const StatementCache::Statement q = statements().query(sql);
        q->addBindValue(bind);
        q->exec();
    };
    run(QStringLiteral("INSERT OR IGNORE INTO history_wallet_tags (wallet) VALUES (?)"), wallet);
    // A changed row's old text goes first. Trigram-indexing a 500-row page takes ~14 ms: callers
    // store off the GUI thread (HistoryWriter), and readers never find a row unindexed.
    const QString ids = QStringLiteral("(SELECT value FROM json_each(?))");
    run(QStringLiteral("DELETE FROM history_text WHERE rowid IN ") + ids, idList(rowids));
    run(QStringLiteral("INSERT INTO history_text (rowid, text, w, d) ") +
            selectRows(QStringLiteral("p.rowid IN ") + ids),
        idList(rowids));
}

StatementCache &HistorySearchIndex::statements() const
{
    if (!m_statements)
        m_statements = std::make_unique<StatementCache>(db());
    return *m_statements;
}

void HistorySearchIndex::removeWallet(const QString &wallet)
{
    if (!m_ok)
        return;
    QSqlQuery q(db());
    q.prepare(QStringLiteral("DELETE FROM history_text WHERE rowid IN (SELECT rowid FROM "
                             "history_payments WHERE wallet = ?)"));
    q.addBindValue(wallet);
    q.exec();
}

std::optional<QString> HistorySearchIndex::walletTag(const QString &wallet) const
{
    QSqlQuery q(db());
    q.prepare(QStringLiteral("SELECT id FROM history_wallet_tags WHERE wallet = ?"));
    q.addBindValue(wallet);
    if (!q.exec())
        return std::nullopt;
    if (!q.next())
        return QString(); // no payment of this wallet was ever cached
    const qint64 id = q.value(0).toLongLong();
    if (id < 0 || id >= kMaxTags)
        return std::nullopt;
    return QString(QLatin1Char(kTagSymbols[id / 4096 % 64])) +
           QLatin1Char(kTagSymbols[id / 64 % 64]) + QLatin1Char(kTagSymbols[id % 64]);
}

std::optional<qint64> HistorySearchIndex::count(const QString &wallet, Direction direction,
                                                const QString &text, qint64 limit) const
{
    const qsizetype length = text.toUcs4().size();
    if (!m_ok || length == 0 || text.contains(kSeparator))
        return std::nullopt;
    const auto tag = walletTag(wallet);
    if (!tag)
        return std::nullopt;
    if (tag->isEmpty())
        return 0;
    QSqlQuery q(db());
    if (length >= 3) {
        QString match =
            QStringLiteral("text : ") + phrase(text) + QStringLiteral(" AND w : \"") + *tag + u'"';
        if (direction != Direction::Unknown)
            match += QStringLiteral(" AND d : \"") + directionTag(direction) + u'"';
        q.prepare(countSql(QStringLiteral("FROM history_text WHERE history_text MATCH ?"), limit));
        q.addBindValue(match);
    } else {
        // Too short for trigrams: a scan, but of the index's narrow copy (c0 text, c1 w, c2 d).
        q.prepare(countSql(
            QStringLiteral("FROM history_text_content WHERE c1 = ?") +
                (direction == Direction::Unknown ? QString() : QStringLiteral(" AND c2 = ?")) +
                QStringLiteral(" AND c0 GLOB ?"),
            limit));
        q.addBindValue(*tag);
        if (direction != Direction::Unknown)
            q.addBindValue(directionTag(direction));
        q.addBindValue(containsGlob(asciiLower(text)));
    }
    if (!q.exec() || !q.next())
        return std::nullopt;
    return q.value(0).toLongLong();
}

QString HistorySearchIndex::textClause(const QString &text, QVariantList *binds, bool *few) const
{
    *few = false;
    if (!m_ok || text.isEmpty() || text.contains(kSeparator))
        return {};
    if (text.toUcs4().size() >= 3) {
        const QString match = QStringLiteral("text : ") + phrase(text);
        QSqlQuery q(db());
        q.prepare(QStringLiteral("SELECT COUNT(*) FROM (SELECT 1 FROM history_text WHERE "
                                 "history_text MATCH ? LIMIT %1)")
                      .arg(kFewMatches + 1));
        q.addBindValue(match);
        if (q.exec() && q.next() && q.value(0).toInt() <= kFewMatches) {
            *few = true;
            binds->append(match);
            return QStringLiteral(" AND rowid IN (SELECT rowid FROM history_text WHERE "
                                  "history_text MATCH ?)");
        }
    }
    // Many matches (or a text too short for trigrams): checked row by row as the caller walks
    // its rows in order, on the index's narrow lowered copy rather than with six LIKEs.
    binds->append(containsGlob(asciiLower(text)));
    return QStringLiteral(" AND (SELECT c0 FROM history_text_content WHERE id = "
                          "history_payments.rowid) GLOB ?");
}

} // namespace paydesk
