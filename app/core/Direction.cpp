#include "Direction.h"

namespace paydesk {

QString directionName(Direction direction)
{
    switch (direction) {
    case Direction::Sent:
        return QStringLiteral("sent");
    case Direction::Received:
        return QStringLiteral("received");
    case Direction::Unknown:
        break;
    }
    return QString();
}

QString journalDirectionName(Direction direction)
{
    switch (direction) {
    case Direction::Sent:
        return QStringLiteral("send");
    case Direction::Received:
        return QStringLiteral("receive");
    case Direction::Unknown:
        break;
    }
    return QString();
}

Direction directionFromName(QStringView name)
{
    for (QLatin1String sent : {QLatin1String("sent"), QLatin1String("send")})
        if (name.compare(sent, Qt::CaseInsensitive) == 0)
            return Direction::Sent;
    for (QLatin1String received : {QLatin1String("received"), QLatin1String("receive")})
        if (name.compare(received, Qt::CaseInsensitive) == 0)
            return Direction::Received;
    return Direction::Unknown;
}

} // namespace paydesk
