#include "SandboxStore.h"

#include "core/Base58.h"

#include <QSqlError>
#include <QSqlQuery>
#include <QUuid>
#include <QVariant>

namespace paydesk::sandbox {

namespace {
const char *const kSchema[] = {
    "CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value BLOB)",
    "CREATE TABLE IF NOT EXISTS accounts (pubkey BLOB PRIMARY KEY, lamports INTEGER NOT NULL)",
    "CREATE TABLE IF NOT EXISTS transactions (signature BLOB PRIMARY KEY, slot INTEGER, "
    "block_time INTEGER, wire BLOB, err TEXT, fee INTEGER, message_hash BLOB, detail TEXT)",
    "CREATE TABLE IF NOT EXISTS evm_balances (address TEXT PRIMARY KEY, wei TEXT NOT NULL)",
    "CREATE TABLE IF NOT EXISTS evm_transactions (hash TEXT PRIMARY KEY, from_addr TEXT, "
    "to_addr TEXT, wei TEXT, block INTEGER, time_ms INTEGER)",
    "CREATE TABLE IF NOT EXISTS wallets (address TEXT PRIMARY KEY, chain TEXT, secret BLOB)",
    "CREATE TABLE IF NOT EXISTS payments (id TEXT PRIMARY KEY, record TEXT NOT NULL)",
    "CREATE TABLE IF NOT EXISTS events (id INTEGER PRIMARY KEY, time_ms INTEGER NOT NULL, "
    "wallets TEXT NOT NULL, frame BLOB NOT NULL)",
    "CREATE TABLE IF NOT EXISTS consumed_proofs (key TEXT PRIMARY KEY)",
    "CREATE TABLE IF NOT EXISTS keyed_rows (kind TEXT NOT NULL, key TEXT NOT NULL, value BLOB, "
    "PRIMARY KEY (kind, key))",
    "CREATE TABLE IF NOT EXISTS account_data (pubkey BLOB PRIMARY KEY, owner BLOB NOT NULL, "
    "data BLOB NOT NULL)",
};

QString text(const nlohmann::json &j)
{
    return QString::fromStdString(j.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace));
}

nlohmann::json parseJson(const QString &s)
{
    return nlohmann::json::parse(s.toStdString(), nullptr, false);
}
} // namespace

SandboxStore::SandboxStore()
    : m_connection(QStringLiteral("paydesk-sandbox-") +
                   QUuid::createUuid().toString(QUuid::WithoutBraces))
{}

SandboxStore::~SandboxStore()
{
    close();
}

bool SandboxStore::open(const QString &path, QString *error)
{
    m_db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), m_connection);
    m_db.setDatabaseName(path.isEmpty() ? QStringLiteral(":memory:") : path);
    if (!m_db.open()) {
        *error = m_db.lastError().text();
        return false;
    }
    exec(QStringLiteral("PRAGMA journal_mode=WAL"));
    exec(QStringLiteral("PRAGMA synchronous=NORMAL"));
    for (const char *sql : kSchema) {
        if (!exec(QString::fromLatin1(sql))) {
            *error = m_db.lastError().text();
            return false;
        }
    }
    return true;
}

void SandboxStore::close()
{
    if (m_db.isValid()) {
        m_db.close();
        m_db = QSqlDatabase();
        QSqlDatabase::removeDatabase(m_connection);
    }
}

bool SandboxStore::exec(const QString &sql, const QVariantList &values)
{
    QSqlQuery q(m_db);
    if (!q.prepare(sql)) {
        qWarning("sandbox store: %s", qPrintable(q.lastError().text()));
        return false;
    }
    for (const QVariant &v : values)
        q.addBindValue(v);
    if (!q.exec()) {
        qWarning("sandbox store: %s", qPrintable(q.lastError().text()));
        return false;
    }
    return true;
}

void SandboxStore::begin()
{
    m_db.transaction();
}

void SandboxStore::commit()
{
    m_db.commit();
}

QByteArray SandboxStore::meta(const QString &key) const
{
    QSqlQuery q(m_db);
    q.prepare(QStringLiteral("SELECT value FROM meta WHERE key = ?"));
    q.addBindValue(key);
    if (q.exec() && q.next())
        return q.value(0).toByteArray();
    return {};
}

void SandboxStore::setMeta(const QString &key, const QByteArray &value)
{
    exec(QStringLiteral("INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)"), {key, value});
}

QHash<QByteArray, quint64> SandboxStore::balances() const
{
    QHash<QByteArray, quint64> out;
    QSqlQuery q(QStringLiteral("SELECT pubkey, lamports FROM accounts"), m_db);
    while (q.next())
        out.insert(q.value(0).toByteArray(), quint64(q.value(1).toLongLong()));
    return out;
}

void SandboxStore::setBalance(const QByteArray &pubkey, quint64 lamports)
{
    // The lamports' bit pattern is kept in a signed 64-bit column and read back unchanged.
    exec(QStringLiteral("INSERT OR REPLACE INTO accounts (pubkey, lamports) VALUES (?, ?)"),
         {pubkey, qint64(lamports)});
}

QHash<QString, QByteArray> SandboxStore::rows(const QString &kind) const
{
    QHash<QString, QByteArray> out;
    QSqlQuery q(m_db);
    q.prepare(QStringLiteral("SELECT key, value FROM keyed_rows WHERE kind = ?"));
    q.addBindValue(kind);
    if (q.exec())
        while (q.next())
            out.insert(q.value(0).toString(), q.value(1).toByteArray());
    return out;
}

void SandboxStore::setRow(const QString &kind, const QString &key, const QByteArray &value)
{
    exec(QStringLiteral("INSERT OR REPLACE INTO keyed_rows (kind, key, value) VALUES (?, ?, ?)"),
         {kind, key, value});
}

AccountDataMap SandboxStore::accountData() const
{
    AccountDataMap out;
    QSqlQuery q(QStringLiteral("SELECT pubkey, owner, data FROM account_data"), m_db);
    while (q.next())
        out.insert(q.value(0).toByteArray(), {q.value(1).toByteArray(), q.value(2).toByteArray()});
    return out;
}

void SandboxStore::setAccountData(const QByteArray &pubkey, const AccountData &data)
{
    exec(QStringLiteral(
             "INSERT OR REPLACE INTO account_data (pubkey, owner, data) VALUES (?, ?, ?)"),
         {pubkey, data.owner, data.data});
}

QList<LandedTransaction> SandboxStore::transactions() const
{
    QList<LandedTransaction> out;
    QSqlQuery q(QStringLiteral("SELECT signature, slot, block_time, wire, err, fee, message_hash, "
                               "detail FROM transactions ORDER BY rowid"),
                m_db);
    while (q.next()) {
        LandedTransaction t;
        t.signature = q.value(0).toByteArray();
        t.slot = quint64(q.value(1).toLongLong());
        t.blockTimeMs = q.value(2).toLongLong();
        t.wire = q.value(3).toByteArray();
        t.err = parseJson(q.value(4).toString());
        t.fee = quint64(q.value(5).toLongLong());
        t.messageHash = q.value(6).toByteArray();
        const nlohmann::json d = parseJson(q.value(7).toString());
        if (d.is_object()) {
            for (const auto &k : d.value("keys", nlohmann::json::array()))
                t.accountKeys.append(*base58::decode(QByteArray::fromStdString(k)));
            for (const auto &v : d.value("pre", nlohmann::json::array()))
                t.preBalances.append(v.get<quint64>());
            for (const auto &v : d.value("post", nlohmann::json::array()))
                t.postBalances.append(v.get<quint64>());
            for (const auto &v : d.value("logs", nlohmann::json::array()))
                t.logs.append(QString::fromStdString(v.get<std::string>()));
            t.unitsConsumed = d.value("units", quint64(0));
        }
        out.append(t);
    }
    return out;
}

void SandboxStore::insertTransaction(const LandedTransaction &t)
{
    nlohmann::json d;
    d["keys"] = nlohmann::json::array();
    for (const QByteArray &k : t.accountKeys)
        d["keys"].push_back(base58::encode(k).toStdString());
    d["pre"] = nlohmann::json(std::vector<quint64>(t.preBalances.begin(), t.preBalances.end()));
    d["post"] = nlohmann::json(std::vector<quint64>(t.postBalances.begin(), t.postBalances.end()));
    d["logs"] = nlohmann::json::array();
    for (const QString &l : t.logs)
        d["logs"].push_back(l.toStdString());
    d["units"] = t.unitsConsumed;
    exec(QStringLiteral("INSERT OR REPLACE INTO transactions (signature, slot, block_time, wire, "
                        "err, fee, message_hash, detail) VALUES (?, ?, ?, ?, ?, ?, ?, ?)"),
         {t.signature, qint64(t.slot), t.blockTimeMs, t.wire, text(t.err), qint64(t.fee),
          t.messageHash, text(d)});
}

QHash<QString, QString> SandboxStore::evmBalances() const
{
    QHash<QString, QString> out;
    QSqlQuery q(QStringLiteral("SELECT address, wei FROM evm_balances"), m_db);
    while (q.next())
        out.insert(q.value(0).toString(), q.value(1).toString());
    return out;
}

void SandboxStore::setEvmBalance(const QString &address, const QString &wei)
{
    exec(QStringLiteral("INSERT OR REPLACE INTO evm_balances (address, wei) VALUES (?, ?)"),
         {address, wei});
}

QList<SandboxStore::EvmTxRow> SandboxStore::evmTransactions() const
{
    QList<EvmTxRow> out;
    QSqlQuery q(QStringLiteral("SELECT hash, from_addr, to_addr, wei, block, time_ms "
                               "FROM evm_transactions ORDER BY rowid"),
                m_db);
    while (q.next()) {
        out.append({q.value(0).toString(), q.value(1).toString(), q.value(2).toString(),
                    q.value(3).toString(), quint64(q.value(4).toLongLong()),
                    q.value(5).toLongLong()});
    }
    return out;
}

void SandboxStore::insertEvmTransaction(const EvmTxRow &t)
{
    exec(QStringLiteral("INSERT OR REPLACE INTO evm_transactions (hash, from_addr, to_addr, wei, "
                        "block, time_ms) VALUES (?, ?, ?, ?, ?, ?)"),
         {t.hash, t.from, t.to, t.wei, qint64(t.block), t.timeMs});
}

QList<SandboxStore::WalletRow> SandboxStore::wallets() const
{
    QList<WalletRow> out;
    QSqlQuery q(QStringLiteral("SELECT address, chain, secret FROM wallets ORDER BY rowid"), m_db);
    while (q.next())
        out.append({q.value(0).toString(), q.value(1).toString(), q.value(2).toByteArray()});
    return out;
}

void SandboxStore::insertWallet(const WalletRow &w)
{
    exec(QStringLiteral("INSERT OR REPLACE INTO wallets (address, chain, secret) VALUES (?, ?, ?)"),
         {w.address, w.chain, w.secret});
}

QList<QByteArray> SandboxStore::payments() const
{
    QList<QByteArray> out;
    QSqlQuery q(QStringLiteral("SELECT record FROM payments ORDER BY rowid"), m_db);
    while (q.next())
        out.append(q.value(0).toString().toUtf8());
    return out;
}

void SandboxStore::savePayment(const QString &id, const QByteArray &json)
{
    // UPSERT keeps the row (and so its creation order) when a record is updated.
    exec(QStringLiteral("INSERT INTO payments (id, record) VALUES (?, ?) "
                        "ON CONFLICT(id) DO UPDATE SET record = excluded.record"),
         {id, QString::fromUtf8(json)});
}

QList<SandboxStore::EventRow> SandboxStore::events() const
{
    QList<EventRow> out;
    QSqlQuery q(m_db);
    q.setForwardOnly(true);
    q.exec(QStringLiteral("SELECT id, time_ms, wallets, frame FROM events ORDER BY id"));
    while (q.next())
        out.append({q.value(0).toULongLong(), q.value(1).toLongLong(), q.value(2).toString(),
                    q.value(3).toByteArray()});
    return out;
}

void SandboxStore::insertEvent(const EventRow &row)
{
    exec(QStringLiteral("INSERT OR REPLACE INTO events (id, time_ms, wallets, frame) "
                        "VALUES (?, ?, ?, ?)"),
         {QVariant::fromValue(row.id), row.timeMs, row.wallets, row.frame});
}

void SandboxStore::deleteEventsUpTo(quint64 id)
{
    exec(QStringLiteral("DELETE FROM events WHERE id <= ?"), {QVariant::fromValue(id)});
}

QStringList SandboxStore::consumedProofs() const
{
    QStringList out;
    QSqlQuery q(QStringLiteral("SELECT key FROM consumed_proofs"), m_db);
    while (q.next())
        out.append(q.value(0).toString());
    return out;
}

void SandboxStore::insertConsumedProof(const QString &key)
{
    exec(QStringLiteral("INSERT OR IGNORE INTO consumed_proofs (key) VALUES (?)"), {key});
}

} // namespace paydesk::sandbox
