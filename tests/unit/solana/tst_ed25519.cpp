#include "core/SecureBytes.h"
#include "solana/Ed25519.h"

#include <QTest>

using namespace paydesk;
using namespace paydesk::solana;

namespace {
SecureBytes secret(const QByteArray &hex)
{
    return SecureBytes::copyOf(QByteArray::fromHex(hex));
}
} // namespace

class TstEd25519 : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    // Test vectors: RFC 8032 section 7.1 (Ed25519), TEST 1, TEST 2, TEST 3.
    // The 1023-byte TEST 1024 vector is not included: it cannot be reproduced here from memory
    // with certainty.
    void rfc8032_data()
    {
        QTest::addColumn<QByteArray>("seed");
        QTest::addColumn<QByteArray>("pub");
        QTest::addColumn<QByteArray>("message");
        QTest::addColumn<QByteArray>("signature");
        QTest::newRow("TEST 1")
            << QByteArray("9d61b19deffd5a60ba844af492ec2cc44449c5697b326919703bac031cae7f60")
            << QByteArray("d75a980182b10ab7d54bfed3c964073a0ee172f3daa62325af021a68f707511a")
            << QByteArray("")
            << QByteArray("e5564300c360ac729086e2cc806e828a84877f1eb8e5d974d873e06522490155"
                          "5fb8821590a33bacc61e39701cf9b46bd25bf5f0595bbe24655141438e7a100b");
        QTest::newRow("TEST 2")
            << QByteArray("4ccd089b28ff96da9db6c346ec114e0f5b8a319f35aba624da8cf6ed4fb8a6fb")
            << QByteArray("3d4017c3e843895a92b70aa74d1b7ebc9c982ccf2ec4968cc0cd55f12af4660c")
            << QByteArray("72")
            << QByteArray("92a009a9f0d4cab8720e820b5f642540a2b27b5416503f8fb3762223ebdb69da"
                          "085ac1e43e15996e458f3613d0f11d8c387b2eaeb4302aeeb00d291612bb0c00");
        QTest::newRow("TEST 3")
            << QByteArray("c5aa8df43f9f837bedb7442f31dcb7b166d38535076f094b85ce3a2e0b4458f7")
            << QByteArray("fc51cd8e6218a1a38da47ed00230f0580816ed13ba3303ac5deb911548908025")
            << QByteArray("af82")
            << QByteArray("6291d657deec24024827e69c3abe01a30ce548a284743a445e3680d7db5ac3ac"
                          "18ff9b538d16f290ae67f760984dc6594a7c15e9716ed28dc027beceea1ec40a");
    }
    void rfc8032()
    {
        QFETCH(QByteArray, seed);
        QFETCH(QByteArray, pub);
        QFETCH(QByteArray, message);
        QFETCH(QByteArray, signature);
        const QByteArray msg = QByteArray::fromHex(message);
        const QByteArray expectedSig = QByteArray::fromHex(signature);

        const auto kp = keypairFromSeed(secret(seed));
        QVERIFY(kp);
        QCOMPARE(kp->publicKey.toHex(), pub);
        QCOMPARE(kp->secretKey.size(), size_t(64));
        // libsodium / solana-keygen layout: seed || public key
        QCOMPARE(kp->secretKey.view().toByteArray().toHex(), seed + pub);

        const QByteArray sig = sign(*kp, msg);
        QCOMPARE(sig.toHex(), signature);
        QVERIFY(verify(kp->publicKey, msg, expectedSig));

        // Tampered message, signature and key.
        QVERIFY(!verify(kp->publicKey, msg + QByteArray(1, 'x'), expectedSig));
        if (!msg.isEmpty()) {
            QByteArray badMsg = msg;
            badMsg[0] = char(badMsg[0] ^ 0x01);
            QVERIFY(!verify(kp->publicKey, badMsg, expectedSig));
        }
        for (int at : {0, 31, 32, 63}) {
            QByteArray badSig = expectedSig;
            badSig[at] = char(badSig[at] ^ 0x01);
            QVERIFY2(!verify(kp->publicKey, msg, badSig), qPrintable(QString::number(at)));
        }
        QByteArray badPub = kp->publicKey;
        badPub[5] = char(badPub[5] ^ 0x20);
        QVERIFY(!verify(badPub, msg, expectedSig));

        // Round trip through the 64-byte secret key form.
        const auto again = keypairFromSecretKey(secret(seed + pub));
        QVERIFY(again);
        QCOMPARE(again->publicKey, kp->publicKey);
        QCOMPARE(sign(*again, msg), expectedSig);
    }

    void secretKeyMismatchRejected()
    {
        // TEST 1 seed with TEST 2 public key.
        const QByteArray seed("9d61b19deffd5a60ba844af492ec2cc44449c5697b326919703bac031cae7f60");
        const QByteArray otherPub(
            "3d4017c3e843895a92b70aa74d1b7ebc9c982ccf2ec4968cc0cd55f12af4660c");
        QVERIFY(!keypairFromSecretKey(secret(seed + otherPub)));
        QVERIFY(!keypairFromSecretKey(secret(seed)));                   // 32 bytes
        QVERIFY(!keypairFromSecretKey(secret(seed + otherPub + "00"))); // 65 bytes
        QVERIFY(!keypairFromSeed(secret(seed + "00")));                 // 33 bytes
        QVERIFY(!keypairFromSeed(SecureBytes()));
    }

    void generatedKeypairs()
    {
        Keypair a = generateKeypair();
        const Keypair b = generateKeypair();
        QCOMPARE(a.publicKey.size(), 32);
        QCOMPARE(a.secretKey.size(), size_t(64));
        QVERIFY(a.publicKey != b.publicKey);
        QCOMPARE(a.secretKey.view().sliced(32).toByteArray(), a.publicKey);
        const QByteArray msg("paydesk");
        const QByteArray sig = sign(a, msg);
        QCOMPARE(sig.size(), 64);
        QVERIFY(verify(a.publicKey, msg, sig));
        QVERIFY(!verify(b.publicKey, msg, sig));
        const auto restored = keypairFromSecretKey(SecureBytes::copyOf(a.secretKey.view()));
        QVERIFY(restored);
        QCOMPARE(restored->publicKey, a.publicKey);
        QCOMPARE(a.address().size() >= 32, true);

        // Move-only keypair keeps working after a move.
        Keypair moved = std::move(a);
        QVERIFY(verify(moved.publicKey, msg, sign(moved, msg)));
    }

    void wrongSizesRejected()
    {
        const Keypair kp = generateKeypair();
        const QByteArray msg("x");
        const QByteArray sig = sign(kp, msg);
        QVERIFY(!verify(kp.publicKey.left(31), msg, sig));
        QVERIFY(!verify(kp.publicKey, msg, sig.left(63)));
        QVERIFY(!verify(kp.publicKey, msg, sig + QByteArray(1, '\0')));
        QVERIFY(!verify(kp.publicKey, msg, QByteArray(64, '\0')));
        Keypair empty;
        QVERIFY(sign(empty, msg).isEmpty());
    }
};

QTEST_GUILESS_MAIN(TstEd25519)
#include "tst_ed25519.moc"
