#pragma once

#include "api/ApiResults.h"

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
    void show(const SendPaymentResult &result, const QString &symbol, const QUrl &explorer,
              const QString &explorerNote);
    QString paymentId() const;
    QPushButton *trackButton() const { return m_track; }

Q_SIGNALS:
    void trackStatus(const QString &paymentId);
    void newPayment();

protected:
    void changeEvent(QEvent *event) override;

private:
    void restyle();
    QFormLayout *m_form;
    QLabel *m_title;
    QLabel *m_summary;
    CopyField *m_id;
    QLabel *m_status;
    CopyField *m_signature;
    CopyField *m_proof;
    QPushButton *m_track;
    QPushButton *m_new;
    bool m_restyling = false;
};

} // namespace paydesk::ui
