#pragma once

#include <QHostAddress>
#include <QList>
#include <QPair>
#include <QString>
#include <QStringList>
#include <QUrl>
#include <optional>

namespace paydesk::sandbox {

// One API key the sandbox accepts. `group` restricts the key to one endpoint group: "hosted"
// (/payment/*) or "local" (/transaction/*); the other group answers 403. Empty = both.
struct ApiKeySpec
{
    QString key;
    QString plan; // standard | premium | enterprise
    int requestsPerMinute = 100;
    QString group; // "" | "hosted" | "local"
};

struct SandboxOptions
{
    QHostAddress host = QHostAddress::LocalHost;
    quint16 port = 0;
    // `port` is a wish, not a must: when another program holds it, any free port (the built-in
    // sandbox keeps its port across restarts this way, so sites saved with it stay the same).
    bool anyPortIfTaken = false;
    bool allowRemote = false;
    QList<ApiKeySpec> keys; // --key KEY=standard|premium|enterprise[:RPM][:hosted|:local]
    QList<QPair<QString, QString>> fund; // --fund ADDRESS=AMOUNT (decimal SOL or ETH)
    QString statePath;                   // --state FILE (SQLite); empty = in memory
    QUrl solanaRpc;                      // --solana-rpc URL; empty = built-in ledger
    QUrl evmRpc;                         // --evm-rpc URL; empty = the sandbox EVM chain
    QString tlsCertificate;              // --tls-cert FILE (PEM); with tlsKey: serve https
    QString tlsKey;                      // --tls-key FILE (PEM, unencrypted)
    int slotMs = 400;
    bool leaderQueue = false; // --leader-queue: see Ledger::setLeaderQueue
    // How many live events the log keeps at least, and for how long (docs/service-contract.md:
    // 10,000 or 24 hours, whichever is more). In-process only: tests shorten them to see a gap.
    int eventsKeepAtLeast = 10000;
    qint64 eventsKeepMs = 24LL * 3600 * 1000;
    bool logRequests = true;
    bool showHelp = false;    // --help was given: print helpText() and exit 0
    bool showVersion = false; // --version was given

    // Parses the command line (args[0] is the program name). On error returns nullopt and a
    // sentence in `error`; --help / --version set showHelp / showVersion.
    static std::optional<SandboxOptions> fromArguments(const QStringList &args, QString *error);
    static QString helpText();
    // "standard" -> 100, "premium" -> 1000, "enterprise" -> 10000 (override with :RPM).
    static int defaultRequestsPerMinute(const QString &plan);
    // Parses one --key value.
    static std::optional<ApiKeySpec> parseKeySpec(const QString &text, QString *error);
};

} // namespace paydesk::sandbox
