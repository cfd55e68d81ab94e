#pragma once

#include "models/ApprovalRequest.h"
#include "payments/PaidFetchTypes.h"

#include <QObject>
#include <functional>

namespace paydesk::agents {

// Asks the desktop app (AgentApprovals, on ApprovalRequest::serverName of the same data folder)
// whether a person approves an agent's payment. Without a desktop app listening the answer is
// Unavailable at once; nobody answering within the timeout is TimedOut (the app withdraws the
// question when the connection ends). Either way the payment is declined, never paid.
class ApprovalClient : public QObject
{
    Q_OBJECT
public:
    enum class Answer
    {
        Approved,
        Declined,
        Unavailable,
        TimedOut
    };
    // `detail`: for Unavailable and TimedOut, a sentence saying so.
    using Done = std::function<void(Answer answer, const QString &detail)>;

    // `timeoutSeconds`: how long an agent's call waits for a person.
    ApprovalClient(const QString &dataDir, int timeoutSeconds, QObject *parent = nullptr);

    void ask(const QString &agent, const x402::PaymentQuote &quote, Done done);

    // $PAYDESK_APPROVAL_TIMEOUT (seconds, 1 to 3600), else 120.
    static int defaultTimeoutSeconds();

private:
    QString m_name;
    int m_timeoutSeconds;
    qint64 m_next = 1;
};

} // namespace paydesk::agents
