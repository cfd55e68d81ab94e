#include "RequestLog.h"

#include <QDateTime>

namespace paydesk::sandbox {

QString RequestLog::sanitizedTarget(const QString &path, const QUrlQuery &query)
{
    QString target = path;
    // Paths carry ids and addresses only, but keep the line safe from control characters.
    for (QChar &c : target) {
        if (c.unicode() < 0x20 || c == u' ' || c == u'"')
            c = u'_';
    }
    const auto items = query.queryItems();
    if (!items.isEmpty()) {
        QStringList names;
        for (const auto &item : items) {
            QString n = item.first.left(32);
            for (QChar &c : n) {
                if (!c.isLetterOrNumber() && c != u'_' && c != u'-')
                    c = u'_';
            }
            names.append(n);
        }
        target += u'?' + names.join(u'&');
    }
    return target.left(300);
}

QString RequestLog::line(const HttpExchange &exchange)
{
    QString text = QStringLiteral("ts=%1 method=%2 path=%3 status=%4 ms=%5")
                       .arg(QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs),
                            QString::fromLatin1(exchange.method()),
                            sanitizedTarget(exchange.path(), exchange.query()),
                            exchange.status() < 0 ? QStringLiteral("dropped")
                                                  : QString::number(exchange.status()))
                       .arg(exchange.elapsedMs());
    if (!exchange.note().isEmpty())
        text += QStringLiteral(" note=") + exchange.note();
    return text;
}

} // namespace paydesk::sandbox
