// LiveUpdates against a real sandbox and a real AppContext: with the service's live events,
// money received is told within a second with no poll of any kind running, the wallet's balance
// is read again, a status tracker whose next poll is a minute away looks at once, and a service
// that comes back with its events numbered from scratch is followed on its new numbering.
#include "AppContext.h"
#include "models/LiveUpdates.h"
#include "models/PaymentNotifier.h"
#include "util/TestSandbox.h"

#include <QElapsedTimer>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace paydesk;
using Kind = PaymentNotifier::Kind;

namespace {
const QString kKey = QStringLiteral("sk_test_live_0123456789");
} // namespace

class TstLiveUpdates : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    std::unique_ptr<testing::TestSandbox> m_sandbox;
    std::unique_ptr<AppContext> m_context;
    QString m_wallet, m_stranger;

    QList<PaymentNotifier::Notification> told(Kind kind, const QString &id) const
    {
        QList<PaymentNotifier::Notification> out;
        for (const auto &n : m_context->notifier()->notifications())
            if (n.kind == kind && n.paymentId == id)
                out.append(n);
        return out;
    }
    QString pay(const QString &from, const QString &to)
    {
        SendPaymentReply *r = m_context->client()->sendPayment(
            SendPaymentRequest{from, to, QStringLiteral("0.5"), {}, {}, {}, {}});
        QSignalSpy done(r, &ApiReply::finished);
        if (!r->isFinished())
            done.wait(20000);
        const QString id = r->ok() ? r->result().paymentId : QString();
        r->deleteLater();
        return id;
    }

private Q_SLOTS:
    void initTestCase()
    {
        sandbox::SandboxOptions o;
        o.slotMs = 50;
        o.keys.append({kKey, QStringLiteral("premium"), 100000, {}});
        m_sandbox = std::make_unique<testing::TestSandbox>();
        QString error;
        QVERIFY2(m_sandbox->start(o, &error), qPrintable(error));
        AppContextOptions options;
        options.dataDir = m_dir.filePath(QStringLiteral("data"));
        options.settingsFile = m_dir.filePath(QStringLiteral("settings.ini"));
        options.keychainService = QStringLiteral("PaydeskLiveTest");
        m_context = std::make_unique<AppContext>(options);
        QVERIFY(m_context->open(&error));
        m_context->useLocalService(nullptr, m_sandbox->url(), SecureBytes::copyOf(kKey.toUtf8()));
        m_wallet = m_sandbox->server().createCustodialWallet(*Amount::parse(u"2", 9));
        m_context->wallets()->addWallet(m_wallet, QStringLiteral("Savings"));
        // Someone else's wallet on the same service: not in the user's list.
        m_stranger = m_sandbox->server().createCustodialWallet(*Amount::parse(u"20", 9));
        m_context->liveUpdates()->setEnabled(true);
        QTRY_VERIFY_WITH_TIMEOUT(m_context->liveUpdates()->isLive(), 5000);
    }
    void cleanupTestCase()
    {
        m_context.reset();
        m_sandbox.reset();
    }

    void receivedMoneyIsToldWithinASecondWithoutAPoll()
    {
        BalanceBook *balances = m_context->balances();
        balances->refresh(m_wallet);
        QTRY_VERIFY_WITH_TIMEOUT(balances->balance(m_wallet).has_value(), 5000);
        const Amount before = *balances->balance(m_wallet);
        // Nothing polls: no incoming poll (the tray's is off while live), no history page.
        QElapsedTimer clock;
        clock.start();
        const QString id = pay(m_stranger, m_wallet);
        QVERIFY(!id.isEmpty());
        QTRY_COMPARE_WITH_TIMEOUT(told(Kind::Received, id).size(), 1, 1000);
        qInfo("received told %lld ms after the payment was sent", qlonglong(clock.elapsed()));
        const PaymentNotifier::Notification n = told(Kind::Received, id).first();
        QVERIFY2(n.body.contains(u"0.5"), qPrintable(n.body));
        QVERIFY2(n.body.contains(u"Savings"), qPrintable(n.body));
        // Its balance was read again, by the live event alone.
        QTRY_VERIFY_WITH_TIMEOUT(balances->balance(m_wallet) != before, 2000);
        QCOMPARE(balances->balance(m_wallet)->toString(), QStringLiteral("2.5"));
        // Told once, whatever comes after (finalized, the history read again).
        QTest::qWait(500);
        QCOMPARE(told(Kind::Received, id).size(), 1);
    }

    void aTrackerLooksAtOnce()
    {
        const QString id = pay(m_wallet, m_stranger);
        PaymentStatusTracker tracker(m_context->client());
        tracker.setEvents(m_context->events());
        tracker.setBackoff({60000, 1.0, 60000}); // the next poll a minute away
        tracker.track(id);
        QTRY_VERIFY_WITH_TIMEOUT(tracker.record().isFinal(), 5000);
        QVERIFY(tracker.polls() >= 2); // the first look, then looks the events asked for
    }

    void liveGoesAndComesBackOnANewNumbering()
    {
        // The sandbox keeps no state file here: after the restart its events count from 1
        // again, below the last id the stream handled. It must take the new numbering, not drop
        // every event as old.
        LiveUpdates *live = m_context->liveUpdates();
        QSignalSpy changes(live, &LiveUpdates::liveChanged);
        m_sandbox->stopForNow();
        QTRY_VERIFY_WITH_TIMEOUT(!live->isLive(), 5000);
        QCOMPARE(changes.first().first().toBool(), false);
        QVERIFY(m_sandbox->restart());
        QTRY_VERIFY_WITH_TIMEOUT(live->isLive(), 20000);
        QCOMPARE(changes.last().first().toBool(), true);
        // The restarted sandbox knows neither wallet: make them again.
        m_wallet = m_sandbox->server().createCustodialWallet(*Amount::parse(u"2", 9));
        m_context->wallets()->addWallet(m_wallet, QStringLiteral("Checking"));
        m_stranger = m_sandbox->server().createCustodialWallet(*Amount::parse(u"20", 9));
        const QString id = pay(m_stranger, m_wallet);
        QVERIFY(!id.isEmpty());
        QTRY_COMPARE_WITH_TIMEOUT(told(Kind::Received, id).size(), 1, 1000);
    }
};

QTEST_GUILESS_MAIN(TstLiveUpdates)
#include "tst_live_updates.moc"
