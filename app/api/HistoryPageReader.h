#pragma once

#include "ApiResults.h"

#include <QByteArray>
#include <QString>
#include <optional>

namespace paydesk {

// Reads a history page (GET /payment/history) in one pass over the body, without building a JSON
// tree: a validating scanner that accepts exactly what ExactJson::parse accepts (strict JSON,
// nesting up to 64), reads each record's fields straight into a PaymentRecord with the same
// rules as responses::parseRecord (non-integer numbers kept as their exact text), and keeps each
// record's JSON text as a slice of the body in PaymentRecord::rawJson instead of re-serialising
// it (PaymentRecord::raw stays empty). responses::parseHistory is this.
class HistoryPageReader
{
public:
    static std::optional<HistoryPage> read(const QByteArray &body, Chain defaultChain,
                                           QString *why);
};

} // namespace paydesk
