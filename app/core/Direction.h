#pragma once

#include <QString>
#include <QStringView>

namespace paydesk {

// Which way a payment went, seen from one wallet. Text exists only at the edges: the service's
// JSON and the history cache's SQL say "sent" / "received"; the payment journal's rows say
// "send" / "receive" (what was asked for). Everything between holds this enum.
enum class Direction
{
    Unknown,
    Sent,
    Received
};

// "sent" | "received" | "" (the service's and the history cache's words).
QString directionName(Direction direction);
// "send" | "receive" | "" (the payment journal's words).
QString journalDirectionName(Direction direction);
// Either vocabulary, any case; anything else is Unknown.
Direction directionFromName(QStringView name);

} // namespace paydesk
