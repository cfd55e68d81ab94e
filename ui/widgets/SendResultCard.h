#pragma once

#include "core/ApiResults.h"
#include "models/PaymentCost.h"

#include <QFrame>
#include <QUrl>

class QFormLayout;
class QLabel;
class QPushButton;

namespace paydesk::ui {

class CopyField;

// The answer to a payment: payment id, status, signature (copy, explorer link) and the X-PAYMENT
// proof to hand to the seller, with the way on to the Status view.
class SendResultCard : public QFrame
{
    Q_OBJECT
public:
    explicit SendResultCard(QWidget *parent = nullptr);

    // `explorer` invalid: no link (e.g. the sandbox, whose ledger no public explorer knows).
    // `cost`: the fee, total and balance after as estimated at the review (exact ones replace
    // them when the payment's record arrives: updateRecord()).
    void show(const SendPaymentResult &result, const QString &symbol, const QUrl &explorer,
              const QString &explorerNote, const std::optional<PaymentCost> &cost = {});
    // The payment's record as the service now has it: status, exact fee and total.
    void updateRecord(const PaymentRecord &record);
    QString statusText() const;
    QString feeText() const;
    QString paymentId() const;

Q_SIGNALS:
    void trackStatus(const QString &paymentId);
    void newPayment();

protected:
    void changeEvent(QEvent *event) override;

private:
    void restyle();
    void showCost();
    QFormLayout *m_form;
    QLabel *m_title;
    QLabel *m_summary;
    CopyField *m_id;
    QLabel *m_status;
    QLabel *m_fee;
    QLabel *m_total;
    QLabel *m_after;
    QString m_symbol;
    std::optional<PaymentCost> m_cost;
    QLabel *m_signatureLabel;
    CopyField *m_signature;
    CopyField *m_proof;
    QPushButton *m_track;
    QPushButton *m_new;
    bool m_restyling = false;
};

} // namespace paydesk::ui
