#pragma once

#include <QString>

namespace paydesk {
class BudgetStore;
class PaidFetchJournal;
class PaymentJournal;
namespace wallet {
class WalletManager;
}
} // namespace paydesk

namespace paydesk::cli {

// The app's database as the CLI's commands use it: the stores AppContext::open() sets up (the
// desktop app's file in AppContext::defaultDataDir(), upgraded by the same schema steps), handed
// out by CliRunner::data(). When the file is unusable (a newer or damaged one is left as it is)
// `error` says why and none of the stores may be used.
struct CliData
{
    PaymentJournal *journal = nullptr;
    wallet::WalletManager *wallets = nullptr; // keychain + wallet directory in step
    BudgetStore *budgets = nullptr;
    PaidFetchJournal *fetches = nullptr;
    QString dataDir;
    QString error;

    bool ok() const { return error.isEmpty(); }
};

} // namespace paydesk::cli
