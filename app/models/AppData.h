#pragma once

#include <QString>

namespace paydesk {
class AddedTokens;
class AgentStore;
class SecretStore;
class BudgetStore;
class HistoryWriter;
class LocalPaymentController;
class LocalPaymentRecovery;
class PaidFetchJournal;
class PaymentJournal;
namespace wallet {
class WalletManager;
}
} // namespace paydesk

namespace paydesk {

// The app's database as the command-line faces use it (paydesk-cli's commands, and the agents'
// MCP server and proxy): the stores AppContext::open() sets up (the desktop app's file in
// AppContext::defaultDataDir(), upgraded by the same schema steps), handed out by
// CliRunner::data(), with the context's local-payment controller and recovery. When the file
// is unusable (a newer or damaged one is left as it is) `error` says why and none of the stores may
// be used.
struct AppData
{
    PaymentJournal *journal = nullptr;
    wallet::WalletManager *wallets = nullptr; // keychain + wallet directory in step
    BudgetStore *budgets = nullptr;
    PaidFetchJournal *fetches = nullptr;
    AddedTokens *tokens = nullptr;    // the tokens the user added to the trusted table
    HistoryWriter *history = nullptr; // token payments signed here are recorded beside the rest
    AgentStore *agents = nullptr;     // the agents paying through Paydesk (mcp, agent)
    SecretStore *secrets = nullptr;   // the keychain (agents' tokens)
    // Local mode as the desktop app runs it: the same checks before a flow starts, the same
    // recovery of earlier payments, outcomes reported to the context's PaymentEvents.
    LocalPaymentController *localPayments = nullptr;
    LocalPaymentRecovery *recovery = nullptr;
    QString dataDir;
    QString error;

    bool ok() const { return error.isEmpty(); }
};

} // namespace paydesk
