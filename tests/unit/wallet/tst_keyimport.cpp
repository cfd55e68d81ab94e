// Key import: solana-keygen JSON keypair files and base58 secret keys. The sample keypair is the
// one published in the Solana Cookbook, "How to Restore a Keypair or Signer" (From Bytes,
// solana.com/developers/cookbook/wallets/restore-keypair).
#include "core/Base58.h"
#include "wallet/KeyImport.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace paydesk;
using paydesk::wallet::KeyImport;

namespace {
const QByteArray kCookbookKeypair =
    "[174, 47, 154, 16, 202, 193, 206, 113, 199, 190, 53, 133, 169, 175, 31, 56,\n"
    "222, 53, 138, 189, 224, 216, 117, 173, 10, 149, 53, 45, 73, 251, 237, 246, 15,\n"
    "185, 186, 82, 177, 240, 148, 69, 241, 227, 167, 80, 141, 89, 240, 121, 121,\n"
    "35, 172, 247, 68, 251, 226, 218, 48, 63, 176, 109, 168, 89, 238, 135]";

QByteArray rawOf(const QByteArray &json)
{
    QByteArray raw;
    for (const QByteArray &n : json.mid(1, json.size() - 2).split(','))
        raw.append(char(n.trimmed().toInt()));
    return raw;
}
} // namespace

class TstKeyImport : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void keypairJson()
    {
        QString error;
        const auto kp = KeyImport::fromKeypairJson(kCookbookKeypair, &error);
        QVERIFY2(kp, qPrintable(error));
        const QByteArray raw = rawOf(kCookbookKeypair);
        QCOMPARE(raw.size(), 64);
        QCOMPARE(kp->publicKey, raw.mid(32));
        QCOMPARE(kp->secretKey.view(), QByteArrayView(raw));
        // Round trip through the writer.
        const SecureBytes json = KeyImport::toKeypairJson(*kp);
        QCOMPARE(json.view(),
                 QByteArrayView(QByteArray(kCookbookKeypair).replace(" ", "").replace("\n", "")));
        // The same key as base58 text (Phantom's export format).
        const auto viaBase58 = KeyImport::fromBase58Secret(base58::encode(raw) + "\n", &error);
        QVERIFY2(viaBase58, qPrintable(error));
        QCOMPARE(viaBase58->address(), kp->address());
    }

    void keypairFile()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("id.json"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(kCookbookKeypair + "\n");
        f.close();
        QString error;
        QVERIFY2(KeyImport::fromKeypairFile(path, &error), qPrintable(error));
        QVERIFY(!KeyImport::fromKeypairFile(dir.filePath(QStringLiteral("missing.json")), &error));
        QVERIFY(error.contains(QStringLiteral("Cannot read")));
        QFile big(dir.filePath(QStringLiteral("big.json")));
        QVERIFY(big.open(QIODevice::WriteOnly));
        big.write(QByteArray(5000, ' '));
        big.close();
        QVERIFY(!KeyImport::fromKeypairFile(big.fileName(), &error));
        QVERIFY(error.contains(QStringLiteral("too large")));
    }

    void refusesDamagedKeys_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("expect");
        QByteArray raw = rawOf(kCookbookKeypair);
        const auto toJson = [](const QByteArray &bytes) {
            QByteArray out = "[";
            for (int i = 0; i < bytes.size(); ++i)
                out += (i ? "," : "") + QByteArray::number(quint8(bytes[i]));
            return out + "]";
        };
        QTest::newRow("63 numbers") << toJson(raw.left(63)) << QStringLiteral("63 numbers");
        QTest::newRow("65 numbers") << toJson(raw + 'x') << QStringLiteral("more than 64");
        QByteArray flipped = raw;
        flipped[40] = char(flipped[40] ^ 1);
        QTest::newRow("public half mismatch")
            << toJson(flipped) << QStringLiteral("does not match");
        QTest::newRow("256") << QByteArray("[256,1,2]") << QStringLiteral("0 to 255");
        QTest::newRow("not an array")
            << QByteArray("{\"key\": 1}") << QStringLiteral("not a solana-keygen");
        QTest::newRow("trailing") << toJson(raw) + "x" << QStringLiteral("extra text");
        QTest::newRow("negative") << QByteArray("[-1]") << QStringLiteral("0 to 255");
        QTest::newRow("float") << QByteArray("[1.5]") << QStringLiteral("well-formed");
        QTest::newRow("empty") << QByteArray() << QStringLiteral("not a solana-keygen");
    }
    void refusesDamagedKeys()
    {
        QFETCH(QByteArray, json);
        QFETCH(QString, expect);
        QString error;
        QVERIFY(!KeyImport::fromKeypairJson(json, &error));
        QVERIFY2(error.contains(expect), qPrintable(error));
    }

    void refusesDamagedBase58()
    {
        const QByteArray raw = rawOf(kCookbookKeypair);
        QString error;
        QVERIFY(!KeyImport::fromBase58Secret(base58::encode(raw.left(32)), &error));
        QVERIFY(error.contains(QStringLiteral("64 bytes")));
        QVERIFY(!KeyImport::fromBase58Secret("0OIl", &error));
        QByteArray flipped = raw;
        flipped[63] = char(flipped[63] ^ 1);
        QVERIFY(!KeyImport::fromBase58Secret(base58::encode(flipped), &error));
        QVERIFY(error.contains(QStringLiteral("does not match")));
    }
};

QTEST_GUILESS_MAIN(TstKeyImport)
#include "tst_keyimport.moc"
