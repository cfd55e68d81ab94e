#pragma once

#include "api/ResponseParser.h"
#include "store/HistoryCache.h"

#include <optional>

namespace paydesk::test {

// A cached payment record as the app reads it back: the store keeps the service's JSON, the api
// layer parses it (HistoryCache::storedRecord, responses::parseStoredRecord).
inline std::optional<PaymentRecord> readBack(const HistoryCache &cache, const QString &paymentId)
{
    const auto stored = cache.storedRecord(paymentId);
    return stored ? responses::parseStoredRecord(stored->json, stored->chain) : std::nullopt;
}

} // namespace paydesk::test
