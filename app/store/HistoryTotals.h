#pragma once

#include "core/Direction.h"

#include <QList>
#include <QString>
#include <optional>

namespace paydesk {

// Sums over a wallet's cached payments (history_payments, see HistoryCache), computed in SQL so
// that 100,000 payments cost milliseconds, not a walk through every row.
class HistoryTotals
{
public:
    explicit HistoryTotals(QString connectionName) : m_connection(std::move(connectionName)) {}

    // The native-coin payments of `wallet` (token payments, symbol set, are left out) by kind
    // (direction, status text, fee text): how many, how many without an amount, and their amounts'
    // sum in atomic units (nullopt when an amount does not fit 64 bits). Summed in SQL, so 100,000
    // payments cost a few milliseconds; nullopt when the query fails (e.g. the sum overflows).
    struct AmountGroup
    {
        Direction direction = Direction::Unknown;
        QString status;
        QString fee;
        qint64 count = 0;
        qint64 unknownAmounts = 0;
        std::optional<qint64> amountUnits;
    };
    std::optional<QList<AmountGroup>> amountGroups(const QString &wallet) const;

private:
    QString m_connection;
};

} // namespace paydesk
