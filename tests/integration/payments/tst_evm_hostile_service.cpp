// A hostile (or broken) payment service on loopback hands Paydesk EVM transactions that are not
// what the user asked for: every check of the EVM review, plus the types Paydesk never
// signs, contract creation, calldata, wrong chains, nonce gaps, absurd fees, non-canonical RLP and
// trailing bytes. Each goes through the real EvmPaymentFlow with the sandbox's EVM node (/evm) as
// the user's node, and is refused with its reason before any key is loaded: nothing is signed,
// journaled or broadcast, and the balance does not move.
#include "api/ServiceClient.h"
#include "evm/Rlp.h"
#include "payments/evm/EvmPaymentFlow.h"
#include "util/TestSandbox.h"
#include "util/Wait.h"

#include <QHttpServer>
#include <QJsonObject>
#include <QSqlDatabase>
#include <QTemporaryDir>
#include <QTest>
#include <QUuid>

using namespace paydesk;
using namespace paydesk::evm;
using paydesk::testing::waitFor;
using Refusal = EvmReview::Refusal;

namespace {
// Hardhat / Anvil test account #0 (a public test key), funded on the sandbox's first run.
const QString kAccount = QStringLiteral("0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266");
const QString kShop = QStringLiteral("0x70997970C51812dc3A010C7d01b50e0d17dc79C8");
const QString kEvil = QStringLiteral("0x90F79bf6EB2c4f870365E785982E1f101E93b906");
const char *const kApiKey = "test-key";
const quint64 kGwei = 1000000000ULL;

U256 wei(const char *decimal)
{
    return *U256::fromDecimal(QString::fromLatin1(decimal));
}

// What an honest service would build for "0.1 ETH to the shop" at `nonce`.
EvmTransaction honest(quint64 nonce)
{
    EvmTransaction t;
    t.type = EvmTransaction::Type::DynamicFee;
    t.chainId = 4020;
    t.nonce = nonce;
    t.maxPriorityFeePerGas = U256(kGwei);
    t.maxFeePerGas = U256(3 * kGwei);
    t.gasLimit = 21000;
    t.to = *EvmAddress::parse(kShop);
    t.value = wei("100000000000000000");
    return t;
}

// The type-2 signing serialization from hand-made RLP items (already encoded).
QByteArray type2(const QList<QByteArray> &fields)
{
    return QByteArray(1, '\x02') + Rlp::encodeList(fields);
}

QList<QByteArray> fieldsOf(const EvmTransaction &t)
{
    return {Rlp::encodeUInt(t.chainId),
            Rlp::encodeUInt(t.nonce),
            Rlp::encodeUInt(t.maxPriorityFeePerGas),
            Rlp::encodeUInt(t.maxFeePerGas),
            Rlp::encodeUInt(t.gasLimit),
            Rlp::encodeString(t.to->bytes()),
            Rlp::encodeUInt(t.value),
            Rlp::encodeString({}),
            Rlp::encodeList({})};
}
} // namespace

class TstEvmHostileService : public QObject
{
    Q_OBJECT
private:
    paydesk::testing::TestSandbox m_sandbox;
    QHttpServer m_fake;
    QUrl m_fakeUrl;
    QNetworkAccessManager m_network;
    std::unique_ptr<EvmRpcClient> m_node;
    QTemporaryDir m_dir;
    quint64 m_nonce = 0;
    // The next /transaction/send answer.
    QByteArray m_tx;
    QString m_networkId;
    qint64 m_expiresInMs = 60000;

    U256 balance()
    {
        RpcCall *c = waitFor(m_node->getBalance(*EvmAddress::parse(kAccount)));
        c->deleteLater();
        return EvmRpcClient::parseQuantity(c->result()).value_or(U256());
    }

private Q_SLOTS:
    void initTestCase()
    {
        sandbox::SandboxOptions o;
        o.keys.append({QString::fromLatin1(kApiKey), QStringLiteral("enterprise"), 100000, {}});
        o.slotMs = 600000;
        QString error;
        QVERIFY2(m_sandbox.start(std::move(o), &error), qPrintable(error));
        QUrl node = m_sandbox.url();
        node.setPath(QStringLiteral("/evm"));
        m_node = std::make_unique<EvmRpcClient>(&m_network, node);
        RpcCall *c = waitFor(m_node->getTransactionCount(*EvmAddress::parse(kAccount)));
        m_nonce = EvmRpcClient::parseQuantity64(c->result()).value();
        delete c;
        m_fake.route(QStringLiteral("/transaction/send"), QHttpServerRequest::Method::Post,
                     [this](const QHttpServerRequest &) {
                         return QHttpServerResponse(QJsonObject{
                             {QStringLiteral("success"), true},
                             {QStringLiteral("transaction"), QString::fromLatin1(m_tx.toBase64())},
                             {QStringLiteral("encoding"), QStringLiteral("base64")},
                             {QStringLiteral("network"), m_networkId},
                             {QStringLiteral("paymentId"), QStringLiteral("pay_evil")},
                             {QStringLiteral("expiresAt"),
                              QDateTime::currentMSecsSinceEpoch() + m_expiresInMs}});
                     });
        const quint16 port = m_fake.listen(QHostAddress::LocalHost, 0);
        QVERIFY(port != 0);
        m_fakeUrl = QUrl(QStringLiteral("http://127.0.0.1:%1").arg(port));
    }

    void refusedBeforeSigning_data()
    {
        QTest::addColumn<QByteArray>("tx");
        QTest::addColumn<int>("refusal");
        QTest::addColumn<QString>("network");
        QTest::addColumn<int>("expiresInMs");
        QTest::addColumn<QString>("words"); // in the refusal the user reads
        const QString net = QStringLiteral("eip155:4020");
        const quint64 n = m_nonce;
        const auto row = [&](const char *name, const EvmTransaction &t, Refusal r,
                             const char *words) {
            QTest::newRow(name) << t.signingPayload() << int(r) << net << 60000
                                << QString::fromUtf8(words);
        };
        const auto raw = [&](const char *name, const QByteArray &bytes, const char *words) {
            QTest::newRow(name) << bytes << int(Refusal::Malformed) << net << 60000
                                << QString::fromUtf8(words);
        };
        EvmTransaction t = honest(n);
        t.to = *EvmAddress::parse(kEvil);
        row("pays the attacker", t, Refusal::WrongRecipient, "");
        t = honest(n);
        t.value = wei("900000000000000000");
        row("inflated amount", t, Refusal::WrongAmount, "");
        t = honest(n);
        t.value = wei("99999999999999999");
        row("one wei short", t, Refusal::WrongAmount, "");
        t = honest(n);
        t.data = QByteArray::fromHex("a9059cbb");
        row("calldata to the recipient", t, Refusal::Calldata, "");
        t = honest(n);
        t.to.reset();
        t.gasLimit = 100000;
        row("contract creation", t, Refusal::ContractCreation, "");
        t = honest(n);
        t.chainId = 1;
        row("Ethereum's chain id", t, Refusal::WrongChain, "");
        t = honest(n);
        t.chainId = 8453;
        row("Base's chain id", t, Refusal::WrongChain, "");
        t = honest(n);
        t.type = EvmTransaction::Type::Legacy;
        t.gasPrice = U256(2 * kGwei);
        t.chainId = 1;
        row("legacy for another chain", t, Refusal::WrongChain, "");
        t = honest(n + 5);
        row("nonce gap", t, Refusal::NonceMismatch, "");
        t = honest(n + 1);
        row("nonce one ahead", t, Refusal::NonceMismatch, "");
        t = honest(n);
        t.gasLimit = 10000000;
        row("absurd gas limit", t, Refusal::GasLimit, "");
        t = honest(n);
        t.gasLimit = 20999;
        row("gas below a transfer", t, Refusal::GasLimit, "");
        t = honest(n);
        t.maxFeePerGas = U256(1000 * kGwei);
        row("absurd max fee", t, Refusal::FeeTooHigh, "");
        t = honest(n);
        t.maxPriorityFeePerGas = U256(5 * kGwei);
        // The decoder already refuses it (no chain accepts it): Malformed, in its words.
        row("tip above max fee", t, Refusal::Malformed, "above the fee cap");
        t = honest(n);
        t.accessList = {{*EvmAddress::parse(kEvil), {}}};
        row("access list", t, Refusal::AccessList, "");

        QByteArray typed = honest(n).signingPayload();
        typed[0] = '\x01';
        raw("type 1 (EIP-2930)", typed, "");
        typed[0] = '\x03';
        raw("type 3 (blob)", typed, "");
        typed[0] = '\x04';
        raw("type 4 (EIP-7702 delegation)", typed, "");
        QList<QByteArray> f = fieldsOf(honest(n));
        f[5] = QByteArray("\xb8\x14", 2) + honest(n).to->bytes(); // long form under 56 bytes
        raw("non-canonical long string", type2(f), "");
        f = fieldsOf(honest(n));
        f[6] = Rlp::encodeString(QByteArray(1, '\0') + honest(n).value.toMinimalBigEndian());
        raw("leading zero in the value", type2(f), "");
        raw("trailing bytes", honest(n).signingPayload() + QByteArray(1, '\0'), "");
        f = fieldsOf(honest(n));
        f.removeLast();
        raw("eight fields", type2(f), "");
        f = fieldsOf(honest(n));
        f << Rlp::encodeUInt(quint64(1)) << Rlp::encodeUInt(quint64(2))
          << Rlp::encodeUInt(quint64(3));
        raw("signed, not unsigned", type2(f), "");
        raw("empty", QByteArray(), "");
        raw("garbage", QByteArray("\x02\xff\xff\xff", 4), "");
        raw("oversized", QByteArray(200 * 1024, '\x02'), "");

        QTest::newRow("network says Ethereum")
            << honest(n).signingPayload() << int(Refusal::WrongChain) << QStringLiteral("eip155:1")
            << 60000 << QString();
        QTest::newRow("network is not EVM")
            << honest(n).signingPayload() << int(Refusal::Malformed)
            << QStringLiteral("solana-sandbox") << 60000 << QStringLiteral("not an EVM chain");
        QTest::newRow("quote expired")
            << honest(n).signingPayload() << int(Refusal::Expired) << net << -5000 << QString();
        QTest::newRow("seconds left") << honest(n).signingPayload() << int(Refusal::TooLittleTime)
                                      << net << 3000 << QString();
    }

    void refusedBeforeSigning()
    {
        QFETCH(QByteArray, tx);
        QFETCH(int, refusal);
        QFETCH(QString, network);
        QFETCH(int, expiresInMs);
        QFETCH(QString, words);
        m_tx = tx;
        m_networkId = network;
        m_expiresInMs = expiresInMs;
        const U256 before = balance();

        ServiceClient service(&m_network, ServiceConfig{m_fakeUrl});
        service.setApiKey(SecureBytes::copyOf(QByteArray(kApiKey)));
        QSqlDatabase db =
            QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QUuid::createUuid().toString());
        db.setDatabaseName(m_dir.filePath(QUuid::createUuid().toString(QUuid::WithoutBraces) +
                                          QStringLiteral(".sqlite")));
        QVERIFY(db.open());
        PaymentJournal journal(db);
        bool keyLoaded = false;
        EvmPaymentFlow::Options o;
        o.autoApprove = true; // a refusal must not depend on a person noticing
        EvmPaymentFlow flow({&service,
                             m_node.get(),
                             &journal,
                             [&](const QString &, QObject *, EvmPaymentFlow::KeyCallback done) {
                                 keyLoaded = true;
                                 done(std::nullopt, QStringLiteral("no"));
                             },
                             {}},
                            o);
        SendPaymentRequest r;
        r.walletAddress = kAccount;
        r.recipientAddress = kShop;
        r.amount = QStringLiteral("0.1");
        flow.startSend(r);
        QVERIFY(flow.step() == EvmPaymentFlow::Step::Finished ||
                waitFor(&flow, &EvmPaymentFlow::finished, 10000));
        if (tx.isEmpty()) {
            // No transaction at all is an invalid answer of the service, not a transaction.
            QCOMPARE(flow.outcome(), EvmPaymentFlow::Outcome::Error);
        } else {
            QCOMPARE(flow.outcome(), EvmPaymentFlow::Outcome::Refused);
            QCOMPARE(EvmReview::refusalCode(flow.review().refusal),
                     EvmReview::refusalCode(Refusal(refusal)));
        }
        QVERIFY(!flow.message().isEmpty());
        QVERIFY2(flow.message().contains(words), qPrintable(flow.message()));
        QVERIFY(flow.message().contains(QStringLiteral("not signed")) ||
                flow.message().contains(QStringLiteral("nothing was signed")) ||
                flow.message().contains(QStringLiteral("Nothing was signed")) ||
                refusal != int(Refusal::Malformed) || tx.isEmpty());
        QVERIFY(!keyLoaded);
        QVERIFY(flow.hash().isEmpty());
        QVERIFY(journal.all().isEmpty());
        QVERIFY(balance() == before);
    }

    void priorityFeeAboveTheAskedOne()
    {
        // The user asked for at most 0.00001 ETH of tip in total; the service set 1 gwei x 21,000
        // = 0.000021 ETH.
        m_tx = honest(m_nonce).signingPayload();
        m_networkId = QStringLiteral("eip155:4020");
        m_expiresInMs = 60000;
        ServiceClient service(&m_network, ServiceConfig{m_fakeUrl});
        service.setApiKey(SecureBytes::copyOf(QByteArray(kApiKey)));
        QSqlDatabase db =
            QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QUuid::createUuid().toString());
        db.setDatabaseName(m_dir.filePath(QStringLiteral("tip.sqlite")));
        QVERIFY(db.open());
        PaymentJournal journal(db);
        EvmPaymentFlow::Options o;
        o.autoApprove = true;
        EvmPaymentFlow flow({&service,
                             m_node.get(),
                             &journal,
                             [](const QString &, QObject *, EvmPaymentFlow::KeyCallback done) {
                                 done(std::nullopt, QStringLiteral("no"));
                             },
                             {}},
                            o);
        SendPaymentRequest r;
        r.walletAddress = kAccount;
        r.recipientAddress = kShop;
        r.amount = QStringLiteral("0.1");
        r.priorityFee = QStringLiteral("0.00001");
        flow.startSend(r);
        QVERIFY(flow.step() == EvmPaymentFlow::Step::Finished ||
                waitFor(&flow, &EvmPaymentFlow::finished, 10000));
        QCOMPARE(flow.review().refusal, Refusal::TipTooHigh);
        QVERIFY(journal.all().isEmpty());
    }
};

QTEST_GUILESS_MAIN(TstEvmHostileService)
#include "tst_evm_hostile_service.moc"
