// paydesk-cli fetch paying through a payment channel (x402 `batch-settlement`, the sandbox demo
// seller's "batch" resources) from an EVM wallet whose key is in the real Secret Service (run
// through tests/util/with-keyring.sh), killed at each moment of a voucher payment
// (PAYDESK_CRASH_AT; SIGKILL from inside, like a power cut), then run again. After each round the
// channel as Paydesk journaled it is the seller's: the same cumulative charge, the same latest
// voucher (the ceiling: nothing was ever signed above it, and a voucher signed before the crash
// is the one sent after it), and the wallet moved only the first deposit.
#include "kits/CliProcess.h"
#include "kits/LocalTestKit.h"
#include "sandbox/DemoSeller.h"
#include "sandbox/EvmChain.h"
#include "store/PaidFetchJournal.h"

#include <QJsonObject>
#include <QSqlDatabase>
#include <QTest>

using namespace paydesk;
using namespace localtest;

class TestX402CliChannelOnce : public QObject
{
    Q_OBJECT
    Sandbox m_sandbox;
    std::unique_ptr<Rig> m_rig;
    QTemporaryDir m_dir;
    const QString m_payer = QStringLiteral("0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266");

    using Run = paydesk::testing::CliRun;
    Run cli(const QStringList &args, const QList<std::pair<QString, QString>> &extraEnv = {})
    {
        QProcessEnvironment env;
        for (const auto &[name, value] : extraEnv)
            env.insert(name, value);
        env.insert(QStringLiteral("PAYDESK_KEY"), QString::fromLatin1(kApiKey));
        env.insert(QStringLiteral("PAYDESK_DATA_DIR"), m_dir.path());
        return paydesk::testing::runCli(
            QStringList{QStringLiteral("--service"), m_sandbox.baseUrl().toString(),
                        QStringLiteral("--api-key-env"), QStringLiteral("PAYDESK_KEY"),
                        QStringLiteral("--json")} +
                args,
            env);
    }
    QString url(const QString &name) const
    {
        return m_sandbox.baseUrl().toString() + QStringLiteral("/demo/resource/") + name;
    }
    Run fetch(const QString &name, const QString &crashAt = {})
    {
        QList<std::pair<QString, QString>> env;
        if (!crashAt.isEmpty())
            env.append({QStringLiteral("PAYDESK_CRASH_AT"), crashAt});
        return cli({QStringLiteral("fetch"), url(name), QStringLiteral("--from"), m_payer,
                    QStringLiteral("--local"), QStringLiteral("--max-amount"),
                    QStringLiteral("0.01 USDC"), QStringLiteral("--max-deposit"),
                    QStringLiteral("0.5 USDC"), QStringLiteral("--yes")},
                   env);
    }
    evm::U256 held()
    {
        return m_sandbox.server().evmChain()->usdc().balanceOf(*evm::EvmAddress::parse(m_payer));
    }

private Q_SLOTS:
    void initTestCase()
    {
        if (qEnvironmentVariableIsEmpty("PAYDESK_TEST_HOME"))
            QSKIP("run through tests/util/with-keyring.sh (ctest does)");
        QVERIFY2(m_sandbox.start(), qPrintable(m_sandbox.error()));
        m_rig = std::make_unique<Rig>(m_sandbox.baseUrl(), m_sandbox.rpcUrl());
        // Hardhat / Anvil #0, a public test key the sandbox gave 1,000 test USDC.
        const Run r = cli(
            {QStringLiteral("wallet"), QStringLiteral("import"), QStringLiteral("--chain"),
             QStringLiteral("evm"), QStringLiteral("--secret-key-env"), QStringLiteral("EVM_KEY")},
            {{QStringLiteral("EVM_KEY"),
              QStringLiteral("ac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80")}});
        QVERIFY2(r.code == 0, r.err.constData());
    }
    void cleanupTestCase() { m_rig.reset(); }

    void aKilledPayerNeverSignsTwoVouchersForOneAmount()
    {
        const evm::U256 start = held();
        Run r = fetch(QStringLiteral("batch-open-10"));
        QVERIFY2(r.code == 0, r.err.constData());
        QCOMPARE(*start.checkedSub(held()), evm::U256(500000)); // the deposit, once
        QSqlDatabase db =
            QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("channels"));
        db.setDatabaseName(m_dir.filePath(QStringLiteral("paydesk.sqlite")));
        QVERIFY(db.open());
        PaidFetchJournal journal(db);
        const auto audit = [&](const QString &point) -> QString {
            const QList<ChannelRow> rows = journal.channels().all();
            if (rows.size() != 1)
                return QStringLiteral("%1 channels").arg(rows.size());
            const ChannelRow &row = rows.first();
            const auto seller = m_sandbox.server().demoSeller()->channel(
                QByteArray::fromHex(row.id.mid(2).toLatin1()));
            if (!seller)
                return QStringLiteral("the seller does not know the channel");
            if (row.charged != seller->chargedCumulativeAmount.toDecimal() ||
                row.ceiling != seller->signedMaxClaimable.toDecimal() ||
                row.signature !=
                    QStringLiteral("0x") + QString::fromLatin1(seller->signature.toHex()))
                return QStringLiteral("after %1: Paydesk has charged %2, ceiling %3; the seller "
                                      "charged %4, holds a voucher of %5")
                    .arg(point, row.charged, row.ceiling,
                         seller->chargedCumulativeAmount.toDecimal(),
                         seller->signedMaxClaimable.toDecimal());
            if (row.status != ChannelRow::Status::Open)
                return QStringLiteral("stopped: ") + row.note;
            return {};
        };
        QCOMPARE(audit(QStringLiteral("the deposit")), QString());
        for (const QString &point :
             {QStringLiteral("attempt-journaled"), QStringLiteral("proof-signed"),
              QStringLiteral("proof-journaled"), QStringLiteral("answer-received")}) {
            const QString name = QStringLiteral("batch-kill-") + point + QStringLiteral("-20");
            const QString ceiling = journal.channels().all().first().ceiling;
            r = fetch(name, point);
            QVERIFY2(r.crashed, r.err.constData());
            // Signed or not, nothing above one request's maximum was ever journaled.
            const QString after = journal.channels().all().first().ceiling;
            QVERIFY2(after.size() >= ceiling.size(), qPrintable(after));
            // Run again: the same URL, then another; the channel stays in step with the seller.
            r = fetch(name);
            QVERIFY2(r.code == 0 || r.json().value(QStringLiteral("error"))
                                            .toObject()
                                            .value(QStringLiteral("code"))
                                            .toString() == u"paid_not_delivered",
                     r.err.constData());
            r = fetch(QStringLiteral("batch-next-") + point + QStringLiteral("-30"));
            QVERIFY2(r.code == 0, r.err.constData());
            QCOMPARE(audit(point), QString());
        }
        QCOMPARE(*start.checkedSub(held()), evm::U256(500000)); // nothing moved after the deposit
    }
};

QTEST_GUILESS_MAIN(TestX402CliChannelOnce)
#include "tst_x402_cli_channel_once.moc"
