#include "AgentTools.h"

#include "AgentFetch.h"
#include "AgentToolsText.h"
#include "core/Asset.h"
#include "core/Network.h"
#include "models/BalanceBook.h"
#include "payments/WalletManager.h"
#include "payments/kits/ChainKits.h"
#include "store/AgentStore.h"

#include <QSet>
#include <QTimer>
#include <algorithm>

namespace paydesk::agents {

using nlohmann::json;

namespace {
std::string toolText(const QString &text)
{
    return text.toStdString();
}

// The methods fetch_paid_resource may use, and the headers Paydesk sets itself.
const QStringList &methods()
{
    static const QStringList m{QStringLiteral("GET"), QStringLiteral("POST"), QStringLiteral("PUT"),
                               QStringLiteral("PATCH"), QStringLiteral("DELETE")};
    return m;
}
bool reservedHeader(const QString &name)
{
    static const QSet<QString> reserved{QStringLiteral("x-payment"),
                                        QStringLiteral("payment-signature"),
                                        QStringLiteral("host"),
                                        QStringLiteral("content-length"),
                                        QStringLiteral("transfer-encoding"),
                                        QStringLiteral("connection")};
    return reserved.contains(name.toLower());
}
} // namespace

AgentTools::AgentTools(const Context &context, QObject *parent)
    : QObject(parent), m_c(context), m_fetch(new AgentFetch(context, this))
{}

void AgentTools::refuse(const QString &code, const QString &message)
{
    m_agent.clear();
    m_refusalCode = code;
    m_refusal = message;
}

json AgentTools::definitions()
{
    return AgentToolsText::definitions();
}

bool AgentTools::has(const QString &tool)
{
    for (const json &t : definitions())
        if (t["name"] == toolText(tool))
            return true;
    return false;
}

json AgentTools::failure(const QString &code, const QString &message, json extra)
{
    extra["error"] = {{"code", toolText(code)}, {"message", toolText(message)}};
    return {{"content", json::array({{{"type", "text"}, {"text", toolText(message)}}})},
            {"structuredContent", std::move(extra)},
            {"isError", true}};
}

void AgentTools::call(const QString &tool, const json &arguments, const Reply &reply)
{
    if (m_agent.isEmpty())
        return reply(failure(m_refusalCode, m_refusal));
    if (tool == u"fetch_paid_resource" || tool == u"quote")
        return fetch(arguments, reply, tool == u"quote");
    if (tool == u"balances")
        return balances(reply);
    recent(arguments, reply);
}

void AgentTools::fetch(const json &a, const Reply &reply, bool quoteOnly)
{
    const auto text = [&a](const char *key) {
        const json v = a.value(key, json());
        return v.is_string() ? QString::fromStdString(v.get<std::string>()) : QString();
    };
    const QUrl url(text("url"), QUrl::StrictMode);
    if (!url.isValid() || (url.scheme() != u"http" && url.scheme() != u"https"))
        return reply(failure(QStringLiteral("invalid_arguments"),
                             AgentToolsText::tr("url must be an http:// or https:// URL.")));
    AgentFetch::Request r;
    r.url = url;
    r.quoteOnly = quoteOnly;
    const QString method = text("method").isEmpty() ? QStringLiteral("GET") : text("method");
    if (!methods().contains(method))
        return reply(failure(
            QStringLiteral("invalid_arguments"),
            AgentToolsText::tr("method is one of %1.").arg(methods().join(QStringLiteral(", ")))));
    r.method = method.toLatin1();
    const json headers = a.value("headers", json::object());
    if (!headers.is_object())
        return reply(failure(QStringLiteral("invalid_arguments"),
                             AgentToolsText::tr("headers is an object of header names and "
                                                "text values.")));
    for (auto it = headers.begin(); it != headers.end(); ++it) {
        const QString name = QString::fromStdString(it.key());
        if (!it->is_string() || reservedHeader(name) || name.isEmpty())
            return reply(failure(QStringLiteral("invalid_arguments"),
                                 AgentToolsText::tr("The header %1 cannot be sent: Paydesk sets "
                                                    "it, or its value is not text.")
                                     .arg(name)));
        r.headers.append({name.toLatin1(), QByteArray::fromStdString(it->get<std::string>())});
    }
    r.body = text("body").toUtf8();
    if (!quoteOnly) {
        // "0.01 USDC" (an amount and its asset's symbol) or "0.01" (the network's coin).
        const QStringList parts = text("max_price").split(u' ', Qt::SkipEmptyParts);
        QString why;
        if (parts.size() == 1 || parts.size() == 2)
            r.maxPrice = Amount::parse(parts.first(), 18, &why);
        if (!r.maxPrice)
            return reply(failure(QStringLiteral("invalid_arguments"),
                                 AgentToolsText::tr("max_price is the most you will pay, with "
                                                    "its asset: \"0.01 USDC\". %1")
                                     .arg(why)));
        r.maxPriceSymbol = parts.value(1).toUpper();
    }
    m_fetch->run(m_agent, r, [reply, quoteOnly](const x402::PaidFetch &f) {
        reply(quoteOnly ? AgentToolsText::quoteResult(f) : AgentToolsText::fetchResult(f));
    });
}

void AgentTools::balances(const Reply &reply)
{
    const std::optional<Agent> agent = m_c.data->agents->find(m_agent);
    if (!agent)
        return reply(failure(QStringLiteral("unknown_agent"),
                             AgentToolsText::tr("This agent is no longer in Paydesk.")));
    auto book = std::make_shared<BalanceBook>(m_c.nodes);
    struct Row
    {
        QString address;
        std::optional<Asset> token; // none: the network's coin
        QString network;
    };
    auto rows = std::make_shared<QList<Row>>();
    const QList<x402::PayerWallet> wallets = AgentFetch::wallets(m_c);
    // Each network the agent has a budget on, with everything Paydesk pays in there: the
    // network's coin and each token of its table (USDC), for every wallet of that family.
    QStringList networks;
    for (const AgentBudget &b : agent->budgets)
        if (!networks.contains(Network::canonical(b.network)))
            networks.append(Network::canonical(b.network));
    const QList<Asset> assets = Asset::knownAssets();
    for (const x402::PayerWallet &w : wallets)
        for (const QString &network : networks) {
            if (Address::familyOf(w.address) != Network::family(network))
                continue;
            rows->append({w.address, std::nullopt, network});
            for (const Asset &a : assets)
                if (!a.isNative() && Network::canonical(a.network) == network)
                    rows->append({w.address, a, network});
        }
    auto answered = std::make_shared<bool>(false);
    auto identifying = std::make_shared<bool>(true); // the nodes are asked their networks
    auto finish = [this, book, rows, answered, agent, reply]() {
        if (std::exchange(*answered, true))
            return;
        reply(AgentToolsText::balancesResult(*book, *agent, *m_c.data->agents, [&rows]() {
            QList<AgentToolsText::BalanceRow> out;
            for (const Row &r : *rows)
                out.append({r.address, r.token, r.network});
            return out;
        }()));
    };
    const auto pending = [book, rows, identifying]() {
        if (*identifying)
            return true;
        for (const Row &r : *rows) {
            const BalanceBook::Entry e =
                r.token ? book->tokenEntry(r.address, *r.token) : book->entry(r.address);
            if (e.state == BalanceBook::State::Loading || e.refreshing ||
                e.state == BalanceBook::State::Unknown)
                return true;
        }
        return false;
    };
    connect(book.get(), &BalanceBook::changed, this, [pending, finish]() {
        if (!pending())
            finish();
    });
    QTimer::singleShot(10000, this, finish); // a node that does not answer: say so
    for (const Row &r : *rows)
        r.token ? book->refreshToken(r.address, *r.token) : book->refresh(r.address);
    // Each wallet's coin too (what pays a transaction's fee), on the network its family's node
    // says it is on, unless a budget in the coin listed it already.
    QSet<Chain> families;
    for (const x402::PayerWallet &w : wallets)
        families.insert(Address::familyOf(w.address));
    x402::ChainKits::standard().identifyNetworks(
        m_c.nodes, families, this,
        [book, rows, wallets, identifying, pending, finish](const QHash<Chain, QString> &networks,
                                                            const QHash<Chain, QString> &) {
            *identifying = false;
            for (const x402::PayerWallet &w : wallets) {
                const QString network = networks.value(Address::familyOf(w.address));
                if (network.isEmpty())
                    continue;
                const bool listed = std::any_of(rows->cbegin(), rows->cend(), [&](const Row &r) {
                    return !r.token && r.address == w.address &&
                           Network::canonical(r.network) == Network::canonical(network);
                });
                if (!listed) {
                    rows->append({w.address, std::nullopt, network});
                    book->refresh(w.address);
                }
            }
            if (!pending())
                finish();
        });
}

void AgentTools::recent(const json &a, const Reply &reply)
{
    const json limitValue = a.value("limit", json(20));
    const int limit = limitValue.is_number_integer() ? limitValue.get<int>() : -1;
    if (limit < 1 || limit > 200)
        return reply(failure(QStringLiteral("invalid_arguments"),
                             AgentToolsText::tr("limit is a whole number from 1 to 200.")));
    QList<FetchAttempt> attempts;
    for (const qint64 id : m_c.data->agents->recentAttempts(m_agent, limit))
        if (const auto attempt = m_c.data->fetches->find(id))
            attempts.append(*attempt);
    reply(AgentToolsText::recentResult(attempts));
}

} // namespace paydesk::agents
