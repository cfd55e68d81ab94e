// Paying for 402-protected resources against the sandbox's demo seller over loopback: hosted and
// local, v1 body and v2 header, budgets, a malformed 402, and a lost answer after paying.
#include "core/Origin.h"
#include "kits/LocalTestKit.h"
#include "kits/PricedSeller.h"
#include "payments/PaidFetch.h"

#include <QNetworkReply>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTest>
#include <QUuid>

using namespace paydesk;
using namespace paydesk::x402;
using localtest::balance;
using localtest::postJson;

class TestFetch : public QObject
{
    Q_OBJECT
    localtest::Sandbox m_sandbox;
    std::unique_ptr<localtest::Rig> m_rig;
    QTemporaryDir m_dir;
    QString m_conn;
    std::unique_ptr<BudgetStore> m_budgets;
    std::unique_ptr<PaidFetchJournal> m_journal;
    QString m_seller;
    static constexpr quint64 kPrice = 1000000; // the demo seller's 0.001 SOL

    QUrl demo(const QString &name) const
    {
        QUrl u = m_sandbox.baseUrl();
        u.setPath(QStringLiteral("/demo/resource/") + name);
        return u;
    }
    QString custodial(const QByteArray &amount = "1")
    {
        QUrl u = m_sandbox.baseUrl();
        u.setPath(QStringLiteral("/sandbox/wallets"));
        const auto r = postJson(m_rig->network, u, "{\"amount\":" + amount + "}");
        if (!r.contains("address"))
            qWarning("wallet: %s", r.dump().c_str());
        return QString::fromStdString(r.value("address", ""));
    }
    void faults(const nlohmann::json &config)
    {
        QUrl u = m_sandbox.baseUrl();
        u.setPath(QStringLiteral("/sandbox/faults"));
        postJson(m_rig->network, u, QByteArray::fromStdString(config.dump()));
    }
    PaidFetch *make(QList<PayerWallet> wallets, bool yes = true, bool balance = false)
    {
        PaidFetch::Services s;
        s.nodes.set(Chain::Solana, &m_rig->rpc);
        s.readBalances = balance;
        s.network = &m_rig->network;
        s.budgets = m_budgets.get();
        s.journal = m_journal.get();
        s.service = &m_rig->service;
        s.localJournal = m_rig->journal.get();
        s.keys.set<solana::SolanaPaymentFlow::KeyProvider>(Chain::Solana, m_rig->keys());
        PaidFetch::Options o;
        o.wallets = std::move(wallets);
        o.preapproved = yes;
        auto *f = new PaidFetch(s, o, this);
        return f;
    }
    // Runs to the end or to a question; true when it finished.
    static bool run(PaidFetch *f, const QUrl &url)
    {
        QSignalSpy done(f, &PaidFetch::finished);
        QSignalSpy ask(f, &PaidFetch::confirmationNeeded);
        f->start(url);
        const bool ended =
            QTest::qWaitFor([&]() { return !done.isEmpty() || !ask.isEmpty(); }, 30000);
        Q_UNUSED(ended);
        return !done.isEmpty();
    }
    static PayerWallet hosted(const QString &a)
    {
        return {a, "solana-sandbox", PayerWallet::Mode::Hosted};
    }
    static PayerWallet local(const QString &a)
    {
        return {a, "solana-sandbox", PayerWallet::Mode::Local};
    }
    quint64 sellerBalance() { return balance(m_rig->rpc, m_seller); }
    static QString text(const PaidFetch *f)
    {
        return QStringLiteral("%1 %2: %3")
            .arg(PaidFetch::stateName(f->state()), f->code(), f->message());
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY2(m_sandbox.start(), qPrintable(m_sandbox.error()));
        m_rig = std::make_unique<localtest::Rig>(m_sandbox.baseUrl(), m_sandbox.rpcUrl());
        // The seller, from its own 402 (nobody can pay: no wallet).
        PaidFetch *f = make({});
        QVERIFY(run(f, demo(QStringLiteral("probe"))));
        QCOMPARE(f->code(), QStringLiteral("cannot_pay"));
        m_seller = f->requirements()->options.first().payTo;
        QVERIFY(!m_seller.isEmpty());
    }
    void init()
    {
        m_conn = QUuid::createUuid().toString();
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), m_conn);
        db.setDatabaseName(m_dir.filePath(m_conn + QStringLiteral(".sqlite")));
        QVERIFY(db.open());
        m_budgets = std::make_unique<BudgetStore>(db);
        m_journal = std::make_unique<PaidFetchJournal>(db);
        faults(nlohmann::json::object());
    }
    void cleanup()
    {
        m_budgets.reset();
        m_journal.reset();
        QSqlDatabase::database(m_conn).close();
        QSqlDatabase::removeDatabase(m_conn);
    }

    void hostedPays_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<int>("version");
        QTest::newRow("v1 body") << "v1-report" << 1;
        QTest::newRow("v2 header") << "v2-report" << 2;
        QTest::newRow("both, header first") << "both-report" << 2;
    }
    void hostedPays()
    {
        QFETCH(QString, name);
        QFETCH(int, version);
        const QString buyer = custodial();
        QVERIFY(!buyer.isEmpty());
        const quint64 before = sellerBalance();
        PaidFetch *f = make({hosted(buyer)});
        QVERIFY(run(f, demo(name)));
        QVERIFY2(f->state() == PaidFetch::State::Done, qPrintable(text(f)));
        QCOMPARE(f->requirements()->x402Version, version);
        const FetchedContent &c = f->content();
        QCOMPARE(c.httpStatus, 200);
        QVERIFY(c.paid);
        QVERIFY(c.contentType.startsWith(QStringLiteral("application/json")));
        const auto body = nlohmann::json::parse(c.body.toStdString());
        QVERIFY(body["resource"] == name.toStdString());
        QVERIFY(body["paidBy"] == buyer.toStdString());
        QVERIFY(c.settlement.present && c.settlement.success);
        QCOMPARE(c.settlement.payer, buyer);
        QCOMPARE(sellerBalance() - before, kPrice);
        // Journaled and, once handed over, delivered; the spending is logged.
        QCOMPARE(m_journal->all().first().state, FetchAttempt::State::Paid);
        f->handedOver();
        const auto attempts = m_journal->all();
        QCOMPARE(attempts.size(), 1);
        QCOMPARE(attempts.first().state, FetchAttempt::State::Delivered);
        QCOMPARE(attempts.first().proofHeader,
                 QString::fromLatin1(version == 2 ? "PAYMENT-SIGNATURE" : "X-PAYMENT"));
        QCOMPARE(m_budgets->spending(Origin::of(demo(name)), "solana-sandbox").size(), 1);
        PaymentStatusReply *status = m_rig->service.paymentStatus(c.paymentId);
        QVERIFY(localtest::waitFor(status, &ApiReply::finished));
        QVERIFY(status->ok());
        QCOMPARE(status->result().resource, demo(name).toString());
    }

    void overBudgetIsRefusedBeforeTheService()
    {
        const QString buyer = custodial();
        SiteBudget b = SiteBudget::defaults(Origin::of(demo("x")), "solana-sandbox", 9);
        b.perPayment = *Amount::parse(u"0.0005", 9);
        b.granted = true; // a granted budget's cap is a hard limit (the defaults only ask)
        QVERIFY(m_budgets->save(b));
        const quint64 sellerBefore = sellerBalance();
        const quint64 buyerBefore = balance(m_rig->rpc, buyer);
        PaidFetch *f = make({hosted(buyer)});
        QVERIFY(run(f, demo(QStringLiteral("v1-pricey"))));
        QCOMPARE(f->state(), PaidFetch::State::Refused);
        QCOMPARE(f->code(), QStringLiteral("over_budget"));
        QVERIFY2(f->message().contains(QStringLiteral("0.0005")), qPrintable(f->message()));
        QVERIFY(!f->moneyMoved());
        QVERIFY(m_journal->all().isEmpty()); // nothing was even attempted
        QCOMPARE(balance(m_rig->rpc, buyer), buyerBefore);
        QCOMPARE(sellerBalance(), sellerBefore);
    }

    // A wallet that cannot cover the price is refused before the service, with
    // units; a wallet that can shows its balance in the quote.
    void balanceIsWeighedBeforeAsking()
    {
        const QString poor = custodial("0.0005");
        QVERIFY(!poor.isEmpty());
        const quint64 before = sellerBalance();
        PaidFetch *f = make({hosted(poor)}, true, true);
        QVERIFY(run(f, demo(QStringLiteral("v1-poor"))));
        QCOMPARE(f->code(), QStringLiteral("insufficient_funds"));
        QVERIFY2(f->message().contains(
                     QStringLiteral("holds 0.0005 SOL, less than the price of 0.001 SOL")),
                 qPrintable(f->message()));
        QVERIFY(m_journal->all().isEmpty());
        QCOMPARE(sellerBalance(), before);
        PaidFetch *g = make({hosted(custodial())}, false, true);
        QVERIFY(!run(g, demo(QStringLiteral("v1-rich"))));
        QCOMPARE(g->quote().balance, *Amount::parse(u"1", 9));
        g->decline();
        PaidFetch *h = make({hosted(custodial())}, false, false);
        QVERIFY(!run(h, demo(QStringLiteral("v1-unknown"))));
        QVERIFY(!h->quote().balance);
        QVERIFY(!h->quote().balanceProblem.isEmpty());
        h->decline();
    }

    void malformed402IsRefused()
    {
        const QString buyer = custodial();
        const quint64 before = sellerBalance();
        PaidFetch *f = make({hosted(buyer)});
        QVERIFY(run(f, demo(QStringLiteral("malformed-report"))));
        QCOMPARE(f->code(), QStringLiteral("malformed_requirements"));
        QVERIFY2(f->message().contains(QStringLiteral("maxAmountRequired")),
                 qPrintable(f->message()));
        QVERIFY(m_journal->all().isEmpty());
        QCOMPARE(sellerBalance(), before);
    }

    void asksEveryTimeUnlessGranted()
    {
        const QString buyer = custodial();
        PaidFetch *f = make({hosted(buyer)}, false);
        QVERIFY(!run(f, demo(QStringLiteral("v1-ask"))));
        QCOMPARE(f->state(), PaidFetch::State::AwaitingConfirmation);
        const PaymentQuote &q = f->quote();
        QCOMPARE(q.option.displayAmount(), QStringLiteral("0.001 SOL"));
        QCOMPARE(q.option.payTo, m_seller);
        QCOMPARE(q.budget.leftToday, *Amount::parse(u"0.05", 9));
        QVERIFY(q.secondsLeft() > 50 && q.secondsLeft() <= 60);
        QVERIFY(!q.automatic);
        const quint64 before = sellerBalance();
        f->decline();
        QCOMPARE(f->code(), QStringLiteral("declined"));
        QCOMPARE(sellerBalance(), before);
        // Granted: pays without asking. Frozen: asks again.
        SiteBudget g = SiteBudget::defaults(Origin::of(demo("x")), "solana-sandbox", 9);
        g.granted = true;
        QVERIFY(m_budgets->save(g));
        QVERIFY(m_budgets->setFrozen(true));
        PaidFetch *frozen = make({hosted(buyer)}, true);
        QVERIFY(!run(frozen, demo(QStringLiteral("v1-ask"))));
        QVERIFY(frozen->quote().budget.frozen);
        frozen->decline();
        QVERIFY(m_budgets->setFrozen(false));
        PaidFetch *granted = make({hosted(buyer)}, false);
        QVERIFY(run(granted, demo(QStringLiteral("v1-ask"))));
        QVERIFY2(granted->state() == PaidFetch::State::Done, qPrintable(text(granted)));
        QCOMPARE(sellerBalance() - before, kPrice);
    }

    void lostAnswerIsNeverPaidTwice()
    {
        const QString buyer = custodial();
        const QUrl url = demo(QStringLiteral("lost-1"));
        const quint64 before = sellerBalance();
        PaidFetch *f = make({hosted(buyer)});
        const QString origin = Origin::of(url);
        const auto spent = [this, &origin]() {
            return m_budgets->spending(origin, QStringLiteral("solana-sandbox")).size();
        };
        const qsizetype spentBefore = spent();
        qsizetype spentWhilePaying = -1;
        // Once the payment starts, every answer of this resource is dropped. By then (before
        // anything is signed) the spend is already counted with the journaled attempt.
        connect(f, &PaidFetch::stateChanged, this, [&, this](PaidFetch::State s) {
            if (s != PaidFetch::State::Paying)
                return;
            spentWhilePaying = spent();
            faults({{"dropRate", 1}, {"pathPrefix", "/demo/resource/lost-1"}});
        });
        QVERIFY(run(f, url));
        QCOMPARE(f->state(), PaidFetch::State::Failed);
        QCOMPARE(f->code(), QStringLiteral("response_lost"));
        QVERIFY(f->moneyMoved());
        QVERIFY2(f->message().contains(f->content().paymentId), qPrintable(f->message()));
        QCOMPARE(sellerBalance() - before, kPrice);
        QCOMPARE(spentWhilePaying, spentBefore + 1);
        QCOMPARE(spent(), spentBefore + 1);
        QCOMPARE(m_journal->unfinishedFor(url.toString())->state, FetchAttempt::State::Paid);
        // Fetching again re-sends the journaled proof: the content, and still one payment.
        faults(nlohmann::json::object());
        PaidFetch *again = make({hosted(buyer)});
        QVERIFY(run(again, url));
        QVERIFY2(again->state() == PaidFetch::State::Done, qPrintable(text(again)));
        QVERIFY(again->content().resumed);
        QCOMPARE(again->content().paymentId, f->content().paymentId);
        QCOMPARE(sellerBalance() - before, kPrice);
        again->handedOver();
        QCOMPARE(m_journal->all().size(), 1);
        QCOMPARE(m_journal->all().first().state, FetchAttempt::State::Delivered);
        QCOMPARE(spent(), spentBefore + 1); // the re-sent proof is not counted again
    }

    // The spend counted before signing is taken back when the payment is refused before any
    // money moved (here: the service refuses a wallet without funds).
    void refusedPaymentSpendsNothing()
    {
        const QString buyer = custodial("0.0005"); // half the price
        QVERIFY(!buyer.isEmpty());
        const QUrl url = demo(QStringLiteral("no-funds"));
        const quint64 before = sellerBalance();
        PaidFetch *f = make({hosted(buyer)});
        QVERIFY(run(f, url));
        QVERIFY2(f->state() == PaidFetch::State::Refused || f->state() == PaidFetch::State::Failed,
                 qPrintable(text(f)));
        QVERIFY(!f->moneyMoved());
        QCOMPARE(sellerBalance(), before);
        QCOMPARE(m_journal->all().first().state, FetchAttempt::State::Failed);
        QVERIFY(m_budgets->spending(Origin::of(url), QStringLiteral("solana-sandbox")).isEmpty());
    }

    void secondPaymentRequiredAfterPayingAsks()
    {
        const QString buyer = custodial();
        const QUrl url = demo(QStringLiteral("v1-twice"));
        PaidFetch *f = make({hosted(buyer)});
        QVERIFY(run(f, url));
        QCOMPARE(f->state(), PaidFetch::State::Done);
        const FetchAttempt used = m_journal->all().first();
        // Pretend the answer was lost after the seller consumed the proof: the re-sent proof
        // is refused with a second 402. Paydesk reports the payment and pays nothing.
        FetchAttempt a = used;
        const qint64 id = *m_journal->begin(a);
        QVERIFY(
            m_journal->setPaid(id, used.paymentId, used.signature, used.proofHeader, used.proof));
        const quint64 before = sellerBalance();
        PaidFetch *g = make({hosted(buyer)});
        QVERIFY(run(g, url));
        QCOMPARE(g->code(), QStringLiteral("not_accepted"));
        QVERIFY2(g->message().contains(used.paymentId), qPrintable(g->message()));
        QCOMPARE(m_journal->find(id)->state, FetchAttempt::State::NotAccepted);
        // The next fetch shows that payment and asks, even with --yes.
        PaidFetch *h = make({hosted(buyer)}, true);
        QVERIFY(!run(h, url));
        QCOMPARE(h->state(), PaidFetch::State::AwaitingConfirmation);
        QVERIFY(h->quote().interactiveOnly);
        QCOMPARE(h->quote().previous->paymentId, used.paymentId);
        h->decline();
        QCOMPARE(sellerBalance(), before);
    }

    void localAuthorizationSignsOnlyItsSlot()
    {
        const solana::Keypair &kp = m_rig->fundedKey(100000000);
        const quint64 buyerBefore = balance(m_rig->rpc, kp.address());
        const quint64 sellerBefore = sellerBalance();
        PaidFetch *f = make({local(kp.address())}, true, true);
        QVERIFY(run(f, demo(QStringLiteral("v2-local"))));
        QVERIFY2(f->state() == PaidFetch::State::Done, qPrintable(text(f)));
        QVERIFY(f->quote().option.feePayer == m_seller);
        // The seller paid the network fee: the buyer lost exactly the price.
        QCOMPARE(buyerBefore - balance(m_rig->rpc, kp.address()), kPrice);
        const qint64 gain = qint64(sellerBalance()) - qint64(sellerBefore); // minus its fee
        QVERIFY(gain > 0 && gain <= qint64(kPrice));
        QVERIFY(f->content().settlement.success);
        QCOMPARE(f->content().settlement.payer, kp.address());
    }

    void localSettledBroadcastsItself()
    {
        const solana::Keypair &kp = m_rig->fundedKey(100000000);
        const quint64 sellerBefore = sellerBalance();
        PaidFetch *f = make({local(kp.address())}, true, true);
        QVERIFY(run(f, demo(QStringLiteral("nofee-report"))));
        QVERIFY2(f->state() == PaidFetch::State::Done, qPrintable(text(f)));
        QVERIFY(f->quote().option.feePayer.isEmpty());
        QCOMPARE(sellerBalance() - sellerBefore, kPrice);
        QVERIFY(!f->content().signature.isEmpty());
        QVERIFY(m_rig->journal->findBySignature(f->content().signature)); // local journal too
    }

    // The seller's answer to a buyer-signed Solana transaction is lost (the request
    // with the proof is dropped). Reconciled on chain (LostTransfer) once its blockhash expired:
    // landed, its proof is re-sent and nothing is paid again; never landed, the attempt is closed
    // as unpaid (its spend taken back) and the URL paid anew, once.
    void localLostAnswerIsReconciledOnChain()
    {
        const solana::Keypair &kp = m_rig->fundedKey(100000000);
        const auto lose = [&, this](const QString &name) {
            PaidFetch *f = make({local(kp.address())}, true, true);
            connect(f, &PaidFetch::stateChanged, this, [&, this](PaidFetch::State s) {
                if (s == PaidFetch::State::Paying)
                    faults(
                        {{"dropRate", 1}, {"pathPrefix", "/demo/resource/" + name.toStdString()}});
            });
            run(f, demo(name));
            faults(nlohmann::json::object());
            const auto lost = m_journal->unfinishedFor(demo(name).toString());
            if (f->code() != u"response_lost" || !lost)
                qWarning("not lost: %s", qPrintable(text(f)));
            // Ten minutes ago.
            QSqlQuery q(QSqlDatabase::database(m_conn));
            q.prepare(QStringLiteral(
                "UPDATE x402_attempts SET created_ms = created_ms - 600000 WHERE id = ?"));
            q.addBindValue(lost ? lost->id : 0);
            if (!q.exec())
                qWarning("could not age the attempt");
            return lost.value_or(FetchAttempt{});
        };
        const auto again = [&, this](const QString &name) {
            PaidFetch *f = make({local(kp.address())}, true, true);
            run(f, demo(name));
            f->handedOver(); // the caller has the content
            return f;
        };
        const QString origin = Origin::of(demo(QStringLiteral("x")));
        const auto spent = [&, this]() {
            return m_budgets->spending(origin, QStringLiteral("solana-sandbox")).size();
        };

        // Never landed: paid anew, exactly once.
        const quint64 start = balance(m_rig->rpc, kp.address());
        const FetchAttempt unsent = lose(QStringLiteral("v2-lost-unsent"));
        QCOMPARE(unsent.state, FetchAttempt::State::Paid);
        QCOMPARE(balance(m_rig->rpc, kp.address()), start);
        QVERIFY(m_sandbox.advance(m_rig->network, 200)); // its blockhash expired
        PaidFetch *f = again(QStringLiteral("v2-lost-unsent"));
        QVERIFY2(f->state() == PaidFetch::State::Done, qPrintable(text(f)));
        QVERIFY(!f->content().resumed);
        QCOMPARE(start - balance(m_rig->rpc, kp.address()), kPrice);
        const auto closed = m_journal->find(unsent.id);
        QCOMPARE(closed->state, FetchAttempt::State::Failed);
        QVERIFY2(closed->detail.contains(QStringLiteral("expired")), qPrintable(closed->detail));
        QCOMPARE(spent(), qsizetype(1)); // the unpaid attempt's spend was taken back

        // Landed (the seller settled it; its answer never came back): re-sent, not paid again.
        const quint64 mid = balance(m_rig->rpc, kp.address());
        const FetchAttempt landed = lose(QStringLiteral("v2-lost-landed"));
        QNetworkRequest request(demo(QStringLiteral("v2-lost-landed")));
        request.setRawHeader(landed.proofHeader.toLatin1(), landed.proof.toLatin1());
        QNetworkReply *settle = m_rig->network.get(request);
        QVERIFY(QTest::qWaitFor([settle]() { return settle->isFinished(); }, 20000));
        QCOMPARE(settle->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt(), 200);
        settle->deleteLater();
        QCOMPARE(mid - balance(m_rig->rpc, kp.address()), kPrice);
        QVERIFY(m_sandbox.advance(m_rig->network, 200));
        f = again(QStringLiteral("v2-lost-landed"));
        QVERIFY2(f->state() == PaidFetch::State::Done, qPrintable(text(f)));
        QVERIFY(f->content().resumed);
        QCOMPARE(mid - balance(m_rig->rpc, kp.address()), kPrice);
        QCOMPARE(m_journal->find(landed.id)->state, FetchAttempt::State::Delivered);
        QCOMPARE(spent(), qsizetype(2));
    }

    // A hostile seller asks for another network than the node's (devnet, with a node whose
    // genesis hash is the sandbox's), or there is no node at all: nothing is signed or journaled,
    // and the refusal names the node, the network it is on and the one asked.
    void neverSignsForANetworkItsNodeIsNotOn()
    {
        const solana::Keypair &kp = m_rig->fundedKey(100000000);
        const quint64 before = balance(m_rig->rpc, kp.address());
        testing::PricedSeller seller(m_seller, 1000000);
        seller.setOverrides(
            {{QStringLiteral("network"), QStringLiteral("solana-devnet")},
             {QStringLiteral("extra"), QJsonObject{{QStringLiteral("feePayer"), m_seller}}}});
        PaidFetch *f =
            make({{kp.address(), QStringLiteral("solana-devnet"), PayerWallet::Mode::Local}}, true,
                 true);
        QVERIFY(run(f, seller.url(QStringLiteral("devnet"))));
        QCOMPARE(f->code(), QStringLiteral("node_not_on_network"));
        QVERIFY(!f->moneyMoved());
        for (const QString &words : {QStringLiteral("Solana Devnet"), QStringLiteral("127.0.0.1"),
                                     QStringLiteral("private cluster")})
            QVERIFY2(f->message().contains(words), qPrintable(f->message()));
        // No node at all on the option's own network: the same, never "unknown, pay anyway".
        seller.setOverrides(
            {{QStringLiteral("extra"), QJsonObject{{QStringLiteral("feePayer"), m_seller}}}});
        f = make({local(kp.address())}, true, false);
        QVERIFY(run(f, seller.url(QStringLiteral("no-node"))));
        QCOMPARE(f->code(), QStringLiteral("node_not_on_network"));
        QVERIFY2(f->message().contains(QStringLiteral("none set")), qPrintable(f->message()));
        QCOMPARE(seller.paidRequests(), 0);
        QVERIFY(seller.lastProof().isEmpty()); // nothing signed reached it
        QVERIFY(m_journal->all().isEmpty());   // nothing journaled, nothing counted
        QCOMPARE(balance(m_rig->rpc, kp.address()), before);
    }

    // The answer came, but the caller never got it (the payer was killed in between): the
    // attempt is not Delivered until the face hands the content over, so the next fetch
    // re-sends the same proof and pays nothing more.
    void deliveredOnlyOnceHandedOver()
    {
        const solana::Keypair &kp = m_rig->fundedKey(100000000);
        const quint64 before = balance(m_rig->rpc, kp.address());
        PaidFetch *f = make({local(kp.address())}, true, true);
        QVERIFY(run(f, demo(QStringLiteral("v2-handed"))));
        QVERIFY2(f->state() == PaidFetch::State::Done, qPrintable(text(f)));
        const qint64 id = f->content().attemptId;
        QCOMPARE(m_journal->find(id)->state, FetchAttempt::State::Paid); // not handed over
        const QByteArray proof = m_journal->find(id)->proof.toLatin1();
        f = make({local(kp.address())}, true, true);
        QVERIFY(run(f, demo(QStringLiteral("v2-handed"))));
        QVERIFY2(f->state() == PaidFetch::State::Done, qPrintable(text(f)));
        QVERIFY(f->content().resumed);
        QCOMPARE(f->content().attemptId, id);
        QCOMPARE(m_journal->find(id)->proof.toLatin1(), proof); // the same proof, re-presented
        QCOMPARE(before - balance(m_rig->rpc, kp.address()), kPrice);
        f->handedOver();
        QCOMPARE(m_journal->find(id)->state, FetchAttempt::State::Delivered);
    }

    void noWalletOnTheNetworkIsNeverAnotherNetwork()
    {
        PaidFetch *f = make({{custodial(), "solana-devnet", PayerWallet::Mode::Hosted}});
        QVERIFY(run(f, demo(QStringLiteral("v1-other"))));
        QCOMPARE(f->code(), QStringLiteral("cannot_pay"));
        QVERIFY2(f->message().contains(QStringLiteral("not on Sandbox Solana")),
                 qPrintable(f->message()));
    }
};

QTEST_GUILESS_MAIN(TestFetch)
#include "tst_x402_fetch.moc"
