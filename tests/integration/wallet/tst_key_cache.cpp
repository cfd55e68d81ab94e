// KeyCache (the keys paydesk-cli mcp / proxy keep between payments) over WalletManager in the real
// Secret Service (tests/util/with-keyring.sh): one keychain read serves a burst of payments and the
// loads asked for at once; every caller gets its own copy, later, on its context; the keys are
// wiped after the idle time and read again; 0 seconds keeps nothing; a failed read is not kept.
// Every family's keys pass through it by its kit (ChainKit::cacheKeys), a registered one's too.
#include "kits/TestChainFamily.h"
#include "payments/KeyCache.h"
#include "payments/WalletManager.h"
#include "payments/evm/EvmPaymentFlow.h"
#include "payments/solana/SolanaPaymentFlow.h"
#include "solana/Ed25519.h"
#include "wallet/EvmKeyImport.h"

#include <QSignalSpy>
#include <QSqlDatabase>
#include <QTest>

using namespace paydesk;
using namespace paydesk::wallet;

namespace {
// Hardhat / Anvil account #0, a published test key.
constexpr char kEvmKey[] = "ac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80";

struct Got
{
    int calls = 0;
    QList<QByteArray> secrets; // what each callback was handed
    QString error;
};
} // namespace

class TstKeyCache : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        const QString home = qEnvironmentVariable("PAYDESK_TEST_HOME");
        if (home.isEmpty())
            QSKIP("run through tests/util/with-keyring.sh (ctest does)");
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"));
        db.setDatabaseName(home + QStringLiteral("/key-cache.sqlite"));
        QVERIFY(db.open());
        m_secrets = std::make_unique<SecretStore>(QStringLiteral("PaydeskTestKeyCache"));
        m_keys = std::make_unique<WalletKeyStore>(m_secrets.get());
        m_directory = std::make_unique<WalletDirectory>(QSqlDatabase::database());
        QVERIFY2(m_directory->isReady(), qPrintable(m_directory->lastError()));
        m_wallets = std::make_unique<WalletManager>(m_keys.get(), m_directory.get());

        QString error;
        auto evm = EvmKeyImport::fromPrivateKeyHex(kEvmKey, &error);
        QVERIFY2(evm, qPrintable(error));
        m_evmAddress = evm->address.toChecksummed();
        QVERIFY(added(m_wallets->add(
            *evm, {QString(), QStringLiteral("EVM"), QStringLiteral("private-key"), {}, {}})));
        m_solana = solana::generateKeypair();
        QVERIFY(added(m_wallets->add(
            m_solana, {QString(), QStringLiteral("SOL"), QStringLiteral("created"), {}, {}})));
    }

    void burstReadsOnce()
    {
        KeyCache cache(fromKeychain(), 60);
        QObject context;
        Got got;
        // Eight payments asked for at once share one read ...
        for (int i = 0; i < 8; ++i)
            evmOf(cache)(m_evmAddress, &context, evmInto(&got));
        QCOMPARE(got.calls, 0); // never from inside the call
        QTRY_COMPARE_WITH_TIMEOUT(got.calls, 8, 15000);
        QCOMPARE(cache.keychainReads(), 1);
        // ... and the next ones are served from memory.
        for (int i = 0; i < 4; ++i)
            evmOf(cache)(m_evmAddress, &context, evmInto(&got));
        QTRY_COMPARE(got.calls, 12);
        QCOMPARE(cache.keychainReads(), 1);
        QVERIFY2(got.error.isEmpty(), qPrintable(got.error));
        for (const QByteArray &s : std::as_const(got.secrets))
            QCOMPARE(s.toHex(), QByteArray(kEvmKey));

        Got sol;
        solanaOf(cache)(m_solana.address(), &context, solanaInto(&sol));
        solanaOf(cache)(m_solana.address(), &context, solanaInto(&sol));
        QTRY_COMPARE_WITH_TIMEOUT(sol.calls, 2, 15000);
        QCOMPARE(sol.secrets.value(0), sol.secrets.value(1));
        QCOMPARE(sol.secrets.value(0), QByteArray(m_solana.secretKey.view().toByteArray()));
        QCOMPARE(cache.keychainReads(), 2);
        QCOMPARE(cache.heldKeys(), 2);
        cache.clear();
        QCOMPARE(cache.heldKeys(), 0);
    }

    void idleTimeWipesThenReadsAgain()
    {
        KeyCache cache(fromKeychain(), 1);
        QObject context;
        Got got;
        evmOf(cache)(m_evmAddress, &context, evmInto(&got));
        QTRY_COMPARE_WITH_TIMEOUT(got.calls, 1, 15000);
        QCOMPARE(cache.heldKeys(), 1);
        QTRY_COMPARE_WITH_TIMEOUT(cache.heldKeys(), 0, 5000); // wiped after a second unused
        evmOf(cache)(m_evmAddress, &context, evmInto(&got));
        QTRY_COMPARE_WITH_TIMEOUT(got.calls, 2, 15000);
        QCOMPARE(cache.keychainReads(), 2);
    }

    void zeroSecondsKeepsNothing()
    {
        KeyCache cache(fromKeychain(), 0);
        QObject context;
        Got got;
        evmOf(cache)(m_evmAddress, &context, evmInto(&got));
        QTRY_COMPARE_WITH_TIMEOUT(got.calls, 1, 15000);
        evmOf(cache)(m_evmAddress, &context, evmInto(&got));
        QTRY_COMPARE_WITH_TIMEOUT(got.calls, 2, 15000);
        QCOMPARE(cache.keychainReads(), 2);
        QCOMPARE(cache.heldKeys(), 0);
        QCOMPARE(got.secrets.value(1).toHex(), QByteArray(kEvmKey));
    }

    void failedReadIsNotKept()
    {
        KeyCache cache(fromKeychain(), 60);
        QObject context;
        Got got;
        const QString unknown = QStringLiteral("0x000000000000000000000000000000000000dEaD");
        evmOf(cache)(unknown, &context, evmInto(&got));
        evmOf(cache)(unknown, &context, evmInto(&got));
        QTRY_COMPARE_WITH_TIMEOUT(got.calls, 2, 15000);
        QVERIFY(got.secrets.isEmpty());
        QVERIFY(!got.error.isEmpty());
        QCOMPARE(cache.heldKeys(), 0);
        evmOf(cache)(unknown, &context, evmInto(&got));
        QTRY_COMPARE_WITH_TIMEOUT(got.calls, 3, 15000);
        QCOMPARE(cache.keychainReads(), 2); // asked again, not answered from memory
    }

    void goneContextIsNotCalled()
    {
        KeyCache cache(fromKeychain(), 60);
        Got got;
        auto *context = new QObject;
        evmOf(cache)(m_evmAddress, context, evmInto(&got));
        delete context;
        QObject other;
        evmOf(cache)(m_evmAddress, &other, evmInto(&got));
        QTRY_COMPARE_WITH_TIMEOUT(got.calls, 1, 15000);
        QTest::qWait(100);
        QCOMPARE(got.calls, 1);
    }

    // A family registered beside the built-in ones keeps its keys the same way, through its own
    // kit and key type, with no change to KeyCache.
    void registeredFamilyIsCachedByItsKit()
    {
        testing::TestChainFamily family;
        int reads = 0;
        x402::WalletKeys given;
        given.set<testing::TestChainFamily::KeyProvider>(
            family.chain(), [&reads](const QString &address, QObject *context,
                                     testing::TestChainFamily::KeyCallback done) {
                ++reads;
                QMetaObject::invokeMethod(
                    context,
                    [done, address]() {
                        done(testing::TestChainFamily::Key{SecureBytes::copyOf(
                                 QByteArrayView(address.toLatin1()))},
                             {});
                    },
                    Qt::QueuedConnection);
            });
        KeyCache cache(given, 60);
        QObject context;
        int calls = 0;
        QByteArray secret;
        const QString wallet = testing::TestChainFamily::address(1);
        for (int i = 0; i < 3; ++i)
            cache.keys().of<testing::TestChainFamily::KeyProvider>(family.chain())(
                wallet, &context,
                [&calls, &secret](std::optional<testing::TestChainFamily::Key> key,
                                  const QString &) {
                    ++calls;
                    if (key)
                        secret = key->secret.view().toByteArray();
                });
        QTRY_COMPARE_WITH_TIMEOUT(calls, 3, 5000);
        QCOMPARE(reads, 1);
        QCOMPARE(cache.keychainReads(), 1);
        QCOMPARE(cache.heldKeys(), 1);
        QCOMPARE(secret, wallet.toLatin1());
        cache.clear();
        QCOMPARE(cache.heldKeys(), 0);
    }

private:
    // Every built-in family's keys from the keychain, as the agents' faces give them.
    x402::WalletKeys fromKeychain() const
    {
        x402::WalletKeys keys;
        x402::ChainKits::standard().addKeys(keys, m_wallets.get());
        return keys;
    }
    static evm::EvmPaymentFlow::KeyProvider evmOf(KeyCache &cache)
    {
        return cache.keys().of<evm::EvmPaymentFlow::KeyProvider>(Chain::Evm);
    }
    static solana::SolanaPaymentFlow::KeyProvider solanaOf(KeyCache &cache)
    {
        return cache.keys().of<solana::SolanaPaymentFlow::KeyProvider>(Chain::Solana);
    }
    static bool added(WalletKeyJob *job)
    {
        if (!job->isFinished()) {
            QSignalSpy spy(job, &WalletKeyJob::finished);
            spy.wait(15000);
        }
        if (!job->ok())
            qWarning("%s", qPrintable(job->errorText()));
        return job->ok();
    }
    static evm::EvmPaymentFlow::KeyCallback evmInto(Got *got)
    {
        return [got](std::optional<EvmKey> key, const QString &error) {
            ++got->calls;
            if (key) {
                got->secrets.append(key->privateKey.view().toByteArray());
            }
            if (!error.isEmpty())
                got->error = error;
        };
    }
    static solana::SolanaPaymentFlow::KeyCallback solanaInto(Got *got)
    {
        return [got](std::optional<solana::Keypair> key, const QString &error) {
            ++got->calls;
            if (key)
                got->secrets.append(key->secretKey.view().toByteArray());
            if (!error.isEmpty())
                got->error = error;
        };
    }

    std::unique_ptr<SecretStore> m_secrets;
    std::unique_ptr<WalletKeyStore> m_keys;
    std::unique_ptr<WalletDirectory> m_directory;
    std::unique_ptr<WalletManager> m_wallets;
    QString m_evmAddress;
    solana::Keypair m_solana;
};

QTEST_GUILESS_MAIN(TstKeyCache)
#include "tst_key_cache.moc"
