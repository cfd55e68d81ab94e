#pragma once

#include "StatementCache.h"

#include <QCoreApplication>
#include <QList>
#include <QSqlDatabase>
#include <QString>
#include <optional>

namespace paydesk {

// One payment channel of the x402 `batch-settlement` scheme, as Paydesk knows it (table
// x402_channels; docs/architecture.md "A channel's ceiling is journaled first"). Amounts are the
// token's atomic units as decimal text.
struct ChannelRow
{
    enum class Status
    {
        Open,    // vouchers may be signed
        Stopped, // the seller broke the scheme's rules: nothing more is signed; withdraw
        Closed   // refunded or withdrawn to nothing
    };
    QString id;       // "0x" + 64 hex: the channel id
    QString network;  // "eip155:4020"
    QString payer;    // the paying wallet, checksummed
    QString terms;    // what picks the channel for a seller's option (ChannelBook::termsOf)
    QString origin;   // the seller's origin
    QString resource; // the last URL paid through it (where a refund is asked)
    QString config;   // the ChannelConfig as JSON
    QString symbol;   // the token's symbol ("USDC")
    QString balance = QStringLiteral("0"); // deposited, as the seller or the chain last said
    QString claimed = QStringLiteral("0"); // claimed on chain, as last said
    QString charged = QStringLiteral("0"); // the seller's cumulative charge, checked
    QString ceiling = QStringLiteral("0"); // the highest cumulative voucher ever signed
    QString signature;                     // that voucher's signature
    QString depositPending;                // a deposit signed, not yet seen settled ("": none)
    qint64 withdrawAt = 0;                 // seconds since 1970 a withdrawal was asked; 0 none
    Status status = Status::Open;
    QString note; // why it stopped, or what last happened to it
    qint64 createdMs = 0, usedMs = 0;
};

// The payment channels a local EVM wallet opened (x402 `batch-settlement`). A voucher's
// cumulative amount is written here, committed, before the voucher leaves Paydesk
// (raiseCeiling), so a crash never loses what the seller may claim: the ceiling only rises.
class ChannelBook
{
    Q_DECLARE_TR_FUNCTIONS(ChannelBook)
public:
    explicit ChannelBook(QSqlDatabase db) : m_db(db) {}
    QString lastError() const { return m_lastError; }

    // The terms that pick a channel: network, payer, receiver, receiver authorizer, token and
    // withdraw delay (a channel's config is immutable; other terms need another channel).
    static QString termsOf(const QString &network, const QString &payer, const QString &receiver,
                           const QString &receiverAuthorizer, const QString &token,
                           quint64 withdrawDelay);

    bool create(const ChannelRow &row);
    std::optional<ChannelRow> find(const QString &id) const;
    // The newest channel on these terms that is not closed.
    std::optional<ChannelRow> forTerms(const QString &terms) const;
    QList<ChannelRow> all() const; // newest use first

    // Journals a voucher before it leaves: the ceiling becomes `ceiling` with its signature
    // when that is higher (it never falls); `deposit` the deposit signed with it ("" for a
    // voucher alone); `resource` the URL it pays. False (nothing changed) when the channel is
    // not open.
    bool raiseCeiling(const QString &id, const QString &ceiling, const QString &signature,
                      const QString &deposit, const QString &resource);
    // What the seller's checked answer says now: the cumulative charge, the balance and claimed
    // amount, a withdrawal's start; the pending deposit is settled.
    bool commit(const QString &id, const QString &charged, const QString &balance,
                const QString &claimed, qint64 withdrawAt);
    // A deposit that did not settle (the seller refused it): no longer pending.
    bool dropDeposit(const QString &id);
    bool setStatus(const QString &id, ChannelRow::Status status, const QString &note);
    bool setWithdrawAt(const QString &id, qint64 withdrawAt, const QString &note);

    static QString statusName(ChannelRow::Status status);

private:
    QList<ChannelRow> select(const QString &where, const QVariantList &binds) const;
    bool exec(const QString &sql, const QVariantList &binds);

    QSqlDatabase m_db;
    mutable StatementCache m_statements{m_db};
    mutable QString m_lastError;
};

} // namespace paydesk
