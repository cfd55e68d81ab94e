#include "IndicatorStyle.h"

#include <QPainter>
#include <QStyleOption>

namespace paydesk::ui {

IndicatorStyle::IndicatorStyle(QStyle *base) : QProxyStyle(base) {}

void IndicatorStyle::drawPrimitive(PrimitiveElement element, const QStyleOption *option,
                                   QPainter *painter, const QWidget *widget) const
{
    QProxyStyle::drawPrimitive(element, option, painter, widget);
    const bool box = element == PE_IndicatorCheckBox || element == PE_IndicatorItemViewItemCheck;
    const bool radio = element == PE_IndicatorRadioButton;
    const QPalette &palette = option->palette;
    if ((!box && !radio) || palette.color(QPalette::Window).lightness() >= 128)
        return;
    QColor outline = palette.color(QPalette::Text);
    outline.setAlphaF(option->state & State_Enabled ? 0.55 : 0.3);
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing, true);
    painter->setPen(QPen(outline, 1.0));
    painter->setBrush(Qt::NoBrush);
    const QRectF r = QRectF(option->rect).adjusted(0.5, 0.5, -0.5, -0.5);
    if (radio)
        painter->drawEllipse(r.adjusted(0.5, 0.5, -0.5, -0.5));
    else
        painter->drawRoundedRect(r, 1.5, 1.5);
    painter->restore();
}

} // namespace paydesk::ui
