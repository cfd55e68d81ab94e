#include "ReceiptBook.h"

#include "store/PaidFetchJournal.h"

#include <QJsonDocument>
#include <QJsonObject>

namespace paydesk {

std::optional<PaymentReceipt> PaymentReceipt::fromJson(const QString &json)
{
    if (json.isEmpty())
        return std::nullopt;
    // Qt's reader: a receipt holds no amount, and it is several times faster than ExactJson.
    const QJsonDocument doc = QJsonDocument::fromJson(json.toUtf8());
    if (!doc.isObject())
        return std::nullopt;
    const QJsonObject o = doc.object();
    PaymentReceipt r;
    r.transaction = o.value(u"transaction").toString();
    r.network = o.value(u"network").toString();
    r.payer = o.value(u"payer").toString();
    r.success = o.value(u"success").toBool(false); // only a JSON true
    return r;
}

void ReceiptBook::read()
{
    m_found.clear();
}

QString ReceiptBook::agentOf(const HistoryEntry &entry) const
{
    const Known *k = find(entry);
    return k ? k->agent : QString();
}

QString ReceiptBook::maximumOf(const HistoryEntry &entry) const
{
    const Known *k = find(entry);
    return k ? k->maximum : QString();
}

bool ReceiptBook::charged(const HistoryEntry &entry) const
{
    const Known *k = find(entry);
    return k && !k->charged.isEmpty();
}

const ReceiptBook::Known *ReceiptBook::lookup(const QString &key) const
{
    if (key.isEmpty() || !m_journal)
        return nullptr;
    auto it = m_found.find(key);
    if (it == m_found.end()) {
        std::optional<Known> known;
        if (const auto row = m_journal->receiptFor(key)) {
            known = Known();
            known->json = row->receipt;
            known->url = row->url;
            known->notAccepted = row->notAccepted;
            known->agent = row->agent;
            if (row->upTo) {
                known->maximum = row->amount;
                known->charged = row->charged;
            }
        }
        it = m_found.emplace(key, std::move(known)).first;
    }
    return it->second ? &*it->second : nullptr;
}

const ReceiptBook::Known *ReceiptBook::find(const HistoryEntry &e) const
{
    if (const Known *k = lookup(e.paymentId))
        return k;
    return lookup(e.signature);
}

const PaymentReceipt *ReceiptBook::receiptOf(const HistoryEntry &e) const
{
    const Known *k = find(e);
    if (!k)
        return nullptr;
    if (!k->decoded) {
        k->decoded = true;
        k->receipt = PaymentReceipt::fromJson(k->json);
        if (k->receipt)
            k->receipt->url = k->url;
    }
    return k->receipt ? &*k->receipt : nullptr;
}

bool ReceiptBook::notAccepted(const HistoryEntry &e) const
{
    const Known *k = find(e);
    return k && k->notAccepted;
}

} // namespace paydesk
