#include "CliTokens.h"

#include "core/Network.h"
#include "store/AddedTokens.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTextStream>

namespace paydesk::cli {

namespace {
QJsonObject tokenJson(const Asset &a)
{
    return {{QStringLiteral("network"), a.network}, {QStringLiteral("address"), a.address},
            {QStringLiteral("symbol"), a.symbol},   {QStringLiteral("decimals"), a.decimals},
            {QStringLiteral("caip19"), a.caip19()}, {QStringLiteral("addedByUser"), a.addedByUser}};
}
} // namespace

int CliTokens::run(const CliArguments &args, const AppData &data)
{
    QTextStream out(stdout), err(stderr);
    auto fail = [&](int code, const QString &text) {
        err << tr("paydesk-cli: error: %1").arg(text) << '\n';
        return code;
    };
    if (!data.ok() || !data.tokens)
        return fail(ExitRefused, data.error);
    AddedTokens &tokens = *data.tokens;
    const QString action = args.positional.value(0);
    QJsonObject result{{QStringLiteral("ok"), true},
                       {QStringLiteral("command"), QStringLiteral("token ") + action}};
    if (action == u"list") {
        QJsonArray list;
        for (const Asset &a : Asset::knownAssets()) {
            list.append(tokenJson(a));
            if (!args.json)
                out << (a.addedByUser ? tr("%1 on %2: %3, %4 decimals (added by you)")
                                      : tr("%1 on %2: %3, %4 decimals"))
                           .arg(a.symbol, Network::nameOf(a.network), a.address)
                           .arg(a.decimals)
                    << '\n';
        }
        result.insert(QStringLiteral("tokens"), list);
    } else {
        const QString network = args.positional.value(1);
        const QString address = args.positional.value(2);
        if (network.isEmpty() || address.isEmpty())
            return fail(ExitUsage,
                        tr("token %1 needs the network and the token's address.").arg(action));
        if (action == u"add") {
            bool decimalsOk = false;
            const int decimals = args.value(QStringLiteral("decimals")).toInt(&decimalsOk);
            if (!args.has(QStringLiteral("symbol")) || !decimalsOk)
                return fail(ExitUsage,
                            tr("token add needs --symbol and --decimals, as the token's contract "
                               "or mint says (never as a seller says)."));
            if (!tokens.add(network, address, args.value(QStringLiteral("symbol")), decimals))
                return fail(ExitRefused, tokens.lastError());
            const auto added = Asset::known(network, address);
            if (added)
                result.insert(QStringLiteral("token"), tokenJson(*added));
            if (!args.json && added)
                out << tr("Added %1 on %2 (%3, %4 decimals): Paydesk now pays prices in it, "
                          "within your budgets.")
                           .arg(added->symbol, Network::nameOf(added->network), added->address)
                           .arg(added->decimals)
                    << '\n';
        } else {
            if (!tokens.remove(network, address))
                return fail(ExitRefused, tokens.lastError());
            if (!args.json)
                out << tr("Removed %1 on %2: Paydesk refuses prices in it again.")
                           .arg(address, Network::nameOf(network))
                    << '\n';
        }
    }
    if (args.json)
        out << QJsonDocument(result).toJson(QJsonDocument::Compact) << '\n';
    return ExitOk;
}

} // namespace paydesk::cli
