#include "CliBudget.h"

#include "CliNodes.h"
#include "core/Asset.h"
#include "core/Network.h"
#include "core/Origin.h"
#include "store/BudgetStore.h"
#include "store/PayeeRules.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTextStream>

namespace paydesk::cli {

namespace {
QJsonObject budgetJson(const SiteBudget &b)
{
    QJsonObject o{{QStringLiteral("site"), b.origin},
                  {QStringLiteral("network"), b.network},
                  {QStringLiteral("perPayment"), b.perPayment.toString()},
                  {QStringLiteral("perDay"), b.perDay.toString()},
                  {QStringLiteral("asset"), b.asset},
                  {QStringLiteral("unit"), Money::unitOf(b.network, b.asset)},
                  {QStringLiteral("granted"), b.granted}};
    CliBudget::addLimits(o, b.limits);
    return o;
}

// "0.05 USDC per payment, 0.2 USDC per day, 1 USDC per week, until 31/12/2026 23:59"
QString capsText(const SiteBudget &b)
{
    const auto money = [&b](const Amount &a) {
        return Money::withUnit(a, b.network, b.asset);
    };
    return CliBudget::tr("%1 per payment, %2")
        .arg(money(b.perPayment), BudgetWindows::limitsText(b.perDay, b.limits, money));
}
} // namespace

void CliBudget::addLimits(QJsonObject &o, const BudgetLimits &limits)
{
    o.insert(QStringLiteral("perWeek"),
             limits.perWeek ? QJsonValue(limits.perWeek->toString()) : QJsonValue());
    o.insert(QStringLiteral("perMonth"),
             limits.perMonth ? QJsonValue(limits.perMonth->toString()) : QJsonValue());
    o.insert(QStringLiteral("until"), limits.until.isValid()
                                          ? QJsonValue(limits.until.toString(Qt::ISODate))
                                          : QJsonValue());
}

bool CliBudget::readLimits(const CliArguments &args, int decimals, BudgetLimits *limits,
                           QString *why)
{
    for (const char *name : {"per-week", "per-month"}) {
        const QString key = QString::fromLatin1(name);
        if (!args.has(key))
            continue;
        std::optional<Amount> &cap = key == u"per-week" ? limits->perWeek : limits->perMonth;
        const QString number = args.value(key).split(u' ', Qt::SkipEmptyParts).value(0);
        if (number == u"none") {
            cap.reset();
            continue;
        }
        QString error;
        cap = Amount::parse(number, decimals, &error);
        if (!cap || cap->isZero()) {
            *why = cap ? tr("--%1 must be more than zero, or none for no such cap.").arg(key)
                       : QStringLiteral("--%1: %2").arg(key, error);
            return false;
        }
    }
    if (args.has(QStringLiteral("until"))) {
        bool ok = false;
        limits->until = BudgetWindows::parseUntil(args.value(QStringLiteral("until")), &ok, why);
        if (!ok) {
            *why = QStringLiteral("--until: %1").arg(*why);
            return false;
        }
    }
    return true;
}

// The budget key and decimals of `symbol` on `network`: the native coin for an empty symbol or
// the coin's own, else a token of Paydesk's table; false when the table has no such token.
QString CliBudget::unknownNetwork(const QString &network)
{
    if (Network::family(network) != Chain::Unknown)
        return {};
    return tr("Paydesk does not know the network %1: give one it lists "
              "(solana-devnet, base-sepolia, ...) or a CAIP-2 id (eip155:8453) with --network.")
        .arg(network);
}

bool CliBudget::assetOf(const QString &symbol, const QString &network, QString *asset,
                        int *decimals)
{
    asset->clear();
    *decimals = chainDecimals(Network::family(network));
    if (symbol.isEmpty() || symbol == Money::unitOf(network))
        return true;
    const auto token = Asset::knownBySymbol(network, symbol);
    if (!token)
        return false;
    *asset = Asset::keyOf(token->address);
    *decimals = token->decimals;
    return true;
}

int CliBudget::dollarCap(const CliArguments &args, const QString &amount, BudgetStore &store)
{
    QTextStream out(stdout), err(stderr);
    auto fail = [&](int code, const QString &text) {
        err << tr("paydesk-cli: error: %1").arg(text) << '\n';
        return code;
    };
    const QString windowName = args.value(QStringLiteral("window"));
    const auto window = windowName.isEmpty() ? std::optional(BudgetPeriod::Day)
                                             : BudgetWindows::fromName(windowName);
    if (!window)
        return fail(ExitUsage, tr("--window is day, week or month, not %1.").arg(windowName));
    // "none USD" without --window takes every dollar cap away, as "none" does a network's.
    QList<BudgetPeriod> periods{*window};
    if (amount == u"none" && windowName.isEmpty())
        periods = {std::begin(BudgetWindows::kAll), std::end(BudgetWindows::kAll)};
    std::optional<Amount> cap;
    if (amount != u"none") {
        QString error;
        cap = Amount::parse(amount, BudgetStore::kDollarDecimals, &error);
        if (!cap)
            return fail(ExitUsage, QStringLiteral("budget cap: %1").arg(error));
        if (cap->isZero())
            return fail(ExitUsage, tr("A cap must be more than zero; to take it away, give "
                                      "none (budget cap \"none USD\")."));
    }
    for (const BudgetPeriod p : periods)
        if (!store.setDollarCap(p, cap))
            return fail(ExitRefused, store.lastError());
    QJsonObject result{{QStringLiteral("ok"), true},
                       {QStringLiteral("command"), QStringLiteral("budget cap")},
                       {QStringLiteral("unit"), QStringLiteral("USD")},
                       {QStringLiteral("window"), BudgetWindows::name(*window)},
                       {QStringLiteral("cap"), cap ? QJsonValue(cap->toString()) : QJsonValue()}};
    if (args.json)
        out << QJsonDocument(result).toJson(QJsonDocument::Compact) << '\n';
    else if (cap)
        out << tr("All sites together may take at most %1 %2 in dollar stablecoins (USDC on "
                  "every network), whatever the coin; nothing is paid above it, asked or not.")
                   .arg(BudgetStore::dollars(*cap), BudgetWindows::perPeriod(*window))
            << '\n';
    else
        out << (periods.size() > 1
                    ? tr("No cap in dollars any more.")
                    : tr("No cap in dollars %1 any more.").arg(BudgetWindows::perPeriod(*window)))
            << '\n';
    return ExitOk;
}

int CliBudget::run(const CliArguments &args, const QUrl &service, const AppData &data)
{
    QTextStream out(stdout), err(stderr);
    auto fail = [&](int code, const QString &text) {
        err << tr("paydesk-cli: error: %1").arg(text) << '\n';
        return code;
    };
    QString error;
    if (!data.ok())
        return fail(ExitRefused, data.error);
    BudgetStore &store = *data.budgets;
    if (!store.isReady())
        return fail(ExitRefused, store.lastError());
    const QString action = args.positional.value(0);
    // The same default as fetch: a grant applies where fetch pays.
    const bool networkGiven = args.has(QStringLiteral("network"));
    const QString network = CliNodes::defaultNetwork(args, service);
    const int decimals = chainDecimals(Network::family(network));
    // A network Paydesk does not know is said to be one, before any asset is looked up on it.
    if (action == u"grant" || action == u"cap")
        if (const QString why = unknownNetwork(network); !why.isEmpty())
            return fail(ExitUsage, why);
    QString site;
    if (action == u"grant" || action == u"revoke") {
        const QUrl url(args.positional.value(1), QUrl::StrictMode);
        if (!url.isValid() || (url.scheme() != u"http" && url.scheme() != u"https"))
            return fail(ExitUsage,
                        tr("budget %1 needs the site's URL (http:// or https://).").arg(action));
        site = Origin::of(url);
    }
    bool ok = true;
    QJsonObject result{{QStringLiteral("ok"), true},
                       {QStringLiteral("command"), QStringLiteral("budget ") + action}};
    if (action == u"list") {
        QJsonArray list;
        const SiteBudget d = SiteBudget::defaults({}, network, decimals);
        for (const SiteBudget &b : store.all()) {
            list.append(budgetJson(b));
            const bool ended = b.granted && b.limits.endedAt(QDateTime::currentDateTimeUtc());
            if (!args.json)
                out << tr("%1 on %2: %3; %4")
                           .arg(b.origin, Network::nameOf(b.network), capsText(b),
                                ended       ? tr("ended, asked every time")
                                : b.granted ? tr("granted")
                                            : tr("ask every time"))
                    << '\n';
        }
        result.insert(QStringLiteral("budgets"), list);
        result.insert(QStringLiteral("defaults"),
                      QJsonObject{{QStringLiteral("network"), network},
                                  {QStringLiteral("perPayment"), d.perPayment.toString()},
                                  {QStringLiteral("perDay"), d.perDay.toString()},
                                  {QStringLiteral("unit"), Money::unitOf(network)}});
        result.insert(QStringLiteral("frozen"), store.isFrozen());
        QJsonArray caps;
        for (const DailyCap &c : store.dailyCaps()) {
            caps.append(QJsonObject{{QStringLiteral("network"), c.network},
                                    {QStringLiteral("asset"), c.asset},
                                    {QStringLiteral("unit"), Money::unitOf(c.network, c.asset)},
                                    {QStringLiteral("perDay"), c.perDay.toString()}});
            if (!args.json)
                out << tr("Daily cap for all sites on %1: %2.")
                           .arg(Network::nameOf(c.network),
                                Money::withUnit(c.perDay, c.network, c.asset))
                    << '\n';
        }
        result.insert(QStringLiteral("dailyCaps"), caps);
        QJsonArray dollarCaps;
        for (const DollarCap &c : store.dollarCaps()) {
            dollarCaps.append(QJsonObject{{QStringLiteral("window"), BudgetWindows::name(c.period)},
                                          {QStringLiteral("cap"), c.cap.toString()},
                                          {QStringLiteral("unit"), QStringLiteral("USD")}});
            if (!args.json)
                out << tr("Cap for all sites in all dollar stablecoins together: %1 %2.")
                           .arg(BudgetStore::dollars(c.cap), BudgetWindows::perPeriod(c.period))
                    << '\n';
        }
        result.insert(QStringLiteral("dollarCaps"), dollarCaps);
        QJsonArray payees;
        for (const PayeeRules::Entry &e : PayeeRules(store.database()).all()) {
            payees.append(QJsonObject{{QStringLiteral("address"), e.address},
                                      {QStringLiteral("rule"), PayeeRules::ruleName(e.rule)}});
            if (!args.json)
                out << (e.rule == PayeeRules::Rule::Allow ? tr("Allowed payee: %1.")
                                                          : tr("Denied payee: %1."))
                           .arg(e.address)
                    << '\n';
        }
        result.insert(QStringLiteral("payees"), payees);
        if (!args.json) {
            if (list.isEmpty())
                out << tr("No site has a budget.") << '\n';
            out << tr("Every other site: asked every time, default caps %1 per payment and %2 per "
                      "day (on %3). A price above them is paid only when you approve that one "
                      "payment (\"y\" at the prompt, or fetch --yes --max-amount).")
                       .arg(Money::withUnit(d.perPayment, network),
                            Money::withUnit(d.perDay, network), network)
                << '\n';
            out << (store.isFrozen() ? tr("Automatic payments are frozen.")
                                     : tr("Automatic payments are allowed within granted "
                                          "budgets."))
                << '\n';
        }
    } else if (action == u"grant") {
        // "0.05 USDC": a budget in a token of the network's table; a bare number: the native coin.
        QString symbol;
        for (const char *name : {"per-payment", "per-day", "per-week", "per-month"}) {
            const QStringList parts =
                args.value(QString::fromLatin1(name)).split(u' ', Qt::SkipEmptyParts);
            const QString s = parts.size() == 2 ? parts.at(1).toUpper() : QString();
            if (!symbol.isEmpty() && !s.isEmpty() && s != symbol)
                return fail(ExitUsage, tr("--per-payment and --per-day must be in the same asset "
                                          "(%1, %2).")
                                           .arg(symbol, s));
            if (!s.isEmpty())
                symbol = s;
        }
        QString asset;
        int assetDecimals = decimals;
        if (!assetOf(symbol, network, &asset, &assetDecimals))
            return fail(ExitUsage, tr("Paydesk knows no %1 on %2: name the network of the budget "
                                      "with --network (for example --network base-sepolia).")
                                       .arg(symbol, network));
        SiteBudget b = store.budget(site, network, assetDecimals, asset);
        for (const char *name : {"per-payment", "per-day"}) {
            const QString key = QString::fromLatin1(name);
            if (!args.has(key))
                continue;
            const QString number = args.value(key).split(u' ', Qt::SkipEmptyParts).value(0);
            const auto amount = Amount::parse(number, assetDecimals, &error);
            if (!amount)
                return fail(ExitUsage, QStringLiteral("--%1: %2").arg(key, error));
            if (amount->isZero())
                return fail(ExitUsage, tr("--%1 must be more than zero: a budget of 0 pays "
                                          "nothing; revoke the site's budget instead.")
                                           .arg(key));
            (key == u"per-payment" ? b.perPayment : b.perDay) = *amount;
        }
        if (!readLimits(args, assetDecimals, &b.limits, &error))
            return fail(ExitUsage, error);
        b.granted = true;
        // Only --per-day given, below the cap per payment it would keep: the cap per payment
        // follows it down (a payment could never use more than the day allows).
        if (!args.has(QStringLiteral("per-payment")) && b.perPayment > b.perDay)
            b.perPayment = b.perDay;
        if (!SiteBudget::validate(b, &error))
            return fail(ExitUsage, error);
        ok = store.save(b);
        result.insert(QStringLiteral("budget"), budgetJson(b));
        if (ok && !args.json)
            out << tr("%1 may take up to %2 on %3 without asking.").arg(site, capsText(b), network)
                << '\n';
    } else if (action == u"cap") {
        // "1 USDC" / "0.5" (the native coin) / "none SOL" / "none": the daily cap for all sites;
        // "5 USD" / "none USD": the cap in dollars across every dollar stablecoin. The amount and
        // its symbol may come as one argument or two.
        const QStringList parts = args.positional.mid(1).join(u' ').split(u' ', Qt::SkipEmptyParts);
        const QString symbol = parts.size() == 2 ? parts.at(1).toUpper() : QString();
        if (parts.isEmpty() || parts.size() > 2)
            return fail(ExitUsage, tr("budget cap needs the most all sites may take in 24 hours "
                                      "(\"1 USDC\", or 0.5 in the native coin), or none."));
        if (symbol == u"USD")
            return dollarCap(args, parts.at(0), store);
        if (args.has(QStringLiteral("window")))
            return fail(ExitUsage, tr("--window is for a cap in dollars (\"5 USD\"); a cap in "
                                      "one coin on one network is per day."));
        QString asset;
        int assetDecimals = decimals;
        if (!assetOf(symbol, network, &asset, &assetDecimals))
            return fail(ExitUsage, tr("Paydesk knows no %1 on %2: name the network of the cap "
                                      "with --network (for example --network base-sepolia).")
                                       .arg(symbol, network));
        // "none" alone removes every asset's cap on the network, the one a person means by it;
        // "none USDC" only USDC's.
        if (parts.at(0) == u"none" && symbol.isEmpty()) {
            const QString net = Network::canonical(network);
            QStringList removed;
            for (const DailyCap &c : store.dailyCaps()) {
                if (c.network != net)
                    continue;
                if (!store.setDailyCap(net, c.asset, std::nullopt)) {
                    ok = false;
                    break;
                }
                removed.append(Money::withUnit(c.perDay, net, c.asset));
            }
            result.insert(QStringLiteral("network"), net);
            result.insert(QStringLiteral("removed"), QJsonArray::fromStringList(removed));
            if (ok && !args.json)
                out << (removed.isEmpty()
                            ? tr("There was no daily cap for all sites on %1; nothing to remove.")
                                  .arg(network)
                            : tr("No daily cap for all sites on %1 any more (removed: %2).")
                                  .arg(network, removed.join(QStringLiteral(", "))))
                    << '\n';
        } else {
            std::optional<Amount> cap;
            if (parts.at(0) != u"none") {
                cap = Amount::parse(parts.at(0), assetDecimals, &error);
                if (!cap)
                    return fail(ExitUsage, QStringLiteral("budget cap: %1").arg(error));
                if (cap->isZero())
                    return fail(ExitUsage, tr("A daily cap must be more than zero; to take a "
                                              "cap away, give none (budget cap none)."));
            }
            ok = store.setDailyCap(Network::canonical(network), asset, cap);
            result.insert(QStringLiteral("network"), Network::canonical(network));
            result.insert(QStringLiteral("unit"), Money::unitOf(network, asset));
            result.insert(QStringLiteral("perDay"),
                          cap ? QJsonValue(cap->toString()) : QJsonValue());
            if (ok && !args.json)
                out << (cap ? tr("All sites together may take at most %1 in 24 hours on %2; "
                                 "nothing is paid above it, asked or not.")
                                  .arg(Money::withUnit(*cap, network, asset),
                                       Network::nameOf(network))
                            : tr("No daily cap for all sites in %1 on %2.")
                                  .arg(Money::unitOf(network, asset), Network::nameOf(network)))
                    << '\n';
        }
    } else if (action == u"revoke") {
        // Without --network, the site's budgets on every network: a revoke never leaves one.
        const QStringList networks = networkGiven ? QStringList{network} : store.networksOf(site);
        QStringList revoked;
        for (const QString &n : networks) {
            if (!store.networksOf(site).contains(n))
                continue;
            if (!store.removeAllAssets(site, n)) { // every asset's budget on that network
                ok = false;
                break;
            }
            revoked.append(n);
        }
        result.insert(QStringLiteral("site"), site);
        result.insert(QStringLiteral("networks"), QJsonArray::fromStringList(revoked));
        if (ok && !args.json)
            out << (revoked.isEmpty()
                        ? (networkGiven
                               ? tr("%1 had no budget on %2; nothing to revoke.").arg(site, network)
                               : tr("%1 had no budget on any network; nothing to "
                                    "revoke.")
                                     .arg(site))
                        : tr("%1: budget revoked on %2; back to asking every time.")
                              .arg(site, revoked.join(QStringLiteral(", "))))
                << '\n';
    } else if (action == u"payee") {
        const QString rule = args.positional.value(1);
        // An address as Paydesk writes it (EIP-55 for EVM), whatever case it was typed in.
        const auto parsed = Address::parse(args.positional.value(2).trimmed());
        const QString address = parsed ? parsed->toString() : args.positional.value(2);
        if ((rule != u"allow" && rule != u"deny" && rule != u"remove") || address.isEmpty())
            return fail(ExitUsage, tr("budget payee needs allow, deny or remove, then the "
                                      "payee's address."));
        PayeeRules payees(store.database());
        bool listed = false;
        ok = rule == u"remove" ? payees.remove(address, &listed)
                               : payees.set(address, rule == u"allow" ? PayeeRules::Rule::Allow
                                                                      : PayeeRules::Rule::Deny);
        if (!ok)
            return fail(ExitUsage, payees.lastError());
        result.insert(QStringLiteral("payee"), address);
        result.insert(QStringLiteral("rule"), rule);
        if (rule == u"remove")
            result.insert(QStringLiteral("removed"), listed);
        if (!args.json)
            out << (rule == u"allow" ? tr("%1 may be paid; with an allow list, only the payees "
                                          "on it are paid.")
                                           .arg(address)
                    : rule == u"deny" ? tr("%1 is never paid.").arg(address)
                    : listed          ? tr("%1 is off the payee lists now.").arg(address)
                             : tr("%1 was on no payee list: nothing to remove.").arg(address))
                << '\n';
    } else {
        ok = store.setFrozen(action == u"freeze");
        result.insert(QStringLiteral("frozen"), action == u"freeze");
        if (ok && !args.json)
            out << (action == u"freeze" ? tr("Automatic payments are frozen.")
                                        : tr("Automatic payments are allowed again."))
                << '\n';
    }
    if (!ok)
        return fail(ExitRefused, store.lastError());
    if (args.json)
        out << QJsonDocument(result).toJson(QJsonDocument::Compact) << '\n';
    return ExitOk;
}

} // namespace paydesk::cli
