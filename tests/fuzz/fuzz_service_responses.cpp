// Everything the payment service answers: the success body of every endpoint
// (ResponseParser: send, receive, status, history, transaction), error bodies (ApiError::fromHttp)
// and the exact JSON reader under them (ExactJson).
// Selector: 0 send, 1 receive, 2 status, 3 history, 4 transaction (local-mode build),
// 5 error body (the next byte picks the HTTP status), 6 ExactJson::parse (and the same bytes as
// a seller's receipt, PaymentReceipt::fromJson).
// The byte after the selector picks the default chain (Solana / EVM / unknown).
// Properties: a parsed answer has its required fields; amounts are never negative; an error
// answer is always an error with a code; ExactJson keeps every recorded number path pointing at a
// string holding that number's text.

#include "FuzzCommon.h"
#include "api/ResponseParser.h"
#include "core/ApiError.h"
#include "core/ExactJson.h"
#include "models/ReceiptBook.h"

using namespace paydesk;

namespace {

void checkAmount(const std::optional<Amount> &a)
{
    if (a)
        fuzz::check(a->units() >= 0, "negative amount parsed");
}

// A record's raw form is the bytes it was received as: JSON that reads back as the same record.
void checkRecord(const PaymentRecord &r)
{
    fuzz::check(!r.paymentId.isEmpty(), "a record without an id accepted");
    const auto again = responses::parseStoredRecord(r.raw, Chain::Solana);
    fuzz::check(again && again->paymentId == r.paymentId, "a record's raw bytes do not read back");
    checkAmount(r.amount);
    checkAmount(r.fee);
    checkAmount(r.priorityFee);
    (void)r.isFinal();
    (void)r.chain();
    (void)paymentStateName(r.state);
}

} // namespace

PAYDESK_FUZZ_TARGET(service_responses)
{
    const fuzz::Input in(data, size, 7);
    if (in.payload.isEmpty())
        return 0;
    const quint8 option = quint8(in.payload[0]);
    const QByteArray body = in.payload.mid(1);
    const Chain chain = option % 3 == 0   ? Chain::Solana
                        : option % 3 == 1 ? Chain::Evm
                                          : Chain::Unknown;
    QString why;
    switch (in.selector) {
    case 0:
        if (const auto r = responses::parseSend(body, chain, &why)) {
            fuzz::check(!r->paymentId.isEmpty(), "send answer without paymentId accepted");
            checkAmount(r->amount);
        } else {
            fuzz::check(!why.isEmpty(), "send answer refused without a reason");
        }
        break;
    case 1:
        if (const auto r = responses::parseReceive(body, chain, &why))
            checkAmount(r->amount);
        else
            fuzz::check(!why.isEmpty(), "receive answer refused without a reason");
        break;
    case 2:
        if (const auto r = responses::parseStatus(body, chain, &why))
            checkRecord(*r);
        else
            fuzz::check(!why.isEmpty(), "status answer refused without a reason");
        break;
    case 3:
        if (const auto r = responses::parseHistory(body, chain, &why)) {
            for (const PaymentRecord &record : r->payments)
                checkRecord(record);
            fuzz::check(r->limit >= 0 && r->offset >= 0, "negative history paging");
        } else {
            fuzz::check(!why.isEmpty(), "history answer refused without a reason");
        }
        break;
    case 4:
        if (const auto r = responses::parseTransaction(body, &why))
            fuzz::check(!r->transaction.isEmpty(), "build answer without transaction accepted");
        else
            fuzz::check(!why.isEmpty(), "build answer refused without a reason");
        break;
    case 5: {
        static const int statuses[] = {400, 401, 403, 404, 409, 422, 429, 500, 502, 503, 504, 418};
        const int status = statuses[option % std::size(statuses)];
        const std::optional<int> retry =
            option & 0x80 ? std::optional<int>(option & 0x3f) : std::nullopt;
        const ApiError e = ApiError::fromHttp(status, body, retry);
        fuzz::check(e.isError(), "an error answer is not an error");
        fuzz::check(!e.code().isEmpty(), "an error answer without a code");
        (void)e.userText();
        (void)e.field();
        (void)ApiError::redact(e.message(), "secret-api-key");
        break;
    }
    default: {
        // The same bytes as a seller's receipt kept in the journal (models/ReceiptBook): read or
        // refused, never more than the text holds.
        if (const auto receipt = PaymentReceipt::fromJson(QString::fromUtf8(body)))
            fuzz::check(receipt->transaction.size() <= body.size() &&
                            receipt->payer.size() <= body.size(),
                        "a receipt field longer than its text");
        QString error;
        const auto parsed = ExactJson::parse(body, &error);
        if (!parsed) {
            fuzz::check(!error.isEmpty(), "JSON refused without a reason");
            break;
        }
        for (const std::string &path : parsed->numberPaths) {
            const nlohmann::json::json_pointer pointer(path);
            fuzz::check(parsed->value.contains(pointer), "a number path leads nowhere");
            fuzz::check(parsed->value.at(pointer).is_string(),
                        "a recorded number is not kept as text");
        }
        // The parsed tree serialises (nlohmann throws on invalid UTF-8 in a string).
        (void)parsed->value.dump();
        // The record reader reads what the tree holds, and keeps the whole object's bytes.
        if (const auto record = responses::parseStoredRecord(body, chain)) {
            fuzz::check(parsed->value.is_object(), "a record read from a body that is no object");
            QByteArray text = body;
            if (text.startsWith("\xEF\xBB\xBF"))
                text.remove(0, 3);
            fuzz::check(record->raw == text.trimmed(), "a record's raw bytes are not the body");
            checkRecord(*record);
        } else if (parsed->value.is_object()) {
            const auto id = parsed->value.find("paymentId");
            fuzz::check(id == parsed->value.end() || !id->is_string() ||
                            id->get<std::string>().empty(),
                        "a record with a paymentId refused");
        }
        (void)responses::parseTime(parsed->value);
        checkAmount(responses::parseAmount(parsed->value, 9));
        if (parsed->value.is_object())
            (void)ExactJson::toQt(parsed->value);
        break;
    }
    }
    return 0;
}
