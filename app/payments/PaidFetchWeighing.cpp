// PaidFetch, weighing an option before anything is journaled: the budgets, the agent's limits,
// the wallet's balance, the scheme's own checks, then paying or asking (PaidFetch.h).
#include "AttemptStart.h"
#include "PaidFetch.h"
#include "core/Asset.h"
#include "core/Network.h"
#include "core/Origin.h"
#include "store/AgentStore.h"
#include "store/PaidFetchJournal.h"

namespace paydesk::x402 {

void PaidFetch::evaluate(int optionIndex)
{
    const PaymentOption &o = m_required->options.at(optionIndex);
    m_walletIndex = OptionChooser::walletFor(o, m_options.wallets, m_exhausted, schemes().canPay());
    if (m_walletIndex < 0) // a choice among candidates always has a wallet; never pay otherwise
        return end(State::Refused, QStringLiteral("cannot_pay"), m_choice.reason);
    m_quote = {};
    m_depositAutomatic = true;
    m_quote.url = m_url.toString();
    m_quote.origin = Origin::of(m_url);
    m_quote.option = o;
    m_quote.wallet = m_options.wallets.at(m_walletIndex);
    const SchemeClient *client = schemes().clientFor(o, m_quote.wallet);
    m_quote.signsOnly = client && client->signsOnly(m_quote.wallet, o);
    m_quote.validUntil = QDateTime::currentDateTimeUtc().addSecs(o.maxTimeoutSeconds);
    m_quote.previous = m_previous;
    m_quote.interactiveOnly = m_previous.has_value();
    const QString asset = Asset::keyOf(o.asset);
    if (const auto why = m_limits.maximumRefusal(o))
        return end(State::Refused, QStringLiteral("over_max_amount"), *why);
    m_quote.budget =
        m_services.budgets->check(m_quote.origin, o.networkId, *o.amount, QDateTime(), asset);
    if (m_quote.budget.verdict == BudgetCheck::Verdict::OverGlobalCap)
        return passOver(QStringLiteral("over_daily_cap"),
                        tr("%1 Nothing was paid; raise that cap to pay it (paydesk-cli budget "
                           "cap, or the budgets on the Pay page).")
                            .arg(m_quote.budget.reason),
                        m_quote.budget.reason, false);
    if (m_quote.budget.refused())
        return passOver(QStringLiteral("over_budget"),
                        tr("%1 Nothing was paid; grant %2 a larger budget to pay it.")
                            .arg(m_quote.budget.reason, m_quote.origin),
                        m_quote.budget.reason, false);
    // An agent's own refusals lead (paused, its breaker or rate, no budget in the asset, over
    // its day): no balance changes them, and the agent hears the real reason.
    if (!m_options.agent.isEmpty()) {
        const AgentCheck c = AttemptStart::checkAgent(
            {m_services.journal, m_services.budgets, m_services.agents}, m_quote, m_options.agent);
        if (c.verdict == AgentCheck::Verdict::Refused)
            return passOver(c.code, c.reason, c.reason, false);
    }
    kits().readBalance(balanceNodes(), o, m_quote.wallet, this,
                       [this](const std::optional<Amount> &balance, const QString &problem) {
                           if (m_state == State::Refused || m_state == State::Failed)
                               return; // cancelled meanwhile
                           m_quote.balance = balance;
                           m_quote.balanceProblem = problem;
                           checkScheme();
                       });
}

// What the option's scheme checks before asking (a Permit2 allowance): what stands in the way
// passes the option over for this wallet, before anyone is asked.
void PaidFetch::checkScheme()
{
    const SchemeClient *client = schemes().clientFor(m_quote.option, m_quote.wallet);
    if (!client)
        return decide(); // pay() refuses it
    client->check(
        schemeServices(), m_quote.option, m_quote.wallet, this, [this](const Shortfall &shortfall) {
            if (m_state == State::Refused || m_state == State::Failed)
                return;
            if (shortfall.code.isEmpty()) {
                const SchemeClient *c = schemes().clientFor(m_quote.option, m_quote.wallet);
                m_quote.deposit =
                    c ? c->deposit(schemeServices(), m_quote.option, m_quote.wallet) : std::nullopt;
                return decide();
            }
            passOver(shortfall.code, shortfall.message, shortfall.reason, true);
        });
}

// Where the node a balance was read from is, for people: scheme, host and port only (a
// provider's key may sit in the path or the query).
QString PaidFetch::nodeName(Chain chain) const
{
    const ChainKit *kit = kits().of(chain);
    const QUrl url = kit ? kit->nodeUrl(balanceNodes()) : QUrl();
    if (!url.isValid() || url.isEmpty())
        return tr("(none set)");
    return url.toString(QUrl::RemoveUserInfo | QUrl::RemovePath | QUrl::RemoveQuery |
                        QUrl::RemoveFragment);
}

ChainNodes PaidFetch::balanceNodes() const
{
    return m_services.readBalances ? m_services.nodes : ChainNodes();
}

void PaidFetch::decide()
{
    const PaymentOption &o = m_quote.option;
    // A key is unlocked only for a network its node answered for: a node on another chain (or
    // none, or one that did not answer) could let a signature valid elsewhere leave, mainnet's
    // for a testnet node. The service pays a hosted wallet's option: no key of ours signs there.
    if (!m_quote.balance && m_quote.wallet.mode != PayerWallet::Mode::Hosted) {
        const QString node = nodeName(o.chain);
        const QString reason = tr("the node %1 could not confirm it is on %2 (%3).")
                                   .arg(node, Network::nameOf(o.networkId), m_quote.balanceProblem);
        return passOver(
            QStringLiteral("node_not_on_network"),
            tr("Nothing was signed or paid: the node %1 could not confirm that it is on %2, the "
               "network this option pays on (%3). Paydesk signs only for the network its node "
               "is on: use an RPC node on %2 and try again.")
                .arg(node, Network::nameOf(o.networkId), m_quote.balanceProblem),
            reason, false);
    }
    if (m_quote.balance && *o.amount > *m_quote.balance) {
        const QString held = Money::withUnit(*m_quote.balance, o.networkId, Asset::keyOf(o.asset));
        return passOver(
            QStringLiteral("insufficient_funds"),
            tr("The wallet %1 holds %2, less than the price of %3: it cannot cover "
               "this payment. Nothing was paid; add funds to it or pay from another "
               "wallet.")
                .arg(m_quote.wallet.address, held, o.displayAmount()),
            tr("the wallet holds %1, less than the price of %2.").arg(held, o.displayAmount()),
            true);
    }
    if (m_quote.deposit && !weighDeposit())
        return;
    if (!m_options.agent.isEmpty()) { // the agent's limits decide, never a person's --yes
        const AgentCheck c = AttemptStart::checkAgent(
            {m_services.journal, m_services.budgets, m_services.agents}, m_quote, m_options.agent);
        if (c.verdict == AgentCheck::Verdict::Refused)
            return passOver(c.code, c.reason, c.reason, false);
        m_quote.agent = c;
        m_quote.automatic = c.verdict == AgentCheck::Verdict::Automatic &&
                            !m_quote.interactiveOnly && m_depositAutomatic;
        return m_quote.automatic && !m_options.quoteOnly ? pay() : askPerson();
    }
    const bool granted = m_quote.budget.verdict == BudgetCheck::Verdict::Automatic;
    // --yes alone never pays above a cap; with --max-amount (the price is within it, checked
    // above) it is this run's approval of one payment above the default caps.
    const bool yes = m_options.preapproved && !m_quote.budget.frozen &&
                     (!m_quote.aboveDefaultCap() || m_options.maxAmount.has_value());
    m_quote.automatic = !m_quote.interactiveOnly && (granted || yes) && m_depositAutomatic;
    m_quote.aboveDefaultApproved = yes && m_options.maxAmount.has_value();
    return m_quote.automatic && !m_options.quoteOnly ? pay() : askPerson();
}

// A channel's deposit leaves the wallet at once: the balance must cover it, and the budgets
// (the site's, and the agent's for an agent) are weighed against it as against a price; one
// they would not pay by themselves is asked of a person.
bool PaidFetch::weighDeposit()
{
    const PaymentOption &o = m_quote.option;
    const Amount &deposit = *m_quote.deposit;
    const QString asset = Asset::keyOf(o.asset);
    const QString words = Money::withUnit(deposit, o.networkId, asset);
    if (m_quote.balance && deposit > *m_quote.balance) {
        const QString held = Money::withUnit(*m_quote.balance, o.networkId, asset);
        passOver(QStringLiteral("insufficient_funds"),
                 tr("The wallet %1 holds %2, less than the deposit of %3 a payment channel with "
                    "this seller needs. Nothing was paid; add funds to it or pay from another "
                    "wallet.")
                     .arg(m_quote.wallet.address, held, words),
                 tr("the wallet holds %1, less than the channel's deposit of %2.").arg(held, words),
                 true);
        return false;
    }
    const BudgetCheck b =
        m_services.budgets->check(m_quote.origin, o.networkId, deposit, QDateTime(), asset);
    if (b.refused() || b.verdict == BudgetCheck::Verdict::OverGlobalCap) {
        passOver(QStringLiteral("over_budget"),
                 tr("A payment channel with this seller needs a deposit of %1: %2 Nothing was "
                    "paid.")
                     .arg(words, b.reason),
                 b.reason, false);
        return false;
    }
    // --yes with --max-deposit: this run's approval of a deposit up to it.
    m_depositAutomatic = b.verdict == BudgetCheck::Verdict::Automatic ||
                         (m_options.preapproved && !b.frozen && m_options.maxDeposit &&
                          deposit <= *m_options.maxDeposit);
    if (!m_options.agent.isEmpty() && m_services.agents) {
        const AgentCheck c = m_services.agents->check(m_options.agent, m_quote.origin, o.networkId,
                                                      asset, deposit, m_quote.budget.frozen);
        if (c.verdict == AgentCheck::Verdict::Refused) {
            passOver(c.code, tr("The channel's deposit of %1: %2").arg(words, c.reason), c.reason,
                     false);
            return false;
        }
        m_depositAutomatic = c.verdict == AgentCheck::Verdict::Automatic;
    }
    return true;
}

void PaidFetch::askPerson()
{
    setState(State::AwaitingConfirmation);
    Q_EMIT confirmationNeeded();
}

void PaidFetch::passOver(const QString &code, const QString &message, const QString &reason,
                         bool walletOnly)
{
    const bool first = m_passedCode.isEmpty();
    if (first) {
        m_passedCode = code;
        m_passedMessage = message;
    }
    const int index = m_quote.option.index;
    m_exhausted.append(qMakePair(index, m_walletIndex));
    PaymentOption &o = (*m_required).options[index];
    if (!walletOnly ||
        OptionChooser::walletFor(o, m_options.wallets, m_exhausted, schemes().canPay()) < 0) {
        o.status = PaymentOption::Status::Refused;
        o.reason = reason;
        o.refusalCode = code;
    }
    m_choice = OptionChooser::choose(*m_required, m_options.wallets, m_exhausted,
                                     schemes().canPay(), preference());
    if (m_choice.option < 0)
        return end(State::Refused, m_passedCode,
                   first ? m_passedMessage
                         : tr("%1 No other option could be paid either. %2")
                               .arg(m_passedMessage, m_choice.reason));
    const PaymentOption &next = m_required->options.at(m_choice.option);
    Q_EMIT progress(tr("%1 Trying the next option: %2 on %3.")
                        .arg(message, next.displayAmount(), next.network));
    if (!m_options.autoChoose) { // the user chose that one: the choice is theirs again
        setState(State::NeedsChoice);
        Q_EMIT choiceNeeded();
        return;
    }
    evaluate(m_choice.option);
}

// Between options of one price: a payment channel where one is open with the seller or the
// seller was paid often lately (kFrequentPayments within a day, where a deposit pays off in
// fewer transactions); otherwise a payment that opens nothing.
Prefer PaidFetch::preference() const
{
    PaidFetchJournal *journal = m_services.journal;
    const QString origin = Origin::of(m_url);
    const QList<PayerWallet> wallets = m_options.wallets;
    const SchemeServices services = schemeServices();
    return [journal, origin, wallets, services, this](const PaymentOption &o) {
        const SchemeClient *client =
            wallets.isEmpty() ? nullptr : schemes().clientFor(o, wallets.first());
        bool needsDeposit = true;
        for (const PayerWallet &w : wallets)
            if (client && w.paysOn(o.networkId, o.chain) &&
                !client->deposit(services, o, w).has_value())
                needsDeposit = false; // an open channel covers it
        if (!client || !journal || !o.isMaximum() || o.scheme != u"batch-settlement")
            return 0;
        if (!needsDeposit)
            return 2;
        const qint64 dayAgo = QDateTime::currentMSecsSinceEpoch() - 86400000;
        return journal->paidCountSince(origin, dayAgo) >= kFrequentPayments ? 1 : -1;
    };
}

} // namespace paydesk::x402
