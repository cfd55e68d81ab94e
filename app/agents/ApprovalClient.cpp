#include "ApprovalClient.h"

#include "core/Asset.h"
#include "core/Network.h"
#include "store/BudgetStore.h"

#include <QLocalSocket>
#include <QTimer>

namespace paydesk::agents {

ApprovalClient::ApprovalClient(const QString &dataDir, int timeoutSeconds, QObject *parent)
    : QObject(parent), m_name(ApprovalRequest::serverName(dataDir)),
      m_timeoutSeconds(timeoutSeconds)
{}

int ApprovalClient::defaultTimeoutSeconds()
{
    bool ok = false;
    const int seconds = qEnvironmentVariableIntValue("PAYDESK_APPROVAL_TIMEOUT", &ok);
    return ok && seconds >= 1 && seconds <= 3600 ? seconds : 120;
}

void ApprovalClient::ask(const QString &agent, const x402::PaymentQuote &quote, Done done)
{
    const x402::PaymentOption &o = quote.option;
    const QString asset = Asset::keyOf(o.asset);
    ApprovalRequest r;
    r.id = m_next++;
    r.agent = agent;
    r.url = quote.url;
    r.origin = quote.origin;
    r.price = o.amount ? o.amount->toString() : o.amountUnits;
    r.unit = Money::unitOf(o.networkId, asset);
    r.network = o.networkId;
    r.payTo = o.payTo;
    if (quote.agent) {
        r.leftToday = quote.agent->leftToday.toString();
        r.perDay = quote.agent->budget ? quote.agent->budget->perDay.toString() : QString();
        r.reason = quote.agent->reason;
    }
    r.timeoutSeconds = m_timeoutSeconds;

    auto *socket = new QLocalSocket(this);
    auto *timer = new QTimer(socket);
    timer->setSingleShot(true);
    auto finish = std::make_shared<Done>(std::move(done));
    const auto end = [socket, finish](Answer answer, const QString &detail) {
        if (!*finish)
            return;
        const Done d = std::exchange(*finish, Done());
        socket->disconnect();
        socket->abort(); // the app withdraws a question whose agent stopped waiting
        socket->deleteLater();
        d(answer, detail);
    };
    connect(socket, &QLocalSocket::connected, socket, [socket, r, timer]() {
        socket->write(r.toLine());
        timer->start(r.timeoutSeconds * 1000);
    });
    connect(socket, &QLocalSocket::errorOccurred, socket, [end]() {
        end(Answer::Unavailable, tr("The Paydesk desktop app is not running, so nobody could "
                                    "approve it."));
    });
    connect(socket, &QLocalSocket::readyRead, socket, [socket, end, id = r.id]() {
        while (socket->canReadLine()) {
            const auto answer = ApprovalRequest::answerFrom(socket->readLine(4096).trimmed(), id);
            if (answer)
                return end(*answer == ApprovalRequest::Answer::Decline ? Answer::Declined
                                                                       : Answer::Approved,
                           QString());
        }
    });
    connect(timer, &QTimer::timeout, socket, [end, seconds = r.timeoutSeconds]() {
        end(Answer::TimedOut,
            tr("Nobody approved it in the desktop app within %n second(s).", nullptr, seconds));
    });
    socket->connectToServer(m_name);
}

} // namespace paydesk::agents
