// Ethereum keystore files (Web3 Secret Storage, version 3): the published test vectors, wrong
// passwords, and files whose parameters would make the key derivation run away.
#include "evm/EvmAddress.h"
#include "evm/KeystoreV3.h"
#include "evm/Secp256k1.h"

#include <QElapsedTimer>
#include <QTest>

using namespace paydesk;
using namespace paydesk::evm;

namespace {
// ethereum.org, "Web3 secret storage definition", "Test Vectors": PBKDF2-SHA-256 and scrypt,
// password "testpassword", secret 7a28b5ba...14fe9d.
const char kSpecPbkdf2[] = R"({
  "crypto": {
    "cipher": "aes-128-ctr",
    "cipherparams": { "iv": "6087dab2f9fdbbfaddc31a909735c1e6" },
    "ciphertext": "5318b4d5bcd28de64ee5559e671353e16f075ecae9f99c7a79a38af5f869aa46",
    "kdf": "pbkdf2",
    "kdfparams": {
      "c": 262144,
      "dklen": 32,
      "prf": "hmac-sha256",
      "salt": "ae3cd4e7013836a3df6bd7241b12db061dbe2c6785853cce422d148a624ce0bd"
    },
    "mac": "517ead924a9d0dc3124507e3393d175ce3ff7c1e96529c6c555ce9e51205e9b2"
  },
  "id": "3198bc9c-6672-5ab3-d995-4942343ae5b6",
  "version": 3
})";
const char kSpecScrypt[] = R"({
  "crypto": {
    "cipher": "aes-128-ctr",
    "cipherparams": { "iv": "740770fce12ce862af21264dab25f1da" },
    "ciphertext": "dd8a1132cf57db67c038c6763afe2cbe6ea1949a86abc5843f8ca656ebbb1ea2",
    "kdf": "scrypt",
    "kdfparams": {
      "dklen": 32,
      "n": 262144,
      "p": 1,
      "r": 8,
      "salt": "25710c2ccd7c610b24d068af83b959b7a0e5f40641f0c82daeb1345766191034"
    },
    "mac": "337aeb86505d2d0bb620effe57f18381377d67d76dac1090626aa5cd20886a7c"
  },
  "id": "3198bc9c-6672-5ab3-d995-4942343ae5b6",
  "version": 3
})";
const char kSpecSecret[] = "7a28b5ba57c53603b0b07b56bba752f7784bf506fa95edc395f5cf6c7514fe9d";

// go-ethereum accounts/keystore/testdata/very-light-scrypt.json (password "", n = 2), with
// the account it names.
const char kVeryLight[] =
    R"({"address":"45dea0fb0bba44f4fcf290bba71fd57d7117cbb8","crypto":{"cipher":"aes-128-ctr","ciphertext":"b87781948a1befd247bff51ef4063f716cf6c2d3481163e9a8f42e1f9bb74145","cipherparams":{"iv":"dc4926b48a105133d2f16b96833abf1e"},"kdf":"scrypt","kdfparams":{"dklen":32,"n":2,"p":1,"r":8,"salt":"004244bbdc51cadda545b1cfa43cff9ed2ae88e08c61f1479dbb45410722f8f0"},"mac":"39990c1684557447940d4c69e06b1b82b2aceacb43f284df65c956daf3046b85"},"id":"ce541d8d-c79b-40f8-9f8c-20f59616faba","version":3})";

SecureBytes password(const char *text)
{
    return SecureBytes::copyOf(QByteArray(text));
}

QByteArray hexOf(const SecureBytes &bytes)
{
    return bytes.view().toByteArray().toHex();
}

// kVeryLight with `from` replaced by `to` (hostile and broken variants of a real file).
QByteArray veryLightWith(const char *from, const char *to)
{
    QByteArray json(kVeryLight);
    Q_ASSERT(json.contains(from));
    return json.replace(from, to);
}

QString refusal(const QByteArray &json)
{
    QString why;
    return KeystoreV3::parse(json, &why) ? QStringLiteral("(accepted)") : why;
}
} // namespace

class TstEvmKeystore : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void specPbkdf2()
    {
        QString why;
        const auto ks = KeystoreV3::parse(QByteArray(kSpecPbkdf2), &why);
        QVERIFY2(ks, qPrintable(why));
        QCOMPARE(ks->kdf(), KeystoreV3::Kdf::Pbkdf2);
        QCOMPARE(ks->id(), QStringLiteral("3198bc9c-6672-5ab3-d995-4942343ae5b6"));
        QVERIFY(!ks->address());
        QCOMPARE(ks->cost(), quint64(262144));
        const auto key = ks->decrypt(password("testpassword"), &why);
        QVERIFY2(key, qPrintable(why));
        QCOMPARE(hexOf(*key), QByteArray(kSpecSecret));

        // A wrong password is told by the MAC, before anything is decrypted.
        QVERIFY(!ks->decrypt(password("testpassword "), &why));
        QVERIFY2(why.contains(u"password is wrong"), qPrintable(why));
    }

    // The page's scrypt vector (regenerated in ethereum-org-website PR #10825) was made with the
    // salt's hexadecimal *text* as the salt: its derived key 7446f59e... is scrypt over those 64
    // ASCII bytes, not over the 32 bytes the file names. A correct reader refuses it (the MAC
    // does not match); given the salt it was really made with, it opens to the page's secret.
    void specScryptIsMisgenerated()
    {
        QString why;
        const auto ks = KeystoreV3::parse(QByteArray(kSpecScrypt), &why);
        QVERIFY2(ks, qPrintable(why));
        QCOMPARE(ks->kdf(), KeystoreV3::Kdf::Scrypt);
        QCOMPARE(ks->cost(), quint64(262144 * 8));
        QVERIFY(!ks->decrypt(password("testpassword"), &why));
        QVERIFY2(why.contains(u"password is wrong"), qPrintable(why));

        const QByteArray saltText(
            "25710c2ccd7c610b24d068af83b959b7a0e5f40641f0c82daeb1345766191034");
        const auto asMade =
            KeystoreV3::parse(QByteArray(kSpecScrypt).replace(saltText, saltText.toHex()), &why);
        QVERIFY2(asMade, qPrintable(why));
        const auto key = asMade->decrypt(password("testpassword"), &why);
        QVERIFY2(key, qPrintable(why));
        QCOMPARE(hexOf(*key), QByteArray(kSpecSecret));
    }

    // go-ethereum accounts/keystore/testdata/v3_test_vector.json: the original wiki page's scrypt
    // vector (n = 2^18, r = 1, p = 8, the same secret) and two files whose stored key lost its
    // leading zero bytes (31 and 30 bytes), which read as the 32-byte key with those zeros back.
    void gethVectors_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QByteArray>("pw");
        QTest::addColumn<QByteArray>("secretHex");
        QTest::newRow("wikipage_test_vector_scrypt")
            << QByteArray(
                   R"({"crypto":{"cipher":"aes-128-ctr","cipherparams":{"iv":"83dbcc02d8ccb40e466191a123791e0e"},"ciphertext":"d172bf743a674da9cdad04534d56926ef8358534d458fffccd4e6ad2fbde479c","kdf":"scrypt","kdfparams":{"dklen":32,"n":262144,"r":1,"p":8,"salt":"ab0c7876052600dd703518d6fc3fe8984592145b591fc8fb5c6d43190334ba19"},"mac":"2103ac29920d71da29f15d75b4a16dbe95cfd7ff8faea1056c33131d846e3097"},"id":"3198bc9c-6672-5ab3-d995-4942343ae5b6","version":3})")
            << QByteArray("testpassword") << QByteArray(kSpecSecret);
        QTest::newRow("31_byte_key")
            << QByteArray(
                   R"({"crypto":{"cipher":"aes-128-ctr","cipherparams":{"iv":"e0c41130a323adc1446fc82f724bca2f"},"ciphertext":"9517cd5bdbe69076f9bf5057248c6c050141e970efa36ce53692d5d59a3984","kdf":"scrypt","kdfparams":{"dklen":32,"n":2,"r":8,"p":1,"salt":"711f816911c92d649fb4c84b047915679933555030b3552c1212609b38208c63"},"mac":"d5e116151c6aa71470e67a7d42c9620c75c4d23229847dcc127794f0732b0db5"},"id":"fecfc4ce-e956-48fd-953b-30f8b52ed66c","version":3})")
            << QByteArray("foo")
            << QByteArray("00fa7b3db73dc7dfdf8c5fbdb796d741e4488628c41fc4febd9160a866ba0f35");
        QTest::newRow("30_byte_key")
            << QByteArray(
                   R"({"crypto":{"cipher":"aes-128-ctr","cipherparams":{"iv":"3ca92af36ad7c2cd92454c59cea5ef00"},"ciphertext":"108b7d34f3442fc26ab1ab90ca91476ba6bfa8c00975a49ef9051dc675aa","kdf":"scrypt","kdfparams":{"dklen":32,"n":2,"r":8,"p":1,"salt":"d0769e608fb86cda848065642a9c6fa046845c928175662b8e356c77f914cd3b"},"mac":"75d0e6759f7b3cefa319c3be41680ab6beea7d8328653474bd06706d4cc67420"},"id":"a37e1559-5955-450d-8075-7b8931b392b2","version":3})")
            << QByteArray("foo")
            << QByteArray("000081c29e8142bb6a81bef5a92bda7a8328a5c85bb2f9542e76f9b0f94fc018");
    }
    void gethVectors()
    {
        QFETCH(QByteArray, json);
        QFETCH(QByteArray, pw);
        QFETCH(QByteArray, secretHex);
        QString why;
        const auto ks = KeystoreV3::parse(json, &why);
        QVERIFY2(ks, qPrintable(why));
        const auto key = ks->decrypt(SecureBytes::copyOf(pw), &why);
        QVERIFY2(key, qPrintable(why));
        QCOMPARE(hexOf(*key), secretHex);
    }

    // go-ethereum's very-light-scrypt.json names its account; an empty password opens it.
    void addressField()
    {
        QString why;
        const auto ks = KeystoreV3::parse(QByteArray(kVeryLight), &why);
        QVERIFY2(ks, qPrintable(why));
        QCOMPARE(ks->address()->bytes().toHex(),
                 QByteArray("45dea0fb0bba44f4fcf290bba71fd57d7117cbb8"));
        const auto key = ks->decrypt(SecureBytes(), &why);
        QVERIFY2(key, qPrintable(why));
        QCOMPARE(*EvmAddress::fromPublicKey(*Secp256k1::publicKey(*key)), *ks->address());
        QVERIFY(!ks->decrypt(password("bad"), &why));
        QVERIFY(why.contains(u"password is wrong"));

        // A file that names another account than the key it holds is refused after decryption.
        const auto other =
            KeystoreV3::parse(veryLightWith("45dea0fb0bba44f4fcf290bba71fd57d7117cbb8",
                                            "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed"),
                              &why);
        QVERIFY2(other, qPrintable(why));
        QVERIFY(!other->decrypt(SecureBytes(), &why));
        QVERIFY2(why.contains(u"does not belong"), qPrintable(why));
        // MyEtherWallet wrote "Crypto".
        QVERIFY(KeystoreV3::parse(veryLightWith("\"crypto\"", "\"Crypto\""), &why));
    }

    // Refusals of broken and hostile files: each names what is wrong, none derives a key.
    void refusals_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("reason");
        const auto row = [](const char *name, const QByteArray &json, const char *reason) {
            QTest::newRow(name) << json << QString::fromUtf8(reason);
        };
        row("not JSON", "{\"version\": 3", "not a JSON object");
        row("a JSON array", "[3]", "not a JSON object");
        row("larger than 64 KiB", QByteArray(KeystoreV3::kMaxFileSize + 1, ' '), "larger than 64");
        row("version 1", veryLightWith("\"version\":3", "\"version\":1"), "version 1");
        row("version as text", veryLightWith("\"version\":3", "\"version\":\"3\""), "\"version\"");
        row("no crypto", veryLightWith("\"crypto\"", "\"cryptography\""), "no \"crypto\"");
        row("cipher aes-128-cbc", veryLightWith("aes-128-ctr", "aes-128-cbc"), "aes-128-ctr only");
        row("kdf argon2", veryLightWith("\"kdf\":\"scrypt\"", "\"kdf\":\"argon2id\""),
            "scrypt and pbkdf2");
        row("n = 2^21", veryLightWith("\"n\":2,", "\"n\":2097152,"),
            "\"n\" is not a whole number from 2 to 1048576");
        row("n = 3", veryLightWith("\"n\":2,", "\"n\":3,"), "not a power of two");
        row("n = 0", veryLightWith("\"n\":2,", "\"n\":0,"), "\"n\"");
        row("n negative", veryLightWith("\"n\":2,", "\"n\":-2,"), "\"n\"");
        row("n fractional", veryLightWith("\"n\":2,", "\"n\":2.5,"), "\"n\"");
        row("n as text", veryLightWith("\"n\":2,", "\"n\":\"2\","), "\"n\"");
        row("n past 2^64", veryLightWith("\"n\":2,", "\"n\":36893488147419103232,"), "\"n\"");
        row("r = 64", veryLightWith("\"r\":8", "\"r\":64"),
            "\"r\" is not a whole number from 1 to 32");
        row("p = 0", veryLightWith("\"p\":1", "\"p\":0"), "\"p\"");
        row("p = 100", veryLightWith("\"p\":1", "\"p\":100"),
            "\"p\" is not a whole number from 1 to 16");
        row("1 GiB of memory (n = 2^20, r = 8)", veryLightWith("\"n\":2,", "\"n\":1048576,"),
            "more than 256 MiB");
        row("too much work (n = 2^17, r = 8, p = 16)",
            veryLightWith("\"n\":2,", "\"n\":131072,").replace("\"p\":1", "\"p\":16"), "too long");
        row("dklen 16", veryLightWith("\"dklen\":32", "\"dklen\":16"), "\"dklen\"");
        row("empty salt",
            veryLightWith("004244bbdc51cadda545b1cfa43cff9ed2ae88e08c61f1479dbb45410722f8f0", ""),
            "\"salt\" is not 1 to 1024 bytes");
        row("salt not hex", veryLightWith("004244bb", "zz4244bb"), "\"salt\" is not hexadecimal");
        row("odd-length hex", veryLightWith("004244bb", "04244bb"), "\"salt\" is not hexadecimal");
        row("iv of 15 bytes",
            veryLightWith("dc4926b48a105133d2f16b96833abf1e", "dc4926b48a105133d2f16b96833abf"),
            "\"iv\" is not 16 bytes");
        row("mac of 31 bytes",
            veryLightWith("39990c1684557447940d4c69e06b1b82b2aceacb43f284df65c956daf3046b85",
                          "39990c1684557447940d4c69e06b1b82b2aceacb43f284df65c956daf3046b"),
            "\"mac\" is not 32 bytes");
        row("ciphertext of 33 bytes",
            veryLightWith("b87781948a1befd247bff51ef4063f716cf6c2d3481163e9a8f42e1f9bb74145",
                          "b87781948a1befd247bff51ef4063f716cf6c2d3481163e9a8f42e1f9bb7414500"),
            "\"ciphertext\" is not 1 to 32 bytes");
        row("bad address", veryLightWith("45dea0fb0bba44f4fcf290bba71fd57d7117cbb8", "45dea0"),
            "40 hexadecimal");
        const QByteArray pbkdf2(kSpecPbkdf2);
        row("PBKDF2 with hmac-sha512", QByteArray(pbkdf2).replace("hmac-sha256", "hmac-sha512"),
            "hmac-sha256 only");
        row("PBKDF2 with 10^8 iterations",
            QByteArray(pbkdf2).replace("\"c\": 262144", "\"c\": 100000000"),
            "\"c\" is not a whole number from 1 to 10000000");
        row("PBKDF2 without c", QByteArray(pbkdf2).replace("\"c\": 262144,", ""), "no \"c\"");
    }
    void refusals()
    {
        QFETCH(QByteArray, json);
        QFETCH(QString, reason);
        QElapsedTimer timer;
        timer.start();
        const QString why = refusal(json);
        QVERIFY2(why.contains(reason), qPrintable(why));
        QVERIFY(timer.elapsed() < 1000); // refused while reading, before any key derivation
    }

    // A damaged ciphertext or MAC reads as a wrong password: the MAC is checked first.
    void damagedFile()
    {
        QString why;
        const auto ks = KeystoreV3::parse(veryLightWith("b87781948a", "b87781948b"), &why);
        QVERIFY2(ks, qPrintable(why));
        QVERIFY(!ks->decrypt(SecureBytes(), &why));
        QVERIFY(why.contains(u"damaged"));
    }
};

QTEST_GUILESS_MAIN(TstEvmKeystore)
#include "tst_evm_keystore.moc"
