// The choice among a seller's x402 options (OptionChooser): only the user's networks, the
// cheapest first (dollar stablecoins across networks), wallets known to hold too little passed
// over; and tokens the user added, read in their own decimals.
#include "RequirementSamples.h"
#include "core/Asset.h"
#include "x402/OptionChooser.h"

#include <QTest>

using namespace paydesk;
using namespace paydesk::x402;
using namespace paydesk::x402::samples;

class TestOptionChoice : public QObject
{
    Q_OBJECT

private Q_SLOTS:

    void choosesOnlyTheUsersNetworks()
    {
        nlohmann::json devnet = solOption();
        devnet["network"] = "solana-devnet";
        const RequirementsResult r =
            judged(kUrl, {}, body(nlohmann::json::array({evmOption(), devnet, solOption()})));
        QVERIFY(r.ok());
        const QString wallet = QString::fromLatin1(kFeePayer);
        OptionChoice c = OptionChooser::choose(*r.required, {{wallet, "solana-sandbox", {}}});
        QCOMPARE(c.option, 2);
        QCOMPARE(c.candidates, QList<int>{2});
        c = OptionChooser::choose(*r.required,
                                  {{wallet, "solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1", {}}});
        QCOMPARE(c.option, 1);
        // No wallet on any offered network: nothing is chosen, never another network.
        c = OptionChooser::choose(*r.required, {{wallet, "solana", {}}});
        QCOMPARE(c.option, -1);
        // The reason names what is true: the wallet of that family and where it is, or that
        // none of the wallets looked at is on the network.
        QVERIFY2(c.reason.contains(QStringLiteral("your hosted wallet %1 is on Solana, not on "
                                                  "Solana Devnet")
                                       .arg(wallet)),
                 qPrintable(c.reason));
        QVERIFY2(c.reason.contains(QStringLiteral("none of your hosted wallets (%1) is on Base "
                                                  "Sepolia")
                                       .arg(Address::brief(wallet))),
                 qPrintable(c.reason));
        c = OptionChooser::choose(*r.required, {PayerWallet::local(wallet, "solana-sandbox")});
        QCOMPARE(c.option, 2);
        devnet["network"] = "solana";
        const RequirementsResult mainnet = judged(kUrl, {}, body(nlohmann::json::array({devnet})));
        c = OptionChooser::choose(*mainnet.required,
                                  {PayerWallet::local(wallet, "solana-sandbox")});
        QVERIFY2(c.reason.contains(QStringLiteral("your wallet %1 pays on Sandbox Solana, the "
                                                  "network its node is on, not on Solana")
                                       .arg(wallet)),
                 qPrintable(c.reason));
        // A local EVM wallet pays any EVM network's option, and only those.
        const QString evmWallet = QStringLiteral("0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266");
        c = OptionChooser::choose(*r.required, {{evmWallet, PayerWallet::anyNetworkOf(Chain::Evm),
                                                 PayerWallet::Mode::Local}});
        QCOMPARE(c.option, 0);
        QCOMPARE(c.candidates, QList<int>{0});
    }

    // The cheapest payable option, not the first (sellers list one resource at several
    // prices across networks and facilitators); dollars compare across networks, other assets
    // only within themselves; otherwise, and on ties, the seller's order. (Two prices for the same
    // scheme, network and asset contradict each other: such an option is invalid, see above.)
    void choosesTheCheapest()
    {
        nlohmann::json dear = evmOption(); // 0.01 USDC on Base Sepolia
        nlohmann::json cheap = evmOption();
        cheap["network"] = "base";
        cheap["asset"] = "0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913"; // USDC on Base
        cheap["extra"] = {{"name", "USD Coin"}, {"version", "2"}};
        cheap["maxAmountRequired"] = "9000";    // 0.009 USDC
        const nlohmann::json sol = solOption(); // 0.001 SOL on the sandbox
        const RequirementsResult r =
            judged(kUrl, {}, body(nlohmann::json::array({dear, sol, cheap})));
        QVERIFY(r.ok());
        QVERIFY(r.required->options.at(2).isPayable());
        const QString evmWallet = QStringLiteral("0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266");
        const PayerWallet evm{evmWallet, PayerWallet::anyNetworkOf(Chain::Evm),
                              PayerWallet::Mode::Local};
        const PayerWallet solana{QString::fromLatin1(kFeePayer), QStringLiteral("solana-sandbox"),
                                 PayerWallet::Mode::Local};
        OptionChoice c = OptionChooser::choose(*r.required, {evm});
        QCOMPARE(c.candidates, (QList<int>{0, 2}));
        QCOMPARE(c.option, 2); // 0.009 USDC on Base before 0.01 USDC on Base Sepolia
        c = OptionChooser::choose(*r.required, {solana});
        QCOMPARE(c.option, 1);
        // Both wallets: a dollar price is preferred to one whose dollar value is unknown.
        c = OptionChooser::choose(*r.required, {solana, evm});
        QCOMPARE(c.candidates, (QList<int>{0, 1, 2}));
        QCOMPARE(c.option, 2);
        QCOMPARE(c.wallet, 1);
        // A wallet known to hold too little for an option is passed over for that option only:
        // another wallet on its network pays it, else the next cheapest option is chosen.
        const PayerWallet evm2{QStringLiteral("0x70997970C51812dc3A010C7d01b50e0d17dc79C8"),
                               PayerWallet::anyNetworkOf(Chain::Evm), PayerWallet::Mode::Local};
        c = OptionChooser::choose(*r.required, {solana, evm, evm2}, {{2, 1}});
        QCOMPARE(c.option, 2);
        QCOMPARE(c.wallet, 2);
        c = OptionChooser::choose(*r.required, {solana, evm, evm2}, {{2, 1}, {2, 2}});
        QCOMPARE(c.option, 0); // the dearer dollar price, before SOL
        QCOMPARE(c.wallet, 1);
        c = OptionChooser::choose(*r.required, {evm}, {{0, 0}, {2, 0}});
        QCOMPARE(c.option, -1);
        QVERIFY2(c.reason.contains(QStringLiteral("hold too little")), qPrintable(c.reason));
        // Equal dollar prices keep the seller's order.
        cheap["maxAmountRequired"] = "10000";
        const RequirementsResult tie = judged(kUrl, {}, body(nlohmann::json::array({dear, cheap})));
        QCOMPARE(OptionChooser::choose(*tie.required, {evm}).option, 0);
        // A tie goes to the option the payer prefers (a channel with a seller paid often);
        // never over a lower price.
        const Prefer second = [](const PaymentOption &o) {
            return o.index == 1 ? 1 : 0;
        };
        QCOMPARE(OptionChooser::choose(*tie.required, {evm}, {}, {}, second).option, 1);
        QCOMPARE(OptionChooser::choose(*r.required, {evm}, {}, {},
                                       [](const PaymentOption &o) { return o.index == 0 ? 5 : 0; })
                     .option,
                 2);
    }

    // A token outside Paydesk's table is refused, saying how to add it; once the user added it
    // (AddedTokens publishes it to Asset), its price reads in its symbol and decimals and the
    // option is payable; the seller's decimals are never used.
    void addedTokenIsPayable()
    {
        nlohmann::json eurc = evmOption();
        eurc["network"] = "base";
        eurc["asset"] = "0x60a3E35Cc302bFA44Cb288Bc5a4F316Fdb1adb42";
        eurc["maxAmountRequired"] = "25000";
        eurc["extra"] = {{"name", "EURC"}, {"version", "2"}, {"decimals", 2}};
        RequirementsResult r = judged(kUrl, {}, body(nlohmann::json::array({eurc})));
        QVERIFY(r.ok());
        QVERIFY(!r.required->options.at(0).isPayable());
        QVERIFY2(r.required->options.at(0).reason.contains(QStringLiteral("paydesk-cli token add")),
                 qPrintable(r.required->options.at(0).reason));
        paydesk::Asset added;
        added.network = QStringLiteral("base");
        added.chain = paydesk::Chain::Evm;
        added.kind = paydesk::Asset::Kind::Token;
        added.address = QStringLiteral("0x60a3E35Cc302bFA44Cb288Bc5a4F316Fdb1adb42");
        added.symbol = QStringLiteral("EURC");
        added.decimals = 6;
        added.trusted = true;
        added.addedByUser = true;
        paydesk::Asset::setAddedTokens({added});
        r = judged(kUrl, {}, body(nlohmann::json::array({eurc})));
        paydesk::Asset::setAddedTokens({});
        const PaymentOption &o = r.required->options.at(0);
        QVERIFY2(o.isPayable(), qPrintable(o.reason));
        QCOMPARE(o.assetSymbol, QStringLiteral("EURC"));
        QCOMPARE(o.displayAmount(), QStringLiteral("0.025 EURC")); // 6 decimals, not the seller's 2
        QVERIFY(!paydesk::Asset::known(QStringLiteral("base"), added.address));
    }
};

QTEST_GUILESS_MAIN(TestOptionChoice)
#include "tst_x402_option_choice.moc"
