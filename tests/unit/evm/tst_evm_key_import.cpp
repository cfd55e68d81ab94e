// wallet/EvmKeyImport: one recovery phrase gives the Solana and the EVM account, a raw hex key and
// a keystore v3 file give an EVM account, and anything else is refused with what to do.
#include "util/EvmVectors.h"
#include "wallet/EvmKeyImport.h"
#include "wallet/KeyImport.h"

#include <QTest>

using namespace paydesk;
using namespace paydesk::wallet;

namespace {
// The phrase Hardhat, Anvil and ganache use for their test accounts; its first two EVM accounts
// are the well-known 0xf39F…2266 and 0x7099…79C8 (Hardhat docs, "Hardhat Network" accounts).
const char kJunk[] = "test test test test test test test test test test test junk";

// ethereum.org's Web3 Secret Storage vector (tests/util/EvmVectors.h).
const char *const kKeystore = testing::kWeb3KeystorePbkdf2;
} // namespace

class TstEvmKeyImport : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void onePhraseEveryChain()
    {
        QString why;
        const auto first = EvmKeyImport::fromMnemonic(kJunk, {}, &why);
        QVERIFY2(first, qPrintable(why));
        QCOMPARE(first->address.toChecksummed(),
                 QStringLiteral("0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266"));
        const auto second = EvmKeyImport::fromMnemonic(kJunk, EvmKeyImport::accountPath(1), &why);
        QVERIFY2(second, qPrintable(why));
        QCOMPARE(second->address.toChecksummed(),
                 QStringLiteral("0x70997970C51812dc3A010C7d01b50e0d17dc79C8"));
        QCOMPARE(EvmKeyImport::accountPath(2), QStringLiteral("m/44'/60'/0'/0/2"));
        // The same phrase still gives its Solana account, unchanged by the EVM one.
        const auto solana = KeyImport::fromMnemonic(kJunk, {}, &why);
        QVERIFY2(solana, qPrintable(why));
        QVERIFY(!solana->address().startsWith(u"0x"));
    }

    void hexKeys()
    {
        QString why;
        const auto key = EvmKeyImport::fromPrivateKeyHex(
            "  0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80\n", &why);
        QVERIFY2(key, qPrintable(why));
        QCOMPARE(key->address.toChecksummed(),
                 QStringLiteral("0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266"));
        QCOMPARE(key->privateKey.size(), size_t(32));
        const auto bare = EvmKeyImport::fromPrivateKeyHex(
            "59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d", &why);
        QVERIFY2(bare, qPrintable(why));
        QCOMPARE(bare->address.toChecksummed(),
                 QStringLiteral("0x70997970C51812dc3A010C7d01b50e0d17dc79C8"));
    }

    void refusesWhatIsNoKey_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QString>("words");
        QTest::newRow("too short") << QByteArray("0xabcd") << "64 hex digits";
        QTest::newRow("too long") << QByteArray(66, 'a') << "64 hex digits";
        QTest::newRow("not hex") << QByteArray(63, 'a') + 'g' << "hex digits";
        QTest::newRow("zero") << QByteArray(64, '0') << "not a valid EVM private key";
        // The secp256k1 group order n (SEC 2, section 2.4.1) is not a key, nor is anything above.
        QTest::newRow("group order")
            << QByteArray("fffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141")
            << "not a valid EVM private key";
        QTest::newRow("all ones") << QByteArray(64, 'f') << "not a valid EVM private key";
        QTest::newRow("a Solana phrase typed as a key") << QByteArray(kJunk) << "64 hex digits";
    }
    void refusesWhatIsNoKey()
    {
        QFETCH(QByteArray, text);
        QFETCH(QString, words);
        QString why;
        QVERIFY(!EvmKeyImport::fromPrivateKeyHex(text, &why));
        QVERIFY2(why.contains(words), qPrintable(why));
    }

    void keystores()
    {
        QString why;
        const auto key =
            EvmKeyImport::fromKeystore(kKeystore, SecureBytes::copyOf("testpassword"), &why);
        QVERIFY2(key, qPrintable(why));
        QCOMPARE(QByteArray(reinterpret_cast<const char *>(key->privateKey.data()), 32).toHex(),
                 QByteArray("7a28b5ba57c53603b0b07b56bba752f7784bf506fa95edc395f5cf6c7514fe9d"));
        QCOMPARE(key->address.toChecksummed().toLower(),
                 QStringLiteral("0x008aeeda4d805471df9b2a5b0f38a0c3bcba786b"));
        QVERIFY(!EvmKeyImport::fromKeystore(kKeystore, SecureBytes::copyOf("wrong"), &why));
        QVERIFY(!why.isEmpty());
        QVERIFY(!EvmKeyImport::fromKeystore("{}", SecureBytes::copyOf("testpassword"), &why));
    }

    void refusesBadPhrasesAndPaths()
    {
        QString why;
        QVERIFY(!EvmKeyImport::fromMnemonic("test test junk", {}, &why));
        QVERIFY(!why.isEmpty());
        QVERIFY(!EvmKeyImport::fromMnemonic(kJunk, QStringLiteral("m/44'/60'/x"), &why));
        QVERIFY(!why.isEmpty());
    }
};

QTEST_GUILESS_MAIN(TstEvmKeyImport)
#include "tst_evm_key_import.moc"
