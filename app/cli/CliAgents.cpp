#include "CliAgents.h"

#include "CliBudget.h"
#include "CliInput.h"
#include "CliNodes.h"
#include "core/Asset.h"
#include "core/Network.h"
#include "core/Origin.h"
#include "store/AgentStore.h"
#include "store/BudgetStore.h"
#include "wallet/AgentTokens.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTextStream>

namespace paydesk::cli {

namespace {
// What `agent` spent in `b`'s asset in the last 24 hours.
Amount spentToday(const AgentStore &agents, const QString &agent, const AgentBudget &b)
{
    return agents.spentSince(agent, b.network, b.asset, b.perDay.decimals(),
                             QDateTime::currentDateTimeUtc().addSecs(-24 * 3600));
}

// "1 USDC per day, 5 USDC per week, until 31/12/2026 23:59"
QString limitsText(const AgentBudget &b)
{
    return BudgetWindows::limitsText(b.perDay, b.limits, [&b](const Amount &a) {
        return Money::withUnit(a, b.network, b.asset);
    });
}

QJsonObject agentJson(const Agent &a, const AgentStore &agents)
{
    QJsonArray budgets;
    for (const AgentBudget &b : a.budgets) {
        QJsonObject o{{QStringLiteral("network"), b.network},
                      {QStringLiteral("asset"), b.asset},
                      {QStringLiteral("unit"), Money::unitOf(b.network, b.asset)},
                      {QStringLiteral("perDay"), b.perDay.toString()},
                      {QStringLiteral("automatic"), b.automatic.toString()},
                      {QStringLiteral("spentToday"), spentToday(agents, a.name, b).toString()}};
        CliBudget::addLimits(o, b.limits);
        budgets.append(o);
    }
    return {{QStringLiteral("name"), a.name},
            {QStringLiteral("paused"), a.paused},
            {QStringLiteral("perMinute"), a.perMinute},
            {QStringLiteral("failuresInARow"), a.failures},
            {QStringLiteral("budgets"), budgets},
            {QStringLiteral("sites"), QJsonArray::fromStringList(a.sites)}};
}
} // namespace

CliAgents::CliAgents(const CliArguments &args, const QUrl &service, const AppData &data,
                     QObject *parent)
    : QObject(parent), m_args(args), m_service(service), m_data(data)
{}

void CliAgents::fail(int code, const QString &text)
{
    QTextStream(stderr) << tr("paydesk-cli: error: %1").arg(text) << '\n';
    Q_EMIT done(code);
}

void CliAgents::report(const QString &text, const QJsonObject &extra)
{
    if (m_args.json) {
        QJsonObject o{
            {QStringLiteral("ok"), true},
            {QStringLiteral("command"), QStringLiteral("agent ") + m_args.positional.value(0)}};
        for (auto it = extra.begin(); it != extra.end(); ++it)
            o.insert(it.key(), it.value());
        QTextStream(stdout) << QJsonDocument(o).toJson(QJsonDocument::Compact) << '\n';
    } else if (!text.isEmpty()) {
        QTextStream(stdout) << text << '\n';
    }
    Q_EMIT done(ExitOk);
}

void CliAgents::run()
{
    if (!m_data.ok() || !m_data.agents || !m_data.agents->isReady())
        return fail(ExitRefused,
                    m_data.ok() && m_data.agents ? m_data.agents->lastError() : m_data.error);
    const QString action = m_args.positional.value(0);
    const QString name = m_args.positional.value(1);
    if (action == u"list")
        return list();
    if (name.isEmpty())
        return fail(ExitUsage, tr("agent %1 needs the agent's name.").arg(action));
    AgentStore &agents = *m_data.agents;
    if (action == u"add")
        return add(name);
    // A budget on a network Paydesk does not know is a usage error, whichever agent it names.
    if (action == u"budget")
        if (const QString why = CliBudget::unknownNetwork(budgetNetwork()); !why.isEmpty())
            return fail(ExitUsage, why);
    if (!agents.find(name))
        return fail(ExitRefused, tr("There is no agent called \"%1\": 'paydesk-cli agent list' "
                                    "shows them.")
                                     .arg(name));
    if (action == u"remove" && !m_args.has(QStringLiteral("yes"))) {
        if (!CliInput::stdinIsTerminal())
            return fail(ExitUsage, tr("Removing an agent stops its token at once: confirm with "
                                      "--yes."));
        if (!CliInput::askYes(
                tr("Remove the agent %1? Its token stops paying at once. [y/N] ").arg(name)))
            return fail(ExitRefused, tr("Not confirmed: nothing removed."));
    }
    if (action == u"remove")
        return remove(name);
    if (action == u"token")
        return printToken(name);
    if (action == u"budget")
        return budget(name);
    if (action == u"pause" || action == u"resume") {
        const bool pause = action == u"pause";
        if (!agents.setPaused(name, pause))
            return fail(ExitRefused, agents.lastError());
        return report(pause ? tr("Paused %1: it pays nothing until you resume it.").arg(name)
                            : tr("Resumed %1: it pays again within its budgets.").arg(name));
    }
    const QUrl url(m_args.positional.value(2), QUrl::StrictMode);
    if (!url.isValid() || (url.scheme() != u"http" && url.scheme() != u"https"))
        return fail(ExitUsage, tr("agent %1 needs the agent's name and a site's http:// or "
                                  "https:// URL.")
                                   .arg(action));
    const QString origin = Origin::of(url);
    if (action == u"allow") {
        if (!agents.allowSite(name, origin))
            return fail(ExitRefused, agents.lastError());
        return report(tr("%1 may pay %2 within its budgets without asking you.").arg(name, origin),
                      {{QStringLiteral("origin"), origin}});
    }
    if (!agents.disallowSite(name, origin))
        return fail(ExitRefused, tr("%1 is not on the sites of %2.").arg(origin, name));
    report(tr("%1 asks you before paying %2 again.").arg(name, origin),
           {{QStringLiteral("origin"), origin}});
}

void CliAgents::list()
{
    const QList<Agent> all = m_data.agents->all();
    QJsonArray out;
    QString text;
    for (const Agent &a : all) {
        out.append(agentJson(a, *m_data.agents));
        text += a.paused ? tr("%1 (paused)").arg(a.name) : a.name;
        text += u'\n';
        for (const AgentBudget &b : a.budgets)
            text +=
                tr("  %1 on %2 (%3 spent in 24 hours), up to %4 a payment without asking\n")
                    .arg(limitsText(b), Network::nameOf(b.network),
                         Money::withUnit(spentToday(*m_data.agents, a.name, b), b.network, b.asset),
                         Money::withUnit(b.automatic, b.network, b.asset));
        for (const QString &site : a.sites)
            text += tr("  may pay %1\n").arg(site);
    }
    if (all.isEmpty())
        text = tr("No agents yet: add one with 'paydesk-cli agent add NAME'.\n");
    text.chop(1);
    report(text, {{QStringLiteral("agents"), out}});
}

void CliAgents::add(const QString &name)
{
    QString why;
    if (!AgentStore::validName(name, &why))
        return fail(ExitUsage, why);
    bool ok = true;
    const int perMinute = m_args.has(QStringLiteral("per-minute"))
                              ? m_args.value(QStringLiteral("per-minute")).toInt(&ok)
                              : 10;
    if (!ok || perMinute < 1 || perMinute > 10000)
        return fail(ExitUsage, tr("--per-minute takes a number from 1 to 10000."));
    if (m_data.agents->find(name))
        return fail(ExitRefused, tr("There is already an agent called \"%1\".").arg(name));
    auto token = std::make_shared<SecureBytes>(wallet::AgentTokens::generate());
    // The keychain first: an agent in the list always has its token there.
    SecretJob *job = wallet::AgentTokens(m_data.secrets).save(name, *token);
    connect(job, &SecretJob::finished, this, [this, job, name, token, perMinute]() {
        job->deleteLater();
        if (!job->ok())
            return fail(ExitRefused, job->errorText());
        if (!m_data.agents->add(name, AgentStore::tokenHash(token->view()).toLatin1(), perMinute)) {
            wallet::AgentTokens(m_data.secrets).remove(name);
            return fail(ExitRefused, m_data.agents->lastError());
        }
        const QString text = QString::fromLatin1(token->view());
        report(tr("Added the agent %1. Its token, for its MCP configuration as "
                  "PAYDESK_AGENT_TOKEN (kept in your keychain; 'agent token %1' shows it "
                  "again):\n%2\nIt pays nothing until you give it a budget: 'paydesk-cli agent "
                  "budget %1 \"1 USDC\" --network base'.")
                   .arg(name, text),
               {{QStringLiteral("name"), name}, {QStringLiteral("token"), text}});
    });
}

void CliAgents::remove(const QString &name)
{
    if (!m_data.agents->remove(name))
        return fail(ExitRefused, m_data.agents->lastError());
    SecretJob *job = wallet::AgentTokens(m_data.secrets).remove(name);
    connect(job, &SecretJob::finished, this, [this, job, name]() {
        job->deleteLater();
        report(tr("Removed the agent %1; its token no longer pays. Its payments stay in the "
                  "history.")
                   .arg(name));
    });
}

void CliAgents::printToken(const QString &name)
{
    SecretJob *job = wallet::AgentTokens(m_data.secrets).read(name);
    connect(job, &SecretJob::finished, this, [this, job, name]() {
        job->deleteLater();
        if (!job->ok())
            return fail(ExitRefused, job->errorText());
        const SecureBytes token = job->takeSecret();
        const QString text = QString::fromLatin1(token.view());
        report(text, {{QStringLiteral("name"), name}, {QStringLiteral("token"), text}});
    });
}

QString CliAgents::budgetNetwork() const
{
    return CliNodes::defaultNetwork(m_args, m_service);
}

void CliAgents::budget(const QString &name)
{
    const QString network = budgetNetwork();
    const QStringList parts = m_args.positional.value(2).split(u' ', Qt::SkipEmptyParts);
    const QString symbol = parts.size() == 2 ? parts.at(1).toUpper() : QString();
    QString asset, why;
    int decimals = 0;
    if (parts.isEmpty() || parts.size() > 2)
        return fail(ExitUsage, tr("agent budget needs the agent's name and an amount a day, "
                                  "such as \"1 USDC\"."));
    if (!CliBudget::assetOf(symbol, network, &asset, &decimals))
        return fail(ExitRefused, tr("Paydesk knows no token %1 on %2: 'paydesk-cli token list' "
                                    "shows the ones it pays in.")
                                     .arg(symbol, network));
    const auto perDay = Amount::parse(parts.at(0), decimals, &why);
    if (!perDay)
        return fail(ExitUsage, why);
    const QString unit = Money::unitOf(network, asset);
    if (perDay->isZero()) {
        m_data.agents->removeBudget(name, network, asset);
        return report(tr("%1 has no budget in %2 on %3 now: it cannot pay in it.")
                          .arg(name, unit, Network::nameOf(network)));
    }
    std::optional<Amount> automatic =
        Amount::fromUnits(perDay->units() / 10, decimals); // a tenth of the day
    if (m_args.has(QStringLiteral("automatic"))) {
        const QStringList a =
            m_args.value(QStringLiteral("automatic")).split(u' ', Qt::SkipEmptyParts);
        automatic = a.size() == 1 || (a.size() == 2 && a.at(1).toUpper() == unit)
                        ? Amount::parse(a.value(0), decimals, &why)
                        : std::nullopt;
        if (!automatic)
            return fail(ExitUsage,
                        why.isEmpty() ? tr("--automatic is an amount in %1.").arg(unit) : why);
    }
    // The budget's week, month and end stay as they were unless given again.
    BudgetLimits limits;
    if (const auto agent = m_data.agents->find(name))
        for (const AgentBudget &b : agent->budgets)
            if (b.network == network && b.asset == asset)
                limits = b.limits;
    if (!CliBudget::readLimits(m_args, decimals, &limits, &why))
        return fail(ExitUsage, why);
    const AgentBudget saved{network, asset, *perDay, *automatic, limits};
    if (!m_data.agents->saveBudget(name, saved, &why))
        return fail(ExitUsage, why);
    QJsonObject extra{{QStringLiteral("network"), network},
                      {QStringLiteral("unit"), unit},
                      {QStringLiteral("perDay"), perDay->toString()},
                      {QStringLiteral("automatic"), automatic->toString()}};
    CliBudget::addLimits(extra, limits);
    report(tr("%1 may spend %2 on %3, up to %4 a payment without asking you.")
               .arg(name, limitsText(saved), Network::nameOf(network),
                    Money::withUnit(*automatic, network, asset)),
           extra);
}

} // namespace paydesk::cli
