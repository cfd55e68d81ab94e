#include "HistoryTotals.h"

#include <QSqlQuery>
#include <QVariant>

namespace paydesk {

std::optional<QList<HistoryTotals::AmountGroup>>
HistoryTotals::amountGroups(const QString &wallet) const
{
    // amount_key is the amount's atomic units as 40 zero-padded digits (HistoryCache.cpp,
    // amountKey()): up to 18 significant digits (at most 22 leading zeros) it is an exact 64-bit
    // integer for SQLite's SUM, which fails instead of wrapping when the sum overflows.
    QSqlQuery q(QSqlDatabase::database(m_connection, false));
    q.setForwardOnly(true);
    // Compared as text, not trimmed: cheap over 100,000 rows.
    static const QString kMax18Digits = QString(22, u'0') + QString(18, u'9');
    q.prepare(QStringLiteral(
        "SELECT direction, status, fee, COUNT(*), SUM(amount_key IS NULL OR amount_key = ''), "
        "MAX(amount_key), SUM(CASE WHEN amount_key <= ?1 THEN CAST(amount_key AS INTEGER) "
        "ELSE 0 END) FROM history_payments WHERE wallet = ?2 AND symbol = '' "
        "GROUP BY direction, status, fee"));
    q.addBindValue(kMax18Digits);
    q.addBindValue(wallet);
    if (!q.exec())
        return std::nullopt;
    QList<AmountGroup> out;
    while (q.next()) {
        AmountGroup g;
        g.direction = directionFromName(q.value(0).toString());
        g.status = q.value(1).toString();
        g.fee = q.value(2).toString();
        g.count = q.value(3).toLongLong();
        g.unknownAmounts = q.value(4).toLongLong();
        if (q.value(5).toString() <= kMax18Digits)
            g.amountUnits = q.value(6).toLongLong();
        out.append(g);
    }
    return out;
}

} // namespace paydesk
