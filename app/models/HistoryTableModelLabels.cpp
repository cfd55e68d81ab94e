// HistoryTableModel's words for directions and states, shared by the history, the status page
// and the payment fields (static: no model needed), and for a row's amount.
#include "HistoryTableModel.h"
#include "ReceiptBook.h"
#include "core/Asset.h"
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

QString HistoryTableModel::amountText(const HistoryEntry &e) const
{
    if (e.amount.isEmpty())
        return tr("Unknown");
    const QString unit = e.symbol.isEmpty() ? symbol() : e.symbol;
    // A usage price: what it came to beside the most it authorized, or the most alone.
    const QString maximum = m_receipts ? m_receipts->maximumOf(e) : QString();
    if (maximum.isEmpty() || !m_receipts)
        return Money::formatText(e.amount, unit);
    if (!m_receipts->charged(e))
        return tr("up to %1").arg(Money::formatText(maximum, unit));
    return tr("%1 ≤ %2", "charged ≤ the most authorized, compact for the Amount column")
        .arg(e.amount, Money::formatText(maximum, unit));
}

QString HistoryTableModel::amountToolTip(const HistoryEntry &e) const
{
    const QString maximum = m_receipts ? m_receipts->maximumOf(e) : QString();
    if (maximum.isEmpty() || !m_receipts)
        return {};
    const QString unit = e.symbol.isEmpty() ? symbol() : e.symbol;
    const QString most = Money::formatText(maximum, unit);
    return m_receipts->charged(e)
               ? tr("A usage price: charged %1 of up to %2 authorized.")
                     .arg(Money::formatText(e.amount, unit), most)
               : tr("A usage price of up to %1: not charged yet. The seller may settle it until "
                    "the authorization expires.")
                     .arg(most);
}

} // namespace paydesk
