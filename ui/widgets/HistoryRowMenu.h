#pragma once

#include "store/HistoryCache.h"

#include <QMenu>
#include <QUrl>

namespace paydesk::ui {

// The History table's menu for one payment (right click or the menu key): its status, its
// transaction on the network's block explorer, and copies of the transaction and the payment id.
// What a payment lacks (no transaction yet, a chain no explorer knows) is shown disabled, with
// the reason in its tooltip.
class HistoryRowMenu : public QMenu
{
    Q_OBJECT
public:
    HistoryRowMenu(const HistoryEntry &entry, const QUrl &explorer, QWidget *parent = nullptr);

Q_SIGNALS:
    void openStatus(const QString &paymentId);
};

} // namespace paydesk::ui
