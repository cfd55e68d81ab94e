// Paying a seller through a payment channel (x402 `batch-settlement`, the sandbox demo seller's
// "batch" resources, its native x402BatchSettlement escrow and facilitator). The first request
// deposits once (asked of the person: the deposit leaves the wallet); later ones sign cumulative
// vouchers only, and nothing moves on chain. Each answer is checked; a seller that breaks the
// rules gets nothing more signed; a corrective 402 is adopted only when the payer's own voucher
// backs it. The escape hatch withdraws what the seller did not claim after the delay; a
// cooperative refund returns the rest at once.
#include "payments/PaidFetch.h"
#include "payments/evm/ChannelRefund.h"
#include "payments/evm/ChannelWithdrawal.h"
#include "store/BudgetStore.h"
#include "store/PaidFetchJournal.h"
#include "store/PaymentJournal.h"
#include "util/SandboxUsdc.h"
#include "x402/BatchSettlementCalls.h"

#include <QSignalSpy>
#include <QSqlDatabase>
#include <QTemporaryDir>

using namespace paydesk;
using namespace paydesk::evm;
using namespace paydesk::x402;
using paydesk::testing::SandboxUsdc;

class TstX402ChannelFetch : public QObject
{
    Q_OBJECT
    paydesk::testing::TestSandbox m_sandbox;
    QTemporaryDir m_dir;
    QNetworkAccessManager m_network;
    std::unique_ptr<EvmRpcClient> m_rpc;
    std::unique_ptr<SandboxUsdc> m_usdc;
    std::unique_ptr<BudgetStore> m_budgets;
    std::unique_ptr<PaidFetchJournal> m_journal;
    std::unique_ptr<PaymentJournal> m_sends;
    int m_keyLoads = 0;

    PaidFetch *fetch(const QString &name, bool confirm = true)
    {
        return m_usdc->fetchDemo(this, &m_network, m_budgets.get(), m_journal.get(), name,
                                 QStringLiteral("0.05"), &m_keyLoads, confirm);
    }
    static QString text(const PaidFetch *f)
    {
        return QStringLiteral("%1 %2: %3")
            .arg(PaidFetch::stateName(f->state()), f->code(), f->message());
    }
    ChannelBook &book() { return m_journal->channels(); }
    ChannelRow only()
    {
        const QList<ChannelRow> rows = book().all();
        return rows.isEmpty() ? ChannelRow() : rows.first();
    }
    U256 escrowBalance() const { return m_usdc->balance(BatchChannel::contract().toChecksummed()); }
    U256 wallet() const { return m_usdc->balance(SandboxUsdc::account()); }
    Amount counted(const PaidFetch *f) const
    {
        const PaymentOption &o = f->quote().option;
        Amount sum = Amount::fromUnits(0, 6);
        for (const SpendRecord &r :
             m_budgets->spending(f->quote().origin, o.networkId, Asset::keyOf(o.asset)))
            if (r.attemptId == f->content().attemptId)
                sum = sum + r.amount;
        return sum;
    }
    EvmPaymentFlow::KeyProvider keys()
    {
        return [this](const QString &, QObject *context, const EvmPaymentFlow::KeyCallback &done) {
            ++m_keyLoads;
            QTimer::singleShot(0, context, [done]() {
                done(wallet::EvmKey{SandboxUsdc::key(), *EvmAddress::parse(SandboxUsdc::account())},
                     {});
            });
        };
    }
    // The escape hatch from the test's wallet: initiate, or finalize once due.
    ChannelWithdrawal *withdraw(const ChannelRow &row)
    {
        ChannelWithdrawal::Options o;
        o.autoApprove = true;
        o.timing.pollIntervalMs = 100;
        auto *w = new ChannelWithdrawal({m_rpc.get(), m_sends.get(), keys()}, o, &book(), this);
        QSignalSpy done(w, &ChannelWithdrawal::finished);
        w->start(row);
        // Blocks come with the sandbox's slots: advance them until the withdrawal is final.
        [[maybe_unused]] const bool ended = QTest::qWaitFor(
            [&]() {
                m_sandbox.advance(1);
                return !done.isEmpty();
            },
            20000);
        return w;
    }

private Q_SLOTS:
    void initTestCase()
    {
        sandbox::SandboxOptions o;
        o.slotMs = 600000;
        o.statePath = m_sandbox.statePath();
        m_sandbox.startOrDie(std::move(o));
        QUrl u = m_sandbox.url();
        u.setPath(QStringLiteral("/evm"));
        m_rpc = std::make_unique<EvmRpcClient>(&m_network, u);
        m_usdc = std::make_unique<SandboxUsdc>(m_sandbox, m_rpc.get());
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"));
        db.setDatabaseName(m_dir.filePath(QStringLiteral("paydesk.sqlite")));
        QVERIFY(db.open());
        m_budgets = std::make_unique<BudgetStore>(db);
        m_journal = std::make_unique<PaidFetchJournal>(db);
        m_sends = std::make_unique<PaymentJournal>(db);
        QVERIFY(m_budgets->isReady() && m_journal->isReady());
    }

    // The deposit leaves the wallet: nobody has agreed to it, so it is asked, never made by
    // --yes for a price alone; declined, nothing is signed.
    void theDepositIsAskedFor()
    {
        PaidFetch *f = fetch(QStringLiteral("batch-demo-5"), false);
        QCOMPARE(f->state(), PaidFetch::State::AwaitingConfirmation);
        QVERIFY(f->quote().deposit);
        QCOMPARE(f->quote().deposit->toString(), QStringLiteral("1"));
        QCOMPARE(f->quote().option.displayAmount(), QStringLiteral("up to 0.01 USDC"));
        f->decline();
        QCOMPARE(m_keyLoads, 0);
        QVERIFY(book().all().isEmpty());
    }

    // The first request deposits 100 times the maximum and pays its charge by the voucher in the
    // same payload; the budgets keep the charge, not the deposit.
    void theFirstRequestDeposits()
    {
        const U256 before = wallet();
        const U256 escrow = escrowBalance();
        PaidFetch *f = fetch(QStringLiteral("batch-demo-5"));
        QVERIFY2(f->state() == PaidFetch::State::Done && f->code().isEmpty(), qPrintable(text(f)));
        QVERIFY(f->content().paymentId.startsWith(u"channel:0x"));
        QCOMPARE(f->content().amount, QStringLiteral("0.00005 USDC"));
        QCOMPARE(f->content().maximum, QStringLiteral("0.01 USDC"));
        QVERIFY2(f->content().chargeNote.contains(QStringLiteral("through the payment channel")),
                 qPrintable(f->content().chargeNote));
        QCOMPARE(*before.checkedSub(wallet()), U256(1000000));
        QCOMPARE(*escrowBalance().checkedSub(escrow), U256(1000000));
        QCOMPARE(counted(f), *Amount::parse(u"0.00005", 6));
        const ChannelRow row = only();
        QCOMPARE(row.status, ChannelRow::Status::Open);
        QCOMPARE(row.balance, QStringLiteral("1000000"));
        QCOMPARE(row.charged, QStringLiteral("50"));
        QCOMPARE(row.ceiling, QStringLiteral("10000"));
        QVERIFY(row.depositPending.isEmpty());
        QCOMPARE(m_journal->find(f->content().attemptId)->charged, QStringLiteral("0.00005"));
    }

    // Later requests sign vouchers alone: nothing moves on chain, the cumulative charge grows by
    // each checked charge, and the ceiling is always the previous charge plus one maximum.
    void laterRequestsSignVouchersOnly()
    {
        const U256 before = wallet();
        const U256 escrow = escrowBalance();
        for (const char *name : {"batch-a-100", "batch-b-zero", "batch-c-7"}) {
            PaidFetch *f = fetch(QString::fromLatin1(name));
            QVERIFY2(f->state() == PaidFetch::State::Done && f->code().isEmpty(),
                     qPrintable(text(f)));
            QVERIFY(!f->quote().deposit);
            QVERIFY(f->content().signature.isEmpty()); // no transaction
        }
        QCOMPARE(wallet(), before);
        QCOMPARE(escrowBalance(), escrow);
        const ChannelRow row = only();
        QCOMPARE(row.charged, QStringLiteral("1120"));  // 50 + 1000 + 0 + 70
        QCOMPARE(row.ceiling, QStringLiteral("11050")); // 1050 + 10000
    }

    // The seller's answer was lost after it charged: the next voucher does not match, the seller
    // shows its state with the payer's own voucher, Paydesk adopts it and pays again once.
    void aCorrective402BackedByTheVoucherIsAdopted()
    {
        PaidFetch *lost = fetch(QStringLiteral("batch-lost-20-fail-drop"));
        QCOMPARE(lost->state(), PaidFetch::State::Failed);
        QCOMPARE(lost->code(), QStringLiteral("response_lost"));
        PaidFetch *f = fetch(QStringLiteral("batch-next-30"));
        QVERIFY2(f->state() == PaidFetch::State::Done && f->code().isEmpty(), qPrintable(text(f)));
        QCOMPARE(f->content().amount, QStringLiteral("0.0003 USDC"));
        const ChannelRow row = only();
        QCOMPARE(row.charged, QStringLiteral("5120")); // 1120 + 3700 (the lost one) + 300
        QCOMPARE(row.status, ChannelRow::Status::Open);
    }

    // A cooperative refund: the seller returns what it has not charged, the channel is closed.
    void aRefundReturnsTheRest()
    {
        const ChannelRow row = only();
        const U256 before = wallet();
        evm::ChannelRefund refund({&m_network, &book(), keys(), m_rpc.get()});
        QSignalSpy done(&refund, &evm::ChannelRefund::finished);
        refund.start(row);
        QVERIFY(done.wait(20000));
        QVERIFY2(refund.ok(), qPrintable(refund.message()));
        QCOMPARE(refund.refunded(), QStringLiteral("994880"));
        QCOMPARE(*wallet().checkedSub(before), U256(994880));
        QCOMPARE(book().find(row.id)->status, ChannelRow::Status::Closed);
    }

    // A seller whose refund answer claims more than its transaction returned: the chain's
    // Transfer logs are what is believed, and the difference is named.
    void aRefundIsReadFromTheChain()
    {
        PaidFetch *f = fetch(QStringLiteral("batch-overstate-10"));
        QVERIFY2(f->state() == PaidFetch::State::Done && f->code().isEmpty(), qPrintable(text(f)));
        const ChannelRow row = only();
        const U256 before = wallet();
        evm::ChannelRefund refund({&m_network, &book(), keys(), m_rpc.get()});
        QSignalSpy done(&refund, &evm::ChannelRefund::finished);
        refund.start(row);
        QVERIFY(done.wait(20000));
        QVERIFY2(refund.ok(), qPrintable(refund.message()));
        QCOMPARE(refund.refunded(), QStringLiteral("999900")); // 1 USDC less the 100 charged
        QCOMPARE(*wallet().checkedSub(before), U256(999900));
        QVERIFY2(refund.message().contains(QStringLiteral("the seller said 1.9998 USDC, the "
                                                          "chain shows 0.9999 USDC returned")),
                 qPrintable(refund.message()));
    }

    // A seller charging above the request's maximum: counted at the maximum, the channel stopped,
    // and the next request signs nothing on it.
    void anOverchargeStopsTheChannel()
    {
        PaidFetch *f = fetch(QStringLiteral("batch-open-1"));
        QVERIFY2(f->state() == PaidFetch::State::Done, qPrintable(text(f)));
        QVERIFY(f->quote().deposit); // a new channel: the old one is closed
        f = fetch(QStringLiteral("batch-overcharge"));
        QVERIFY2(f->state() == PaidFetch::State::Done, qPrintable(text(f)));
        QVERIFY(f->content().chargeAboveMaximum);
        QCOMPARE(f->content().amount, QStringLiteral("0.01 USDC"));
        QCOMPARE(counted(f), *Amount::parse(u"0.01", 6));
        const ChannelRow row = only();
        QCOMPARE(row.status, ChannelRow::Status::Stopped);
        const int loads = m_keyLoads;
        f = fetch(QStringLiteral("batch-after-1"));
        QCOMPARE(f->state(), PaidFetch::State::Refused);
        QCOMPARE(f->code(), QStringLiteral("channel_stopped"));
        QVERIFY2(f->message().contains(QStringLiteral("channel withdraw")), qPrintable(text(f)));
        QCOMPARE(m_keyLoads, loads);
        // Its money comes back by the escape hatch (the last test); the next opens a new one.
        book().setStatus(row.id, ChannelRow::Status::Closed, QStringLiteral("test"));
    }

    // A seller whose cumulative charge skips, or names another channel: the channel stops.
    void brokenAccountingStopsTheChannel_data()
    {
        QTest::addColumn<QString>("name");
        QTest::newRow("skipback") << QStringLiteral("batch-skipback-40");
        QTest::newRow("wrongchannel") << QStringLiteral("batch-wrongchannel-40");
    }
    void brokenAccountingStopsTheChannel()
    {
        QFETCH(QString, name);
        PaidFetch *f = fetch(QStringLiteral("batch-fresh-1"));
        QVERIFY2(f->state() == PaidFetch::State::Done && f->code().isEmpty(), qPrintable(text(f)));
        f = fetch(name);
        QVERIFY2(f->state() == PaidFetch::State::Done, qPrintable(text(f)));
        QVERIFY(f->content().chargeAboveMaximum);
        QCOMPARE(only().status, ChannelRow::Status::Stopped);
        // Its money comes back by the escape hatch; the next test opens a new channel.
        book().setStatus(only().id, ChannelRow::Status::Closed, QStringLiteral("test"));
    }

    // A seller that forgot the channel answers a 402 its payer's voucher does not back: nothing
    // more is signed.
    void aCorrectionWithoutTheVoucherIsRefused()
    {
        PaidFetch *f = fetch(QStringLiteral("batch-forgetful-10"));
        QVERIFY2(f->state() == PaidFetch::State::Done && f->code().isEmpty(), qPrintable(text(f)));
        f = fetch(QStringLiteral("batch-then-10"));
        QCOMPARE(f->state(), PaidFetch::State::Failed);
        QCOMPARE(f->code(), QStringLiteral("channel_stopped"));
        QVERIFY2(f->message().contains(QStringLiteral("not backed by a voucher of yours")),
                 qPrintable(text(f)));
        QCOMPARE(only().status, ChannelRow::Status::Stopped);
    }

    // The escape hatch (last: it moves the chain's clock): started at once, refused until the
    // delay has passed on the chain's clock, then finished; what the seller did not claim comes
    // back.
    void theWithdrawalIsTheEscapeHatch()
    {
        const ChannelRow row = only();
        ChannelWithdrawal *w = withdraw(row);
        QVERIFY2(w->outcome() == PaymentFlow::Outcome::Confirmed, qPrintable(w->message()));
        QVERIFY(!w->finalizing());
        w = withdraw(*book().find(row.id));
        QCOMPARE(w->outcome(), PaymentFlow::Outcome::Refused);
        QVERIFY2(w->message().contains(QStringLiteral("can be finished from")),
                 qPrintable(w->message()));
        // The seller sweeps what it may (its vouchers) during the delay; then time passes.
        paydesk::testing::waitFor(
            m_rpc->call(QStringLiteral("evm_increaseTime"), nlohmann::json::array({901})));
        const U256 before = wallet();
        w = withdraw(*book().find(row.id));
        QVERIFY2(w->outcome() == PaymentFlow::Outcome::Confirmed, qPrintable(w->message()));
        QVERIFY(w->finalizing());
        QVERIFY(wallet() > before);
        QCOMPARE(book().find(row.id)->status, ChannelRow::Status::Closed);
    }
};

QTEST_GUILESS_MAIN(TstX402ChannelFetch)
#include "tst_x402_channel_fetch.moc"
