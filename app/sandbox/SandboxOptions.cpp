#include "SandboxOptions.h"

#include "core/Validation.h"

#include <QCoreApplication>
#include <QRegularExpression>

namespace paydesk::sandbox {

namespace {
struct TrSandboxOptions
{
    Q_DECLARE_TR_FUNCTIONS(SandboxOptions)
};

bool parseListen(const QString &text, QHostAddress *host, quint16 *port)
{
    const qsizetype colon = text.lastIndexOf(u':');
    if (colon <= 0)
        return false;
    QString h = text.left(colon);
    if (h.startsWith(u'[') && h.endsWith(u']'))
        h = h.mid(1, h.size() - 2);
    bool ok = false;
    const uint p = text.mid(colon + 1).toUInt(&ok);
    if (!ok || p > 65535)
        return false;
    QHostAddress address;
    if (h == u"localhost")
        address = QHostAddress(QHostAddress::LocalHost);
    else if (!address.setAddress(h))
        return false;
    *host = address;
    *port = quint16(p);
    return true;
}
} // namespace

int SandboxOptions::defaultRequestsPerMinute(const QString &plan)
{
    if (plan == u"premium")
        return 1000;
    if (plan == u"enterprise")
        return 10000;
    return 100;
}

std::optional<ApiKeySpec> SandboxOptions::parseKeySpec(const QString &text, QString *error)
{
    const qsizetype eq = text.indexOf(u'=');
    static const QRegularExpression keyRe(QStringLiteral("^[\\x21-\\x7e]{1,256}$"));
    if (eq <= 0 || !keyRe.match(text.left(eq)).hasMatch()) {
        *error =
            TrSandboxOptions::tr("--key needs KEY=PLAN, where KEY is 1 to 256 printable characters "
                                 "without spaces (got \"%1\").")
                .arg(text);
        return std::nullopt;
    }
    ApiKeySpec spec;
    spec.key = text.left(eq);
    const QStringList parts = text.mid(eq + 1).split(u':');
    spec.plan = parts.value(0);
    if (spec.plan != u"standard" && spec.plan != u"premium" && spec.plan != u"enterprise") {
        *error = TrSandboxOptions::tr(
                     "--key: the plan must be standard, premium or enterprise (got \"%1\").")
                     .arg(spec.plan);
        return std::nullopt;
    }
    spec.requestsPerMinute = defaultRequestsPerMinute(spec.plan);
    for (int i = 1; i < parts.size(); ++i) {
        const QString &p = parts.at(i);
        bool isNumber = false;
        const int rpm = p.toInt(&isNumber);
        if (isNumber && i == 1 && rpm >= 1 && rpm <= 1000000) {
            spec.requestsPerMinute = rpm;
        } else if ((p == u"hosted" || p == u"local") && spec.group.isEmpty() &&
                   i == parts.size() - 1) {
            spec.group = p;
        } else {
            *error =
                TrSandboxOptions::tr("--key: \"%1\" is neither a rate (1 to 1000000 requests per "
                                     "minute) nor an endpoint group (hosted or local).")
                    .arg(p);
            return std::nullopt;
        }
    }
    return spec;
}

std::optional<SandboxOptions> SandboxOptions::fromArguments(const QStringList &args, QString *error)
{
    SandboxOptions o;
    QString dummy;
    if (!error)
        error = &dummy;
    auto fail = [error](const QString &why) -> std::optional<SandboxOptions> {
        *error = why;
        return std::nullopt;
    };
    for (int i = 1; i < args.size(); ++i) {
        QString name = args.at(i);
        QString value;
        bool hasValue = false;
        const qsizetype eq = name.indexOf(u'=');
        if (name.startsWith(u"--") && eq > 0) {
            value = name.mid(eq + 1);
            name = name.left(eq);
            hasValue = true;
        }
        auto take = [&]() -> bool {
            if (hasValue)
                return true;
            if (i + 1 >= args.size())
                return false;
            value = args.at(++i);
            return true;
        };
        if (name == u"-h" || name == u"--help") {
            o.showHelp = true;
        } else if (name == u"-v" || name == u"--version") {
            o.showVersion = true;
        } else if (name == u"--allow-remote") {
            o.allowRemote = true;
        } else if (name == u"--quiet") {
            o.logRequests = false;
        } else if (name == u"--leader-queue") {
            o.leaderQueue = true;
        } else if (name == u"--listen" || name == u"--key" || name == u"--fund" ||
                   name == u"--state" || name == u"--solana-rpc" || name == u"--evm-rpc" ||
                   name == u"--slot-ms" || name == u"--tls-cert" || name == u"--tls-key") {
            if (!take())
                return fail(TrSandboxOptions::tr("%1 needs a value.").arg(name));
            if (name == u"--listen") {
                if (!parseListen(value, &o.host, &o.port))
                    return fail(
                        TrSandboxOptions::tr("--listen needs HOST:PORT, for example 127.0.0.1:8402 "
                                             "(got \"%1\").")
                            .arg(value));
            } else if (name == u"--key") {
                auto spec = parseKeySpec(value, error);
                if (!spec)
                    return std::nullopt;
                o.keys.append(*spec);
            } else if (name == u"--fund") {
                const qsizetype feq = value.indexOf(u'=');
                const QString address = value.left(feq);
                const QString amount = feq > 0 ? value.mid(feq + 1) : QString();
                Address parsed;
                if (feq <= 0 || validate::address(QStringLiteral("address"), address, &parsed))
                    return fail(
                        TrSandboxOptions::tr("--fund needs ADDRESS=AMOUNT with a Solana or EVM "
                                             "address (got \"%1\").")
                            .arg(value));
                QString why;
                const auto a = Amount::parse(amount, chainDecimals(parsed.chain()), &why);
                if (!a || a->isZero())
                    return fail(
                        TrSandboxOptions::tr("--fund %1: the amount must be a positive decimal "
                                             "number. %2")
                            .arg(address, why));
                o.fund.append({parsed.toString(), a->toString()});
            } else if (name == u"--state") {
                o.statePath = value;
            } else if (name == u"--tls-cert") {
                o.tlsCertificate = value;
            } else if (name == u"--tls-key") {
                o.tlsKey = value;
            } else if (name == u"--solana-rpc") {
                const QUrl url(value, QUrl::StrictMode);
                if (!url.isValid() || url.host().isEmpty() ||
                    (url.scheme() != u"http" && url.scheme() != u"https"))
                    return fail(
                        TrSandboxOptions::tr("--solana-rpc needs an http(s) URL (got \"%1\").")
                            .arg(value));
                o.solanaRpc = url;
            } else if (name == u"--evm-rpc") {
                const QUrl url(value, QUrl::StrictMode);
                if (!url.isValid() || url.host().isEmpty() ||
                    (url.scheme() != u"http" && url.scheme() != u"https"))
                    return fail(TrSandboxOptions::tr("--evm-rpc needs an http(s) URL (got \"%1\").")
                                    .arg(value));
                o.evmRpc = url;
            } else {
                bool ok = false;
                o.slotMs = value.toInt(&ok);
                if (!ok || o.slotMs < 10 || o.slotMs > 60000)
                    return fail(
                        TrSandboxOptions::tr("--slot-ms needs a number of milliseconds from 10 to "
                                             "60000 (got \"%1\").")
                            .arg(value));
            }
        } else {
            return fail(TrSandboxOptions::tr("Unknown option \"%1\". Try --help.").arg(args.at(i)));
        }
    }
    if (o.tlsCertificate.isEmpty() != o.tlsKey.isEmpty())
        return fail(TrSandboxOptions::tr("--tls-cert and --tls-key go together: give both files "
                                         "to serve https, or neither for http."));
    return o;
}

QString SandboxOptions::helpText()
{
    return TrSandboxOptions::tr(
        "Usage: paydesk-sandbox [options]\n"
        "\n"
        "A local implementation of the x402 payment service (hosted and local mode), with its\n"
        "own Solana-compatible ledger, a Solana JSON-RPC subset at /rpc, a demo seller at\n"
        "/demo/resource/{name} and test administration at /sandbox/*. Test funds only.\n"
        "\n"
        "Options:\n"
        "  --listen HOST:PORT      Address to listen on (default 127.0.0.1 and a free port).\n"
        "  --allow-remote          Allow a non-loopback --listen address. The sandbox accepts\n"
        "                          test API keys and holds custodial test keys: keep it on\n"
        "                          loopback.\n"
        "  --tls-cert FILE         Serve https with this PEM certificate (chain) ...\n"
        "  --tls-key FILE          ... and its unencrypted PEM private key. Clients must trust\n"
        "                          the certificate (Paydesk: PAYDESK_EXTRA_CA_CERTS=FILE).\n"
        "  --key KEY=PLAN[:RPM][:hosted|:local]\n"
        "                          Accept API key KEY (repeatable). PLAN is standard (100\n"
        "                          requests/min), premium (1000) or enterprise (10000); RPM\n"
        "                          overrides the rate; hosted or local restricts the key to\n"
        "                          that endpoint group (the other answers 403).\n"
        "  --fund ADDRESS=AMOUNT   Credit AMOUNT SOL (or ETH for an 0x address) at start.\n"
        "  --state FILE            Keep state in this SQLite file (default: in memory).\n"
        "  --solana-rpc URL        Use this Solana cluster for blockhashes, broadcasting,\n"
        "                          balances and statuses instead of the built-in ledger.\n"
        "  --evm-rpc URL           Use this EVM node (its chain id, nonces and fees) for local\n"
        "                          mode EVM transfers instead of the sandbox EVM chain; /evm\n"
        "                          then forwards to it and payments follow it.\n"
        "  --slot-ms MS            Slot time of the built-in ledger (default 400).\n"
        "  --leader-queue          Land sent transactions at the next slot, highest priority\n"
        "                          fee first, after preflight against the current state (so a\n"
        "                          transaction can pass preflight and still fail, fee charged).\n"
        "  --quiet                 Do not log requests.\n"
        "  -h, --help              Show this help.\n"
        "  -v, --version           Show the version.\n"
        "\n"
        "The first line on stdout is \"paydesk-sandbox listening on http://HOST:PORT\"\n"
        "(https with --tls-cert).\n"
        "Request logs go to stderr. SIGINT or SIGTERM shut the sandbox down cleanly.\n");
}

} // namespace paydesk::sandbox
