// BIP-0039 against published vectors: the English word list (SHA-256 of BIP-0039's english.txt)
// and the Trezor reference vectors (trezor/python-mnemonic vectors.json, commit f5a975ab,
// passphrase "TREZOR"; copied into tests/unit/wallet/data/bip39-trezor-vectors.json).
#include "wallet/Mnemonic.h"

#include <QCryptographicHash>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

using namespace paydesk;
using paydesk::wallet::Mnemonic;

namespace {
QString sourceFile(const char *relative)
{
    return qEnvironmentVariable("PAYDESK_SOURCE_DIR") + QLatin1Char('/') + QLatin1String(relative);
}
SecureBytes secure(const QByteArray &b)
{
    return SecureBytes::copyOf(b);
}
} // namespace

class TstMnemonic : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void wordListIsBip39English()
    {
        // The committed data file is the published one ...
        QFile f(sourceFile("app/wallet/bip39-english.txt"));
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray bytes = f.readAll();
        QCOMPARE(QCryptographicHash::hash(bytes, QCryptographicHash::Sha256).toHex(),
                 QByteArray("2f5eed53a4727b4bf8880d8f3f199efc90e58503646d9ff8eff3a2ed3b24dbda"));
        // ... and the compiled-in list is exactly that file.
        QByteArray rebuilt;
        for (int i = 0; i < Mnemonic::kWordListSize; ++i)
            rebuilt += QByteArray(Mnemonic::word(i)) + '\n';
        QCOMPARE(rebuilt, bytes);
        QCOMPARE(Mnemonic::word(2048), nullptr);
        QCOMPARE(Mnemonic::indexOf("abandon"), 0);
        QCOMPARE(Mnemonic::indexOf("zoo"), 2047);
        QCOMPARE(Mnemonic::indexOf("Zoo"), -1);
        QCOMPARE(Mnemonic::indexOf("bitcoin"), -1);
    }

    void trezorVectors_data()
    {
        QTest::addColumn<QByteArray>("entropy");
        QTest::addColumn<QByteArray>("mnemonic");
        QTest::addColumn<QByteArray>("seed");
        QFile f(QFINDTESTDATA("data/bip39-trezor-vectors.json"));
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QJsonObject doc = QJsonDocument::fromJson(f.readAll()).object();
        const QJsonArray english = doc.value(QStringLiteral("english")).toArray();
        QCOMPARE(english.size(), 24);
        int n = 0;
        for (const QJsonValue &v : english) {
            const QJsonArray e = v.toArray();
            QTest::addRow("%d", n++)
                << QByteArray::fromHex(e[0].toString().toLatin1()) << e[1].toString().toUtf8()
                << QByteArray::fromHex(e[2].toString().toLatin1());
        }
    }
    void trezorVectors()
    {
        QFETCH(QByteArray, entropy);
        QFETCH(QByteArray, mnemonic);
        QFETCH(QByteArray, seed);
        const SecureBytes phrase = Mnemonic::fromEntropy(secure(entropy));
        QCOMPARE(phrase.view(), QByteArrayView(mnemonic));
        QString error;
        const auto back = Mnemonic::toEntropy(phrase, &error);
        QVERIFY2(back, qPrintable(error));
        QCOMPARE(back->view(), QByteArrayView(entropy));
        QCOMPARE(Mnemonic::toSeed(phrase, "TREZOR").view(), QByteArrayView(seed));
        QCOMPARE(Mnemonic::wordCount(phrase), int(entropy.size() * 3 / 4));
    }

    // BIP-0039 wants NFKD of phrase and passphrase. Vectors with non-ASCII passphrases:
    // python-mnemonic tests/test_mnemonic.py (test_password_is_unicode_normalized) and bip32JP
    // test_JP_BIP39.json entry 0 (Japanese words joined by U+3000, a passphrase NFKD changes).
    void nfkdVectors_data()
    {
        QTest::addColumn<QString>("phrase");
        QTest::addColumn<QString>("passphrase");
        QTest::addColumn<QByteArray>("seed");
        QTest::newRow("python-mnemonic english")
            << QStringLiteral("abandon abandon abandon abandon abandon abandon abandon abandon "
                              "abandon abandon abandon about")
            << QString::fromUtf8("nullius\u3000\u00e0\u3000nym.zone \u00b9te\u017fts\u00b2 English")
            << QByteArray("61f3aa13adcf5f4b8661fc062501d67eca3a53fc0ed129076ad7a22983b6b5ed"
                          "0e84e47b24cff23b7fca57e127f62f28c1584ed487872d4bfbc773257bdbc434");
        QTest::newRow("bip32JP japanese 0")
            << QString::fromUtf8(
                   "あいこくしん　あいこくしん　あいこくしん　あいこくしん　あいこくしん　"
                   "あいこくしん　あいこくしん　あいこくしん　あいこくしん　あいこくしん　"
                   "あいこくしん　あおぞら")
            << QString::fromUtf8("㍍ガバヴァぱばぐゞちぢ十人十色")
            << QByteArray("a262d6fb6122ecf45be09c50492b31f92e9beb7d9a845987a02cefda57a15f9c"
                          "467a17872029a9e92299b5cbdf306e3a0ee620245cbd508959b6cb7ca637bd55");
    }
    void nfkdVectors()
    {
        QFETCH(QString, phrase);
        QFETCH(QString, passphrase);
        QFETCH(QByteArray, seed);
        for (auto form : {QString::NormalizationForm_C, QString::NormalizationForm_D,
                          QString::NormalizationForm_KC, QString::NormalizationForm_KD}) {
            const SecureBytes p = secure(phrase.normalized(form).toUtf8());
            const QByteArray pass = passphrase.normalized(form).toUtf8();
            QCOMPARE(Mnemonic::toSeed(p, pass).view().toByteArray().toHex(), seed);
        }
    }
    void composedAndDecomposedPassphraseAgree()
    {
        const SecureBytes phrase = secure("legal winner thank year wave sausage worth useful "
                                          "legal winner thank yellow");
        const QByteArray nfc = QString::fromUtf8("caf\u00e9").toUtf8();
        const QByteArray nfd = QString::fromUtf8("cafe\u0301").toUtf8();
        QVERIFY(nfc != nfd);
        const SecureBytes a = Mnemonic::toSeed(phrase, nfc);
        QCOMPARE(a.size(), size_t(64));
        QCOMPARE(a.view(), Mnemonic::toSeed(phrase, nfd).view());
        QVERIFY(a.view() != Mnemonic::toSeed(phrase, "cafe").view());
    }

    void normalizeAcceptsWhatPeopleType()
    {
        QString error;
        const auto p = Mnemonic::normalize("  Legal winner\tTHANK year wave sausage\n worth useful "
                                           "legal winner thank   yellow \r\n",
                                           &error);
        QVERIFY2(p, qPrintable(error));
        QCOMPARE(p->view(), QByteArrayView("legal winner thank year wave sausage worth useful "
                                           "legal winner thank yellow"));
    }

    void normalizeRefuses_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QString>("expect");
        QTest::newRow("checksum") << QByteArray("abandon abandon abandon abandon abandon abandon "
                                                "abandon abandon abandon abandon abandon abandon")
                                  << QStringLiteral("checksum");
        QTest::newRow("unknown word")
            << QByteArray("abandon abandon abandon abandon abandon abandon abandon abandon "
                          "abandon abandon abandon bitcoin")
            << QStringLiteral("Word 12");
        QTest::newRow("11 words") << QByteArray("abandon abandon abandon abandon abandon abandon "
                                                "abandon abandon abandon abandon about")
                                  << QStringLiteral("has 11");
        QTest::newRow("long word") << QByteArray("abandonabandon abandon abandon abandon abandon "
                                                 "abandon abandon abandon abandon abandon about")
                                   << QStringLiteral("Word 1 ");
        QTest::newRow("empty") << QByteArray("   ") << QStringLiteral("has 0");
        QTest::newRow("non-ascii")
            << QByteArray("abandon\xc3\xa9 abandon") << QStringLiteral("Word 1");
    }
    void normalizeRefuses()
    {
        QFETCH(QByteArray, text);
        QFETCH(QString, expect);
        QString error;
        QVERIFY(!Mnemonic::normalize(text, &error));
        QVERIFY2(error.contains(expect), qPrintable(error));
    }

    void generateMakesValidPhrases()
    {
        for (int words : {12, 15, 18, 21, 24}) {
            const SecureBytes a = Mnemonic::generate(words);
            const SecureBytes b = Mnemonic::generate(words);
            QCOMPARE(Mnemonic::wordCount(a), words);
            QVERIFY(!(a == b));
            QString error;
            QVERIFY2(Mnemonic::toEntropy(a, &error), qPrintable(error));
        }
        QVERIFY(Mnemonic::generate(13).isEmpty());
        QVERIFY(Mnemonic::generate(0).isEmpty());
        QVERIFY(Mnemonic::fromEntropy(secure(QByteArray(15, '\1'))).isEmpty());
    }

    void backupCheck()
    {
        const SecureBytes phrase = secure("zoo zoo zoo zoo zoo zoo zoo zoo zoo zoo zoo wrong");
        QCOMPARE(Mnemonic::wordAt(phrase, 11).view(), QByteArrayView("wrong"));
        QVERIFY(Mnemonic::wordAt(phrase, 12).isEmpty());
        QVERIFY(Mnemonic::checkWord(phrase, 11, " Wrong "));
        QVERIFY(!Mnemonic::checkWord(phrase, 11, "zoo"));
        QVERIFY(!Mnemonic::checkWord(phrase, 11, "wron"));
        QVERIFY(!Mnemonic::checkWord(phrase, 40, "zoo"));
        const QList<int> pos = Mnemonic::backupCheckPositions(12, 3);
        QCOMPARE(pos.size(), 3);
        for (int p : pos)
            QVERIFY(p >= 0 && p < 12);
        QVERIFY(pos[0] < pos[1] && pos[1] < pos[2]);
    }
};

QTEST_GUILESS_MAIN(TstMnemonic)
#include "tst_mnemonic.moc"
