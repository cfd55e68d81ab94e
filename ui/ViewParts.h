#pragma once

#include "ServiceSwitch.h"
#include "models/OverviewModel.h"
#include "pages/AgentsPage.h"
#include "pages/ChannelsPage.h"
#include "pages/HistoryPage.h"
#include "pages/PayPage.h"
#include "pages/SendPage.h"
#include "pages/SettingsPage.h"
#include "pages/SpendingRulesPage.h"
#include "pages/WalletsPage.h"
#include "shell/TrayController.h"
#include "widgets/SellerDesk.h"

namespace paydesk {
class AppContext;
class ApiKeyController;
class LiveUpdates;
class LocalPaymentRecovery;
class SettingsModel;
} // namespace paydesk

namespace paydesk::ui {

// The GUI face's one answer to "what does this view get": each view declares the parts it uses
// (its Parts struct) and only this file knows where they come from. The window and the views
// never see the context, so a view cannot reach for more than it declared.
class ViewParts
{
public:
    explicit ViewParts(AppContext *context) : m_context(context) {}

    // What the window itself uses: the service it shows in the status bar, the key state, the
    // notices of the recovery after a restart, whether a payment is under way.
    struct Window
    {
        const ServiceLink *service = nullptr;
        ApiKeyController *apiKeys = nullptr;
        PaymentEvents *events = nullptr;
        LocalPaymentRecovery *recovery = nullptr; // may be null (no database)
        LocalWalletModel *localWallets = nullptr;
        LocalPaymentController *localPayments = nullptr;
        LiveUpdates *live = nullptr; // the status bar's "Live" / "Polling"
    };
    // The Status page's four parts.
    struct Status
    {
        ServiceClient *client = nullptr;
        HistoryCache *historyCache = nullptr;
        HistoryWriter *historyWriter = nullptr;
        PaymentEvents *events = nullptr;
        const SettingsModel *settings = nullptr; // the explorer links
    };

    Window window() const;
    SendPage::Parts send() const;
    PayPage::Parts pay() const;
    OverviewModel::Parts overview() const;
    SpendingRulesPage::Parts rules() const;
    SellerDesk::Parts desk() const; // the Receive page is the seller's desk and an address
    WalletsPage::Parts wallets() const;
    HistoryPage::Parts history() const;
    Status status() const;
    SettingsPage::Parts settings() const;
    AgentsPage::Parts agents() const;
    ChannelsPage::Parts channels() const;
    TrayController::Parts tray() const;
    ServiceSwitch serviceSwitch() const;

private:
    ReviewParts review() const;

    AppContext *m_context;
};

} // namespace paydesk::ui
