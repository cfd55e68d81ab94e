#pragma once

#include <QMap>
#include <QString>
#include <QStringList>
#include <optional>

namespace paydesk::cli {

// Exit codes of paydesk-cli (documented in --help).
enum ExitCode
{
    ExitOk = 0,
    ExitUsage = 2,   // usage or validation error
    ExitService = 3, // the service answered with an error (its code is printed)
    ExitRefused = 4, // refused by Paydesk's own checks
    ExitNetwork = 5, // network failure or timeout (including a payment of unknown outcome)
};

// The parsed command line: global options, the command and its options.
struct CliArguments
{
    QString service;      // --service URL
    QString apiKeyEnv;    // --api-key-env NAME
    bool json = false;    // --json
    bool verbose = false; // --verbose: Qt logging (info, and debug where enabled) on stderr
    QString command;      // send, receive, status, history, key
    QStringList positional;
    QMap<QString, QString> options;      // long option name -> value ("" for flags); the last given
    QMap<QString, QStringList> repeated; // an option given more than once -> every value

    bool has(const QString &name) const { return options.contains(name); }
    QString value(const QString &name) const { return options.value(name); }
    // Every value given for `name`, in order (--from A --from B); empty when not given.
    QStringList values(const QString &name) const
    {
        if (const auto it = repeated.constFind(name); it != repeated.cend())
            return *it;
        return has(name) ? QStringList{value(name)} : QStringList{};
    }

    // Parses argv. On --help/--version returns nullopt with the text in `output` and exit 0;
    // on a usage error returns nullopt with the message in `output` and ExitUsage.
    static std::optional<CliArguments> parse(const QStringList &argv, QString *output,
                                             int *exitCode);
    static QString globalHelp();
};

} // namespace paydesk::cli
