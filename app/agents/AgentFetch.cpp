#include "AgentFetch.h"

#include "AgentToolsText.h"
#include "ApprovalClient.h"
#include "payments/WalletManager.h"
#include "payments/kits/ChainKits.h"
#include "store/AgentStore.h"

#include <QCryptographicHash>

namespace paydesk::agents {

AgentFetch::AgentFetch(const AgentTools::Context &context, QObject *parent)
    : QObject(parent), m_c(context)
{}

x402::PaymentServices AgentFetch::services(const AgentTools::Context &c)
{
    x402::PaymentServices s;
    s.network = c.network;
    s.service = c.client;
    s.journal = c.data->journal;
    s.fetches = c.data->fetches;
    s.budgets = c.data->budgets;
    s.history = c.data->history;
    s.agents = c.data->agents;
    s.wallets = c.data->wallets;
    s.nodes = c.nodes;
    return s;
}

QList<x402::PayerWallet> AgentFetch::wallets(const AgentTools::Context &c)
{
    return services(c).localPayers();
}

QByteArray AgentFetch::keyOf(const QString &agent, const Request &r)
{
    QCryptographicHash h(QCryptographicHash::Sha256);
    for (const QByteArray &part :
         {agent.toUtf8(), r.url.toEncoded(), r.method, r.body,
          r.maxPrice ? r.maxPrice->unitsString().toLatin1() + r.maxPriceSymbol.toUtf8()
                     : QByteArray(),
          QByteArray(r.quoteOnly ? "q" : "f")}) {
        h.addData(QByteArray::number(part.size()) + ':');
        h.addData(part);
    }
    for (const auto &[name, value] : r.headers)
        h.addData(name.toLower() + ':' + value + '\n');
    return h.result();
}

void AgentFetch::run(const QString &agent, const Request &r, Done done)
{
    const QByteArray key = keyOf(agent, r);
    if (const auto waiting = m_running.find(key); waiting != m_running.end()) {
        waiting->append(std::move(done)); // the same request again: it waits for the first
        return;
    }
    m_running.insert(key, {std::move(done)});
    x402::PaidFetch::Options o;
    o.agent = agent;
    o.quoteOnly = r.quoteOnly;
    o.wallets = wallets(m_c);
    o.method = r.method;
    o.headers = r.headers;
    o.body = r.body;
    o.maxAmount = r.maxPrice;
    o.maxAmountSymbol = r.maxPriceSymbol;
    x402::PaymentServices sv = services(m_c);
    if (!m_keys) {
        x402::WalletKeys fromKeychain; // every family's, through its kit
        x402::ChainKits::standard().addKeys(fromKeychain, m_c.data->wallets);
        m_keys = new KeyCache(fromKeychain, m_c.holdKeysSeconds, this);
    }
    sv.keys = m_keys->keys();
    auto *f = new x402::PaidFetch(sv.paidFetch(), o, this);
    connect(
        f, &x402::PaidFetch::confirmationNeeded, this,
        [this, f, agent, quoteOnly = r.quoteOnly]() { onConfirmationNeeded(f, agent, quoteOnly); });
    connect(f, &x402::PaidFetch::finished, this, [this, f, key, agent]() {
        f->deleteLater();
        if (!f->quote().option.amount || f->code() == u"declined") {
            // nothing was attempted: no outcome for the breaker
        } else if (f->state() == x402::PaidFetch::State::Done) {
            m_c.data->agents->recordOutcome(agent, true);
        } else if (f->state() == x402::PaidFetch::State::Failed && f->content().attemptId != 0) {
            m_c.data->agents->recordOutcome(agent, false); // the breaker counts failed payments
        }
        const QList<Done> waiting = m_running.take(key);
        for (const Done &d : waiting)
            d(*f);
        f->handedOver(); // answered to every caller waiting for it
    });
    f->start(r.url);
}

void AgentFetch::onConfirmationNeeded(x402::PaidFetch *f, const QString &agent, bool quoteOnly)
{
    if (quoteOnly)
        return f->decline(); // the quote is read when it finishes
    const std::optional<AgentCheck> &v = f->quote().agent;
    const QString why = v ? v->reason : AgentToolsText::tr("A person must approve this payment.");
    if (!m_approvals || !v) {
        return f->refuseUnconfirmed(
            QStringLiteral("approval_required"),
            AgentToolsText::tr("%1 Nobody could approve it here, so it was declined and nothing "
                               "was paid.")
                .arg(why));
    }
    m_approvals->ask(
        agent, f->quote(), [f, why](ApprovalClient::Answer answer, const QString &detail) {
            if (answer == ApprovalClient::Answer::Approved)
                return f->confirm();
            f->refuseUnconfirmed(answer == ApprovalClient::Answer::Declined
                                     ? QStringLiteral("declined")
                                     : QStringLiteral("approval_required"),
                                 answer == ApprovalClient::Answer::Declined
                                     ? AgentToolsText::tr("The user declined this payment; nothing "
                                                          "was paid.")
                                     : AgentToolsText::tr("%1 %2 It was declined and nothing was "
                                                          "paid.")
                                           .arg(why, detail));
        });
}

} // namespace paydesk::agents
