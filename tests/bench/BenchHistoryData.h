#pragma once

#include "store/HistoryCache.h"

#include <QByteArray>
#include <QList>

// Synthetic history for the benchmarks: payment i of one wallet, as a record and as the
// service's JSON (a history page), the same shape as
// tests/integration/models/tst_historycache.cpp.
namespace paydesk::bench {

inline const QString kWallet = QStringLiteral("GmBMjMCo6Ue3Y2jK1cQo6uSZuQDUQBmQvFEch6kkicDt");
inline constexpr int kRows = 100000;

QList<PaymentRecord> records(int first, int count);
// {"payments":[...], "total":..., "limit":count, "offset":first, "hasMore":...}
QByteArray pageJson(int first, int count);

} // namespace paydesk::bench
