#pragma once

#include "core/Amount.h"
#include "core/Asset.h"
#include "core/Direction.h"
#include "core/PaymentRecord.h"

#include <QList>
#include <QObject>
#include <QTimer>
#include <memory>
#include <optional>

namespace paydesk {

class AgentApprovals;
class AgentListModel;
class BalanceBook;
class EventStream;
class HistoryCache;
class HistoryController;
class HistoryWriter;
class JournalWatch;
class LocalWalletModel;
class NodeSettings;
class PaidFetchJournal;
class PaymentEvents;
class PaymentJournal;
class ServiceClient;
class WalletListModel;
struct EventFrame;

// The Overview's facts, in the model layer: where the user's money is (each asset summed over
// every wallet, hosted and on this computer, and the dollar stablecoins of Paydesk's table summed
// in dollars), what waits for them (agents' payments to approve, local builds nobody signed,
// payments whose outcome is not known yet), the newest payments of every wallet (a payment the
// service's live events announce shows at once, before the history has it) and what each agent
// spent today against its daily budget. changed() says when to read again (coalesced).
class OverviewModel : public QObject
{
    Q_OBJECT
public:
    struct Parts
    {
        BalanceBook *balances = nullptr;
        WalletListModel *wallets = nullptr;
        LocalWalletModel *localWallets = nullptr;
        QList<NodeSettings *> nodes; // which network each family's wallets are on
        HistoryCache *history = nullptr;
        ServiceClient *client = nullptr;        // with the writer: each wallet's newest page
        HistoryWriter *historyWriter = nullptr; // (none: the cache as it is)
        PaymentEvents *events = nullptr;
        EventStream *stream = nullptr; // may be null: no live activity
        AgentApprovals *approvals = nullptr;
        AgentListModel *agents = nullptr;
        PaymentJournal *journal = nullptr;
        PaidFetchJournal *fetches = nullptr;
        JournalWatch *journalWatch = nullptr;
    };
    struct Holding
    {
        Asset asset;
        Amount total;
        int wallets = 0; // wallets holding some
        int unread = 0;  // wallets whose balance is not known (yet)
    };
    struct Activity
    {
        QString paymentId;
        QString wallet;
        QString walletName; // the user's name for it, else empty
        Direction direction = Direction::Unknown;
        QString counterparty;
        QString counterpartyName; // the user's name for it, when it is one of their wallets
        QString amount;           // with its unit: "0.5 SOL"
        QString status;           // as the History page says it, translated
        PaymentState state = PaymentState::Unknown;
        qint64 timeMs = 0;
        bool live = false; // announced by the live events, not (yet) in the history
    };
    struct Waiting
    {
        int approvals = 0;       // agents' payments waiting for a person
        int unsignedBuilds = 0;  // local builds the service made that nobody signed yet
        int unknownOutcomes = 0; // signed payments not followed to their end, paid content lost
        int total() const { return approvals + unsignedBuilds + unknownOutcomes; }
    };
    struct AgentDay
    {
        QString agent;
        QString spent;  // "0.02 USDC"
        QString budget; // "1 USDC"
        int percent = 0;
        bool paused = false;
    };
    static constexpr int kRecent = 8;

    explicit OverviewModel(const Parts &parts, QObject *parent = nullptr);
    ~OverviewModel() override;

    QList<Holding> holdings() const;       // dollar coins first, then by network and symbol
    std::optional<Amount> dollars() const; // the dollar coins' sum; none when there are none
    bool hasWallets() const { return !walletRefs().isEmpty(); }
    Waiting waiting() const;
    QList<Activity> recent() const;
    QList<AgentDay> agentsToday() const;
    // Reads every wallet's balances again (its coin and its network's USDC) and its newest
    // payments from the service.
    void refresh();

Q_SIGNALS:
    void changed();

private:
    struct WalletRef
    {
        QString address;
        QString name;
        QString network;
        bool local = false;
    };
    QList<WalletRef> walletRefs() const;
    QString walletName(const QString &address) const;
    void onLiveEvent(const EventFrame &event);
    void touch();
    void readHistory(const QString &wallet);
    void nextHistory();

    Parts m_parts;
    QList<Activity> m_live; // newest first, at most kRecent
    std::unique_ptr<HistoryController> m_reader;
    QStringList m_toRead; // wallets whose newest page is to be read
    QTimer m_coalesce;
};

} // namespace paydesk
