// paydesk-cli fetch paying a seller's native SOL option from a local wallet, with no payment
// service configured at all: Paydesk builds the transfer on the user's own node, in both forms
// (the seller's facilitator pays the fee and broadcasts; the buyer pays it and broadcasts), checks
// it like any transaction, signs it with the key from the real Secret Service (run through
// tests/util/with-keyring.sh), and lists it in the wallet's history without a service.
#include "kits/CliProcess.h"
#include "kits/LocalTestKit.h"
#include "kits/PricedSeller.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QTest>

using namespace paydesk;
using namespace localtest;

class TestX402CliSol : public QObject
{
    Q_OBJECT
    Sandbox m_sandbox;
    std::unique_ptr<Rig> m_rig;
    QTemporaryDir m_dir;

    using Run = paydesk::testing::CliRun;
    // No --service and no API key: nothing here may need them.
    Run cli(const QStringList &args)
    {
        QProcessEnvironment env;
        env.insert(QStringLiteral("PAYDESK_DATA_DIR"), m_dir.path());
        env.insert(QStringLiteral("PAYDESK_SERVICE_URL"), QString());
        return paydesk::testing::runCli(QStringList{QStringLiteral("--json")} + args, env);
    }
    QString url(const QString &name) const
    {
        return m_sandbox.baseUrl().toString() + QStringLiteral("/demo/resource/") + name;
    }
    QStringList from(const QString &wallet) const
    {
        return {QStringLiteral("--from"),       wallet,
                QStringLiteral("--rpc"),        m_sandbox.rpcUrl().toString(),
                QStringLiteral("--max-amount"), QStringLiteral("0.01 SOL"),
                QStringLiteral("--yes")};
    }

private Q_SLOTS:
    void initTestCase()
    {
        if (qEnvironmentVariableIsEmpty("PAYDESK_TEST_HOME"))
            QSKIP("run through tests/util/with-keyring.sh (ctest does)");
        QVERIFY2(m_sandbox.start(), qPrintable(m_sandbox.error()));
        m_rig = std::make_unique<Rig>(m_sandbox.baseUrl(), m_sandbox.rpcUrl());
    }
    void cleanupTestCase() { m_rig.reset(); }

    void paysSolWithoutService()
    {
        const solana::Keypair &kp = m_rig->fundedKey(50000000);
        Run r = paydesk::testing::importKeypair([this](const QStringList &a) { return cli(a); },
                                                m_dir.path(), kp);
        QVERIFY2(r.code == 0, r.err.constData());
        const QString wallet = kp.address();

        // The seller's facilitator pays the fee: the buyer signs its slot only, the seller
        // co-signs and broadcasts. Exactly the price leaves the wallet.
        const quint64 before = balance(m_rig->rpc, wallet);
        r = cli(QStringList{QStringLiteral("fetch"), url(QStringLiteral("sol-auth"))} +
                from(wallet));
        QVERIFY2(r.code == 0, r.err.constData());
        QJsonObject j = r.json();
        QVERIFY(j.value(QStringLiteral("paid")).toBool());
        QCOMPARE(before - balance(m_rig->rpc, wallet), quint64(1000000));
        const QString authId = j.value(QStringLiteral("paymentId")).toString();
        QVERIFY2(authId.startsWith(u"sol:"), qPrintable(authId));
        QVERIFY2(!r.err.contains("service"), r.err.constData());

        // No fee payer named: Paydesk builds the transfer, broadcasts it and pays the fee.
        const quint64 mid = balance(m_rig->rpc, wallet);
        r = cli(QStringList{QStringLiteral("fetch"), url(QStringLiteral("nofee-sol"))} +
                from(wallet));
        QVERIFY2(r.code == 0, r.err.constData());
        j = r.json();
        const quint64 spent = mid - balance(m_rig->rpc, wallet);
        QVERIFY2(spent > 1000000 && spent < 1100000, qPrintable(QString::number(spent)));
        const QString settledId = j.value(QStringLiteral("paymentId")).toString();
        QVERIFY2(settledId.startsWith(u"sol:"), qPrintable(settledId));
        QVERIFY(settledId != authId);

        // Both are in the wallet's history, read with no service.
        r = cli({QStringLiteral("history"), wallet});
        QVERIFY2(r.code == 0, r.err.constData());
        QStringList ids;
        for (const QJsonValue &p : r.json()[QStringLiteral("payments")].toArray())
            ids.append(p[QStringLiteral("paymentId")].toString());
        QVERIFY2(ids.contains(authId) && ids.contains(settledId), r.out.constData());
        // And status answers for them from Paydesk's own records, with no service.
        for (const QString &id : {authId, settledId}) {
            r = cli({QStringLiteral("status"), id});
            QVERIFY2(r.code == 0, r.err.constData());
            QVERIFY2(r.out.contains(id.toLatin1()), r.out.constData());
        }
        r = cli({QStringLiteral("status"), QStringLiteral("sol:unknown")});
        QCOMPARE(r.code, 4);
        QVERIFY2(r.err.contains("no record of payment sol:unknown"), r.err.constData());
    }

    // A seller naming the buyer's own wallet as its fee payer: refused, nothing signed, no fee.
    void ownWalletAsFeePayerIsRefused()
    {
        const solana::Keypair &kp = m_rig->fundedKey(20000000);
        Run r = paydesk::testing::importKeypair([this](const QStringList &a) { return cli(a); },
                                                m_dir.path(), kp);
        QVERIFY2(r.code == 0, r.err.constData());
        paydesk::testing::PricedSeller seller(m_rig->fundedKey(1000000).address(), 1000000);
        seller.setOverrides(
            {{QStringLiteral("extra"), QJsonObject{{QStringLiteral("feePayer"), kp.address()},
                                                   {QStringLiteral("decimals"), 9}}}});
        const quint64 before = balance(m_rig->rpc, kp.address());
        r = cli({QStringLiteral("fetch"), seller.url(QStringLiteral("feeself")).toString(),
                 QStringLiteral("--from"), kp.address(), QStringLiteral("--rpc"),
                 m_sandbox.rpcUrl().toString(), QStringLiteral("--max-amount"),
                 QStringLiteral("0.01 SOL"), QStringLiteral("--yes")});
        QCOMPARE(r.code, 4);
        QVERIFY2(r.err.contains("names your own wallet as its fee payer"), r.err.constData());
        QCOMPARE(seller.paidRequests(), 0);
        QVERIFY(seller.lastProof().isEmpty());
        QCOMPARE(balance(m_rig->rpc, kp.address()), before);
    }

    // A node that cannot be reached: nothing is signed, and the error names the node.
    void unreachableNodeSignsNothing()
    {
        const solana::Keypair &kp = m_rig->fundedKey(20000000);
        Run r = paydesk::testing::importKeypair([this](const QStringList &a) { return cli(a); },
                                                m_dir.path(), kp);
        QVERIFY2(r.code == 0, r.err.constData());
        const quint64 before = balance(m_rig->rpc, kp.address());
        r = cli({QStringLiteral("fetch"), url(QStringLiteral("nofee-down")),
                 QStringLiteral("--from"), kp.address(), QStringLiteral("--rpc"),
                 QStringLiteral("http://127.0.0.1:9/"), QStringLiteral("--max-amount"),
                 QStringLiteral("0.01 SOL"), QStringLiteral("--yes")});
        QVERIFY(r.code != 0);
        QVERIFY(!r.json().value(QStringLiteral("paid")).toBool());
        QCOMPARE(balance(m_rig->rpc, kp.address()), before);
    }
};

QTEST_GUILESS_MAIN(TestX402CliSol)
#include "tst_x402_cli_sol.moc"
