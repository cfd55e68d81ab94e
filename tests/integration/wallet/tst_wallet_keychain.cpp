// Wallet keys against the real Secret Service (gnome-keyring in a private D-Bus session, see
// tests/util/with-keyring.sh): add, list, load, sign, remove, with no plaintext of any secret left
// anywhere under the throw-away HOME afterwards. With PAYDESK_EXPECT_NO_KEYCHAIN=1 (no bus):
// adding fails with an actionable message and nothing is listed or written.
#include "core/Base58.h"
#include "payments/WalletManager.h"
#include "solana/Ed25519.h"
#include "util/TestFiles.h"
#include "wallet/EvmKeyImport.h"
#include "wallet/KeyImport.h"
#include "wallet/Mnemonic.h"

#include <QProcess>
#include <QSignalSpy>
#include <QSqlDatabase>
#include <QTemporaryDir>
#include <QTest>

using namespace paydesk;
using namespace paydesk::wallet;

namespace {

WalletKeyJob *wait(WalletKeyJob *job)
{
    if (!job->isFinished()) {
        QSignalSpy spy(job, &WalletKeyJob::finished);
        if (!spy.wait(15000))
            qFatal("wallet key job did not finish");
    }
    return job;
}

// Every form in which a leaked key could sit on disk.
QList<QByteArray> formsOf(const solana::Keypair &kp)
{
    const QByteArray secret(kp.secretKey.view().data(), kp.secretKey.view().size());
    const QByteArray seed = secret.left(32);
    const SecureBytes json = KeyImport::toKeypairJson(kp);
    return {seed,
            seed.toHex(),
            base58::encode(secret),
            base58::encode(seed),
            QByteArray(json.view().data(), json.view().size()).left(40),
            secret.toBase64()};
}

} // namespace

class TstWalletKeychain : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        m_noKeychain = qEnvironmentVariableIntValue("PAYDESK_EXPECT_NO_KEYCHAIN") == 1;
        m_home = qEnvironmentVariable("PAYDESK_TEST_HOME");
        if (m_home.isEmpty() && m_noKeychain)
            m_home = m_scratch.path();
        if (m_home.isEmpty())
            QSKIP("run through tests/util/with-keyring.sh (ctest does)");
        QDir().mkpath(m_home + QStringLiteral("/.local/share/Paydesk"));
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"));
        db.setDatabaseName(m_home + QStringLiteral("/.local/share/Paydesk/paydesk.sqlite"));
        QVERIFY(db.open());
    }

    void roundTrip()
    {
        if (m_noKeychain)
            QSKIP("no keychain in this run");
        SecretStore secrets(QStringLiteral("PaydeskTest"));
        WalletKeyStore keys(&secrets);
        WalletDirectory directory(QSqlDatabase::database());
        QVERIFY2(directory.isReady(), qPrintable(directory.lastError()));
        WalletManager manager(&keys, &directory);

        const QByteArray words =
            "neither lonely flavor argue grass remind eye tag avocado spot unusual intact";
        QString error;
        auto fromPhrase = KeyImport::fromMnemonic(words, QString(), &error);
        QVERIFY2(fromPhrase, qPrintable(error));
        const solana::Keypair generated = solana::generateKeypair();
        const QList<QByteArray> leaks =
            formsOf(*fromPhrase) + formsOf(generated) + QList<QByteArray>{words, words.left(20)};

        WalletKeyJob *a = wait(manager.add(*fromPhrase, {QString(),
                                                         QStringLiteral("Phantom"),
                                                         QStringLiteral("mnemonic"),
                                                         QStringLiteral("m/44'/501'/0'/0'"),
                                                         {}}));
        QVERIFY2(a->ok(), qPrintable(a->errorText()));
        QCOMPARE(a->address(), QStringLiteral("5vftMkHL72JaJG6ExQfGAsT2uGVHpRR7oTNUPMs68Y2N"));
        WalletKeyJob *b = wait(manager.add(
            generated, {QString(), QStringLiteral("Fresh"), QStringLiteral("created"), {}, {}}));
        QVERIFY2(b->ok(), qPrintable(b->errorText()));
        QCOMPARE(wait(manager.add(generated, {}))->status(), WalletKeyJob::Status::AlreadyExists);

        const QList<WalletInfo> listed = directory.list();
        QCOMPARE(listed.size(), 2);
        QCOMPARE(listed[0].label, QStringLiteral("Phantom"));
        QCOMPARE(listed[0].derivation, QStringLiteral("m/44'/501'/0'/0'"));
        QCOMPARE(listed[1].address, generated.address());

        // Load back from the keychain and sign with it.
        WalletKeyJob *load = wait(manager.loadKeypair(generated.address()));
        QVERIFY2(load->ok(), qPrintable(load->errorText()));
        auto loaded = load->takeKeypair();
        QVERIFY(loaded);
        QVERIFY(loaded->secretKey == generated.secretKey);
        const QByteArray sig = solana::sign(*loaded, "message");
        QVERIFY(solana::verify(generated.publicKey, "message", sig));
        QVERIFY(!load->takeKeypair());

        // The entry really is in the Secret Service, one per wallet.
        QProcess tool;
        tool.start(QStringLiteral("secret-tool"),
                   {QStringLiteral("search"), QStringLiteral("--all"), QStringLiteral("user"),
                    WalletKeyStore::entryFor(generated.address())});
        QVERIFY(tool.waitForFinished(10000));
        QVERIFY((tool.readAllStandardOutput() + tool.readAllStandardError())
                    .contains(WalletKeyStore::entryFor(generated.address()).toUtf8()));

        // An entry holding another wallet's key is refused on load.
        QSignalSpy w(
            secrets.write(WalletKeyStore::entryFor(fromPhrase->address()), generated.secretKey),
            &SecretJob::finished);
        QVERIFY(w.wait(15000));
        QCOMPARE(wait(manager.loadKeypair(fromPhrase->address()))->status(),
                 WalletKeyJob::Status::Invalid);

        // Remove both; loading then fails and the list is empty.
        for (const WalletInfo &info : listed)
            QVERIFY(wait(manager.remove(info.address))->ok());
        QCOMPARE(directory.list().size(), 0);
        QCOMPARE(wait(manager.loadKeypair(generated.address()))->status(),
                 WalletKeyJob::Status::NotFound);
        QCOMPARE(wait(keys.load(generated.address()))->status(), WalletKeyJob::Status::NotFound);
        QCOMPARE(wait(manager.remove(generated.address()))->status(),
                 WalletKeyJob::Status::NotFound);

        // No plaintext of any secret anywhere under HOME (keyrings are encrypted on disk).
        QSqlDatabase::database().close();
        const QStringList hits = paydesk::testing::filesContaining(m_home, leaks);
        QVERIFY2(hits.isEmpty(), qPrintable(hits.join(u' ')));
        // Control: the scan does find a leak when there is one.
        QFile control(m_home + QStringLiteral("/control.bin"));
        QVERIFY(control.open(QIODevice::WriteOnly));
        control.write(leaks.first());
        control.close();
        QCOMPARE(paydesk::testing::filesContaining(m_home, leaks).size(), 1);
        QVERIFY(control.remove());
        QVERIFY(QSqlDatabase::database().open());
    }

    // An EVM account from the same kind of phrase: its 32-byte key in its own keychain entry
    // ("evm-wallet:<EIP-55 address>"), loaded back checked against the address, and no plain
    // form of it left under HOME.
    void evmRoundTrip()
    {
        if (m_noKeychain)
            QSKIP("no keychain in this run");
        SecretStore secrets(QStringLiteral("PaydeskTest"));
        WalletKeyStore keys(&secrets);
        WalletDirectory directory(QSqlDatabase::database());
        WalletManager manager(&keys, &directory);
        const QByteArray words = "test test test test test test test test test test test junk";
        QString error;
        auto first = EvmKeyImport::fromMnemonic(words, {}, &error);
        auto second = EvmKeyImport::fromMnemonic(words, EvmKeyImport::accountPath(1), &error);
        QVERIFY2(first && second, qPrintable(error));
        const QByteArray secret(first->privateKey.view().data(), first->privateKey.view().size());
        const QList<QByteArray> leaks{secret, secret.toHex(), secret.toHex().toUpper(),
                                      secret.toBase64(), words};

        WalletKeyJob *add = wait(manager.add(*first, {QString(),
                                                      QStringLiteral("MetaMask"),
                                                      QStringLiteral("mnemonic"),
                                                      EvmKeyImport::accountPath(0),
                                                      {}}));
        QVERIFY2(add->ok(), qPrintable(add->errorText()));
        const QString address = QStringLiteral("0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266");
        QCOMPARE(add->address(), address);
        QCOMPARE(WalletKeyStore::entryFor(address.toLower()),
                 QStringLiteral("evm-wallet:") + address);
        QCOMPARE(wait(manager.add(*first, {}))->status(), WalletKeyJob::Status::AlreadyExists);
        QCOMPARE(directory.find(address)->derivation, QStringLiteral("m/44'/60'/0'/0/0"));

        WalletKeyJob *load = wait(manager.loadKeypair(address));
        QVERIFY2(load->ok(), qPrintable(load->errorText()));
        QVERIFY(!load->takeKeypair()); // not a Solana key
        auto loaded = load->takeEvmKey();
        QVERIFY(loaded);
        QCOMPARE(loaded->address, first->address);
        QVERIFY(loaded->privateKey == first->privateKey);

        // The entry holding another account's key is refused on load.
        QSignalSpy w(secrets.write(WalletKeyStore::entryFor(address), second->privateKey),
                     &SecretJob::finished);
        QVERIFY(w.wait(15000));
        QCOMPARE(wait(manager.loadKeypair(address))->status(), WalletKeyJob::Status::Invalid);

        QVERIFY(wait(manager.remove(address))->ok());
        QCOMPARE(wait(keys.load(address))->status(), WalletKeyJob::Status::NotFound);
        QSqlDatabase::database().close();
        const QStringList hits = paydesk::testing::filesContaining(m_home, leaks);
        QVERIFY2(hits.isEmpty(), qPrintable(hits.join(u' ')));
        QVERIFY(QSqlDatabase::database().open());
    }

    void noKeychain()
    {
        if (!m_noKeychain)
            QSKIP("a keychain is available in this run");
        SecretStore secrets(QStringLiteral("PaydeskTest"));
        WalletKeyStore keys(&secrets);
        WalletDirectory directory(QSqlDatabase::database());
        WalletManager manager(&keys, &directory);
        const solana::Keypair kp = solana::generateKeypair();
        WalletKeyJob *job = wait(manager.add(kp, {}));
        QCOMPARE(job->status(), WalletKeyJob::Status::NoKeychain);
        QVERIFY2(job->errorText().contains(QStringLiteral("Secret Service")),
                 qPrintable(job->errorText()));
        QVERIFY(directory.list().isEmpty());
        QSqlDatabase::database().close();
        QVERIFY(paydesk::testing::filesContaining(m_home, formsOf(kp)).isEmpty());
    }

private:
    bool m_noKeychain = false;
    QTemporaryDir m_scratch;
    QString m_home;
};

QTEST_GUILESS_MAIN(TstWalletKeychain)
#include "tst_wallet_keychain.moc"
