// The seller's verification desk against a real sandbox: a whole HTTP request pasted, its proof
// found and decoded field by field, verified once through /payment/receive, and the same request
// pasted again refused as a replay.
#include "GuiHarness.h"
#include "ViewParts.h"
#include "core/Base58.h"
#include "core/Translations.h"
#include "pages/ReceivePage.h"
#include "solana/Programs.h"
#include "solana/SplTransfer.h"
#include "util/SplVectors.h"
#include "util/Widgets.h"
#include "widgets/SellerDesk.h"
#include "widgets/VerdictPanel.h"
#include "widgets/WalletComboBox.h"
#include "x402/ProofCodec.h"

#include <QDir>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>

using namespace paydesk;
using namespace paydesk::testing;
using namespace paydesk::ui;

class TstGuiSellerDesk : public QObject
{
    Q_OBJECT
    std::unique_ptr<GuiHarness> m_h;

    QString request(const QString &header, const QString &proof) const
    {
        return QStringLiteral("GET /demo/resource/report HTTP/1.1\r\nHost: %1\r\nAccept: "
                              "*/*\r\n%2: %3\r\nUser-Agent: test\r\n\r\n")
            .arg(m_h->url().authority(), header, proof);
    }
    static void verify(SellerDesk &desk)
    {
        QVERIFY(child<QPushButton>(&desk, "deskVerify")->isEnabled());
        QTest::mouseClick(child<QPushButton>(&desk, "deskVerify"), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(!desk.controller()->isBusy(), 20000);
    }

private Q_SLOTS:
    void initTestCase()
    {
        if (qEnvironmentVariableIsSet("PAYDESK_SHOTS_LANG")) // screenshots in that language
            Translations::apply(qEnvironmentVariable("PAYDESK_SHOTS_LANG"));
    }
    void init() { m_h = std::make_unique<GuiHarness>(); }
    void cleanup() { m_h.reset(); }

    void embeddedInReceivePage()
    {
        ReceivePage page(ViewParts(m_h->context.get()).desk());
        QVERIFY(page.findChild<SellerDesk *>() != nullptr);
    }

    void wholeRequestVerifiesOnceThenReplayIsRefused()
    {
        const SendPaymentResult paid = m_h->pay(m_h->wallet, m_h->shop, QStringLiteral("0.25"));
        SellerDesk desk(ViewParts(m_h->context.get()).desk());
        desk.show();
        child<QPlainTextEdit>(&desk, "deskInput")
            ->setPlainText(request(QStringLiteral("X-PAYMENT"), paid.paymentProof));
        QVERIFY(desk.fieldText(QStringLiteral("source")).contains(QStringLiteral("X-PAYMENT")));
        QVERIFY(desk.fieldText(QStringLiteral("source")).contains(QStringLiteral("GET")));
        QVERIFY(desk.fieldText(QStringLiteral("source"))
                    .contains(QStringLiteral("/demo/resource/report")));
        QVERIFY(desk.fieldText(QStringLiteral("kind")).contains(QStringLiteral("Settled")));
        QCOMPARE(desk.fieldText(QStringLiteral("payer")), m_h->wallet);
        QCOMPARE(desk.fieldText(QStringLiteral("recipient")), m_h->shop);
        QVERIFY(desk.fieldText(QStringLiteral("amount")).startsWith(QStringLiteral("0.25")));
        QCOMPARE(desk.fieldText(QStringLiteral("paymentId")), paid.paymentId);
        QVERIFY(!desk.fieldText(QStringLiteral("network")).isEmpty());
        QVERIFY(!desk.fieldText(QStringLiteral("validity")).isEmpty());
        QCOMPARE(child<WalletComboBox>(&desk, "deskWallet")->address(),
                 m_h->shop);                                            // picked from the proof
        QVERIFY(!child<QPushButton>(&desk, "deskVerify")->isEnabled()); // needs the seller's price
        QTest::keyClicks(child<QLineEdit>(&desk, "deskExpected"), QStringLiteral("0.25"));
        verify(desk);
        QCOMPARE(desk.controller()->verdict(), VerifyController::Verdict::Verified);
        QVERIFY(child<VerdictPanel>(&desk, "verdict")->isVerified());
        QVERIFY(child<VerdictPanel>(&desk, "verdict")->detailText().contains(paid.paymentId));
        if (qEnvironmentVariableIsSet("PAYDESK_SCREENSHOT_DIR")) {
            desk.resize(900, desk.sizeHint().height());
            desk.grab().save(QDir(qEnvironmentVariable("PAYDESK_SCREENSHOT_DIR"))
                                 .filePath(QStringLiteral("seller-desk.png")));
        }

        // The same request again: a replay.
        child<QPlainTextEdit>(&desk, "deskInput")->clear();
        child<QPlainTextEdit>(&desk, "deskInput")
            ->setPlainText(request(QStringLiteral("X-PAYMENT"), paid.paymentProof));
        verify(desk);
        QCOMPARE(desk.controller()->verdict(), VerifyController::Verdict::NotVerified);
        QVERIFY(desk.wasAlreadyUsed());
        QVERIFY2(child<VerdictPanel>(&desk, "verdict")
                     ->detailText()
                     .contains(QStringLiteral("already used")),
                 qPrintable(child<VerdictPanel>(&desk, "verdict")->detailText()));
    }

    // An SPL token authorization (x402 `exact` on Solana) pasted as a bare value: the
    // desk reads the token from Paydesk's table, the buyer's checked signature and the token
    // account. PAYDESK_SCREENSHOT_DIR saves the desk as PNG.
    void splTokenAuthorization()
    {
        const solana::Keypair buyer = solana::generateKeypair();
        solana::SplPaymentPlan plan = devnetUsdcPlan(buyer.publicKey);
        plan.memo = QByteArray("pi_3abc123def456");
        QString why;
        auto tx = solana::SplTransfer::build(plan, &why);
        QVERIFY2(tx && tx->sign(buyer), qPrintable(why));
        SellerDesk desk(ViewParts(m_h->context.get()).desk());
        desk.resize(900, 760);
        desk.show();
        child<QPlainTextEdit>(&desk, "deskInput")
            ->setPlainText(x402::ProofCodec::encodeAuthorization(
                QStringLiteral("solana-devnet"), QString::fromLatin1(tx->toBase64())));
        if (!qEnvironmentVariableIsSet("PAYDESK_SHOTS_LANG")) {
            QVERIFY(desk.fieldText(QStringLiteral("amount")).contains(u"0.01 USDC"));
            QVERIFY(desk.fieldText(QStringLiteral("payer")).contains(buyer.address()));
            QVERIFY(desk.fieldText(QStringLiteral("recipient"))
                        .contains(u"A6cvo72FWB5PKDznP79KJv64DbT1aw7YbEfCm4AALHg8"));
            QVERIFY(desk.fieldText(QStringLiteral("validity")).contains(u"Signed by the payer"));
            QVERIFY(desk.fieldText(QStringLiteral("instructions")).contains(u"pi_3abc123def456"));
        }
        // The seller's price is in the proof's token, not in the wallet's coin.
        QCOMPARE(child<QLabel>(&desk, "deskSymbol")->text(), QStringLiteral("USDC"));
        const QString dir = qEnvironmentVariable("PAYDESK_SCREENSHOT_DIR");
        if (!dir.isEmpty()) {
            QDir().mkpath(dir);
            QCoreApplication::processEvents();
            QVERIFY(desk.grab().save(dir + QStringLiteral("/seller-desk-spl.png")));
        }
    }

    void bareValueAndMissingHeader()
    {
        const SendPaymentResult paid = m_h->pay(m_h->wallet, m_h->shop, QStringLiteral("0.1"));
        SellerDesk desk(ViewParts(m_h->context.get()).desk());
        // Wrapped over lines, as people paste it.
        QString wrapped = paid.paymentProof;
        for (int i = 60; i < wrapped.size(); i += 61)
            wrapped.insert(i, u'\n');
        child<QPlainTextEdit>(&desk, "deskInput")->setPlainText(wrapped);
        QCOMPARE(desk.fieldText(QStringLiteral("paymentId")), paid.paymentId);
        // A request without a proof: said plainly, nothing to verify.
        child<QPlainTextEdit>(&desk, "deskInput")
            ->setPlainText(request(QStringLiteral("X-Other"), QStringLiteral("1")));
        QVERIFY(desk.fieldText(QStringLiteral("source")).contains(QStringLiteral("has not paid")));
        QTest::keyClicks(child<QLineEdit>(&desk, "deskExpected"), QStringLiteral("0.1"));
        QVERIFY(!child<QPushButton>(&desk, "deskVerify")->isEnabled());
    }
};

QTEST_MAIN(TstGuiSellerDesk)
#include "tst_gui_seller_desk.moc"
