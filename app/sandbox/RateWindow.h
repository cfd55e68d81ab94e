#pragma once

#include <QtGlobal>
#include <deque>

namespace paydesk::sandbox {

// An exact sliding window: at most `limit` accepted requests in any `windowMs` span. A refused
// request does not count. Times are milliseconds (monotonic or wall clock, but one kind).
class RateWindow
{
public:
    struct Decision
    {
        bool allowed = false;
        int limit = 0;
        int remaining = 0;         // after this request
        qint64 resetAtMs = 0;      // when the oldest counted request leaves the window
        int retryAfterSeconds = 0; // when refused: whole seconds until one slot frees (>= 1)
    };

    explicit RateWindow(int limit, qint64 windowMs = 60000);
    Decision tryConsume(qint64 nowMs);
    int limit() const { return m_limit; }

private:
    void expire(qint64 nowMs);
    int m_limit;
    qint64 m_windowMs;
    std::deque<qint64> m_accepted;
};

} // namespace paydesk::sandbox
