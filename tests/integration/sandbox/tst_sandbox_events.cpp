// The sandbox's /events (docs/service-contract.md, "Live payment events") as any WebSocket client
// sees it: the hello and its refusals with their close codes, ping and pong, a binary frame, a
// frame that is no message, too many frames, too many connections for a key, and the replay
// after `since` filtered by the watched wallets.
#include "util/TestSandbox.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSignalSpy>
#include <QTest>
#include <QWebSocket>
#include <memory>

using namespace paydesk;
using namespace paydesk::testing;

namespace {
const QString kKey = QStringLiteral("sk_test_hub_standard");

// One client connection and everything the server says on it.
struct Client
{
    QWebSocket ws;
    QList<QJsonObject> frames;
    int closeCode = -1;
    bool open = false;

    explicit Client(const QUrl &base, const QString &path = QStringLiteral("/events"))
    {
        QObject::connect(&ws, &QWebSocket::connected, &ws, [this] { open = true; });
        QObject::connect(&ws, &QWebSocket::textMessageReceived, &ws, [this](const QString &t) {
            frames.append(QJsonDocument::fromJson(t.toUtf8()).object());
        });
        QObject::connect(&ws, &QWebSocket::disconnected, &ws,
                         [this] { closeCode = int(ws.closeCode()); });
        QUrl url = base;
        url.setScheme(QStringLiteral("ws"));
        url.setPath(path);
        ws.open(url);
    }
    bool waitOpen()
    {
        return QTest::qWaitFor([this] { return open; }, 5000);
    }
    void send(const QJsonObject &o)
    {
        ws.sendTextMessage(QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Compact)));
    }
    void hello(const QString &key, const QJsonObject &more = {})
    {
        QJsonObject o = more;
        o.insert(QStringLiteral("type"), QStringLiteral("hello"));
        o.insert(QStringLiteral("key"), key);
        send(o);
    }
    int closedWith(int ms = 8000)
    {
        (void)QTest::qWaitFor([this] { return closeCode >= 0; }, ms);
        return closeCode;
    }
    bool has(const QString &type) const
    {
        return std::any_of(frames.begin(), frames.end(), [&](const QJsonObject &f) {
            return f[QStringLiteral("type")].toString() == type;
        });
    }
};
} // namespace

class TstSandboxEvents : public QObject
{
    Q_OBJECT
    TestSandbox m_sandbox;

private Q_SLOTS:
    void initTestCase()
    {
        sandbox::SandboxOptions o;
        o.slotMs = 50;
        o.keys = {{kKey, QStringLiteral("standard"), 100000, {}}};
        m_sandbox.startOrDie(o);
    }

    void welcomesAHelloAndAnswersPings()
    {
        Client c(m_sandbox.url());
        QVERIFY(c.waitOpen());
        c.hello(kKey);
        QTRY_VERIFY_WITH_TIMEOUT(c.has(QStringLiteral("welcome")), 5000);
        const QJsonObject w = c.frames.first();
        QCOMPARE(w[QStringLiteral("version")].toInt(), 1);
        QCOMPARE(w[QStringLiteral("heartbeatMs")].toInt(), 15000);
        c.send({{QStringLiteral("type"), QStringLiteral("ping")}});
        QTRY_VERIFY_WITH_TIMEOUT(c.has(QStringLiteral("pong")), 5000);
    }

    void refusesWithTheContractsCloseCodes()
    {
        {
            Client c(m_sandbox.url());
            QVERIFY(c.waitOpen());
            c.hello(QStringLiteral("sk_nobody"));
            QCOMPARE(c.closedWith(), 4401);
        }
        {
            Client c(m_sandbox.url());
            QVERIFY(c.waitOpen());
            c.send({{QStringLiteral("type"), QStringLiteral("subscribe")}});
            QCOMPARE(c.closedWith(), 4400); // the first frame is no hello
        }
        {
            Client c(m_sandbox.url());
            QVERIFY(c.waitOpen());
            c.hello(kKey, {{QStringLiteral("since"), QStringLiteral("12")}});
            QCOMPARE(c.closedWith(), 4400); // since must be a number
        }
        {
            Client c(m_sandbox.url());
            QVERIFY(c.waitOpen());
            c.ws.sendBinaryMessage("\x01\x02");
            QCOMPARE(c.closedWith(), 1003);
        }
        {
            Client c(m_sandbox.url());
            QVERIFY(c.waitOpen());
            c.hello(kKey);
            QTRY_VERIFY_WITH_TIMEOUT(c.has(QStringLiteral("welcome")), 5000);
            c.send({{QStringLiteral("type"), QStringLiteral("subscribe")}});
            QCOMPARE(c.closedWith(), 1008);
        }
        {
            Client c(m_sandbox.url());
            QVERIFY(c.waitOpen());
            c.hello(kKey);
            c.ws.sendTextMessage(QString(8192, u'x')); // above 4 KiB
            QCOMPARE(c.closedWith(), 1009);
        }
        {
            Client c(m_sandbox.url());
            QVERIFY(c.waitOpen());
            c.hello(kKey);
            for (int i = 0; i < 12; ++i)
                c.send({{QStringLiteral("type"), QStringLiteral("ping")}});
            QCOMPARE(c.closedWith(), 4429); // more than 10 frames a second
        }
    }

    void noHelloIsClosedAfterFiveSeconds()
    {
        Client c(m_sandbox.url());
        QVERIFY(c.waitOpen());
        QCOMPARE(c.closedWith(9000), 4408);
    }

    void aStandardKeyHoldsFiveConnections()
    {
        std::vector<std::unique_ptr<Client>> held;
        for (int i = 0; i < 5; ++i) {
            held.push_back(std::make_unique<Client>(m_sandbox.url()));
            QVERIFY(held.back()->waitOpen());
            held.back()->hello(kKey);
            QTRY_VERIFY_WITH_TIMEOUT(held.back()->has(QStringLiteral("welcome")), 5000);
        }
        Client sixth(m_sandbox.url());
        QVERIFY(sixth.waitOpen());
        sixth.hello(kKey);
        QCOMPARE(sixth.closedWith(), 4429);
        // One goes: a place is free again.
        held.front()->ws.close();
        QTRY_VERIFY_WITH_TIMEOUT(held.front()->closeCode >= 0, 5000);
        Client again(m_sandbox.url());
        QVERIFY(again.waitOpen());
        again.hello(kKey);
        QTRY_VERIFY_WITH_TIMEOUT(again.has(QStringLiteral("welcome")), 5000);
    }

    void replaysAfterSinceForTheWatchedWallets()
    {
        QJsonObject ok = m_sandbox.admin(
            "POST", QStringLiteral("/sandbox/events/load"),
            {{QStringLiteral("wallets"), QJsonArray{QStringLiteral("w-a"), QStringLiteral("w-b")}},
             {QStringLiteral("perSecond"), 100},
             {QStringLiteral("seconds"), 1}});
        const qint64 first = ok[QStringLiteral("firstEventId")].toInteger();
        QVERIFY(first > 0);
        QTest::qWait(1300); // the 100 events are in the log
        Client c(m_sandbox.url());
        QVERIFY(c.waitOpen());
        c.hello(kKey, {{QStringLiteral("since"), first - 1},
                       {QStringLiteral("wallets"), QJsonArray{QStringLiteral("w-b")}}});
        QTRY_COMPARE_WITH_TIMEOUT(c.frames.size(), 51, 5000); // welcome + w-b's 50
        QVERIFY(c.frames.first()[QStringLiteral("resumed")].toBool());
        qint64 last = first - 1;
        for (qsizetype i = 1; i < c.frames.size(); ++i) {
            const QJsonObject e = c.frames.at(i);
            QCOMPARE(e[QStringLiteral("wallet")].toString(), QStringLiteral("w-b"));
            QVERIFY(e[QStringLiteral("eventId")].toInteger() > last);
            last = e[QStringLiteral("eventId")].toInteger();
        }
    }

    void aSinceNoLongerKeptIsAGap()
    {
        // A sandbox that keeps only the last 10 events: 30 happen, a client comes back after
        // the first. It is told which ids are gone, then gets the 10 still kept.
        TestSandbox small;
        sandbox::SandboxOptions o;
        o.keys = {{kKey, QStringLiteral("standard"), 100000, {}}};
        o.eventsKeepAtLeast = 10;
        o.eventsKeepMs = 0;
        small.startOrDie(o);
        small.admin("POST", QStringLiteral("/sandbox/events/load"),
                    {{QStringLiteral("wallets"), QJsonArray{QStringLiteral("w")}},
                     {QStringLiteral("perSecond"), 100},
                     {QStringLiteral("seconds"), 1}});
        QTest::qWait(1300);
        Client c(small.url());
        QVERIFY(c.waitOpen());
        c.hello(kKey, {{QStringLiteral("since"), 1}});
        QTRY_COMPARE_WITH_TIMEOUT(c.frames.size(), 12, 5000); // welcome, gap, 10 events
        QVERIFY(!c.frames.at(0)[QStringLiteral("resumed")].toBool());
        QCOMPARE(c.frames.at(1)[QStringLiteral("type")].toString(), QStringLiteral("gap"));
        QCOMPARE(c.frames.at(1)[QStringLiteral("from")].toInteger(), 2);
        QCOMPARE(c.frames.at(1)[QStringLiteral("to")].toInteger(), 90);
        QCOMPARE(c.frames.at(2)[QStringLiteral("eventId")].toInteger(), 91);
        QCOMPARE(c.frames.last()[QStringLiteral("eventId")].toInteger(), 100);
    }

    void anotherPathIsNoEndpoint()
    {
        Client c(m_sandbox.url(), QStringLiteral("/elsewhere"));
        QTest::qWait(500);
        QVERIFY(!c.open); // the upgrade is answered 404
    }
};

QTEST_GUILESS_MAIN(TstSandboxEvents)
#include "tst_sandbox_events.moc"
