#pragma once

#include "HistoryCache.h"

namespace paydesk {

// The history list's filter and order in C++, as HistoryCache's SQL has them, so that a page just
// received can be merged into the rows on screen before the cache has stored it (HistoryPageMerge).
// Keep in step with HistoryCache::whereClause and selectSql.
class HistoryOrder
{
public:
    // Whether `e` (a row of the filter's wallet) is in the list: its direction, and the text in
    // its id, counterparty, amount, signature, resource or status, ASCII letters in either case.
    static bool matches(const HistoryFilter &filter, const HistoryEntry &e);
    // < 0 when `a` comes before `b` in the list, 0 for the same place (the same payment id), > 0
    // after: by the sort column, then creation time, then id, all in the filter's direction.
    // Text compares as SQLite's BINARY collation (code points), NULL first; amounts by value,
    // which is the order of their stored unit keys while a wallet's amounts share their decimals.
    static int compare(const HistoryFilter &filter, const HistoryEntry &a, const HistoryEntry &b);

    static int compareText(const QString &a, const QString &b);
    static int compareAmounts(const QString &a, const QString &b);
};

} // namespace paydesk
