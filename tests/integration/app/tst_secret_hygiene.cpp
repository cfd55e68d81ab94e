// Secret hygiene, measured. One session of the desktop app's model layer
// (the AppContext the window uses, its controllers, keys in the real gnome-keyring of
// tests/util/with-keyring.sh) that creates wallets (12 and 24 words, with and without a BIP39
// passphrase), imports wallets (a phrase, a base58 secret, a solana-keygen file) and uses them:
// a hosted send with the API key and the seller desk's verification, hosted and local 402 paid
// fetches, two local sends (build, sign, broadcast, confirm), a local co-sign, and an EVM key
// imported as hex that pays on the sandbox's EVM chain.
//
// Paydesk talks to three real loopback TCP proxies (service, Solana RPC, seller) in front of the
// in-process sandbox; they record every byte both ways (SecretSession). Then no private key,
// seed (the ed25519 seed, the BIP39 seed, the SLIP-10 master), keypair, recovery phrase (whole,
// and every run of 3 consecutive words), BIP39 passphrase or Paydesk lock passphrase may appear
// in any encoding (SecretForms) on the wire, in the log (the log file and every message of the
// process, most verbose: paydesk.*=true), the settings, the SQLite files with their WAL/journal,
// or anywhere else under HOME. The API key may appear only in the Authorization header of
// requests to the service. The keyring's own file holds the keys encrypted: no secret in clear.
#include "kits/LeakScan.h"
#include "kits/SecretSession.h"

#if __has_include("core/LogFile.h")
#include "core/LogFile.h"
#define PAYDESK_HAS_LOG_FILE 1
#endif

#include <QDirIterator>
#include <QLoggingCategory>
#include <QSettings>
#include <QStandardPaths>
#include <QTest>
#include <cstdio>

using namespace paydesk;
using namespace paydesk::testing;

#define STEP(expr)                                                                                 \
    do {                                                                                           \
        const QString why_ = (expr);                                                               \
        QVERIFY2(why_.isEmpty(), qPrintable(why_));                                                \
    } while (false)

class TstSecretHygiene : public QObject
{
    Q_OBJECT

    QString m_home;
    QString m_keyrings;
    QString m_dataDir;
    std::unique_ptr<SecretSession> m_s;
#ifdef PAYDESK_HAS_LOG_FILE
    std::unique_ptr<LogFile> m_logFile;
#endif
    QStringList m_created; // 12, 12 + passphrase, 24, 24 + passphrase
    QString m_fromPhrase, m_fromBase58, m_fromFile;

    QList<const SecretForms *> allForms() const
    {
        return {&m_s->secrets(), &m_s->keyForms()};
    }

    void report(const char *format, auto... args)
    {
        std::fprintf(stdout, format, args...);
        std::fflush(stdout);
    }

    void checkDisk(bool closed)
    {
        const TreeScan s = scanTree(m_home, m_keyrings, allForms());
        report("disk (app %s): %d files, %lld bytes under HOME (keyring aside)\n",
               closed ? "closed" : "running", s.files, s.bytes);
        QVERIFY2(s.hits.isEmpty(), qPrintable(s.hits.join(u'\n')));
        // The scan saw what it must: the database, the settings once written, the log file.
        QVERIFY(QFile::exists(m_dataDir + QStringLiteral("/paydesk.sqlite")));
        if (closed) {
            const QSettings settings;
            QVERIFY2(QFile::exists(settings.fileName()), qPrintable(settings.fileName()));
            QVERIFY(settings.fileName().startsWith(m_home));
        }
#ifdef PAYDESK_HAS_LOG_FILE
        QVERIFY(QFile::exists(m_dataDir + QStringLiteral("/paydesk.log")));
#endif
    }

private Q_SLOTS:
    void initTestCase()
    {
        m_home = qEnvironmentVariable("PAYDESK_TEST_HOME");
        if (m_home.isEmpty())
            QSKIP("run through tests/util/with-keyring.sh (ctest does)");
        m_keyrings = QStandardPaths::writableLocation(QStandardPaths::GenericDataLocation) +
                     QStringLiteral("/keyrings");
        m_dataDir = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
        QVERIFY2(m_dataDir.startsWith(m_home), qPrintable(m_dataDir));

        // The most verbose logging, into the app's log file in the data folder (a small rotation
        // size: rotated files, when there are any, are under HOME and scanned too), and every
        // message into memory.
        QLoggingCategory::setFilterRules(QStringLiteral("paydesk.*=true"));
#ifdef PAYDESK_HAS_LOG_FILE
        LogFile::Options lo;
        lo.directory = m_dataDir;
        lo.maxBytes = 64 * 1024;
        m_logFile = std::make_unique<LogFile>(lo);
        QString logError;
        QVERIFY2(m_logFile->install(&logError), qPrintable(logError));
        installMessageCapture(true);
#else
        installMessageCapture(false);
#endif
        m_s = std::make_unique<SecretSession>();
        STEP(m_s->start());
        QVERIFY(!m_s->outsideHome().startsWith(m_home));
        QCOMPARE(m_s->context()->dataDir(), m_dataDir);
    }

    // SecureBytes pages are locked (no swap) and excluded from core dumps: libsodium's
    // sodium_malloc calls sodium_mlock, which does madvise(MADV_DONTDUMP), then mlock. The kernel
    // shows both in /proc/self/smaps ("dd" and "lo" in VmFlags).
    void secureBytesAreLockedAndNotDumped()
    {
#ifdef Q_OS_LINUX
        const SecureBytes secret(64);
        const QByteArray flags = vmFlagsOf(secret.data());
        report("SecureBytes page: %s\n", flags.constData());
        QVERIFY2(flags.contains(" dd"), flags.constData()); // MADV_DONTDUMP
#if defined(__has_feature)
#if __has_feature(address_sanitizer)
        return; // the sanitizer runtime turns mlock() into a no-op
#endif
#endif
        QVERIFY2(flags.contains(" lo"), flags.constData()); // mlock (within RLIMIT_MEMLOCK)
#else
        QSKIP("Linux only");
#endif
    }

    void appLockPassphrase()
    {
        const QString why = m_s->setLockPassphrase();
        if (why.startsWith(QStringLiteral("skip:")))
            QSKIP(qPrintable(why));
        QVERIFY2(why.isEmpty(), qPrintable(why));
    }

    void createWallets()
    {
        for (const int words : {12, 24})
            for (const bool passphrase : {false, true}) {
                QString address;
                STEP(m_s->createWallet(words, passphrase, &address));
                m_created << address;
            }
    }

    void importWallets()
    {
        STEP(m_s->importPhrase(&m_fromPhrase));
        STEP(m_s->importBase58(&m_fromBase58));
        STEP(m_s->importKeypairFile(&m_fromFile));
        m_s->context()->localWallets()->reload();
    }

    void hosted()
    {
        STEP(m_s->hostedSendAndVerify());
        STEP(m_s->paidFetch(QStringLiteral("v1-report"), m_s->hostedBuyer(), false));
    }

    void local()
    {
        QCOMPARE(m_created.size(), 4);
        STEP(m_s->localSend(m_created[0]));
        STEP(m_s->localSend(m_created[3]));
        // The seller co-signs the buyer's transfer; then one the buyer broadcasts itself.
        STEP(m_s->paidFetch(QStringLiteral("v2-local"), m_created[1], true));
        STEP(m_s->paidFetch(QStringLiteral("nofee-report"), m_fromBase58, true));
        // The seller desk, local: co-signing as fee payer with the key from the keychain.
        STEP(m_s->localCoSign(m_fromFile, m_fromPhrase));
    }

    void evm()
    {
        // An EVM key imported as hex, and a payment signed with it.
        QString address;
        STEP(m_s->evmSend(&address));
    }

    void apiKeyNeverFollowsARedirectToAnotherOrigin()
    {
        // What Qt does with a bare request (for the record: why ServiceClient restricts it).
        int carried = 0;
        for (const WireRecorder::Connection &c : m_s->redirectedRequest(true))
            carried += m_s->keyForms().findIn(c.sent).isEmpty() ? 0 : 1;
        report("redirect to another origin, bare Qt request (NoLessSafeRedirectPolicy): the "
               "Authorization header %s\n",
               carried ? "WAS forwarded" : "was not forwarded");
        const QList<WireRecorder::Connection> reached = m_s->redirectedRequest(false);
        for (const WireRecorder::Connection &c : reached) {
            const QStringList hits = m_s->keyForms().findIn(c.sent);
            QVERIFY2(hits.isEmpty(), qPrintable(QStringLiteral("redirected: ") + hits.join(u';')));
        }
        report("redirect to another origin, ServiceClient: %lld connections reached it, without "
               "the key\n",
               qint64(reached.size()));
    }

    // ---- what the session left behind -------------------------------------------------------

    void wireCarriesNoSecret()
    {
        QVERIFY(m_s->secrets().needles().size() > 1000);
        QByteArray rpcSent, sellerSent;
        for (WireRecorder *w : m_s->recorders()) {
            bool complete = false;
            const QList<WireRequest> requests = w->requests(&complete);
            report("wire %-7s: %lld bytes sent in %lld requests over %lld connections, %lld "
                   "bytes received\n",
                   qPrintable(w->name()), qint64(w->bytesSent()), qint64(requests.size()),
                   qint64(w->connections().size()), qint64(w->bytesReceived()));
            QVERIFY2(complete, qPrintable(w->name()));
            QVERIFY2(requests.size() >= 3, qPrintable(w->name()));
            for (const WireRecorder::Connection &c : w->connections()) {
                const QStringList out = m_s->secrets().findIn(c.sent);
                QVERIFY2(out.isEmpty(), qPrintable(w->name() + QStringLiteral(" sent: ") +
                                                   out.join(QStringLiteral("; "))));
                const QStringList in = m_s->secrets().findIn(c.received);
                QVERIFY2(in.isEmpty(), qPrintable(w->name() + QStringLiteral(" received: ") +
                                                  in.join(QStringLiteral("; "))));
                if (w == m_s->rpc())
                    rpcSent += c.sent;
                else if (w == m_s->seller())
                    sellerSent += c.sent;
            }
        }
        report("searched for %lld encodings of the session's secrets\n",
               qint64(m_s->secrets().needles().size() + m_s->keyForms().needles().size()));
        // The session did what it claims: signed transactions went to the RPC, proofs to the
        // seller.
        QVERIFY(rpcSent.contains("sendTransaction"));
        QVERIFY(sellerSent.contains("X-PAYMENT") || sellerSent.contains("PAYMENT-SIGNATURE"));
    }

    void apiKeyOnlyInTheServiceAuthorizationHeader()
    {
        bool complete = false;
        const QList<WireRequest> service = m_s->service()->requests(&complete);
        QVERIFY(complete);
        const QByteArray key = m_s->apiKey().toUtf8();
        int withKey = 0;
        for (const WireRequest &r : service) {
            QByteArray rest = r.requestLine + '\n' + r.body;
            for (const QByteArray &line : r.headerLines) {
                const QByteArray name = line.left(line.indexOf(':')).trimmed().toLower();
                if (name == "authorization" || name == "x-api-key") {
                    const QByteArray value = line.mid(line.indexOf(':') + 1).trimmed();
                    QVERIFY2(value == "Bearer " + key || value == key, line.constData());
                    ++withKey;
                } else {
                    rest += line + '\n';
                }
            }
            const QStringList hits = m_s->keyForms().findIn(rest);
            QVERIFY2(hits.isEmpty(), qPrintable(QString::fromUtf8(r.requestLine) +
                                                QStringLiteral(": ") + hits.join(u';')));
        }
        report("API key: in the Authorization header of %d of %lld service requests, nowhere "
               "else\n",
               withKey, qint64(service.size()));
        QVERIFY(withKey >= 5);
        for (WireRecorder *w : {m_s->rpc(), m_s->seller()})
            for (const WireRecorder::Connection &c : w->connections()) {
                const QStringList hits = m_s->keyForms().findIn(c.sent + c.received);
                QVERIFY2(hits.isEmpty(),
                         qPrintable(w->name() + QStringLiteral(": ") + hits.join(u';')));
            }
    }

    void logsHoldNoSecret()
    {
        const QByteArray log = capturedMessages();
        report("log: %lld bytes of messages captured, %d from paydesk.*\n", qint64(log.size()),
               capturedPaydeskMessages());
        QStringList hits;
        for (const SecretForms *f : allForms())
            hits += f->findIn(log);
        QVERIFY2(hits.isEmpty(), qPrintable(hits.join(QStringLiteral("; "))));
    }

    // With the app still running (SQLite WAL/journal files present), then after it closed.
    void diskHoldsNoSecretWhileRunning()
    {
        checkDisk(false);
    }

    void diskHoldsNoSecretAfterClose()
    {
        m_s->closeApp();
        checkDisk(true);
    }

    void keyringHoldsNoSecretInClear()
    {
        QVERIFY(m_keyrings.startsWith(m_home));
        const TreeScan s = scanTree(m_keyrings, QString(), allForms());
        report("keyring: %d files, %lld bytes, no secret in clear\n", s.files, s.bytes);
        QVERIFY2(s.hits.isEmpty(), qPrintable(s.hits.join(u'\n')));
        QVERIFY2(s.files > 0 && s.bytes > 500, "the keyring wrote no file: nothing was checked");
    }

    void cleanupTestCase()
    {
        removeMessageCapture();
#ifdef PAYDESK_HAS_LOG_FILE
        if (m_logFile)
            m_logFile->uninstall();
#endif
        m_s.reset();
    }
};

int main(int argc, char **argv)
{
    // Child processes (none today) would inherit the most verbose logging too.
    qputenv("QT_LOGGING_RULES", "paydesk.*=true");
    QCoreApplication app(argc, argv);
    QCoreApplication::setOrganizationName(QStringLiteral("Paydesk"));
    QCoreApplication::setApplicationName(QStringLiteral("Paydesk"));
    TstSecretHygiene test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_secret_hygiene.moc"
