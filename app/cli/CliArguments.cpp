#include "CliArguments.h"

#include "CliCommandSpecs.h"
#include "core/VersionInfo.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QHash>
#include <algorithm>

namespace paydesk::cli {

namespace {
struct TrCliArguments
{
    Q_DECLARE_TR_FUNCTIONS(CliArguments)
};
} // namespace

QString CliArguments::globalHelp()
{
    QString out = TrCliArguments::tr(
        "Usage: paydesk-cli [--service URL] [--api-key-env NAME] [--json] "
        "[--verbose] COMMAND [OPTIONS]\n\n"
        "Paydesk's command line: the payment service's interface for scripts.\n\n"
        "Global options:\n"
        "  --service URL        Payment service base URL (https://, or http:// "
        "on this computer).\n"
        "                       Default: $PAYDESK_SERVICE_URL, then the GUI's "
        "setting.\n"
        "  --api-key-env NAME   Read the API key from environment variable NAME "
        "instead of the\n"
        "                       OS keychain.\n"
        "  --json               Print one JSON object per result on standard "
        "output.\n"
        "  --verbose            Log each request and step on standard error "
        "(quiet by default).\n"
        "  -h, --help           This help; COMMAND --help for a command's "
        "options.\n"
        "  -v, --version        Version.\n\n"
        "Commands:\n");
    for (const CliCommandSpecs::Spec &c : CliCommandSpecs::all())
        out += QStringLiteral("  %1\n").arg(QString::fromLatin1(c.synopsis));
    out += TrCliArguments::tr(
        "\nkey set reads the API key from standard input and stores it in the OS "
        "keychain (the entry the\nGUI uses); key test makes one authenticated request; "
        "key delete removes it.\n"
        "wallet keeps Solana and EVM keys in the OS keychain (the GUI's wallets); send and "
        "receive with\n--local --rpc URL sign with them after checking the "
        "transaction, and broadcast themselves.\n\n"
        "Exit codes: 0 success, 2 usage or validation error, 3 error answered by the "
        "service,\n4 refused by Paydesk's own checks, 5 network failure or timeout "
        "(a payment whose\noutcome is unknown also exits 5: check its status, never "
        "send it again blindly).\n");
    return out;
}

std::optional<CliArguments> CliArguments::parse(const QStringList &argv, QString *output,
                                                int *exitCode)
{
    *exitCode = ExitUsage;
    QCommandLineParser global;
    global.setOptionsAfterPositionalArgumentsMode(QCommandLineParser::ParseAsPositionalArguments);
    const QCommandLineOption service(QStringLiteral("service"), QString(), QStringLiteral("URL"));
    const QCommandLineOption keyEnv(QStringLiteral("api-key-env"), QString(),
                                    QStringLiteral("NAME"));
    const QCommandLineOption json(QStringLiteral("json"));
    const QCommandLineOption verbose(QStringLiteral("verbose"));
    const QCommandLineOption help(QStringList{QStringLiteral("h"), QStringLiteral("help")});
    const QCommandLineOption version(QStringList{QStringLiteral("v"), QStringLiteral("version")});
    global.addOptions({service, keyEnv, json, verbose, help, version});
    if (!global.parse(argv)) {
        *output = global.errorText() + QStringLiteral("\n\n") + globalHelp();
        return std::nullopt;
    }
    const QStringList rest = global.positionalArguments();
    if (global.isSet(version)) {
        *output = VersionInfo::text(QStringLiteral("paydesk-cli")) + u'\n';
        *exitCode = ExitOk;
        return std::nullopt;
    }
    if (global.isSet(help) || rest.isEmpty()) {
        *output = globalHelp();
        *exitCode = global.isSet(help) ? ExitOk : ExitUsage;
        return std::nullopt;
    }
    CliArguments args;
    args.service = global.value(service);
    args.apiKeyEnv = global.value(keyEnv);
    args.json = global.isSet(json);
    args.verbose = global.isSet(verbose);
    args.command = rest.first();

    for (const CliCommandSpecs::Spec &spec : CliCommandSpecs::all()) {
        if (args.command != QLatin1String(spec.name))
            continue;
        QCommandLineParser p;
        p.addOptions(spec.options);
        const QCommandLineOption cmdHelp(QStringList{QStringLiteral("h"), QStringLiteral("help")});
        p.addOption(cmdHelp);
        QStringList cmdArgv = rest;
        cmdArgv[0] = QStringLiteral("paydesk-cli ") + args.command;
        QString usage = TrCliArguments::tr("Usage: paydesk-cli [global options] %1\n\n")
                            .arg(QString::fromLatin1(spec.synopsis));
        if (const QString what = CliCommandSpecs::description(args.command); !what.isEmpty())
            usage += what + QStringLiteral("\n\n");
        for (const QCommandLineOption &o : spec.options)
            usage += QStringLiteral("  --%1  %2\n")
                         .arg(o.names().constFirst() + (o.valueName().isEmpty()
                                                            ? QString()
                                                            : QStringLiteral(" ") + o.valueName()),
                              -28)
                         .arg(o.description());
        // "-1 USDC" would read as the short options 1, space, U, S, D and C: an argument that
        // starts with a minus and a digit, where no option takes it as its value, is a negative
        // amount, and no amount of Paydesk's is negative.
        for (qsizetype i = 1; i < cmdArgv.size(); ++i) {
            const QString &a = cmdArgv.at(i);
            if (a == u"--")
                break;
            const bool takesValue =
                a.startsWith(u"--") && !a.contains(u'=') &&
                std::any_of(spec.options.cbegin(), spec.options.cend(), [&a](const auto &o) {
                    return !o.valueName().isEmpty() && o.names().contains(a.mid(2));
                });
            if (takesValue) {
                ++i;
                continue;
            }
            if (a.size() > 1 && a.at(0) == u'-' && a.at(1).isDigit()) {
                *output = TrCliArguments::tr("%1 is a negative amount: amounts are 0 or more "
                                             "(for example \"1 USDC\").\n\n")
                              .arg(a) +
                          usage;
                return std::nullopt;
            }
        }
        if (!p.parse(cmdArgv)) {
            *output = p.errorText() + QStringLiteral("\n\n") + usage;
            return std::nullopt;
        }
        if (p.isSet(cmdHelp)) {
            *output = usage;
            *exitCode = ExitOk;
            return std::nullopt;
        }
        args.positional = p.positionalArguments();
        if (args.positional.size() < spec.minPositional ||
            args.positional.size() > spec.maxPositional) {
            *output =
                TrCliArguments::tr("Wrong number of arguments for %1.\n\n").arg(args.command) +
                usage;
            return std::nullopt;
        }
        for (const QCommandLineOption &o : spec.options) {
            const QString name = o.names().constFirst();
            if (!p.isSet(name))
                continue;
            args.options.insert(name, o.valueName().isEmpty() ? QString() : p.value(name));
            if (!o.valueName().isEmpty() && p.values(name).size() > 1)
                args.repeated.insert(name, p.values(name));
        }
        using namespace Qt::StringLiterals;
        // The actions of the commands that have them: the first word after the command.
        static const QHash<QString, QStringList> actions{
            {QStringLiteral("key"), {u"set"_s, u"test"_s, u"delete"_s}},
            {QStringLiteral("budget"),
             {u"list"_s, u"grant"_s, u"revoke"_s, u"cap"_s, u"payee"_s, u"freeze"_s,
              u"unfreeze"_s}},
            {QStringLiteral("token"), {u"list"_s, u"add"_s, u"remove"_s}},
            {QStringLiteral("permit2"), {u"allowance"_s, u"approve"_s, u"revoke"_s}},
            {QStringLiteral("wallet"), {u"create"_s, u"import"_s, u"list"_s, u"remove"_s}},
            {QStringLiteral("agent"),
             {u"list"_s, u"add"_s, u"remove"_s, u"pause"_s, u"resume"_s, u"token"_s, u"budget"_s,
              u"allow"_s, u"disallow"_s}},
        };
        if (const auto known = actions.constFind(args.command);
            known != actions.cend() && !known->contains(args.positional.constFirst())) {
            QStringList choices = *known;
            const QString last = choices.takeLast();
            *output = TrCliArguments::tr("Unknown %1 action '%2': use %3 or %4.\n")
                          .arg(args.command, args.positional.constFirst(),
                               choices.join(QStringLiteral(", ")), last);
            return std::nullopt;
        }
        *exitCode = ExitOk;
        return args;
    }
    *output = TrCliArguments::tr("Unknown command '%1'.\n\n").arg(args.command) + globalHelp();
    return std::nullopt;
}

} // namespace paydesk::cli
