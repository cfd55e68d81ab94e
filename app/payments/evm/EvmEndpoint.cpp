#include "EvmEndpoint.h"

#include "api/ServiceConfig.h"
#include "core/Address.h"

namespace paydesk::evm {

namespace {
struct Row
{
    EvmEndpoint::Net net;
    const char *name;
    quint64 chainId;
    const char *rpc;      // public JSON-RPC endpoint
    const char *explorer; // block explorer home
};

// Public endpoints run by each network's team (Base, Arbitrum, Polygon) or a public node for
// Ethereum; explorers by Etherscan's family. The sandbox's /evm hangs off the service URL.
constexpr Row kRows[] = {
    {EvmEndpoint::Net::Ethereum, "ethereum", 1, "https://ethereum-rpc.publicnode.com",
     "https://etherscan.io"},
    {EvmEndpoint::Net::Base, "base", 8453, "https://mainnet.base.org", "https://basescan.org"},
    {EvmEndpoint::Net::BaseSepolia, "base-sepolia", 84532, "https://sepolia.base.org",
     "https://sepolia.basescan.org"},
    {EvmEndpoint::Net::Polygon, "polygon", 137, "https://polygon-rpc.com",
     "https://polygonscan.com"},
    {EvmEndpoint::Net::ArbitrumOne, "arbitrum-one", 42161, "https://arb1.arbitrum.io/rpc",
     "https://arbiscan.io"},
    {EvmEndpoint::Net::Sandbox, "sandbox", 4020, nullptr, nullptr},
    {EvmEndpoint::Net::Custom, "custom", 0, nullptr, nullptr},
};

const Row &row(EvmEndpoint::Net net)
{
    for (const Row &r : kRows)
        if (r.net == net)
            return r;
    return kRows[std::size(kRows) - 1];
}

bool isHash(const QString &text)
{
    if (text.size() != 66 || !text.startsWith(u"0x"))
        return false;
    for (QChar c : QStringView(text).mid(2))
        if (!c.isDigit() && !(c.toLower() >= u'a' && c.toLower() <= u'f'))
            return false;
    return true;
}
} // namespace

QList<EvmEndpoint::Net> EvmEndpoint::all()
{
    QList<Net> out;
    for (const Row &r : kRows)
        out << r.net;
    return out;
}

QString EvmEndpoint::netName(Net net)
{
    return QString::fromLatin1(row(net).name);
}

std::optional<EvmEndpoint::Net> EvmEndpoint::fromName(QStringView name)
{
    for (const Row &r : kRows)
        if (name == QLatin1StringView(r.name))
            return r.net;
    return std::nullopt;
}

quint64 EvmEndpoint::chainId(Net net)
{
    return row(net).chainId;
}

QString EvmEndpoint::caip2(Net net)
{
    const quint64 id = chainId(net);
    return id ? QStringLiteral("eip155:%1").arg(id) : QString();
}

QUrl EvmEndpoint::publicUrl(Net net, const QUrl &serviceUrl)
{
    if (net == Net::Sandbox) {
        if (!serviceUrl.isValid() || serviceUrl.isEmpty())
            return {};
        QUrl u = serviceUrl;
        QString path = u.path();
        if (path.endsWith(u'/'))
            path.chop(1);
        u.setPath(path + QStringLiteral("/evm"));
        return u;
    }
    const char *rpc = row(net).rpc;
    return rpc ? QUrl(QString::fromLatin1(rpc)) : QUrl();
}

QUrl EvmEndpoint::explorer(Net net)
{
    const char *home = row(net).explorer;
    return home ? QUrl(QString::fromLatin1(home)) : QUrl();
}

QUrl EvmEndpoint::explorerTx(Net net, const QString &hash)
{
    const QUrl home = explorer(net);
    if (home.isEmpty() || !isHash(hash))
        return {};
    return QUrl(home.toString() + QStringLiteral("/tx/") + hash.toLower());
}

QUrl EvmEndpoint::explorerTx(const QString &network, const QString &hash)
{
    for (const Net net : all())
        if (net != Net::Custom && caip2(net) == network)
            return explorerTx(net, hash);
    return {};
}

QUrl EvmEndpoint::explorerAddress(Net net, const QString &address)
{
    const QUrl home = explorer(net);
    if (home.isEmpty() || Address::familyOf(address) != Chain::Evm)
        return {};
    return QUrl(home.toString() + QStringLiteral("/address/") + address);
}

std::optional<EvmEndpoint> EvmEndpoint::parse(const QString &text, const QUrl &serviceUrl,
                                              QString *error)
{
    if (const auto net = fromName(text); net && *net != Net::Custom) {
        if (*net == Net::Sandbox && (!serviceUrl.isValid() || serviceUrl.isEmpty())) {
            if (error)
                *error = tr("The sandbox's EVM endpoint needs the service URL (--service).");
            return std::nullopt;
        }
        return EvmEndpoint{*net, publicUrl(*net, serviceUrl)};
    }
    const QUrl url(text, QUrl::StrictMode);
    const bool http = url.scheme() == u"http", https = url.scheme() == u"https";
    if (!url.isValid() || url.host().isEmpty() || (!http && !https)) {
        if (error)
            *error = tr("The EVM RPC endpoint must be a network name (ethereum, base, "
                        "base-sepolia, polygon, arbitrum-one, sandbox) or an http(s) URL; '%1' is "
                        "none of these.")
                         .arg(text);
        return std::nullopt;
    }
    if (http && !paydesk::ServiceConfig::isLoopbackHost(url.host())) {
        if (error)
            *error = tr("Use https for an RPC endpoint that is not on this computer.");
        return std::nullopt;
    }
    return EvmEndpoint{Net::Custom, url};
}

} // namespace paydesk::evm
