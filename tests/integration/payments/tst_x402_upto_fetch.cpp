// A seller pricing by use (x402 `upto`, the sandbox demo seller's "upto" resources, settled by
// the sandbox as facilitator through its native upto proxy). Paydesk signs a Permit2 witness
// transfer of at most the option's amount, binding the seller's facilitator; the budgets reserve
// that maximum at signing and keep only the charge once the seller settles; a seller that charges
// nothing leaves the authorization to expire, counted until then; one that claims more than the
// maximum is counted at the maximum, the most Permit2 can move.
#include "evm/Eip712.h"
#include "evm/Keccak.h"
#include "payments/PaidFetch.h"
#include "payments/PaidFetchRecord.h"
#include "payments/evm/EvmPaymentFlow.h"
#include "payments/evm/SettledCharge.h"
#include "sandbox/DemoSeller.h"
#include "store/BudgetStore.h"
#include "store/PaidFetchJournal.h"
#include "util/SandboxUsdc.h"
#include "x402/UptoPermit2.h"

#include <QSignalSpy>
#include <QSqlDatabase>
#include <QTemporaryDir>
#include <QTimer>

using namespace paydesk;
using namespace paydesk::evm;
using namespace paydesk::x402;
using paydesk::testing::SandboxUsdc;

class TstX402UptoFetch : public QObject
{
    Q_OBJECT
    paydesk::testing::TestSandbox m_sandbox;
    QTemporaryDir m_dir;
    QNetworkAccessManager m_network;
    std::unique_ptr<EvmRpcClient> m_rpc;
    std::unique_ptr<SandboxUsdc> m_usdc;
    std::unique_ptr<BudgetStore> m_budgets;
    std::unique_ptr<PaidFetchJournal> m_journal;
    int m_keyLoads = 0;

    PaidFetch *fetch(const QString &name, const QString &maximum = QStringLiteral("0.05"))
    {
        return m_usdc->fetchDemo(this, &m_network, m_budgets.get(), m_journal.get(), name, maximum,
                                 &m_keyLoads);
    }
    static QString text(const PaidFetch *f)
    {
        return QStringLiteral("%1 %2: %3")
            .arg(PaidFetch::stateName(f->state()), f->code(), f->message());
    }
    // What the budgets count of one fetch's site in its asset.
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
    U256 spentSince(const U256 &before) const
    {
        return *before.checkedSub(m_usdc->balance(SandboxUsdc::account()));
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
        m_usdc = std::make_unique<SandboxUsdc>(m_sandbox, m_rpc.get());
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"));
        db.setDatabaseName(m_dir.filePath(QStringLiteral("paydesk.sqlite")));
        QVERIFY(db.open());
        m_budgets = std::make_unique<BudgetStore>(db);
        m_journal = std::make_unique<PaidFetchJournal>(db);
        QVERIFY(m_budgets->isReady() && m_journal->isReady());
    }

    // Permit2 moves only what the token allows it: the maximum, not the charge, must be covered
    // before anything is signed.
    void allowanceBelowTheMaximumIsRefused()
    {
        QVERIFY(m_usdc->approve(U256(5000)));
        PaidFetch *f = fetch(QStringLiteral("v2-upto-short-100"));
        QCOMPARE(f->code(), QStringLiteral("allowance_required"));
        QVERIFY2(f->message().contains(QStringLiteral("the 0.01 USDC it may charge at most")) &&
                     f->message().contains(QStringLiteral("permit2 approve \"0.01 USDC\"")),
                 qPrintable(text(f)));
        QCOMPARE(m_keyLoads, 0);
        QVERIFY(m_usdc->approve(U256::max()));
    }

    // The seller settles what the request used: the maximum was signed and reserved, 0.0025 was
    // charged on chain, and only that stays counted.
    void chargeWithinTheMaximum()
    {
        const U256 before = m_usdc->balance(SandboxUsdc::account());
        PaidFetch *f = fetch(QStringLiteral("v2-upto-llm-250"));
        QVERIFY2(f->state() == PaidFetch::State::Done && f->code().isEmpty(), qPrintable(text(f)));
        QCOMPARE(f->quote().option.displayAmount(), QStringLiteral("up to 0.01 USDC"));
        QVERIFY(f->content().paymentId.startsWith(u"upto:"));
        QCOMPARE(f->content().amount, QStringLiteral("0.0025 USDC"));
        QCOMPARE(f->content().maximum, QStringLiteral("0.01 USDC"));
        QVERIFY(!f->content().chargeAboveMaximum);
        QCOMPARE(spentSince(before), U256(2500));
        QCOMPARE(counted(f), *Amount::parse(u"0.0025", 6));
        const FetchAttempt a = *m_journal->find(f->content().attemptId);
        QVERIFY(a.upTo);
        QCOMPARE(a.amount, QStringLiteral("0.01"));
        QCOMPARE(a.charged, QStringLiteral("0.0025"));
        QCOMPARE(a.state, FetchAttempt::State::Delivered);
        // The history's record: the charge, beside the most it authorized.
        const auto record = PaidFetchRecord::make(a);
        QVERIFY(record);
        QCOMPARE(record->amount->toString(), QStringLiteral("0.0025"));
        QVERIFY2(record->raw.contains("\"maxAmount\":\"0.01\""), record->raw.constData());
        // v1 (X-PAYMENT) pays the same way.
        f = fetch(QStringLiteral("v1-upto-llm-100"));
        QVERIFY2(f->state() == PaidFetch::State::Done && f->code().isEmpty(), qPrintable(text(f)));
        QCOMPARE(f->content().amount, QStringLiteral("0.001 USDC"));
        QCOMPARE(spentSince(before), U256(3500));
    }

    // Nothing used: the seller settles nothing and no transaction is made. The authorization can
    // still be settled until it expires, so its maximum stays counted until then.
    void nothingChargedIsLeftToExpire()
    {
        const U256 before = m_usdc->balance(SandboxUsdc::account());
        PaidFetch *f = fetch(QStringLiteral("v2-upto-zero"));
        QVERIFY2(f->state() == PaidFetch::State::Done, qPrintable(text(f)));
        QCOMPARE(f->code(), QStringLiteral("not_settled"));
        QVERIFY2(f->message().startsWith(QStringLiteral("Not charged yet")), qPrintable(text(f)));
        QVERIFY2(f->message().contains(QStringLiteral("up to 0.01 USDC")), qPrintable(text(f)));
        QVERIFY(!f->moneyMoved());
        QCOMPARE(spentSince(before), U256());
        QCOMPARE(counted(f), *Amount::parse(u"0.01", 6));
        QCOMPARE(m_journal->find(f->content().attemptId)->state, FetchAttempt::State::NotAccepted);
    }

    // A hostile seller claims twice the maximum: the chain shows what Permit2 moved (the
    // maximum at most), and that is what is counted and said; the claim is named as such.
    void aClaimAboveTheMaximumIsNotBelieved()
    {
        const U256 before = m_usdc->balance(SandboxUsdc::account());
        PaidFetch *f = fetch(QStringLiteral("v2-upto-overclaim"));
        QVERIFY2(f->state() == PaidFetch::State::Done, qPrintable(text(f)));
        QVERIFY(f->content().chargeAboveMaximum);
        QCOMPARE(f->content().amount, QStringLiteral("0.01 USDC"));
        QVERIFY2(f->content().chargeNote.contains(QStringLiteral("0.02")),
                 qPrintable(f->content().chargeNote));
        QCOMPARE(spentSince(before), U256(10000));
        QCOMPARE(counted(f), *Amount::parse(u"0.01", 6));
        // A settlement that states no charge, or half of it: the chain's transfer is counted.
        U256 held = m_usdc->balance(SandboxUsdc::account());
        f = fetch(QStringLiteral("v2-upto-unstated-300"));
        QVERIFY2(f->state() == PaidFetch::State::Done, qPrintable(text(f)));
        QCOMPARE(counted(f), *Amount::parse(u"0.003", 6));
        QCOMPARE(spentSince(held), U256(3000));
        QVERIFY2(f->content().chargeNote.contains(QStringLiteral("the chain shows 0.003 USDC")),
                 qPrintable(f->content().chargeNote));
        held = m_usdc->balance(SandboxUsdc::account());
        f = fetch(QStringLiteral("v2-upto-understate-800"));
        QVERIFY2(f->state() == PaidFetch::State::Done, qPrintable(text(f)));
        QCOMPARE(f->content().amount, QStringLiteral("0.008 USDC"));
        QCOMPARE(counted(f), *Amount::parse(u"0.008", 6));
        QCOMPARE(spentSince(held), U256(8000));
        QVERIFY2(f->content().chargeNote.contains(QStringLiteral("says 0.004 USDC")),
                 qPrintable(f->content().chargeNote));
        QCOMPARE(m_journal->find(f->content().attemptId)->charged, QStringLiteral("0.008"));
    }

    // A maximum above what the person allows (--max-amount) is refused before anything is
    // signed, whatever the seller says it will charge.
    void aMaximumAboveTheLimitIsRefused()
    {
        const int loads = m_keyLoads;
        PaidFetch *f = fetch(QStringLiteral("v2-upto-small-1"), QStringLiteral("0.005"));
        QVERIFY2(f->state() == PaidFetch::State::Refused, qPrintable(text(f)));
        QCOMPARE(f->code(), QStringLiteral("over_max_amount"));
        QCOMPARE(m_keyLoads, loads);
    }

    // The chain's charge is the sum of the token's Transfer logs from the payer to the payee;
    // another token's, another payer's, another payee's or a malformed log is no part of it.
    void theChargeIsSummedFromTheReceiptsLogs()
    {
        const EvmAddress token = sandbox::TestUsdc::address();
        const EvmAddress payer = *EvmAddress::parse(SandboxUsdc::account());
        const EvmAddress payee = *EvmAddress::parse(u"0x70997970C51812dc3A010C7d01b50e0d17dc79C8");
        const auto log = [](const EvmAddress &at, const EvmAddress &from, const EvmAddress &to,
                            quint64 value) {
            return EvmLog{at,
                          {Erc20::transferTopic(), Eip712::word(from), Eip712::word(to)},
                          Eip712::word(U256(value))};
        };
        EvmLog approval = log(token, payer, payee, 7);
        approval.topics[0] = Keccak::hash256("Approval(address,address,uint256)");
        EvmLog shortData = log(token, payer, payee, 9);
        shortData.data.chop(1);
        const QList<EvmLog> logs = {log(token, payer, payee, 2500),
                                    log(token, payer, payee, 500),
                                    log(payee, payer, payee, 1000), // another contract
                                    log(token, payee, payer, 1000), // the other way
                                    approval,
                                    shortData};
        QCOMPARE(SettledCharge::transferred(logs, token, payer, payee), U256(3000));
        QCOMPARE(SettledCharge::transferred({}, token, payer, payee), U256());
        // The sandbox's receipts carry them: read back through the node's JSON.
        const auto parsed = EvmRpcClient::parseLogs(nlohmann::json::array(
            {{{"address", token.toChecksummed().toStdString()},
              {"topics",
               {"0x" + Erc20::transferTopic().toHex().toStdString(),
                "0x" + Eip712::word(payer).toHex().toStdString(),
                "0x" + Eip712::word(payee).toHex().toStdString()}},
              {"data", "0x" + Eip712::word(U256(42)).toHex().toStdString()}}}));
        QVERIFY(parsed);
        QCOMPARE(SettledCharge::transferred(*parsed, token, payer, payee), U256(42));
        QVERIFY(!EvmRpcClient::parseLogs(nlohmann::json::array({{{"address", "0x12"}}})));
    }

    // The upto proxy's settle call carries the charge beside the authorization the buyer signed,
    // and reads back as the same authorization (the sandbox's chain decodes it so).
    void theSettleCallReadsBack()
    {
        PaymentOption o;
        o.scheme = QStringLiteral("upto");
        o.payTo = QStringLiteral("0x70997970C51812dc3A010C7d01b50e0d17dc79C8");
        o.amountUnits = QStringLiteral("1000");
        o.asset = sandbox::TestUsdc::address().toChecksummed();
        o.maxTimeoutSeconds = 60;
        o.extra["facilitatorAddress"] = "0x90F79bf6EB2c4f870365E785982E1f101E93b906";
        QString why;
        const auto a = UptoPermit2::authorize(o, *EvmAddress::parse(SandboxUsdc::account()),
                                              QDateTime::currentSecsSinceEpoch(), &why);
        QVERIFY2(a, qPrintable(why));
        const auto sig = Permit2::sign(*a, sandbox::EvmChain::kChainId, SandboxUsdc::key(), &why);
        QVERIFY(sig);
        const QByteArray over = sandbox::Permit2Proxy::uptoSettleCall(*a, U256(1001), *sig);
        const auto read = sandbox::Permit2Proxy::decodeUptoSettle(over);
        QVERIFY(read);
        QCOMPARE(read->amount, U256(1001));
        QCOMPARE(read->authorization.structHash(), a->structHash());
    }
};

QTEST_GUILESS_MAIN(TstX402UptoFetch)
#include "tst_x402_upto_fetch.moc"
