// A seller asking its test USDC by Permit2 (the sandbox demo seller's "permit2"
// resources, settled by the sandbox as facilitator through its native Permit2 and x402 proxy).
// Paydesk reads the token's allowance to Permit2 before any key is unlocked: too little is
// refused with the approve to make, and nothing is signed; enough, it signs the Permit2
// authorization and the seller's facilitator moves exactly the price, once, within the allowance.
#include "core/Origin.h"
#include "evm/Erc20.h"
#include "evm/EvmRpcClient.h"
#include "evm/EvmTransaction.h"
#include "models/PaymentOutcome.h"
#include "payments/PaidFetch.h"
#include "payments/evm/EvmPaymentFlow.h"
#include "sandbox/EvmChain.h"
#include "sandbox/TestUsdc.h"
#include "store/BudgetStore.h"
#include "store/PaidFetchJournal.h"
#include "util/SandboxUsdc.h"
#include "util/TestSandbox.h"
#include "util/Wait.h"
#include "x402/Permit2.h"
#include "x402/RequirementsParser.h"

#include <QSignalSpy>
#include <QSqlDatabase>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

using namespace paydesk;
using namespace paydesk::evm;
using namespace paydesk::x402;

namespace {
const QByteArray kKeyHex = paydesk::testing::SandboxUsdc::kKeyHex;
const QString kAccount = paydesk::testing::SandboxUsdc::account();
} // namespace

class TstX402Permit2Fetch : public QObject
{
    Q_OBJECT
    paydesk::testing::TestSandbox m_sandbox;
    QTemporaryDir m_dir;
    QNetworkAccessManager m_network;
    std::unique_ptr<EvmRpcClient> m_rpc;
    std::unique_ptr<BudgetStore> m_budgets;
    std::unique_ptr<PaidFetchJournal> m_journal;
    int m_keyLoads = 0;

    std::unique_ptr<paydesk::testing::SandboxUsdc> m_usdc;

    U256 usdc(const QString &owner) { return m_usdc->balance(owner); }
    U256 allowance() { return m_usdc->allowance(); }
    bool approve(const U256 &amount) { return m_usdc->approve(amount); }
    PaidFetch *fetch(const QString &name)
    {
        return m_usdc->fetchDemo(this, &m_network, m_budgets.get(), m_journal.get(), name,
                                 QStringLiteral("0.01"), &m_keyLoads);
    }
    static QString text(const PaidFetch *f)
    {
        return QStringLiteral("%1 %2: %3")
            .arg(PaidFetch::stateName(f->state()), f->code(), f->message());
    }

private Q_SLOTS:
    void initTestCase()
    {
        sandbox::SandboxOptions o;
        o.slotMs = 600000; // blocks when the test mines one (advance) or the facilitator settles
        o.statePath = m_sandbox.statePath();
        m_sandbox.startOrDie(std::move(o));
        QUrl u = m_sandbox.url();
        u.setPath(QStringLiteral("/evm"));
        m_rpc = std::make_unique<EvmRpcClient>(&m_network, u);
        m_usdc = std::make_unique<paydesk::testing::SandboxUsdc>(m_sandbox, m_rpc.get());
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"));
        db.setDatabaseName(m_dir.filePath(QStringLiteral("paydesk.sqlite")));
        QVERIFY(db.open());
        m_budgets = std::make_unique<BudgetStore>(db);
        m_journal = std::make_unique<PaidFetchJournal>(db);
        QVERIFY(m_budgets->isReady() && m_journal->isReady());
    }

    // No allowance, then one below the price: refused before any key is unlocked, the approve
    // to make named, nothing paid.
    void tooLittleAllowanceIsRefused()
    {
        const U256 before = usdc(kAccount);
        PaidFetch *f = fetch(QStringLiteral("v2-permit2-none"));
        QVERIFY2(f->state() == PaidFetch::State::Refused, qPrintable(text(f)));
        QCOMPARE(f->code(), QStringLiteral("allowance_required"));
        QVERIFY2(f->message().contains(Permit2::address().toChecksummed()), qPrintable(text(f)));
        QVERIFY2(f->message().contains(QStringLiteral("0.005 USDC")), qPrintable(text(f)));
        QVERIFY2(f->message().contains(QStringLiteral("never signs an unlimited approval")),
                 qPrintable(text(f)));
        QVERIFY(!f->moneyMoved());
        QCOMPARE(m_keyLoads, 0);
        // The option says what fixes it, for the Pay page's "Approve Permit2" button.
        QCOMPARE(f->requirements()->options.at(f->quote().option.index).refusalCode,
                 QStringLiteral("allowance_required"));
        QVERIFY(approve(U256(3000)));
        f = fetch(QStringLiteral("v2-permit2-less"));
        QCOMPARE(f->code(), QStringLiteral("allowance_required"));
        QVERIFY2(f->message().contains(QStringLiteral("only 0.003")), qPrintable(text(f)));
        QCOMPARE(m_keyLoads, 0);
        QCOMPARE(usdc(kAccount), before);
    }

    // Enough allowance: paid once, exactly the price, the allowance spent by it; the next
    // payment finds too little again. v1 (X-PAYMENT) pays the same way.
    void allowanceCoveringThePricePays()
    {
        QVERIFY(approve(U256(5000)));
        const U256 before = usdc(kAccount);
        PaidFetch *f = fetch(QStringLiteral("v2-permit2-paid"));
        QVERIFY2(f->state() == PaidFetch::State::Done, qPrintable(text(f)));
        QVERIFY(f->content().settlement.success);
        QVERIFY(f->content().paymentId.startsWith(u"permit2:"));
        // What the tray and the history say of it: the price in its own asset.
        QCOMPARE(PaymentOutcome::ofPaidFetch(*f)->amount, QStringLiteral("0.005 USDC"));
        const QString seller = f->quote().option.payTo;
        QCOMPARE(*before.checkedSub(usdc(kAccount)), U256(5000));
        QCOMPARE(allowance(), U256());
        QCOMPARE(m_keyLoads, 1);
        const U256 sellerHeld = usdc(seller);
        f = fetch(QStringLiteral("v2-permit2-again"));
        QCOMPARE(f->code(), QStringLiteral("allowance_required"));
        // An unlimited allowance the user made themselves: each payment moves its price only.
        QVERIFY(approve(U256::max()));
        f = fetch(QStringLiteral("v1-permit2-paid"));
        QVERIFY2(f->state() == PaidFetch::State::Done, qPrintable(text(f)));
        QCOMPARE(usdc(seller), *sellerHeld.checkedAdd(U256(5000)));
        QCOMPARE(allowance(), U256::max());
        QCOMPARE(*before.checkedSub(usdc(kAccount)), U256(10000));
    }

    // The signed proof sent again, to the same or another resource: never a second transfer.
    void aProofPaysOnce()
    {
        QVERIFY(allowance() == U256::max());
        const U256 before = usdc(kAccount);
        PaidFetch *f = fetch(QStringLiteral("v1-permit2-once"));
        QVERIFY2(f->state() == PaidFetch::State::Done, qPrintable(text(f)));
        const FetchAttempt paid = m_journal->all().first();
        QVERIFY(paid.paymentId.startsWith(u"permit2:"));
        QUrl other = m_sandbox.url();
        other.setPath(QStringLiteral("/demo/resource/v1-permit2-other"));
        QNetworkRequest request(other);
        request.setRawHeader(paid.proofHeader.toLatin1(), paid.proof.toLatin1());
        QNetworkReply *r = m_network.get(request);
        QVERIFY(QTest::qWaitFor([r]() { return r->isFinished(); }, 20000));
        r->deleteLater();
        QCOMPARE(*before.checkedSub(usdc(kAccount)), U256(5000));
    }

    // A lost answer to a Permit2 payment is reconciled by its nonce in Permit2's nonceBitmap:
    // used, the proof is re-sent and nothing is paid again; unused and past its deadline, the
    // attempt closes unpaid and the URL is paid anew, once; unused and still valid, re-sent.
    void lostAnswerIsReconciledByNonce()
    {
        QVERIFY(allowance() == U256::max());
        const qint64 now = QDateTime::currentSecsSinceEpoch();
        // A journaled attempt whose answer never came: a Permit2 authorization signed `age`
        // seconds ago (deadline = then + 60 s).
        const auto lost = [&](const QString &name, qint64 age, bool settleFirst) {
            QUrl url = m_sandbox.url();
            url.setPath(QStringLiteral("/demo/resource/") + name);
            QNetworkReply *r = m_network.get(QNetworkRequest(url));
            paydesk::testing::waitFor(r);
            r->deleteLater();
            const auto required =
                RequirementsParser::parse(url, r->rawHeader("PAYMENT-REQUIRED"), r->readAll());
            PaymentOption option;
            for (const PaymentOption &o : required.required->options)
                if (Permit2::asked(o))
                    option = o;
            QString error;
            const auto payer = *EvmAddress::parse(kAccount);
            const auto a = Permit2::authorize(option, payer, now - age, &error);
            const auto sig =
                Permit2::sign(*a, sandbox::EvmChain::kChainId,
                              SecureBytes::copyOf(QByteArray::fromHex(kKeyHex)), &error);
            FetchAttempt attempt;
            attempt.url = url.toString();
            attempt.origin = Origin::of(url);
            attempt.network = option.networkId;
            attempt.wallet = kAccount;
            attempt.payTo = option.payTo;
            attempt.mode = QStringLiteral("local");
            attempt.amount = option.amount->toString();
            attempt.x402Version = 2;
            attempt.symbol = QStringLiteral("USDC");
            const qint64 id = *m_journal->begin(attempt);
            const QString proof = Permit2::proof(option, *a, *sig);
            m_journal->setPaid(id, QStringLiteral("permit2:") + a->nonce.toDecimal(), {},
                               QStringLiteral("PAYMENT-SIGNATURE"), proof);
            if (settleFirst) { // the seller settled it; its answer was lost on the way back
                QNetworkRequest paid(url);
                paid.setRawHeader("PAYMENT-SIGNATURE", proof.toLatin1());
                QNetworkReply *s = m_network.get(paid);
                paydesk::testing::waitFor(s);
                s->deleteLater();
                if (s->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt() != 200)
                    qWarning("the seller did not settle: %s", s->readAll().constData());
            }
            return id;
        };
        const int loads = m_keyLoads;

        // Used: re-sent, delivered, paid once.
        U256 before = usdc(kAccount);
        const qint64 used = lost(QStringLiteral("v2-permit2-lost-used"), 0, true);
        QCOMPARE(*before.checkedSub(usdc(kAccount)), U256(5000));
        PaidFetch *f = fetch(QStringLiteral("v2-permit2-lost-used"));
        QVERIFY2(f->state() == PaidFetch::State::Done, qPrintable(text(f)));
        QVERIFY(f->content().resumed);
        QCOMPARE(m_journal->find(used)->state, FetchAttempt::State::Delivered);
        QCOMPARE(*before.checkedSub(usdc(kAccount)), U256(5000));

        // Unused and past its deadline: closed unpaid, the URL paid anew, once.
        before = usdc(kAccount);
        const qint64 expired = lost(QStringLiteral("v2-permit2-lost-expired"), 3600, false);
        f = fetch(QStringLiteral("v2-permit2-lost-expired"));
        QVERIFY2(f->state() == PaidFetch::State::Done, qPrintable(text(f)));
        QVERIFY(!f->content().resumed);
        QCOMPARE(*before.checkedSub(usdc(kAccount)), U256(5000));
        const auto closed = m_journal->find(expired);
        QCOMPARE(closed->state, FetchAttempt::State::Failed);
        QVERIFY2(closed->detail.contains(u"expired"), qPrintable(closed->detail));
        QCOMPARE(m_keyLoads, loads + 1); // the new payment's signature only

        // Unused and still valid: its proof is re-sent (and settled now), nothing new signed.
        before = usdc(kAccount);
        const qint64 pending = lost(QStringLiteral("v2-permit2-lost-valid"), 0, false);
        f = fetch(QStringLiteral("v2-permit2-lost-valid"));
        QVERIFY2(f->state() == PaidFetch::State::Done, qPrintable(text(f)));
        QVERIFY(f->content().resumed);
        QCOMPARE(m_journal->find(pending)->state, FetchAttempt::State::Delivered);
        QCOMPARE(*before.checkedSub(usdc(kAccount)), U256(5000));
        QCOMPARE(m_keyLoads, loads + 1);
    }
};

QTEST_GUILESS_MAIN(TstX402Permit2Fetch)
#include "tst_x402_permit2_fetch.moc"
