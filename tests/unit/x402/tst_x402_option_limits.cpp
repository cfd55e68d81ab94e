// A run's maximum (`fetch --max-amount`, an agent's max_price) against an option's price
// (payments/OptionLimits): only ever compared within one asset; the network's own coin may be
// named by its symbol ("0.002 SOL") or left bare ("0.002").
#include "RequirementSamples.h"
#include "payments/OptionLimits.h"

#include <QTest>

using namespace paydesk;
using namespace paydesk::x402;
using namespace paydesk::x402::samples;

class TestOptionLimits : public QObject
{
    Q_OBJECT

    static OptionLimits limit(const char *amount, const QString &symbol)
    {
        OptionLimits l;
        l.maxAmount = Amount::parse(QString::fromLatin1(amount), 18);
        l.maxAmountSymbol = symbol;
        return l;
    }

private Q_SLOTS:
    void theNativeCoinByNameOrBare()
    {
        const PaymentOption sol = one(solOption()); // 0.001 SOL
        QVERIFY(!limit("0.002", QString()).maximumRefusal(sol));
        QVERIFY(!limit("0.002", QStringLiteral("SOL")).maximumRefusal(sol));
        QVERIFY(!limit("0.002", QStringLiteral("sol")).maximumRefusal(sol));
        const auto above = limit("0.0005", QStringLiteral("SOL")).maximumRefusal(sol);
        QVERIFY(above && above->contains(QStringLiteral("above your maximum of 0.0005 SOL")));
        // A maximum in a token never lets the coin through.
        const auto other = limit("5", QStringLiteral("USDC")).maximumRefusal(sol);
        QVERIFY(other && other->contains(QStringLiteral("another asset")));
    }

    void aTokenOnlyByItsSymbol()
    {
        const PaymentOption usdc = one(evmOption()); // 0.01 USDC on Base Sepolia
        QVERIFY(!limit("0.02", QStringLiteral("USDC")).maximumRefusal(usdc));
        QVERIFY(limit("0.005", QStringLiteral("USDC")).maximumRefusal(usdc));
        // A bare number is the network's coin, never the token; nor is the coin's symbol.
        QVERIFY(limit("1", QString()).maximumRefusal(usdc));
        QVERIFY(limit("1", QStringLiteral("ETH")).maximumRefusal(usdc));
        QVERIFY(limit("1", QStringLiteral("SOL")).maximumRefusal(usdc));
    }
};

QTEST_GUILESS_MAIN(TestOptionLimits)
#include "tst_x402_option_limits.moc"
