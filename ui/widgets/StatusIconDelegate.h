#pragma once

#include "CachedTextDelegate.h"

namespace paydesk::ui {

// Draws the payment state's icon in front of the status text (the models stay free of QtGui:
// they hand over the state, the view picks the picture).
class StatusIconDelegate : public CachedTextDelegate
{
    Q_OBJECT
public:
    // `stateRole` is the model role that carries int(PaymentState).
    explicit StatusIconDelegate(int stateRole, QObject *parent = nullptr);

protected:
    void initStyleOption(QStyleOptionViewItem *option, const QModelIndex &index) const override;

private:
    int m_stateRole;
};

} // namespace paydesk::ui
