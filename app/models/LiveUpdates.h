#pragma once

#include "api/EventStream.h"

#include <QHash>
#include <QObject>
#include <QSet>
#include <QTimer>

namespace paydesk {

class ApiKeyController;
class LocalWalletModel;
class PaymentEvents;
class PaymentNotifier;
class ServiceLink;
class WalletListModel;

// What the service's live events (EventStream) change in the app: a payment that concerns one of
// the user's wallets has that wallet's balance and history read again (PaymentEvents::
// reportMoneyMoved, what every page already follows), whoever polls that payment looks at once
// (reportServiceChange), and money received is told at once (PaymentNotifier). Off until the
// desktop app enables it (the CLI has no use for it); it then follows the service and its key,
// reconnecting when either changes. live() says whether events arrive as they happen; when not,
// the app polls as it always did.
class LiveUpdates : public QObject
{
    Q_OBJECT
public:
    struct Parts
    {
        EventStream *stream = nullptr;
        PaymentEvents *events = nullptr;
        PaymentNotifier *notifier = nullptr;
        WalletListModel *wallets = nullptr;
        LocalWalletModel *localWallets = nullptr;
        ServiceLink *service = nullptr;
        ApiKeyController *apiKeys = nullptr;
    };
    static constexpr int kSettleMs = 150; // a burst of events for one wallet: one read

    explicit LiveUpdates(const Parts &parts, QObject *parent = nullptr);
    void setEnabled(bool on);
    bool isLive() const { return m_parts.stream->isLive(); }
    EventStream *stream() const { return m_parts.stream; }
    // How many events it has acted on (tests, the status bar's tooltip).
    int handled() const { return m_handled; }

Q_SIGNALS:
    void liveChanged(bool live);

private:
    void restart();
    void onEvent(const EventFrame &event);
    bool isOurs(const QString &wallet) const;
    void touch(const QString &wallet);
    void flush();

    Parts m_parts;
    bool m_enabled = false;
    bool m_live = false;
    int m_handled = 0;
    QSet<QString> m_touched; // wallets whose balance and history are read at the next flush
    QTimer m_settle;
};

} // namespace paydesk
