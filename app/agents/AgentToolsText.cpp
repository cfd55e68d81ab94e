#include "AgentToolsText.h"

#include "AgentTools.h"
#include "core/Asset.h"
#include "core/ContentType.h"
#include "core/Network.h"
#include "models/BalanceBook.h"
#include "store/BudgetStore.h"

#include <QLocale>

namespace paydesk::agents {

using nlohmann::json;

namespace {
std::string std8(const QString &text)
{
    return text.toStdString();
}

json tool(const char *name, const QString &title, const QString &description, json properties,
          json required, bool readOnly)
{
    return {{"name", name},
            {"title", std8(title)},
            {"description", std8(description)},
            {"inputSchema",
             {{"type", "object"},
              {"properties", std::move(properties)},
              {"required", std::move(required)},
              {"additionalProperties", false}}},
            {"annotations",
             {{"readOnlyHint", readOnly}, {"destructiveHint", false}, {"openWorldHint", true}}}};
}

json requestProperties()
{
    return {{"url", {{"type", "string"}, {"format", "uri"}, {"description", "http(s) URL"}}},
            {"method",
             {{"type", "string"},
              {"enum", {"GET", "POST", "PUT", "PATCH", "DELETE"}},
              {"default", "GET"}}},
            {"headers",
             {{"type", "object"},
              {"additionalProperties", {{"type", "string"}}},
              {"description", "Extra request headers (not the payment headers)."}}},
            {"body", {{"type", "string"}, {"description", "Request body (UTF-8 text)."}}}};
}
} // namespace

json AgentToolsText::definitions()
{
    json fetchProperties = requestProperties();
    fetchProperties["max_price"] = {
        {"type", "string"},
        {"description", "The most to pay, with its asset: \"0.01 USDC\" (\"0.001\": the "
                        "network's coin). A higher price is refused."}};
    return json::array(
        {tool("fetch_paid_resource", tr("Fetch a paid resource"),
              tr("Fetches a URL; when it answers HTTP 402 Payment Required (x402), pays it from "
                 "the user's wallet within this agent's budgets and at most max_price, then "
                 "returns the content and the seller's receipt. Refused, with the reason, when a "
                 "limit forbids it; a payment that needs the user's approval waits for it."),
              std::move(fetchProperties), {"url", "max_price"}, false),
         tool("quote", tr("Quote a resource's price"),
              tr("What a URL would cost and whether this agent could pay it without asking "
                 "(price, asset, network, budget left). Nothing is paid."),
              requestProperties(), {"url"}, true),
         tool("balances", tr("Balances and budgets"),
              tr("What the user's wallets hold in the assets this agent may spend, and what is "
                 "left of its budgets today."),
              json::object(), json::array(), true),
         tool("recent_payments", tr("Recent payments"),
              tr("This agent's latest payments, newest first: URL, price, state, transaction."),
              {{"limit", {{"type", "integer"}, {"minimum", 1}, {"maximum", 200}, {"default", 20}}}},
              json::array(), true)});
}

json AgentToolsText::result(const QString &text, json structured)
{
    return {{"content", json::array({{{"type", "text"}, {"text", std8(text)}}})},
            {"structuredContent", std::move(structured)},
            {"isError", false}};
}

json AgentToolsText::price(const x402::PaymentQuote &q)
{
    const x402::PaymentOption &o = q.option;
    if (!o.amount)
        return nullptr;
    const QString asset = Asset::keyOf(o.asset);
    json out{{"amount", std8(o.amount->toString())},
             {"atomic", std8(o.amount->unitsString())},
             {"unit", std8(Money::unitOf(o.networkId, asset))},
             {"asset", std8(o.asset)},
             {"network", std8(o.networkId)},
             {"payTo", std8(o.payTo)}};
    if (o.isMaximum()) // a usage price: `amount` is the most, the charge follows settlement
        out["upTo"] = true;
    return out;
}

json AgentToolsText::quoteResult(const x402::PaidFetch &f)
{
    using State = x402::PaidFetch::State;
    if (f.state() == State::Done && !f.content().paid)
        return result(
            tr("No payment needed: the site answered HTTP %1.").arg(f.content().httpStatus),
            {{"paymentRequired", false}, {"status", f.content().httpStatus}});
    const x402::PaymentQuote &q = f.quote();
    const bool quoted = f.code() == u"declined" && q.agent.has_value();
    json out{{"paymentRequired", f.requirements().has_value()}, {"payable", quoted}};
    if (!quoted) {
        out["code"] = std8(f.code());
        out["reason"] = std8(f.message());
        return result(tr("It cannot be paid: %1").arg(f.message()), std::move(out));
    }
    const AgentCheck &v = *q.agent;
    const QString asset = Asset::keyOf(q.option.asset);
    out["price"] = price(q);
    out["wallet"] = std8(q.wallet.address);
    out["automatic"] = v.verdict == AgentCheck::Verdict::Automatic;
    out["leftToday"] = std8(v.leftToday.toString());
    if (q.balance)
        out["balance"] = std8(q.balance->toString());
    if (!v.reason.isEmpty())
        out["approvalReason"] = std8(v.reason);
    const QString left = Money::withUnit(v.leftToday, q.option.networkId, asset);
    const QString head =
        tr("%1 on %2.").arg(q.option.displayAmount(), Network::nameOf(q.option.networkId));
    return result(v.verdict == AgentCheck::Verdict::Automatic
                      ? tr("%1 It would be paid without asking (%2 of your budget left today).")
                            .arg(head, left)
                      : tr("%1 %2 (%3 of your budget left today).").arg(head, v.reason, left),
                  std::move(out));
}

json AgentToolsText::fetchResult(const x402::PaidFetch &f)
{
    const x402::FetchedContent &c = f.content();
    if (f.state() != x402::PaidFetch::State::Done)
        return AgentTools::failure(f.code(), f.message(),
                                   {{"moneyMoved", f.moneyMoved()},
                                    {"attemptId", c.attemptId},
                                    {"transaction", std8(c.signature)}});
    const bool text = ContentType::isText(c.contentType, c.body);
    json out{{"status", c.httpStatus},
             {"contentType", std8(c.contentType)},
             {"paid", c.paid && !c.unsettled},
             {"resumed", c.resumed}};
    if (text)
        out["body"] = c.body.toStdString();
    else
        out["bodyBase64"] = c.body.toBase64().toStdString();
    QString summary = tr("No payment was needed (HTTP %1).").arg(c.httpStatus);
    if (c.paid) {
        out["attemptId"] = c.attemptId;
        out["transaction"] = std8(c.signature);
        out["price"] = price(f.quote());
        out["receipt"] = c.settlement.present ? c.settlement.raw : json(nullptr);
        summary = f.quote().option.amount
                      ? tr("Paid %1 on %2 (transaction %3).")
                            .arg(f.quote().option.displayAmount(),
                                 Network::nameOf(f.quote().option.networkId), c.signature)
                      : tr("Paid earlier (transaction %1); the content was fetched again.")
                            .arg(c.signature);
        out["moneyMoved"] = f.moneyMoved();
        if (!c.maximum.isEmpty()) { // a usage price: what it came to, within the maximum
            out["charged"] = std8(c.amount);
            out["chargeAboveMaximum"] = c.chargeAboveMaximum;
            summary = tr("Paid %1 of up to %2 on %3 (transaction %4). %5")
                          .arg(c.amount, c.maximum, Network::nameOf(f.quote().option.networkId),
                               c.signature, c.chargeNote);
        }
        if (c.unsettled) { // the seller's word against the chain's: the chain's is told
            out["code"] = std8(f.code());
            summary = f.message();
        }
    }
    json content = json::array({{{"type", "text"}, {"text", std8(summary)}}});
    content.push_back(
        {{"type", "text"},
         {"text", text
                      ? c.body.toStdString()
                      : std8(tr("Binary content, %1 bytes of %2: see structuredContent.bodyBase64.")
                                 .arg(c.body.size())
                                 .arg(c.contentType))}});
    return {
        {"content", std::move(content)}, {"structuredContent", std::move(out)}, {"isError", false}};
}

json AgentToolsText::balancesResult(const BalanceBook &book, const Agent &agent,
                                    const AgentStore &agents, const QList<BalanceRow> &rows)
{
    QStringList lines;
    json wallets = json::array(), budgets = json::array();
    for (const BalanceRow &r : rows) {
        const BalanceBook::Entry e =
            r.token ? book.tokenEntry(r.address, *r.token) : book.entry(r.address);
        const QString unit = r.token ? r.token->symbol : Money::unitOf(r.network);
        json row{{"wallet", std8(r.address)}, {"network", std8(r.network)}, {"unit", std8(unit)}};
        if (e.balance)
            row["balance"] = std8(e.balance->toString());
        else
            row["error"] = std8(e.error.isEmpty() ? tr("not read in time") : e.error);
        wallets.push_back(row);
        lines << tr("%1 holds %2 on %3.")
                     .arg(r.address,
                          e.balance ? QStringLiteral("%1 %2").arg(e.balance->toString(), unit)
                                    : tr("an unknown amount of %1").arg(unit),
                          Network::nameOf(r.network));
    }
    const QDateTime now = QDateTime::currentDateTimeUtc();
    for (const AgentBudget &b : agent.budgets) {
        const auto money = [&b](const Amount &a) {
            return Money::withUnit(a, b.network, b.asset);
        };
        json row{{"network", std8(b.network)},
                 {"unit", std8(Money::unitOf(b.network, b.asset))},
                 {"automatic", std8(b.automatic.toString())}};
        // Each window the budget has: its cap, what it spent and what is left ("perDay",
        // "spentToday", "leftToday"; "perWeek", "spentWeek", "leftWeek"; the month's alike).
        QStringList windows;
        for (const auto &[period, cap] : BudgetWindows::caps(b.perDay, b.limits)) {
            const Amount spent =
                agents.spentSince(agent.name, b.network, b.asset, b.perDay.decimals(),
                                  BudgetWindows::start(period, now));
            const Amount left = BudgetWindows::left(cap, spent);
            const bool day = period == BudgetPeriod::Day;
            QString title = BudgetWindows::name(period); // "Week"
            title[0] = title[0].toUpper();
            const std::string Name = title.toStdString();
            row["per" + Name] = std8(cap.toString());
            row[day ? std::string("spentToday") : "spent" + Name] = std8(spent.toString());
            row[day ? std::string("leftToday") : "left" + Name] = std8(left.toString());
            windows << tr("%1 left of %2 for %3")
                           .arg(money(left), money(cap), BudgetWindows::span(period));
        }
        if (b.limits.until.isValid())
            row["until"] = std8(b.limits.until.toString(Qt::ISODate));
        budgets.push_back(std::move(row));
        lines << tr("Budget on %1: %2; up to %3 a payment without asking.")
                         .arg(Network::nameOf(b.network), windows.join(QStringLiteral(", ")),
                              money(b.automatic)) +
                     (b.limits.until.isValid()
                          ? u' ' + (b.limits.endedAt(now)
                                        ? tr("It ended on %1: the agent cannot pay in it.")
                                              .arg(QLocale().toString(b.limits.until.toLocalTime(),
                                                                      QLocale::ShortFormat))
                                        : tr("It holds %1.")
                                              .arg(BudgetWindows::untilText(b.limits.until)))
                          : QString());
    }
    if (agent.budgets.isEmpty())
        lines << tr("This agent has no budget yet: it cannot pay.");
    if (agent.paused)
        lines << tr("This agent is paused: it cannot pay until the user resumes it.");
    return result(lines.join(u'\n'), {{"wallets", std::move(wallets)},
                                      {"budgets", std::move(budgets)},
                                      {"paused", agent.paused}});
}

// The transaction that moved the money: the one Paydesk sent, else the one the seller's
// receipt names (an authorization's settlement is the facilitator's transaction).
QString AgentToolsText::transactionOf(const FetchAttempt &a)
{
    if (!a.signature.isEmpty() || a.receipt.isEmpty())
        return a.signature;
    const json receipt = json::parse(a.receipt.toStdString(), nullptr, false);
    const auto tx = receipt.is_object() ? receipt.find("transaction") : receipt.end();
    return receipt.is_object() && tx != receipt.end() && tx->is_string()
               ? QString::fromStdString(tx->get<std::string>())
               : QString();
}

json AgentToolsText::recentResult(const QList<FetchAttempt> &attempts)
{
    QStringList lines;
    json list = json::array();
    for (const FetchAttempt &a : attempts) {
        const QString unit = a.symbol.isEmpty() ? Money::unitOf(a.network) : a.symbol;
        const QString state = PaidFetchJournal::stateName(a.state);
        list.push_back({{"url", std8(a.url)},
                        {"amount", std8(a.amount)},
                        {"unit", std8(unit)},
                        {"network", std8(a.network)},
                        {"state", std8(state)},
                        {"at", std8(a.created.toUTC().toString(Qt::ISODate))},
                        {"paymentId", std8(a.paymentId)},
                        {"transaction", std8(transactionOf(a))}});
        lines << QStringLiteral("%1  %2 %3  %4  %5")
                     .arg(a.created.toUTC().toString(Qt::ISODate), a.amount, unit, state, a.url);
    }
    if (attempts.isEmpty())
        lines << tr("This agent has made no payments yet.");
    return result(lines.join(u'\n'), {{"payments", std::move(list)}});
}

} // namespace paydesk::agents
