#include "HistoryCsvWriter.h"

#include "ReceiptBook.h"

#include <QDateTime>

namespace paydesk {

QString HistoryCsvWriter::escape(const QString &cell)
{
    QString c = cell;
    if (!c.isEmpty() && QStringLiteral("=+-@\t\r").contains(c.front()))
        c.prepend(u'\'');
    if (c.contains(u',') || c.contains(u'"') || c.contains(u'\n') || c.contains(u'\r')) {
        c.replace(QStringLiteral("\""), QStringLiteral("\"\""));
        c = u'"' + c + u'"';
    }
    return c;
}

qint64 HistoryCsvWriter::write(const HistoryCache &cache, const HistoryFilter &filter,
                               QIODevice *out, const QString &symbol, const ReceiptBook *receipts)
{
    auto line = [out](const QStringList &cells) {
        QStringList escaped;
        escaped.reserve(cells.size());
        for (const QString &c : cells)
            escaped.append(escape(c));
        const QByteArray bytes = escaped.join(u',').toUtf8() + "\r\n";
        return out->write(bytes) == bytes.size();
    };
    // Header names are data (column ids), kept stable for spreadsheets and scripts.
    if (!line({QStringLiteral("createdAt"), QStringLiteral("direction"),
               QStringLiteral("counterparty"), QStringLiteral("amount"), QStringLiteral("currency"),
               QStringLiteral("fee"), QStringLiteral("status"), QStringLiteral("paymentId"),
               QStringLiteral("signature"), QStringLiteral("network"), QStringLiteral("resource"),
               QStringLiteral("receiptTransaction"), QStringLiteral("receiptNetwork"),
               QStringLiteral("receiptPayer")}))
        return -1;
    qint64 written = 0;
    bool ok = true;
    cache.forEach(filter, [&](const HistoryEntry &e) {
        const QString when =
            e.createdAtMs
                ? QDateTime::fromMSecsSinceEpoch(e.createdAtMs, Qt::UTC).toString(Qt::ISODate)
                : QString();
        const PaymentReceipt *r = receipts ? receipts->receiptOf(e) : nullptr;
        ok = line({when, directionName(e.direction), e.counterparty, e.amount,
                   e.symbol.isEmpty() ? symbol : e.symbol, e.fee, e.statusText, e.paymentId,
                   e.signature, e.network, e.resource, r ? r->transaction : QString(),
                   r ? r->network : QString(), r ? r->payer : QString()});
        if (ok)
            ++written;
        return ok;
    });
    if (!ok)
        return -1;
    return written;
}

} // namespace paydesk
