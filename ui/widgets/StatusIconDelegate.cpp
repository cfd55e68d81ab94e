#include "StatusIconDelegate.h"

#include "Theme.h"

namespace paydesk::ui {

StatusIconDelegate::StatusIconDelegate(int stateRole, QObject *parent)
    : CachedTextDelegate(parent), m_stateRole(stateRole)
{}

void StatusIconDelegate::initStyleOption(QStyleOptionViewItem *option,
                                         const QModelIndex &index) const
{
    QStyledItemDelegate::initStyleOption(option, index);
    option->textElideMode = Qt::ElideRight; // "Not signed, nothing…": the start says the most
    const QVariant state = index.data(m_stateRole);
    if (!state.isValid())
        return;
    option->features |= QStyleOptionViewItem::HasDecoration;
    option->icon = Theme::stateIcon(PaymentState(state.toInt()));
    const int side = option->fontMetrics.height();
    option->decorationSize = QSize(side, side);
}

} // namespace paydesk::ui
