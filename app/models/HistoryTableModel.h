#pragma once

#include "HistoryBalances.h"
#include "HistoryTotal.h"
#include "core/Address.h"
#include "store/HistoryCache.h"

#include <QAbstractTableModel>
#include <QList>
#include <functional>

namespace paydesk {

class ReceiptBook;

// The cached payments of one wallet as a table. Rows come from the SQLite cache in chunks as the
// view scrolls (canFetchMore / fetchMore), so 100,000 cached payments open at once and cost only
// what is on screen; ordering and filtering run in SQL (see HistoryFilterProxy, the view's face).
class HistoryTableModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column
    {
        DateColumn,
        DirectionColumn,
        CounterpartyColumn,
        AmountColumn,
        StatusColumn,
        PaymentIdColumn,
        FeeColumn,      // the network fee the record names
        ResourceColumn, // the resource paid for (x402), when there is one
        BalanceColumn,  // the wallet's balance after the payment (RunningBalance)
        ColumnCount
    };
    enum Role
    {
        PaymentIdRole = Qt::UserRole + 1,
        StateRole,     // int(PaymentState)
        DirectionRole, // "sent" | "received" (directionName())
        CounterpartyRole,
        AmountRole, // exact decimal text
        CreatedAtRole,
        SignatureRole,
        ResourceRole,
        StatusTextRole,
        BalanceAfterRole, // exact decimal text, "" when it cannot be known
        SymbolRole,       // the token's symbol ("USDC"); "" for the network's coin
        ReceiptRole       // the transaction in the seller's receipt (x402); "" for none
    };
    static constexpr int kChunk = 200;

    explicit HistoryTableModel(HistoryCache *cache, QObject *parent = nullptr);

    void setWallet(const QString &address);
    QString wallet() const { return m_filter.wallet; }
    void setDirection(std::optional<Direction> direction);
    void setSearchText(const QString &text);
    const HistoryFilter &filter() const { return m_filter; }
    // Rows matching the filter in the cache (loaded or not). Past HistoryTotal::kQuick matches
    // with a counter set it is a lower bound for a moment (totalIsExact() false), then
    // totalCountChanged() gives the exact number.
    qint64 totalCount() const { return m_total; }
    bool totalIsExact() const { return m_totals.isExact(); }
    void setCounter(HistoryWriter *writer, qint64 quick = HistoryTotal::kQuick)
    {
        m_totals.setCounter(writer, quick);
    }
    const HistoryEntry &entryAt(int row) const { return m_rows.at(row); }
    // Re-reads the cache after it changed, keeping what is loaded and signalling only the change.
    void reload();
    // Shows a page of `wallet`'s payments just received, before the cache has stored it: merged
    // into the loaded rows in memory (HistoryPageMerge). Returns false when it left the rows
    // alone: another wallet, or a page scattered over so many places that re-reading the cache
    // costs less. Each page given here must be followed by pageStored() once stored, in order.
    bool mergePage(const QString &wallet, const QList<HistoryEntry> &page);
    // The next page given to mergePage() is stored, `insertedIds` new to the cache. When its rows
    // were merged they are as the cache has them: the total follows from the new payments, or is
    // read again when changed ones may have left or joined a filtered list. Else, or when not
    // all of the page could be stored (`complete` false), reload(): the list shows the cache.
    void pageStored(int inserted, int changed, const QStringList &insertedIds = {},
                    bool complete = true);
    // Names for known addresses (the user's own wallets), shown next to the counterparty.
    void setAddressLabels(std::function<QString(const QString &address)> lookup);
    // The wallet's balance now (nullopt: unknown), from which the balance after each payment is
    // worked back. Shown in date order with no filter: a filtered list hides the payments between.
    void setCurrentBalance(const std::optional<Amount> &balance);
    bool showsBalances() const;
    // A note after a payment's status, e.g. that the seller did not accept the payment (from
    // the paid-fetch journal); empty for none.
    void setStatusNotes(std::function<QString(const HistoryEntry &entry)> lookup);
    // The sellers' receipts of paid resources (shown in the resource's tooltip); none by default.
    void setReceipts(const ReceiptBook *receipts) { m_receipts = receipts; }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation o, int role = Qt::DisplayRole) const override;
    bool canFetchMore(const QModelIndex &parent) const override;
    void fetchMore(const QModelIndex &parent) override;
    void sort(int column, Qt::SortOrder order = Qt::AscendingOrder) override;
    QHash<int, QByteArray> roleNames() const override;

    static QString directionLabel(Direction direction); // "Sent", "Received", translated
    static QString stateLabel(PaymentState state);
    // A payment Paydesk signed itself and the seller's facilitator settled (an x402 token
    // payment, x402::SchemeClient::recordsItself): no payment service tracks its status.
    static bool isRecordedHere(const QString &paymentId);
    // The label of one payment: an expired payment that was never signed (a local-mode build
    // nobody signed) reads "Not signed, nothing charged".
    static QString stateLabel(PaymentState state, const QString &signature);

Q_SIGNALS:
    void totalCountChanged(qint64 total);

private:
    void resetFromCache();
    bool merge(const QString &wallet, const QList<HistoryEntry> &page);
    void recount();
    QString symbol() const;
    std::optional<Amount> balanceAfter(int row) const;
    QString balanceToolTip(int row) const;
    QString resourceToolTip(const HistoryEntry &entry) const;
    // The Amount column: the amount in its asset; a usage price's charge beside the most it
    // authorized ("0.0042 ≤ 0.01 USDC"), or "up to" it before a charge; its tooltip in words.
    QString amountText(const HistoryEntry &entry) const;
    QString amountToolTip(const HistoryEntry &entry) const;

    HistoryCache *m_cache;
    HistoryTotal m_totals;
    HistoryFilter m_filter;
    QList<HistoryEntry> m_rows;
    qint64 m_total = 0;
    Chain m_chain = Chain::Unknown;
    bool m_notifying = false;
    struct Merging // a page given to mergePage(), not stored yet
    {
        bool merged = false;
        qint64 guessed = 0; // what the merge added to the total
        QList<HistoryEntry> page;
    };
    QList<Merging> m_merging;
    std::function<QString(const QString &)> m_labels;
    std::function<QString(const HistoryEntry &)> m_statusNotes;
    HistoryBalances m_balances; // the "Balance after" column
    const ReceiptBook *m_receipts = nullptr;
};

} // namespace paydesk
