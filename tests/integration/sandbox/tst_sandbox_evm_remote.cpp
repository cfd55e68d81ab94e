// The sandbox's --evm-rpc against a scripted node (QHttpServer on loopback): what
// /transaction/send builds from the node's answers when it lacks the EIP-1559 fee methods
// (eth_gasPrice as the cap), refuses a transfer the account cannot pay, and a node answer that
// is not canonical JSON-RPC (the strict parsers of EvmRpcClient). The real node is in
// tst_sandbox_evm_ganache.
#include "evm/EvmTransaction.h"
#include "util/TestSandbox.h"

#include <QHttpServer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTest>

using namespace paydesk;
using namespace paydesk::testing;
using evm::EvmTransaction;
using evm::U256;

namespace {
const QString kAccount = QStringLiteral("0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266");
const QString kRecipient = QStringLiteral("0x70997970C51812dc3A010C7d01b50e0d17dc79C8");
} // namespace

class TstSandboxEvmRemote : public QObject
{
    Q_OBJECT
private:
    QHttpServer m_node;
    QUrl m_nodeUrl;
    TestSandbox m_sandbox;
    // method -> "result" value; a method not listed answers -32601 (method not found).
    QJsonObject m_results;
    QStringList m_asked;

    QJsonObject send(const QJsonObject &body, int *status)
    {
        m_asked.clear();
        return m_sandbox.admin("POST", QStringLiteral("/transaction/send"), body, status);
    }

private Q_SLOTS:
    void initTestCase()
    {
        m_node.route(QStringLiteral("/"), QHttpServerRequest::Method::Post,
                     [this](const QHttpServerRequest &request) {
                         const QJsonObject call = QJsonDocument::fromJson(request.body()).object();
                         const QString method = call[QStringLiteral("method")].toString();
                         m_asked.append(method);
                         QJsonObject answer{{QStringLiteral("jsonrpc"), QStringLiteral("2.0")},
                                            {QStringLiteral("id"), call[QStringLiteral("id")]}};
                         if (m_results.contains(method))
                             answer[QStringLiteral("result")] = m_results[method];
                         else
                             answer[QStringLiteral("error")] = QJsonObject{
                                 {QStringLiteral("code"), -32601},
                                 {QStringLiteral("message"),
                                  QStringLiteral("the method %1 does not exist").arg(method)}};
                         return QHttpServerResponse(answer);
                     });
        const quint16 port = m_node.listen(QHostAddress::LocalHost, 0);
        QVERIFY(port != 0);
        m_nodeUrl = QUrl(QStringLiteral("http://127.0.0.1:%1/").arg(port));
        sandbox::SandboxOptions options;
        options.slotMs = 60000;
        options.evmRpc = m_nodeUrl;
        m_sandbox.startOrDie(options);
    }

    void init()
    {
        // A node without eth_feeHistory and eth_maxPriorityFeePerGas (pre-London style).
        m_results = {{QStringLiteral("eth_chainId"), QStringLiteral("0x2a")},
                     {QStringLiteral("eth_getTransactionCount"), QStringLiteral("0x7")},
                     {QStringLiteral("eth_getBalance"), QStringLiteral("0xde0b6b3a7640000")},
                     {QStringLiteral("eth_gasPrice"), QStringLiteral("0x12a05f200")}}; // 5 gwei
    }

    void gasPriceIsTheCapWithoutFeeMethods()
    {
        int status = 0;
        const QJsonObject answer = send({{QStringLiteral("walletAddress"), kAccount},
                                         {QStringLiteral("recipientAddress"), kRecipient},
                                         {QStringLiteral("amount"), 0.25}},
                                        &status);
        QVERIFY2(status == 200, QJsonDocument(answer).toJson().constData());
        QCOMPARE(answer[QStringLiteral("network")].toString(), QStringLiteral("eip155:42"));
        QCOMPARE(answer[QStringLiteral("nonce")].toInt(), 7);
        QVERIFY(m_asked.contains(u"eth_feeHistory"));
        QVERIFY(m_asked.contains(u"eth_gasPrice"));
        QString why;
        const auto tx = EvmTransaction::fromBase64(
            answer[QStringLiteral("transaction")].toString().toLatin1(), &why);
        QVERIFY2(tx, qPrintable(why));
        QCOMPARE(tx->type, EvmTransaction::Type::DynamicFee);
        QCOMPARE(tx->chainId, quint64(42));
        QCOMPARE(tx->nonce, quint64(7));
        QCOMPARE(tx->maxFeePerGas, U256(5000000000));
        QCOMPARE(tx->maxPriorityFeePerGas, U256(5000000000));
        QCOMPARE(tx->value, *U256::fromDecimal(u"250000000000000000"));
        QCOMPARE(answer[QStringLiteral("fee")].toString(), QStringLiteral("0.000105"));

        // A tip asked for above the gas price raises the cap to it.
        const QJsonObject tipped = send({{QStringLiteral("walletAddress"), kAccount},
                                         {QStringLiteral("recipientAddress"), kRecipient},
                                         {QStringLiteral("amount"), 0.25},
                                         {QStringLiteral("priorityFee"), 0.00021}},
                                        &status);
        QCOMPARE(status, 200);
        const auto t = EvmTransaction::fromBase64(
            tipped[QStringLiteral("transaction")].toString().toLatin1(), &why);
        QVERIFY2(t, qPrintable(why));
        QCOMPARE(t->maxPriorityFeePerGas, U256(10000000000)); // 0.00021 ETH / 21000 gas
        QCOMPARE(t->maxFeePerGas, U256(10000000000));
    }

    void eip1559Fees()
    {
        m_results[QStringLiteral("eth_feeHistory")] =
            QJsonObject{{QStringLiteral("oldestBlock"), QStringLiteral("0x10")},
                        {QStringLiteral("baseFeePerGas"),
                         QJsonArray{QStringLiteral("0x3b9aca00"), QStringLiteral("0x77359400")}}};
        m_results[QStringLiteral("eth_maxPriorityFeePerGas")] = QStringLiteral("0x5f5e100");
        int status = 0;
        const QJsonObject answer = send({{QStringLiteral("walletAddress"), kAccount},
                                         {QStringLiteral("recipientAddress"), kRecipient},
                                         {QStringLiteral("amount"), 0.25}},
                                        &status);
        QVERIFY2(status == 200, QJsonDocument(answer).toJson().constData());
        QVERIFY(!m_asked.contains(u"eth_gasPrice"));
        QString why;
        const auto tx = EvmTransaction::fromBase64(
            answer[QStringLiteral("transaction")].toString().toLatin1(), &why);
        QVERIFY2(tx, qPrintable(why));
        QCOMPARE(tx->maxPriorityFeePerGas, U256(100000000)); // 0.1 gwei
        QCOMPARE(tx->maxFeePerGas, U256(4100000000));        // 2 x 2 gwei + 0.1 gwei
    }

    void cannotPay()
    {
        int status = 0;
        const QJsonObject answer = send({{QStringLiteral("walletAddress"), kAccount},
                                         {QStringLiteral("recipientAddress"), kRecipient},
                                         {QStringLiteral("amount"), 1}},
                                        &status);
        QCOMPARE(status, 400);
        QCOMPARE(answer[QStringLiteral("error")][QStringLiteral("code")].toString(),
                 QStringLiteral("INSUFFICIENT_BALANCE"));
    }

    void nonCanonicalAnswerIsRefused()
    {
        m_results[QStringLiteral("eth_getTransactionCount")] = QStringLiteral("0x07");
        int status = 0;
        const QJsonObject answer = send({{QStringLiteral("walletAddress"), kAccount},
                                         {QStringLiteral("recipientAddress"), kRecipient},
                                         {QStringLiteral("amount"), 0.25}},
                                        &status);
        QCOMPARE(status, 502);
        const QString message =
            answer[QStringLiteral("error")][QStringLiteral("message")].toString();
        QVERIFY2(message.contains(u"eth_getTransactionCount"), qPrintable(message));
    }
};

QTEST_GUILESS_MAIN(TstSandboxEvmRemote)
#include "tst_sandbox_evm_remote.moc"
