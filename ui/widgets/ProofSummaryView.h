#pragma once

#include "models/PaymentProofInfo.h"

#include <QWidget>

class QFormLayout;
class QLabel;

namespace paydesk::ui {

class FieldHint;

// What a pasted X-PAYMENT value says: its kind, payer, recipient, amount and network, with
// warnings when it does not fit the receiving wallet or the expected amount.
class ProofSummaryView : public QWidget
{
    Q_OBJECT
public:
    explicit ProofSummaryView(QWidget *parent = nullptr);

    // `wallet` and `expected` (decimal text, may be empty) are what the seller expects.
    void show(const PaymentProofInfo &info, const QString &wallet, const QString &expected);
    QString fieldText(const QString &name) const;
    QString warningText() const;

private:
    void setRow(QLabel *label, const QString &value);
    QFormLayout *m_form;
    QLabel *m_kind;
    QLabel *m_payer;
    QLabel *m_recipient;
    QLabel *m_amount;
    QLabel *m_network;
    QLabel *m_paymentId;
    FieldHint *m_warning;
};

} // namespace paydesk::ui
