#pragma once

#include "store/HistoryCache.h"

#include <QCoreApplication>
#include <QIODevice>

namespace paydesk {

class ReceiptBook;

// Writes the payments matching a history filter as CSV (RFC 4180: comma separated, CRLF, quotes
// doubled), every matching row from the cache, not only those on screen. Amounts are the exact
// decimal text, in the row's token when it has one ("USDC"), else in `symbol`, the network's coin.
// Paid resources carry the seller's receipt (transaction, network, payer) from `receipts`.
// Cells that a spreadsheet would run as a formula are prefixed with an apostrophe.
class HistoryCsvWriter
{
    Q_DECLARE_TR_FUNCTIONS(HistoryCsvWriter)
public:
    // Returns the number of payments written, -1 on a write error.
    static qint64 write(const HistoryCache &cache, const HistoryFilter &filter, QIODevice *out,
                        const QString &symbol, const ReceiptBook *receipts = nullptr);
    static QString escape(const QString &cell);
};

} // namespace paydesk
