// EventFrame: the frames of the live payment events (docs/service-contract.md), read strictly.
#include "api/EventFrame.h"

#include <QTest>

using namespace paydesk;

namespace {
// JSON written with ' for " (moc cannot read raw string literals holding braces).
QByteArray q(const char *json)
{
    return QByteArray(json).replace('\'', '"');
}
EventFrame readFrame(const char *json)
{
    return EventFrame::read(q(json));
}
} // namespace

class TestEventFrame : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void readsAConfirmedPayment()
    {
        const EventFrame f = readFrame(
            "{'type':'event','eventId':1044,'kind':'payment.confirmed','time':1796429140678,"
            "'paymentId':'pay_2nn','wallet':'FNMUGMWzvDTMcU28XqXeZQzgWyvpskiwR4gRKNmsW2qV',"
            "'amount':'0.02','asset':{'symbol':'SOL','decimals':9},"
            "'network':'solana-sandbox','status':'confirmed','signature':'56yA',"
            "'payment':{'paymentId':'pay_2nn'},'futureField':[1,2]}");
        QCOMPARE(f.type, EventFrame::Type::Event);
        QCOMPARE(f.kind, EventFrame::Kind::PaymentConfirmed);
        QCOMPARE(f.eventId, 1044u);
        QCOMPARE(f.timeMs, 1796429140678LL);
        QCOMPARE(f.paymentId, QStringLiteral("pay_2nn"));
        QCOMPARE(f.amount->toString(), QStringLiteral("0.02"));
        QCOMPARE(f.amount->decimals(), 9);
        QCOMPARE(f.assetSymbol, QStringLiteral("SOL"));
        QCOMPARE(f.signature, QStringLiteral("56yA"));
        QVERIFY(f.isPaymentEvent());
    }

    void readsATokenReceivedAndAFailure()
    {
        const EventFrame r =
            readFrame("{'type':'event','eventId':7,'kind':'payment.received','paymentId':'p',"
                      "'wallet':'0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266','from':'0x7099',"
                      "'amount':'1.5','asset':{'symbol':'USDC','decimals':6,'address':'0x036C'},"
                      "'network':'eip155:84532','status':'confirmed'}");
        QCOMPARE(r.kind, EventFrame::Kind::PaymentReceived);
        QCOMPARE(r.from, QStringLiteral("0x7099"));
        QCOMPARE(r.assetAddress, QStringLiteral("0x036C"));
        QCOMPARE(r.amount->toString(), QStringLiteral("1.5"));
        const EventFrame f = readFrame(
            "{'type':'event','eventId':9,'kind':'payment.failed','paymentId':'p',"
            "'status':'expired','error':{'code':'EXPIRED','message':'blockhash expired'}}");
        QCOMPARE(f.kind, EventFrame::Kind::PaymentFailed);
        QCOMPARE(f.errorCode, QStringLiteral("EXPIRED"));
        QVERIFY(!f.amount);
    }

    void readsControlFrames()
    {
        const EventFrame w =
            readFrame("{'type':'welcome','lastEventId':1043,'heartbeatMs':15000,'resumed':true}");
        QCOMPARE(w.type, EventFrame::Type::Welcome);
        QCOMPARE(w.lastEventId, 1043u);
        QCOMPARE(w.heartbeatMs, 15000);
        QVERIFY(w.resumed);
        // A heartbeat of 1 ms would make every connection look dead: bounded.
        QCOMPARE(readFrame("{'type':'welcome','lastEventId':0,'heartbeatMs':1}").heartbeatMs, 1000);
        const EventFrame g = readFrame("{'type':'gap','from':1042,'to':9000}");
        QCOMPARE(g.type, EventFrame::Type::Gap);
        QCOMPARE(g.gapTo, 9000u);
        QCOMPARE(readFrame("{'type':'heartbeat','time':1}").type, EventFrame::Type::Heartbeat);
        QCOMPARE(readFrame("{'type':'pong'}").type, EventFrame::Type::Pong);
        const EventFrame e = readFrame("{'type':'error','code':'RATE_LIMITED','message':'slow'}");
        QCOMPARE(e.type, EventFrame::Type::Error);
        QCOMPARE(e.errorCode, QStringLiteral("RATE_LIMITED"));
    }

    void unknownKindsAndTypesAreIgnoredNotRefused()
    {
        const EventFrame k =
            readFrame("{'type':'event','eventId':11,'kind':'sandbox.load','wallet':'A'}");
        QCOMPARE(k.type, EventFrame::Type::Unknown);
        QCOMPARE(k.eventId, 11u); // still an id the stream has seen
        QCOMPARE(readFrame("{'type':'notice','text':'hi'}").type, EventFrame::Type::Unknown);
    }

    void refusesWhatIsNotTheContract_data()
    {
        QTest::addColumn<QByteArray>("frame");
        QTest::newRow("not json") << q("{\"type\":");
        QTest::newRow("array") << q("[1,2]");
        QTest::newRow("no type") << q("{'eventId':1}");
        QTest::newRow("id as text")
            << QByteArray("{'type':'event','eventId':'5','kind':'payment.status','paymentId':'p'}");
        QTest::newRow("id zero") << QByteArray(
            "{'type':'event','eventId':0,'kind':'payment.status','paymentId':'p'}");
        QTest::newRow("id negative")
            << QByteArray("{'type':'event','eventId':-3,'kind':'payment.status','paymentId':'p'}");
        QTest::newRow("id past 64 bits")
            << QByteArray("{'type':'event','eventId':18446744073709551616,'kind':'payment.status','"
                          "paymentId':'p'}");
        QTest::newRow("no payment") << q("{'type':'event','eventId':5,'kind':'payment.status'}");
        QTest::newRow("wallet not text") << QByteArray(
            "{'type':'event','eventId':5,'kind':'payment.status','paymentId':'p','wallet':7}");
        QTest::newRow("amount as number")
            << QByteArray("{'type':'event','eventId':5,'kind':'payment.status','paymentId':'p','"
                          "amount':0.1,'asset':{'symbol':'SOL','decimals':9}}");
        QTest::newRow("amount past its decimals")
            << QByteArray("{'type':'event','eventId':5,'kind':'payment.status','paymentId':'p','"
                          "amount':'0.1234567','asset':{'symbol':'USDC','decimals':6}}");
        QTest::newRow("amount without asset") << QByteArray(
            "{'type':'event','eventId':5,'kind':'payment.status','paymentId':'p','amount':'1'}");
        QTest::newRow("negative amount")
            << QByteArray("{'type':'event','eventId':5,'kind':'payment.status','paymentId':'p','"
                          "amount':'-1','asset':{'symbol':'SOL','decimals':9}}");
        QTest::newRow("gap backwards") << q("{'type':'gap','from':9,'to':3}");
        QTest::newRow("welcome without id") << q("{'type':'welcome'}");
    }
    void refusesWhatIsNotTheContract()
    {
        QFETCH(QByteArray, frame);
        const EventFrame f = readFrame(frame);
        QCOMPARE(f.type, EventFrame::Type::Invalid);
        QVERIFY(!f.why.isEmpty());
    }

    void refusesAFrameAbove64KiB()
    {
        QByteArray big = q("{'type':'event','eventId':5,'kind':'payment.status','paymentId':'p',"
                           "'pad':'");
        big += QByteArray(EventFrame::kMaxBytes, 'x') + "\"}";
        const EventFrame f = EventFrame::read(big);
        QCOMPARE(f.type, EventFrame::Type::Invalid);
        QVERIFY(f.why.contains(u"64 KiB"));
    }
};

QTEST_GUILESS_MAIN(TestEventFrame)
#include "tst_event_frame.moc"
