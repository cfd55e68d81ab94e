#include "LiveUpdates.h"

#include "ApiKeyController.h"
#include "LocalWalletModel.h"
#include "PaymentEvents.h"
#include "PaymentNotifier.h"
#include "ServiceLink.h"
#include "WalletListModel.h"
#include "core/LogCategories.h"

namespace paydesk {

LiveUpdates::LiveUpdates(const Parts &parts, QObject *parent) : QObject(parent), m_parts(parts)
{
    m_settle.setSingleShot(true);
    m_settle.setInterval(kSettleMs);
    connect(&m_settle, &QTimer::timeout, this, &LiveUpdates::flush);
    connect(m_parts.stream, &EventStream::eventArrived, this, &LiveUpdates::onEvent);
    connect(m_parts.stream, &EventStream::stateChanged, this, [this] {
        const bool live = m_parts.stream->isLive();
        if (live == m_live)
            return;
        m_live = live;
        Q_EMIT liveChanged(live);
    });
    // What was missed while the service could not tell (a gap, a new numbering): every wallet
    // is read again.
    connect(m_parts.stream, &EventStream::missed, this, [this] {
        if (m_parts.wallets)
            for (int row = 0; row < m_parts.wallets->rowCount(); ++row)
                touch(m_parts.wallets->addressAt(row));
        if (m_parts.localWallets)
            for (int row = 0; row < m_parts.localWallets->rowCount(); ++row)
                touch(m_parts.localWallets->addressAt(row));
    });
    if (m_parts.service)
        connect(m_parts.service, &ServiceLink::changed, this, &LiveUpdates::restart);
    if (m_parts.apiKeys)
        connect(m_parts.apiKeys, &ApiKeyController::keyStateChanged, this, &LiveUpdates::restart);
}

void LiveUpdates::setEnabled(bool on)
{
    if (m_enabled == on)
        return;
    m_enabled = on;
    restart();
}

void LiveUpdates::restart()
{
    if (!m_enabled) {
        m_parts.stream->stop();
        return;
    }
    // Every event of the key's account: those of other wallets are passed over here, so a
    // wallet added later needs no new connection.
    m_parts.stream->start();
}

bool LiveUpdates::isOurs(const QString &wallet) const
{
    if (wallet.isEmpty())
        return false;
    return (m_parts.wallets && m_parts.wallets->rowOf(wallet) >= 0) ||
           (m_parts.localWallets && m_parts.localWallets->rowOf(wallet) >= 0);
}

void LiveUpdates::onEvent(const EventFrame &e)
{
    if (!e.isPaymentEvent() && e.kind != EventFrame::Kind::BuildExpiring)
        return;
    const bool payer = isOurs(e.wallet);
    const bool payerOfReceipt = e.kind == EventFrame::Kind::PaymentReceived && isOurs(e.from);
    if (!payer && !payerOfReceipt)
        return;
    ++m_handled;
    if (m_parts.events)
        m_parts.events->reportServiceChange(e.paymentId);
    if (payer)
        touch(e.wallet);
    if (payerOfReceipt)
        touch(e.from);
    if (e.kind == EventFrame::Kind::PaymentReceived && payer && m_parts.notifier && e.amount)
        m_parts.notifier->tellIncoming(e.wallet, e.paymentId, e.from, e.amount->toString());
}

void LiveUpdates::touch(const QString &wallet)
{
    m_touched.insert(wallet);
    if (!m_settle.isActive())
        m_settle.start();
}

void LiveUpdates::flush()
{
    const QSet<QString> wallets = std::exchange(m_touched, {});
    for (const QString &w : wallets) {
        qCDebug(lcEvents, "live: reading %s again", qUtf8Printable(w));
        if (m_parts.events)
            m_parts.events->reportMoneyMoved(w);
    }
}

} // namespace paydesk
