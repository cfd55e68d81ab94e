#include "HistoryRowMenu.h"

#include <QApplication>
#include <QClipboard>
#include <QDesktopServices>

namespace paydesk::ui {

HistoryRowMenu::HistoryRowMenu(const HistoryEntry &entry, const QUrl &explorer, QWidget *parent,
                               const std::optional<PaymentReceipt> &receipt,
                               const QUrl &receiptExplorer)
    : QMenu(parent)
{
    setObjectName(QStringLiteral("historyRowMenu"));
    setAttribute(Qt::WA_DeleteOnClose);
    const QString id = entry.paymentId;
    QAction *status = addAction(tr("Show the payment's &status"));
    status->setObjectName(QStringLiteral("historyShowStatus"));
    const bool ownRecord = HistoryTableModel::isRecordedHere(id);
    status->setEnabled(!id.isEmpty() && !ownRecord);
    if (ownRecord)
        status->setToolTip(tr("Paydesk signed this payment itself and the seller's facilitator "
                              "settled it: no payment service tracks it. Its receipt is below."));
    connect(status, &QAction::triggered, this, [this, id]() { Q_EMIT openStatus(id); });

    QAction *open = addAction(tr("Open in the block &explorer"));
    open->setObjectName(QStringLiteral("historyOpenExplorer"));
    open->setData(explorer);
    open->setEnabled(explorer.isValid());
    if (entry.signature.isEmpty())
        open->setToolTip(tr("The payment has no transaction on chain yet."));
    else if (!explorer.isValid())
        open->setToolTip(tr("No block explorer knows this network (the sandbox's chains are on "
                            "this computer only)."));
    connect(open, &QAction::triggered, this, [explorer]() { QDesktopServices::openUrl(explorer); });

    addSeparator();
    QAction *copyTx = addAction(tr("Copy the &transaction"));
    copyTx->setObjectName(QStringLiteral("historyCopyTransaction"));
    copyTx->setEnabled(!entry.signature.isEmpty());
    const QString signature = entry.signature;
    connect(copyTx, &QAction::triggered, this,
            [signature]() { QApplication::clipboard()->setText(signature); });
    QAction *copyId = addAction(tr("Copy the &payment id"));
    copyId->setObjectName(QStringLiteral("historyCopyPaymentId"));
    copyId->setEnabled(!id.isEmpty());
    connect(copyId, &QAction::triggered, this, [id]() { QApplication::clipboard()->setText(id); });
    if (receipt)
        addReceipt(*receipt, receiptExplorer);
    setToolTipsVisible(true);
}

void HistoryRowMenu::addReceipt(const PaymentReceipt &receipt, const QUrl &explorer)
{
    addSeparator();
    QAction *open = addAction(tr("Open the seller's &receipt in the block explorer"));
    open->setObjectName(QStringLiteral("historyOpenReceipt"));
    open->setData(explorer);
    open->setEnabled(explorer.isValid());
    if (receipt.transaction.isEmpty())
        open->setToolTip(ReceiptBook::noTransactionText());
    else if (!explorer.isValid())
        open->setToolTip(
            tr("No block explorer knows the receipt's network (%1).").arg(receipt.network));
    connect(open, &QAction::triggered, this, [explorer]() { QDesktopServices::openUrl(explorer); });
    QAction *copy = addAction(tr("Copy the receipt's transaction"));
    copy->setObjectName(QStringLiteral("historyCopyReceipt"));
    copy->setEnabled(!receipt.transaction.isEmpty());
    const QString tx = receipt.transaction;
    connect(copy, &QAction::triggered, this, [tx]() { QApplication::clipboard()->setText(tx); });
}

} // namespace paydesk::ui
