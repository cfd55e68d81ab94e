#include "PaymentBook.h"

#include "ErrorReply.h"
#include "SandboxStore.h"
#include "core/Base58.h"

#include <QRandomGenerator>

namespace paydesk::sandbox {

PaymentBook::PaymentBook(SandboxStore *store, QObject *parent) : QObject(parent), m_store(store) {}

void PaymentBook::load()
{
    for (const QByteArray &row : m_store->payments()) {
        const auto j = nlohmann::json::parse(row.toStdString(), nullptr, false);
        if (auto r = PaymentRecord::fromStoreJson(j)) {
            m_index.insert(r->id, m_records.size());
            m_records.append(*r);
        }
    }
}

QString PaymentBook::newId()
{
    QByteArray raw(16, '\0');
    QRandomGenerator::system()->generate(raw.begin(), raw.end());
    return QStringLiteral("pay_") + QString::fromLatin1(base58::encode(raw));
}

void PaymentBook::add(PaymentRecord record)
{
    if (record.createdAt == 0)
        record.createdAt = nowMs();
    record.updatedAt = record.createdAt;
    m_store->savePayment(record.id, jsonBytes(record.toStoreJson()));
    m_index.insert(record.id, m_records.size());
    const QString id = record.id;
    m_records.append(std::move(record));
    Q_EMIT changed(id);
}

const PaymentRecord *PaymentBook::find(const QString &id) const
{
    const auto it = m_index.constFind(id);
    return it == m_index.constEnd() ? nullptr : &m_records.at(it.value());
}

const PaymentRecord *PaymentBook::findBySignature(const QString &signature) const
{
    for (const PaymentRecord &r : m_records) {
        if (!signature.isEmpty() && r.signature == signature)
            return &r;
    }
    return nullptr;
}

const PaymentRecord *PaymentBook::findByMessageHash(const QByteArray &messageHash) const
{
    for (const PaymentRecord &r : m_records) {
        if (!messageHash.isEmpty() && r.messageHash == messageHash)
            return &r;
    }
    return nullptr;
}

void PaymentBook::update(PaymentRecord record)
{
    const auto it = m_index.constFind(record.id);
    if (it == m_index.constEnd())
        return;
    record.updatedAt = qMax(nowMs(), record.createdAt);
    m_store->savePayment(record.id, jsonBytes(record.toStoreJson()));
    const QString id = record.id;
    m_records[it.value()] = std::move(record);
    Q_EMIT changed(id);
}

void PaymentBook::transition(const QString &id, const QString &status,
                             std::optional<quint64> blockHeight, const QString &error)
{
    const PaymentRecord *current = find(id);
    if (!current || current->isFinal() || current->status == status)
        return;
    const bool terminal = status == u"failed" || status == u"expired";
    if (!terminal && PaymentRecord::rank(status) < PaymentRecord::rank(current->status))
        return;
    PaymentRecord r = *current;
    r.status = status;
    if (blockHeight)
        r.blockHeight = blockHeight;
    if (!error.isEmpty())
        r.error = error;
    update(std::move(r));
}

QList<PaymentRecord> PaymentBook::openRecords() const
{
    QList<PaymentRecord> out;
    for (const PaymentRecord &r : m_records) {
        if (!r.isFinal())
            out.append(r);
    }
    return out;
}

PaymentBook::Page PaymentBook::history(const QString &wallet, const QString &type, int limit,
                                       int offset) const
{
    Page page;
    for (qsizetype i = m_records.size() - 1; i >= 0; --i) {
        const PaymentRecord &r = m_records.at(i);
        const bool sent = PaymentRecord::sameAddress(r.from, wallet);
        const bool received = PaymentRecord::sameAddress(r.to, wallet);
        const bool match = type == u"sent"       ? sent
                           : type == u"received" ? received
                                                 : (sent || received);
        if (!match)
            continue;
        if (page.total >= offset && page.items.size() < limit)
            page.items.append(r.toJson(wallet));
        ++page.total;
    }
    return page;
}

} // namespace paydesk::sandbox
