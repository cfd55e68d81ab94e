// A hostile (or broken) payment service on loopback hands Paydesk transactions that are not
// what the user asked for. Each is refused before any key is loaded: nothing is signed,
// journaled or broadcast, and the wallet's balance does not move. The RPC is the sandbox's.
#include "core/Base58.h"
#include "kits/LocalTestKit.h"
#include "solana/Instruction.h"
#include "solana/Programs.h"

#include <QHttpServer>
#include <QJsonObject>
#include <QTest>

using namespace paydesk;
using namespace paydesk::solana;
using namespace localtest;
using Refusal = TransactionReview::Refusal;

class TstLocalHostileService : public QObject
{
    Q_OBJECT
private:
    Sandbox m_sandbox;
    QHttpServer m_fake;
    QUrl m_fakeUrl;
    QByteArray m_answer; // the next /transaction/send transaction (base64)

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY2(m_sandbox.start(), qPrintable(m_sandbox.error()));
        m_fake.route(
            QStringLiteral("/transaction/send"), QHttpServerRequest::Method::Post,
            [this](const QHttpServerRequest &) {
                return QHttpServerResponse(QJsonObject{
                    {QStringLiteral("success"), true},
                    {QStringLiteral("transaction"), QString::fromLatin1(m_answer)},
                    {QStringLiteral("encoding"), QStringLiteral("base64")},
                    {QStringLiteral("network"), QStringLiteral("solana-sandbox")},
                    {QStringLiteral("paymentId"), QStringLiteral("pay_evil")},
                    {QStringLiteral("expiresAt"), QDateTime::currentMSecsSinceEpoch() + 60000}});
            });
        const quint16 port = m_fake.listen(QHostAddress::LocalHost, 0);
        QVERIFY(port != 0);
        m_fakeUrl = QUrl(QStringLiteral("http://127.0.0.1:%1").arg(port));
    }

    void refusedBeforeSigning_data()
    {
        QTest::addColumn<int>("variant");
        QTest::addColumn<int>("refusal");
        QTest::newRow("pays the attacker") << 0 << int(Refusal::WrongRecipient);
        QTest::newRow("skims a second transfer") << 1 << int(Refusal::SecondTransfer);
        QTest::newRow("inflated amount") << 2 << int(Refusal::WrongAmount);
        QTest::newRow("huge priority fee") << 3 << int(Refusal::PriorityFeeTooHigh);
        QTest::newRow("not a transaction") << 4 << int(Refusal::Malformed);
    }
    void refusedBeforeSigning()
    {
        QFETCH(int, variant);
        QFETCH(int, refusal);
        Rig rig(m_fakeUrl, m_sandbox.rpcUrl());
        const Keypair &payer = rig.fundedKey(1000000000);
        const QByteArray shop = generateKeypair().publicKey, evil = generateKeypair().publicKey;
        const auto hash =
            RpcClient::parseLatestBlockhash(rpc(rig.rpc, QStringLiteral("getLatestBlockhash")));
        QList<Instruction> ix{systemTransfer(payer.publicKey, shop, 100000000)};
        if (variant == 0)
            ix = {systemTransfer(payer.publicKey, evil, 100000000)};
        if (variant == 1)
            ix.append(systemTransfer(payer.publicKey, evil, 1000));
        if (variant == 2)
            ix = {systemTransfer(payer.publicKey, shop, 900000000)};
        if (variant == 3)
            ix.prepend(setComputeUnitPrice(1000000000));
        m_answer =
            variant == 4
                ? QByteArray("AAAA")
                : Transaction::fromMessage(compileMessage(payer.publicKey, ix, hash->blockhash))
                      .toBase64();
        bool keyLoaded = false;
        auto o = Rig::quickOptions();
        auto *flow = new SolanaPaymentFlow(
            {&rig.service, &rig.rpc, rig.journal.get(),
             [&](const QString &, QObject *, SolanaPaymentFlow::KeyCallback done) {
                 keyLoaded = true;
                 done(std::nullopt, QStringLiteral("no"));
             }},
            o);
        SendPaymentRequest r;
        r.walletAddress = payer.address();
        r.recipientAddress = QString::fromLatin1(base58::encode(shop));
        r.amount = QStringLiteral("0.1");
        flow->startSend(r);
        QVERIFY(Rig::runToEnd(flow));
        QCOMPARE(flow->outcome(), SolanaPaymentFlow::Outcome::Refused);
        if (variant != 4)
            QCOMPARE(TransactionReview::refusalCode(flow->review().refusal),
                     TransactionReview::refusalCode(Refusal(refusal)));
        QVERIFY(!flow->message().isEmpty());
        QVERIFY(!keyLoaded);
        QVERIFY(flow->signature().isEmpty());
        QVERIFY(rig.journal->all().isEmpty());
        QCOMPARE(balance(rig.rpc, payer.address()), quint64(1000000000));
        delete flow;
    }
};

QTEST_GUILESS_MAIN(TstLocalHostileService)
#include "tst_local_hostile_service.moc"
