// What the notifications and faces say of a payment (models/PaymentOutcome), where the unit is
// decided: a verified payment's coin comes from the payer's family, never from the amount's
// decimals, and an unknown payer leaves the unit unsaid rather than guessed.
#include "core/Address.h"
#include "core/ApiResults.h"
#include "models/PaymentOutcome.h"

#include <QTest>

using namespace paydesk;

class TestPaymentOutcome : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void verifiedUnitComesFromThePayer()
    {
        ReceivePaymentResult r;
        r.verified = true;
        r.paymentId = QStringLiteral("pay_1");
        // 18 decimals once made any payment "ETH"; a Solana payer's coin is SOL whatever the
        // amount's scale.
        r.amount = Amount::parse(QStringLiteral("0.5"), 18);
        r.payer = QStringLiteral("7NEaRWJZ6nQmfbQmEQ3Xw3mNeu2cQz8FTdGgzPPsjrGC");
        QVERIFY2(PaymentOutcome::ofVerified(r).amount.endsWith(QStringLiteral(" SOL")),
                 qPrintable(PaymentOutcome::ofVerified(r).amount));
        r.payer = QStringLiteral("0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266");
        r.amount = Amount::parse(QStringLiteral("0.5"), 9);
        QVERIFY2(PaymentOutcome::ofVerified(r).amount.endsWith(QStringLiteral(" ETH")),
                 qPrintable(PaymentOutcome::ofVerified(r).amount));
        r.payer.clear();
        const QString unsaid = PaymentOutcome::ofVerified(r).amount;
        QVERIFY2(!unsaid.contains(QStringLiteral("SOL")) && !unsaid.contains(QStringLiteral("ETH")),
                 qPrintable(unsaid));
        QVERIFY2(unsaid.contains(QStringLiteral("0.5")), qPrintable(unsaid));
    }
};

QTEST_GUILESS_MAIN(TestPaymentOutcome)
#include "tst_payment_outcome.moc"
