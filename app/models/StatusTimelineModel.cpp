#include "StatusTimelineModel.h"

#include "HistoryTableModel.h"

#include <QLocale>

namespace paydesk {

namespace {
const PaymentState kOrder[] = {PaymentState::Pending,   PaymentState::Submitted,
                               PaymentState::Confirmed, PaymentState::Finalized,
                               PaymentState::Failed,    PaymentState::Expired};
// The position of a state on the success path; failures branch off after submitted.
int pathRank(PaymentState s)
{
    switch (s) {
    case PaymentState::Pending:
        return 0;
    case PaymentState::Submitted:
        return 1;
    case PaymentState::Confirmed:
        return 2;
    case PaymentState::Finalized:
        return 3;
    default:
        return -1;
    }
}
} // namespace

StatusTimelineModel::StatusTimelineModel(QObject *parent) : QAbstractListModel(parent)
{
    for (PaymentState s : kOrder)
        m_steps.append({s, {}, false});
}

void StatusTimelineModel::clear()
{
    for (Step &s : m_steps) {
        s.reached = false;
        s.seenAt = {};
    }
    m_current = PaymentState::Unknown;
    Q_EMIT dataChanged(index(0), index(int(m_steps.size()) - 1));
}

int StatusTimelineModel::rowOf(PaymentState state) const
{
    for (int i = 0; i < m_steps.size(); ++i)
        if (m_steps[i].state == state)
            return i;
    return -1;
}

bool StatusTimelineModel::isReached(PaymentState state) const
{
    const int r = rowOf(state);
    return r >= 0 && m_steps[r].reached;
}

void StatusTimelineModel::observe(PaymentState state, const QDateTime &when,
                                  const QDateTime &createdAt)
{
    const int row = rowOf(state);
    if (row < 0)
        return;
    Step &pending = m_steps[rowOf(PaymentState::Pending)];
    if (!pending.seenAt.isValid() && createdAt.isValid())
        pending.seenAt = createdAt;
    // Everything earlier on the success path was passed through; a failure implies only that
    // the payment was accepted (pending), not that it was submitted.
    const int rank = std::max(pathRank(state), 0);
    for (int r = 0; r < m_steps.size(); ++r) {
        const int stepRank = pathRank(m_steps[r].state);
        if (stepRank >= 0 && stepRank <= rank)
            m_steps[r].reached = true;
    }
    Step &step = m_steps[row];
    step.reached = true;
    if (!step.seenAt.isValid())
        step.seenAt = when;
    m_current = state;
    Q_EMIT dataChanged(index(0), index(int(m_steps.size()) - 1));
}

int StatusTimelineModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_steps.size());
}

QVariant StatusTimelineModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Step &s = m_steps.at(index.row());
    switch (role) {
    case StateRole:
        return int(s.state);
    case ReachedRole:
        return s.reached;
    case CurrentRole:
        return s.state == m_current;
    case SeenAtRole:
        return s.seenAt;
    case IsFailureRole:
        return s.state == PaymentState::Failed || s.state == PaymentState::Expired;
    case Qt::DisplayRole: {
        const QString name = HistoryTableModel::stateLabel(s.state);
        if (!s.reached)
            return name;
        if (!s.seenAt.isValid())
            return tr("%1 (passed)").arg(name);
        return tr("%1 at %2").arg(name, timeText(s.seenAt));
    }
    case Qt::AccessibleTextRole: {
        const QString name = HistoryTableModel::stateLabel(s.state);
        if (s.state == m_current)
            return tr("%1, current state").arg(name);
        return s.reached ? tr("%1, reached").arg(name) : tr("%1, not reached").arg(name);
    }
    default:
        return {};
    }
}

QString StatusTimelineModel::timeText(const QDateTime &when)
{
    QString format = QLocale().timeFormat(QLocale::LongFormat);
    format.remove(u't');
    return QLocale().toString(when.toLocalTime().time(), format.trimmed());
}

QHash<int, QByteArray> StatusTimelineModel::roleNames() const
{
    QHash<int, QByteArray> r = QAbstractListModel::roleNames();
    r.insert(StateRole, "state");
    r.insert(ReachedRole, "reached");
    r.insert(CurrentRole, "current");
    r.insert(SeenAtRole, "seenAt");
    return r;
}

} // namespace paydesk
