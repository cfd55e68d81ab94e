// Failure cases, each through a real paydesk-cli send --local with a journal
// that already holds a confirmed payment: no Secret Service on the bus, a locked keyring, a
// read-only database file or folder, a damaged database (garbage bytes, cut short) and a full
// disk (RLIMIT_FSIZE in the child, SIGXFSZ ignored, so writes fail with EFBIG). Each must end
// with a clear error that says what to do, nothing sent (the payer's balance unchanged, no new
// journal entry), and what was stored before still there (a damaged file left byte for byte as
// it was). Runs through tests/util/with-keyring.sh.
#include "FaultKit.h"
#include "kits/LocalTestKit.h"
#include "wallet/KeyImport.h"

#include <QFile>
#include <QRandomGenerator>
#include <QTest>
#include <csignal>
#include <functional>
#include <linux/capability.h>
#include <sys/prctl.h>
#include <sys/resource.h>

using namespace paydesk;
using namespace paydesk::solana;

namespace {

struct Run
{
    int code = -1;
    QByteArray out, err;
};

// In the child, before exec. As root, file modes do not stop writes: drop the capabilities that
// override them (from the bounding set, so that exec does not give them back).
void dropDacOverride()
{
    ::prctl(PR_CAPBSET_DROP, CAP_DAC_OVERRIDE, 0, 0, 0);
    ::prctl(PR_CAPBSET_DROP, CAP_DAC_READ_SEARCH, 0, 0, 0);
}

void limitFileSize()
{
    std::signal(SIGXFSZ, SIG_IGN); // write() then fails with EFBIG instead of killing
    const rlimit limit{4096, 4096};
    ::setrlimit(RLIMIT_FSIZE, &limit);
}

} // namespace

class TstFaultsFailures : public QObject
{
    Q_OBJECT
private:
    faultkit::FaultSandbox m_sandbox;
    QTemporaryDir m_data;
    QNetworkAccessManager m_network;
    std::unique_ptr<RpcClient> m_rpc;
    Keypair m_payer = generateKeypair();
    QList<JournalEntry> m_stored;

    QString dbPath() const { return m_data.filePath(QStringLiteral("paydesk.sqlite")); }

    Run cli(const QStringList &args, const QMap<QString, QString> &env = {},
            std::function<void()> childSetup = {})
    {
        QProcess p;
        QProcessEnvironment e = QProcessEnvironment::systemEnvironment();
        e.insert(QStringLiteral("PAYDESK_KEY"), QString::fromLatin1(faultkit::kApiKey));
        e.insert(QStringLiteral("PAYDESK_DATA_DIR"), m_data.path());
        for (auto it = env.begin(); it != env.end(); ++it)
            e.insert(it.key(), it.value());
        p.setProcessEnvironment(e);
        if (childSetup)
            p.setChildProcessModifier(childSetup);
        p.start(qEnvironmentVariable("PAYDESK_BUILD_DIR") + QStringLiteral("/bin/paydesk-cli"),
                QStringList{QStringLiteral("--service"), m_sandbox.url().toString(),
                            QStringLiteral("--api-key-env"), QStringLiteral("PAYDESK_KEY")} +
                    args);
        p.closeWriteChannel();
        if (!QTest::qWaitFor([&]() { return p.state() == QProcess::NotRunning; }, 60000))
            p.kill();
        p.waitForFinished(5000);
        return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1,
                p.readAllStandardOutput(), p.readAllStandardError()};
    }

    QStringList send(const QString &to) const
    {
        return {QStringLiteral("send"),     QStringLiteral("--local"),
                QStringLiteral("--rpc"),    QStringLiteral("sandbox"),
                QStringLiteral("--from"),   m_payer.address(),
                QStringLiteral("--to"),     to,
                QStringLiteral("--amount"), QStringLiteral("0.01"),
                QStringLiteral("--yes")};
    }

    QList<JournalEntry> journal()
    {
        QList<JournalEntry> out;
        {
            QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), "check");
            db.setDatabaseName(dbPath());
            if (db.open()) {
                PaymentJournal j(db);
                if (j.isReady())
                    out = j.all();
            }
        }
        QSqlDatabase::removeDatabase(QStringLiteral("check"));
        return out;
    }

    // A payment attempted under a failure: refused with `expect` in its message, nothing sent,
    // the journal as it was.
    void expectRefused(const QMap<QString, QString> &env, std::function<void()> childSetup,
                       const QByteArray &expect, bool journalReadable = true)
    {
        const QString to = generateKeypair().address();
        const quint64 before = localtest::balance(*m_rpc, m_payer.address());
        const Run r = cli(send(to), env, std::move(childSetup));
        qInfo("exit %d: %s", r.code, r.err.trimmed().constData());
        QVERIFY2(r.code > 0, r.err.constData()); // an error, not a crash
        QVERIFY2(r.err.contains(expect), r.err.constData());
        QCOMPARE(localtest::balance(*m_rpc, to), quint64(0));
        QCOMPARE(localtest::balance(*m_rpc, m_payer.address()), before);
        if (!journalReadable)
            return;
        const QList<JournalEntry> now = journal();
        QCOMPARE(now.size(), m_stored.size());
        for (int i = 0; i < now.size(); ++i) {
            QCOMPARE(now[i].signature, m_stored[i].signature);
            QCOMPARE(now[i].state, m_stored[i].state);
            QCOMPARE(now[i].wire, m_stored[i].wire);
        }
    }

private Q_SLOTS:
    void initTestCase()
    {
        if (qEnvironmentVariableIsEmpty("PAYDESK_TEST_HOME"))
            QSKIP("run through tests/util/with-keyring.sh (ctest does)");
        QString error;
        QVERIFY2(m_sandbox.start(100, &error), qPrintable(error));
        m_rpc = std::make_unique<RpcClient>(&m_network, m_sandbox.rpcUrl());
        localtest::rpc(
            *m_rpc, QStringLiteral("requestAirdrop"),
            nlohmann::json::array({m_payer.address().toStdString(), quint64(10000000000)}));
        QTRY_COMPARE(localtest::balance(*m_rpc, m_payer.address()), quint64(10000000000));
        const QString file = m_data.filePath(QStringLiteral("payer.json"));
        QFile f(file);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(wallet::KeyImport::toKeypairJson(m_payer).view().toByteArray());
        f.close();
        Run r = cli({QStringLiteral("wallet"), QStringLiteral("import"),
                     QStringLiteral("--keypair-file"), file});
        QFile::remove(file);
        QVERIFY2(r.code == 0, r.err.constData());
        r = cli(send(generateKeypair().address()));
        QVERIFY2(r.code == 0, r.err.constData());
        m_stored = journal();
        QCOMPARE(m_stored.size(), 1);
        QCOMPARE(m_stored.first().state, JournalState::Confirmed);
    }

    void keychainUnavailable()
    {
        expectRefused({{QStringLiteral("DBUS_SESSION_BUS_ADDRESS"),
                        QStringLiteral("unix:path=/nonexistent/bus")}},
                      {}, "install gnome-keyring");
    }

    void readOnlyFile()
    {
        QVERIFY(QFile::setPermissions(dbPath(), QFile::ReadOwner | QFile::ReadGroup));
        expectRefused({}, dropDacOverride, "is read-only");
        QVERIFY(QFile::setPermissions(dbPath(), QFile::ReadOwner | QFile::WriteOwner));
    }

    void readOnlyFolder()
    {
        const auto rw = QFile::permissions(m_data.path());
        QVERIFY(QFile::setPermissions(m_data.path(), QFile::ReadOwner | QFile::ExeOwner));
        expectRefused({}, dropDacOverride, "writable for you");
        QVERIFY(QFile::setPermissions(m_data.path(), rw));
    }

    void diskFull()
    {
        expectRefused({}, limitFileSize, "the disk is full");
        // No half-written state: the file reads back whole (any rollback journal left by the
        // failed write is played back on open) and still takes a payment.
        const Run r = cli(send(generateKeypair().address()));
        QVERIFY2(r.code == 0, r.err.constData());
        m_stored = journal();
        QCOMPARE(m_stored.size(), 2);
    }

    void damaged_data()
    {
        QTest::addColumn<bool>("truncate");
        QTest::newRow("garbage over the file") << false;
        QTest::newRow("cut short") << true;
    }
    void damaged()
    {
        QFETCH(bool, truncate);
        QFile f(dbPath());
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray good = f.readAll();
        f.close();
        QByteArray bad = good;
        if (truncate) {
            bad.truncate(good.size() / 2);
        } else {
            for (qsizetype i = 0; i < bad.size(); ++i)
                bad[i] = char(QRandomGenerator::global()->bounded(256));
        }
        QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
        f.write(bad);
        f.close();
        expectRefused({}, {}, "is damaged", false);
        // Left exactly as it was: Paydesk never writes over a damaged file.
        QVERIFY(f.open(QIODevice::ReadOnly));
        QCOMPARE(f.readAll(), bad);
        f.close();
        QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
        f.write(good);
        f.close();
        QCOMPARE(journal().size(), m_stored.size());
    }

    // Last: the keyring stays locked (without a display nothing can unlock it again).
    void keychainLocked()
    {
        QProcess gdbus;
        gdbus.start(QStringLiteral("gdbus"),
                    {QStringLiteral("call"), QStringLiteral("--session"), QStringLiteral("--dest"),
                     QStringLiteral("org.freedesktop.secrets"), QStringLiteral("--object-path"),
                     QStringLiteral("/org/freedesktop/secrets"), QStringLiteral("--method"),
                     QStringLiteral("org.freedesktop.Secret.Service.Lock"),
                     QStringLiteral("['/org/freedesktop/secrets/collection/login']")});
        QVERIFY(gdbus.waitForFinished(10000));
        QVERIFY2(gdbus.exitCode() == 0, gdbus.readAllStandardError().constData());
        expectRefused({}, {}, "locked");
    }
};

QTEST_GUILESS_MAIN(TstFaultsFailures)
#include "tst_faults_failures.moc"
