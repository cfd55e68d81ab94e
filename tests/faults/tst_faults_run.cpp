// A fault run: a few hundred payments, hosted (SendController over
// ServiceClient) and local (SolanaPaymentFlow: build, check, sign, journal, broadcast, follow)
// mixed, against the sandbox while its fault injection adds latency, 500s, dropped connections,
// truncated bodies and 429 storms to every service and RPC request. The driver acts like a
// careful user: a payment refused before anything was sent is tried again; a hosted payment of
// unknown outcome is looked up in the history before anything else is done (never resent
// blindly); a local payment still unresolved is followed (BroadcastTracker, as on a restart)
// until final. Afterwards, with the faults off:
//   - every local payment is final in Paydesk's journal and nothing is left to recover;
//   - the ledger and the journal agree one to one: every landed journal entry is a ledger
//     transaction, no expired or rejected one is, and the ledger has no other transaction;
//   - every payment was made exactly once: each recipient (one per payment) holds exactly its
//     amount, and each payer lost exactly its amounts and fees;
//   - the counts are printed (qInfo) for the report.
// PAYDESK_FAULT_PAYMENTS=N changes the number of payments (a longer soak).
#include "FaultKit.h"
#include "kits/LocalTestKit.h"
#include "models/AppLock.h" // SendController.h holds a QPointer<AppLock>
#include "models/SendController.h"
#include "payments/PaymentRecovery.h"

#include <QJsonArray>
#include <QSet>
#include <QTest>
#include <QTimer>

using namespace paydesk;
using namespace paydesk::solana;

namespace {

constexpr quint64 kLamports = 1000000; // 0.001 SOL per payment
constexpr int kMaxAttempts = 40;

struct Pay
{
    int index = 0;
    bool hosted = false;
    QString wallet, recipient;
    int attempts = 0;
    bool done = false, paid = false;
};

struct Counts
{
    int attempted = 0, confirmed = 0, failed = 0, expired = 0, rejected = 0, refused = 0,
        errorBeforeSend = 0, hostedRefused = 0, unknown = 0, unknownPaid = 0, unknownUnpaid = 0,
        unfinished = 0, unfinishedResolved = 0, retries = 0, historyRetries = 0, gaveUp = 0;
};

} // namespace

class TstFaultsRun : public QObject
{
    Q_OBJECT
private:
    faultkit::FaultSandbox m_sandbox;
    QTemporaryDir m_dir;
    QNetworkAccessManager m_network;
    std::unique_ptr<ServiceClient> m_service;
    std::unique_ptr<RpcClient> m_rpc;
    QString m_connection = QStringLiteral("faults-journal");
    std::unique_ptr<PaymentJournal> m_journal;
    std::vector<Keypair> m_payers;
    QStringList m_hostedWallets;
    std::vector<Pay> m_pays;
    Counts m_n;
    int m_next = 0, m_inFlight = 0, m_finished = 0;
    QJsonObject m_faultConfig;

    SolanaPaymentFlow::KeyProvider keys()
    {
        return [this](const QString &address, QObject *, SolanaPaymentFlow::KeyCallback done) {
            for (const Keypair &k : m_payers)
                if (k.address() == address)
                    return done(keypairFromSecretKey(k.secretKey), {});
            done(std::nullopt, QStringLiteral("no key"));
        };
    }

    void pump()
    {
        while (m_inFlight < 10 && m_next < int(m_pays.size())) {
            // A 429 storm every 60 payments, on top of the steady faults.
            if (m_next > 0 && m_next % 60 == 0) {
                QJsonObject c = m_faultConfig;
                c.insert(QStringLiteral("rateLimitStorm"), 8);
                m_sandbox.faults(c);
            }
            ++m_inFlight;
            attempt(m_next++);
        }
    }

    void finishPay(int i, bool paid)
    {
        Pay &p = m_pays[size_t(i)];
        p.done = true;
        p.paid = paid;
        --m_inFlight;
        ++m_finished;
        pump();
    }

    void retry(int i)
    {
        if (m_pays[size_t(i)].attempts >= kMaxAttempts) {
            ++m_n.gaveUp;
            return finishPay(i, false);
        }
        ++m_n.retries;
        QTimer::singleShot(100, this, [this, i]() { attempt(i); });
    }

    void attempt(int i)
    {
        Pay &p = m_pays[size_t(i)];
        ++p.attempts;
        ++m_n.attempted;
        if (p.hosted)
            attemptHosted(i);
        else
            attemptLocal(i);
    }

    void attemptHosted(int i)
    {
        const Pay &p = m_pays[size_t(i)];
        auto *c = new SendController(m_service.get(), this);
        SendPaymentRequest r;
        r.walletAddress = p.wallet;
        r.recipientAddress = p.recipient;
        r.amount = QStringLiteral("0.001");
        r.metadata = QJsonObject{{QStringLiteral("faultRef"), i}};
        connect(c, &SendController::paid, this, [this, c, i]() {
            c->deleteLater();
            ++m_n.confirmed;
            finishPay(i, true);
        });
        connect(c, &SendController::failed, this, [this, c, i]() {
            c->deleteLater();
            if (c->outcome() == SendController::Outcome::Unknown) {
                ++m_n.unknown; // never resent blindly: look it up first
                return reconcileHosted(i);
            }
            ++m_n.hostedRefused; // nothing was paid (e.g. 429): try again
            retry(i);
        });
        QVERIFY(c->send(r));
    }

    void reconcileHosted(int i)
    {
        const Pay &p = m_pays[size_t(i)];
        HistoryReply *h = m_service->paymentHistory({p.wallet, QStringLiteral("sent"), 500, 0});
        connect(h, &ApiReply::finished, this, [this, h, i]() {
            h->deleteLater();
            if (!h->ok()) {
                ++m_n.historyRetries;
                QTimer::singleShot(200, this, [this, i]() { reconcileHosted(i); });
                return;
            }
            for (const PaymentRecord &r : h->result().payments)
                if (r.to == m_pays[size_t(i)].recipient) {
                    ++m_n.unknownPaid;
                    ++m_n.confirmed;
                    return finishPay(i, true);
                }
            ++m_n.unknownUnpaid; // the service never made it: paying now is safe
            retry(i);
        });
    }

    void attemptLocal(int i)
    {
        const Pay &p = m_pays[size_t(i)];
        SolanaPaymentFlow::Options o;
        o.autoApprove = true;
        o.maxPriorityFeeLamports = 100000;
        o.minSecondsLeft = 3;
        o.timing = {500, 100, 8000};
        auto *flow =
            new SolanaPaymentFlow({m_service.get(), m_rpc.get(), m_journal.get(), keys()}, o, this);
        connect(flow, &SolanaPaymentFlow::finished, this, [this, flow, i]() {
            flow->deleteLater();
            onLocalOutcome(i, flow->outcome(), flow->journalId());
        });
        SendPaymentRequest r;
        r.walletAddress = p.wallet;
        r.recipientAddress = p.recipient;
        r.amount = QStringLiteral("0.001");
        flow->startSend(r);
    }

    void onLocalOutcome(int i, SolanaPaymentFlow::Outcome outcome, qint64 journalId)
    {
        using O = SolanaPaymentFlow::Outcome;
        switch (outcome) {
        case O::Confirmed:
            ++m_n.confirmed;
            return finishPay(i, true);
        case O::Failed: // landed with an error: final, the fee was charged
            ++m_n.failed;
            return finishPay(i, false);
        case O::Expired:
            ++m_n.expired;
            return retry(i);
        case O::Rejected:
            ++m_n.rejected;
            return retry(i);
        case O::Refused:
            ++m_n.refused;
            return retry(i);
        case O::Error:
            ++m_n.errorBeforeSend;
            return retry(i);
        case O::Unfinished:
            ++m_n.unfinished;
            return followUnfinished(i, journalId);
        case O::None:
            break;
        }
        QFAIL("a flow finished without an outcome");
    }

    // As a restart would: follow the journaled transaction until it is final.
    void followUnfinished(int i, qint64 journalId)
    {
        const auto entry = m_journal->find(journalId);
        QVERIFY(entry);
        auto *tracker = new BroadcastTracker(m_rpc.get(), m_journal.get(), *entry, this);
        tracker->setTiming({500, 100, 0});
        connect(tracker, &BroadcastTracker::finished, this, [this, tracker, i]() {
            tracker->deleteLater();
            ++m_n.unfinishedResolved;
            switch (tracker->state()) {
            case JournalState::Confirmed:
                return onLocalOutcome(i, SolanaPaymentFlow::Outcome::Confirmed, 0);
            case JournalState::Failed:
                return onLocalOutcome(i, SolanaPaymentFlow::Outcome::Failed, 0);
            case JournalState::Expired:
                return onLocalOutcome(i, SolanaPaymentFlow::Outcome::Expired, 0);
            default:
                return onLocalOutcome(i, SolanaPaymentFlow::Outcome::Rejected, 0);
            }
        });
        tracker->start();
    }

private Q_SLOTS:
    void initTestCase()
    {
        QString error;
        QVERIFY2(m_sandbox.start(100, &error), qPrintable(error));
        ServiceConfig cfg{m_sandbox.url()};
        cfg.requestTimeoutMs = 5000;
        cfg.requestsPerMinute = 1000000;
        cfg.backoffBaseMs = 50;
        cfg.backoffCapMs = 1000;
        m_service = std::make_unique<ServiceClient>(&m_network, cfg);
        m_service->setApiKey(SecureBytes::copyOf(QByteArray(faultkit::kApiKey)));
        m_rpc = std::make_unique<RpcClient>(&m_network, m_sandbox.rpcUrl());
        m_rpc->setTimeoutMs(5000);
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), m_connection);
        db.setDatabaseName(m_dir.filePath(QStringLiteral("paydesk.sqlite")));
        QVERIFY(db.open());
        m_journal = std::make_unique<PaymentJournal>(db);
        QVERIFY(m_journal->isReady());
    }

    void cleanupTestCase()
    {
        m_journal.reset();
        QSqlDatabase::database(m_connection).close();
        QSqlDatabase::removeDatabase(m_connection);
    }

    void faultRun()
    {
        const int total = qEnvironmentVariableIsSet("PAYDESK_FAULT_PAYMENTS")
                              ? qEnvironmentVariableIntValue("PAYDESK_FAULT_PAYMENTS")
                              : 300;
        // Funds, before any fault: 4 custodial (hosted) wallets and 4 local payers.
        for (int w = 0; w < 4; ++w) {
            m_hostedWallets.append(
                m_sandbox.server().createCustodialWallet(*Amount::parse(QStringLiteral("5"), 9)));
            m_payers.push_back(generateKeypair());
            localtest::rpc(*m_rpc, QStringLiteral("requestAirdrop"),
                           nlohmann::json::array(
                               {m_payers.back().address().toStdString(), quint64(5000000000)}));
        }
        QMap<QString, quint64> before;
        for (const QString &w : m_hostedWallets)
            before.insert(w, localtest::balance(*m_rpc, w));
        for (const Keypair &k : m_payers) {
            QTRY_COMPARE(localtest::balance(*m_rpc, k.address()), quint64(5000000000));
            before.insert(k.address(), 5000000000);
        }
        const auto ledgerBefore = m_sandbox.ledgerTransactions();
        for (int i = 0; i < total; ++i) {
            Pay p;
            p.index = i;
            p.hosted = i % 2 == 0;
            p.wallet =
                p.hosted ? m_hostedWallets[(i / 2) % 4] : m_payers[size_t(i / 2) % 4].address();
            p.recipient = generateKeypair().address();
            m_pays.push_back(p);
        }

        m_faultConfig = {{QStringLiteral("latencyMs"), 5},
                         {QStringLiteral("errorRate"), 0.05},
                         {QStringLiteral("dropRate"), 0.03},
                         {QStringLiteral("truncateRate"), 0.045}};
        QVERIFY(!m_sandbox.faults(m_faultConfig).isEmpty());
        QElapsedTimer clock;
        clock.start();
        pump();
        QTRY_VERIFY_WITH_TIMEOUT(m_finished == total, 170000);
        const qint64 runMs = clock.elapsed();
        const QJsonObject injected = m_sandbox.injected();
        m_sandbox.faults({}); // faults off for the audit

        // Nothing is left to recover.
        PaymentRecovery recovery(&m_network, m_journal.get());
        QSignalSpy recovered(&recovery, &PaymentRecovery::finished);
        recovery.start();
        QVERIFY(recovered.count() || recovered.wait(5000));
        QCOMPARE(recovery.resumedCount(), 0);

        // Hosted records reach a final state on the sandbox's chain.
        QSet<QString> hosted(m_hostedWallets.begin(), m_hostedWallets.end());
        auto hostedRecords = [&]() {
            QList<QJsonObject> out;
            for (const QJsonObject &r : m_sandbox.paymentRecords())
                if (hosted.contains(r.value(QStringLiteral("from")).toString()))
                    out.append(r);
            return out;
        };
        auto allLanded = [&]() {
            for (const QJsonObject &r : hostedRecords()) {
                const QString s = r.value(QStringLiteral("status")).toString();
                if (s != u"confirmed" && s != u"finalized")
                    return false;
            }
            return true;
        };
        QTRY_VERIFY_WITH_TIMEOUT(allLanded(), 20000);

        // The ledger and the journal (and the hosted records) agree one to one.
        const auto ledger = m_sandbox.ledgerTransactions();
        QMap<QString, int> perRecipient; // landed transfers per recipient
        QMap<QString, quint64> spent;    // lamports that left each payer
        QSet<QString> accounted;
        const QList<JournalEntry> journal = m_journal->all();
        int journalLanded = 0;
        for (const JournalEntry &e : journal) {
            QVERIFY2(e.isFinal(), qPrintable(e.signature));
            const bool landed =
                e.state == JournalState::Confirmed || e.state == JournalState::Failed;
            QCOMPARE(ledger.contains(e.signature), landed);
            if (!landed)
                continue;
            ++journalLanded;
            accounted.insert(e.signature);
            const auto tx = ledger.value(e.signature);
            QCOMPARE(tx.err.isEmpty(), e.state == JournalState::Confirmed);
            const QString to = QJsonDocument::fromJson(e.request)
                                   .object()
                                   .value(QStringLiteral("recipient"))
                                   .toString();
            spent[e.wallet] += quint64(tx.fee) + (tx.err.isEmpty() ? kLamports : 0);
            if (tx.err.isEmpty())
                ++perRecipient[to];
        }
        const QList<QJsonObject> records = hostedRecords();
        for (const QJsonObject &r : records) {
            const QString sig = r.value(QStringLiteral("signature")).toString();
            QVERIFY2(ledger.contains(sig), qPrintable(sig));
            QVERIFY(!accounted.contains(sig));
            accounted.insert(sig);
            const auto tx = ledger.value(sig);
            QVERIFY(tx.err.isEmpty());
            ++perRecipient[r.value(QStringLiteral("to")).toString()];
            spent[r.value(QStringLiteral("from")).toString()] += quint64(tx.fee) + kLamports;
        }
        for (auto it = ledger.begin(); it != ledger.end(); ++it)
            QVERIFY2(
                ledgerBefore.contains(it.key()) || accounted.contains(it.key()),
                qPrintable(QStringLiteral("a ledger transaction nobody journaled: ") + it.key()));

        // Exactly once: each recipient holds its amount once, each payer paid exactly that.
        int paid = 0;
        for (const Pay &p : m_pays) {
            QVERIFY(p.done);
            QCOMPARE(perRecipient.value(p.recipient), p.paid ? 1 : 0);
            QCOMPARE(localtest::balance(*m_rpc, p.recipient), p.paid ? kLamports : 0);
            paid += p.paid ? 1 : 0;
        }
        for (auto it = before.begin(); it != before.end(); ++it)
            QCOMPARE(localtest::balance(*m_rpc, it.key()), it.value() - spent.value(it.key()));

        qInfo("FAULT RUN: %d payments (%d hosted, %d local) in %lld ms", total, (total + 1) / 2,
              total / 2, runMs);
        qInfo("  attempted %d, paid exactly once %d, landed-but-failed %d, gave up %d, retries %d",
              m_n.attempted, paid, m_n.failed, m_n.gaveUp, m_n.retries);
        qInfo("  local: confirmed journal entries %d, expired %d, rejected %d, refused %d, "
              "stopped before sending %d, unfinished->resolved %d/%d",
              journalLanded, m_n.expired, m_n.rejected, m_n.refused, m_n.errorBeforeSend,
              m_n.unfinishedResolved, m_n.unfinished);
        qInfo("  hosted: refused (nothing paid) %d, unknown %d -> resolved paid %d / not paid %d, "
              "history lookups retried %d, records %lld",
              m_n.hostedRefused, m_n.unknown, m_n.unknownPaid, m_n.unknownUnpaid,
              m_n.historyRetries, qint64(records.size()));
        qInfo("  faults injected: %s",
              QJsonDocument(injected).toJson(QJsonDocument::Compact).constData());
        QCOMPARE(m_n.gaveUp, 0);
        QCOMPARE(paid, total);
        QVERIFY(injected.value(QStringLiteral("error500")).toInt() > 0);
        QVERIFY(injected.value(QStringLiteral("dropped")).toInt() > 0);
        QVERIFY(injected.value(QStringLiteral("truncated")).toInt() > 0);
        QVERIFY(injected.value(QStringLiteral("rateLimited")).toInt() > 0);
    }
};

QTEST_GUILESS_MAIN(TstFaultsRun)
#include "tst_faults_run.moc"
