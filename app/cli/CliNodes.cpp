#include "CliNodes.h"

#include "api/ServiceConfig.h"
#include "core/Network.h"
#include "models/NodeSettings.h"
#include "payments/kits/ChainKits.h"

#include <QSet>

namespace paydesk::cli {

namespace {

constexpr int kTimeoutMs = 10000;

// Steps 1-3 of the rule for one family: the option, its environment variable, the sandbox's
// node for a service on this computer. `source` says which, for an error's first word.
QString namedNode(const CliArguments &args, const CliNodeFamily &kind, const QUrl &service,
                  QString *source)
{
    if (const QString given = args.value(kind.option()); !given.isEmpty()) {
        *source = QStringLiteral("--") + kind.option();
        return given;
    }
    if (const QString env = qEnvironmentVariable(kind.variable().toLatin1().constData());
        !env.isEmpty()) {
        *source = QStringLiteral("$") + kind.variable();
        return env;
    }
    *source = QStringLiteral("--") + kind.option();
    return ServiceConfig::hasSandboxChains(service) ? QStringLiteral("sandbox") : QString();
}

NodeSettings *settingsOf(const CliNodes::AppSettings &settings, Chain family)
{
    for (NodeSettings *s : settings)
        if (s && s->family() == family)
            return s;
    return nullptr;
}

} // namespace

QString CliNodes::defaultNetwork(const CliArguments &args, const QUrl &service)
{
    if (args.has(QStringLiteral("network")))
        return Network::fromUserInput(args.value(QStringLiteral("network")));
    const QString env = qEnvironmentVariable("PAYDESK_NETWORK");
    if (!env.isEmpty())
        return Network::fromUserInput(env);
    // A service on this computer is the built-in sandbox; elsewhere, Solana mainnet.
    const x402::ChainKit *kit = x402::ChainKits::standard().of(defaultChain());
    if (!kit)
        return {};
    return ServiceConfig::hasSandboxChains(service) ? kit->sandboxNetwork() : kit->mainNetwork();
}

bool CliNodes::open(const CliArguments &args, const QUrl &service, QNetworkAccessManager &network,
                    const AppSettings &settings, QString *error, Chain only)
{
    error->clear();
    m_entries.clear();
    m_problems.clear();
    m_defaultNetwork = defaultNetwork(args, service);
    const bool networkNamed =
        args.has(QStringLiteral("network")) || !qEnvironmentVariableIsEmpty("PAYDESK_NETWORK");
    for (const auto &kind : CliNodeFamily::all()) {
        const Chain family = kind->family();
        if (only != Chain::Unknown && only != family)
            continue;
        Entry e;
        e.kind = kind.get();
        QString source, serves;
        if (const QString text = namedNode(args, *kind, service, &source); !text.isEmpty()) {
            QString why;
            e.client = kind->open(text, service, network, &serves, &why);
            if (!e.client) {
                *error = QStringLiteral("%1: %2").arg(source, why);
                return false;
            }
        } else if (NodeSettings *chosen = settingsOf(settings, family)) {
            // The node the desktop app uses for this service (Settings, its "service" profile),
            // as its Wallets and Pay pages do: the same balances in every face.
            chosen->setProfile(QStringLiteral("service"), service);
            e.client = kind->client(chosen->endpoint(), network);
            serves = chosen->networkId();
        }
        if (kind->servesOneNetwork()) {
            // --network names the network of the service's own family, or of its own family.
            const bool named =
                family == defaultChain() || Network::family(m_defaultNetwork) == family;
            if (!serves.isEmpty()) {
                e.network = serves;
            } else {
                e.network = named ? m_defaultNetwork : QString();
                e.unknown = e.client && !(named && networkNamed);
            }
        }
        if (e.client || !e.network.isEmpty())
            m_entries.push_back(std::move(e));
    }
    setTimeoutMs(kTimeoutMs);
    return true;
}

void CliNodes::setTimeoutMs(int ms)
{
    for (Entry &e : m_entries)
        if (e.client)
            e.kind->setTimeoutMs(e.client.get(), ms);
}

void CliNodes::identify(QObject *context, std::function<void(const QString &problems)> then)
{
    QSet<Chain> asked;
    for (const Entry &e : m_entries)
        if (e.client && e.unknown)
            asked.insert(e.kind->family());
    if (asked.isEmpty())
        return then({});
    x402::ChainKits::standard().identifyNetworks(
        chainNodes(), asked, context,
        [this, asked, then = std::move(then)](const QHash<Chain, QString> &networks,
                                              const QHash<Chain, QString> &problems) {
            QStringList said;
            for (Entry &e : m_entries) {
                const Chain family = e.kind->family();
                if (!asked.contains(family))
                    continue;
                if (const QString n = networks.value(family); !n.isEmpty()) {
                    e.network = n;
                    e.unknown = false;
                    continue;
                }
                const QString why =
                    e.kind->unidentified(e.kind->endpoint(e.client.get()).toDisplayString(),
                                         problems.value(family, tr("no answer")));
                m_problems.insert(family, why);
                said << why;
            }
            then(said.join(u' '));
        });
}

x402::ChainNodes CliNodes::chainNodes() const
{
    x402::ChainNodes nodes;
    for (const Entry &e : m_entries)
        nodes.set(e.kind->family(), e.client.get(), e.network);
    return nodes;
}

QList<Chain> CliNodes::families() const
{
    QList<Chain> out;
    for (const Entry &e : m_entries)
        if (e.client)
            out.append(e.kind->family());
    return out;
}

const CliNodes::Entry *CliNodes::entry(Chain family) const
{
    for (const Entry &e : m_entries)
        if (e.kind->family() == family)
            return &e;
    return nullptr;
}

QObject *CliNodes::node(Chain family) const
{
    const Entry *e = entry(family);
    return e ? e->client.get() : nullptr;
}

void CliNodes::adopt(QObject *parent)
{
    for (Entry &e : m_entries)
        if (e.client)
            e.client.release()->setParent(parent);
}

QUrl CliNodes::endpoint(Chain family) const
{
    const Entry *e = entry(family);
    return e && e->client ? e->kind->endpoint(e->client.get()) : QUrl();
}

QString CliNodes::network(Chain family) const
{
    const Entry *e = entry(family);
    return e ? e->network : QString();
}

bool CliNodes::knowsNetwork(Chain family) const
{
    const Entry *e = entry(family);
    return e && e->client && !e->unknown && !e->network.isEmpty();
}

} // namespace paydesk::cli
