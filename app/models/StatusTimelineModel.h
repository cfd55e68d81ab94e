#pragma once

#include "core/ApiResults.h"

#include <QAbstractListModel>
#include <QDateTime>
#include <QList>

namespace paydesk {

// The life of a payment as six steps: pending, submitted, confirmed, finalized, failed, expired.
// A step is "reached" when the payment was seen in it or in a later state of the same path
// (a payment first seen confirmed has passed pending and submitted); the time is when Paydesk
// saw it (or the record's createdAt for pending), empty for a step implied but not seen.
class StatusTimelineModel : public QAbstractListModel
{
    Q_OBJECT
public:
    enum Role
    {
        StateRole = Qt::UserRole + 1, // int(PaymentState)
        ReachedRole,
        CurrentRole,
        SeenAtRole, // QDateTime, invalid when implied
        IsFailureRole
    };

    explicit StatusTimelineModel(QObject *parent = nullptr);

    void clear();
    // Records an observation of the payment in `state` at `when`.
    void observe(PaymentState state, const QDateTime &when, const QDateTime &createdAt = {});
    PaymentState current() const { return m_current; }
    bool isReached(PaymentState state) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QHash<int, QByteArray> roleNames() const override;

    // Local time with seconds, in the locale's format, without the time zone.
    static QString timeText(const QDateTime &when);

private:
    struct Step
    {
        PaymentState state;
        QDateTime seenAt;
        bool reached = false;
    };
    int rowOf(PaymentState state) const;
    QList<Step> m_steps;
    PaymentState m_current = PaymentState::Unknown;
};

} // namespace paydesk
