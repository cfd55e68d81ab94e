#pragma once

#include "core/Amount.h"
#include "store/ChannelBook.h"

#include <QAbstractTableModel>
#include <optional>

namespace paydesk {

// The payment channels of the x402 `batch-settlement` scheme Paydesk opened (ChannelBook), for
// the Channels page: one row a channel, newest use first, in the words `paydesk-cli channel
// list` uses (docs/protocol-facts.md "EVM batch-settlement"): what was deposited, what the
// seller charged, what is refundable (deposit - charged) and the most the seller may claim (the
// highest voucher signed). A channel open, unused for a week and still holding something
// refundable is idle: the page offers it for a refund. reload() reads the book again.
class ChannelsModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column
    {
        SellerColumn,
        NetworkColumn,
        DepositColumn,
        ChargedColumn,
        RefundableColumn,
        StatusColumn,
        LastUseColumn,
        ColumnCount
    };
    enum Role
    {
        IdRole = Qt::UserRole, // the channel id
        IdleRole               // bool: idle for a week and holding something refundable
    };
    static constexpr qint64 kIdleMs = 7LL * 24 * 3600 * 1000;

    explicit ChannelsModel(ChannelBook *book, QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation o, int role = Qt::DisplayRole) const override;

    std::optional<ChannelRow> channelAt(int row) const;
    int rowOf(const QString &id) const;

    // Open, not used for kIdleMs (since it was opened when never used) at `nowMs`, and holding
    // something refundable.
    static bool isIdle(const ChannelRow &row, qint64 nowMs);
    int idleCount() const;
    // "2 channels idle for a week still hold 0.5 USDC: ask for a refund."; empty when none is.
    QString idleText() const;

    // The seller as a person reads it: the scheme, host and port of its origin
    // ("https://a.example").
    static QString seller(const ChannelRow &row);
    // Atomic units of the channel's token in words ("0.25 USDC"), else "N atomic units".
    static QString money(const ChannelRow &row, const QString &units);
    // What the seller has not charged: deposit - charged, never below 0 (atomic units).
    static QString refundableUnits(const ChannelRow &row);
    static QString statusText(const ChannelRow &row, qint64 nowMs);
    // The row's tooltip: the channel id, the wallet, the most the seller may claim, the note.
    static QString details(const ChannelRow &row);

public Q_SLOTS:
    void reload();

private:
    ChannelBook *m_book;
    QList<ChannelRow> m_rows;
    qint64 m_nowMs = 0; // when the rows were read: "idle" is judged then
};

} // namespace paydesk
