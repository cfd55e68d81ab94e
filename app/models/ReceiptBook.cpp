#include "ReceiptBook.h"

#include "core/ExactJson.h"
#include "store/PaidFetchJournal.h"

namespace paydesk {

namespace {
QString text(const nlohmann::json &o, const char *key)
{
    const auto it = o.find(key);
    return it != o.end() && it->is_string() ? QString::fromStdString(it->get<std::string>())
                                            : QString();
}
} // namespace

std::optional<PaymentReceipt> PaymentReceipt::fromJson(const QString &json)
{
    if (json.isEmpty())
        return std::nullopt;
    const auto j = ExactJson::parse(json.toUtf8());
    if (!j || !j->value.is_object())
        return std::nullopt;
    PaymentReceipt r;
    r.transaction = text(j->value, "transaction");
    r.network = text(j->value, "network");
    r.payer = text(j->value, "payer");
    const auto success = j->value.find("success");
    r.success = success != j->value.end() && success->is_boolean() && success->get<bool>();
    return r;
}

void ReceiptBook::read()
{
    m_byId.clear();
    if (!m_journal)
        return;
    for (const FetchAttempt &a : m_journal->all()) {
        Known k;
        k.notAccepted = a.state == FetchAttempt::State::NotAccepted;
        k.receipt = PaymentReceipt::fromJson(a.receipt);
        if (k.receipt)
            k.receipt->url = a.url;
        if (!k.notAccepted && !k.receipt)
            continue;
        // Newest first: an older attempt never hides what a newer one said.
        for (const QString &key : {a.paymentId, a.signature})
            if (!key.isEmpty() && !m_byId.contains(key))
                m_byId.insert(key, k);
        if (k.receipt && !k.receipt->transaction.isEmpty() &&
            !m_byId.contains(k.receipt->transaction))
            m_byId.insert(k.receipt->transaction, k);
    }
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
    return k && k->receipt ? &*k->receipt : nullptr;
}

bool ReceiptBook::notAccepted(const HistoryEntry &e) const
{
    const Known *k = find(e);
    return k && k->notAccepted;
}

} // namespace paydesk
