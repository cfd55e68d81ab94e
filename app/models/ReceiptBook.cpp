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
    m_byId.clear();
    if (!m_journal)
        return;
    const QList<PaidFetchJournal::ReceiptRow> rows = m_journal->receipts();
    m_byId.reserve(rows.size() * 2);
    for (const PaidFetchJournal::ReceiptRow &a : rows) {
        Known k;
        k.json = a.receipt;
        k.url = a.url;
        k.notAccepted = a.notAccepted;
        k.agent = a.agent;
        // Newest first: an older attempt never hides what a newer one said.
        for (const QString &key : {a.paymentId, a.signature})
            if (!key.isEmpty() && !m_byId.contains(key))
                m_byId.insert(key, k);
    }
}

QString ReceiptBook::agentOf(const HistoryEntry &entry) const
{
    const Known *k = find(entry);
    return k ? k->agent : QString();
}

const ReceiptBook::Known *ReceiptBook::find(const HistoryEntry &e) const
{
    if (m_byId.isEmpty())
        return nullptr;
    if (const auto it = m_byId.constFind(e.paymentId);
        !e.paymentId.isEmpty() && it != m_byId.cend())
        return &*it;
    if (const auto it = m_byId.constFind(e.signature);
        !e.signature.isEmpty() && it != m_byId.cend())
        return &*it;
    return nullptr;
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
