// Local mode on a real EVM node: ganache 7.9.2 (tests/peers/ganache) behind the sandbox's
// --evm-rpc. POST /transaction/send quotes with the node's chain id, nonce and fees; the wallet's
// checks (EvmPolicy) pass; the transfer signed here lands on ganache through the sandbox's /evm
// proxy, moves exactly the amount plus gasUsed x effectiveGasPrice, and ethers 6 reads the same
// bytes the same way. A stale or foreign quote is refused and nothing is broadcast.
#include "evm/EvmPolicy.h"
#include "evm/EvmRpcClient.h"
#include "evm/EvmTransaction.h"
#include "payments/evm/EvmPaymentFlow.h"
#include "util/TestSandbox.h"
#include "wallet/EvmKeyImport.h"

#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QProcess>
#include <QSignalSpy>
#include <QSqlDatabase>
#include <QTemporaryDir>
#include <QTest>

using namespace paydesk;
using namespace paydesk::testing;
using evm::EvmAddress;
using evm::EvmExpectation;
using evm::EvmPolicy;
using evm::EvmReview;
using evm::EvmRpcClient;
using evm::EvmTransaction;
using evm::U256;

namespace {
// The public test mnemonic of Hardhat / Anvil / ganache's docs; account #0 and #1.
const QByteArray kMnemonic = "test test test test test test test test test test test junk";
const QString kAccount = QStringLiteral("0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266");
const QString kRecipient = QStringLiteral("0x70997970C51812dc3A010C7d01b50e0d17dc79C8");
constexpr quint64 kGanacheChainId = 1337;

QString peerDir()
{
    return qEnvironmentVariable("PAYDESK_SOURCE_DIR") + QStringLiteral("/tests/peers/ganache");
}

U256 wei(const char *decimal)
{
    return *U256::fromDecimal(QString::fromLatin1(decimal));
}

QJsonObject parse(const QByteArray &bytes)
{
    return QJsonDocument::fromJson(bytes).object();
}
} // namespace

class TstSandboxEvmGanache : public QObject
{
    Q_OBJECT

private:
    QProcess m_ganache;
    QUrl m_nodeUrl;
    TestSandbox m_sandbox;
    QNetworkAccessManager m_network;
    std::unique_ptr<EvmRpcClient> m_node;  // straight to ganache
    std::unique_ptr<EvmRpcClient> m_proxy; // the sandbox's /evm, forwarding to ganache
    std::optional<wallet::EvmKey> m_key;

    // Test code may wait: RpcCall is asynchronous, the test drives it to its answer.
    static RpcCall *finished(RpcCall *call)
    {
        if (!call->isFinished()) {
            QSignalSpy spy(call, &RpcCall::finished);
            spy.wait(15000);
        }
        call->deleteLater();
        return call;
    }
    U256 balance(const QString &address)
    {
        RpcCall *call = finished(m_node->getBalance(*EvmAddress::parse(address)));
        const auto v = EvmRpcClient::parseQuantity(call->result());
        if (!v)
            qFatal("eth_getBalance: %s", qPrintable(call->errorText()));
        return *v;
    }
    quint64 pendingNonce()
    {
        RpcCall *call = finished(m_node->getTransactionCount(*EvmAddress::parse(kAccount)));
        return EvmRpcClient::parseQuantity64(call->result()).value_or(~quint64(0));
    }
    U256 nextBaseFee()
    {
        RpcCall *call = finished(m_node->feeHistory(1, {}));
        const auto h = EvmRpcClient::parseFeeHistory(call->result());
        return h ? h->nextBaseFee() : U256();
    }

    // POST /transaction/send on `sandbox` for `amount` ETH from account #0.
    static QJsonObject quote(TestSandbox &sandbox, double amount)
    {
        int status = 0;
        const QJsonObject answer = sandbox.admin("POST", QStringLiteral("/transaction/send"),
                                                 {{QStringLiteral("walletAddress"), kAccount},
                                                  {QStringLiteral("recipientAddress"), kRecipient},
                                                  {QStringLiteral("amount"), amount}},
                                                 &status);
        if (status != 200)
            qWarning("/transaction/send: %s", QJsonDocument(answer).toJson().constData());
        return answer;
    }

    // What the wallet holds the service's transaction against: the user's request and what
    // the node itself says (chain id 1337, the pending nonce, the next base fee).
    EvmExpectation expectation(const QJsonObject &answer, const U256 &value)
    {
        EvmExpectation e;
        e.chainId = kGanacheChainId;
        e.from = *EvmAddress::parse(kAccount);
        e.recipient = *EvmAddress::parse(kRecipient);
        e.value = value;
        e.maxFee = wei("10000000000000000"); // 0.01 ETH
        e.pendingNonce = pendingNonce();
        e.nextBaseFee = nextBaseFee();
        e.network = answer[QStringLiteral("network")].toString();
        e.expiresAt =
            QDateTime::fromMSecsSinceEpoch(qint64(answer[QStringLiteral("expiresAt")].toDouble()));
        return e;
    }

    // The wallet's path: review, and only an approved transaction is signed and broadcast
    // (through the sandbox's /evm). Answers the review and the hash the node gave, if any.
    QPair<EvmReview, QString> payIfApproved(const QJsonObject &answer, const U256 &value,
                                            std::optional<EvmTransaction> *signedTx = nullptr)
    {
        EvmReview review =
            EvmPolicy::reviewBase64(answer[QStringLiteral("transaction")].toString().toLatin1(),
                                    expectation(answer, value));
        if (!review.ok())
            return {review, {}};
        EvmTransaction tx = review.tx;
        QString why;
        if (!tx.sign(m_key->privateKey, &why))
            qFatal("sign: %s", qPrintable(why));
        if (signedTx)
            *signedTx = tx;
        RpcCall *call = finished(m_proxy->sendRawTransaction(tx.signedBytes()));
        if (!call->ok())
            qWarning("eth_sendRawTransaction: %s", qPrintable(call->errorText()));
        const auto hash = EvmRpcClient::parseHash(call->result());
        return {review, hash ? EvmRpcClient::toHexData(*hash) : QString()};
    }

    bool landed(const QString &hash)
    {
        const auto bytes = EvmRpcClient::parseData(hash.toStdString());
        if (!bytes)
            return false;
        RpcCall *call = finished(m_node->getTransactionReceipt(*bytes));
        const auto receipt = EvmRpcClient::parseReceipt(call->result());
        return receipt && receipt->found;
    }

    QJsonObject payment(const QString &id)
    {
        return m_sandbox.admin("GET", QStringLiteral("/payment/status/") + id)
            .value(QStringLiteral("payment"))
            .toObject();
    }

private Q_SLOTS:
    void initTestCase()
    {
        if (!QFileInfo::exists(peerDir() + QStringLiteral("/node_modules/ganache")) ||
            !QFileInfo::exists(peerDir() + QStringLiteral("/node_modules/ethers")))
            QSKIP("ganache peer not installed: run `npm ci` in tests/peers/ganache");
        m_ganache.setWorkingDirectory(peerDir());
        m_ganache.setProcessChannelMode(QProcess::ForwardedErrorChannel);
        m_ganache.start(QStringLiteral("node"),
                        {QStringLiteral("node.mjs"), QStringLiteral("--chain-id"),
                         QString::number(kGanacheChainId), QStringLiteral("--exit-on-stdin-eof")});
        if (!m_ganache.waitForStarted(10000))
            QSKIP("node is not on PATH: the ganache test needs Node.js >= 20");
        QTRY_VERIFY_WITH_TIMEOUT(m_ganache.canReadLine(), 20000);
        const QString line = QString::fromUtf8(m_ganache.readLine()).trimmed();
        QVERIFY2(line.startsWith(u"ganache listening on http://127.0.0.1:"), qPrintable(line));
        m_nodeUrl = QUrl(line.section(u' ', -1));

        // The command line's own option, parsed as paydesk-sandbox parses it.
        QString error;
        auto options = sandbox::SandboxOptions::fromArguments(
            {QStringLiteral("paydesk-sandbox"), QStringLiteral("--evm-rpc"), m_nodeUrl.toString(),
             QStringLiteral("--slot-ms"), QStringLiteral("60000")},
            &error);
        QVERIFY2(options, qPrintable(error));
        QCOMPARE(options->evmRpc, m_nodeUrl);
        options->statePath = m_sandbox.statePath();
        m_sandbox.startOrDie(*options);

        m_node = std::make_unique<EvmRpcClient>(&m_network, m_nodeUrl);
        QUrl proxy = m_sandbox.url();
        proxy.setPath(QStringLiteral("/evm"));
        m_proxy = std::make_unique<EvmRpcClient>(&m_network, proxy);

        m_key = wallet::EvmKeyImport::fromMnemonic(kMnemonic, {}, &error);
        QVERIFY2(m_key, qPrintable(error));
        QCOMPARE(m_key->address, *EvmAddress::parse(kAccount));
    }

    void cleanupTestCase()
    {
        if (m_ganache.state() == QProcess::NotRunning)
            return;
        m_ganache.closeWriteChannel(); // --exit-on-stdin-eof
        if (!m_ganache.waitForFinished(10000))
            m_ganache.kill();
    }

    void proxyForwardsToTheNode()
    {
        RpcCall *call = finished(m_proxy->chainId());
        QVERIFY2(call->ok(), qPrintable(call->errorText()));
        QCOMPARE(EvmRpcClient::parseQuantity64(call->result()), kGanacheChainId);
        // A batch goes through unchanged.
        QNetworkRequest request(m_proxy->endpoint());
        request.setHeader(QNetworkRequest::ContentTypeHeader, QStringLiteral("application/json"));
        QNetworkReply *reply = m_network.post(
            request, R"([{"jsonrpc":"2.0","id":1,"method":"eth_chainId","params":[]},)"
                     R"({"jsonrpc":"2.0","id":2,"method":"net_version","params":[]}])");
        QTRY_VERIFY_WITH_TIMEOUT(reply->isFinished(), 15000);
        reply->deleteLater();
        const QJsonArray answers = QJsonDocument::fromJson(reply->readAll()).array();
        QCOMPARE(answers.size(), 2);
        QCOMPARE(answers[1].toObject()[QStringLiteral("result")].toString(),
                 QString::number(kGanacheChainId));
    }

    void transferLandsOnGanache()
    {
        const U256 value = wei("1250000000000000000"); // 1.25 ETH
        const QJsonObject answer = quote(m_sandbox, 1.25);
        QCOMPARE(answer[QStringLiteral("network")].toString(), QStringLiteral("eip155:1337"));
        QCOMPARE(answer[QStringLiteral("encoding")].toString(), QStringLiteral("base64"));
        const quint64 nonce = pendingNonce();
        QCOMPARE(quint64(answer[QStringLiteral("nonce")].toInteger()), nonce);

        const U256 senderBefore = balance(kAccount);
        const U256 recipientBefore = balance(kRecipient);
        std::optional<EvmTransaction> tx;
        const auto [review, hash] = payIfApproved(answer, value, &tx);
        QVERIFY2(review.ok(), qPrintable(review.reason));
        QCOMPARE(review.tx.chainId, kGanacheChainId);
        QCOMPARE(review.tx.nonce, nonce);
        QCOMPARE(review.tx.gasLimit, quint64(21000));
        // The node's fees: 2 x the next base fee + its suggested tip (eth_maxPriorityFeePerGas).
        RpcCall *tipCall = finished(m_node->maxPriorityFeePerGas());
        const U256 tip = *EvmRpcClient::parseQuantity(tipCall->result());
        QCOMPARE(review.tx.maxPriorityFeePerGas, tip);
        QVERIFY(review.tx.maxFeePerGas >= tip);
        QVERIFY(tx.has_value());
        QCOMPARE(hash, EvmRpcClient::toHexData(tx->hash()));

        // The receipt, asked of the node itself.
        evm::EvmReceipt receipt;
        QTRY_VERIFY_WITH_TIMEOUT(
            [&] {
                RpcCall *call = finished(m_node->getTransactionReceipt(tx->hash()));
                const auto r = EvmRpcClient::parseReceipt(call->result());
                if (r)
                    receipt = *r;
                return r && r->found;
            }(),
            15000);
        QVERIFY(receipt.success);
        QCOMPARE(receipt.transactionHash, tx->hash());
        QCOMPARE(receipt.gasUsed, quint64(21000));
        QCOMPARE(receipt.from, *EvmAddress::parse(kAccount));
        QCOMPARE(receipt.to, *EvmAddress::parse(kRecipient));
        const U256 fee = *receipt.fee();
        QCOMPARE(balance(kRecipient), *recipientBefore.checkedAdd(value));
        QCOMPARE(balance(kAccount), *senderBefore.checkedSub(*value.checkedAdd(fee)));
        QCOMPARE(pendingNonce(), nonce + 1);

        // ethers 6 reads the broadcast bytes the same way and recovers the same sender.
        QProcess ethers;
        ethers.setWorkingDirectory(peerDir());
        ethers.start(QStringLiteral("node"),
                     {QStringLiteral("decode.mjs"), EvmRpcClient::toHexData(tx->signedBytes())});
        QVERIFY(ethers.waitForFinished(20000));
        const QJsonObject decoded = parse(ethers.readAllStandardOutput());
        QVERIFY2(ethers.exitCode() == 0, QJsonDocument(decoded).toJson().constData());
        QCOMPARE(decoded[QStringLiteral("type")].toInt(), 2);
        QCOMPARE(decoded[QStringLiteral("chainId")].toString(), QString::number(kGanacheChainId));
        QCOMPARE(decoded[QStringLiteral("nonce")].toInteger(), qint64(nonce));
        QCOMPARE(decoded[QStringLiteral("to")].toString(), kRecipient);
        QCOMPARE(decoded[QStringLiteral("value")].toString(), value.toDecimal());
        QCOMPARE(decoded[QStringLiteral("from")].toString(), kAccount);
        QCOMPARE(decoded[QStringLiteral("hash")].toString(), hash);

        // The payment follows the hash on the node: the fee actually paid, then confirmed once
        // a later block is made (ganache mines a block per transaction, evm_mine makes one).
        const QString id = answer[QStringLiteral("paymentId")].toString();
        QTRY_COMPARE_WITH_TIMEOUT(payment(id)[QStringLiteral("status")].toString(),
                                  QStringLiteral("submitted"), 10000);
        const QJsonObject record = payment(id);
        QCOMPARE(record[QStringLiteral("signature")].toString(), hash);
        QCOMPARE(record[QStringLiteral("network")].toString(), QStringLiteral("eip155:1337"));
        QCOMPARE(record[QStringLiteral("nonce")].toInteger(), qint64(nonce));
        QCOMPARE(record[QStringLiteral("fee")].toString(), fee.toAmount(18)->toString());
        QVERIFY(finished(m_node->call(QStringLiteral("evm_mine"), nlohmann::json::array()))->ok());
        QTRY_COMPARE_WITH_TIMEOUT(payment(id)[QStringLiteral("status")].toString(),
                                  QStringLiteral("confirmed"), 10000);
    }

    // Paydesk's own payment flow end to end on a real EVM node: the sandbox service builds the
    // transfer against ganache, EvmPaymentFlow checks it against the node (through the sandbox's
    // /evm), signs, journals and broadcasts it and follows the receipt. The recipient gains
    // exactly the amount, the sender loses exactly amount + gasUsed x effectiveGasPrice, and
    // ethers decodes the journaled bytes to the same payment and signer.
    void paymentFlowPaysOnGanache()
    {
        const U256 value = wei("300000000000000000"); // 0.3 ETH
        const U256 senderBefore = balance(kAccount), recipientBefore = balance(kRecipient);
        ServiceClient service(&m_network, ServiceConfig{m_sandbox.url()});
        service.setApiKey(SecureBytes::copyOf(TestSandbox::kAdminKey));
        QTemporaryDir dir;
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("j"));
        db.setDatabaseName(dir.filePath(QStringLiteral("journal.sqlite")));
        QVERIFY(db.open());
        {
            PaymentJournal journal(db);
            evm::EvmPaymentFlow::Options o;
            o.autoApprove = true;
            o.simulate = true;
            o.timing.pollIntervalMs = 100;
            evm::EvmPaymentFlow flow(
                {&service,
                 m_proxy.get(),
                 &journal,
                 [this](const QString &, QObject *, evm::EvmPaymentFlow::KeyCallback done) {
                     done(wallet::EvmKey{SecureBytes::copyOf(m_key->privateKey.view()),
                                         m_key->address},
                          {});
                 },
                 {}},
                o);
            SendPaymentRequest r;
            r.walletAddress = kAccount;
            r.recipientAddress = kRecipient;
            r.amount = QStringLiteral("0.3");
            flow.startSend(r);
            QTRY_VERIFY_WITH_TIMEOUT(flow.step() == evm::EvmPaymentFlow::Step::Finished, 30000);
            QVERIFY2(flow.outcome() == evm::EvmPaymentFlow::Outcome::Confirmed,
                     qPrintable(flow.message()));
            QCOMPARE(flow.review().chainId, kGanacheChainId);
            QVERIFY(flow.simulation() && flow.simulation()->ok);

            const auto bytes = EvmRpcClient::parseHash(flow.hash().toStdString());
            RpcCall *call = finished(m_node->getTransactionReceipt(*bytes));
            const auto receipt = EvmRpcClient::parseReceipt(call->result());
            QVERIFY(receipt && receipt->found && receipt->success);
            QVERIFY(balance(kRecipient) == *recipientBefore.checkedAdd(value));
            QVERIFY(balance(kAccount) ==
                    *senderBefore.checkedSub(*value.checkedAdd(*receipt->fee())));

            const auto entry = journal.find(flow.journalId());
            QVERIFY(entry && entry->state == JournalState::Confirmed);
            QProcess ethers;
            ethers.setWorkingDirectory(peerDir());
            ethers.start(QStringLiteral("node"),
                         {QStringLiteral("decode.mjs"), EvmRpcClient::toHexData(entry->wire)});
            QVERIFY(ethers.waitForFinished(20000));
            const QJsonObject decoded = parse(ethers.readAllStandardOutput());
            QCOMPARE(decoded[QStringLiteral("from")].toString(), kAccount);
            QCOMPARE(decoded[QStringLiteral("to")].toString(), kRecipient);
            QCOMPARE(decoded[QStringLiteral("value")].toString(), value.toDecimal());
            QCOMPARE(decoded[QStringLiteral("hash")].toString(), flow.hash());
        }
        db.close();
    }

    void staleNonceIsRefused()
    {
        // A quote, then the account's nonce is used by another transfer: the quote's nonce is no
        // longer the pending one, and a gap (one ahead) is refused the same way.
        const U256 value = wei("10000000000000000"); // 0.01 ETH
        const QJsonObject stale = quote(m_sandbox, 0.01);
        const auto [first, firstHash] = payIfApproved(quote(m_sandbox, 0.01), value);
        QVERIFY2(first.ok(), qPrintable(first.reason));
        QVERIFY(!firstHash.isEmpty());
        QTRY_VERIFY_WITH_TIMEOUT(landed(firstHash), 15000);

        const quint64 nonce = pendingNonce();
        const U256 before = balance(kAccount);
        const auto [reuse, reuseHash] = payIfApproved(stale, value);
        QCOMPARE(reuse.refusal, EvmReview::Refusal::NonceMismatch);
        QVERIFY(reuseHash.isEmpty());

        // A gap: the quote's nonce one past the pending one (re-encoded by hand).
        const QJsonObject fresh = quote(m_sandbox, 0.01);
        QString why;
        auto gap = EvmTransaction::fromBase64(
            fresh[QStringLiteral("transaction")].toString().toLatin1(), &why);
        QVERIFY2(gap, qPrintable(why));
        gap->nonce += 1;
        QJsonObject gapped = fresh;
        gapped[QStringLiteral("transaction")] =
            QString::fromLatin1(gap->signingPayload().toBase64());
        const auto [ahead, aheadHash] = payIfApproved(gapped, value);
        QCOMPARE(ahead.refusal, EvmReview::Refusal::NonceMismatch);
        QVERIFY(aheadHash.isEmpty());

        // Nothing reached the node.
        QCOMPARE(pendingNonce(), nonce);
        QCOMPARE(balance(kAccount), before);
    }

    void foreignChainIsRefused()
    {
        // A sandbox that is not pointed at the user's node quotes for its own chain (4020):
        // held against ganache's chain id it is refused, and nothing is broadcast.
        TestSandbox builtIn;
        sandbox::SandboxOptions options;
        options.slotMs = 60000;
        builtIn.startOrDie(options);
        const QJsonObject answer = quote(builtIn, 0.5);
        QCOMPARE(answer[QStringLiteral("network")].toString(), QStringLiteral("eip155:4020"));
        const quint64 nonce = pendingNonce();
        const U256 before = balance(kAccount);
        const auto [review, hash] = payIfApproved(answer, wei("500000000000000000"));
        QCOMPARE(review.refusal, EvmReview::Refusal::WrongChain);
        QVERIFY(!review.reason.isEmpty());
        QVERIFY(hash.isEmpty());
        QCOMPARE(pendingNonce(), nonce);
        QCOMPARE(balance(kAccount), before);
    }

    void unreachableNodeIsAnError()
    {
        // A node that does not answer: /transaction/send says so (502), it builds nothing.
        TestSandbox orphan;
        QString error;
        auto options = sandbox::SandboxOptions::fromArguments(
            {QStringLiteral("x"), QStringLiteral("--evm-rpc"),
             QStringLiteral("http://127.0.0.1:9")},
            &error);
        QVERIFY2(options, qPrintable(error));
        orphan.startOrDie(*options);
        int status = 0;
        const QJsonObject answer = orphan.admin("POST", QStringLiteral("/transaction/send"),
                                                {{QStringLiteral("walletAddress"), kAccount},
                                                 {QStringLiteral("recipientAddress"), kRecipient},
                                                 {QStringLiteral("amount"), 0.5}},
                                                &status);
        QCOMPARE(status, 502);
        QVERIFY2(answer[QStringLiteral("error")][QStringLiteral("message")].toString().contains(
                     u"127.0.0.1:9"),
                 QJsonDocument(answer).toJson().constData());
    }
};

QTEST_GUILESS_MAIN(TstSandboxEvmGanache)
#include "tst_sandbox_evm_ganache.moc"
