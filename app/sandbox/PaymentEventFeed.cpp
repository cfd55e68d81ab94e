#include "PaymentEventFeed.h"

#include "ChainBackend.h"
#include "ErrorReply.h"
#include "EventLog.h"
#include "PaymentBook.h"
#include "core/Asset.h"

#include <QDateTime>
#include <QPointer>

namespace paydesk::sandbox {

namespace {
nlohmann::json assetOf(const PaymentRecord &r)
{
    const Asset a = Asset::native(r.network);
    return {{"symbol", a.symbol.toStdString()}, {"decimals", a.decimals}};
}

// The fields every payment event has (docs/service-contract.md).
nlohmann::json paymentFields(const char *kind, const PaymentRecord &r, const QString &wallet)
{
    return {{"kind", kind},
            {"paymentId", r.id.toStdString()},
            {"wallet", wallet.toStdString()},
            {"amount", r.amount.toStdString()},
            {"asset", assetOf(r)},
            {"network", r.network.toStdString()},
            {"status", r.status.toStdString()},
            {"payment", r.toJson()}};
}

QStringList walletsOf(const PaymentRecord &r)
{
    QStringList out;
    if (!r.from.isEmpty())
        out.append(r.from);
    if (!r.to.isEmpty() && !PaymentRecord::sameAddress(r.from, r.to))
        out.append(r.to);
    return out;
}

bool isUnsignedBuild(const PaymentRecord &r)
{
    return r.status == u"pending" && !r.messageHash.isEmpty() && r.signature.isEmpty() &&
           r.chain == u"solana" && r.lastValidBlockHeight > 0;
}
} // namespace

PaymentEventFeed::PaymentEventFeed(PaymentBook *book, EventLog *log, ChainBackend *chain,
                                   QObject *parent)
    : QObject(parent), m_book(book), m_log(log), m_chain(chain)
{
    m_timer.setInterval(1000);
    connect(&m_timer, &QTimer::timeout, this, &PaymentEventFeed::checkExpiring);
}

void PaymentEventFeed::start()
{
    // What the book holds at start was announced before (or predates the log): only changes
    // from here on are events.
    const QList<PaymentRecord> open = m_book->openRecords();
    for (const PaymentRecord &r : open)
        m_status.insert(r.id, r.status);
    m_startedAt = nowMs();
    connect(m_book, &PaymentBook::changed, this, &PaymentEventFeed::onChanged);
    m_timer.start();
}

void PaymentEventFeed::onChanged(const QString &id)
{
    const PaymentRecord *r = m_book->find(id);
    if (!r)
        return;
    const auto known = m_status.constFind(id);
    if (known != m_status.constEnd() && known.value() == r->status)
        return; // a change that is no news (fee, signature, block height)
    // New: created since the feed started (a record from before is in m_status while open, and
    // a final one never changes status again).
    const bool created = known == m_status.constEnd() && r->createdAt >= m_startedAt;
    const int before = known == m_status.constEnd() ? -1 : PaymentRecord::rank(known.value());
    m_status.insert(id, r->status);
    const QStringList wallets = walletsOf(*r);
    if (created)
        m_log->append(paymentFields("payment.created", *r, r->from), wallets);
    // A payment born pending or submitted was told by its created event; one born further on
    // also gets the event of where it is.
    const bool early = r->status == u"pending" || r->status == u"submitted";
    if (created && early) {
    } else if (r->status == u"failed" || r->status == u"expired") {
        nlohmann::json f = paymentFields("payment.failed", *r, r->from);
        f["error"] = {
            {"code", r->status == u"expired" ? "EXPIRED" : "TRANSACTION_FAILED"},
            {"message", r->error.isEmpty() ? r->status.toStdString() : r->error.toStdString()}};
        m_log->append(std::move(f), wallets);
    } else if (r->status == u"confirmed") {
        nlohmann::json f = paymentFields("payment.confirmed", *r, r->from);
        f["signature"] = r->signature.toStdString();
        m_log->append(std::move(f), wallets);
    } else {
        m_log->append(paymentFields("payment.status", *r, r->from), wallets);
    }
    // Received once: when it first reaches confirmed (or straight to finalized), whichever
    // restart came between.
    const bool landed = r->status == u"confirmed" || r->status == u"finalized";
    const int confirmedRank = PaymentRecord::rank(QStringLiteral("confirmed"));
    if (landed && before < confirmedRank && !r->to.isEmpty()) {
        nlohmann::json f = paymentFields("payment.received", *r, r->to);
        f["from"] = r->from.toStdString();
        m_log->append(std::move(f), {r->to});
    }
    if (r->isFinal()) {
        m_status.remove(id); // final: nothing more can be announced
        m_expiring.remove(id);
    }
}

void PaymentEventFeed::checkExpiring()
{
    QList<PaymentRecord> builds;
    for (const PaymentRecord &r : m_book->openRecords()) {
        if (isUnsignedBuild(r) && !m_expiring.contains(r.id))
            builds.append(r);
    }
    if (builds.isEmpty())
        return;
    QPointer<PaymentEventFeed> self(this);
    m_chain->blockHeight([self, builds](const std::optional<quint64> &height, const RpcFailure &) {
        if (!self || !height)
            return;
        const qint64 slotMs = qMax(1, self->m_chain->slotMs());
        for (const PaymentRecord &r : builds) {
            const qint64 left =
                r.lastValidBlockHeight > *height ? qint64(r.lastValidBlockHeight - *height) : 0;
            if (left * slotMs > kExpiringMs || self->m_expiring.contains(r.id))
                continue;
            self->m_expiring.insert(r.id);
            self->m_log->append(
                {{"kind", "build.expiring"},
                 {"paymentId", r.id.toStdString()},
                 {"wallet", r.from.toStdString()},
                 {"network", r.network.toStdString()},
                 {"expiresAt", QDateTime::currentMSecsSinceEpoch() + left * slotMs}},
                {r.from});
        }
    });
}

} // namespace paydesk::sandbox
