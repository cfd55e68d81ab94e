#include "PaymentOutcome.h"

#include "LocalPaymentRecovery.h"
#include "core/Address.h"
#include "core/ApiError.h"
#include "core/ApiResults.h"
#include "core/Asset.h"
#include "core/Network.h"
#include "core/PaymentRecord.h"
#include "core/PaymentRequests.h"
#include "payments/PaidFetch.h"
#include "payments/PaymentFlow.h"

namespace paydesk {

namespace {

QString receivedKey(const QString &id)
{
    return id.isEmpty() ? QString() : QStringLiteral("received:") + id;
}

QString symbolOf(const QString &address)
{
    const auto a = Address::parse(address);
    return chainSymbol(a ? a->chain() : Chain::Unknown);
}

} // namespace

QString PaymentOutcome::outcomeKey(const QString &id)
{
    return id.isEmpty() ? QString() : QStringLiteral("outcome:") + id;
}

// "0.25 SOL", exactly as the history and the status page show amounts.
QString PaymentOutcome::money(const QString &amount, const QString &symbol)
{
    if (amount.isEmpty())
        return tr("an unknown amount");
    return Money::formatText(amount, symbol);
}

PaymentOutcome PaymentOutcome::ofRecord(const PaymentRecord &record, bool seenChange)
{
    PaymentOutcome o;
    o.source = Source::Status;
    o.direction = record.direction == Direction::Unknown ? Direction::Sent : record.direction;
    o.paymentId = record.paymentId;
    o.wallet = record.from;
    o.counterparty = record.to;
    o.value = record.amount;
    o.amount = money(record.amount ? record.amount->toString() : QString(), record.assetSymbol());
    o.detail = record.error;
    o.seenChange = seenChange;
    switch (record.state) {
    case PaymentState::Confirmed:
    case PaymentState::Finalized:
        o.kind = Kind::Confirmed;
        break;
    case PaymentState::Failed:
        o.kind = Kind::Failed;
        break;
    case PaymentState::Expired:
        o.kind = Kind::Expired;
        break;
    default:
        o.kind = Kind::Open;
        return o;
    }
    o.key = outcomeKey(record.paymentId);
    return o;
}

PaymentOutcome PaymentOutcome::ofSendPaid(const SendPaymentRequest &q, const SendPaymentResult &r)
{
    PaymentRecord record;
    record.paymentId = r.paymentId;
    record.statusText = r.status;
    record.state = paymentStateFromString(r.status);
    record.direction = Direction::Sent;
    record.from = q.walletAddress;
    record.to = r.recipient.isEmpty() ? q.recipientAddress : r.recipient;
    record.amount = r.amount;
    if (!record.amount)
        record.amount = Amount::parse(q.amount, chainDecimals(q.chain()));
    // Made here: its final state is news whenever it comes.
    PaymentOutcome o = ofRecord(record, true);
    o.source = Source::HostedSend;
    return o;
}

std::optional<PaymentOutcome> PaymentOutcome::ofSendFailed(const SendPaymentRequest &q,
                                                           const ApiError &e)
{
    if (e.kind() == ApiError::Kind::Validation || e.kind() == ApiError::Kind::Cancelled ||
        e.outcomeUnknown())
        return std::nullopt;
    PaymentOutcome o;
    o.kind = Kind::Refused;
    o.source = Source::HostedSend;
    o.wallet = q.walletAddress;
    o.counterparty = q.recipientAddress;
    o.amount = money(q.amount, symbolOf(q.walletAddress));
    o.detail = e.userText();
    return o;
}

std::optional<PaymentOutcome> PaymentOutcome::ofPaidFetch(const x402::PaidFetch &fetch)
{
    const x402::FetchedContent &c = fetch.content();
    const x402::PaymentQuote &q = fetch.quote();
    PaymentOutcome o;
    o.source = Source::PaidFetch;
    o.paymentId = c.paymentId;
    o.wallet = q.wallet.address;
    o.counterparty = q.option.payTo;
    o.value = q.option.amount;
    // In the option's own asset ("0.005 USDC"), never the network's coin for a token's price.
    const QString symbol =
        q.option.assetSymbol.isEmpty() ? Network::coinOf(q.option.networkId) : q.option.assetSymbol;
    o.amount = money(q.option.amount ? q.option.amount->toString() : QString(),
                     q.option.amount ? symbol : QString());
    if (c.charge) { // a usage price: what it came to, not the most it could have
        o.value = c.charge;
        o.amount = money(c.charge->toString(), symbol);
    }
    // The address without query, fragment or user info: those may carry a token.
    o.resource = fetch.url()
                     .adjusted(QUrl::RemoveQuery | QUrl::RemoveFragment | QUrl::RemoveUserInfo)
                     .toDisplayString();
    QString id = c.paymentId.isEmpty() ? c.signature : c.paymentId;
    if (id.isEmpty() && c.attemptId > 0)
        id = QStringLiteral("fetch:%1").arg(c.attemptId);
    o.key = outcomeKey(id);
    if (fetch.state() == x402::PaidFetch::State::Done && c.paid && !c.resumed &&
        fetch.moneyMoved()) {
        o.kind = Kind::Confirmed;
        return o;
    }
    if (fetch.state() == x402::PaidFetch::State::Failed && fetch.moneyMoved()) {
        o.kind = Kind::Failed;
        o.detail = fetch.message();
        return o;
    }
    return std::nullopt;
}

PaymentOutcome PaymentOutcome::ofVerified(const ReceivePaymentResult &r)
{
    PaymentOutcome o;
    o.kind = Kind::Received;
    o.source = Source::SellerDesk;
    o.direction = Direction::Received;
    o.paymentId = r.paymentId;
    o.counterparty = r.payer;
    o.value = r.amount;
    // The payer's family says the coin (Address::familyOf), never the amount's decimals; a payer
    // the service left out leaves the unit unsaid rather than guessed.
    o.amount = money(r.amount ? r.amount->toString() : QString(),
                     r.amount ? chainSymbol(Address::familyOf(r.payer)) : QString());
    o.key = receivedKey(r.paymentId.isEmpty() ? r.signature : r.paymentId);
    return o;
}

std::optional<PaymentOutcome> PaymentOutcome::ofFlow(const PaymentFlow &flow, const QString &wallet)
{
    using O = PaymentFlow::Outcome;
    const PaymentFlow::Summary s = flow.summary();
    const bool received = s.direction == Direction::Received;
    const QString id = flow.paymentId().isEmpty() ? flow.transactionId() : flow.paymentId();
    PaymentOutcome o;
    o.source = Source::LocalFlow;
    o.direction = s.direction;
    o.paymentId = flow.paymentId();
    o.wallet = wallet;
    o.counterparty = s.counterparty;
    o.value = s.value;
    o.amount = Money::format(s.value, s.asset);
    o.detail = flow.message();
    o.key = outcomeKey(id);
    switch (flow.outcome()) {
    case O::Confirmed:
        o.kind = received ? Kind::Received : Kind::Confirmed;
        if (received)
            o.key = receivedKey(id);
        o.detail.clear();
        return o;
    case O::Failed:
    case O::Rejected:
        o.kind = Kind::Failed;
        return o;
    case O::Expired:
        // Replaced by a speed-up or cancel of its nonce: that one's outcome is the news.
        if (s.expiredMeansReplaced)
            return std::nullopt;
        o.kind = Kind::Expired;
        return o;
    default:
        return std::nullopt; // refused, declined, not sent, or still open: nothing on chain
    }
}

std::optional<PaymentOutcome> PaymentOutcome::ofJournal(const JournalEntry &entry)
{
    // EVM: a transaction another one of its nonce replaced is no news (the replacement's outcome
    // is); a cancel that landed means the payment was not made.
    if (entry.nonce && entry.state == JournalState::Expired)
        return std::nullopt;
    PaymentOutcome o;
    o.source = Source::Recovery;
    o.direction = entry.direction;
    o.paymentId = entry.paymentId;
    o.wallet = entry.wallet;
    o.detail = LocalPaymentRecovery::describe(entry);
    const QString id = entry.paymentId.isEmpty() ? entry.signature : entry.paymentId;
    const bool receipt = entry.direction == Direction::Received;
    switch (entry.state) {
    case JournalState::Confirmed:
        o.kind = receipt ? Kind::Received : Kind::Confirmed;
        if (entry.request.contains("\"replacement\":\"cancel\""))
            o.kind = Kind::Failed;
        break;
    case JournalState::Failed:
    case JournalState::Rejected:
        o.kind = Kind::Failed;
        break;
    case JournalState::Expired:
        o.kind = Kind::Expired;
        break;
    case JournalState::Signed:
    case JournalState::Submitted:
        return std::nullopt;
    }
    o.key = o.kind == Kind::Received ? receivedKey(id) : outcomeKey(id);
    return o;
}

PaymentOutcome PaymentOutcome::ofIncoming(const QString &wallet, const QString &paymentId,
                                          const QString &from, const QString &amount)
{
    PaymentOutcome o;
    o.kind = Kind::Received;
    o.source = Source::IncomingHistory;
    o.direction = Direction::Received;
    o.paymentId = paymentId;
    o.wallet = wallet;
    o.counterparty = from;
    o.amount = money(amount, symbolOf(wallet));
    o.key = receivedKey(paymentId);
    return o;
}

PaymentOutcome PaymentOutcome::ofBalanceUp(const QString &wallet, const Amount &more)
{
    PaymentOutcome o;
    o.kind = Kind::Received;
    o.source = Source::Balance;
    o.direction = Direction::Received;
    o.wallet = wallet;
    o.value = more;
    o.amount = money(more.toString(), symbolOf(wallet));
    return o; // no key: each rise is news of its own
}

} // namespace paydesk
