#pragma once

#include "models/HistoryTableModel.h"
#include "models/ReceiptBook.h"

#include <QMenu>
#include <QUrl>

namespace paydesk::ui {

// The History table's menu for one payment (right click or the menu key): its status, its
// transaction on the network's block explorer, and copies of the transaction and the payment id.
// What a payment lacks (no transaction yet, a chain no explorer knows) is shown disabled, with
// the reason in its tooltip. A paid resource's receipt from the seller (x402) adds its
// transaction's explorer link and a copy of it.
class HistoryRowMenu : public QMenu
{
    Q_OBJECT
public:
    HistoryRowMenu(const HistoryEntry &entry, const QUrl &explorer, QWidget *parent = nullptr,
                   const std::optional<PaymentReceipt> &receipt = std::nullopt,
                   const QUrl &receiptExplorer = {});

Q_SIGNALS:
    void openStatus(const QString &paymentId);

private:
    void addReceipt(const PaymentReceipt &receipt, const QUrl &explorer);
};

} // namespace paydesk::ui
