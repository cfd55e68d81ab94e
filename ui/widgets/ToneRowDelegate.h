#pragma once

#include "Theme.h"

#include <QStyledItemDelegate>

namespace paydesk::ui {

// Paints the rows a model marks (a boolean role) on the soft panel colour of a tone, so a row
// that asks for attention stands out (the models stay free of QtGui: they say which row, the
// view picks the colour). Selected rows keep the selection's colour.
class ToneRowDelegate : public QStyledItemDelegate
{
    Q_OBJECT
public:
    ToneRowDelegate(int markRole, Theme::Tone tone, QObject *parent = nullptr);

protected:
    void initStyleOption(QStyleOptionViewItem *option, const QModelIndex &index) const override;

private:
    int m_markRole;
    Theme::Tone m_tone;
};

} // namespace paydesk::ui
