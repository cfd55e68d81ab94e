#include "RateWindow.h"

namespace paydesk::sandbox {

RateWindow::RateWindow(int limit, qint64 windowMs) : m_limit(qMax(1, limit)), m_windowMs(windowMs)
{}

void RateWindow::expire(qint64 nowMs)
{
    while (!m_accepted.empty() && m_accepted.front() + m_windowMs <= nowMs)
        m_accepted.pop_front();
}

RateWindow::Decision RateWindow::tryConsume(qint64 nowMs)
{
    expire(nowMs);
    Decision d;
    d.limit = m_limit;
    if (int(m_accepted.size()) >= m_limit) {
        d.allowed = false;
        d.remaining = 0;
        d.resetAtMs = m_accepted.front() + m_windowMs;
        d.retryAfterSeconds = int(qMax<qint64>(1, (d.resetAtMs - nowMs + 999) / 1000));
        return d;
    }
    m_accepted.push_back(nowMs);
    d.allowed = true;
    d.remaining = m_limit - int(m_accepted.size());
    d.resetAtMs = m_accepted.front() + m_windowMs;
    return d;
}

} // namespace paydesk::sandbox
