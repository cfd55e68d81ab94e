#pragma once

#include "models/PastedPayment.h"
#include "models/PaymentProofInfo.h"

#include <QHash>
#include <QWidget>

class QFormLayout;
class QLabel;
class QLineEdit;

namespace paydesk::ui {

class FieldHint;

// What a pasted payment says, field by field: where the proof was found, its kind, protocol,
// network, payer, recipient, amount, payment id, signature, fee payer, validity and an
// authorization's instructions in plain words, with warnings when it does not fit the receiving
// wallet or the expected amount. Rows without a value are hidden.
class ProofSummaryView : public QWidget
{
    Q_OBJECT
public:
    explicit ProofSummaryView(QWidget *parent = nullptr);

    void clear();
    // `wallet` and `expected` (decimal text, may be empty) are what the seller expects.
    void show(const PastedPayment &pasted, const PaymentProofInfo &info, const QString &wallet,
              const QString &expected);
    // A field by name: "source", "kind", "version", "network", "payer", "recipient", "amount",
    // "paymentId", "signature", "feePayer", "validity", "instructions" (objectName "desk_<name>").
    QString fieldText(const QString &name) const;
    QString warningText() const;

private:
    void setField(const QString &name, const QString &value);
    void showDecoded(const PaymentProofInfo &info);

    QFormLayout *m_form;
    QHash<QString, QLabel *> m_fields; // every field but the signature
    QLineEdit *m_signature = nullptr;
    FieldHint *m_warning;
};

} // namespace paydesk::ui
