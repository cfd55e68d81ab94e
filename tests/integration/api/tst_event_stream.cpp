// EventStream against the sandbox's live events (docs/service-contract.md, "Live payment
// events") over real loopback WebSockets: payments arrive as they happen, the stream carries on
// across a restart of the service with nothing lost and nothing twice; against a scripted
// server, frames that break the contract are dropped; against a service without the interface,
// the stream says so and the app polls.
#include "api/EventStream.h"
#include "api/ServiceClient.h"
#include "core/Address.h"
#include "core/ExtraCertificates.h"
#include "kits/SandboxFixture.h"
#include "util/TestSandbox.h"
#include "util/Wait.h"

#include <QJsonDocument>
#include <QNetworkAccessManager>
#include <QSignalSpy>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTest>
#include <QWebSocket>
#include <QWebSocketServer>

using namespace paydesk;
using namespace paydesk::testing;

namespace {
const QString kKey = QStringLiteral("sk_test_events_key_1");

// Every event the stream hands on, in order.
struct Seen
{
    QList<EventFrame> events;
    QList<quint64> ids() const
    {
        QList<quint64> out;
        for (const EventFrame &e : events)
            out.append(e.eventId);
        return out;
    }
    QStringList created() const
    {
        QStringList out;
        for (const EventFrame &e : events)
            if (e.kind == EventFrame::Kind::PaymentCreated)
                out.append(e.paymentId);
        return out;
    }
};
} // namespace

class TstEventStream : public QObject
{
    Q_OBJECT
    QNetworkAccessManager m_nam;

    std::unique_ptr<ServiceClient> client(const QUrl &base, const QString &key = kKey)
    {
        ServiceConfig cfg;
        cfg.baseUrl = base;
        cfg.requestsPerMinute = 1000;
        auto c = std::make_unique<ServiceClient>(&m_nam, cfg);
        c->setApiKey(SecureBytes::copyOf(key.toUtf8()));
        return c;
    }
    QString pay(ServiceClient &c, const QString &wallet)
    {
        auto *r = waitFor(c.sendPayment(SendPaymentRequest{
            wallet, SandboxFixture::freshAddress(), QStringLiteral("0.01"), {}, {}, {}, {}}));
        return r->ok() ? r->result().paymentId : QString();
    }

private Q_SLOTS:
    void paymentsArriveLiveAcrossARestart()
    {
        TestSandbox sandbox;
        sandbox::SandboxOptions o;
        o.slotMs = 50;
        o.statePath = sandbox.statePath();
        o.keys = {{kKey, QStringLiteral("standard"), 1000, {}}};
        sandbox.startOrDie(o);
        const QString wallet = sandbox.createWallet(QStringLiteral("10"));
        auto c = client(sandbox.url());
        EventStream stream(c.get());
        stream.setBackoffForTest(50, 400);
        Seen seen;
        connect(&stream, &EventStream::eventArrived, this,
                [&seen](const EventFrame &e) { seen.events.append(e); });
        stream.start();
        QTRY_VERIFY_WITH_TIMEOUT(stream.isLive(), 5000);

        QStringList paid;
        for (int i = 0; i < 3; ++i)
            paid.append(pay(*c, wallet));
        QVERIFY(!paid.contains(QString()));
        QTRY_COMPARE_WITH_TIMEOUT(seen.created(), paid, 5000);
        // Each is confirmed on the chain, and its receiver is told.
        QTRY_VERIFY_WITH_TIMEOUT(std::count_if(seen.events.begin(), seen.events.end(),
                                               [](const EventFrame &e) {
                                                   return e.kind ==
                                                          EventFrame::Kind::PaymentReceived;
                                               }) == 3,
                                 5000);
        for (const EventFrame &e : std::as_const(seen.events)) {
            QCOMPARE(e.amount->toString(), QStringLiteral("0.01"));
            QCOMPARE(e.assetSymbol, QStringLiteral("SOL"));
        }

        // The service goes away for a while (the stream tries, and waits), then comes back
        // on the same state: the stream returns by itself and goes on after its last event.
        QSignalSpy states(&stream, &EventStream::stateChanged);
        sandbox.stopForNow();
        QTRY_VERIFY_WITH_TIMEOUT(!stream.isLive(), 5000);
        QTest::qWait(800);
        QVERIFY(sandbox.restart());
        QTRY_VERIFY_WITH_TIMEOUT(stream.isLive(), 10000);
        for (int i = 0; i < 3; ++i)
            paid.append(pay(*c, wallet));
        QTRY_COMPARE_WITH_TIMEOUT(seen.created(), paid, 5000);
        QTest::qWait(500); // what would come twice would come now

        // No event twice, in order, and every id the sandbox numbered was seen.
        const QList<quint64> ids = seen.ids();
        for (qsizetype i = 1; i < ids.size(); ++i)
            QVERIFY2(ids[i] > ids[i - 1],
                     qPrintable(QStringLiteral("%1 after %2").arg(ids[i]).arg(ids[i - 1])));
        QCOMPARE(quint64(ids.size()), ids.last() - ids.first() + 1);
        QCOMPARE(stream.lastEventId(), ids.last());
    }

    void resumesFromAnIdAndWatchesOnlyItsWallets()
    {
        TestSandbox sandbox;
        sandbox::SandboxOptions o;
        o.slotMs = 50;
        o.keys = {{kKey, QStringLiteral("standard"), 1000, {}}};
        sandbox.startOrDie(o);
        const QString a = sandbox.createWallet(QStringLiteral("10"));
        const QString b = sandbox.createWallet(QStringLiteral("10"));
        auto c = client(sandbox.url());
        EventStream all(c.get());
        Seen seenAll;
        connect(&all, &EventStream::eventArrived, this,
                [&seenAll](const EventFrame &e) { seenAll.events.append(e); });
        all.start();
        QTRY_VERIFY_WITH_TIMEOUT(all.isLive(), 5000);
        const QString fromA = pay(*c, a);
        const QString fromB = pay(*c, b);
        QTRY_COMPARE_WITH_TIMEOUT(seenAll.created(), (QStringList{fromA, fromB}), 5000);

        // A second stream that watches B only and had seen up to A's created event gets B's
        // events from the log, and none of A's.
        EventStream onlyB(c.get());
        Seen seenB;
        connect(&onlyB, &EventStream::eventArrived, this,
                [&seenB](const EventFrame &e) { seenB.events.append(e); });
        onlyB.start({b}, seenAll.events.first().eventId);
        QTRY_COMPARE_WITH_TIMEOUT(seenB.created(), QStringList{fromB}, 5000);
        for (const EventFrame &e : std::as_const(seenB.events))
            QCOMPARE(e.paymentId, fromB);
    }

    void refusedKeyIsNotRetriedAtOnce()
    {
        TestSandbox sandbox;
        sandbox::SandboxOptions o;
        o.keys = {{kKey, QStringLiteral("standard"), 1000, {}}};
        sandbox.startOrDie(o);
        auto c = client(sandbox.url(), QStringLiteral("sk_test_nobody"));
        EventStream stream(c.get());
        QSignalSpy problems(&stream, &EventStream::problem);
        stream.start();
        QTRY_COMPARE_WITH_TIMEOUT(stream.state(), EventStream::State::Unavailable, 5000);
        QTest::qWait(300); // no quick retry: still refused, once
        QCOMPARE(stream.state(), EventStream::State::Unavailable);
        QCOMPARE(problems.count(), 1);
    }

    void aServiceWithoutEventsMeansPollingAndBack()
    {
        // An HTTP service that answers 404 to the upgrade, as a real one without the interface.
        QTcpServer http;
        QVERIFY(http.listen(QHostAddress::LocalHost));
        connect(&http, &QTcpServer::newConnection, this, [&http] {
            while (QTcpSocket *s = http.nextPendingConnection()) {
                connect(s, &QTcpSocket::readyRead, s, [s] {
                    if (!s->readAll().contains("\r\n\r\n"))
                        return;
                    s->write("HTTP/1.1 404 Not Found\r\nContent-Length: 0\r\n\r\n");
                    s->disconnectFromHost();
                });
            }
        });
        const quint16 port = http.serverPort();
        auto c = client(QUrl(QStringLiteral("http://127.0.0.1:%1").arg(port)));
        EventStream stream(c.get());
        stream.setBackoffForTest(50, 400, 300); // looks again every 300 ms, not 5 minutes
        stream.start();
        QTRY_COMPARE_WITH_TIMEOUT(stream.state(), EventStream::State::Unavailable, 5000);
        // The service gains the interface (here: the sandbox takes over the port): the stream
        // finds it at its next look and goes live, and back from polling.
        http.close();
        TestSandbox sandbox;
        sandbox::SandboxOptions o;
        o.port = port;
        o.keys = {{kKey, QStringLiteral("standard"), 1000, {}}};
        sandbox.startOrDie(o);
        QTRY_VERIFY_WITH_TIMEOUT(stream.isLive(), 5000);
    }

    void worksOverWss()
    {
        // A sandbox served over https (the loopback certificate of tests/fixtures/tls, trusted
        // through $PAYDESK_EXTRA_CA_CERTS as a company CA would be): the stream uses wss://.
        const QString cert = QStringLiteral(PAYDESK_TLS_DIR "/loopback-cert.pem");
        qputenv(ExtraCertificates::kVariable, cert.toUtf8());
        QString problem;
        QCOMPARE(ExtraCertificates::install(&problem), 1);
        TestSandbox sandbox;
        sandbox::SandboxOptions o;
        o.slotMs = 50;
        o.tlsCertificate = cert;
        o.tlsKey = QStringLiteral(PAYDESK_TLS_DIR "/loopback-key.pem");
        o.keys = {{kKey, QStringLiteral("standard"), 1000, {}}};
        sandbox.startOrDie(o);
        QCOMPARE(sandbox.url().scheme(), QStringLiteral("https"));
        const QString wallet = sandbox.createWallet(QStringLiteral("10"));
        auto c = client(sandbox.url());
        EventStream stream(c.get());
        Seen seen;
        connect(&stream, &EventStream::eventArrived, this,
                [&seen](const EventFrame &e) { seen.events.append(e); });
        stream.start();
        QTRY_VERIFY_WITH_TIMEOUT(stream.isLive(), 5000);
        const QString id = pay(*c, wallet);
        QTRY_COMPARE_WITH_TIMEOUT(seen.created(), QStringList{id}, 5000);
    }

    void framesOutsideTheContractAreDropped()
    {
        // A scripted events server: a welcome, then good events mixed with a duplicate, one
        // that goes back, garbage, an unknown kind, an amount past its decimals and a frame
        // above 64 KiB (which the stream's socket refuses: it reconnects and resumes).
        QWebSocketServer server(QStringLiteral("scripted"), QWebSocketServer::NonSecureMode);
        QVERIFY(server.listen(QHostAddress::LocalHost));
        QList<quint64> sinces;
        int connections = 0;
        connect(&server, &QWebSocketServer::newConnection, this, [&] {
            QWebSocket *ws = server.nextPendingConnection();
            ++connections;
            connect(ws, &QWebSocket::disconnected, ws, &QObject::deleteLater);
            connect(ws, &QWebSocket::textMessageReceived, ws, [&, ws](const QString &hello) {
                const bool first = connections == 1;
                sinces.append(QJsonDocument::fromJson(hello.toUtf8())["since"].toInteger());
                ws->sendTextMessage(
                    QStringLiteral(R"({"type":"welcome","lastEventId":%1,"heartbeatMs":15000})")
                        .arg(first ? 4 : 21));
                const auto event = [](int id, const char *amount = "0.5") {
                    return QStringLiteral(R"({"type":"event","eventId":%1,"kind":"payment.status",)"
                                          R"("paymentId":"p%1","status":"submitted",)"
                                          R"("amount":"%2","asset":{"symbol":"SOL","decimals":9}})")
                        .arg(id)
                        .arg(QLatin1String(amount));
                };
                if (!first) {
                    ws->sendTextMessage(event(5)); // already handed on: dropped
                    // 9 to 20 are no longer kept: said, then the stream goes on after them.
                    ws->sendTextMessage(QStringLiteral(R"({"type":"gap","from":9,"to":20})"));
                    ws->sendTextMessage(event(12)); // inside the gap: dropped
                    ws->sendTextMessage(event(21));
                    return;
                }
                ws->sendTextMessage(event(5));
                ws->sendTextMessage(event(5));
                ws->sendTextMessage(event(3));
                ws->sendTextMessage(QStringLiteral("{not json"));
                ws->sendTextMessage(
                    QStringLiteral(R"({"type":"event","eventId":6,"kind":"sandbox.new"})"));
                ws->sendTextMessage(event(7, "0.0000000001"));
                ws->sendTextMessage(event(8));
                ws->sendTextMessage(QString(70 * 1024, u'x'));
            });
        });
        auto c = client(QUrl(QStringLiteral("http://127.0.0.1:%1").arg(server.serverPort())));
        EventStream stream(c.get());
        stream.setBackoffForTest(20, 100);
        Seen seen;
        connect(&stream, &EventStream::eventArrived, this,
                [&seen](const EventFrame &e) { seen.events.append(e); });
        QSignalSpy missed(&stream, &EventStream::missed);
        stream.start();
        QTRY_COMPARE_WITH_TIMEOUT(seen.ids(), (QList<quint64>{5, 8, 21}), 5000);
        QCOMPARE(missed.count(), 1);
        QCOMPARE(missed.first().at(0).toULongLong(), 9u);
        QCOMPARE(missed.first().at(1).toULongLong(), 20u);
        QCOMPARE(connections, 2);
        QCOMPARE(sinces, (QList<quint64>{0, 8})); // resumed after the last it handed on
    }
};

QTEST_GUILESS_MAIN(TstEventStream)
#include "tst_event_stream.moc"
