#include "ToneRowDelegate.h"

namespace paydesk::ui {

ToneRowDelegate::ToneRowDelegate(int markRole, Theme::Tone tone, QObject *parent)
    : QStyledItemDelegate(parent), m_markRole(markRole), m_tone(tone)
{}

void ToneRowDelegate::initStyleOption(QStyleOptionViewItem *option, const QModelIndex &index) const
{
    QStyledItemDelegate::initStyleOption(option, index);
    if (!index.data(m_markRole).toBool())
        return;
    option->backgroundBrush = Theme::panelColor(m_tone, option->palette);
    option->palette.setColor(QPalette::Text, Theme::textColor(m_tone, option->palette));
}

} // namespace paydesk::ui
