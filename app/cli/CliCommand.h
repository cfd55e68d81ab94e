#pragma once

#include <QString>
#include <QStringView>
#include <span>

namespace paydesk::cli {

class CliRunner;

// One paydesk-cli command: a class of its own in one table (the way KeePassXC's CLI lists its
// commands), with its name, what it needs before it runs and how it runs on the runner's shared
// context (CliRunner: the app's context and data, the service, its key, the printer, the exit
// code). A new command is a class in CliCommands.cpp (its work in a Cli<Name> class of its own)
// and a row of all(); CliArguments lists its flags.
class CliCommand
{
public:
    // What the runner settles before run(): nothing; the service when one is configured (it only
    // picks default nodes); that and its key when one is at hand; a valid service; that and its
    // key (an error when either is missing).
    enum class Needs
    {
        Nothing,
        ServiceIfConfigured,
        ServiceAndKeyIfAtHand,
        Service,
        ServiceAndKey
    };

    constexpr CliCommand(QStringView name, Needs needs) : m_name(name), m_needs(needs) {}
    virtual ~CliCommand() = default;
    CliCommand(const CliCommand &) = delete;
    CliCommand &operator=(const CliCommand &) = delete;

    // The command, with the flag that makes it another one ("send --local").
    QStringView name() const { return m_name; }
    // What it needs for this run (fetch from your own keys needs less than fetch from a hosted
    // wallet); by default what the table says.
    virtual Needs needs(CliRunner &runner) const;
    // What to tell the user when it needs a service and none is configured: by default the
    // runner's sentence (`why`), which a command may replace with what it can do without one.
    virtual QString withoutService(CliRunner &runner, const QString &why) const
    {
        (void)runner;
        return why;
    }
    // Runs it; it ends with CliRunner::finish(exit code), now or later.
    virtual void run(CliRunner &runner) const = 0;

    // Every command, in one table.
    static std::span<const CliCommand *const> all();

private:
    QStringView m_name;
    Needs m_needs;
};

} // namespace paydesk::cli
