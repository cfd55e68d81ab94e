#pragma once

#include "CliCommand.h"
#include "api/EventStream.h"

#include <QObject>
#include <memory>

namespace paydesk {
class ShutdownSignals;
}

namespace paydesk::cli {

class CliPrinter;

// paydesk-cli watch [WALLET...] [--json]: prints each live payment event of the service as it
// happens (docs/service-contract.md, "Live payment events"), one line each (one JSON object a
// line with --json), through the app's EventStream: across a restart of the service it comes
// back by itself and goes on after the last event printed, none twice. Ctrl-C ends it (exit 0).
// State changes go to standard error, so standard output holds events only.
class CliWatch : public QObject
{
    Q_OBJECT
public:
    CliWatch(CliPrinter &printer, ServiceClient *client, bool json, QObject *parent = nullptr);
    ~CliWatch() override;
    void run(const QStringList &wallets);

Q_SIGNALS:
    void done(int exitCode);

private:
    void print(const EventFrame &event);
    void onState(EventStream::State state);

    CliPrinter &m_printer;
    EventStream m_stream;
    std::unique_ptr<ShutdownSignals> m_signals;
    bool m_json;
    bool m_wasLive = false;
};

class WatchCommand : public CliCommand
{
public:
    using CliCommand::CliCommand;
    void run(CliRunner &runner) const override;
};

} // namespace paydesk::cli
