// Crash recovery of EVM local payments, with real processes: paydesk-cli send --local
// from an EVM wallet is killed at each point of the payment (PAYDESK_CRASH_AT=before-sign,
// after-sign, sent-unjournaled, after-broadcast, during-confirmation: SIGKILL from inside, like a
// power cut), then the restart, paydesk-cli recover, follows what the journal holds by nonce and
// hash on the sandbox's EVM node. After each round:
//   - the journal has at most one entry for the payment, and it is final;
//   - the payment is confirmed (the recipient holds exactly the amount, once, and the payer lost
//     exactly amount + gasUsed x effectiveGasPrice), or it never left and nothing was charged.
// An EVM transaction does not expire: one signed before the crash is broadcast by the restart
// (its exact bytes) and lands. Runs through tests/util/with-keyring.sh. PAYDESK_CRASH_REPEAT=N
// rounds per point (default 1).
#include "FaultKit.h"
#include "evm/EvmAddress.h"
#include "evm/EvmRpcClient.h"
#include "store/PaymentJournal.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QProcess>
#include <QRandomGenerator>
#include <QSqlDatabase>
#include <QTemporaryDir>
#include <QTest>

using namespace paydesk;
using namespace paydesk::evm;

namespace {
// Hardhat / Anvil test account #0 (a public test key), funded on the sandbox's first run.
const QString kAccount = QStringLiteral("0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266");
const char *const kKeyHex = "ac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80";
const U256 kAmount(10000000000000000ULL); // 0.01 ETH

struct Run
{
    int code = -1;
    QProcess::ExitStatus status = QProcess::NormalExit;
    QByteArray out, err;
};
} // namespace

class TstFaultsCrashEvm : public QObject
{
    Q_OBJECT
private:
    faultkit::FaultSandbox m_sandbox;
    QTemporaryDir m_data;
    QMap<QString, int> m_tally;
    int m_rpcId = 0;

    Run cli(const QStringList &args, const QByteArray &crashAt = {})
    {
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("PAYDESK_KEY"), QString::fromLatin1(faultkit::kApiKey));
        env.insert(QStringLiteral("PAYDESK_DATA_DIR"), m_data.path());
        env.insert(QStringLiteral("EVM_KEY"), QString::fromLatin1(kKeyHex));
        env.remove(QStringLiteral("PAYDESK_CRASH_AT"));
        if (!crashAt.isEmpty())
            env.insert(QStringLiteral("PAYDESK_CRASH_AT"), QString::fromLatin1(crashAt));
        p.setProcessEnvironment(env);
        p.start(qEnvironmentVariable("PAYDESK_BUILD_DIR") + QStringLiteral("/bin/paydesk-cli"),
                QStringList{QStringLiteral("--service"), m_sandbox.url().toString(),
                            QStringLiteral("--api-key-env"), QStringLiteral("PAYDESK_KEY"),
                            QStringLiteral("--json")} +
                    args);
        p.closeWriteChannel();
        // The sandbox answering the CLI lives in this process: spin the event loop.
        (void)QTest::qWaitFor([&]() { return p.state() == QProcess::NotRunning; }, 60000);
        if (p.state() != QProcess::NotRunning) {
            p.kill();
            p.waitForFinished(5000);
        }
        return {p.exitCode(), p.exitStatus(), p.readAllStandardOutput(), p.readAllStandardError()};
    }

    QJsonValue node(const QString &method, const QJsonArray &params)
    {
        return m_sandbox
            .admin("POST", QStringLiteral("/evm"),
                   {{QStringLiteral("jsonrpc"), QStringLiteral("2.0")},
                    {QStringLiteral("id"), ++m_rpcId},
                    {QStringLiteral("method"), method},
                    {QStringLiteral("params"), params}})
            .value(QStringLiteral("result"));
    }
    U256 balance(const QString &address)
    {
        const QJsonValue v = node(QStringLiteral("eth_getBalance"), {address, "latest"});
        return EvmRpcClient::parseQuantity(v.toString().toStdString()).value_or(U256());
    }
    std::optional<EvmReceipt> receipt(const QString &hash)
    {
        const QJsonValue v = node(QStringLiteral("eth_getTransactionReceipt"), {hash});
        return EvmRpcClient::parseReceipt(
            nlohmann::json::parse(QJsonDocument(QJsonArray{v}).toJson().toStdString())[0]);
    }

    QList<JournalEntry> journalFor(const QString &recipient, int *unresolved)
    {
        QList<JournalEntry> out;
        const QString name = QStringLiteral("look");
        {
            QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
            db.setDatabaseName(m_data.filePath(QStringLiteral("paydesk.sqlite")));
            if (db.open()) {
                PaymentJournal journal(db);
                *unresolved = int(journal.unresolved().size());
                for (const JournalEntry &e : journal.all())
                    if (QJsonDocument::fromJson(e.request)
                            .object()
                            .value(QStringLiteral("recipient"))
                            .toString() == recipient)
                        out.append(e);
            }
        }
        QSqlDatabase::removeDatabase(name);
        return out;
    }

    // One round: pay, die, restart, audit. Returns the outcome's name for the tally.
    QString round(const QByteArray &crashAt)
    {
        QByteArray raw(20, '\0');
        for (char &c : raw)
            c = char(QRandomGenerator::global()->bounded(256));
        const QString to = EvmAddress::fromBytes(raw)->toChecksummed();
        const U256 before = balance(kAccount);
        const Run pay =
            cli({QStringLiteral("send"), QStringLiteral("--local"), QStringLiteral("--from"),
                 kAccount, QStringLiteral("--to"), to, QStringLiteral("--amount"),
                 QStringLiteral("0.01"), QStringLiteral("--yes")},
                crashAt);
        if (pay.status != QProcess::CrashExit)
            return QStringLiteral("FAIL: the CLI did not crash at %1: %2")
                .arg(QString::fromLatin1(crashAt), QString::fromUtf8(pay.err + pay.out));
        int unresolved = 0;
        const QList<JournalEntry> crashed = journalFor(to, &unresolved);
        if (crashAt == "before-sign" && !crashed.isEmpty())
            return QStringLiteral("FAIL: journaled before signing");
        if (crashAt != "before-sign" &&
            (crashed.size() != 1 || crashed.first().isFinal() || !crashed.first().nonce))
            return QStringLiteral("FAIL: no open journal entry with a nonce after a crash at ") +
                   QString::fromLatin1(crashAt);
        const Run recover = cli({QStringLiteral("recover")});
        if (recover.code != 0)
            return QStringLiteral("FAIL: recover exited %1: %2")
                .arg(recover.code)
                .arg(QString::fromUtf8(recover.err + recover.out));
        const QList<JournalEntry> after = journalFor(to, &unresolved);
        if (unresolved != 0)
            return QStringLiteral("FAIL: unresolved entries after recover");
        if (after.size() > 1)
            return QStringLiteral("FAIL: the payment was journaled twice");
        const U256 received = balance(to);
        const U256 now = balance(kAccount);
        if (after.isEmpty())
            return received.isZero() && now == before ? QStringLiteral("nothing sent")
                                                      : QStringLiteral("FAIL: charged without "
                                                                       "a journal entry");
        const JournalEntry &e = after.first();
        if (e.state != JournalState::Confirmed)
            return QStringLiteral("FAIL: final state ") + PaymentJournal::stateName(e.state);
        const auto rc = receipt(e.signature);
        const auto lost = before.checkedSub(now);
        if (!rc || !rc->found || !rc->success || received != kAmount || !lost ||
            *lost != *kAmount.checkedAdd(*rc->fee()))
            return QStringLiteral("FAIL: confirmed, but the chain disagrees (received %1 wei, "
                                  "payer lost %2 wei)")
                .arg(received.toDecimal(), lost ? lost->toDecimal() : QStringLiteral("?"));
        return QStringLiteral("confirmed");
    }

private Q_SLOTS:
    void initTestCase()
    {
        if (qEnvironmentVariableIsEmpty("PAYDESK_TEST_HOME"))
            QSKIP("run through tests/util/with-keyring.sh (ctest does)");
        QString error;
        QVERIFY2(m_sandbox.start(100, &error), qPrintable(error));
        const Run r = cli({QStringLiteral("wallet"), QStringLiteral("import"),
                           QStringLiteral("--chain"), QStringLiteral("evm"),
                           QStringLiteral("--secret-key-env"), QStringLiteral("EVM_KEY")});
        QVERIFY2(r.code == 0, r.err.constData());
    }

    void crashAtEachPoint()
    {
        const int repeat = qEnvironmentVariableIsSet("PAYDESK_CRASH_REPEAT")
                               ? qEnvironmentVariableIntValue("PAYDESK_CRASH_REPEAT")
                               : 1;
        for (const char *point : {"before-sign", "after-sign", "sent-unjournaled",
                                  "after-broadcast", "during-confirmation"}) {
            for (int i = 0; i < repeat; ++i) {
                const QString outcome = round(point);
                QVERIFY2(!outcome.startsWith(u"FAIL"), qPrintable(outcome));
                ++m_tally[QString::fromLatin1(point) + QStringLiteral(" -> ") + outcome];
            }
        }
        QCOMPARE(m_tally.value(QStringLiteral("before-sign -> nothing sent")), repeat);
        // Signed before the crash: the restart broadcasts the journaled bytes, and they land.
        for (const char *point :
             {"after-sign", "sent-unjournaled", "after-broadcast", "during-confirmation"})
            QCOMPARE(m_tally.value(QString::fromLatin1(point) + QStringLiteral(" -> confirmed")),
                     repeat);
    }

    void cleanupTestCase()
    {
        for (auto it = m_tally.begin(); it != m_tally.end(); ++it)
            qInfo("EVM CRASH ROUNDS: %s: %d", qPrintable(it.key()), it.value());
    }
};

QTEST_GUILESS_MAIN(TstFaultsCrashEvm)
#include "tst_faults_crash_evm.moc"
