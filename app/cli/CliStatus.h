#pragma once

#include "CliArguments.h"
#include "CliPrinter.h"
#include "models/PaymentStatusTracker.h"

#include <QObject>
#include <QTimer>
#include <memory>

namespace paydesk {
class ShutdownSignals;
}

namespace paydesk::cli {

// paydesk-cli status ID [--wait [--wait-timeout S]]: one look-up, or following the payment to a
// final state with the app's PaymentStatusTracker (the same polling and backoff as the Status
// page), printing each change. Ctrl-C stops waiting, never the payment.
class CliStatus : public QObject
{
    Q_OBJECT
public:
    CliStatus(const CliArguments &args, CliPrinter &printer, ServiceClient &client,
              QObject *parent = nullptr);
    ~CliStatus() override;
    void run();
    // A payment Paydesk recorded itself (CliRunner::ownRecord), printed as run() prints the
    // service's; none: the error that says where such payments are listed. The exit code.
    static int printOwn(CliPrinter &printer, const QString &paymentId,
                        const std::optional<PaymentRecord> &record);

Q_SIGNALS:
    void done(int exitCode);

private:
    void onRecord();
    void stopWaiting(int signalNumber);
    void fail(const ApiError &error);
    void finish(int code);

    const CliArguments &m_args;
    CliPrinter &m_printer;
    PaymentStatusTracker m_tracker;
    QTimer m_deadline;
    std::unique_ptr<ShutdownSignals> m_signals;
    QString m_lastStatus;
    bool m_wait = false;
    bool m_finished = false;
};

} // namespace paydesk::cli
