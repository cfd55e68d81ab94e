#pragma once

#include <QProxyStyle>

namespace paydesk::ui {

// Fusion with check boxes and radio buttons that stay visible on a dark palette: Fusion outlines
// them in a shade darker than the window, which on a dark window is all but black. On a dark
// palette this draws that outline again in the text colour, faded; on a light one it changes
// nothing.
class IndicatorStyle : public QProxyStyle
{
    Q_OBJECT
public:
    explicit IndicatorStyle(QStyle *base);
    void drawPrimitive(PrimitiveElement element, const QStyleOption *option, QPainter *painter,
                       const QWidget *widget = nullptr) const override;
};

} // namespace paydesk::ui
