#include "FaultInjector.h"

#include "core/Amount.h"

#include <QCoreApplication>

namespace paydesk::sandbox {

namespace {
struct TrFaultInjector
{
    Q_DECLARE_TR_FUNCTIONS(FaultInjector)
};

constexpr int kMillion = 1000000;

QString shareText(int perMillion)
{
    return Amount::fromUnits(perMillion, 6).toString();
}
} // namespace

void FaultInjector::configure(const FaultConfig &config)
{
    m_config = config;
    m_errorAcc = m_dropAcc = m_truncateAcc = 0;
}

bool FaultInjector::fire(int perMillion, int *accumulator)
{
    if (perMillion <= 0)
        return false;
    *accumulator += perMillion;
    if (*accumulator >= kMillion) {
        *accumulator -= kMillion;
        return true;
    }
    return false;
}

FaultInjector::Plan FaultInjector::next(const QString &path)
{
    Plan plan;
    if (path.startsWith(u"/sandbox/") || !path.startsWith(m_config.pathPrefix))
        return plan;
    plan.latencyMs = m_config.latencyMs;
    // Every schedule advances on every request in scope, so each share stays exact.
    const bool drop = fire(m_config.dropPerMillion, &m_dropAcc);
    const bool error = fire(m_config.errorPerMillion, &m_errorAcc);
    const bool truncate = fire(m_config.truncatePerMillion, &m_truncateAcc);
    if (m_config.rateLimitStorm > 0) {
        --m_config.rateLimitStorm;
        plan.action = Action::RateLimited;
    } else if (drop) {
        plan.action = Action::Drop;
    } else if (error) {
        plan.action = Action::Error500;
    } else if (truncate) {
        plan.action = Action::Truncate;
    }
    m_injected.delayed += plan.latencyMs > 0 ? 1 : 0;
    m_injected.error500 += plan.action == Action::Error500 ? 1 : 0;
    m_injected.dropped += plan.action == Action::Drop ? 1 : 0;
    m_injected.truncated += plan.action == Action::Truncate ? 1 : 0;
    m_injected.rateLimited += plan.action == Action::RateLimited ? 1 : 0;
    return plan;
}

nlohmann::json FaultInjector::toJson() const
{
    return {{"latencyMs", m_config.latencyMs},
            {"errorRate", shareText(m_config.errorPerMillion).toStdString()},
            {"dropRate", shareText(m_config.dropPerMillion).toStdString()},
            {"truncateRate", shareText(m_config.truncatePerMillion).toStdString()},
            {"rateLimitStorm", m_config.rateLimitStorm},
            {"pathPrefix", m_config.pathPrefix.toStdString()},
            {"injected",
             {{"delayed", m_injected.delayed},
              {"error500", m_injected.error500},
              {"dropped", m_injected.dropped},
              {"truncated", m_injected.truncated},
              {"rateLimited", m_injected.rateLimited}}}};
}

std::optional<FaultConfig> FaultInjector::fromBody(const RequestBody &body, ServiceError *error)
{
    FaultConfig c;
    auto fail = [error](const FieldError &e) -> std::optional<FaultConfig> {
        *error = ServiceError::invalidParameters(e);
        return std::nullopt;
    };
    long long latency = 0;
    if (auto e = body.integer("latencyMs", false, &latency))
        return fail(*e);
    if (latency < 0 || latency > 60000)
        return fail(
            {QStringLiteral("latencyMs"), TrFaultInjector::tr("Must be between 0 and 60000.")});
    c.latencyMs = int(latency);
    const std::pair<const char *, int *> shares[] = {{"errorRate", &c.errorPerMillion},
                                                     {"dropRate", &c.dropPerMillion},
                                                     {"truncateRate", &c.truncatePerMillion}};
    for (const auto &[key, out] : shares) {
        QString text;
        if (auto e = body.number(key, false, &text))
            return fail(*e);
        if (text.isEmpty())
            continue;
        const auto share = Amount::parse(text, 6);
        if (!share || share->units() > kMillion)
            return fail(
                {QString::fromLatin1(key),
                 TrFaultInjector::tr("Must be a share from 0 to 1 with at most 6 decimals.")});
        *out = int(share->units());
    }
    long long storm = 0;
    if (auto e = body.integer("rateLimitStorm", false, &storm))
        return fail(*e);
    if (storm < 0 || storm > 1000000)
        return fail({QStringLiteral("rateLimitStorm"),
                     TrFaultInjector::tr("Must be between 0 and 1000000.")});
    c.rateLimitStorm = int(storm);
    if (auto e = body.string("pathPrefix", false, &c.pathPrefix))
        return fail(*e);
    return c;
}

} // namespace paydesk::sandbox
