// Local mode through the GUI, end to end against the in-process sandbox and its Solana RPC, with
// keys in the real keychain (tests/util/with-keyring.sh): the review dialog's live countdown, Sign
// disabled near expiry and a fresh transaction offered on expiry (the sandbox runs 100 ms
// slots, so its 150-block validity is 15 s); a refusal with no way to sign; a full send that
// confirms and moves the balances; and start-up recovery of a journaled payment.
#include "LocalGuiKit.h"
#include "MainWindow.h"
#include "core/Base58.h"
#include "families/solana/SolanaReviewDialog.h"
#include "pages/ReceivePage.h"
#include "pages/SendForm.h"
#include "pages/SendPage.h"
#include "pages/WalletsPage.h"
#include "payments/solana/SolanaPaymentFlow.h"
#include "solana/Instruction.h"
#include "solana/Programs.h"
#include "util/Widgets.h"
#include "widgets/ErrorPanel.h"
#include "widgets/NoticeBar.h"
#include "widgets/QrCodeWidget.h"
#include "widgets/SellerDesk.h"
#include "widgets/SendResultCard.h"
#include "widgets/VerdictPanel.h"
#include "x402/ProofCodec.h"

#include <QCheckBox>
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QRadioButton>

using namespace paydesk;
using namespace paydesk::testing;
using namespace paydesk::ui;
using Flow = solana::SolanaPaymentFlow;

class TstGuiLocal : public QObject
{
    Q_OBJECT
private:
    std::unique_ptr<GuiHarness> m_h;

    AppContext *ctx() { return m_h->context.get(); }

    // A funded local wallet and a send page in local mode with the payment typed in.
    QString fillLocalPayment(SendPage &page, const QString &to, const QString &amount,
                             quint64 funds = 2000000000)
    {
        const solana::Keypair kp = solana::generateKeypair();
        const QString payer = addLocalWallet(ctx(), kp, QStringLiteral("Local payer"));
        airdrop(ctx(), payer, funds);
        page.setLocalMode(true);
        child<QComboBox>(&page, "sendLocalWallet")
            ->setCurrentIndex(ctx()->localWallets()->rowOf(payer));
        child<SendForm>(&page, "sendForm")->recipientEdit()->setText(to);
        child<SendForm>(&page, "sendForm")->amountEdit()->setText(amount);
        return payer;
    }

    SolanaReviewDialog *openReview(SendPage &page)
    {
        if (!child<QPushButton>(&page, "reviewPayment")->isEnabled())
            return nullptr;
        QTest::mouseClick(child<QPushButton>(&page, "reviewPayment"), Qt::LeftButton);
        return find<SolanaReviewDialog>(page.window(), "localReviewDialog");
    }

private Q_SLOTS:
    void init() { m_h = std::make_unique<GuiHarness>(QList<sandbox::ApiKeySpec>{}, 100); }
    void cleanup() { m_h.reset(); }

    void countdownDisablesSignAndOffersAFreshTransaction()
    {
        SendPage page(ViewParts(ctx()).send());
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        QVERIFY(child<QRadioButton>(&page, "localMode")->isEnabled());
        const QString to = solana::generateKeypair().address();
        const QString payer = fillLocalPayment(page, to, QStringLiteral("0.1"));
        QTRY_VERIFY(child<QPushButton>(&page, "reviewPayment")->isEnabled());
        SolanaReviewDialog *d = openReview(page);
        QVERIFY(d);
        QTRY_VERIFY_WITH_TIMEOUT(child<QPushButton>(d, "reviewSign")->isVisible(), 20000);
        QVERIFY(child<QPushButton>(d, "reviewSign")->isEnabled());
        QVERIFY2(child<QLabel>(d, "reviewHeadline")->text().contains(QStringLiteral("0.1 SOL")),
                 qPrintable(child<QLabel>(d, "reviewHeadline")->text()));
        QVERIFY(child<QLabel>(d, "reviewHeadline")->text().contains(to.right(4)));
        bool recipientShown = false; // in full, in the "To:" row
        for (QLabel *l : d->findChildren<QLabel *>())
            recipientShown = recipientShown || (l->accessibleName() == u"To:" && l->text() == to);
        QVERIFY(recipientShown);
        QVERIFY2(child<QLabel>(d, "reviewInstructions")
                     ->text()
                     .contains(QStringLiteral("Transfer 0.1 SOL")),
                 qPrintable(child<QLabel>(d, "reviewInstructions")->text()));

        // The countdown is live: the number and the sentence both go down.
        const int first = d->secondsLeft();
        QVERIFY2(first >= 10 && first <= 16, qPrintable(QString::number(first)));
        const QString firstText = child<QLabel>(d, "reviewCountdown")->text();
        QVERIFY(firstText.contains(QString::number(first)));
        QTRY_VERIFY_WITH_TIMEOUT(d->secondsLeft() < first, 3000);
        QTRY_VERIFY(child<QLabel>(d, "reviewCountdown")->text() != firstText);

        // Fewer than 10 s left: no signing, a fresh transaction is offered.
        QTRY_VERIFY_WITH_TIMEOUT(d->secondsLeft() < SolanaReviewDialog::kMinSecondsLeft, 10000);
        QTRY_VERIFY(!child<QPushButton>(d, "reviewSign")->isEnabled());
        QVERIFY(child<QPushButton>(d, "reviewRefresh")->isVisible());
        // The sentence follows on the dialog's next tick (200 ms), which may come after the
        // button: under the sanitizers' load the two were seen apart.
        QTRY_VERIFY(
            child<QLabel>(d, "reviewCountdown")->text().contains(QStringLiteral("too little")));
        QTest::mouseClick(child<QPushButton>(d, "reviewSign"),
                          Qt::LeftButton); // disabled: nothing happens
        QCOMPARE(d->flow()->step(), Flow::Step::AwaitingApproval);

        // Expired: said so, still no signing, the fresh transaction offered.
        QTRY_VERIFY_WITH_TIMEOUT(d->secondsLeft() == 0, 12000);
        QTRY_VERIFY(
            child<QLabel>(d, "reviewCountdown")->text().startsWith(QStringLiteral("Expired")));
        QVERIFY(!child<QPushButton>(d, "reviewSign")->isEnabled());
        QVERIFY(child<QPushButton>(d, "reviewRefresh")->isVisible());
        QVERIFY(d->flow()->signature().isEmpty());
        QVERIFY(ctx()->journal()->all().isEmpty());

        // A fresh transaction: a new countdown, signing possible again.
        const QString oldId = d->flow()->paymentId();
        QTest::mouseClick(child<QPushButton>(d, "reviewRefresh"), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(child<QPushButton>(d, "reviewSign")->isVisible() &&
                                     child<QPushButton>(d, "reviewSign")->isEnabled(),
                                 20000);
        QVERIFY(d->secondsLeft() >= SolanaReviewDialog::kMinSecondsLeft);
        QVERIFY(d->flow()->paymentId() != oldId);
        QVERIFY(!child<QPushButton>(d, "reviewRefresh")->isVisible());

        // Declining signs nothing.
        QTest::mouseClick(child<QPushButton>(d, "reviewReject"), Qt::LeftButton);
        QTRY_COMPARE(d->flow()->outcome(), Flow::Outcome::Refused);
        QVERIFY(child<QLabel>(d, "reviewVerdictText")->text().contains(QStringLiteral("declined")));
        QVERIFY(ctx()->journal()->all().isEmpty());
        QCOMPARE(balanceOf(ctx(), payer), quint64(2000000000));
        QTRY_VERIFY(child<ErrorPanel>(&page, "errorPanel")->isVisible());
    }

    void priorityFeeOverTheCapIsRefused()
    {
        ctx()
            ->localPayments()
            ->part<SolanaLocalPayments>(Chain::Solana)
            ->setMaxPriorityFeeLamports(10000); // 0.00001 SOL
        SendPage page(ViewParts(ctx()).send());
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        const QString payer = fillLocalPayment(page, m_h->shop, QStringLiteral("0.2"));
        child<QRadioButton>(&page, "customFee")->setChecked(true);
        child<QLineEdit>(&page, "priorityFee")->setText(QStringLiteral("0.001"));
        QTRY_VERIFY(child<QPushButton>(&page, "reviewPayment")->isEnabled());
        SolanaReviewDialog *d = openReview(page);
        QVERIFY(d);
        QTRY_VERIFY_WITH_TIMEOUT(d->flow()->step() == Flow::Step::Finished, 20000);
        QCOMPARE(d->flow()->outcome(), Flow::Outcome::Refused);
        QCOMPARE(d->flow()->review().refusal,
                 solana::TransactionReview::Refusal::PriorityFeeTooHigh);
        QVERIFY(child<QLabel>(d, "reviewVerdictText")->isVisible());
        QVERIFY2(child<QLabel>(d, "reviewVerdictText")
                     ->text()
                     .contains(QStringLiteral("refused to sign")),
                 qPrintable(child<QLabel>(d, "reviewVerdictText")->text()));
        QVERIFY(child<QLabel>(d, "reviewVerdictText")
                    ->text()
                    .contains(QStringLiteral("priority fee"), Qt::CaseInsensitive));
        QVERIFY(!child<QPushButton>(d, "reviewSign")->isVisible());
        QVERIFY(!child<QPushButton>(d, "reviewRefresh")->isVisible());
        QVERIFY(child<QPushButton>(d, "reviewClose")->isVisible());
        QVERIFY(d->flow()->signature().isEmpty());
        QVERIFY(ctx()->journal()->all().isEmpty());
        QCOMPARE(balanceOf(ctx(), payer), quint64(2000000000));
        QVERIFY(child<ErrorPanel>(&page, "errorPanel")->isVisible());
        QVERIFY(child<ErrorPanel>(&page, "errorPanel")
                    ->titleText()
                    .contains(QStringLiteral("Not signed")));
    }

    void localSendConfirmsAndTheBalanceMoves()
    {
        MainWindow window{ViewParts(ctx())};
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        SendPage &page = *window.sendPage();
        window.showPage(MainWindow::Page::Send);
        const QString to = solana::generateKeypair().address();
        const QString payer = fillLocalPayment(page, to, QStringLiteral("0.25"));
        QTRY_VERIFY(child<QPushButton>(&page, "reviewPayment")->isEnabled());
        SolanaReviewDialog *d = openReview(page);
        QVERIFY(d);
        QTRY_VERIFY_WITH_TIMEOUT(child<QPushButton>(d, "reviewSign")->isEnabled(), 20000);
        QVERIFY(!child<QLabel>(d, "reviewVerdictText")->isVisible());
        QTest::mouseClick(child<QPushButton>(d, "reviewSign"), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(d->flow()->step() == Flow::Step::Finished, 40000);
        QCOMPARE(d->flow()->outcome(), Flow::Outcome::Confirmed);
        QVERIFY(
            child<QLabel>(d, "reviewVerdictText")->text().startsWith(QStringLiteral("Confirmed")));
        QVERIFY(child<QPushButton>(d, "reviewClose")->isVisible());
        QVERIFY(!child<QPushButton>(d, "reviewSign")->isVisible());

        // Handed off like a hosted payment: the result card with the way to its status.
        QTRY_VERIFY(child<SendResultCard>(&page, "sendResult")->isVisible());
        QCOMPARE(child<SendResultCard>(&page, "sendResult")->paymentId(), d->flow()->paymentId());
        // A Solana transaction's id is its signature, named as Solana's explorers name it.
        QStringList labels;
        for (const QLabel *l : child<SendResultCard>(&page, "sendResult")->findChildren<QLabel *>())
            labels << l->text();
        QVERIFY2(labels.contains(QStringLiteral("Signature:")), qPrintable(labels.join(u'|')));
        const auto entry = ctx()->journal()->findBySignature(d->flow()->signature());
        QVERIFY(entry);
        QCOMPARE(entry->state, JournalState::Confirmed);

        // Exactly the amount arrived; the payer paid amount + the fee it was shown.
        const quint64 fee = d->flow()->review().fees.total();
        QVERIFY(fee >= 5000);
        QTRY_COMPARE(balanceOf(ctx(), to), quint64(250000000));
        QCOMPARE(balanceOf(ctx(), payer), quint64(2000000000) - 250000000 - fee);
        // The Wallets page shows the new balance (refreshed after the payment).
        QTRY_COMPARE(ctx()->localWallets()->balanceOf(payer).value_or(0),
                     quint64(2000000000) - 250000000 - fee);
        d->close();
    }

    void localReceiveCoSignsAndConfirms()
    {
        // The seller's wallet is on this computer and pays the fee; the buyer signed a transfer.
        const QString seller =
            addLocalWallet(ctx(), solana::generateKeypair(), QStringLiteral("Shop till"));
        airdrop(ctx(), seller, 100000000);
        const solana::Keypair buyer = solana::generateKeypair();
        airdrop(ctx(), buyer.address(), 1000000000);
        const auto hash = solana::RpcClient::parseLatestBlockhash(
            rpcCall(ctx()->rpcSettings()->rpc(), QStringLiteral("getLatestBlockhash")));
        QVERIFY(hash);
        const QByteArray sellerKey = *base58::decode(seller.toLatin1());
        solana::Transaction auth = solana::Transaction::fromMessage(solana::compileMessage(
            sellerKey, {solana::systemTransfer(buyer.publicKey, sellerKey, 250000000)},
            hash->blockhash, solana::Message::Version::V0));
        QVERIFY(auth.sign(buyer));
        const QString proof = x402::ProofCodec::encodeAuthorization(
            QStringLiteral("solana-sandbox"), QString::fromLatin1(auth.toBase64()));

        ReceivePage page(ViewParts(ctx()).desk());
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        SellerDesk *desk = page.desk();
        child<QCheckBox>(desk, "deskLocal")->setChecked(true);
        auto *localWallet = desk->findChild<QComboBox *>(QStringLiteral("deskLocalWallet"));
        QVERIFY(localWallet);
        localWallet->setCurrentIndex(ctx()->localWallets()->rowOf(seller));
        QCOMPARE(desk->walletAddress(), seller);
        QCOMPARE(child<QrCodeWidget>(&page, "receiveQr")->text(), seller);
        child<QPlainTextEdit>(desk, "deskInput")->setPlainText(proof);
        child<QLineEdit>(desk, "deskExpected")->setText(QStringLiteral("0.25"));
        QTRY_VERIFY(child<QPushButton>(desk, "deskVerify")->isEnabled());
        QTest::mouseClick(child<QPushButton>(desk, "deskVerify"), Qt::LeftButton);
        SolanaReviewDialog *d = find<SolanaReviewDialog>(desk->window(), "localReviewDialog");
        QVERIFY(d);
        QTRY_VERIFY_WITH_TIMEOUT(child<QPushButton>(d, "reviewSign")->isEnabled(), 20000);
        QVERIFY2(child<QLabel>(d, "reviewHeadline")
                     ->text()
                     .contains(QStringLiteral("You receive 0.25 SOL")),
                 qPrintable(child<QLabel>(d, "reviewHeadline")->text()));
        QTest::mouseClick(child<QPushButton>(d, "reviewSign"), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(d->flow()->step() == Flow::Step::Finished, 40000);
        QVERIFY2(d->flow()->outcome() == Flow::Outcome::Confirmed,
                 qPrintable(d->flow()->message()));
        QTRY_VERIFY(child<VerdictPanel>(desk, "verdict")->isVisible());
        QVERIFY(child<VerdictPanel>(desk, "verdict")->isVerified());
        const quint64 fee = d->flow()->review().fees.total();
        QCOMPARE(balanceOf(ctx(), seller), quint64(100000000) + 250000000 - fee);
        QCOMPARE(balanceOf(ctx(), buyer.address()), quint64(1000000000) - 250000000);
        QCOMPARE(ctx()->journal()->findBySignature(d->flow()->signature())->direction,
                 Direction::Received);
    }

    void startupRecoveryResumesAJournaledPayment()
    {
        // A payment signed and journaled by an earlier session that never got to broadcast it.
        const solana::Keypair kp = solana::generateKeypair();
        airdrop(ctx(), kp.address(), 1000000000);
        const solana::Keypair to = solana::generateKeypair();
        solana::RpcClient *rpc = ctx()->rpcSettings()->rpc();
        const auto hash = solana::RpcClient::parseLatestBlockhash(
            rpcCall(rpc, QStringLiteral("getLatestBlockhash")));
        QVERIFY(hash);
        solana::Transaction tx = solana::Transaction::fromMessage(solana::compileMessage(
            kp.publicKey, {solana::systemTransfer(kp.publicKey, to.publicKey, 50000000)},
            hash->blockhash));
        QVERIFY(tx.sign(kp));
        JournalEntry e;
        e.direction = Direction::Sent;
        e.wallet = kp.address();
        e.network = QStringLiteral("solana-sandbox");
        e.rpcUrl = rpc->endpoint().toString();
        e.signature = tx.idBase58();
        e.wire = tx.serialize();
        e.lastValidBlockHeight = hash->lastValidBlockHeight;
        e.request = QByteArrayLiteral("{\"amount\":\"0.05\",\"recipient\":\"") +
                    to.address().toLatin1() + QByteArrayLiteral("\"}");
        QVERIFY(ctx()->journal()->record(e));

        // The app starts again over the same data: the window first, then the recovery.
        auto restarted = m_h->makeContext();
        MainWindow window{ViewParts(restarted.get())};
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(!window.noticeBar()->isVisible());
        restarted->resumeLocalPayments();
        QVERIFY(window.noticeBar()->isVisible()); // "following 1 unfinished payment…"
        QVERIFY(window.noticeBar()->text().contains(QStringLiteral("session: 1.")));
        QTRY_VERIFY_WITH_TIMEOUT(window.noticeBar()->text().contains(QStringLiteral("resumed: 1.")),
                                 40000);
        QVERIFY2(window.noticeBar()->text().contains(QStringLiteral("confirmed")),
                 qPrintable(window.noticeBar()->text()));
        QVERIFY(window.noticeBar()->text().contains(QStringLiteral("0.05 SOL")));
        QCOMPARE(restarted->journal()->findBySignature(e.signature)->state,
                 JournalState::Confirmed);
        QCOMPARE(balanceOf(ctx(), to.address()), quint64(50000000));
        QVERIFY(restarted->journal()->unresolved().isEmpty());
        // Nothing left: a second start has nothing to say.
        QVERIFY(!restarted->localRecovery()->start());
    }
};

QTEST_MAIN(TstGuiLocal)
#include "tst_gui_local.moc"
