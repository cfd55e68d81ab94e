#include "ClientRateLimiter.h"

#include <algorithm>

namespace paydesk {

namespace {
constexpr qint64 kWindowMs = 60000;
}

ClientRateLimiter::ClientRateLimiter(int requestsPerMinute) : m_rpm(std::max(1, requestsPerMinute))
{}

void ClientRateLimiter::setRequestsPerMinute(int rpm)
{
    m_rpm = std::max(1, rpm);
}

void ClientRateLimiter::prune(std::deque<qint64> &log, qint64 nowMs) const
{
    while (!log.empty() && log.front() <= nowMs - kWindowMs)
        log.pop_front();
}

qint64 ClientRateLimiter::delayMs(const QString &keyId, qint64 nowMs) const
{
    qint64 wait = 0;
    const auto blocked = m_blockedUntil.constFind(keyId);
    if (blocked != m_blockedUntil.cend() && *blocked > nowMs)
        wait = *blocked - nowMs;
    auto &log = m_starts[keyId];
    prune(log, nowMs);
    if (log.size() >= size_t(m_rpm))
        wait = std::max(wait, log.at(log.size() - size_t(m_rpm)) + kWindowMs - nowMs);
    return std::max<qint64>(0, wait);
}

void ClientRateLimiter::record(const QString &keyId, qint64 nowMs)
{
    auto &log = m_starts[keyId];
    prune(log, nowMs);
    log.push_back(nowMs);
}

void ClientRateLimiter::blockUntil(const QString &keyId, qint64 untilMs)
{
    qint64 &b = m_blockedUntil[keyId];
    b = std::max(b, untilMs);
}

} // namespace paydesk
