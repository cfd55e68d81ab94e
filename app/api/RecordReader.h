#pragma once

#include "core/ApiResults.h"

#include <QByteArray>
#include <QString>
#include <optional>

namespace paydesk {

// The one reader of the service's payment records: a history page, a status answer and a record
// kept in the history cache all go through it, so every rule about a record (its id, chain,
// amounts, times, error) is written once.
//
// It reads in one pass of simdjson's On-Demand API (libsimdjson, Debian 12), without building a
// tree, and visits every value so that the whole body is validated: strict JSON as
// ExactJson::parse accepts it (nesting up to 64, a leading byte order mark skipped), integers
// that fit 64 bits kept as integers and every other number as its exact text, the last of
// duplicate keys winning. A record keeps the bytes it was received as (PaymentRecord::raw, a
// slice of the body) and nothing else of its JSON. The 500-record page costs about what the
// hand-written scanner it replaced cost (tests/bench "parse 500-item page").
class RecordReader
{
public:
    // GET /payment/history: {payments|items|data: [records], total, limit, offset, hasMore}.
    // Elements of the list that are not records (no id) are skipped.
    static std::optional<HistoryPage> page(const QByteArray &body, Chain defaultChain,
                                           QString *why);

    enum class Shape
    {
        Record,       // the body is the record (the history cache's copy)
        StatusAnswer, // {success, payment: {...}} per the contract, or a bare record
    };
    static std::optional<PaymentRecord> record(const QByteArray &body, Chain defaultChain,
                                               Shape shape, QString *why);
};

} // namespace paydesk
