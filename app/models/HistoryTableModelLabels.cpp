// HistoryTableModel's words for directions and states, shared by the history, the status page
// and the payment fields (static: no model needed).
#include "HistoryTableModel.h"
#include "payments/schemes/SchemeRegistry.h"

namespace paydesk {

QString HistoryTableModel::directionLabel(Direction direction)
{
    switch (direction) {
    case Direction::Sent:
        return tr("Sent");
    case Direction::Received:
        return tr("Received");
    case Direction::Unknown:
        break;
    }
    return QString();
}

QString HistoryTableModel::stateLabel(PaymentState state, const QString &signature)
{
    if (state == PaymentState::Expired && signature.isEmpty())
        return tr("Not signed, nothing charged");
    return stateLabel(state);
}

QString HistoryTableModel::stateLabel(PaymentState state)
{
    switch (state) {
    case PaymentState::Pending:
        return tr("Pending");
    case PaymentState::Submitted:
        return tr("Submitted");
    case PaymentState::Confirmed:
        return tr("Confirmed");
    case PaymentState::Finalized:
        return tr("Finalized");
    case PaymentState::Failed:
        return tr("Failed");
    case PaymentState::Expired:
        return tr("Expired");
    case PaymentState::Unknown:
        break;
    }
    return tr("Unknown");
}

bool HistoryTableModel::isRecordedHere(const QString &paymentId)
{
    return x402::SchemeRegistry::standard().recordsItself(paymentId);
}

} // namespace paydesk
