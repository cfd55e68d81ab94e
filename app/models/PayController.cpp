#include "PayController.h"

#include "BudgetListModel.h"
#include "LocalWalletModel.h"
#include "NodeSettings.h"
#include "PaymentEvents.h"
#include "core/Asset.h"
#include "core/Network.h"
#include "models/AppLock.h"
#include "payments/WalletManager.h"
#include "x402/Permit2.h"

namespace paydesk {

PayController::PayController(const Parts &parts, QObject *parent) : QObject(parent), m_parts(parts)
{}

bool PayController::isBusy() const
{
    using S = x402::PaidFetch::State;
    if (!m_fetch)
        return false;
    const S s = m_fetch->state();
    return s != S::Idle && s != S::Done && s != S::Refused && s != S::Failed;
}

x402::PaymentServices PayController::paymentServices() const
{
    x402::PaymentServices s;
    s.network = m_parts.network;
    s.service = m_parts.client;
    s.journal = m_parts.journal;
    s.fetches = m_parts.fetchJournal;
    s.budgets = m_parts.budgets;
    s.history = m_parts.history;
    s.wallets = m_parts.walletManager;
    s.nodes = NodeSettings::chainNodes(m_parts.nodes, true);
    // Never a key while the app is locked (each family's, read from the keychain through its kit).
    s.keys.setGate(AppLock::keysGate(m_parts.lock));
    return s;
}

QUrl PayController::typedUrl(const QString &text)
{
    const QString typed = text.trimmed();
    const auto web = [](const QUrl &u) {
        return u.isValid() && (u.scheme() == u"http" || u.scheme() == u"https") &&
               !u.host().isEmpty();
    };
    if (typed.isEmpty() || typed.contains(u' '))
        return {};
    if (typed.contains(QStringLiteral("://"))) {
        const QUrl url(typed, QUrl::StrictMode);
        return web(url) ? url : QUrl();
    }
    const QUrl url(QStringLiteral("https://") + typed, QUrl::StrictMode);
    // A host as people type one: a dotted name or address, or localhost.
    return web(url) && (url.host().contains(u'.') || url.host() == u"localhost") ? url : QUrl();
}

bool PayController::start(const QUrl &url, const QString &walletAddress, bool local)
{
    m_lastError.clear();
    if (isBusy()) {
        m_lastError = tr("A fetch is already under way.");
        return false;
    }
    if (walletAddress.isEmpty()) {
        m_lastError = tr("Choose the wallet to pay from first.");
        return false;
    }
    if (m_parts.lock->isLocked()) {
        m_lastError = AppLock::lockedMessage();
        return false;
    }
    if (m_fetch)
        m_fetch->deleteLater();
    const x402::PaymentServices services = paymentServices();
    x402::PaidFetch::Options o;
    const x402::PayerWallet payer = local ? services.localPayer(walletAddress)
                                          : services.hostedPayer(walletAddress, m_parts.sandbox);
    o.wallets.append(payer);
    // The balance is read through the app's node only where it answers for the wallet's network:
    // local mode pays through it; a hosted wallet only when the chosen (not custom) node of its
    // family pays on its network.
    const auto onNetwork = [this, &payer]() {
        for (const NodeSettings *n : m_parts.nodes)
            if (n && n->family() == Address::familyOf(payer.address))
                return !n->networkId().isEmpty() && n->paysOn() == payer.network;
        return false;
    };
    const bool rpcOnNetwork = onNetwork();
    m_fetch = new x402::PaidFetch(services.paidFetch(local || rpcOnNetwork), o, this);
    connect(m_fetch, &x402::PaidFetch::stateChanged, this, &PayController::stateChanged);
    connect(m_fetch, &x402::PaidFetch::progress, this, &PayController::progress);
    connect(m_fetch, &x402::PaidFetch::confirmationNeeded, this,
            &PayController::confirmationNeeded);
    connect(m_fetch, &x402::PaidFetch::finished, this, &PayController::onFinished);
    m_fetch->start(url);
    return true;
}

void PayController::confirm()
{
    if (m_parts.lock->isLocked()) {
        // Never paid while locked: the views unlock first; a stray confirm declines.
        m_lastError = AppLock::lockedMessage();
        return decline();
    }
    if (m_fetch)
        m_fetch->confirm();
}

void PayController::decline()
{
    if (m_fetch)
        m_fetch->decline();
}

void PayController::cancel()
{
    if (m_fetch)
        m_fetch->cancel();
}

PayController::CanPay PayController::canPay() const
{
    using A = CanPay::Answer;
    if (!m_fetch || !m_fetch->requirements() || m_fetch->quote().url.isEmpty())
        return {};
    const x402::PaymentQuote &q = m_fetch->quote();
    const QString network = q.option.networkId;
    const QString code = m_fetch->code();
    const QString balance =
        q.balance ? Money::withUnit(*q.balance, network, Asset::keyOf(q.option.asset)) : QString();
    if (code == u"insufficient_funds" && q.balance)
        return {A::No, tr("No: the wallet holds %1, less than the price of %2.")
                           .arg(balance, q.option.displayAmount())};
    if (code == u"over_budget" || code == u"over_daily_cap")
        return {A::No, tr("No: %1").arg(q.budget.reason)};
    if (code == u"over_max_amount")
        return {A::No, tr("No: %1").arg(m_fetch->message())};
    if (code == u"allowance_required")
        return {A::No,
                tr("No: %1").arg(m_fetch->requirements()->options.value(q.option.index).reason)};
    if (!q.balance)
        return {A::BalanceUnknown,
                q.aboveDefaultCap()
                    ? tr("Balance unknown (%1). %2 Paid only if you approve this one payment.")
                          .arg(q.balanceProblem, q.budget.reason)
                    : tr("Balance unknown (%1): Paydesk cannot tell whether the wallet covers "
                         "it.")
                          .arg(q.balanceProblem)};
    if (q.aboveDefaultCap())
        return {A::NeedsApproval, tr("Only if you approve this one payment: %1 Balance: %2.")
                                      .arg(q.budget.reason, balance)};
    if (q.budget.verdict == BudgetCheck::Verdict::Automatic)
        return {
            A::Yes,
            tr("Yes: within this site's budget, paid without asking (balance %1).").arg(balance)};
    return {A::Yes, tr("Yes, after you confirm (balance %1).").arg(balance)};
}

bool PayController::grantAndConfirm(const Amount &perPayment, const Amount &perDay, QString *error)
{
    if (!m_fetch || m_fetch->state() != x402::PaidFetch::State::AwaitingConfirmation)
        return false;
    if (m_parts.lock->isLocked()) {
        if (error)
            *error = AppLock::lockedMessage();
        return false;
    }
    const x402::PaymentQuote &q = m_fetch->quote();
    SiteBudget b = q.budget.budget;
    b.origin = q.origin;
    b.network = q.option.networkId;
    b.perPayment = perPayment;
    b.perDay = perDay;
    if (!m_parts.budgetModel->grant(b)) {
        if (error)
            *error = m_parts.budgetModel->lastError();
        return false;
    }
    m_fetch->confirm();
    return true;
}

std::optional<x402::PaymentOption> PayController::permit2Shortfall() const
{
    if (!m_fetch || !m_fetch->requirements() || m_fetch->state() != x402::PaidFetch::State::Refused)
        return std::nullopt;
    for (const x402::PaymentOption &o : m_fetch->requirements()->options)
        if (o.refusalCode == u"allowance_required" && x402::Permit2::asked(o) && o.amount)
            return o;
    return std::nullopt;
}

evm::Permit2Approval *PayController::startPermit2Approval(const x402::PaymentOption &option,
                                                          const Amount &amount, QString *error)
{
    auto *rpc = NodeSettings::chainNodes(m_parts.nodes, false)
                    .node<evm::EvmRpcClient>(Network::family(option.network));
    const QString wallet = m_fetch ? m_fetch->quote().wallet.address : QString();
    if (!rpc || wallet.isEmpty()) {
        *error = tr("No EVM node is set: choose one for %1 in Settings.").arg(option.network);
        return nullptr;
    }
    if (m_parts.lock->isLocked()) {
        *error = AppLock::lockedMessage();
        return nullptr;
    }
    delete m_approval.data();
    m_approval = new evm::Permit2Approval(
        {rpc, m_parts.journal,
         AppLock::guardKeys(m_parts.lock, evm::EvmPaymentFlow::keysFrom(m_parts.walletManager))},
        {}, this);
    m_approval->start({wallet, option.asset, option.network, amount});
    return m_approval;
}

void PayController::onFinished()
{
    if (m_fetch && m_fetch->moneyMoved()) {
        m_parts.budgetModel->reload();
        const QString wallet = m_fetch->quote().wallet.address;
        if (!wallet.isEmpty() && m_events)
            m_events->reportMoneyMoved(wallet);
        if (m_fetch->quote().wallet.mode == x402::PayerWallet::Mode::Local)
            m_parts.localWallets->refreshBalances();
    }
    if (m_events && m_fetch)
        if (const auto outcome = PaymentOutcome::ofPaidFetch(*m_fetch))
            m_events->report(*outcome);
    Q_EMIT finished();
    if (m_fetch) // the page showed it (or offered to save it) when finished() returned
        m_fetch->handedOver();
}

} // namespace paydesk
