#pragma once

#include <QByteArray>
#include <QString>
#include <optional>

namespace paydesk {

// What an agent's payment that needs a person shows in the desktop app (AgentApprovals), as
// paydesk-cli sends it over the approval channel: one JSON object per line, amounts as exact
// decimal text. The answer is one line too: {"id": N, "answer": "once" | "always" | "decline"}.
struct ApprovalRequest
{
    enum class Answer
    {
        Once,   // pay this one
        Always, // pay it and let the agent pay this site without asking (within its budgets)
        Decline
    };

    qint64 id = 0; // the client's
    QString agent, url, origin;
    QString price, unit, network; // "0.005", "USDC", "eip155:8453"
    QString payTo;
    QString leftToday, perDay; // the agent's budget in this asset, in `unit`
    QString reason;            // why a person must approve (AgentCheck::reason)
    int timeoutSeconds = 120;  // the agent waits this long, then it is declined

    // The channel's name for the data folder the stores are in: the desktop app and paydesk-cli
    // of one profile meet there (a Unix socket in the temporary folder, a pipe on Windows).
    static QString serverName(const QString &dataDir);

    QByteArray toLine() const;
    static std::optional<ApprovalRequest> fromLine(const QByteArray &line);
    static QByteArray answerLine(qint64 id, Answer answer);
    static std::optional<Answer> answerFrom(const QByteArray &line, qint64 id);
};

} // namespace paydesk
