#pragma once

#include "SpendTotals.h"
#include "StatementCache.h"
#include "core/Amount.h"
#include "core/BudgetWindows.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QList>
#include <QSqlDatabase>
#include <QString>
#include <QStringList>
#include <optional>

namespace paydesk {

// What one agent may spend in one asset on one network.
struct AgentBudget
{
    QString network; // canonical x402 network id
    QString asset;   // as SiteBudget::asset: "" the native coin, else the token
    Amount perDay;   // over the last 24 hours: a hard limit
    // The most one payment may be without a person's approval (at most perDay).
    Amount automatic;
    BudgetLimits limits{}; // caps per week and month (hard limits too), and when it ends
};

// A program that pays through Paydesk (an MCP client, a script behind the paying proxy).
struct Agent
{
    QString name;
    bool paused = false;
    int perMinute = 10; // payments in any 60 seconds
    int failures = 0;   // failed payments in a row (the circuit breaker opens at kMaxFailures)
    QDateTime created;
    QList<AgentBudget> budgets;
    QStringList sites; // origins it may pay without a person ("https://host:443")
};

// The verdict on one agent payment, after the site budgets and before anything is signed.
struct AgentCheck
{
    enum class Verdict
    {
        Automatic, // within every limit: paid without asking
        Approval,  // within the hard limits, but a person must approve it (`reason` says why)
        Refused    // `code` and `reason` say which limit
    };
    Verdict verdict = Verdict::Refused;
    QString code;   // "agent_paused", "over_agent_budget", "approval_required", ...
    QString reason; // a sentence with units, saying what to do
    std::optional<AgentBudget> budget;
    Amount spentToday, leftToday;
    std::optional<WindowExcess> window; // the window the price passes (a refusal)
};

// Agents in the app's SQLite database (tables agents, agent_budgets, agent_sites, agent_payments;
// schema step 6). An agent spends only from budgets the user gave it, per network and asset; its
// payments are x402 paid fetches (x402_attempts) whose spend is in x402_spending, so the site
// budgets, the daily caps and the freeze apply to it as well. Nothing here is reachable from an
// agent: the MCP server and the proxy only read it and record payments.
class AgentStore
{
    Q_DECLARE_TR_FUNCTIONS(AgentStore)
public:
    static constexpr int kMaxFailures = 5;
    // A payment that would leave less than this share (in percent) of the day's budget asks.
    static constexpr int kNearCapPercent = 10;

    explicit AgentStore(QSqlDatabase db); // upgrades the file (DatabaseSchema::app)
    bool isReady() const { return m_ready; }
    QString lastError() const { return m_lastError; }

    // "Research bot", "claude-code": 1 to 64 characters, no control characters.
    static bool validName(const QString &name, QString *why);
    static QString tokenHash(QByteArrayView token); // SHA-256, hex

    bool add(const QString &name, const QByteArray &tokenHash, int perMinute = 10);
    bool remove(const QString &name); // its budgets and sites; its payments stay in the history
    std::optional<Agent> find(const QString &name) const;
    std::optional<Agent> findByTokenHash(const QString &tokenHash) const;
    QList<Agent> all() const;

    bool setPaused(const QString &name, bool paused); // resuming also closes the breaker
    bool setPerMinute(const QString &name, int perMinute);
    // Saves (or replaces) the agent's budget in budget.asset on budget.network; validated.
    bool saveBudget(const QString &name, const AgentBudget &budget, QString *why);
    bool removeBudget(const QString &name, const QString &network, const QString &asset);
    bool allowSite(const QString &name, const QString &origin);
    bool disallowSite(const QString &name, const QString &origin);

    // The verdict on `price` in `asset` on `network` to `origin`, `frozen`: the tray's freeze.
    AgentCheck check(const QString &name, const QString &origin, const QString &network,
                     const QString &asset, const Amount &price, bool frozen,
                     const QDateTime &at = {}) const;
    // Names `attemptId` as the agent's (in the transaction that records its spend).
    bool recordPayment(const QString &name, qint64 attemptId, const QDateTime &at = {});
    QString agentOf(qint64 attemptId) const;
    // What the agent spent in `asset` on `network` since `since` (spends taken back excluded).
    Amount spentSince(const QString &name, const QString &network, const QString &asset,
                      int decimals, const QDateTime &since) const;
    int paymentsSince(const QString &name, const QDateTime &since) const;
    // The agent's paid fetches (x402_attempts ids), newest first.
    QList<qint64> recentAttempts(const QString &name, int limit) const;
    // The breaker: a failed payment counts, a paid one resets the count.
    bool recordOutcome(const QString &name, bool paid);

private:
    QList<Agent> select(const std::optional<QString> &name) const;
    QSqlDatabase m_db;
    mutable StatementCache m_statements{m_db}; // a payment's statements, compiled once
    SpendTotals m_totals{m_statements};        // the windows' sums, by the hour
    bool m_ready = false;
    mutable QString m_lastError;
};

} // namespace paydesk
