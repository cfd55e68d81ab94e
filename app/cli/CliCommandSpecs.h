#pragma once

#include <QCommandLineOption>
#include <QCoreApplication>
#include <QList>

namespace paydesk::cli {

// The commands paydesk-cli knows, with their synopsis, options and number of arguments, for
// CliArguments to parse and print --help from (their texts keep the context "CliArguments").
class CliCommandSpecs
{
public:
    struct Spec
    {
        const char *name;
        const char *synopsis;
        QList<QCommandLineOption> options;
        int minPositional;
        int maxPositional;
    };
    static QList<Spec> all();
    // What a command does, for COMMAND --help (above its options); empty when the synopsis says
    // it.
    static QString description(const QString &command);
};

} // namespace paydesk::cli
