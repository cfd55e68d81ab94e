// The one-line summary of a checked transaction (what paydesk-cli prints before signing, and
// the x402 local authorization's progress line) says who pays the network fee.
#include "solana/TransactionPolicy.h"

#include <QTest>

using paydesk::solana::TransactionReview;

class TstReviewSummary : public QObject
{
    Q_OBJECT

    static TransactionReview review(int ourSignerIndex)
    {
        TransactionReview r;
        r.refusal = TransactionReview::Refusal::None;
        r.lamports = 1000000;
        r.fees.signatureFee = 10000;
        r.fees.priorityFee = 1;
        r.from = QStringLiteral("Buyer111");
        r.to = QStringLiteral("Seller111");
        r.feePayer = ourSignerIndex == 0 ? r.from : QStringLiteral("Facilitator111");
        r.ourSignerIndex = ourSignerIndex;
        return r;
    }

private Q_SLOTS:
    void weAreTheFeePayer()
    {
        const QString s = review(0).summary();
        QVERIFY2(s.contains(QStringLiteral("network fee 0.000010001 SOL paid by you")),
                 qPrintable(s));
        QVERIFY2(s.contains(QStringLiteral("Pay 0.001 SOL")), qPrintable(s));
    }
    void theSellerPaysTheFee()
    {
        const QString s = review(1).summary();
        QVERIFY2(s.contains(QStringLiteral("network fee 0.000010001 SOL paid by the seller")),
                 qPrintable(s));
        QVERIFY2(s.contains(QStringLiteral("Facilitator111")) &&
                     s.contains(QStringLiteral("not by you")),
                 qPrintable(s));
    }
};

QTEST_GUILESS_MAIN(TstReviewSummary)
#include "tst_review_summary.moc"
