#pragma once

#include <QHash>
#include <QString>
#include <deque>

namespace paydesk {

// Client-side limiter per API key: at most `requestsPerMinute` requests start in any 60 s window
// (a sliding log, the same window the service counts in), and after a 429 the key is blocked
// until the time the service named. Pure bookkeeping over a caller-supplied clock, so it is
// deterministic in tests; the client turns "wait N ms" into a timer.
class ClientRateLimiter
{
public:
    explicit ClientRateLimiter(int requestsPerMinute = 100);
    void setRequestsPerMinute(int rpm);
    int requestsPerMinute() const { return m_rpm; }

    // How long to wait before a request for `keyId` may start (0 = now). Does not record.
    qint64 delayMs(const QString &keyId, qint64 nowMs) const;
    // Records a request start. Call when delayMs() returned 0.
    void record(const QString &keyId, qint64 nowMs);
    // The service said 429 with this wait: block the key until then.
    void blockUntil(const QString &keyId, qint64 untilMs);

private:
    void prune(std::deque<qint64> &log, qint64 nowMs) const;
    int m_rpm;
    mutable QHash<QString, std::deque<qint64>> m_starts;
    QHash<QString, qint64> m_blockedUntil;
};

} // namespace paydesk
