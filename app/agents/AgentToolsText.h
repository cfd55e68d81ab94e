#pragma once

#include "core/Asset.h"
#include "payments/PaidFetch.h"
#include "store/AgentStore.h"

#include <QCoreApplication>
#include <nlohmann/json.hpp>
#include <optional>

namespace paydesk {
class BalanceBook;
}

namespace paydesk::agents {

// What the agent tools answer (AgentTools): the tool definitions with their input schemas, and
// each tool's CallToolResult: a text for the model (translated) and structuredContent with exact
// amounts as decimal text for programs.
class AgentToolsText
{
    Q_DECLARE_TR_FUNCTIONS(AgentToolsText)
public:
    struct BalanceRow
    {
        QString address;
        std::optional<Asset> token; // none: the network's coin
        QString network;
    };

    static nlohmann::json definitions();
    static nlohmann::json quoteResult(const x402::PaidFetch &fetch);
    static nlohmann::json fetchResult(const x402::PaidFetch &fetch);
    static nlohmann::json balancesResult(const BalanceBook &book, const Agent &agent,
                                         const AgentStore &agents, const QList<BalanceRow> &rows);
    // The transaction that moved an attempt's money: Paydesk's own, else its receipt's.
    static QString transactionOf(const FetchAttempt &attempt);
    static nlohmann::json recentResult(const QList<FetchAttempt> &attempts);

private:
    static nlohmann::json price(const x402::PaymentQuote &quote);
    static nlohmann::json result(const QString &text, nlohmann::json structured);
};

} // namespace paydesk::agents
