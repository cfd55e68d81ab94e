// The x402 scheme seam (payments/schemes/SchemeRegistry): a scheme registered by this test alone
// ("test-iou", tests/kits/IouScheme.h) is judged, chosen, checked, journaled, paid, delivered
// and reconciled by the paid fetch every face uses, with no change to code outside the test.
// Against a loopback seller, with the wallet's balance read from the sandbox's chain.
#include "core/Origin.h"
#include "kits/IouScheme.h"
#include "kits/LocalTestKit.h"
#include "kits/PricedSeller.h"
#include "payments/PaidFetch.h"

#include <QSqlDatabase>
#include <QTest>
#include <QUuid>

using namespace paydesk;
using namespace paydesk::x402;
using paydesk::testing::IouScheme;
using paydesk::testing::PricedSeller;

class TestSchemePlugin : public QObject
{
    Q_OBJECT
    localtest::Sandbox m_sandbox;
    std::unique_ptr<localtest::Rig> m_rig;
    QTemporaryDir m_dir;
    QString m_conn;
    std::unique_ptr<BudgetStore> m_budgets;
    std::unique_ptr<PaidFetchJournal> m_journal;
    QString m_buyer, m_payee;
    IouScheme *m_iou = nullptr; // owned by the standard registry while registered

    QString funded()
    {
        QUrl u = m_sandbox.baseUrl();
        u.setPath(QStringLiteral("/sandbox/wallets"));
        const auto r = localtest::postJson(m_rig->network, u, "{\"amount\":1}");
        return QString::fromStdString(r.value("address", ""));
    }
    PaidFetch *make()
    {
        PaidFetch::Services s;
        s.network = &m_rig->network;
        s.budgets = m_budgets.get();
        s.journal = m_journal.get();
        s.service = &m_rig->service;
        s.localJournal = m_rig->journal.get();
        s.keys.set<solana::SolanaPaymentFlow::KeyProvider>(Chain::Solana, m_rig->keys());
        s.nodes.set(Chain::Solana, &m_rig->rpc);
        PaidFetch::Options o;
        o.wallets = {{m_buyer, QStringLiteral("solana-sandbox"), PayerWallet::Mode::Local}};
        o.preapproved = true;
        return new PaidFetch(s, o, this);
    }
    static bool run(PaidFetch *f, const QUrl &url)
    {
        QSignalSpy done(f, &PaidFetch::finished);
        f->start(url);
        return QTest::qWaitFor([&]() { return !done.isEmpty(); }, 30000);
    }
    static QString text(const PaidFetch *f)
    {
        return QStringLiteral("%1 %2: %3")
            .arg(PaidFetch::stateName(f->state()), f->code(), f->message());
    }
    void registerIou()
    {
        auto iou = std::make_unique<IouScheme>();
        m_iou = iou.get();
        SchemeRegistry::standard().add(std::move(iou));
    }
    void unregisterIou()
    {
        if (m_iou)
            QVERIFY(SchemeRegistry::standard().remove(m_iou));
        m_iou = nullptr;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY2(m_sandbox.start(), qPrintable(m_sandbox.error()));
        m_rig = std::make_unique<localtest::Rig>(m_sandbox.baseUrl(), m_sandbox.rpcUrl());
        m_buyer = funded();
        m_payee = funded();
        QVERIFY(!m_buyer.isEmpty() && !m_payee.isEmpty());
    }
    void init()
    {
        m_conn = QUuid::createUuid().toString();
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), m_conn);
        db.setDatabaseName(m_dir.filePath(m_conn + QStringLiteral(".sqlite")));
        QVERIFY(db.open());
        m_budgets = std::make_unique<BudgetStore>(db);
        m_journal = std::make_unique<PaidFetchJournal>(db);
    }
    void cleanup()
    {
        unregisterIou();
        m_budgets.reset();
        m_journal.reset();
        QSqlDatabase::database(m_conn).close();
        QSqlDatabase::removeDatabase(m_conn);
    }

    // Unregistered, the scheme is unsupported and nothing is attempted; registered, the same
    // seller is paid with an IOU, journaled under the scheme's own payment id, counted in the
    // budgets and delivered once handed over.
    void aRegisteredSchemeIsPaid()
    {
        PricedSeller seller(m_payee, 1000000);
        seller.setOverrides({{QStringLiteral("scheme"), QStringLiteral("test-iou")}});
        PaidFetch *f = make();
        QVERIFY(run(f, seller.url(QStringLiteral("before"))));
        QCOMPARE(f->code(), QStringLiteral("cannot_pay"));
        QVERIFY2(f->message().contains(QStringLiteral("\"test-iou\" is not one Paydesk pays")),
                 qPrintable(f->message()));
        QVERIFY(m_journal->all().isEmpty());
        QCOMPARE(seller.paidRequests(), 0);

        registerIou();
        f = make();
        const QUrl url = seller.url(QStringLiteral("after"));
        QVERIFY(run(f, url));
        QVERIFY2(f->state() == PaidFetch::State::Done, qPrintable(text(f)));
        QVERIFY(f->content().paid);
        QCOMPARE(m_iou->checks, 1); // its own check ran, after the balance, before paying
        QCOMPARE(seller.paidRequests(), 1);
        const QJsonObject note = IouScheme::decode(seller.lastProof());
        QCOMPARE(note.value(QStringLiteral("scheme")).toString(), QStringLiteral("test-iou"));
        const QJsonObject payload = note.value(QStringLiteral("payload")).toObject();
        QCOMPARE(payload.value(QStringLiteral("payer")).toString(), m_buyer);
        QCOMPARE(payload.value(QStringLiteral("amount")).toString(), QStringLiteral("1000000"));
        const auto attempts = m_journal->all();
        QCOMPARE(attempts.size(), 1);
        QVERIFY(attempts.first().paymentId.startsWith(u"iou:"));
        QVERIFY(attempts.first().signsOnly);
        QCOMPARE(attempts.first().state, FetchAttempt::State::Paid);
        QCOMPARE(m_budgets->spending(Origin::of(url), "solana-sandbox").size(), 1);
        f->handedOver();
        QCOMPARE(m_journal->all().first().state, FetchAttempt::State::Delivered);

        // Its refusal is the option's reason; nothing is attempted.
        seller.setOverrides({{QStringLiteral("scheme"), QStringLiteral("test-iou")},
                             {QStringLiteral("extra"), QJsonObject{{"iouClosed", true}}}});
        f = make();
        QVERIFY(run(f, seller.url(QStringLiteral("closed"))));
        QCOMPARE(f->code(), QStringLiteral("cannot_pay"));
        QVERIFY2(f->message().contains(QStringLiteral("IOU book is closed")),
                 qPrintable(f->message()));
        QCOMPARE(m_journal->all().size(), 1);
    }

    // What the scheme checks before asking stands in the way like a short balance: passed over,
    // refused with its code, nothing journaled or sent.
    void theSchemesCheckComesBeforePaying()
    {
        registerIou();
        PricedSeller seller(m_payee, 1000000);
        seller.setOverrides({{QStringLiteral("scheme"), QStringLiteral("test-iou")},
                             {QStringLiteral("extra"), QJsonObject{{"iouLimit", "999"}}}});
        PaidFetch *f = make();
        QVERIFY(run(f, seller.url(QStringLiteral("limited"))));
        QCOMPARE(f->state(), PaidFetch::State::Refused);
        QCOMPARE(f->code(), QStringLiteral("iou_limit"));
        QVERIFY2(f->message().contains(QStringLiteral("up to 999 units")),
                 qPrintable(f->message()));
        QVERIFY(m_journal->all().isEmpty());
        QCOMPARE(seller.paidRequests(), 0);
    }

    // A proof the seller refused is judged by the scheme that made it: expired unused, the
    // fetch reports "not paid" and the budgets let it go.
    void aRefusedProofIsReconciledByItsScheme()
    {
        registerIou();
        m_iou->lostVerdict = LostAttempt::Verdict::Expired; // never redeemed
        PricedSeller seller(m_payee, 1000000);
        seller.setOverrides({{QStringLiteral("scheme"), QStringLiteral("test-iou")}});
        seller.setRefuseProofs(true);
        PaidFetch *f = make();
        const QUrl url = seller.url(QStringLiteral("refused"));
        QVERIFY(run(f, url));
        QCOMPARE(f->state(), PaidFetch::State::Failed);
        QCOMPARE(f->code(), QStringLiteral("not_settled"));
        QVERIFY(!f->moneyMoved());
        const auto attempts = m_journal->all();
        QCOMPARE(attempts.size(), 1);
        QCOMPARE(attempts.first().state, FetchAttempt::State::Failed);
        QVERIFY(m_budgets->spending(Origin::of(url), "solana-sandbox").isEmpty());
    }

    // A seller that sends the content but never settles: the seller's word is no proof, the
    // chain's is. Shown unused, the content is delivered and nothing is reported paid: the
    // attempt stays counted while it could still be redeemed and is never marked delivered;
    // expired, it is closed and its budget released at once.
    void deliveredButNeverSettledIsNotPaid()
    {
        registerIou();
        m_iou->lostVerdict = LostAttempt::Verdict::Unused;
        PricedSeller seller(m_payee, 1000000);
        seller.setOverrides({{QStringLiteral("scheme"), QStringLiteral("test-iou")}});
        PaidFetch *f = make();
        const QUrl url = seller.url(QStringLiteral("unredeemed"));
        QVERIFY(run(f, url));
        QVERIFY2(f->state() == PaidFetch::State::Done, qPrintable(text(f)));
        QCOMPARE(seller.paidRequests(), 1);
        QVERIFY(f->content().paid && f->content().unsettled);
        QVERIFY(!f->moneyMoved());
        QCOMPARE(f->code(), QStringLiteral("not_settled"));
        QVERIFY2(f->message().startsWith(QStringLiteral("Not paid yet")), qPrintable(f->message()));
        QVERIFY(f->content().signature.isEmpty());
        qint64 id = f->content().attemptId;
        QCOMPARE(m_journal->find(id)->state, FetchAttempt::State::NotAccepted);
        QCOMPARE(m_budgets->spending(Origin::of(url), "solana-sandbox").size(), 1);
        f->handedOver(); // the content reached its caller: still not "delivered" as paid
        QCOMPARE(m_journal->find(id)->state, FetchAttempt::State::NotAccepted);

        m_iou->lostVerdict = LostAttempt::Verdict::Expired;
        const QUrl expired = seller.url(QStringLiteral("expired"));
        f = make();
        QVERIFY(run(f, expired));
        QVERIFY2(f->state() == PaidFetch::State::Done, qPrintable(text(f)));
        QVERIFY(f->content().unsettled && !f->moneyMoved());
        QVERIFY2(f->message().startsWith(QStringLiteral("Not paid:")), qPrintable(f->message()));
        id = f->content().attemptId;
        QCOMPARE(m_journal->find(id)->state, FetchAttempt::State::Failed);
        // Only the first, still redeemable, counts at this seller now.
        QCOMPARE(m_budgets->spending(Origin::of(expired), "solana-sandbox").size(), 1);
    }
};

QTEST_GUILESS_MAIN(TestSchemePlugin)
#include "tst_x402_scheme_plugin.moc"
