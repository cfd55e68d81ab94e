#pragma once

#include "payments/PaidFetch.h"
#include "payments/PaymentServices.h"
#include "payments/evm/Permit2Approval.h"

#include <QObject>
#include <QPointer>

namespace paydesk {

class PaymentEvents;

class AddedTokens;
class AppLock;
class BudgetListModel;
class LocalWalletModel;
class HistoryWriter;
class NodeSettings;
namespace wallet {
class WalletManager;
}

// The "Pay for a resource" view's model: one PaidFetch per fetch, wired to the app's parts (the
// service client, the local-mode RPC and keys, the budgets and the x402 attempt journal). It
// never pays without the user's confirm() unless the site has a granted budget and automatic
// payments are not frozen (PaidFetch decides); after a payment it tells the app that the wallet's
// history changed.
class PayController : public QObject
{
    Q_OBJECT
public:
    // The app's parts a paid fetch runs on.
    struct Parts
    {
        QNetworkAccessManager *network = nullptr;
        ServiceClient *client = nullptr;
        AppLock *lock = nullptr;
        BudgetStore *budgets = nullptr;
        BudgetListModel *budgetModel = nullptr;
        PaidFetchJournal *fetchJournal = nullptr;
        PaymentJournal *journal = nullptr;
        LocalWalletModel *localWallets = nullptr;
        // Every family's chosen node: the paying wallet's family's reads balances and pays.
        QList<NodeSettings *> nodes;
        wallet::WalletManager *walletManager = nullptr;
        bool sandbox = false; // the built-in sandbox: its networks, not the real ones
        // Where token payments signed here are recorded beside the service's (PaidFetchRecord).
        HistoryWriter *history = nullptr;
        // The tokens the user added to the trusted table (the Pay page's Tokens box).
        AddedTokens *tokens = nullptr;
    };
    explicit PayController(const Parts &parts, QObject *parent = nullptr);
    // Where this controller reports payment outcomes (PaymentEvents); none by default.
    void setEvents(PaymentEvents *events) { m_events = events; }

    // The URL Paydesk opens for what the user typed: an http(s) URL as typed, or, for text with
    // no scheme that names a host ("example.com/report", "127.0.0.1:8080/x"), the same with
    // https:// in front, as a browser's address bar does. Empty when it is neither.
    static QUrl typedUrl(const QString &text);

    // Starts fetching `url`, paying (if asked to) from `wallet` on its network.
    bool start(const QUrl &url, const QString &walletAddress, bool local);
    void confirm();
    void decline();
    void cancel();
    // Grants the quoted site a budget (caps in the quote's native unit), then confirms.
    bool grantAndConfirm(const Amount &perPayment, const Amount &perDay, QString *error);

    // What the Pay page answers to "Can Paydesk pay?" for the option it chose, from the site's
    // budget, the wallet's balance (read through the app's RPC when it is on the wallet's
    // network; else unknown) and how the fetch ended. Answer::None before a price was weighed.
    struct CanPay
    {
        enum class Answer
        {
            None,
            Yes,            // within the budget, the balance covers it
            NeedsApproval,  // above the default caps: only a person's approval of this one
            BalanceUnknown, // the balance could not be read: nobody knows whether it covers it
            No              // refused: over a granted budget, the balance, or a maximum
        };
        Answer answer = Answer::None;
        QString text;
    };
    CanPay canPay() const;

    x402::PaidFetch *fetch() const { return m_fetch; }

    // The option the last fetch passed over because the token lets Permit2 move too little of
    // the wallet's (code "allowance_required"); nullopt otherwise.
    std::optional<x402::PaymentOption> permit2Shortfall() const;
    // The exact-amount approve of Permit2 for that option's token, from the fetch's wallet
    // through the app's EVM node: reviewReady() or finished() follow (owned here, replaced by the
    // next one). Null and why when there is no node or Paydesk is locked.
    evm::Permit2Approval *startPermit2Approval(const x402::PaymentOption &option,
                                               const Amount &amount, QString *error);
    bool isBusy() const;
    QString lastError() const { return m_lastError; }

    // What this page pays with (the app's service, stores, nodes and lock-guarded keys).
    x402::PaymentServices paymentServices() const;

Q_SIGNALS:
    void stateChanged(paydesk::x402::PaidFetch::State state);
    void progress(const QString &text);
    void confirmationNeeded();
    void finished();

private:
    void onFinished();

    Parts m_parts;
    QPointer<x402::PaidFetch> m_fetch;
    QPointer<evm::Permit2Approval> m_approval;
    PaymentEvents *m_events = nullptr; // owned by the context, outlives views
    QString m_lastError;
};

} // namespace paydesk
