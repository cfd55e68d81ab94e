// paydesk-cli as a user runs it: a separate process against a sandbox on loopback. Covers the
// send/status/history round trip, --json output, exit codes, and (in the KEYRING run) the
// key set/test/delete commands against the real Secret Service.
#include "kits/SandboxFixture.h"

#include <QHttpServer>
#include <QJsonArray>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <csignal>

using namespace paydesk;
using namespace paydesk::testing;

namespace {
const QString kKey = QStringLiteral("sk_test_cli_key_777");

struct Run
{
    int code = -1;
    QByteArray out;
    QByteArray err;
    QJsonObject lastJson() const
    {
        const QList<QByteArray> lines = out.trimmed().split('\n');
        return QJsonDocument::fromJson(lines.isEmpty() ? QByteArray() : lines.last()).object();
    }
};
} // namespace

class TstCli : public QObject
{
    Q_OBJECT
    std::unique_ptr<SandboxFixture> m_sandbox;
    QString m_wallet;

    Run cli(const QStringList &args, const QByteArray &stdinData = {},
            const QString &keyEnvValue = kKey, const QMap<QString, QString> &extraEnv = {})
    {
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("PAYDESK_TEST_KEY"), keyEnvValue);
        for (auto it = extraEnv.begin(); it != extraEnv.end(); ++it)
            env.insert(it.key(), it.value());
        p.setProcessEnvironment(env);
        p.start(QStringLiteral(PAYDESK_CLI), args);
        p.write(stdinData);
        p.closeWriteChannel();
        QSignalSpy done(&p, &QProcess::finished);
        if (p.state() != QProcess::NotRunning && !done.wait(60000))
            qFatal("paydesk-cli did not finish");
        return {p.exitCode(), p.readAllStandardOutput(), p.readAllStandardError()};
    }
    QStringList base() const
    {
        return {QStringLiteral("--service"), m_sandbox->url().toString(),
                QStringLiteral("--api-key-env"), QStringLiteral("PAYDESK_TEST_KEY")};
    }
    static QString paymentIdIn(const QByteArray &out)
    {
        return QRegularExpression(QStringLiteral("Payment id:\\s+(\\S+)"))
            .match(QString::fromUtf8(out))
            .captured(1);
    }

private Q_SLOTS:
    void initTestCase()
    {
        m_sandbox = std::make_unique<SandboxFixture>(
            QList<sandbox::ApiKeySpec>{{kKey, QStringLiteral("premium"), 1000, {}}});
        m_wallet = m_sandbox->createWallet(QStringLiteral("5"));
    }
    void help()
    {
        const Run r = cli({QStringLiteral("--help")});
        QCOMPARE(r.code, 0);
        QVERIFY(r.out.contains("Exit codes"));
        QVERIFY(r.out.contains("history WALLET"));
        QCOMPARE(cli({QStringLiteral("send"), QStringLiteral("--help")}).code, 0);
        QCOMPARE(cli({}).code, 2);
        QCOMPARE(cli({QStringLiteral("bogus")}).code, 2);
    }
    void roundTrip()
    {
        const QString to = SandboxFixture::freshAddress();
        Run r = cli(base() + QStringList{QStringLiteral("--json"), QStringLiteral("send"),
                                         QStringLiteral("--from"), m_wallet, QStringLiteral("--to"),
                                         to, QStringLiteral("--amount"), QStringLiteral("0.125"),
                                         QStringLiteral("--metadata"),
                                         QStringLiteral("{\"orderId\":\"7\"}")});
        QVERIFY2(r.code == 0, r.err.constData());
        const QJsonObject sent = r.lastJson();
        QCOMPARE(sent.value(QStringLiteral("ok")).toBool(), true);
        QCOMPARE(sent.value(QStringLiteral("amount")).toString(), QStringLiteral("0.125"));
        const QString id = sent.value(QStringLiteral("paymentId")).toString();
        QVERIFY(!id.isEmpty());

        r = cli(base() + QStringList{QStringLiteral("--json"), QStringLiteral("status"), id,
                                     QStringLiteral("--wait"), QStringLiteral("--wait-timeout"),
                                     QStringLiteral("60")});
        QVERIFY2(r.code == 0, r.err.constData());
        const QJsonObject last = r.lastJson().value(QStringLiteral("payment")).toObject();
        QCOMPARE(last.value(QStringLiteral("final")).toBool(), true);
        QCOMPARE(last.value(QStringLiteral("status")).toString(), QStringLiteral("finalized"));
        QCOMPARE(last.value(QStringLiteral("to")).toString(), to);
        QVERIFY(r.out.trimmed().split('\n').size() >= 2); // one JSON line per state change

        r = cli(base() + QStringList{QStringLiteral("--json"), QStringLiteral("history"), m_wallet,
                                     QStringLiteral("--type"), QStringLiteral("sent"),
                                     QStringLiteral("--limit"), QStringLiteral("5")});
        QVERIFY2(r.code == 0, r.err.constData());
        const QJsonArray list = r.lastJson().value(QStringLiteral("payments")).toArray();
        QVERIFY(!list.isEmpty());
        QCOMPARE(list.first().toObject().value(QStringLiteral("paymentId")).toString(), id);

        // Human output as well.
        r = cli(base() + QStringList{QStringLiteral("history"), m_wallet});
        QCOMPARE(r.code, 0);
        QVERIFY(r.out.contains(id.toUtf8()));
        // Waiting in words on a new payment: each status on a line of its own (standard error),
        // the record once, when final.
        r = cli(base() + QStringList{QStringLiteral("--json"), QStringLiteral("send"),
                                     QStringLiteral("--from"), m_wallet, QStringLiteral("--to"), to,
                                     QStringLiteral("--amount"), QStringLiteral("0.001")});
        QVERIFY2(r.code == 0, r.err.constData());
        const QString second = r.lastJson().value(QStringLiteral("paymentId")).toString();
        r = cli(base() + QStringList{QStringLiteral("status"), second, QStringLiteral("--wait"),
                                     QStringLiteral("--wait-timeout"), QStringLiteral("60")});
        QVERIFY2(r.code == 0, r.err.constData());
        QCOMPARE(r.out.count("Payment id:"), 1);
        QVERIFY2(r.out.contains("(final)"), r.out.constData());
    }
    void exitCodes()
    {
        // 2: validation, before anything is sent.
        Run r = cli(base() + QStringList{QStringLiteral("send"), QStringLiteral("--from"), m_wallet,
                                         QStringLiteral("--to"), SandboxFixture::freshAddress(),
                                         QStringLiteral("--amount"), QStringLiteral("0")});
        QCOMPARE(r.code, 2);
        QVERIFY(r.err.contains("amount"));
        // 3: answered by the service (401), the key never printed.
        r = cli(base() + QStringList{QStringLiteral("--json"), QStringLiteral("status"),
                                     QStringLiteral("pay_x")},
                {}, QStringLiteral("sk_wrong_secret_999"));
        QCOMPARE(r.code, 3);
        QCOMPARE(r.lastJson()
                     .value(QStringLiteral("error"))
                     .toObject()
                     .value(QStringLiteral("code"))
                     .toString(),
                 QStringLiteral("UNAUTHORIZED"));
        QVERIFY(!r.out.contains("sk_wrong_secret_999") && !r.err.contains("sk_wrong_secret_999"));
        // 5: network.
        r = cli({QStringLiteral("--service"), QStringLiteral("http://127.0.0.1:1"),
                 QStringLiteral("--api-key-env"), QStringLiteral("PAYDESK_TEST_KEY"),
                 QStringLiteral("status"), QStringLiteral("pay_x")});
        QCOMPARE(r.code, 5);
        // 2: plain http to a remote host is refused before any connection.
        r = cli({QStringLiteral("--service"), QStringLiteral("http://payments.example.com"),
                 QStringLiteral("--api-key-env"), QStringLiteral("PAYDESK_TEST_KEY"),
                 QStringLiteral("status"), QStringLiteral("pay_x")});
        QCOMPARE(r.code, 2);
        QVERIFY(r.err.contains("https://"));
    }
    // No log lines on stderr unless --verbose.
    void quietUnlessVerbose()
    {
        const QStringList history = base() + QStringList{QStringLiteral("history"), m_wallet};
        Run r = cli(history);
        QCOMPARE(r.code, 0);
        QVERIFY2(!r.err.contains("paydesk."), r.err.constData());
        r = cli(QStringList{QStringLiteral("--verbose")} + history);
        QCOMPARE(r.code, 0);
        QVERIFY2(r.err.contains("paydesk.api"), r.err.constData());
        QVERIFY(cli({QStringLiteral("--help")}).out.contains("--verbose"));
    }

    // Amounts carry their unit in send, status and history.
    void amountsWithUnits()
    {
        const QString wallet = m_sandbox->createWallet(QStringLiteral("3"));
        Run r = cli(base() + QStringList{QStringLiteral("send"), QStringLiteral("--from"), wallet,
                                         QStringLiteral("--to"), SandboxFixture::freshAddress(),
                                         QStringLiteral("--amount"), QStringLiteral("0.25")});
        QVERIFY2(r.code == 0, r.err.constData());
        QVERIFY2(r.out.contains("0.25 SOL"), r.out.constData());
        const QString id = paymentIdIn(r.out);
        QVERIFY(!id.isEmpty());
        r = cli(base() + QStringList{QStringLiteral("status"), id});
        QCOMPARE(r.code, 0);
        QVERIFY2(r.out.contains("0.25 SOL"), r.out.constData());
        r = cli(base() + QStringList{QStringLiteral("history"), wallet});
        QCOMPARE(r.code, 0);
        QVERIFY2(r.out.contains("0.25 SOL"), r.out.constData());
    }

    // A custodial wallet of the sandbox, to send from, without a raw HTTP call.
    void hostedWalletOnTheSandbox()
    {
        Run r = cli(base() + QStringList{QStringLiteral("--json"), QStringLiteral("wallet"),
                                         QStringLiteral("create"), QStringLiteral("--hosted")});
        QVERIFY2(r.code == 0, r.err.constData());
        const QString wallet = r.lastJson().value(QStringLiteral("address")).toString();
        QVERIFY(Address::parse(wallet));
        QCOMPARE(r.lastJson().value(QStringLiteral("balance")).toString(), QStringLiteral("10"));
        QCOMPARE(m_sandbox->balance(wallet), QStringLiteral("10"));
        r = cli(base() + QStringList{QStringLiteral("send"), QStringLiteral("--from"), wallet,
                                     QStringLiteral("--to"), SandboxFixture::freshAddress(),
                                     QStringLiteral("--amount"), QStringLiteral("0.5")});
        QVERIFY2(r.code == 0, r.err.constData());

        r = cli(base() + QStringList{QStringLiteral("wallet"), QStringLiteral("create"),
                                     QStringLiteral("--hosted"), QStringLiteral("--fund"),
                                     QStringLiteral("2.5")});
        QVERIFY2(r.code == 0, r.err.constData());
        QVERIFY2(r.out.contains("2.5 SOL"), r.out.constData());
        // Listed with the hosted wallets from then on, as the app's are.
        r = cli(base() + QStringList{QStringLiteral("wallet"), QStringLiteral("list")});
        QVERIFY2(r.code == 0, r.err.constData());
        QVERIFY2(r.out.contains(wallet.toLatin1()), r.out.constData());
        r = cli(base() + QStringList{QStringLiteral("balance")});
        QVERIFY2(r.out.contains(wallet.toLatin1()), r.out.constData());

        // A send to an address one character away from one of your wallets (a typo, or address
        // poisoning) is refused before anything is sent, naming that wallet; --yes sends it.
        QString lookAlike = wallet;
        lookAlike.back() = wallet.endsWith(u'2') ? u'3' : u'2';
        QVERIFY(Address::parse(lookAlike));
        const QString before = m_sandbox->balance(wallet);
        const QStringList toLookAlike{QStringLiteral("send"),
                                      QStringLiteral("--from"),
                                      wallet,
                                      QStringLiteral("--to"),
                                      lookAlike,
                                      QStringLiteral("--amount"),
                                      QStringLiteral("0.1")};
        r = cli(base() + toLookAlike);
        QCOMPARE(r.code, 4);
        QVERIFY2(r.err.contains("differs from your wallet"), r.err.constData());
        QVERIFY2(r.err.contains(Address::brief(wallet).toUtf8()), r.err.constData());
        QVERIFY2(r.err.contains("--yes"), r.err.constData());
        QCOMPARE(m_sandbox->balance(wallet), before);
        r = cli(base() + toLookAlike + QStringList{QStringLiteral("--yes")});
        QVERIFY2(r.code == 0, r.err.constData());

        // A real service makes its custodial wallets in its dashboard: refused, nothing sent.
        r = cli({QStringLiteral("--service"), QStringLiteral("https://payments.example.com"),
                 QStringLiteral("--api-key-env"), QStringLiteral("PAYDESK_TEST_KEY"),
                 QStringLiteral("wallet"), QStringLiteral("create"), QStringLiteral("--hosted")});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains("dashboard"), r.err.constData());
    }

    // --metadata @FILE and -, and a size limit named in help and refusals.
    void metadataFromFileOrStdin()
    {
        QTemporaryDir dir;
        QFile file(dir.filePath(QStringLiteral("order.json")));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("{\"orderId\": \"from-file\"}\n");
        file.close();
        const QStringList send =
            base() + QStringList{QStringLiteral("--json"),    QStringLiteral("send"),
                                 QStringLiteral("--from"),    m_wallet,
                                 QStringLiteral("--to"),      SandboxFixture::freshAddress(),
                                 QStringLiteral("--amount"),  QStringLiteral("0.01"),
                                 QStringLiteral("--metadata")};
        const auto orderOf = [this](const Run &sent) {
            const QString id = sent.lastJson().value(QStringLiteral("paymentId")).toString();
            const Run status =
                cli(base() + QStringList{QStringLiteral("--json"), QStringLiteral("status"), id});
            return status.lastJson()
                .value(QStringLiteral("payment"))
                .toObject()
                .value(QStringLiteral("metadata"))
                .toObject()
                .value(QStringLiteral("orderId"))
                .toString();
        };
        Run r = cli(send + QStringList{u'@' + file.fileName()});
        QVERIFY2(r.code == 0, r.err.constData());
        QCOMPARE(orderOf(r), QStringLiteral("from-file"));
        r = cli(send + QStringList{QStringLiteral("-")}, "{\"orderId\": \"from-stdin\"}");
        QVERIFY2(r.code == 0, r.err.constData());
        QCOMPARE(orderOf(r), QStringLiteral("from-stdin"));

        r = cli(send + QStringList{u'@' + dir.filePath(QStringLiteral("missing.json"))});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains("--metadata"), r.err.constData());

        const QByteArray big =
            "{\"note\":\"" + QByteArray(40000, 'x') + "\"}"; // 40011 bytes as compact JSON
        r = cli(send + QStringList{QStringLiteral("-")}, big);
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains("--metadata") && r.err.contains("40011") &&
                     r.err.contains("32768") && !r.err.contains("body"),
                 r.err.constData());
        const Run help = cli({QStringLiteral("send"), QStringLiteral("--help")});
        QVERIFY2(help.out.contains("@FILE") && help.out.contains("32 KiB"), help.out.constData());
    }

    // Ctrl-C in status --wait says how to resume and exits 130.
    void interruptedWaitSaysHowToResume()
    {
        const QString id = QStringLiteral("pay_wait_interrupted");
        m_sandbox->faults(
            {{QStringLiteral("latencyMs"), 20000},
             {QStringLiteral("pathPrefix"), QStringLiteral("/payment/status/") + id}});
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("PAYDESK_TEST_KEY"), kKey);
        p.setProcessEnvironment(env);
        p.start(QStringLiteral(PAYDESK_CLI),
                base() + QStringList{QStringLiteral("status"), id, QStringLiteral("--wait")});
        p.closeWriteChannel();
        QByteArray err;
        const bool waiting = QTest::qWaitFor(
            [&]() {
                err += p.readAllStandardError();
                return err.contains("Ctrl-C") || p.state() == QProcess::NotRunning;
            },
            10000);
        if (waiting && p.state() == QProcess::Running)
            ::kill(pid_t(p.processId()), SIGINT);
        const bool ended =
            QTest::qWaitFor([&]() { return p.state() == QProcess::NotRunning; }, 10000);
        m_sandbox->faults({});
        if (!ended)
            p.kill();
        QVERIFY2(waiting && ended, err.constData());
        err += p.readAllStandardError();
        QCOMPARE(p.exitStatus(), QProcess::NormalExit);
        QCOMPARE(p.exitCode(), 130);
        QVERIFY2(err.contains("paydesk-cli status " + id.toUtf8() + " --wait"), err.constData());
    }

    // "Add funds to the wallet." once; hints in the CLI's terms, not "Settings".
    void errorsSayWhatToDoOnce()
    {
        Run r = cli(base() + QStringList{QStringLiteral("send"), QStringLiteral("--from"), m_wallet,
                                         QStringLiteral("--to"), SandboxFixture::freshAddress(),
                                         QStringLiteral("--amount"), QStringLiteral("99")});
        QCOMPARE(r.code, 3);
        QVERIFY2(r.err.count("Add funds to the wallet") == 1, r.err.constData());

        r = cli(base() + QStringList{QStringLiteral("status"), QStringLiteral("pay_x")}, {},
                QStringLiteral("sk_wrong_secret_999"));
        QCOMPARE(r.code, 3);
        QVERIFY2(!r.err.contains("Settings") && r.err.contains("PAYDESK_TEST_KEY"),
                 r.err.constData());
        r = cli({QStringLiteral("--service"), QStringLiteral("http://127.0.0.1:1"),
                 QStringLiteral("--api-key-env"), QStringLiteral("PAYDESK_TEST_KEY"),
                 QStringLiteral("status"), QStringLiteral("pay_x")});
        QCOMPARE(r.code, 5);
        QVERIFY2(!r.err.contains("Settings") && r.err.contains("--service"), r.err.constData());
    }

    // "5." like ".5"; a comma or a minus sign get a sentence of their own.
    void amountsAsPeopleTypeThem()
    {
        const QString wallet = m_sandbox->createWallet(QStringLiteral("3"));
        const auto send = [&](const QString &amount) {
            return cli(base() + QStringList{QStringLiteral("--json"), QStringLiteral("send"),
                                            QStringLiteral("--from"), wallet,
                                            QStringLiteral("--to"), SandboxFixture::freshAddress(),
                                            QStringLiteral("--amount"), amount});
        };
        Run r = send(QStringLiteral("1."));
        QVERIFY2(r.code == 0, r.err.constData());
        QCOMPARE(r.lastJson().value(QStringLiteral("amount")).toString(), QStringLiteral("1"));
        r = send(QStringLiteral("1,5"));
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains("Use a dot as the decimal separator: 1.5"), r.err.constData());
        r = send(QStringLiteral("-1"));
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains("must be positive"), r.err.constData());
        // The error names the option typed, not the service's field; JSON keeps the field.
        QVERIFY2(r.err.contains("error: --amount: "), r.err.constData());
        QVERIFY2(r.err.contains("Correct --amount and try again."), r.err.constData());
        QVERIFY2(!r.err.contains("field named above"), r.err.constData());
        QCOMPARE(r.lastJson().value(QStringLiteral("error")).toObject().value(u"field").toString(),
                 QStringLiteral("amount"));
        // A negative amount where a command takes it as an argument: said as such, not read as
        // the short options 1, space, U, S, D, C.
        r = cli({QStringLiteral("agent"), QStringLiteral("budget"), QStringLiteral("someone"),
                 QStringLiteral("-1 USDC")});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains("-1 USDC is a negative amount"), r.err.constData());
        QVERIFY2(!r.err.contains("Unknown option"), r.err.constData());
        // A network Paydesk does not know is said to be one (a usage error), as `budget cap`
        // says it, never "no token USDC on" it.
        r = cli({QStringLiteral("agent"), QStringLiteral("budget"), QStringLiteral("someone"),
                 QStringLiteral("1 USDC"), QStringLiteral("--network"), QStringLiteral("fooNet")});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains("does not know the network fooNet"), r.err.constData());
        QVERIFY2(!r.err.contains("knows no token"), r.err.constData());
        // The names the node options take name their networks here too, in any case (in a
        // home of its own: the caps are saved).
        QTemporaryDir home;
        const QMap<QString, QString> own{
            {QStringLiteral("XDG_DATA_HOME"), home.filePath(QStringLiteral("data"))},
            {QStringLiteral("XDG_CONFIG_HOME"), home.filePath(QStringLiteral("config"))}};
        for (const QString &name : {QStringLiteral("arbitrum-one"), QStringLiteral("Arbitrum-One"),
                                    QStringLiteral("eip155:42161")}) {
            r = cli({QStringLiteral("--json"), QStringLiteral("budget"), QStringLiteral("cap"),
                     QStringLiteral("1 USDC"), QStringLiteral("--network"), name},
                    {}, kKey, own);
            QVERIFY2(r.code == 0, r.err.constData());
            QCOMPARE(r.lastJson()[QStringLiteral("network")].toString(),
                     QStringLiteral("eip155:42161"));
        }
        r = cli({QStringLiteral("budget"), QStringLiteral("cap"), QStringLiteral("1 USDC"),
                 QStringLiteral("--network"), QStringLiteral("arbitrum-one")},
                {}, kKey, own);
        QVERIFY2(r.out.contains("on Arbitrum One"), r.out.constData());
        r = cli({QStringLiteral("--json"), QStringLiteral("budget"), QStringLiteral("cap"),
                 QStringLiteral("1 USDC"), QStringLiteral("--network"),
                 QStringLiteral("sandbox-evm")},
                {}, kKey, own);
        QCOMPARE(r.lastJson()[QStringLiteral("network")].toString(), QStringLiteral("eip155:4020"));
        // budget list names the networks in words.
        r = cli({QStringLiteral("budget"), QStringLiteral("list")}, {}, kKey, own);
        QVERIFY2(r.out.contains("Daily cap for all sites on Sandbox EVM"), r.out.constData());
    }

    // `recover --help` says what recover does.
    void recoverHelp()
    {
        const Run r = cli({QStringLiteral("recover"), QStringLiteral("--help")});
        QCOMPARE(r.code, 0);
        QVERIFY2(r.out.contains("unfinished local payment"), r.out.constData());
    }

    // An error page without a final newline does not run into the error line.
    void errorPageEndsItsLine()
    {
        QHttpServer site;
        site.route(QStringLiteral("/forbidden"), []() {
            return QHttpServerResponse("text/plain", "Forbidden",
                                       QHttpServerResponder::StatusCode::Forbidden);
        });
        const quint16 port = site.listen(QHostAddress::LocalHost, 0);
        QVERIFY(port != 0);
        QTemporaryDir home;
        const Run r =
            cli(base() + QStringList{QStringLiteral("fetch"),
                                     QStringLiteral("http://127.0.0.1:%1/forbidden").arg(port)},
                {}, kKey,
                {{QStringLiteral("XDG_DATA_HOME"), home.filePath(QStringLiteral("data"))},
                 {QStringLiteral("XDG_CONFIG_HOME"), home.filePath(QStringLiteral("config"))}});
        QCOMPARE(r.code, 3);
        QCOMPARE(r.out, QByteArray("Forbidden\n"));
        QVERIFY2(r.err.contains("HTTP 403"), r.err.constData());
    }

    // agent remove asks first: without a terminal it needs --yes, and nothing is removed
    // before; `agent --help` says that token prints the token.
    void agentRemoveAsksFirst()
    {
        if (qEnvironmentVariableIsEmpty("PAYDESK_TEST_HOME"))
            QSKIP("agents keep their tokens in the keychain (tst_cli_keyring)");
        Run r = cli({QStringLiteral("agent"), QStringLiteral("add"), QStringLiteral("careful")});
        QVERIFY2(r.code == 0, r.err.constData());
        r = cli({QStringLiteral("agent"), QStringLiteral("remove"), QStringLiteral("careful")});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains("--yes"), r.err.constData());
        r = cli({QStringLiteral("agent"), QStringLiteral("list")});
        QVERIFY2(r.out.contains("careful"), r.out.constData());
        r = cli({QStringLiteral("agent"), QStringLiteral("remove"), QStringLiteral("careful"),
                 QStringLiteral("--yes")});
        QVERIFY2(r.code == 0, r.err.constData());
        r = cli({QStringLiteral("agent"), QStringLiteral("list")});
        QVERIFY2(!r.out.contains("careful"), r.out.constData());
        r = cli({QStringLiteral("agent"), QStringLiteral("--help")});
        QVERIFY2(r.out.contains("token NAME prints the agent's token"), r.out.constData());
    }

    void keyCommands()
    {
        if (qEnvironmentVariableIsEmpty("PAYDESK_TEST_HOME"))
            QSKIP("keychain commands run in the tst_cli_keyring variant (private keyring)");
        const QStringList svc{QStringLiteral("--service"), m_sandbox->url().toString()};
        Run r = cli(svc + QStringList{QStringLiteral("key"), QStringLiteral("set")},
                    kKey.toUtf8() + "\n");
        QVERIFY2(r.code == 0, r.err.constData());
        r = cli(svc + QStringList{QStringLiteral("key"), QStringLiteral("test")});
        QVERIFY2(r.code == 0, r.err.constData());
        QVERIFY2(r.out.contains("The key works"), r.out.constData()); // the Settings page's words
        // The key from the keychain drives a real call too.
        r = cli(svc + QStringList{QStringLiteral("history"), m_wallet});
        QCOMPARE(r.code, 0);
        // A wrong key is explained.
        r = cli(svc + QStringList{QStringLiteral("key"), QStringLiteral("set")},
                "sk_revoked_000\n");
        QCOMPARE(r.code, 0);
        r = cli(svc + QStringList{QStringLiteral("key"), QStringLiteral("test")});
        QCOMPARE(r.code, 3);
        QVERIFY(r.err.contains("401"));
        r = cli(svc + QStringList{QStringLiteral("key"), QStringLiteral("delete")});
        QCOMPARE(r.code, 0);
        r = cli(svc + QStringList{QStringLiteral("key"), QStringLiteral("test")});
        QCOMPARE(r.code, 2);
        QVERIFY(r.err.contains("key set"));
    }
};

QTEST_GUILESS_MAIN(TstCli)
#include "tst_cli.moc"
