// The one model of networks and assets: CAIP-2 ids and their x402 v1 / service
// aliases, chain families, the trusted asset table (CAIP-19 ids), the money formatter and the one
// rule for short addresses.
#include "core/Address.h"
#include "core/Asset.h"
#include "core/Network.h"
#include "core/PaymentRecord.h"

#include <QTest>

using namespace paydesk;

class TstNetworkAsset : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void aliasesNameOneNetwork_data()
    {
        QTest::addColumn<QString>("v1");
        QTest::addColumn<QString>("caip2");
        QTest::addColumn<int>("chain");
        // docs/protocol-facts.md "x402 networks"
        QTest::newRow("base") << "base"
                              << "eip155:8453" << int(Chain::Evm);
        QTest::newRow("base-sepolia") << "base-sepolia"
                                      << "eip155:84532" << int(Chain::Evm);
        QTest::newRow("solana") << "solana"
                                << "solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp" << int(Chain::Solana);
        QTest::newRow("devnet") << "solana-devnet"
                                << "solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1" << int(Chain::Solana);
        QTest::newRow("sandbox") << "solana-sandbox"
                                 << "solana:sandbox" << int(Chain::Solana);
    }
    void aliasesNameOneNetwork()
    {
        QFETCH(QString, v1);
        QFETCH(QString, caip2);
        QFETCH(int, chain);
        const Network *byName = Network::find(v1);
        QVERIFY(byName);
        QCOMPARE(Network::find(caip2), byName);
        QCOMPARE(byName->caip2(), caip2);
        QCOMPARE(int(byName->chain), chain);
        QCOMPARE(Network::canonical(caip2), v1); // stored keys stay the v1 names
        QCOMPARE(Network::canonical(v1), v1);
        QVERIFY(!byName->name().isEmpty());
    }

    void networksWithoutV1NameKeepTheirCaip2Id()
    {
        const Network *evm = Network::find(u"eip155:4020"); // the sandbox's EVM chain
        QVERIFY(evm);
        QCOMPARE(evm->key(), QStringLiteral("eip155:4020"));
        QCOMPARE(evm->name(), QStringLiteral("Sandbox EVM"));
        QVERIFY(evm->testnet);
        QVERIFY(!Network::find(u"base ")); // exact ids only
        QVERIFY(!Network::find(u""));
    }

    void unknownWellFormedIdsHaveAFamily()
    {
        QCOMPARE(Network::family(QStringLiteral("eip155:999999")), Chain::Evm);
        QCOMPARE(Network::family(QStringLiteral("solana:abc")), Chain::Solana);
        QCOMPARE(Network::family(QStringLiteral("cosmos:hub")), Chain::Unknown);
        QCOMPARE(Network::family(QStringLiteral("eip155:")), Chain::Unknown);
        QCOMPARE(Network::family(QStringLiteral("iotex")), Chain::Evm); // x402 v1 legacy list
        QCOMPARE(Network::canonical(QStringLiteral("eip155:999999")),
                 QStringLiteral("eip155:999999"));
    }

    void trustedAssets()
    {
        // Base USDC, in any case of its hex, on Base by either id; not on Base Sepolia.
        const auto usdc =
            Asset::known(QStringLiteral("eip155:8453"),
                         QStringLiteral("0x833589fcd6edb6e08f4c7c32d4f71b54bda02913"));
        QVERIFY(usdc);
        QCOMPARE(usdc->symbol, QStringLiteral("USDC"));
        QCOMPARE(usdc->decimals, 6);
        QCOMPARE(usdc->network, QStringLiteral("base"));
        QCOMPARE(usdc->chain, Chain::Evm);
        QVERIFY(usdc->trusted);
        QVERIFY(!usdc->isNative());
        QCOMPARE(usdc->caip19(),
                 QStringLiteral("eip155:8453/erc20:0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913"));
        QVERIFY(!Asset::known(QStringLiteral("base-sepolia"), usdc->address));
        // Solana mints compare exactly (base58 is case-sensitive).
        const QString mint = QStringLiteral("EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v");
        QVERIFY(Asset::known(QStringLiteral("solana"), mint));
        QVERIFY(!Asset::known(QStringLiteral("solana"), mint.toLower()));
        QCOMPARE(Asset::known(QStringLiteral("solana"), mint)->caip19(),
                 QStringLiteral("solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp/token:") + mint);
        // Every entry of the table names a network Paydesk knows.
        for (const Asset &a : Asset::knownAssets()) {
            QVERIFY2(Network::find(a.network), qPrintable(a.network));
            QCOMPARE(a.chain, Network::find(a.network)->chain);
            if (a.chain == Chain::Evm)
                QCOMPARE(Address::parse(a.address)->toString(), a.address); // EIP-55 as written
            else
                QVERIFY(Address::parse(a.address));
        }
        QVERIFY(
            !Asset::knownAnywhere(QStringLiteral("0x0000000000000000000000000000000000000001")));
    }

    void nativeAssets()
    {
        const Asset sol = Asset::native(QStringLiteral("solana:sandbox"));
        QCOMPARE(sol.symbol, QStringLiteral("SOL"));
        QCOMPARE(sol.decimals, 9);
        QCOMPARE(sol.network, QStringLiteral("solana-sandbox"));
        QCOMPARE(sol.caip19(), QStringLiteral("solana:sandbox/slip44:501"));
        const Asset eth = Asset::native(QStringLiteral("eip155:4020"));
        QCOMPARE(eth.symbol, QStringLiteral("ETH"));
        QCOMPARE(eth.decimals, 18);
        QCOMPARE(eth.caip19(), QStringLiteral("eip155:4020/slip44:60"));
        QVERIFY(Asset::isSolanaNativeMarker(QStringLiteral("11111111111111111111111111111111")));
    }

    // Each network's own coin by its name, never "ETH" for every EVM chain; a record's amount in
    // its asset and its fee in the coin.
    void nativeCoinsByNetwork()
    {
        QCOMPARE(Network::coinOf(QStringLiteral("polygon")), QStringLiteral("POL"));
        QCOMPARE(Network::coinOf(QStringLiteral("eip155:80002")), QStringLiteral("POL"));
        QCOMPARE(Network::coinOf(QStringLiteral("avalanche")), QStringLiteral("AVAX"));
        QCOMPARE(Network::coinOf(QStringLiteral("base-sepolia")), QStringLiteral("ETH"));
        QCOMPARE(Network::coinOf(QStringLiteral("solana-devnet")), QStringLiteral("SOL"));
        QCOMPARE(Network::coinOf(QStringLiteral("eip155:999999")), QStringLiteral("ETH"));
        QCOMPARE(Asset::native(QStringLiteral("eip155:43114")).symbol, QStringLiteral("AVAX"));
        PaymentRecord r;
        r.network = QStringLiteral("polygon");
        QCOMPARE(r.assetSymbol(), QStringLiteral("POL"));
        r.symbol = QStringLiteral("USDC");
        QCOMPARE(r.assetSymbol(), QStringLiteral("USDC"));
        QCOMPARE(r.coinSymbol(), QStringLiteral("POL"));
        PaymentRecord bare; // no network: the family of its address
        bare.from = QStringLiteral("0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266");
        QCOMPARE(bare.assetSymbol(), QStringLiteral("ETH"));
    }

    void money()
    {
        const Asset usdc =
            *Asset::knownAnywhere(QStringLiteral("EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v"));
        QCOMPARE(Money::format(*Amount::parseUnits(u"1000", 6), usdc),
                 QStringLiteral("0.001 USDC"));
        QCOMPARE(Money::format(*Amount::parse(u"0.25", 9), Asset::native(Chain::Solana)),
                 QStringLiteral("0.25 SOL"));
        QCOMPARE(Money::format(*Amount::parse(u"7", 9), QString()), QStringLiteral("7"));
        QCOMPARE(Money::parse(u" 0.000001 ", usdc)->unitsString(), QStringLiteral("1"));
        QString why;
        QVERIFY(!Money::parse(u"0.0000001", usdc, &why)); // more decimals than USDC has
        QVERIFY(!why.isEmpty());
        QVERIFY(!Money::parse(u"1e3", usdc));
    }

    void briefAddresses()
    {
        QCOMPARE(Address::brief(QStringLiteral("7NEaKWVZB7g8ThWVodDmjQGDtjE5xhdWwGKBXVAnjrGC")),
                 QStringLiteral("7NEa…jrGC"));
        QCOMPARE(Address::brief(QStringLiteral("0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266")),
                 QStringLiteral("0xf39F…2266"));
        QCOMPARE(
            Address::parse(QStringLiteral("0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266"))->brief(),
            QStringLiteral("0xf39F…2266"));
        QCOMPARE(Address::brief(QStringLiteral("short")), QStringLiteral("short"));
        QCOMPARE(Address::brief(QStringLiteral("0123456789")), QStringLiteral("0123456789"));
        QCOMPARE(Address::brief(QString()), QString());
    }
};

QTEST_GUILESS_MAIN(TstNetworkAsset)
#include "tst_network_asset.moc"
