#include "CliWatch.h"

#include "CliPrinter.h"
#include "CliRunner.h"
#include "core/Address.h"
#include "core/ShutdownSignals.h"

#include <QDateTime>
#include <QJsonObject>
#include <cstdio>

namespace paydesk::cli {

CliWatch::CliWatch(CliPrinter &printer, ServiceClient *client, bool json, QObject *parent)
    : QObject(parent), m_printer(printer), m_stream(client), m_json(json)
{
    connect(&m_stream, &EventStream::eventArrived, this, &CliWatch::print);
    connect(&m_stream, &EventStream::stateChanged, this, &CliWatch::onState);
    connect(&m_stream, &EventStream::missed, this, [](quint64 from, quint64 to) {
        const QString text =
            from == 0 ? tr("The service's events started again from scratch; read `history` "
                           "for what happened meanwhile.")
                      : tr("Events %1 to %2 are no longer kept by the service; read `history` "
                           "for what happened meanwhile.")
                            .arg(from)
                            .arg(to);
        std::fprintf(stderr, "%s\n", qUtf8Printable(text));
    });
}

CliWatch::~CliWatch() = default;

void CliWatch::run(const QStringList &wallets)
{
    m_signals = std::make_unique<ShutdownSignals>();
    connect(m_signals.get(), &ShutdownSignals::requested, this, [this] {
        m_stream.stop();
        Q_EMIT done(ExitOk);
    });
    std::fprintf(stderr, "%s\n",
                 qUtf8Printable(tr("Connecting to the service's live events; "
                                   "Ctrl-C ends.")));
    m_stream.start(wallets);
}

void CliWatch::onState(EventStream::State state)
{
    QString text;
    switch (state) {
    case EventStream::State::Live:
        text = m_wasLive ? tr("Live again: going on after event %1.").arg(m_stream.lastEventId())
                         : tr("Live: waiting for events.");
        m_wasLive = true;
        break;
    case EventStream::State::Connecting:
        if (!m_wasLive)
            return;
        text = tr("Connection lost; reconnecting...");
        break;
    case EventStream::State::Unavailable:
        text = tr("This service offers no live events (or refuses this key for them); trying "
                  "again in 5 minutes. `history` and `status` still work.");
        break;
    case EventStream::State::Off:
        return;
    }
    std::fprintf(stderr, "%s\n", qUtf8Printable(text));
}

void CliWatch::print(const EventFrame &e)
{
    const QString amount = e.amount ? e.amount->toString() + u' ' + e.assetSymbol : QString();
    if (m_json) {
        QJsonObject o{{QStringLiteral("eventId"), qint64(e.eventId)},
                      {QStringLiteral("kind"), e.kindName},
                      {QStringLiteral("paymentId"), e.paymentId},
                      {QStringLiteral("time"), e.timeMs}};
        const auto put = [&o](const char *key, const QString &value) {
            if (!value.isEmpty())
                o.insert(QLatin1String(key), value);
        };
        put("wallet", e.wallet);
        put("from", e.from);
        put("network", e.network);
        put("status", e.status);
        put("signature", e.signature);
        if (e.amount) {
            o.insert(QStringLiteral("amount"), e.amount->toString());
            o.insert(QStringLiteral("asset"), e.assetSymbol);
        }
        if (e.expiresAtMs > 0)
            o.insert(QStringLiteral("expiresAt"), e.expiresAtMs);
        if (!e.errorCode.isEmpty())
            o.insert(QStringLiteral("error"),
                     QJsonObject{{QStringLiteral("code"), e.errorCode},
                                 {QStringLiteral("message"), e.errorMessage}});
        return m_printer.emitJson(o);
    }
    const QString when =
        QDateTime::fromMSecsSinceEpoch(e.timeMs).toLocalTime().toString(u"HH:mm:ss");
    QStringList parts{when, QStringLiteral("#%1").arg(e.eventId), e.kindName, e.paymentId};
    if (!amount.isEmpty())
        parts.append(amount);
    if (!e.wallet.isEmpty())
        parts.append(e.kind == EventFrame::Kind::PaymentReceived
                         ? tr("to %1 from %2").arg(e.wallet, Address::brief(e.from))
                         : tr("wallet %1").arg(e.wallet));
    if (!e.status.isEmpty())
        parts.append(e.status);
    if (!e.errorMessage.isEmpty())
        parts.append(e.errorMessage);
    m_printer.message(QStringLiteral("watch"), parts.join(QStringLiteral("  ")));
}

void WatchCommand::run(CliRunner &r) const
{
    const QStringList wallets = r.args().positional;
    for (const QString &w : wallets) {
        QString why;
        if (!Address::parse(w, &why)) {
            r.printer().usageError(CliWatch::tr("%1 is not a wallet address: %2").arg(w, why));
            return r.finish(ExitUsage);
        }
    }
    auto *watch = new CliWatch(r.printer(), r.context().client(), r.args().json, &r);
    QObject::connect(watch, &CliWatch::done, &r, &CliRunner::finish);
    watch->run(wallets);
}

} // namespace paydesk::cli
