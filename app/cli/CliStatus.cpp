#include "CliStatus.h"

#include "CliRunner.h"
#include "core/ShutdownSignals.h"

#include <QCoreApplication>
#include <QTextStream>
#include <cstdio>

namespace paydesk::cli {

namespace {
// The strings keep the context they were translated in.
struct TrCliStatus
{
    Q_DECLARE_TR_FUNCTIONS(CliRunner)
};
} // namespace

CliStatus::CliStatus(const CliArguments &args, CliPrinter &printer, ServiceClient &client,
                     QObject *parent)
    : QObject(parent), m_args(args), m_printer(printer), m_tracker(&client)
{
    // A terminal waits more patiently than the Status page: 1 s, then half as long again each
    // time, at most 10 s between look-ups.
    m_tracker.setBackoff({1000, 1.5, 10000});
    connect(&m_tracker, &PaymentStatusTracker::recordChanged, this, &CliStatus::onRecord);
    connect(&m_tracker, &PaymentStatusTracker::failed, this, &CliStatus::fail);
    m_deadline.setSingleShot(true);
    connect(&m_deadline, &QTimer::timeout, this, [this]() {
        fail(ApiError(
            ApiError::Kind::Timeout, QStringLiteral("WAIT_TIMEOUT"),
            TrCliStatus::tr("The payment is still %1; stopped waiting.").arg(m_lastStatus)));
    });
}

CliStatus::~CliStatus() = default;

void CliStatus::run()
{
    const QString id = m_args.positional.constFirst();
    m_wait = m_args.has(QStringLiteral("wait"));
    if (m_wait) {
        bool ok = true;
        const int limit = m_args.has(QStringLiteral("wait-timeout"))
                              ? m_args.value(QStringLiteral("wait-timeout")).toInt(&ok)
                              : 600;
        if (!ok || limit <= 0)
            return fail(
                ApiError::validation(QStringLiteral("wait-timeout"),
                                     TrCliStatus::tr("Must be a positive number of seconds.")));
        m_deadline.start(limit * 1000);
        // Ctrl-C stops waiting, not the payment: say so and how to resume (exit 128 + signal).
        m_signals = std::make_unique<ShutdownSignals>();
        connect(m_signals.get(), &ShutdownSignals::requested, this, &CliStatus::stopWaiting);
        if (!m_args.json)
            QTextStream(stderr) << TrCliStatus::tr("Waiting for payment %1 to reach a final state "
                                                   "(Ctrl-C stops waiting) ...")
                                       .arg(id)
                                << Qt::endl;
    }
    m_tracker.track(id);
}

void CliStatus::onRecord()
{
    if (m_finished || !m_tracker.hasRecord())
        return;
    const PaymentRecord &r = m_tracker.record();
    const bool changed = !m_lastStatus.isEmpty() && r.statusText != m_lastStatus;
    // Waiting, a person sees one line per status and the record once, when it is final; a
    // program (--json) gets each record as it changes.
    if (!m_wait || r.isFinal() || (m_args.json && r.statusText != m_lastStatus))
        m_printer.payment(r);
    else if (r.statusText != m_lastStatus)
        QTextStream(stderr) << TrCliStatus::tr("Status: %1 ...").arg(r.statusText) << Qt::endl;
    if (r.isFinal())
        m_printer.outcome(PaymentOutcome::ofRecord(r, changed));
    m_lastStatus = r.statusText;
    if (!m_wait || r.isFinal())
        finish(ExitOk);
}

void CliStatus::stopWaiting(int signalNumber)
{
    m_signals.reset();
    const QString id = m_args.positional.constFirst();
    const QString state =
        m_lastStatus.isEmpty()
            ? TrCliStatus::tr("Stopped waiting before the service answered.")
            : TrCliStatus::tr("Stopped waiting; the payment is still %1.").arg(m_lastStatus);
    m_printer.error(
        ApiError(ApiError::Kind::Cancelled, QStringLiteral("INTERRUPTED"),
                 TrCliStatus::tr("%1 Nothing was changed. Resume with: paydesk-cli status %2 "
                                 "--wait")
                     .arg(state, id)));
    finish(128 + signalNumber);
}

void CliStatus::fail(const ApiError &error)
{
    if (m_finished)
        return;
    m_printer.error(error);
    finish(CliRunner::exitCodeFor(error));
}

void CliStatus::finish(int code)
{
    if (m_finished)
        return; // e.g. an answer arriving after Ctrl-C: the first outcome is the one reported
    m_finished = true;
    m_tracker.stop();
    m_deadline.stop();
    Q_EMIT done(code);
}

int CliStatus::printOwn(CliPrinter &printer, const QString &paymentId,
                        const std::optional<PaymentRecord> &record)
{
    if (!record) {
        printer.error(ApiError(ApiError::Kind::Refused, QStringLiteral("NOT_FOUND"),
                               tr("Paydesk has no record of payment %1 on this computer: it pays "
                                  "such payments itself, and 'paydesk-cli history WALLET' lists "
                                  "them.")
                                   .arg(paymentId)));
        return ExitRefused;
    }
    printer.payment(*record);
    if (record->isFinal())
        printer.outcome(PaymentOutcome::ofRecord(*record, false));
    return ExitOk;
}

} // namespace paydesk::cli
