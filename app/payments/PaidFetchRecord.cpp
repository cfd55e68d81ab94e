#include "PaidFetchRecord.h"

#include "core/ExactJson.h"
#include "core/Network.h"
#include "payments/schemes/SchemeRegistry.h"
#include "store/HistoryWriter.h"

namespace paydesk::x402 {

namespace {

// The receipt's transaction (PaymentHeaders::settlement's "transaction"), when it has one.
QString receiptTransaction(const QString &receiptJson)
{
    if (receiptJson.isEmpty())
        return {};
    const auto j = ExactJson::parse(receiptJson.toUtf8());
    if (!j || !j->value.is_object())
        return {};
    const auto t = j->value.find("transaction");
    return t != j->value.end() && t->is_string() ? QString::fromStdString(t->get<std::string>())
                                                 : QString();
}

} // namespace

bool PaidFetchRecord::isOwn(const FetchAttempt &a)
{
    return a.mode == u"local" && SchemeRegistry::standard().recordsItself(a.paymentId);
}

std::optional<PaymentRecord> PaidFetchRecord::make(const FetchAttempt &a)
{
    if (!isOwn(a))
        return std::nullopt;
    PaymentRecord r;
    switch (a.state) {
    case FetchAttempt::State::Paid:
        r.state = PaymentState::Submitted;
        break;
    case FetchAttempt::State::Delivered:
        r.state = PaymentState::Confirmed;
        break;
    case FetchAttempt::State::NotAccepted:
        // Refused or served unsettled, and still valid: not paid yet, and not final, since
        // whoever holds the proof may settle it until it expires (then the record says so).
        r.state = PaymentState::Pending;
        r.error = a.detail;
        break;
    case FetchAttempt::State::Failed:
        if (a.paymentId.isEmpty()) // refused or failed before anything was signed
            return std::nullopt;
        r.state = PaymentState::Expired; // signed, never settled, expired (LostAuthorization)
        r.error = a.detail;
        break;
    case FetchAttempt::State::Paying:
        return std::nullopt;
    }
    r.paymentId = a.paymentId;
    r.statusText = paymentStateName(r.state);
    r.direction = Direction::Sent;
    r.network = a.network;
    r.from = a.wallet;
    r.to = a.payTo;
    // In the chain's decimals, as the record reader reads an amount back (a token has fewer).
    // A usage price's record is what it was charged once known; until then its maximum.
    const QString amount = a.upTo && !a.charged.isEmpty() ? a.charged : a.amount;
    r.amount = Amount::parse(amount, chainDecimals(Network::family(a.network)));
    r.signature = receiptTransaction(a.receipt);
    r.resource = a.url;
    r.createdAt = a.created;
    r.updatedAt = a.updated;
    r.symbol = a.symbol;

    JsonObjectWriter w;
    w.string("paymentId", r.paymentId)
        .string("status", r.statusText)
        .string("direction", QStringLiteral("sent"))
        .string("network", r.network)
        .string("from", r.from)
        .string("to", r.to)
        .string("amount", amount);
    if (a.upTo) // the most it authorized (x402 upto), beside what it came to
        w.string("maxAmount", a.amount);
    if (!r.symbol.isEmpty())
        w.string("symbol", r.symbol);
    if (!r.signature.isEmpty())
        w.string("signature", r.signature);
    w.string("resource", r.resource)
        .integer("createdAt", a.created.toMSecsSinceEpoch())
        .integer("updatedAt", a.updated.toMSecsSinceEpoch());
    if (!r.error.isEmpty())
        w.string("error", r.error);
    r.raw = w.finish();
    return r;
}

void PaidFetchRecord::update(PaidFetchJournal *journal, HistoryWriter *history, qint64 attemptId)
{
    if (!journal || !history || attemptId == 0)
        return;
    const auto attempt = journal->find(attemptId);
    if (const auto record = attempt ? make(*attempt) : std::nullopt)
        history->store(attempt->wallet, {*record});
}

void PaidFetchRecord::keepReceipt(PaidFetchJournal *journal, HistoryWriter *history,
                                  qint64 attemptId, const Settlement &settlement)
{
    if (!journal || attemptId == 0)
        return;
    if (settlement.present)
        journal->setReceipt(attemptId,
                            QString::fromStdString(settlement.raw.dump(
                                -1, ' ', false, nlohmann::json::error_handler_t::replace)));
    update(journal, history, attemptId);
}

} // namespace paydesk::x402
