// A request that moves money reaches the server at most once. QtNetwork resends
// an HTTP/1 request by itself when the server closes the connection before answering; these
// tests count the requests on the wire, against a server that reads a request whole and drops
// the connection, and against the sandbox's fault injection.
#include "api/ServiceClient.h"
#include "core/SendOnce.h"
#include "kits/SandboxFixture.h"
#include "solana/RpcClient.h"

#include <QProcess>
#include <QRegularExpression>
#include <QTcpServer>
#include <QTcpSocket>

using namespace paydesk;
using namespace paydesk::testing;

namespace {

// Reads each request (headers and Content-Length body), counts it, then closes the connection
// without a byte of answer; or, with answer=true, answers 200 and keeps the connection open.
class DroppingServer : public QObject
{
public:
    bool answer = false;
    int requests = 0;
    int connections = 0;
    QList<QByteArray> heads; // each request's head (request line and headers)

    DroppingServer()
    {
        QObject::connect(&m_server, &QTcpServer::newConnection, this, [this] {
            while (QTcpSocket *s = m_server.nextPendingConnection()) {
                ++connections;
                QObject::connect(s, &QTcpSocket::readyRead, this, [this, s] { read(s); });
                QObject::connect(s, &QTcpSocket::disconnected, s, &QObject::deleteLater);
            }
        });
        if (!m_server.listen(QHostAddress::LocalHost))
            qFatal("cannot listen");
    }
    QUrl url() const
    {
        return QUrl(QStringLiteral("http://127.0.0.1:%1").arg(m_server.serverPort()));
    }
    // Closes every open connection, as a server does with idle keep-alive connections.
    void closeIdle()
    {
        for (QTcpSocket *s : m_server.findChildren<QTcpSocket *>())
            s->disconnectFromHost();
    }

private:
    void read(QTcpSocket *s)
    {
        QByteArray &buffer = m_buffers[s];
        buffer += s->readAll();
        for (;;) {
            const qsizetype end = buffer.indexOf("\r\n\r\n");
            if (end < 0)
                return;
            const QByteArray head = buffer.left(end);
            qsizetype length = 0;
            for (const QByteArray &line : head.split('\n'))
                if (line.toLower().startsWith("content-length:"))
                    length = line.mid(15).trimmed().toLongLong();
            if (buffer.size() < end + 4 + length)
                return;
            buffer.remove(0, end + 4 + length);
            ++requests;
            heads.append(head);
            if (!answer) {
                m_buffers.remove(s);
                s->abort(); // read whole, never answered
                return;
            }
            s->write("HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: "
                     "16\r\n\r\n{\"success\":true}");
        }
    }
    QTcpServer m_server;
    QHash<QTcpSocket *, QByteArray> m_buffers;
};

QNetworkReply *waitReply(QNetworkReply *reply)
{
    QSignalSpy spy(reply, &QNetworkReply::finished);
    if (!reply->isFinished())
        spy.wait(10000);
    return reply;
}

} // namespace

class TstSendOnce : public QObject
{
    Q_OBJECT

    QNetworkAccessManager m_nam;

    std::unique_ptr<ServiceClient> client(const QUrl &url)
    {
        ServiceConfig cfg;
        cfg.baseUrl = url;
        cfg.requestTimeoutMs = 5000;
        cfg.requestsPerMinute = 1000;
        cfg.maxGetAttempts = 1;
        auto c = std::make_unique<ServiceClient>(&m_nam, cfg);
        c->setApiKey(SecureBytes::copyOf("sk_test_user_key_42"));
        return c;
    }
    static SendPaymentRequest payment()
    {
        return SendPaymentRequest{SandboxFixture::freshAddress(),
                                  SandboxFixture::freshAddress(),
                                  QStringLiteral("0.25"),
                                  {},
                                  {},
                                  {},
                                  {}};
    }

private Q_SLOTS:
    // The mechanism, shown with QtNetwork alone: a plain post() to a server that drops the
    // connection goes out more than once. This is what every payment request went through.
    void plainPostIsResentByQt()
    {
        DroppingServer server;
        QNetworkRequest request(QUrl(server.url().toString() + QStringLiteral("/x")));
        request.setHeader(QNetworkRequest::ContentTypeHeader, QByteArrayLiteral("text/plain"));
        delete waitReply(m_nam.post(request, QByteArrayLiteral("pay")));
        QVERIFY2(server.requests > 1, "QtNetwork no longer resends: SendOnce may be reconsidered");
    }
    void sendOncePostGoesOutOnce()
    {
        DroppingServer server;
        QNetworkRequest request(QUrl(server.url().toString() + QStringLiteral("/x")));
        QNetworkReply *reply = waitReply(SendOnce::send(&m_nam, request, "POST", "pay"));
        QCOMPARE(server.requests, 1);
        QVERIFY(reply->error() != QNetworkReply::NoError);
        QVERIFY(server.heads.value(0).contains("\r\nContent-Length: 3"));
        delete reply;
    }
    // A paid fetch repeats the GET with the payment header: it, too, goes out once.
    void sendOnceGetWithProofGoesOutOnce()
    {
        DroppingServer server;
        QNetworkRequest request(QUrl(server.url().toString() + QStringLiteral("/resource")));
        request.setRawHeader("X-PAYMENT", "proof");
        delete waitReply(SendOnce::send(&m_nam, request, "GET", {}));
        QCOMPARE(server.requests, 1);
        QVERIFY(server.heads.value(0).startsWith("GET /resource "));
    }
    // Against a healthy server the once-only requests work, and a keep-alive connection the
    // server closed while idle is never used for them (they get a fresh one).
    void sendOnceWorksAfterTheServerClosedIdleConnections()
    {
        DroppingServer server;
        server.answer = true;
        QNetworkRequest request(QUrl(server.url().toString() + QStringLiteral("/x")));
        for (int i = 0; i < 3; ++i) {
            QNetworkReply *reply = waitReply(SendOnce::send(&m_nam, request, "POST", "pay"));
            QCOMPARE(reply->error(), QNetworkReply::NoError);
            QCOMPARE(reply->readAll(), QByteArrayLiteral("{\"success\":true}"));
            delete reply;
            server.closeIdle();
            QTest::qWait(50);
        }
        QCOMPARE(server.requests, 3);
        QVERIFY(server.heads.value(0).contains("\r\nConnection: close"));
    }
    void everyServicePostGoesOutOnce_data()
    {
        QTest::addColumn<int>("endpoint");
        QTest::newRow("POST /payment/send") << 0;
        QTest::newRow("POST /payment/receive") << 1;
        QTest::newRow("POST /transaction/send") << 2;
        QTest::newRow("POST /transaction/receive") << 3;
    }
    void everyServicePostGoesOutOnce()
    {
        QFETCH(int, endpoint);
        DroppingServer server;
        auto c = client(server.url());
        ReceivePaymentRequest receive{SandboxFixture::freshAddress(),
                                      QStringLiteral("cHJvb2Y="),
                                      QStringLiteral("0.1"),
                                      {},
                                      {},
                                      {},
                                      {},
                                      {}};
        ApiReply *reply = nullptr;
        if (endpoint == 0)
            reply = c->sendPayment(payment());
        else if (endpoint == 1)
            reply = c->receivePayment(receive);
        else if (endpoint == 2)
            reply = c->buildSendTransaction(payment());
        else
            reply = c->buildReceiveTransaction(receive);
        waitFor(reply);
        QCOMPARE(server.requests, 1);
        QCOMPARE(reply->attempts(), 1);
        QCOMPARE(reply->error().kind(), ApiError::Kind::Network);
        if (endpoint == 0)
            QVERIFY(reply->error().outcomeUnknown());
        QVERIFY(server.heads.value(0).contains("\r\nIdempotency-Key: "));
    }
    // The same request object keeps its key; a caller-given key is sent as it is.
    void idempotencyKeyIsSentAsGiven()
    {
        DroppingServer server;
        auto c = client(server.url());
        SendPaymentRequest r = payment();
        r.idempotencyKey = QStringLiteral("order-42-payment");
        waitFor(c->sendPayment(r));
        QVERIFY(server.heads.value(0).contains("\r\nIdempotency-Key: order-42-payment\r\n"));
        r.idempotencyKey = QStringLiteral("has space");
        auto *bad = waitFor(c->sendPayment(r));
        QCOMPARE(bad->error().kind(), ApiError::Kind::Validation);
        QCOMPARE(bad->error().field(), QStringLiteral("idempotencyKey"));
        QCOMPARE(server.requests, 1); // the invalid one sent nothing
    }
    void broadcastGoesOutOnce()
    {
        DroppingServer server;
        solana::RpcClient rpc(&m_nam, server.url());
        rpc.setTimeoutMs(5000);
        RpcCall *call = rpc.sendTransaction("AQID");
        QSignalSpy spy(call, &RpcCall::finished);
        QVERIFY(spy.wait(10000));
        QCOMPARE(server.requests, 1);
    }
    // The sandbox's fault injection drops the connection after reading the request: the
    // sandbox sees the payment once, and a second send with the same key is answered from the
    // first answer instead of paying again.
    void sandboxDropAndIdempotentReplay()
    {
        SandboxFixture sandbox(
            {{QStringLiteral("sk_test_user_key_42"), QStringLiteral("premium"), 1000, {}}});
        const QString wallet = sandbox.createWallet(QStringLiteral("10"));
        auto c = client(sandbox.url());
        sandbox.faults({{QStringLiteral("dropRate"), 1},
                        {QStringLiteral("pathPrefix"), QStringLiteral("/payment/send")}});
        SendPaymentRequest r{wallet, SandboxFixture::freshAddress(), QStringLiteral("0.25"), {}, {},
                             {},     QStringLiteral("key-1")};
        auto *dropped = waitFor(c->sendPayment(r));
        QVERIFY(dropped->error().outcomeUnknown());
        const QJsonObject faults = sandbox.admin("GET", QStringLiteral("/sandbox/faults"));
        QCOMPARE(faults[u"faults"][u"injected"][u"dropped"].toInt(), 1);

        sandbox.faults({});
        auto *first = waitFor(c->sendPayment(r));
        QVERIFY2(first->ok(), qPrintable(first->error().userText()));
        auto *again = waitFor(c->sendPayment(r));
        QVERIFY(again->ok());
        QCOMPARE(again->result().paymentId, first->result().paymentId);
        QCOMPARE(sandbox.balance(wallet).left(4), QStringLiteral("9.74")); // paid once (+ fee)

        SendPaymentRequest other = r;
        other.amount = QStringLiteral("0.5");
        auto *conflict = waitFor(c->sendPayment(other));
        QCOMPARE(conflict->error().httpStatus(), 409);
        QCOMPARE(conflict->error().code(), QStringLiteral("IDEMPOTENCY_KEY_REUSED"));
    }
    // The CLI, as the new user ran it: one `paydesk-cli send` against the sandbox's dropping
    // fault puts one POST on the wire, exits 5 (outcome unknown); run again with the same
    // --idempotency-key it gets the one payment, not a second.
    void cliSendGoesOutOnce()
    {
        const QString key = QStringLiteral("sk_test_user_key_42");
        SandboxFixture sandbox({{key, QStringLiteral("premium"), 1000, {}}});
        const QString wallet = sandbox.createWallet(QStringLiteral("10"));
        const QString to = SandboxFixture::freshAddress();
        auto cli = [&](const QStringList &extra) {
            QProcess p;
            QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
            env.insert(QStringLiteral("PAYDESK_TEST_KEY"), key);
            p.setProcessEnvironment(env);
            p.start(QStringLiteral(PAYDESK_CLI),
                    QStringList{QStringLiteral("--service"), sandbox.url().toString(),
                                QStringLiteral("--api-key-env"), QStringLiteral("PAYDESK_TEST_KEY"),
                                QStringLiteral("send"), QStringLiteral("--from"), wallet,
                                QStringLiteral("--to"), to, QStringLiteral("--amount"),
                                QStringLiteral("0.25"), QStringLiteral("--idempotency-key"),
                                QStringLiteral("cli-run-1")} +
                        extra);
            p.closeWriteChannel();
            QSignalSpy done(&p, &QProcess::finished);
            if (p.state() != QProcess::NotRunning && !done.wait(60000))
                qFatal("paydesk-cli did not finish");
            return std::make_pair(p.exitCode(), QString::fromUtf8(p.readAllStandardOutput() +
                                                                  p.readAllStandardError()));
        };
        sandbox.faults({{QStringLiteral("dropRate"), 1},
                        {QStringLiteral("pathPrefix"), QStringLiteral("/payment/send")}});
        const auto dropped = cli({});
        QCOMPARE(dropped.first, 5);
        const QJsonObject faults = sandbox.admin("GET", QStringLiteral("/sandbox/faults"));
        QCOMPARE(faults[u"faults"][u"injected"][u"dropped"].toInt(), 1);

        sandbox.faults({});
        const auto first = cli({});
        QCOMPARE(first.first, 0);
        const auto again = cli({});
        QCOMPARE(again.first, 0);
        const QRegularExpression id(QStringLiteral("Payment id:\\s+(\\S+)"));
        QVERIFY(!id.match(first.second).captured(1).isEmpty());
        // Item 4: the CLI says the fee, the total debited and the balance left, with units.
        QVERIFY2(first.second.contains(QStringLiteral("about 0.000005 SOL")),
                 qPrintable(first.second));
        QVERIFY(first.second.contains(QStringLiteral("about 0.250005 SOL")));
        QVERIFY(first.second.contains(QStringLiteral("9.749995 SOL")));
        QCOMPARE(id.match(again.second).captured(1), id.match(first.second).captured(1));
        QCOMPARE(sandbox.balance(wallet).left(4), QStringLiteral("9.74"));
    }
};

QTEST_GUILESS_MAIN(TstSendOnce)
#include "tst_send_once.moc"
