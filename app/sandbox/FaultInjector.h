#pragma once

#include "RequestBody.h"

#include <QString>
#include <nlohmann/json.hpp>
#include <optional>

namespace paydesk::sandbox {

// Reliability-test faults, set with POST /sandbox/faults. Shares are exact and deterministic:
// a share of 0.25 hits exactly every 4th request in scope (an accumulator, not a dice roll), so
// tests can count. /sandbox/* itself is never affected.
struct FaultConfig
{
    int latencyMs = 0;          // added before every request in scope
    int errorPerMillion = 0;    // share answered 500 INTERNAL_ERROR
    int dropPerMillion = 0;     // share whose connection is closed without an answer
    int truncatePerMillion = 0; // share whose answer announces more bytes than it sends
    int rateLimitStorm = 0;     // the next N requests in scope answer 429 RATE_LIMIT
    QString pathPrefix;         // scope; empty = every path outside /sandbox/
};

class FaultInjector
{
public:
    enum class Action
    {
        None,
        Error500,
        Drop,
        Truncate,
        RateLimited
    };
    struct Plan
    {
        int latencyMs = 0;
        Action action = Action::None;
    };

    // How many faults were injected since start, per kind (configure() keeps counting).
    struct Counts
    {
        int delayed = 0, error500 = 0, dropped = 0, truncated = 0, rateLimited = 0;
    };

    void configure(const FaultConfig &config);
    const Counts &injected() const { return m_injected; }
    const FaultConfig &config() const { return m_config; }
    // Decides the faults of one request (and advances the schedule).
    Plan next(const QString &path);

    nlohmann::json toJson() const;
    // Parses a POST /sandbox/faults body; absent fields are 0 / off.
    static std::optional<FaultConfig> fromBody(const RequestBody &body, ServiceError *error);

private:
    static bool fire(int perMillion, int *accumulator);
    FaultConfig m_config;
    int m_errorAcc = 0, m_dropAcc = 0, m_truncateAcc = 0;
    Counts m_injected;
};

} // namespace paydesk::sandbox
