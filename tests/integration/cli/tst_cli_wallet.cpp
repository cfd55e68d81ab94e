// paydesk-cli wallet create|import|list|remove against the real Secret Service (run through
// tests/util/with-keyring.sh): the backup check, the three import sources, confirmation on remove,
// and no plaintext of any key or phrase under the throw-away HOME afterwards.
#include "core/Base58.h"
#include "util/EvmVectors.h"
#include "util/TestFiles.h"
#include "util/TestSandbox.h"
#include "util/TestTerminal.h"
#include "wallet/EvmKeyImport.h"
#include "wallet/KeyImport.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace paydesk;

namespace {

struct Run
{
    int code = -1;
    QByteArray out, err;
    QJsonObject json() const { return QJsonDocument::fromJson(out.trimmed()).object(); }
};

QString cli()
{
    return qEnvironmentVariable("PAYDESK_BUILD_DIR") + QStringLiteral("/bin/paydesk-cli");
}

// With a terminal, standard input is that terminal and `input` is typed there.
Run run(const QStringList &args, const QMap<QString, QString> &env = {}, QByteArray input = {},
        paydesk::testing::TestTerminal *terminal = nullptr)
{
    QProcess p;
    QProcessEnvironment e = QProcessEnvironment::systemEnvironment();
    for (auto it = env.begin(); it != env.end(); ++it)
        e.insert(it.key(), it.value());
    p.setProcessEnvironment(e);
    if (terminal)
        terminal->attach(p);
    // Waited for in an event loop: a sandbox in this process answers the CLI meanwhile.
    QSignalSpy done(&p, &QProcess::finished);
    p.start(cli(), args);
    if (terminal)
        terminal->type(input);
    else
        p.write(input);
    p.closeWriteChannel();
    if (done.isEmpty() && p.state() != QProcess::NotRunning)
        done.wait(30000);
    return {p.exitCode(), p.readAllStandardOutput(), p.readAllStandardError()};
}

} // namespace

class TstCliWallet : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        if (qEnvironmentVariableIsEmpty("PAYDESK_TEST_HOME"))
            QSKIP("run through tests/util/with-keyring.sh (ctest does)");
        QVERIFY2(QFileInfo::exists(cli()), qPrintable(cli()));
    }

    void createWithBackupCheck()
    {
        // The phrase goes to stdout once; three positions are asked on stderr and answered on
        // the terminal.
        paydesk::testing::TestTerminal terminal;
        QVERIFY(terminal.isValid());
        QProcess p;
        terminal.attach(p);
        p.start(cli(), {QStringLiteral("wallet"), QStringLiteral("create"),
                        QStringLiteral("--label"), QStringLiteral("main")});
        QByteArray out, err;
        QStringList words;
        int answered = 0;
        while (p.state() != QProcess::NotRunning && answered < 3) {
            p.waitForReadyRead(10000);
            out += p.readAllStandardOutput();
            err += p.readAllStandardError();
            if (words.isEmpty() && out.contains('\n'))
                words = QString::fromUtf8(out).trimmed().split(u' ');
            const auto asked = QRegularExpression(QStringLiteral("word #(\\d+)\\? $"))
                                   .match(QString::fromUtf8(err));
            if (!words.isEmpty() && asked.hasMatch() && err.endsWith("? ")) {
                terminal.type(words.value(asked.captured(1).toInt() - 1).toUtf8() + '\n');
                err.clear();
                ++answered;
            }
        }
        QVERIFY(p.waitForFinished(10000));
        out += p.readAllStandardOutput();
        QCOMPARE(words.size(), 12);
        QCOMPARE(answered, 3);
        QCOMPARE(p.exitCode(), 0);
        QVERIFY2(out.contains("created"), out.constData());
        m_phrase = words.join(u' ').toUtf8();
        // One phrase, two accounts: Solana and EVM, each under the label and its family, so
        // the two never show as one name.
        const QJsonArray listed = run({"--json", "wallet", "list"}).json()["wallets"].toArray();
        QCOMPARE(listed.size(), 2);
        QString evm;
        for (const QJsonValue &w : listed) {
            const bool isEvm = w["chain"].toString() == u"evm";
            QCOMPARE(w["label"].toString(),
                     isEvm ? QStringLiteral("main (EVM)") : QStringLiteral("main (Solana)"));
            (isEvm ? evm : m_created) = w["address"].toString();
        }
        // The same words give the same addresses when imported elsewhere (SLIP-0010 for Solana,
        // BIP-32 m/44'/60'/0'/0/0 for EVM, as Phantom and MetaMask derive them).
        QString error;
        QCOMPARE(wallet::KeyImport::fromMnemonic(m_phrase, {}, &error)->address(), m_created);
        QCOMPARE(wallet::EvmKeyImport::fromMnemonic(m_phrase, {}, &error)->address.toChecksummed(),
                 evm);
    }

    void wrongBackupAnswerStoresNothing()
    {
        paydesk::testing::TestTerminal terminal;
        const Run r =
            run({"wallet", "create", "--words", "24"}, {}, "wrong\nwrong\nwrong\n", &terminal);
        QCOMPARE(r.code, 4);
        QVERIFY(r.err.contains("does not match"));
        QCOMPARE(run({"--json", "wallet", "list"}).json()["wallets"].toArray().size(), 2);
    }

    // Nobody could answer the backup check off a terminal: refused before any
    // phrase is made or shown, unless --no-backup-check says the script keeps it.
    void createOffTerminalRefusedBeforeAnyPhrase()
    {
        const Run r = run({"wallet", "create"}, {}, "one\ntwo\nthree\n");
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains("not a terminal") && r.err.contains("--no-backup-check"),
                 r.err.constData());
        QVERIFY2(r.out.isEmpty(), r.out.constData());
        QVERIFY(!r.err.contains("recovery phrase ("));
        QCOMPARE(run({"--json", "wallet", "list"}).json()["wallets"].toArray().size(), 2);
    }

    void importThreeWays()
    {
        QTemporaryDir dir;
        const solana::Keypair kp = solana::generateKeypair();
        QFile f(dir.filePath(QStringLiteral("id.json")));
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(wallet::KeyImport::toKeypairJson(kp).view().toByteArray());
        f.close();
        Run r = run({"--json", "wallet", "import", "--keypair-file", f.fileName()});
        QCOMPARE(r.code, 0);
        QCOMPARE(r.json()["address"].toString(), kp.address());
        QCOMPARE(run({"wallet", "import", "--keypair-file", f.fileName()}).code, 4); // twice

        r = run({"--json", "wallet", "import", "--mnemonic-env", "WORDS", "--label", "phantom"},
                {{QStringLiteral("WORDS"),
                  QStringLiteral("neither lonely flavor argue grass remind eye tag avocado spot "
                                 "unusual intact")}});
        QCOMPARE(r.code, 0);
        QCOMPARE(r.json()["address"].toString(),
                 QStringLiteral("5vftMkHL72JaJG6ExQfGAsT2uGVHpRR7oTNUPMs68Y2N"));

        const solana::Keypair other = solana::generateKeypair();
        r = run({"--json", "wallet", "import", "--secret-key-env", "SK"},
                {{QStringLiteral("SK"),
                  QString::fromLatin1(base58::encode(other.secretKey.view().toByteArray()))}});
        QCOMPARE(r.code, 0);
        QCOMPARE(r.json()["address"].toString(), other.address());

        QCOMPARE(run({"wallet", "import"}).code, 2);
        QCOMPARE(run({"wallet", "import", "--mnemonic-env", "WORDS"},
                     {{QStringLiteral("WORDS"), QStringLiteral("zoo zoo zoo")}})
                     .code,
                 2);
        QCOMPARE(run({"--json", "wallet", "list"}).json()["wallets"].toArray().size(), 5);
        m_secrets << kp.secretKey.view().toByteArray() << other.secretKey.view().toByteArray();
    }

    // An EVM key from a hex key, a phrase along a path, or a keystore v3 file.
    void importEvm()
    {
        // Hardhat's account #0 (its docs list the key), and the Web3 Secret Storage vector.
        const QString hardhat = QStringLiteral("0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266");
        Run r = run({"--json", "wallet", "import", "--chain", "evm", "--secret-key-env", "PK"},
                    {{QStringLiteral("PK"),
                      QStringLiteral("0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf"
                                     "4f2ff80")}});
        QCOMPARE(r.code, 0);
        QCOMPARE(r.json()["address"].toString(), hardhat);
        QCOMPARE(r.json()["chain"].toString(), QStringLiteral("evm"));
        r = run({"--json", "wallet", "import", "--chain", "evm", "--mnemonic-env", "WORDS",
                 "--derivation", "m/44'/60'/0'/0/1"},
                {{QStringLiteral("WORDS"),
                  QStringLiteral("test test test test test test test test test test test junk")}});
        QCOMPARE(r.code, 0);
        QCOMPARE(r.json()["address"].toString(),
                 QStringLiteral("0x70997970C51812dc3A010C7d01b50e0d17dc79C8"));
        r = run({"wallet", "import", "--chain", "evm", "--mnemonic-env", "WORDS"},
                {{QStringLiteral("WORDS"),
                  QStringLiteral("test test test test test test test test test test test junk")}});
        QCOMPARE(r.code, 4); // account 0 is the hex key imported above
        QVERIFY2(r.err.contains("already"), r.err.constData());

        QTemporaryDir dir;
        QFile ks(dir.filePath(QStringLiteral("keystore.json")));
        QVERIFY(ks.open(QIODevice::WriteOnly));
        ks.write(paydesk::testing::kWeb3KeystorePbkdf2);
        ks.close();
        const QStringList keystore{"--json", "wallet",          "import",      "--chain",
                                   "evm",    "--keystore-file", ks.fileName(), "--password-env",
                                   "PW"};
        r = run(keystore, {{QStringLiteral("PW"), QStringLiteral("wrong")}});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains("password"), r.err.constData());
        r = run({"wallet", "import", "--chain", "evm", "--keystore-file", ks.fileName()});
        QCOMPARE(r.code, 2); // no password given and no terminal to ask on
        QVERIFY2(r.err.contains("--password-env"), r.err.constData());
        r = run(keystore, {{QStringLiteral("PW"), QStringLiteral("testpassword")}});
        QCOMPARE(r.code, 0);
        QCOMPARE(r.json()["address"].toString().toLower(),
                 QStringLiteral("0x008aeeda4d805471df9b2a5b0f38a0c3bcba786b"));

        QCOMPARE(run({"wallet", "import", "--keystore-file", ks.fileName()}).code, 2); // no --chain
        QCOMPARE(run({"wallet", "import", "--chain", "evm", "--secret-key-env", "PK"},
                     {{QStringLiteral("PK"), QStringLiteral("0x1234")}})
                     .code,
                 2);
        const QJsonArray listed = run({"--json", "wallet", "list"}).json()["wallets"].toArray();
        int evm = 0;
        for (const QJsonValue &w : listed)
            if (w["chain"].toString() == u"evm") {
                ++evm;
                QCOMPARE(w["unit"].toString(), QStringLiteral("ETH"));
            }
        QCOMPARE(evm, 4); // the created phrase's account and the three imported here
        QVERIFY(run({"wallet", "list"}).out.contains("evm"));
        // With the sandbox's nodes, each account's balance through its own chain's node: the
        // sandbox funds Hardhat's account #0 with exactly 100 ETH (10^20 wei).
        paydesk::testing::TestSandbox sandbox;
        sandbox.startOrDie({});
        const QString base = sandbox.url().toString();
        const Run withBalances =
            run({"--json", "wallet", "list", "--rpc", base + "/rpc", "--evm-rpc", base + "/evm"});
        QCOMPARE(withBalances.code, 0);
        bool seen = false;
        for (const QJsonValue &w : withBalances.json()["wallets"].toArray())
            if (w["address"].toString() == hardhat) {
                seen = true;
                QCOMPARE(w["balance"].toString(), QStringLiteral("100"));
            }
        QVERIFY(seen);
        const Run table =
            run({"wallet", "list", "--rpc", base + "/rpc", "--evm-rpc", base + "/evm"});
        QVERIFY2(table.out.contains("100 ETH") && table.out.contains("/evm"),
                 table.out.constData());
        // An EVM node alone: EVM balances, and no Solana balance read from a public default.
        const Run evmOnly = run({"--json", "wallet", "list", "--evm-rpc", base + "/evm"});
        QCOMPARE(evmOnly.code, 0);
        for (const QJsonValue &w : evmOnly.json()["wallets"].toArray()) {
            if (w["address"].toString() == hardhat)
                QCOMPARE(w["balance"].toString(), QStringLiteral("100"));
            if (w["chain"].toString() == u"solana")
                QVERIFY(!w.toObject().contains(QStringLiteral("balance")));
        }
        const QByteArray evmOnlyText = run({"wallet", "list", "--evm-rpc", base + "/evm"}).out;
        QVERIFY2(evmOnlyText.contains("100 ETH") && evmOnlyText.contains("pass --rpc URL"),
                 evmOnlyText.constData());
        for (const QString &a :
             {hardhat, QStringLiteral("0x70997970C51812dc3A010C7d01b50e0d17dc79C8"),
              r.json()["address"].toString()})
            QCOMPARE(run({"wallet", "remove", a, "--yes"}).code, 0);
        m_secrets << QByteArray::fromHex(
            "ac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80");
    }

    void removeNeedsConfirmation()
    {
        const QString phantom = QStringLiteral("5vftMkHL72JaJG6ExQfGAsT2uGVHpRR7oTNUPMs68Y2N");
        QCOMPARE(run({"wallet", "remove", phantom}).code, 2); // not a terminal, no --yes
        QCOMPARE(run({"wallet", "remove", phantom, "--yes"}).code, 0);
        QCOMPARE(run({"wallet", "remove", phantom, "--yes"}).code, 4);
        const QJsonArray left = run({"--json", "wallet", "list"}).json()["wallets"].toArray();
        QCOMPARE(left.size(), 4);
        QProcess tool;
        tool.start(QStringLiteral("secret-tool"),
                   {QStringLiteral("search"), QStringLiteral("--all"), QStringLiteral("user"),
                    QStringLiteral("solana-wallet:") + phantom});
        QVERIFY(tool.waitForFinished(10000));
        QVERIFY(!(tool.readAllStandardOutput() + tool.readAllStandardError())
                     .contains(phantom.toUtf8()));
    }

    void createForScriptsWithoutBackupCheck()
    {
        const Run r = run({"--json", "wallet", "create", "--no-backup-check"});
        QCOMPARE(r.code, 0);
        QVERIFY(r.out.contains("mnemonic"));
        const QJsonObject made =
            QJsonDocument::fromJson(r.out.trimmed().split('\n').first()).object();
        const QString created = made["address"].toString();
        const QString evm = made["evmAddress"].toString();
        QVERIFY(!created.isEmpty());
        QVERIFY(evm.startsWith(u"0x"));
        QVERIFY(run({"wallet", "remove", created, "--yes"}).code == 0);
        QVERIFY(run({"wallet", "remove", evm, "--yes"}).code == 0);
    }

    void noPlaintextOnDisk()
    {
        const QString home = qEnvironmentVariable("PAYDESK_TEST_HOME");
        QVERIFY(!m_phrase.isEmpty());
        QVERIFY(!paydesk::testing::foundOnDisk(home, m_phrase));
        QVERIFY(!paydesk::testing::foundOnDisk(home, "neither lonely flavor"));
        for (const QByteArray &s : m_secrets) {
            QVERIFY(!paydesk::testing::foundOnDisk(home, s.left(32)));
            QVERIFY(!paydesk::testing::foundOnDisk(home, base58::encode(s)));
        }
        QVERIFY(paydesk::testing::foundOnDisk(
            home, m_created.toLatin1())); // the public address is (control)
    }

private:
    QByteArray m_phrase;
    QString m_created;
    QList<QByteArray> m_secrets;
};

QTEST_GUILESS_MAIN(TstCliWallet)
#include "tst_cli_wallet.moc"
