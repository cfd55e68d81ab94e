// Replays every input that once crashed a fuzz target (tests/fuzz/regressions/<what>/) and every
// seed of its corpus (tests/fuzz/corpus/<what>/) through the same target code, built normally
// (no libFuzzer, no sanitizers needed): a crash, an exception or a broken property fails the test.

#include "FuzzCommon.h"

#include <QDir>
#include <QFile>
#include <QTest>

int fuzz_base58(const uint8_t *data, size_t size);
int fuzz_amount(const uint8_t *data, size_t size);
int fuzz_solana_tx(const uint8_t *data, size_t size);
int fuzz_x402_requirements(const uint8_t *data, size_t size);
int fuzz_payment_proof(const uint8_t *data, size_t size);
int fuzz_service_responses(const uint8_t *data, size_t size);
int fuzz_sandbox_request(const uint8_t *data, size_t size);
int fuzz_wallet_import(const uint8_t *data, size_t size);
int fuzz_sandbox_rpc(const uint8_t *data, size_t size);
int fuzz_rpc_answer(const uint8_t *data, size_t size);
int fuzz_spl(const uint8_t *data, size_t size);
int fuzz_evm_tx(const uint8_t *data, size_t size);
int fuzz_keystore(const uint8_t *data, size_t size);
int fuzz_eip3009(const uint8_t *data, size_t size);
int fuzz_sandbox_evm(const uint8_t *data, size_t size);
int fuzz_agent_wire(const uint8_t *data, size_t size);
int fuzz_budget_until(const uint8_t *data, size_t size);
int fuzz_event_frame(const uint8_t *data, size_t size);
int fuzz_upto(const uint8_t *data, size_t size);
int fuzz_channel(const uint8_t *data, size_t size);
int fuzz_channel_answer(const uint8_t *data, size_t size);

namespace {

using Target = int (*)(const uint8_t *, size_t);

const QList<QPair<QString, Target>> &targets()
{
    static const QList<QPair<QString, Target>> all = {
        {QStringLiteral("base58"), fuzz_base58},
        {QStringLiteral("amount"), fuzz_amount},
        {QStringLiteral("solana_tx"), fuzz_solana_tx},
        {QStringLiteral("x402_requirements"), fuzz_x402_requirements},
        {QStringLiteral("payment_proof"), fuzz_payment_proof},
        {QStringLiteral("service_responses"), fuzz_service_responses},
        {QStringLiteral("sandbox_request"), fuzz_sandbox_request},
        {QStringLiteral("wallet_import"), fuzz_wallet_import},
        {QStringLiteral("sandbox_rpc"), fuzz_sandbox_rpc},
        {QStringLiteral("rpc_answer"), fuzz_rpc_answer},
        {QStringLiteral("spl"), fuzz_spl},
        {QStringLiteral("evm_tx"), fuzz_evm_tx},
        {QStringLiteral("keystore"), fuzz_keystore},
        {QStringLiteral("eip3009"), fuzz_eip3009},
        {QStringLiteral("sandbox_evm"), fuzz_sandbox_evm},
        {QStringLiteral("agent_wire"), fuzz_agent_wire},
        {QStringLiteral("budget_until"), fuzz_budget_until},
        {QStringLiteral("event_frame"), fuzz_event_frame},
        {QStringLiteral("upto"), fuzz_upto},
        {QStringLiteral("channel"), fuzz_channel},
        {QStringLiteral("channel_answer"), fuzz_channel_answer},
    };
    return all;
}

QStringList g_failures;

void recordFailure(const char *what)
{
    g_failures.append(QString::fromLatin1(what));
}

QString fuzzDir()
{
    const QByteArray source = qgetenv("PAYDESK_SOURCE_DIR");
    return (source.isEmpty() ? QStringLiteral(PAYDESK_FUZZ_SOURCE_DIR)
                             : QString::fromLocal8Bit(source)) +
           QStringLiteral("/tests/fuzz");
}

} // namespace

class TestFuzzRegressions : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { paydesk::fuzz::propertyFailureHandler() = recordFailure; }

    void replay_data()
    {
        QTest::addColumn<int>("target");
        QTest::addColumn<QString>("path");
        int regressions = 0;
        for (int t = 0; t < targets().size(); ++t) {
            const QString what = targets()[t].first;
            for (const char *kind : {"regressions", "corpus"}) {
                const QDir dir(fuzzDir() + u'/' + QLatin1String(kind) + u'/' + what);
                const auto files = dir.entryInfoList(QDir::Files, QDir::Name);
                if (QLatin1String(kind) == u"regressions")
                    regressions += int(files.size());
                for (const QFileInfo &file : files)
                    QTest::addRow("%s/%s/%s", kind, qPrintable(what), qPrintable(file.fileName()))
                        << t << file.absoluteFilePath();
            }
            // Every target has a seed corpus: a missing one means the path is wrong.
            QVERIFY2(QDir(fuzzDir() + QStringLiteral("/corpus/") + what).exists(),
                     qPrintable(what));
        }
        QVERIFY(regressions > 0);
    }

    void replay()
    {
        QFETCH(int, target);
        QFETCH(QString, path);
        QFile file(path);
        QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(path));
        const QByteArray bytes = file.readAll();
        g_failures.clear();
        targets()[target].second(reinterpret_cast<const uint8_t *>(bytes.constData()),
                                 size_t(bytes.size()));
        QVERIFY2(g_failures.isEmpty(), qPrintable(g_failures.join(u"; ")));
    }

    // The property checks can fail: a broken property is reported, not ignored.
    void checksCanFail()
    {
        g_failures.clear();
        paydesk::fuzz::check(false, "deliberate");
        QCOMPARE(g_failures, QStringList{QStringLiteral("deliberate")});
        g_failures.clear();
    }
};

QTEST_GUILESS_MAIN(TestFuzzRegressions)
#include "tst_fuzz_regressions.moc"
