#include "CachedTextDelegate.h"

#include <QApplication>
#include <QPainter>

namespace paydesk::ui {

namespace {
constexpr qsizetype kMaxLines = 4096;
} // namespace

CachedTextDelegate::CachedTextDelegate(QObject *parent) : QStyledItemDelegate(parent) {}

void CachedTextDelegate::paint(QPainter *painter, const QStyleOptionViewItem &option,
                               const QModelIndex &index) const
{
    QStyleOptionViewItem opt = option;
    initStyleOption(&opt, index);
    const QString text = opt.text;
    opt.text.clear(); // the style draws everything else, then the text goes where it would
    const QWidget *widget = opt.widget;
    const QStyle *style = widget ? widget->style() : QApplication::style();
    style->drawControl(QStyle::CE_ItemViewItem, &opt, painter, widget);
    if (text.isEmpty())
        return;
    // As QCommonStyle places item text: its rectangle, less the focus frame's margin, and the
    // pen it picks for the item's state.
    const int margin = style->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, widget) + 1;
    const QRect area = style->subElementRect(QStyle::SE_ItemViewItemText, &opt, widget)
                           .adjusted(margin, 0, -margin, 0);
    if (area.width() <= 0)
        return;
    QPalette::ColorGroup group =
        opt.state & QStyle::State_Enabled ? QPalette::Normal : QPalette::Disabled;
    if (group == QPalette::Normal && !(opt.state & QStyle::State_Active))
        group = QPalette::Inactive;
    const QStaticText &shaped = line(opt, text, area.width());
    // Placed as QCommonStyle places its text layout: the line's whole height (cut to whole
    // pixels) aligned in the rectangle, the text's exact width aligned within the line.
    const QSizeF size = shaped.size();
    const int top = QStyle::alignedRect(opt.direction, opt.displayAlignment,
                                        QSize(area.width(), int(size.height())), area)
                        .top();
    const Qt::Alignment h = QStyle::visualAlignment(opt.direction, opt.displayAlignment);
    qreal left = area.left();
    if (h & Qt::AlignRight)
        left += area.width() - size.width();
    else if (h & Qt::AlignHCenter)
        left += (area.width() - size.width()) / 2;
    painter->save();
    painter->setPen(opt.palette.color(
        group, opt.state & QStyle::State_Selected ? QPalette::HighlightedText : QPalette::Text));
    painter->setFont(m_font); // the font `shaped` was prepared in
    painter->drawStaticText(QPointF(left, top), shaped);
    painter->restore();
}

const QStaticText &CachedTextDelegate::line(const QStyleOptionViewItem &option, const QString &text,
                                            int width) const
{
    if (option.font != m_font || option.textElideMode != m_elide || m_lines.size() >= kMaxLines) {
        m_lines.clear();
        m_font = option.font;
        m_elide = option.textElideMode;
    }
    const Key key{text, width};
    auto it = m_lines.find(key);
    if (it == m_lines.end()) {
        QString single = text;
        single.replace(u'\n', u' ');
        QStaticText shaped(option.fontMetrics.elidedText(single, m_elide, width));
        shaped.setTextFormat(Qt::PlainText);
        shaped.prepare(QTransform(), m_font);
        it = m_lines.insert(key, shaped);
    }
    return *it;
}

} // namespace paydesk::ui
