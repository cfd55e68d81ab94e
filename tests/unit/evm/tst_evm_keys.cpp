// secp256k1 keys and signatures, BIP-32 / SLIP-0010 derivation and the Ethereum account path,
// against published vectors (each cited where it is used).
#include "core/Base58.h"
#include "evm/Bip32.h"
#include "evm/EvmAddress.h"
#include "evm/Keccak.h"
#include "evm/Secp256k1.h"
#include "wallet/Mnemonic.h"

#include <QCryptographicHash>
#include <QTest>

using namespace paydesk;
using namespace paydesk::evm;

namespace {
SecureBytes secret(const char *hex)
{
    return SecureBytes::copyOf(QByteArray::fromHex(hex));
}

QByteArray hexOf(const SecureBytes &bytes)
{
    return bytes.view().toByteArray().toHex();
}

// A BIP-32 serialized extended key (base58check): version(4) depth(1) fingerprint(4) child(4)
// chain code(32) key(33: 0x00 || k, or a compressed public key) checksum(4).
struct Serialized
{
    QByteArray chainCode;
    QByteArray key;
};

Serialized decodeExtended(const char *text)
{
    const auto raw = base58::decode(QByteArray(text));
    if (!raw || raw->size() != 82)
        return {};
    const QByteArray body = raw->first(78);
    const QByteArray check = QCryptographicHash::hash(
        QCryptographicHash::hash(body, QCryptographicHash::Sha256), QCryptographicHash::Sha256);
    if (check.first(4) != raw->last(4))
        return {};
    return {body.sliced(13, 32), body.sliced(45, 33)};
}
} // namespace

class TstEvmKeys : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void privateKeyRange()
    {
        // 0 and n (the group order, SEC 2 section 2.4.1) are not keys; 1 and n - 1 are.
        QVERIFY(!Secp256k1::isValidPrivateKey(SecureBytes(32)));
        QVERIFY(!Secp256k1::isValidPrivateKey(
            secret("fffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141")));
        QVERIFY(Secp256k1::isValidPrivateKey(
            secret("fffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364140")));
        QVERIFY(!Secp256k1::isValidPrivateKey(secret("01")));
        // Key 1's public key is the generator G (SEC 2 section 2.4.1, compressed form).
        const SecureBytes one =
            secret("0000000000000000000000000000000000000000000000000000000000000001");
        QCOMPARE(Secp256k1::publicKey(one, true)->toHex(),
                 QByteArray("0279be667ef9dcbbac55a06295ce870b07029bfcdb2dce28d959f2815b16f81798"));
        const QByteArray uncompressed = *Secp256k1::publicKey(one);
        QCOMPARE(uncompressed.size(), 65);
        QCOMPARE(*Secp256k1::normalizePublicKey(uncompressed, true),
                 *Secp256k1::publicKey(one, true));
        // x = 2^256 - 1 is not a field element: no such point.
        const QByteArray offCurve = QByteArray(1, '\2') + QByteArray(32, '\xff');
        QVERIFY(!Secp256k1::normalizePublicKey(offCurve, false));
        QVERIFY(!Secp256k1::normalizePublicKey(uncompressed.first(64), false));
    }

    void signAndRecover()
    {
        const SecureBytes key =
            secret("4646464646464646464646464646464646464646464646464646464646464646");
        const QByteArray hash = Keccak::hash256("paydesk");
        const auto sig = Secp256k1::sign(key, hash);
        QVERIFY(sig);
        QVERIFY(Secp256k1::isLowS(sig->s));
        QVERIFY(sig->recoveryId == 0 || sig->recoveryId == 1);
        QCOMPARE(Secp256k1::sign(key, hash)->r, sig->r); // RFC 6979: deterministic
        QCOMPARE(*Secp256k1::recover(hash, *sig), *Secp256k1::publicKey(key));
        // The other recovery id names another key; a different hash another again.
        RecoverableSignature other = *sig;
        other.recoveryId ^= 1;
        const auto wrong = Secp256k1::recover(hash, other);
        QVERIFY(!wrong || *wrong != *Secp256k1::publicKey(key));
        // The high-s twin (n - s) is refused (EIP-2).
        const QByteArray n =
            QByteArray::fromHex("fffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141");
        RecoverableSignature high = *sig;
        unsigned borrow = 0;
        for (int i = 31; i >= 0; --i) {
            const int d = quint8(n[i]) - quint8(sig->s[i]) - int(borrow);
            high.s[i] = char(quint8(d + 256));
            borrow = d < 0 ? 1 : 0;
        }
        QVERIFY(!Secp256k1::isLowS(high.s));
        QVERIFY(!Secp256k1::recover(hash, high));
        QVERIFY(!Secp256k1::sign(key, hash.first(31)));
        QVERIFY(!Secp256k1::sign(SecureBytes(32), hash));
    }

    void tweaks()
    {
        const SecureBytes one =
            secret("0000000000000000000000000000000000000000000000000000000000000001");
        const QByteArray tweakOne = QByteArray(31, '\0') + '\1';
        const auto two = Secp256k1::tweakAdd(one, tweakOne);
        QVERIFY(two);
        QCOMPARE(hexOf(*two),
                 QByteArray("0000000000000000000000000000000000000000000000000000000000000002"));
        QCOMPARE(*Secp256k1::tweakAddPublic(*Secp256k1::publicKey(one, true), tweakOne, true),
                 *Secp256k1::publicKey(*two, true));
        const QByteArray n =
            QByteArray::fromHex("fffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141");
        QVERIFY(!Secp256k1::tweakAdd(one, n)); // a tweak >= n is invalid (BIP-32: next index)
        QVERIFY(!Secp256k1::tweakAddPublic(*Secp256k1::publicKey(one), n, true));
    }

    // BIP-32 "Test Vectors" 1 and 2 (bitcoin/bips bip-0032.mediawiki): each extended private
    // key's chain code and key, the public key of its xpub, and CKDpub wherever the step is
    // normal.
    void bip32_data()
    {
        QTest::addColumn<QByteArray>("seed");
        QTest::addColumn<QString>("path");
        QTest::addColumn<QByteArray>("xpub");
        QTest::addColumn<QByteArray>("xprv");
        const QByteArray v1("000102030405060708090a0b0c0d0e0f");
        QTest::newRow("1: m")
            << v1 << "m"
            << QByteArray("xpub661MyMwAqRbcFtXgS5sYJABqqG9YLmC4Q1Rdap9gSE8NqtwybGhePY2gZ29ESFjqJoCu"
                          "1Rupje8YtGqsefD265TMg7usUDFdp6W1EGMcet8")
            << QByteArray("xprv9s21ZrQH143K3QTDL4LXw2F7HEK3wJUD2nW2nRk4stbPy6cq3jPPqjiChkVvvNKmPGJx"
                          "WUtg6LnF5kejMRNNU3TGtRBeJgk33yuGBxrMPHi");
        QTest::newRow("1: m/0H")
            << v1 << "m/0'"
            << QByteArray("xpub68Gmy5EdvgibQVfPdqkBBCHxA5htiqg55crXYuXoQRKfDBFA1WEjWgP6LHhwBZeNK1VT"
                          "sfTFUHCdrfp1bgwQ9xv5ski8PX9rL2dZXvgGDnw")
            << QByteArray("xprv9uHRZZhk6KAJC1avXpDAp4MDc3sQKNxDiPvvkX8Br5ngLNv1TxvUxt4cV1rGL5hj6KCe"
                          "snDYUhd7oWgT11eZG7XnxHrnYeSvkzY7d2bhkJ7");
        QTest::newRow("1: m/0H/1")
            << v1 << "m/0'/1"
            << QByteArray("xpub6ASuArnXKPbfEwhqN6e3mwBcDTgzisQN1wXN9BJcM47sSikHjJf3UFHKkNAWbWMiGj7W"
                          "f5uMash7SyYq527Hqck2AxYysAA7xmALppuCkwQ")
            << QByteArray("xprv9wTYmMFdV23N2TdNG573QoEsfRrWKQgWeibmLntzniatZvR9BmLnvSxqu53Kw1UmYPxL"
                          "gboyZQaXwTCg8MSY3H2EU4pWcQDnRnrVA1xe8fs");
        QTest::newRow("1: m/0H/1/2H")
            << v1 << "m/0'/1/2'"
            << QByteArray("xpub6D4BDPcP2GT577Vvch3R8wDkScZWzQzMMUm3PWbmWvVJrZwQY4VUNgqFJPMM3No2dFDF"
                          "GTsxxpG5uJh7n7epu4trkrX7x7DogT5Uv6fcLW5")
            << QByteArray("xprv9z4pot5VBttmtdRTWfWQmoH1taj2axGVzFqSb8C9xaxKymcFzXBDptWmT7FwuEzG3ryj"
                          "H4ktypQSAewRiNMjANTtpgP4mLTj34bhnZX7UiM");
        QTest::newRow("1: m/0H/1/2H/2")
            << v1 << "m/0'/1/2'/2"
            << QByteArray("xpub6FHa3pjLCk84BayeJxFW2SP4XRrFd1JYnxeLeU8EqN3vDfZmbqBqaGJAyiLjTAwm6ZLR"
                          "QUMv1ZACTj37sR62cfN7fe5JnJ7dh8zL4fiyLHV")
            << QByteArray("xprvA2JDeKCSNNZky6uBCviVfJSKyQ1mDYahRjijr5idH2WwLsEd4Hsb2Tyh8RfQMuPh7f7R"
                          "tyzTtdrbdqqsunu5Mm3wDvUAKRHSC34sJ7in334");
        QTest::newRow("1: m/0H/1/2H/2/1000000000")
            << v1 << "m/0'/1/2'/2/1000000000"
            << QByteArray("xpub6H1LXWLaKsWFhvm6RVpEL9P4KfRZSW7abD2ttkWP3SSQvnyA8FSVqNTEcYFgJS2UaFcx"
                          "upHiYkro49S8yGasTvXEYBVPamhGW6cFJodrTHy")
            << QByteArray("xprvA41z7zogVVwxVSgdKUHDy1SKmdb533PjDz7J6N6mV6uS3ze1ai8FHa8kmHScGpWmj4Wg"
                          "gLyQjgPie1rFSruoUihUZREPSL39UNdE3BBDu76");
        const QByteArray v2("fffcf9f6f3f0edeae7e4e1dedbd8d5d2cfccc9c6c3c0bdbab7b4b1aeaba8a5a29f9c99"
                            "9693908d8a8784817e7b7875726f6c696663605d5a5754514e4b484542");
        QTest::newRow("2: m")
            << v2 << "m"
            << QByteArray("xpub661MyMwAqRbcFW31YEwpkMuc5THy2PSt5bDMsktWQcFF8syAmRUapSCGu8ED9W6oDMSg"
                          "v6Zz8idoc4a6mr8BDzTJY47LJhkJ8UB7WEGuduB")
            << QByteArray("xprv9s21ZrQH143K31xYSDQpPDxsXRTUcvj2iNHm5NUtrGiGG5e2DtALGdso3pGz6ssrdK4P"
                          "FmM8NSpSBHNqPqm55Qn3LqFtT2emdEXVYsCzC2U");
        QTest::newRow("2: m/0")
            << v2 << "m/0"
            << QByteArray("xpub69H7F5d8KSRgmmdJg2KhpAK8SR3DjMwAdkxj3ZuxV27CprR9LgpeyGmXUbC6wb7ERfvr"
                          "nKZjXoUmmDznezpbZb7ap6r1D3tgFxHmwMkQTPH")
            << QByteArray("xprv9vHkqa6EV4sPZHYqZznhT2NPtPCjKuDKGY38FBWLvgaDx45zo9WQRUT3dKYnjwih2yJD"
                          "9mkrocEZXo1ex8G81dwSM1fwqWpWkeS3v86pgKt");
        QTest::newRow("2: m/0/2147483647H")
            << v2 << "m/0/2147483647'"
            << QByteArray("xpub6ASAVgeehLbnwdqV6UKMHVzgqAG8Gr6riv3Fxxpj8ksbH9ebxaEyBLZ85ySDhKiLDBrQ"
                          "SARLq1uNRts8RuJiHjaDMBU4Zn9h8LZNnBC5y4a")
            << QByteArray("xprv9wSp6B7kry3Vj9m1zSnLvN3xH8RdsPP1Mh7fAaR7aRLcQMKTR2vidYEeEg2mUCTAwCd6"
                          "vnxVrcjfy2kRgVsFawNzmjuHc2YmYRmagcEPdU9");
        QTest::newRow("2: m/0/2147483647H/1")
            << v2 << "m/0/2147483647'/1"
            << QByteArray("xpub6DF8uhdarytz3FWdA8TvFSvvAh8dP3283MY7p2V4SeE2wyWmG5mg5EwVvmdMVCQcoNJx"
                          "GoWaU9DCWh89LojfZ537wTfunKau47EL2dhHKon")
            << QByteArray("xprv9zFnWC6h2cLgpmSA46vutJzBcfJ8yaJGg8cX1e5StJh45BBciYTRXSd25UEPVuesF9yo"
                          "g62tGAQtHjXajPPdbRCHuWS6T8XA2ECKADdw4Ef");
        QTest::newRow("2: m/0/2147483647H/1/2147483646H")
            << v2 << "m/0/2147483647'/1/2147483646'"
            << QByteArray("xpub6ERApfZwUNrhLCkDtcHTcxd75RbzS1ed54G1LkBUHQVHQKqhMkhgbmJbZRkrgZw4koxb"
                          "5JaHWkY4ALHY2grBGRjaDMzQLcgJvLJuZZvRcEL")
            << QByteArray("xprvA1RpRA33e1JQ7ifknakTFpgNXPmW2YvmhqLQYMmrj4xJXXWYpDPS3xz7iAxn8L39njGV"
                          "yuoseXzU6rcxFLJ8HFsTjSyQbLYnMpCqE2VbFWc");
        QTest::newRow("2: m/0/2147483647H/1/2147483646H/2")
            << v2 << "m/0/2147483647'/1/2147483646'/2"
            << QByteArray("xpub6FnCn6nSzZAw5Tw7cgR9bi15UV96gLZhjDstkXXxvCLsUXBGXPdSnLFbdpq8p9HmGsAp"
                          "ME5hQTZ3emM2rnY5agb9rXpVGyy3bdW6EEgAtqt")
            << QByteArray("xprvA2nrNbFZABcdryreWet9Ea4LvTJcGsqrMzxHx98MMrotbir7yrKCEXw7nadnHM8Dq38E"
                          "GfSh6dqA9QWTyefMLEcBYJUuekgW4BYPJcr9E7j");
    }
    void bip32()
    {
        QFETCH(QByteArray, seed);
        QFETCH(QString, path);
        QFETCH(QByteArray, xpub);
        QFETCH(QByteArray, xprv);
        const Serialized prv = decodeExtended(xprv.constData());
        const Serialized pub = decodeExtended(xpub.constData());
        QVERIFY2(!prv.key.isEmpty() && !pub.key.isEmpty(), "vector does not decode");
        QCOMPARE(prv.key.front(), '\0');

        QString why;
        const auto steps = Bip32::parsePath(path, &why);
        QVERIFY2(steps, qPrintable(why));
        const auto key = Bip32::derive(SecureBytes::copyOf(QByteArray::fromHex(seed)), *steps);
        QVERIFY(key);
        QCOMPARE(hexOf(key->chainCode), prv.chainCode.toHex());
        QCOMPARE(hexOf(key->key), prv.key.sliced(1).toHex());
        const auto neutered = Bip32::neuter(*key);
        QCOMPARE(neutered->key.toHex(), pub.key.toHex());
        QCOMPARE(neutered->chainCode.toHex(), pub.chainCode.toHex());

        // CKDpub from the parent's public key gives the same child wherever the step is normal.
        if (!steps->isEmpty() && !(steps->last() & Bip32::kHardened)) {
            const auto parent = Bip32::derive(SecureBytes::copyOf(QByteArray::fromHex(seed)),
                                              steps->first(steps->size() - 1));
            const auto child = Bip32::publicChild(*Bip32::neuter(*parent), steps->last());
            QVERIFY(child);
            QCOMPARE(child->key.toHex(), pub.key.toHex());
            QCOMPARE(child->chainCode.toHex(), pub.chainCode.toHex());
        }
    }

    // SLIP-0010 "Test vector 1 for secp256k1" (satoshilabs/slips slip-0010.md): the same
    // derivation as BIP-32 for this curve, given as raw chain codes, keys and public keys.
    void slip10_data()
    {
        QTest::addColumn<QString>("path");
        QTest::addColumn<QByteArray>("chainCode");
        QTest::addColumn<QByteArray>("privateKey");
        QTest::addColumn<QByteArray>("publicKey");
        QTest::newRow("m")
            << "m" << QByteArray("873dff81c02f525623fd1fe5167eac3a55a049de3d314bb42ee227ffed37d508")
            << QByteArray("e8f32e723decf4051aefac8e2c93c9c5b214313817cdb01a1494b917c8436b35")
            << QByteArray("0339a36013301597daef41fbe593a02cc513d0b55527ec2df1050e2e8ff49c85c2");
        QTest::newRow("m/0H")
            << "m/0H"
            << QByteArray("47fdacbd0f1097043b78c63c20c34ef4ed9a111d980047ad16282c7ae6236141")
            << QByteArray("edb2e14f9ee77d26dd93b4ecede8d16ed408ce149b6cd80b0715a2d911a0afea")
            << QByteArray("035a784662a4a20a65bf6aab9ae98a6c068a81c52e4b032c0fb5400c706cfccc56");
        QTest::newRow("m/0H/1")
            << "m/0H/1"
            << QByteArray("2a7857631386ba23dacac34180dd1983734e444fdbf774041578e9b6adb37c19")
            << QByteArray("3c6cb8d0f6a264c91ea8b5030fadaa8e538b020f0a387421a12de9319dc93368")
            << QByteArray("03501e454bf00751f24b1b489aa925215d66af2234e3891c3b21a52bedb3cd711c");
        QTest::newRow("m/0H/1/2H")
            << "m/0H/1/2H"
            << QByteArray("04466b9cc8e161e966409ca52986c584f07e9dc81f735db683c3ff6ec7b1503f")
            << QByteArray("cbce0d719ecf7431d88e6a89fa1483e02e35092af60c042b1df2ff59fa424dca")
            << QByteArray("0357bfe1e341d01c69fe5654309956cbea516822fba8a601743a012a7896ee8dc2");
        QTest::newRow("m/0H/1/2H/2")
            << "m/0H/1/2H/2"
            << QByteArray("cfb71883f01676f587d023cc53a35bc7f88f724b1f8c2892ac1275ac822a3edd")
            << QByteArray("0f479245fb19a38a1954c5c7c0ebab2f9bdfd96a17563ef28a6a4b1a2a764ef4")
            << QByteArray("02e8445082a72f29b75ca48748a914df60622a609cacfce8ed0e35804560741d29");
        QTest::newRow("m/0H/1/2H/2/1000000000")
            << "m/0H/1/2H/2/1000000000"
            << QByteArray("c783e67b921d2beb8f6b389cc646d7263b4145701dadd2161548a8b078e65e9e")
            << QByteArray("471b76e389e528d6de6d816857e012c5455051cad6660850e58372a6c3e6e7c8")
            << QByteArray("022a471424da5e657499d1ff51cb43c47481a03b1e77f951fe64cec9f5a48f7011");
    }
    void slip10()
    {
        QFETCH(QString, path);
        QFETCH(QByteArray, chainCode);
        QFETCH(QByteArray, privateKey);
        QFETCH(QByteArray, publicKey);
        const SecureBytes seed = secret("000102030405060708090a0b0c0d0e0f");
        const auto key = Bip32::derive(seed, *Bip32::parsePath(path, nullptr));
        QVERIFY(key);
        QCOMPARE(hexOf(key->chainCode), chainCode);
        QCOMPARE(hexOf(key->key), privateKey);
        QCOMPARE(Secp256k1::publicKey(key->key, true)->toHex(), publicKey);
    }

    // The phrase every Hardhat and Foundry (anvil) development node starts from, and its first
    // accounts (Hardhat documentation, "Hardhat Network" default accounts).
    void ethereumAccounts_data()
    {
        QTest::addColumn<quint32>("index");
        QTest::addColumn<QString>("address");
        QTest::addColumn<QByteArray>("privateKey");
        QTest::newRow("0")
            << 0u << QStringLiteral("0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266")
            << QByteArray("ac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80");
        QTest::newRow("1")
            << 1u << QStringLiteral("0x70997970C51812dc3A010C7d01b50e0d17dc79C8")
            << QByteArray("59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d");
    }
    void ethereumAccounts()
    {
        QFETCH(quint32, index);
        QFETCH(QString, address);
        QFETCH(QByteArray, privateKey);
        QString why;
        const auto phrase = wallet::Mnemonic::normalize(
            "test test test test test test test test test test test junk", &why);
        QVERIFY2(phrase, qPrintable(why));
        const SecureBytes seed = wallet::Mnemonic::toSeed(*phrase);
        const auto key = Bip32::derive(seed, *Bip32::parsePath(Bip32::ethereumPath(index), &why));
        QVERIFY(key);
        QCOMPARE(hexOf(key->key), privateKey);
        const auto account = EvmAddress::fromPublicKey(*Secp256k1::publicKey(key->key));
        QCOMPARE(account->toChecksummed(), address);
        // The same account from the compressed key and from the bare 64-byte x || y.
        QCOMPARE(*EvmAddress::fromPublicKey(*Secp256k1::publicKey(key->key, true)), *account);
        QCOMPARE(*EvmAddress::fromPublicKey(Secp256k1::publicKey(key->key)->sliced(1)), *account);
    }

    void paths()
    {
        QString why;
        QCOMPARE(Bip32::ethereumPath(3), QStringLiteral("m/44'/60'/0'/0/3"));
        const QList<quint32> expected = {44 | Bip32::kHardened, 60 | Bip32::kHardened,
                                         Bip32::kHardened, 0, 0};
        QCOMPARE(*Bip32::parsePath(u"m/44'/60'/0'/0/0", &why), expected);
        QCOMPARE(*Bip32::parsePath(u"m/44h/60H/0h/0/0", &why), expected);
        QCOMPARE(Bip32::formatPath(expected), QStringLiteral("m/44'/60'/0'/0/0"));
        QCOMPARE(*Bip32::parsePath(u"m", &why), QList<quint32>());
        for (const char16_t *bad :
             {u"44'/60'", u"m/abc", u"m/2147483648", u"m//1", u"m/1''", u"m/-1", u"M/1", u""}) {
            QVERIFY2(!Bip32::parsePath(bad, &why), qPrintable(QString::fromUtf16(bad)));
            QVERIFY(!why.isEmpty());
        }
        QVERIFY(!Bip32::master(secret("000102030405060708090a0b0c0d0e"))); // 15 bytes
        QVERIFY(!Bip32::master(SecureBytes(65)));
        QVERIFY(!Bip32::publicChild(
            {QByteArray(1, '\2') + QByteArray(32, '\xff'), QByteArray(32, '\0')}, 0));
        const auto master = Bip32::master(secret("000102030405060708090a0b0c0d0e0f"));
        QVERIFY(!Bip32::publicChild(*Bip32::neuter(*master), Bip32::kHardened));
    }
};

QTEST_GUILESS_MAIN(TstEvmKeys)
#include "tst_evm_keys.moc"
