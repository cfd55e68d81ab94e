#include "SchemeRegistry.h"

#include "HostedScheme.h"
#include "payments/evm/ChannelEvmScheme.h"
#include "payments/evm/ExactEvmScheme.h"
#include "payments/evm/UptoEvmScheme.h"
#include "payments/solana/ExactSvmScheme.h"

#include <QStringList>
#include <algorithm>

namespace paydesk::x402 {

SchemeRegistry &SchemeRegistry::standard()
{
    static SchemeRegistry *registry = []() {
        auto *r = new SchemeRegistry;
        r->add(std::make_unique<HostedScheme>());
        r->add(std::make_unique<ExactSvmScheme>());
        r->add(std::make_unique<ExactEvmScheme>());
        r->add(std::make_unique<UptoEvmScheme>());
        r->add(std::make_unique<ChannelEvmScheme>());
        return r;
    }();
    return *registry;
}

void SchemeRegistry::add(std::unique_ptr<SchemeClient> client)
{
    if (client)
        m_clients.push_back(std::move(client));
}

bool SchemeRegistry::remove(const SchemeClient *client)
{
    const auto it = std::find_if(m_clients.begin(), m_clients.end(),
                                 [client](const auto &c) { return c.get() == client; });
    if (it == m_clients.end())
        return false;
    m_clients.erase(it);
    return true;
}

void SchemeRegistry::judge(PaymentRequired &required) const
{
    QStringList schemes;
    for (const auto &c : m_clients)
        if (!schemes.contains(c->scheme()))
            schemes.append(c->scheme());
    const QString known = QStringLiteral("\"%1\"").arg(schemes.join(QStringLiteral("\", \"")));
    for (PaymentOption &o : required.options) {
        if (o.status != PaymentOption::Status::Payable)
            continue;
        QString reason;
        if (!schemes.contains(o.scheme)) {
            reason = tr("the payment scheme \"%1\" is not one Paydesk pays (it pays %2).")
                         .arg(o.scheme, known);
        } else if (o.chain == Chain::Unknown) {
            reason = tr("Paydesk does not know the network \"%1\".").arg(o.network);
        } else {
            bool covered = false;
            for (const auto &c : m_clients) {
                if (!c->covers(o, PayerWallet::Mode::Local) &&
                    !c->covers(o, PayerWallet::Mode::Hosted))
                    continue;
                covered = true;
                const QString why = c->refusal(o);
                if (why.isEmpty()) {
                    reason.clear();
                    break;
                }
                if (reason.isEmpty())
                    reason = why;
            }
            if (!covered)
                reason =
                    tr("Paydesk does not pay the \"%1\" scheme on %2.").arg(o.scheme, o.network);
            else if (reason.isEmpty() && !o.amount)
                reason = tr("its price cannot be converted exactly: the decimals of %1 are not "
                            "known.")
                             .arg(o.asset);
        }
        if (!reason.isEmpty()) {
            o.status = PaymentOption::Status::Unsupported;
            o.reason = reason;
        }
    }
}

const SchemeClient *SchemeRegistry::clientFor(const PaymentOption &option,
                                              const PayerWallet &wallet) const
{
    for (const auto &c : m_clients)
        if (c->covers(option, wallet.mode) && c->refusal(option).isEmpty())
            return c.get();
    return nullptr;
}

CanPay SchemeRegistry::canPay() const
{
    return [this](const PaymentOption &option, const PayerWallet &wallet) {
        return clientFor(option, wallet) != nullptr;
    };
}

const SchemeClient *SchemeRegistry::ownerOf(const FetchAttempt &attempt) const
{
    for (const auto &c : m_clients)
        if (c->owns(attempt))
            return c.get();
    return nullptr;
}

bool SchemeRegistry::checkable(const ChainNodes &nodes, const FetchAttempt &attempt) const
{
    const SchemeClient *owner = ownerOf(attempt);
    return owner && owner->checkable(nodes, attempt);
}

void SchemeRegistry::checkLost(const ChainNodes &nodes, const FetchAttempt &attempt,
                               QObject *context, const LostAuthorization::Done &done) const
{
    if (const SchemeClient *owner = ownerOf(attempt))
        return owner->checkLost(nodes, attempt, context, done);
    QMetaObject::invokeMethod(
        context,
        [done]() {
            done(LostAuthorization::Verdict::Unknown,
                 tr("no payment scheme Paydesk knows made this payment"));
        },
        Qt::QueuedConnection);
}

bool SchemeRegistry::recordsItself(const QString &paymentId) const
{
    return !paymentId.isEmpty() &&
           std::any_of(m_clients.begin(), m_clients.end(),
                       [&](const auto &c) { return c->recordsItself(paymentId); });
}

bool SchemeRegistry::readProof(const DecodedProof &proof, ProofReading &out) const
{
    for (const auto &c : m_clients)
        if (c->readProof(proof, out))
            return true;
    return false;
}

} // namespace paydesk::x402
