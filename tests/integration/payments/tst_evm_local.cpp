// EVM local mode end to end against the in-process sandbox (its service and its EVM chain at /evm,
// a real JSON-RPC node to Paydesk): the service's unsigned transfer is decoded, held against the
// node's chain id, nonce and fees, reviewed, signed, journaled with its nonce and hash, broadcast
// and followed to its receipt; balances move by exactly the amount and gasUsed x
// effectiveGasPrice. A payment that waits for a block blocks a second one, and is sped up or
// cancelled with the same nonce: whichever lands, the payment is made at most once.
#include "api/ServiceClient.h"
#include "payments/PaymentRecovery.h"
#include "payments/evm/EvmPaymentFlow.h"
#include "payments/evm/EvmReplacement.h"
#include "util/TestSandbox.h"
#include "util/Wait.h"

#include <QJsonArray>
#include <QSqlDatabase>
#include <QTemporaryDir>
#include <QTest>
#include <QUuid>

using namespace paydesk;
using namespace paydesk::evm;
using paydesk::testing::waitFor;
using Outcome = EvmPaymentFlow::Outcome;
using Step = EvmPaymentFlow::Step;

namespace {
// Hardhat / Anvil test account #0 (public test key), funded with 100 ETH on the sandbox's first
// run; the recipient is Hardhat account #1's address.
const QByteArray kKeyHex = "ac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80";
const QString kAccount = QStringLiteral("0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266");
const QString kRecipient = QStringLiteral("0x70997970C51812dc3A010C7d01b50e0d17dc79C8");
const char *const kApiKey = "test-key";

U256 wei(const char *decimal)
{
    return *U256::fromDecimal(QString::fromLatin1(decimal));
}
} // namespace

class TstEvmLocal : public QObject
{
    Q_OBJECT
private:
    paydesk::testing::TestSandbox m_sandbox;
    QTemporaryDir m_dir;
    QNetworkAccessManager m_network;
    std::unique_ptr<ServiceClient> m_service;
    std::unique_ptr<EvmRpcClient> m_rpc;
    std::unique_ptr<PaymentJournal> m_journal;
    int m_keyLoads = 0;

    QUrl evmUrl() const
    {
        QUrl u = m_sandbox.url();
        u.setPath(QStringLiteral("/evm"));
        return u;
    }
    // Synchronous JSON-RPC for the checks (tests only).
    nlohmann::json node(RpcCall *call)
    {
        waitFor(call);
        call->deleteLater();
        if (!call->ok())
            qWarning("%s: %s", qPrintable(call->method()), qPrintable(call->errorText()));
        return call->result();
    }
    U256 balance(const QString &address)
    {
        return EvmRpcClient::parseQuantity(node(m_rpc->getBalance(*EvmAddress::parse(address))))
            .value_or(U256());
    }
    EvmReceipt receipt(const QString &hash)
    {
        const auto bytes = EvmRpcClient::parseHash(hash.toStdString());
        return EvmRpcClient::parseReceipt(node(m_rpc->getTransactionReceipt(*bytes)))
            .value_or(EvmReceipt());
    }
    void mineBlock() { m_sandbox.advance(1); }
    // The service's record of a payment (GET /payment/status/{id}).
    QJsonObject serviceRecord(const QString &paymentId)
    {
        return m_sandbox.admin("GET", QStringLiteral("/payment/status/") + paymentId)
            .value(QStringLiteral("payment"))
            .toObject();
    }

    EvmPaymentFlow::KeyProvider keys()
    {
        return [this](const QString &address, QObject *context,
                      const EvmPaymentFlow::KeyCallback &done) {
            ++m_keyLoads;
            QTimer::singleShot(0, context, [address, done]() {
                if (address != kAccount)
                    return done(std::nullopt, QStringLiteral("no key for %1").arg(address));
                done(wallet::EvmKey{SecureBytes::copyOf(QByteArray::fromHex(kKeyHex)),
                                    *EvmAddress::parse(kAccount)},
                     {});
            });
        };
    }
    std::unique_ptr<EvmPaymentFlow> flow(bool autoApprove, int giveUpMs = 0)
    {
        EvmPaymentFlow::Options o;
        o.autoApprove = autoApprove;
        o.simulate = true;
        o.timing.pollIntervalMs = 50;
        o.timing.giveUpAfterMs = giveUpMs;
        return std::make_unique<EvmPaymentFlow>(
            EvmPaymentFlow::Services{m_service.get(), m_rpc.get(), m_journal.get(), keys(), {}}, o);
    }
    static SendPaymentRequest request(const char *amount, const QString &to = kRecipient)
    {
        SendPaymentRequest r;
        r.walletAddress = kAccount;
        r.recipientAddress = to;
        r.amount = QString::fromLatin1(amount);
        return r;
    }
    template <typename F> static bool runToEnd(F *f, int ms = 20000)
    {
        return f->step() == Step::Finished || waitFor(f, &F::finished, ms);
    }
    // Starts a payment and leaves it waiting for a block (the sandbox's clock is stopped).
    qint64 pendingPayment(const char *amount)
    {
        auto f = flow(true, 300);
        f->startSend(request(amount));
        if (!runToEnd(f.get()) || f->outcome() != Outcome::Unfinished) {
            qWarning("not left pending: %s", qPrintable(f->message()));
            return 0;
        }
        return f->journalId();
    }

private Q_SLOTS:
    void initTestCase()
    {
        sandbox::SandboxOptions o;
        o.keys.append({QString::fromLatin1(kApiKey), QStringLiteral("enterprise"), 100000, {}});
        o.slotMs = 600000; // blocks only when the test mines one (advance)
        o.statePath = m_sandbox.statePath();
        QString error;
        QVERIFY2(m_sandbox.start(std::move(o), &error), qPrintable(error));
        m_service = std::make_unique<ServiceClient>(&m_network, ServiceConfig{m_sandbox.url()});
        m_service->setApiKey(SecureBytes::copyOf(QByteArray(kApiKey)));
        m_rpc = std::make_unique<EvmRpcClient>(&m_network, evmUrl());
        QSqlDatabase db =
            QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QUuid::createUuid().toString());
        db.setDatabaseName(m_dir.filePath(QStringLiteral("journal.sqlite")));
        QVERIFY(db.open());
        m_journal = std::make_unique<PaymentJournal>(db);
        QVERIFY2(m_journal->isReady(), qPrintable(m_journal->lastError()));
    }

    void sendEndToEnd()
    {
        const U256 senderBefore = balance(kAccount);
        const U256 recipientBefore = balance(kRecipient);
        auto f = flow(false);
        QSignalSpy review(f.get(), &EvmPaymentFlow::reviewReady);
        f->startSend(request("0.25"));
        QVERIFY(review.wait(10000));
        QVERIFY2(f->review().ok(), qPrintable(f->review().reason));
        QCOMPARE(f->step(), Step::AwaitingApproval);
        QCOMPARE(m_keyLoads, 0); // nothing touched a key before approval
        const EvmReview &r = f->review();
        QCOMPARE(r.chainId, quint64(4020));
        QCOMPARE(r.network, QStringLiteral("eip155:4020"));
        QCOMPARE(r.gasLimit, quint64(21000));
        QCOMPARE(r.value, wei("250000000000000000"));
        QVERIFY(r.maxNetworkFee == *U256(21000).checkedMul(r.maxFeePerGas));
        QVERIFY(f->simulation() && f->simulation()->ok);
        const quint64 nonce = r.nonce;

        QSignalSpy submitted(f.get(), &EvmPaymentFlow::broadcastStateChanged);
        f->approve();
        QVERIFY(submitted.wait(10000));
        const auto entry = m_journal->find(f->journalId());
        QVERIFY(entry && entry->nonce == nonce && entry->signature == f->hash());
        QCOMPARE(entry->state, JournalState::Submitted);
        mineBlock();
        QVERIFY(runToEnd(f.get()));
        QCOMPARE(f->outcome(), Outcome::Confirmed);
        QVERIFY2(f->message().contains(QStringLiteral("Confirmed in block")),
                 qPrintable(f->message()));

        const EvmReceipt rc = receipt(f->hash());
        QVERIFY(rc.found && rc.success);
        QCOMPARE(rc.gasUsed, quint64(21000));
        QVERIFY(balance(kRecipient) == *recipientBefore.checkedAdd(r.value));
        QVERIFY(balance(kAccount) == *senderBefore.checkedSub(*r.value.checkedAdd(*rc.fee())));
        QCOMPARE(m_journal->find(f->journalId())->state, JournalState::Confirmed);
    }

    void declineSignsNothing()
    {
        const int loads = m_keyLoads;
        auto f = flow(false);
        QSignalSpy review(f.get(), &EvmPaymentFlow::reviewReady);
        f->startSend(request("0.01"));
        QVERIFY(review.wait(10000));
        f->reject();
        QCOMPARE(f->outcome(), Outcome::Refused);
        QCOMPARE(m_keyLoads, loads);
        QCOMPARE(f->journalId(), qint64(0));
    }

    void badRequestsRefusedBeforeTheService()
    {
        auto f = flow(true);
        f->startSend(request("0.01", QStringLiteral("0x1234")));
        QVERIFY(runToEnd(f.get()));
        QCOMPARE(f->outcome(), Outcome::Error);
        QCOMPARE(f->journalId(), qint64(0));
    }

    void pendingPaymentBlocksASecondOne()
    {
        const qint64 first = pendingPayment("0.02");
        QVERIFY(first > 0);
        const auto entry = m_journal->find(first);
        QCOMPARE(entry->state, JournalState::Submitted);
        const int loads = m_keyLoads;
        auto second = flow(true);
        second->startSend(request("0.02"));
        QVERIFY(runToEnd(second.get()));
        QCOMPARE(second->outcome(), Outcome::Refused);
        QVERIFY2(second->message().contains(entry->signature), qPrintable(second->message()));
        QCOMPARE(m_keyLoads, loads);
        // The first one lands; recovery settles it, and payments go on.
        mineBlock();
        PaymentRecovery recovery(&m_network, m_journal.get());
        recovery.start(kAccount);
        QVERIFY(waitFor(&recovery, &PaymentRecovery::finished));
        QCOMPARE(m_journal->find(first)->state, JournalState::Confirmed);
    }

    void speedUpReplacesWithTheSameNonce()
    {
        const U256 recipientBefore = balance(kRecipient);
        const qint64 first = pendingPayment("0.03");
        QVERIFY(first > 0);
        const auto original = *m_journal->find(first);
        EvmReplacement speedUp({m_rpc.get(), m_journal.get(), keys()}, {});
        QSignalSpy review(&speedUp, &EvmReplacement::reviewReady);
        speedUp.start(first, EvmReplacement::Kind::SpeedUp);
        QVERIFY(review.wait(10000));
        QVERIFY2(speedUp.review().ok(), qPrintable(speedUp.review().reason));
        const auto old = EvmTransaction::decodeSigned(original.wire, nullptr);
        QVERIFY(old);
        QCOMPARE(speedUp.review().nonce, *original.nonce);
        QVERIFY(speedUp.review().maxFeePerGas >= *EvmReplacement::bumped(old->maxFeePerGas));
        QVERIFY(speedUp.review().maxPriorityFeePerGas >=
                *EvmReplacement::bumped(old->maxPriorityFeePerGas));
        QCOMPARE(speedUp.review().value, old->value);
        QSignalSpy sent(&speedUp, &EvmReplacement::broadcastStateChanged);
        speedUp.approve();
        QVERIFY(sent.wait(10000));
        mineBlock();
        QVERIFY(runToEnd(&speedUp));
        QCOMPARE(speedUp.outcome(), Outcome::Confirmed);
        QCOMPARE(m_journal->find(speedUp.journalId())->replaces, original.signature);

        PaymentRecovery recovery(&m_network, m_journal.get());
        recovery.start(kAccount);
        QVERIFY(waitFor(&recovery, &PaymentRecovery::finished));
        QCOMPARE(m_journal->find(first)->state, JournalState::Expired);
        QVERIFY(!receipt(original.signature).found);
        QVERIFY(balance(kRecipient) == *recipientBefore.checkedAdd(old->value)); // once
        // The service's record follows what landed: paid, under the replacement's hash.
        QVERIFY(!original.paymentId.isEmpty());
        mineBlock();
        QTRY_COMPARE(serviceRecord(original.paymentId)[QStringLiteral("signature")].toString(),
                     speedUp.hash());
        QCOMPARE(serviceRecord(original.paymentId)[QStringLiteral("status")].toString(),
                 QStringLiteral("confirmed"));
    }

    void cancelSendsNothingToTheRecipient()
    {
        const U256 recipientBefore = balance(kRecipient);
        const U256 senderBefore = balance(kAccount);
        const qint64 first = pendingPayment("0.04");
        QVERIFY(first > 0);
        EvmReplacement::Options o;
        o.autoApprove = true;
        EvmReplacement cancel({m_rpc.get(), m_journal.get(), keys()}, o);
        QSignalSpy sent(&cancel, &EvmReplacement::broadcastStateChanged);
        cancel.start(first, EvmReplacement::Kind::Cancel);
        QVERIFY(sent.wait(10000));
        QCOMPARE(cancel.review().value, U256());
        QCOMPARE(cancel.review().gasLimit, quint64(21000));
        mineBlock();
        QVERIFY(runToEnd(&cancel));
        QCOMPARE(cancel.outcome(), Outcome::Confirmed);
        const EvmReceipt rc = receipt(cancel.hash());
        QVERIFY(rc.found && rc.success && rc.to == EvmAddress::parse(kAccount));

        PaymentRecovery recovery(&m_network, m_journal.get());
        recovery.start(kAccount);
        QVERIFY(waitFor(&recovery, &PaymentRecovery::finished));
        QCOMPARE(m_journal->find(first)->state, JournalState::Expired);
        QVERIFY(balance(kRecipient) == recipientBefore);
        QVERIFY(balance(kAccount) == *senderBefore.checkedSub(*rc.fee()));
        // The service's record says the payment was cancelled, naming the cancel.
        const QString paymentId = m_journal->find(first)->paymentId;
        QTRY_COMPARE(serviceRecord(paymentId)[QStringLiteral("status")].toString(),
                     QStringLiteral("failed"));
        const QString why = serviceRecord(paymentId)[QStringLiteral("error")].toString();
        QVERIFY2(why.contains(QStringLiteral("cancelled")) && why.contains(cancel.hash()),
                 qPrintable(why));
    }

    void replacementRefusedForAFinalPayment()
    {
        // The cancelled payment is final: nothing more to replace.
        const auto all = m_journal->all();
        QVERIFY(!all.isEmpty());
        EvmReplacement late({m_rpc.get(), m_journal.get(), keys()}, {});
        late.start(all.last().id, EvmReplacement::Kind::SpeedUp);
        QVERIFY(runToEnd(&late));
        QCOMPARE(late.outcome(), Outcome::Error);
        QCOMPARE(late.journalId(), qint64(0));
    }

    void feeCapRefusesBeforeSigning()
    {
        const int loads = m_keyLoads;
        EvmPaymentFlow::Options o;
        o.autoApprove = true;
        o.maxNetworkFee = U256(1000); // far below 21,000 gas at 1 gwei
        EvmPaymentFlow f({m_service.get(), m_rpc.get(), m_journal.get(), keys(), {}}, o);
        f.startSend(request("0.01"));
        QVERIFY(runToEnd(&f));
        QCOMPARE(f.outcome(), Outcome::Refused);
        QCOMPARE(f.review().refusal, EvmReview::Refusal::FeeTooHigh);
        QCOMPARE(m_keyLoads, loads);
    }
};

QTEST_GUILESS_MAIN(TstEvmLocal)
#include "tst_evm_local.moc"
