// A seller asking by Permit2 needs the token to allow Permit2 first. Paydesk makes
// that approve itself, for the exact amount the user gives (never unlimited): built from the
// user's node, held against EvmPolicy with its exact calldata, signed only after approve(),
// journaled, followed to its receipt on the sandbox's EVM chain; then the Permit2 payment the
// seller asked for goes through. Refusals sign nothing and leave the allowance as it was.
#include "evm/Erc20.h"
#include "evm/EvmRpcClient.h"
#include "payments/PaidFetch.h"
#include "payments/evm/Permit2Approval.h"
#include "sandbox/EvmChain.h"
#include "sandbox/TestUsdc.h"
#include "store/BudgetStore.h"
#include "store/PaidFetchJournal.h"
#include "store/PaymentJournal.h"
#include "util/TestSandbox.h"
#include "util/Wait.h"
#include "x402/Permit2.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QSignalSpy>
#include <QSqlDatabase>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

using namespace paydesk;
using namespace paydesk::evm;
using namespace paydesk::x402;

namespace {
// Hardhat / Anvil test account #0 (public test key): 1,000 test USDC on the sandbox's first run.
const QByteArray kKeyHex = "ac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80";
const QString kAccount = QStringLiteral("0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266");
using Outcome = Permit2Approval::Outcome;
using Step = Permit2Approval::Step;
} // namespace

class TstPermit2Approval : public QObject
{
    Q_OBJECT
    paydesk::testing::TestSandbox m_sandbox;
    QTemporaryDir m_dir;
    QNetworkAccessManager m_network;
    std::unique_ptr<EvmRpcClient> m_rpc;
    std::unique_ptr<PaymentJournal> m_journal;
    std::unique_ptr<BudgetStore> m_budgets;
    std::unique_ptr<PaidFetchJournal> m_fetches;
    int m_keyLoads = 0;

    U256 allowance()
    {
        EvmCallRequest r;
        r.to = sandbox::TestUsdc::address();
        r.data = Erc20::allowanceCall(*EvmAddress::parse(kAccount), Permit2::address());
        RpcCall *call = m_rpc->ethCall(r);
        paydesk::testing::waitFor(call);
        call->deleteLater();
        const auto bytes = call->ok() ? EvmRpcClient::parseData(call->result()) : std::nullopt;
        return bytes ? Erc20::parseUint(*bytes).value_or(U256()) : U256();
    }
    EvmPaymentFlow::KeyProvider keys()
    {
        return [this](const QString &address, QObject *context,
                      const EvmPaymentFlow::KeyCallback &done) {
            ++m_keyLoads;
            QTimer::singleShot(0, context, [address, done]() {
                done(wallet::EvmKey{SecureBytes::copyOf(QByteArray::fromHex(kKeyHex)),
                                    *EvmAddress::parse(kAccount)},
                     {});
            });
        };
    }
    // Runs an approval to its review (or its end); the caller approves or rejects.
    Permit2Approval *prepare(const QString &token, const QString &amount,
                             const QString &network = {}, const QString &wallet = kAccount)
    {
        Permit2Approval::Options o;
        o.timing.pollIntervalMs = 50;
        o.timing.resendIntervalMs = 500;
        auto *a = new Permit2Approval({m_rpc.get(), m_journal.get(), keys()}, o, this);
        a->start({wallet, token, network, *Amount::parse(amount, 18)});
        if (!QTest::qWaitFor(
                [a]() {
                    return a->step() == Step::AwaitingApproval || a->step() == Step::Finished;
                },
                10000))
            qWarning("the approval was not prepared");
        return a;
    }
    // Approves and follows it, a slot at a time, to its end.
    bool approveAndLand(Permit2Approval *a)
    {
        a->approve();
        return QTest::qWaitFor(
            [&]() {
                m_sandbox.advance(1);
                return a->step() == Step::Finished;
            },
            15000);
    }
    static QString text(const Permit2Approval *a)
    {
        return QStringLiteral("%1: %2").arg(int(a->outcome())).arg(a->message());
    }

private Q_SLOTS:
    void initTestCase()
    {
        sandbox::SandboxOptions o;
        o.slotMs = 600000; // blocks only when the test makes one (advance)
        o.statePath = m_sandbox.statePath();
        m_sandbox.startOrDie(std::move(o));
        QUrl u = m_sandbox.url();
        u.setPath(QStringLiteral("/evm"));
        m_rpc = std::make_unique<EvmRpcClient>(&m_network, u);
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"));
        db.setDatabaseName(m_dir.filePath(QStringLiteral("paydesk.sqlite")));
        QVERIFY(db.open());
        m_journal = std::make_unique<PaymentJournal>(db);
        m_budgets = std::make_unique<BudgetStore>(db);
        m_fetches = std::make_unique<PaidFetchJournal>(db);
        QVERIFY(m_journal->isReady() && m_budgets->isReady() && m_fetches->isReady());
    }

    // What the user sees before signing is exactly the approve: the token's contract, value 0,
    // approve(Permit2, 0.005 USDC) and nothing else; it lands, and Permit2 may move exactly that.
    void approvesTheExactAmount()
    {
        QCOMPARE(allowance(), U256());
        Permit2Approval *a = prepare(QStringLiteral("usdc"), QStringLiteral("0.005"));
        QVERIFY2(a->step() == Step::AwaitingApproval, qPrintable(text(a)));
        const EvmReview &r = a->review();
        QVERIFY(r.ok());
        QCOMPARE(r.tx.to, sandbox::TestUsdc::address());
        QVERIFY(r.value.isZero());
        QCOMPARE(r.tx.data, Erc20::approveCall(Permit2::address(), U256(5000)));
        QCOMPARE(r.chainId, sandbox::EvmChain::kChainId);
        QVERIFY(a->allowanceBefore() && a->allowanceBefore()->isZero());
        QVERIFY2(a->summaryLine().contains(QStringLiteral("0.005 USDC")),
                 qPrintable(a->summaryLine()));
        QCOMPARE(m_keyLoads, 0); // nothing unlocked before the user's approval
        QVERIFY(approveAndLand(a));
        QVERIFY2(a->outcome() == Outcome::Confirmed, qPrintable(text(a)));
        QCOMPARE(m_keyLoads, 1);
        QCOMPARE(allowance(), U256(5000));
        QVERIFY(a->allowanceAfter() && *a->allowanceAfter() == *Amount::parse(u"0.005", 6));
        QVERIFY2(a->message().contains(QStringLiteral("may now move 0.005 USDC")),
                 qPrintable(a->message()));
        // Journaled like a payment: followed to its receipt, the approve named in its request.
        const auto entry = m_journal->find(a->journalId());
        QVERIFY(entry);
        QCOMPARE(entry->state, JournalState::Confirmed);
        QCOMPARE(entry->signature, a->hash());
        const QJsonObject approve =
            QJsonDocument::fromJson(entry->request).object().value(u"approve").toObject();
        QCOMPARE(approve.value(u"amount").toString(), QStringLiteral("0.005"));
        QCOMPARE(approve.value(u"spender").toString(), Permit2::address().toChecksummed());
    }

    // With the allowance made in Paydesk, the seller's Permit2 price is paid, once.
    void thenTheSellerIsPaid()
    {
        PaidFetch::Services s;
        s.network = &m_network;
        s.budgets = m_budgets.get();
        s.journal = m_fetches.get();
        s.nodes.set(Chain::Evm, m_rpc.get());
        s.keys.set<EvmPaymentFlow::KeyProvider>(Chain::Evm, keys());
        PaidFetch::Options o;
        o.wallets = {{kAccount, PayerWallet::anyNetworkOf(Chain::Evm), PayerWallet::Mode::Local}};
        o.preapproved = true;
        o.maxAmount = Amount::parse(QStringLiteral("0.01"), 6);
        o.maxAmountSymbol = QStringLiteral("USDC");
        PaidFetch f(s, o);
        QSignalSpy done(&f, &PaidFetch::finished);
        QUrl url = m_sandbox.url();
        url.setPath(QStringLiteral("/demo/resource/v2-permit2-after-approve"));
        f.start(url);
        QVERIFY(done.wait(30000));
        QVERIFY2(f.state() == PaidFetch::State::Done, qPrintable(f.message()));
        QCOMPARE(allowance(), U256());
    }

    // Nothing to do, a declined review, amounts and tokens Paydesk cannot approve exactly, and
    // another chain than the node's: nothing signed, the allowance as it was.
    void refusals_data()
    {
        QTest::addColumn<QString>("token");
        QTest::addColumn<QString>("amount");
        QTest::addColumn<QString>("network");
        QTest::addColumn<QString>("wallet");
        QTest::addColumn<QString>("says");
        QTest::newRow("unknown symbol") << "DAI"
                                        << "1"
                                        << "" << kAccount << "not a token Paydesk";
        QTest::newRow("unknown contract") << "0x1111111111111111111111111111111111111111"
                                          << "1"
                                          << "" << kAccount << "not a token Paydesk";
        QTest::newRow("more decimals than the token") << "USDC"
                                                      << "0.0000001"
                                                      << "" << kAccount << "has 6 decimals";
        QTest::newRow("another network than the node's")
            << "USDC"
            << "1"
            << "eip155:8453" << kAccount << "not on eip155:8453";
        QTest::newRow("not an EVM wallet") << "USDC"
                                           << "1"
                                           << ""
                                           << "So1ana"
                                           << "not an EVM";
        QTest::newRow("the same allowance again")
            << "USDC"
            << "0"
            << "" << kAccount << "already move exactly 0 USDC";
    }
    void refusals()
    {
        QFETCH(QString, token);
        QFETCH(QString, amount);
        QFETCH(QString, network);
        QFETCH(QString, wallet);
        QFETCH(QString, says);
        const U256 before = allowance();
        const int loads = m_keyLoads;
        Permit2Approval *a = prepare(token, amount, network, wallet);
        QVERIFY2(a->step() == Step::Finished, qPrintable(text(a)));
        QVERIFY(a->outcome() == Outcome::Refused || a->outcome() == Outcome::Error);
        QVERIFY2(a->message().contains(says), qPrintable(a->message()));
        QVERIFY(a->message().contains(QStringLiteral("nothing was signed"), Qt::CaseInsensitive));
        QCOMPARE(m_keyLoads, loads);
        QCOMPARE(allowance(), before);
    }

    void declinedSignsNothing()
    {
        Permit2Approval *a = prepare(QStringLiteral("USDC"), QStringLiteral("2"));
        QVERIFY2(a->step() == Step::AwaitingApproval, qPrintable(text(a)));
        const int loads = m_keyLoads;
        a->reject();
        QCOMPARE(a->outcome(), Outcome::Refused);
        a->approve(); // too late: nothing happens
        QCOMPARE(m_keyLoads, loads);
        QCOMPARE(allowance(), U256());
    }

    // A larger amount by contract address, then a revoke (0): each exactly as asked. While the
    // first is still waiting for its block, a second approve is refused (one nonce at a time).
    void raiseThenRevoke()
    {
        Permit2Approval *a =
            prepare(sandbox::TestUsdc::address().toChecksummed().toLower(), QStringLiteral("12.5"));
        QVERIFY2(a->step() == Step::AwaitingApproval, qPrintable(text(a)));
        a->approve();
        QVERIFY(QTest::qWaitFor([a]() { return a->step() == Step::Broadcasting; }, 5000));
        QVERIFY(QTest::qWaitFor(
            [&]() {
                return !m_journal->unresolvedNonces(kAccount, QStringLiteral("eip155:4020"))
                            .isEmpty();
            },
            5000));
        Permit2Approval *second = prepare(QStringLiteral("USDC"), QStringLiteral("0"));
        QCOMPARE(second->outcome(), Outcome::Refused);
        QVERIFY2(second->message().contains(QStringLiteral("can still land")),
                 qPrintable(second->message()));
        QVERIFY(QTest::qWaitFor(
            [&]() {
                m_sandbox.advance(1);
                return a->step() == Step::Finished;
            },
            15000));
        QVERIFY2(a->outcome() == Outcome::Confirmed, qPrintable(text(a)));
        QCOMPARE(allowance(), U256(12'500'000));
        Permit2Approval *revoke = prepare(QStringLiteral("USDC"), QStringLiteral("0"));
        QVERIFY2(revoke->step() == Step::AwaitingApproval, qPrintable(text(revoke)));
        QVERIFY(approveAndLand(revoke));
        QVERIFY2(revoke->outcome() == Outcome::Confirmed, qPrintable(text(revoke)));
        QCOMPARE(allowance(), U256());
    }
};

QTEST_GUILESS_MAIN(TstPermit2Approval)
#include "tst_permit2_approval.moc"
