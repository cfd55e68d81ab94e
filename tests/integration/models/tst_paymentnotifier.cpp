// PaymentNotifier against a real sandbox over loopback and a real AppContext (SQLite in a
// temporary folder): a hosted payment that confirms is told exactly once with its exact amount,
// a refused one is told as failed (a form error is not), an unsigned payment that expires while
// a status tracker watches it is told as expired, looking up an old payment tells nothing, money
// received shows up from the history (and an internal transfer is not told twice), and a local
// wallet whose balance went up is told once.
#include "AppContext.h"
#include "models/HistoryController.h"
#include "models/PaymentNotifier.h"
#include "models/SendController.h"
#include "solana/Ed25519.h"
#include "solana/RpcClient.h"
#include "util/TestSandbox.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QNetworkReply>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace paydesk;
using Kind = PaymentNotifier::Kind;

namespace {
const QString kKey = QStringLiteral("sk_test_notifier_0123456789");
const PaymentStatusTracker::Backoff kFast{100, 1.2, 300};
} // namespace

class TstPaymentNotifier : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    std::unique_ptr<testing::TestSandbox> m_sandbox; // tests/util/TestSandbox.h
    std::unique_ptr<AppContext> m_context;
    QNetworkAccessManager m_nam;
    QString m_wallet, m_shop;

    QList<PaymentNotifier::Notification> told(Kind kind, const QString &id = {}) const
    {
        QList<PaymentNotifier::Notification> out;
        for (const auto &n : m_context->notifier()->notifications())
            if (n.kind == kind && (id.isEmpty() || n.paymentId == id))
                out.append(n);
        return out;
    }
    QString wallet(const QString &amount, const QString &label)
    {
        const QString address =
            m_sandbox->server().createCustodialWallet(*Amount::parse(amount, 9));
        m_context->wallets()->addWallet(address, label);
        return address;
    }
    void advanceSlots(int count)
    {
        QNetworkRequest req(QUrl(m_sandbox->url().toString() + QStringLiteral("/sandbox/slots")));
        req.setRawHeader("Authorization", "Bearer " + kKey.toUtf8());
        req.setHeader(QNetworkRequest::ContentTypeHeader, QByteArrayLiteral("application/json"));
        QNetworkReply *reply =
            m_nam.post(req, QJsonDocument(QJsonObject{{QStringLiteral("count"), count}})
                                .toJson(QJsonDocument::Compact));
        QSignalSpy done(reply, &QNetworkReply::finished);
        QVERIFY(reply->isFinished() || done.wait(10000));
        QCOMPARE(reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt(), 200);
        reply->deleteLater();
    }
    // Waits until the service calls the payment final (a tracker nobody watches).
    void waitFinal(const QString &id)
    {
        PaymentStatusTracker tracker(m_context->client());
        tracker.setBackoff(kFast);
        QSignalSpy final(&tracker, &PaymentStatusTracker::reachedFinalState);
        tracker.track(id);
        QVERIFY(final.count() > 0 || final.wait(20000));
    }
    SendPaymentResult pay(const QString &from, const QString &to, const QString &amount)
    {
        SendPaymentReply *r =
            m_context->client()->sendPayment(SendPaymentRequest{from, to, amount, {}, {}, {}, {}});
        QSignalSpy done(r, &ApiReply::finished);
        if (!r->isFinished())
            done.wait(20000);
        const SendPaymentResult result = r->result();
        r->deleteLater();
        return result;
    }

private Q_SLOTS:
    void initTestCase()
    {
        sandbox::SandboxOptions o;
        o.logRequests = false;
        o.slotMs = 50;
        o.statePath = m_dir.filePath(QStringLiteral("sandbox.sqlite"));
        o.keys.append({kKey, QStringLiteral("premium"), 100000, {}});
        m_sandbox = std::make_unique<testing::TestSandbox>();
        QString error;
        QVERIFY2(m_sandbox->start(o, &error), qPrintable(error));
        AppContextOptions options;
        options.dataDir = m_dir.filePath(QStringLiteral("data"));
        options.settingsFile = m_dir.filePath(QStringLiteral("settings.ini"));
        options.keychainService = QStringLiteral("PaydeskNotifierTest");
        m_context = std::make_unique<AppContext>(options);
        QVERIFY(m_context->open(&error));
        m_context->useLocalService(nullptr, m_sandbox->url(), SecureBytes::copyOf(kKey.toUtf8()));
        QVERIFY(m_context->notifier());
        m_context->notifier()->setPollBackoff(kFast);
        m_wallet = wallet(QStringLiteral("20"), QStringLiteral("Test wallet"));
        m_shop = wallet(QStringLiteral("1"), QStringLiteral("Test shop"));
    }
    void cleanupTestCase()
    {
        m_context.reset();
        m_sandbox.reset();
    }

    void hostedPaymentConfirmsOnce()
    {
        PaymentNotifier *notifier = m_context->notifier();
        SendController send(m_context->client());
        send.setEvents(m_context->events()); // as the views do
        QSignalSpy paid(&send, &SendController::paid);
        QVERIFY(send.send({m_wallet, m_shop, QStringLiteral("0.25"), {}, {}, {}, {}}));
        QVERIFY(paid.wait(20000));
        const QString id = send.result().paymentId;
        QVERIFY(!id.isEmpty());
        QTRY_COMPARE_WITH_TIMEOUT(told(Kind::Confirmed, id).size(), 1, 20000);
        const PaymentNotifier::Notification n = told(Kind::Confirmed, id).first();
        QCOMPARE(n.title, QStringLiteral("Payment confirmed"));
        QVERIFY2(n.body.contains(QStringLiteral("0.25 SOL")), qPrintable(n.body));
        QVERIFY2(n.body.contains(QStringLiteral("Test shop")), qPrintable(n.body));
        QVERIFY(!n.body.contains(kKey));
        QVERIFY(!notifier->isFollowing(id)); // it stopped polling

        // The status page following the same payment to finalized tells nothing more.
        PaymentStatusTracker page(m_context->client(), m_context->historyCache(),
                                  m_context->historyWriter());
        page.setBackoff(kFast);
        page.setEvents(m_context->events());
        QSignalSpy final(&page, &PaymentStatusTracker::reachedFinalState);
        page.track(id);
        QVERIFY(final.count() > 0 || final.wait(20000));
        QCOMPARE(told(Kind::Confirmed, id).size(), 1);
        // Nor does the shop's history: money moved between our own wallets is no income.
        HistoryController history(m_context->client(), m_context->historyCache(),
                                  m_context->historyWriter());
        history.setEvents(m_context->events());
        history.setWallet(m_shop);
        history.refresh();
        QTRY_VERIFY_WITH_TIMEOUT(!history.isBusy(), 10000);
        QCOMPARE(told(Kind::Received, id).size(), 0);
        QCOMPARE(told(Kind::Failed).size() + told(Kind::Expired).size(), 0);
    }

    void refusedPaymentIsFailed()
    {
        SendController send(m_context->client());
        send.setEvents(m_context->events());
        QSignalSpy failed(&send, &SendController::failed);
        // A form error is the form's business: no notification.
        send.send(
            {m_wallet, QStringLiteral("not-an-address"), QStringLiteral("1"), {}, {}, {}, {}});
        QTRY_COMPARE(failed.count(), 1);
        QCOMPARE(send.error().kind(), ApiError::Kind::Validation);
        QCOMPARE(told(Kind::Failed).size(), 0);
        // More than the shop has (within the interface's limits): the service refuses, the person
        // hears of it.
        QVERIFY(send.send({m_shop, m_wallet, QStringLiteral("5"), {}, {}, {}, {}}));
        QVERIFY(failed.wait(20000));
        QCOMPARE(told(Kind::Failed).size(), 1);
        const PaymentNotifier::Notification n = told(Kind::Failed).first();
        QCOMPARE(n.title, QStringLiteral("Payment not sent"));
        QVERIFY2(n.body.startsWith(QStringLiteral("5 SOL to ")), qPrintable(n.body));
        QVERIFY(n.paymentId.isEmpty());
    }

    void expiredWhileWatched()
    {
        // /transaction/send: the service builds a transaction nobody signs; it can only expire.
        TransactionReply *built = m_context->client()->buildSendTransaction(
            {m_wallet, m_shop, QStringLiteral("0.125"), {}, {}, {}, {}});
        QSignalSpy done(built, &ApiReply::finished);
        QVERIFY(built->isFinished() || done.wait(20000));
        QVERIFY2(built->ok(), qPrintable(built->error().userText()));
        const QString id = built->result().paymentId;
        built->deleteLater();
        QVERIFY(!id.isEmpty());

        PaymentStatusTracker page(m_context->client(), m_context->historyCache(),
                                  m_context->historyWriter());
        page.setBackoff(kFast);
        page.setEvents(m_context->events());
        QSignalSpy changed(&page, &PaymentStatusTracker::recordChanged);
        page.track(id);
        QTRY_VERIFY_WITH_TIMEOUT(page.hasRecord(), 10000);
        QVERIFY(!page.record().isFinal());
        QCOMPARE(told(Kind::Expired, id).size(), 0);
        advanceSlots(160);
        QTRY_COMPARE_WITH_TIMEOUT(told(Kind::Expired, id).size(), 1, 20000);
        const PaymentNotifier::Notification n = told(Kind::Expired, id).first();
        QCOMPARE(n.title, QStringLiteral("Payment expired"));
        QVERIFY2(n.body.contains(QStringLiteral("0.125 SOL")), qPrintable(n.body));
        // Looking it up again later tells nothing.
        PaymentStatusTracker later(m_context->client(), m_context->historyCache(),
                                   m_context->historyWriter());
        later.setBackoff(kFast);
        later.setEvents(m_context->events());
        QSignalSpy final(&later, &PaymentStatusTracker::reachedFinalState);
        later.track(id);
        QVERIFY(final.count() > 0 || final.wait(10000));
        QCOMPARE(told(Kind::Expired, id).size(), 1);
    }

    void oldPaymentLookedUpTellsNothing()
    {
        const int before = int(m_context->notifier()->notifications().size());
        const QString id = pay(m_wallet, m_shop, QStringLiteral("0.01")).paymentId;
        QVERIFY(!id.isEmpty());
        waitFinal(id);
        PaymentStatusTracker page(m_context->client(), m_context->historyCache(),
                                  m_context->historyWriter());
        page.setBackoff(kFast);
        page.setEvents(m_context->events());
        QSignalSpy final(&page, &PaymentStatusTracker::reachedFinalState);
        page.track(id);
        QVERIFY(final.count() > 0 || final.wait(10000));
        QCOMPARE(int(m_context->notifier()->notifications().size()), before);
    }

    void receivedFromHistory()
    {
        PaymentNotifier *notifier = m_context->notifier();
        // Someone outside pays our shop.
        const QString stranger = m_sandbox->server().createCustodialWallet(*Amount::parse(u"3", 9));
        const QString id = pay(stranger, m_shop, QStringLiteral("0.4")).paymentId;
        QVERIFY(!id.isEmpty());
        waitFinal(id);
        QCOMPARE(told(Kind::Received, id).size(), 0); // nobody looked yet
        notifier->setIncomingPollInterval(100);       // the app's background look
        QTRY_COMPARE_WITH_TIMEOUT(told(Kind::Received, id).size(), 1, 20000);
        const PaymentNotifier::Notification n = told(Kind::Received, id).first();
        QCOMPARE(n.title, QStringLiteral("Payment received"));
        QVERIFY2(n.body.contains(QStringLiteral("0.4 SOL")), qPrintable(n.body));
        QVERIFY2(n.body.contains(QStringLiteral("Test shop")), qPrintable(n.body));
        QCOMPARE(n.wallet, m_shop);
        QTest::qWait(600); // more polls of both wallets
        notifier->setIncomingPollInterval(0);
        QCOMPARE(told(Kind::Received, id).size(), 1);

        // A payment older than receivedSince() is history, not news.
        notifier->setReceivedSince(QDateTime::currentDateTimeUtc().addSecs(3600));
        const QString late = pay(stranger, m_shop, QStringLiteral("0.3")).paymentId;
        waitFinal(late);
        notifier->checkIncoming(m_shop);
        HistoryController history(m_context->client(), m_context->historyCache(),
                                  m_context->historyWriter());
        history.setEvents(m_context->events());
        history.setWallet(m_shop);
        history.refresh();
        QTRY_VERIFY_WITH_TIMEOUT(!history.isBusy(), 10000);
        QCOMPARE(told(Kind::Received, late).size(), 0);
        notifier->setReceivedSince(QDateTime::currentDateTimeUtc().addSecs(-3600));
        notifier->checkIncoming(m_shop);
        QCOMPARE(told(Kind::Received, late).size(), 1);
    }

    void localBalanceWentUp()
    {
        LocalWalletModel *wallets = m_context->localWallets();
        const QString address = solana::generateKeypair().address();
        QVERIFY(m_context->walletManager()->directory()->add({address,
                                                              QStringLiteral("Local one"),
                                                              QStringLiteral("created"),
                                                              {},
                                                              QDateTime::currentDateTimeUtc()}));
        wallets->reload();
        auto airdrop = [&](quint64 lamports) {
            RpcCall *drop = m_context->rpcSettings()->rpc()->call(
                QStringLiteral("requestAirdrop"), {address.toStdString(), lamports});
            QSignalSpy dropped(drop, &RpcCall::finished);
            QVERIFY(dropped.wait(10000));
            QVERIFY2(drop->ok(), qPrintable(drop->errorText()));
        };
        auto refresh = [&]() {
            QSignalSpy refreshed(wallets, &LocalWalletModel::balancesRefreshed);
            wallets->refreshBalances();
            QVERIFY(refreshed.wait(10000));
        };
        airdrop(1000000000);
        refresh(); // the first look is the baseline
        const auto before = told(Kind::Received).size();
        refresh();
        QCOMPARE(told(Kind::Received).size(), before);
        airdrop(1500000);
        refresh();
        QCOMPARE(told(Kind::Received).size(), before + 1);
        const PaymentNotifier::Notification n = told(Kind::Received).last();
        QCOMPARE(n.title, QStringLiteral("Money received"));
        QCOMPARE(n.body, QStringLiteral("0.0015 SOL arrived in Local one."));
        refresh();
        QCOMPARE(told(Kind::Received).size(), before + 1);
    }
};

QTEST_GUILESS_MAIN(TstPaymentNotifier)
#include "tst_paymentnotifier.moc"
