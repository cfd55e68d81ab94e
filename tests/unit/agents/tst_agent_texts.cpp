// What the agents' tools answer from the journal (agents/AgentToolsText): recent_payments names
// the transaction that moved the money, Paydesk's own or, for an authorization the seller's
// facilitator settled, the one its receipt names.
#include "agents/AgentToolsText.h"

#include <QTest>

using namespace paydesk;
using namespace paydesk::agents;

class TestAgentTexts : public QObject
{
    Q_OBJECT

    static FetchAttempt attempt(const QString &signature, const QString &receipt)
    {
        FetchAttempt a;
        a.url = QStringLiteral("https://shop.example/premium");
        a.network = QStringLiteral("base-sepolia");
        a.amount = QStringLiteral("0.005");
        a.symbol = QStringLiteral("USDC");
        a.state = FetchAttempt::State::Delivered;
        a.paymentId = QStringLiteral("eip3009:0x01");
        a.signature = signature;
        a.receipt = receipt;
        return a;
    }

private Q_SLOTS:
    void recentPaymentsNameTheTransaction()
    {
        const QString tx = QStringLiteral("0x") + QString(64, u'a');
        const nlohmann::json r = AgentToolsText::recentResult(
            {attempt({}, QStringLiteral(R"({"success":true,"transaction":"%1"})").arg(tx)),
             attempt(QStringLiteral("5sig"), {}), attempt({}, {}),
             attempt({}, QStringLiteral("not json"))});
        const nlohmann::json &payments = r["structuredContent"]["payments"];
        QCOMPARE(payments.size(), size_t(4));
        QCOMPARE(QString::fromStdString(payments[0]["transaction"]), tx);
        QCOMPARE(QString::fromStdString(payments[0]["paymentId"]), QStringLiteral("eip3009:0x01"));
        QCOMPARE(QString::fromStdString(payments[1]["transaction"]), QStringLiteral("5sig"));
        QVERIFY(payments[2]["transaction"] == ""); // nothing says: empty, never made up
        QVERIFY(payments[3]["transaction"] == "");
    }
};

QTEST_GUILESS_MAIN(TestAgentTexts)
#include "tst_agent_texts.moc"
