// paydesk-cli send/receive --local end to end (run through tests/util/with-keyring.sh): the wallet
// is imported into the real Secret Service with 'wallet import', the in-process sandbox builds the
// transaction, the CLI checks, signs, journals and broadcasts it through --rpc, and balances move
// by exactly the amount and the fee it printed.
#include "kits/LocalTestKit.h"
#include "solana/Instruction.h"
#include "solana/Programs.h"
#include "util/TestTerminal.h"
#include "wallet/KeyImport.h"
#include "x402/ProofCodec.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSettings>
#include <QTest>

using namespace paydesk;
using namespace paydesk::solana;
using namespace localtest;

namespace {
struct Run
{
    int code = -1;
    QByteArray out, err;
    QJsonObject json() const
    {
        const QList<QByteArray> lines = out.trimmed().split('\n');
        return QJsonDocument::fromJson(lines.last()).object();
    }
};
} // namespace

class TstCliLocal : public QObject
{
    Q_OBJECT
private:
    Sandbox m_sandbox;
    std::unique_ptr<Rig> m_rig;
    QTemporaryDir m_dir;

    // Runs paydesk-cli while this process keeps serving the sandbox (event loop spinning); with a
    // terminal, its standard input is that terminal and `typed` is typed there.
    Run cli(const QStringList &args, paydesk::testing::TestTerminal *terminal = nullptr,
            const QByteArray &typed = {}, const QMap<QString, QString> &extraEnv = {},
            bool withService = true)
    {
        QProcess p;
        if (terminal)
            terminal->attach(p);
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("PAYDESK_KEY"), QString::fromLatin1(kApiKey));
        for (auto it = extraEnv.begin(); it != extraEnv.end(); ++it)
            env.insert(it.key(), it.value());
        p.setProcessEnvironment(env);
        const QStringList service{QStringLiteral("--service"), m_sandbox.baseUrl().toString(),
                                  QStringLiteral("--api-key-env"), QStringLiteral("PAYDESK_KEY")};
        p.start(qEnvironmentVariable("PAYDESK_BUILD_DIR") + QStringLiteral("/bin/paydesk-cli"),
                (withService ? service : QStringList()) + QStringList{QStringLiteral("--json")} +
                    args);
        p.closeWriteChannel();
        if (terminal)
            terminal->type(typed);
        if (!QTest::qWaitFor([&]() { return p.state() == QProcess::NotRunning; }, 60000))
            p.kill();
        return {p.exitCode(), p.readAllStandardOutput(), p.readAllStandardError()};
    }

    QString importKey(const Keypair &kp)
    {
        const QString file = m_dir.filePath(kp.address() + QStringLiteral(".json"));
        QFile f(file);
        f.open(QIODevice::WriteOnly);
        f.write(wallet::KeyImport::toKeypairJson(kp).view().toByteArray());
        f.close();
        const Run r = cli({QStringLiteral("wallet"), QStringLiteral("import"),
                           QStringLiteral("--keypair-file"), file});
        QFile::remove(file);
        return r.code == 0 ? r.json()[QStringLiteral("address")].toString() : QString(r.err);
    }

private Q_SLOTS:
    void initTestCase()
    {
        if (qEnvironmentVariableIsEmpty("PAYDESK_TEST_HOME"))
            QSKIP("run through tests/util/with-keyring.sh (ctest does)");
        QVERIFY2(m_sandbox.start(), qPrintable(m_sandbox.error()));
        m_rig = std::make_unique<Rig>(m_sandbox.baseUrl(), m_sandbox.rpcUrl());
    }
    void cleanupTestCase() { m_rig.reset(); }

    // With no service at all: a --rpc URL (the sandbox's own, not named "sandbox") is on the
    // cluster its node says (genesis hash), not mainnet by default, so the faucet gives its test
    // funds; and fetch without --from says to name a wallet, since paying from your own keys
    // needs no service.
    void withoutAService()
    {
        const QString fresh = generateKeypair().address();
        const Run funded = cli({QStringLiteral("faucet"), fresh, QStringLiteral("--rpc"),
                                m_sandbox.rpcUrl().toString()},
                               nullptr, {}, {}, false);
        QVERIFY2(funded.code == 0, funded.err.constData());
        QTRY_VERIFY_WITH_TIMEOUT(balance(m_rig->rpc, fresh) >= 5000000000ULL, 15000);
        const Run mainnet = cli({QStringLiteral("faucet"), fresh, QStringLiteral("--rpc"),
                                 QStringLiteral("mainnet-beta")},
                                nullptr, {}, {}, false);
        QCOMPARE(mainnet.code, 4);
        QVERIFY2(mainnet.err.contains("Mainnet has no test funds"), mainnet.err.constData());
        const Run fetch = cli({QStringLiteral("fetch"), QStringLiteral("http://127.0.0.1:9/x")},
                              nullptr, {}, {}, false);
        QCOMPARE(fetch.code, 2);
        QVERIFY2(fetch.err.contains("--from ADDRESS"), fetch.err.constData());
        const Run stranger = cli({QStringLiteral("fetch"), QStringLiteral("http://127.0.0.1:9/x"),
                                  QStringLiteral("--from"), fresh},
                                 nullptr, {}, {}, false);
        QCOMPARE(stranger.code, 2);
        QVERIFY2(stranger.err.contains("is not a wallet in Paydesk"), stranger.err.constData());
    }

    void sendLocal()
    {
        const Keypair &payer = m_rig->fundedKey(2000000000);
        QCOMPARE(importKey(payer), payer.address());
        const QString to = generateKeypair().address();
        const Run r = cli(
            {QStringLiteral("send"), QStringLiteral("--local"), QStringLiteral("--rpc"),
             QStringLiteral("sandbox"), QStringLiteral("--from"), payer.address(),
             QStringLiteral("--to"), to, QStringLiteral("--amount"), QStringLiteral("0.2"),
             QStringLiteral("--priority-fee"), QStringLiteral("0.00001"), QStringLiteral("--yes")});
        QVERIFY2(r.code == 0, r.err.constData());
        const QJsonObject o = r.json();
        QCOMPARE(o[QStringLiteral("status")].toString(), QStringLiteral("confirmed"));
        QCOMPARE(o[QStringLiteral("amount")].toString(), QStringLiteral("0.2"));
        QCOMPARE(o[QStringLiteral("fee")].toString(), QStringLiteral("0.000015"));
        QVERIFY(!o[QStringLiteral("signature")].toString().isEmpty());
        QCOMPARE(balance(m_rig->rpc, to), quint64(200000000));
        QCOMPARE(balance(m_rig->rpc, payer.address()), quint64(2000000000 - 200000000 - 15000));
    }

    // An EVM wallet (Hardhat / Anvil test account #0, a public test key the sandbox funds on its
    // first run) pays on the sandbox's EVM chain: the CLI reads nonce, chain id and fees from the
    // sandbox's node (/evm, the default for a sandbox service), signs, journals and follows the
    // receipt; the recipient gains exactly the amount.
    void sendLocalEvm()
    {
        const QString account = QStringLiteral("0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266");
        const QString to = QStringLiteral("0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC");
        const Run imported = cli(
            {QStringLiteral("wallet"), QStringLiteral("import"), QStringLiteral("--chain"),
             QStringLiteral("evm"), QStringLiteral("--secret-key-env"), QStringLiteral("EVM_KEY")},
            nullptr, {},
            {{QStringLiteral("EVM_KEY"),
              QStringLiteral("ac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80")}});
        QVERIFY2(imported.code == 0, imported.err.constData());
        const QStringList send{QStringLiteral("send"),    QStringLiteral("--local"),
                               QStringLiteral("--from"),  account,
                               QStringLiteral("--to"),    to,
                               QStringLiteral("--amount")};
        Run r = cli(send + QStringList{QStringLiteral("0.5"), QStringLiteral("--yes")});
        QVERIFY2(r.code == 0, r.err.constData());
        QJsonObject o = r.json();
        QCOMPARE(o[QStringLiteral("status")].toString(), QStringLiteral("confirmed"));
        QCOMPARE(o[QStringLiteral("network")].toString(), QStringLiteral("eip155:4020"));
        QCOMPARE(o[QStringLiteral("amount")].toString(), QStringLiteral("0.5"));
        QVERIFY(o[QStringLiteral("signature")].toString().startsWith(QStringLiteral("0x")));
        QVERIFY2(o[QStringLiteral("detail")].toString().contains(QStringLiteral("network fee")),
                 qPrintable(o[QStringLiteral("detail")].toString()));
        QCOMPARE(m_sandbox.balance(to), QStringLiteral("0.5"));
        // One character away from the sending wallet itself: refused as the hosted send does,
        // naming the wallet it resembles; nothing signed.
        const QString near = QStringLiteral("0xf39fd6e51aad88f6f4ce6ab8827279cfffb92267");
        r = cli({QStringLiteral("send"), QStringLiteral("--local"), QStringLiteral("--from"),
                 account, QStringLiteral("--to"), near, QStringLiteral("--amount"),
                 QStringLiteral("0.5")});
        QCOMPARE(r.code, 4);
        QCOMPARE(r.json()[QStringLiteral("error")][QStringLiteral("code")].toString(),
                 QStringLiteral("look_alike_recipient"));
        QVERIFY2(r.err.contains("differs from your wallet"), r.err.constData());
        QCOMPARE(m_sandbox.balance(near), QStringLiteral("0"));
        // A cap below what 21,000 gas costs: refused (exit 4), nothing signed.
        r = cli(send + QStringList{QStringLiteral("0.5"), QStringLiteral("--max-network-fee"),
                                   QStringLiteral("0.000001"), QStringLiteral("--yes")});
        QCOMPARE(r.code, 4);
        QVERIFY2(r.err.contains("--max-network-fee"), r.err.constData());
        // Receiving on EVM in local mode is refused with what to do instead.
        r = cli({QStringLiteral("receive"), QStringLiteral("--local"), QStringLiteral("--wallet"),
                 account, QStringLiteral("--proof"), QStringLiteral("x"),
                 QStringLiteral("--expected-amount"), QStringLiteral("1"),
                 QStringLiteral("--yes")});
        QCOMPARE(r.code, 4);
        QVERIFY2(r.err.contains("hosted mode"), r.err.constData());
    }

    // The approve a Permit2 seller needs, made by paydesk-cli itself (the wallet of
    // sendLocalEvm): exactly the amount typed, reviewed at the terminal, followed to its block;
    // then the seller's Permit2 price is paid; revoke sets it back to 0.
    void permit2Approve()
    {
        const QString account = QStringLiteral("0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266");
        const auto permit2 = [&](const QStringList &args,
                                 paydesk::testing::TestTerminal *terminal = nullptr,
                                 const QByteArray &typed = {}) {
            return cli(QStringList{QStringLiteral("permit2")} + args +
                           QStringList{QStringLiteral("--from"), account},
                       terminal, typed);
        };
        const auto allowance = [&]() {
            const Run r = permit2({QStringLiteral("allowance"), QStringLiteral("USDC")});
            return r.code == 0 ? r.json()[QStringLiteral("allowance")].toString()
                               : QString::fromUtf8(r.err);
        };
        QCOMPARE(allowance(), QStringLiteral("0"));
        QUrl seller = m_sandbox.baseUrl();
        seller.setPath(QStringLiteral("/demo/resource/v2-permit2-cli"));
        const QStringList fetch{QStringLiteral("fetch"),     seller.toString(),
                                QStringLiteral("--from"),    account,
                                QStringLiteral("--local"),   QStringLiteral("--max-amount"),
                                QStringLiteral("0.01 USDC"), QStringLiteral("--yes")};
        Run r = cli(fetch);
        QCOMPARE(r.code, 4);
        QVERIFY2(r.err.contains("permit2 approve") || r.err.contains("Approve Permit2"),
                 r.err.constData());
        // Off a terminal only --yes signs; "unlimited" is no amount; an unknown token is refused.
        const QStringList approve{QStringLiteral("approve"), QStringLiteral("0.005 USDC")};
        r = permit2(approve);
        QCOMPARE(r.code, 4);
        QVERIFY2(r.err.contains("--yes"), r.err.constData());
        r = permit2({QStringLiteral("approve"), QStringLiteral("unlimited"), QStringLiteral("USDC"),
                     QStringLiteral("--yes")});
        QCOMPARE(r.code, 2);
        r = permit2({QStringLiteral("approve"), QStringLiteral("1 DAI"), QStringLiteral("--yes")});
        QCOMPARE(r.code, 4);
        QVERIFY2(r.err.contains("token add"), r.err.constData());
        QCOMPARE(allowance(), QStringLiteral("0"));
        paydesk::testing::TestTerminal declining;
        r = permit2(approve, &declining, "n\n");
        QCOMPARE(r.code, 4);
        QVERIFY2(r.err.contains("approve(Permit2") && r.err.contains("0.005 USDC"),
                 r.err.constData());
        QCOMPARE(allowance(), QStringLiteral("0"));
        paydesk::testing::TestTerminal approving;
        r = permit2(approve, &approving, "y\n");
        QVERIFY2(r.code == 0, r.err.constData());
        QCOMPARE(r.json()[QStringLiteral("status")].toString(), QStringLiteral("confirmed"));
        QCOMPARE(r.json()[QStringLiteral("allowance")].toString(), QStringLiteral("0.005"));
        QCOMPARE(allowance(), QStringLiteral("0.005"));
        r = cli(fetch);
        QVERIFY2(r.code == 0, r.err.constData());
        QVERIFY(r.json().value(QStringLiteral("paid")).toBool());
        QCOMPARE(allowance(), QStringLiteral("0"));
        r = permit2({QStringLiteral("approve"), QStringLiteral("3"), QStringLiteral("USDC"),
                     QStringLiteral("--yes")});
        QVERIFY2(r.code == 0, r.err.constData());
        QCOMPARE(allowance(), QStringLiteral("3"));
        r = permit2({QStringLiteral("revoke"), QStringLiteral("USDC"), QStringLiteral("--yes")});
        QVERIFY2(r.code == 0, r.err.constData());
        QCOMPARE(allowance(), QStringLiteral("0"));
    }

    void receiveLocal()
    {
        const Keypair &seller = m_rig->fundedKey(100000000);
        const Keypair &buyer = m_rig->fundedKey(1000000000);
        QCOMPARE(importKey(seller), seller.address());
        const auto hash =
            RpcClient::parseLatestBlockhash(rpc(m_rig->rpc, QStringLiteral("getLatestBlockhash")));
        Transaction auth = Transaction::fromMessage(compileMessage(
            seller.publicKey, {systemTransfer(buyer.publicKey, seller.publicKey, 300000000)},
            hash->blockhash, Message::Version::V0));
        QVERIFY(auth.sign(buyer));
        const QString proof = x402::ProofCodec::encodeAuthorization(
            QStringLiteral("solana-sandbox"), QString::fromLatin1(auth.toBase64()));
        const Run r =
            cli({QStringLiteral("receive"), QStringLiteral("--local"), QStringLiteral("--rpc"),
                 m_sandbox.rpcUrl().toString(), QStringLiteral("--wallet"), seller.address(),
                 QStringLiteral("--proof"), proof, QStringLiteral("--expected-amount"),
                 QStringLiteral("0.3"), QStringLiteral("--yes")});
        QVERIFY2(r.code == 0, r.err.constData());
        QCOMPARE(r.json()[QStringLiteral("status")].toString(), QStringLiteral("confirmed"));
        QCOMPARE(balance(m_rig->rpc, seller.address()), quint64(100000000 + 300000000 - 10000));
        QCOMPARE(balance(m_rig->rpc, buyer.address()), quint64(1000000000 - 300000000));
    }

    void refusals()
    {
        const Keypair &payer = m_rig->fundedKey(1000000000);
        const QStringList send{QStringLiteral("send"),     QStringLiteral("--local"),
                               QStringLiteral("--from"),   payer.address(),
                               QStringLiteral("--to"),     generateKeypair().address(),
                               QStringLiteral("--amount"), QStringLiteral("0.1")};
        // A --rpc that names no node: a usage error that names the option.
        Run r = cli(send + QStringList{QStringLiteral("--rpc"), QStringLiteral("ftp://x")});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains("--rpc: "), r.err.constData());
        // No --rpc: the sandbox's node, as for every command on a service on this computer;
        // then not imported: no key to sign with.
        r = cli(send);
        QCOMPARE(r.code, 4);
        QVERIFY(r.err.contains("import it first"));
        r = cli(send + QStringList{QStringLiteral("--rpc"), QStringLiteral("sandbox")});
        QCOMPARE(r.code, 4);
        QVERIFY(r.err.contains("import it first"));
        QCOMPARE(importKey(payer), payer.address());
        r = cli(send + QStringList{QStringLiteral("--rpc"), QStringLiteral("sandbox"),
                                   QStringLiteral("--priority-fee"), QStringLiteral("0.001"),
                                   QStringLiteral("--max-priority-fee"), QStringLiteral("0.0001"),
                                   QStringLiteral("--yes")});
        QCOMPARE(r.code, 4); // the fee asked for is above the user's own cap: refused
        QVERIFY2(r.err.contains("above your limit"), r.err.constData());
        QCOMPARE(balance(m_rig->rpc, payer.address()), quint64(1000000000));
    }

    // The CLI's local payments start in the desktop app's LocalPaymentController: without
    // --max-priority-fee the cap saved in the app's settings applies (one set of limits).
    void savedCapApplies()
    {
        const Keypair &payer = m_rig->fundedKey(1000000000);
        QCOMPARE(importKey(payer), payer.address());
        QSettings saved(QStringLiteral("Paydesk"), QStringLiteral("Paydesk"));
        saved.setValue(QStringLiteral("local/maxPriorityFeeLamports"), qulonglong(100000));
        saved.sync();
        const QStringList send{
            QStringLiteral("send"),    QStringLiteral("--local"),        QStringLiteral("--rpc"),
            QStringLiteral("sandbox"), QStringLiteral("--from"),         payer.address(),
            QStringLiteral("--to"),    generateKeypair().address(),      QStringLiteral("--amount"),
            QStringLiteral("0.1"),     QStringLiteral("--priority-fee"), QStringLiteral("0.001"),
            QStringLiteral("--yes")};
        Run r = cli(send);
        saved.remove(QStringLiteral("local/maxPriorityFeeLamports"));
        saved.sync();
        QCOMPARE(r.code, 4); // 0.001 SOL asked, 0.0001 SOL saved as the most: refused
        QVERIFY2(r.err.contains("above your limit"), r.err.constData());
        QVERIFY2(r.err.contains("--max-priority-fee"), r.err.constData()); // what to do
        QCOMPARE(balance(m_rig->rpc, payer.address()), quint64(1000000000));
        // A flag for this one run wins over the saved cap, and saves nothing.
        r = cli(send + QStringList{QStringLiteral("--max-priority-fee"), QStringLiteral("0.01")});
        QVERIFY2(r.code == 0, r.err.constData());
        QVERIFY(!saved.contains(QStringLiteral("local/maxPriorityFeeLamports")));
    }

    // A person approves on the terminal; off a terminal only --yes signs.
    void askedBeforeSigning()
    {
        const Keypair &payer = m_rig->fundedKey(1000000000);
        QCOMPARE(importKey(payer), payer.address());
        const QStringList send{QStringLiteral("send"),     QStringLiteral("--local"),
                               QStringLiteral("--rpc"),    QStringLiteral("sandbox"),
                               QStringLiteral("--from"),   payer.address(),
                               QStringLiteral("--to"),     generateKeypair().address(),
                               QStringLiteral("--amount"), QStringLiteral("0.1")};
        Run r = cli(send);
        QCOMPARE(r.code, 4);
        QVERIFY2(r.err.contains("Nobody was asked") && r.err.contains("--yes"), r.err.constData());
        QCOMPARE(balance(m_rig->rpc, payer.address()), quint64(1000000000));

        paydesk::testing::TestTerminal declining;
        QVERIFY(declining.isValid());
        r = cli(send, &declining, "n\n");
        QCOMPARE(r.code, 4);
        QVERIFY2(r.err.contains("Sign and send? [y/N]") && r.err.contains("declined"),
                 r.err.constData());
        // The review says who pays the network fee: the sender, as fee payer.
        QVERIFY2(r.err.contains("paid by you"), r.err.constData());
        QCOMPARE(balance(m_rig->rpc, payer.address()), quint64(1000000000));

        paydesk::testing::TestTerminal approving;
        r = cli(send, &approving, "y\n");
        QVERIFY2(r.code == 0, r.err.constData());
        QCOMPARE(r.json()[QStringLiteral("status")].toString(), QStringLiteral("confirmed"));
        QVERIFY(balance(m_rig->rpc, payer.address()) < quint64(1000000000 - 100000000));
    }

    // An RPC endpoint nobody answers at is a network failure: exit 5, not 3.
    void unreachableRpcExits5()
    {
        const Keypair &payer = m_rig->fundedKey(1000000000);
        QCOMPARE(importKey(payer), payer.address());
        const Run r =
            cli({QStringLiteral("send"), QStringLiteral("--local"), QStringLiteral("--rpc"),
                 QStringLiteral("http://127.0.0.1:1"), QStringLiteral("--from"), payer.address(),
                 QStringLiteral("--to"), generateKeypair().address(), QStringLiteral("--amount"),
                 QStringLiteral("0.1"), QStringLiteral("--yes")});
        QCOMPARE(r.code, 5);
        QCOMPARE(balance(m_rig->rpc, payer.address()), quint64(1000000000));
    }
    // `wallet list` and `balance` show the coin and, beside it, the USDC of the network the
    // node is on (the sandbox's /rpc for a service on this computer; its faucet gives 5 SOL and
    // 100 USDC).
    void walletListShowsBalances()
    {
        const Keypair &payer = m_rig->fundedKey(1250000000);
        QCOMPARE(importKey(payer), payer.address());
        const Run funded = cli({QStringLiteral("faucet"), payer.address()});
        QVERIFY2(funded.code == 0, funded.err.constData());
        const Run r = cli({QStringLiteral("wallet"), QStringLiteral("list")});
        QCOMPARE(r.code, 0);
        bool found = false;
        for (const QJsonValue &w : r.json()[QStringLiteral("wallets")].toArray()) {
            if (w[QStringLiteral("address")].toString() != payer.address())
                continue;
            found = true;
            QCOMPARE(w[QStringLiteral("balance")].toString(), QStringLiteral("6.25"));
            QCOMPARE(w[QStringLiteral("unit")].toString(), QStringLiteral("SOL"));
            const QJsonObject usdc = w[QStringLiteral("tokens")].toArray().at(0).toObject();
            QCOMPARE(usdc[QStringLiteral("symbol")].toString(), QStringLiteral("USDC"));
            QCOMPARE(usdc[QStringLiteral("balance")].toString(), QStringLiteral("100"));
        }
        QVERIFY2(found, r.out.constData());
        const Run b = cli({QStringLiteral("balance"), payer.address()});
        QVERIFY2(b.code == 0, b.err.constData());
        const QJsonObject row = b.json()[QStringLiteral("wallets")].toArray().at(0).toObject();
        QCOMPARE(row[QStringLiteral("network")].toString(), QStringLiteral("solana-sandbox"));
        const QJsonObject usdc = row[QStringLiteral("tokens")].toArray().at(0).toObject();
        QCOMPARE(usdc[QStringLiteral("balance")].toString(), QStringLiteral("100"));
        QCOMPARE(usdc[QStringLiteral("network")].toString(), QStringLiteral("solana-sandbox"));
        // A node that does not answer: the balances are unknown, and the list says why.
        const Run down = cli({QStringLiteral("wallet"), QStringLiteral("list"),
                              QStringLiteral("--rpc"), QStringLiteral("http://127.0.0.1:9/")});
        QCOMPARE(down.code, 0);
        bool said = false;
        for (const QJsonValue &w : down.json()[QStringLiteral("wallets")].toArray())
            if (w[QStringLiteral("address")].toString() == payer.address())
                said = !w[QStringLiteral("balanceError")].toString().isEmpty() &&
                       !w.toObject().contains(QStringLiteral("balance"));
        QVERIFY2(said, down.out.constData());
    }
    // The build above was never signed. Once its validity passed, the
    // service's record says expired with no fee, and `recover` reports it as such.
    void recoverReportsUnsignedBuilds()
    {
        QVERIFY(m_sandbox.advance(m_rig->network, 200));
        QTest::qWait(300); // the sandbox's tracker expires it on its next slot
        const Run r = cli({QStringLiteral("recover")});
        QVERIFY2(r.code == 0, r.err.constData());
        QVERIFY2(r.out.contains("not signed, nothing charged"), r.out.constData());
        QVERIFY(r.out.contains("\"signed\":false"));
        QVERIFY(r.out.contains("\"status\":\"expired\""));
    }
    // With the service down, recover says the unsigned builds could not be listed, never that
    // none waits.
    void recoverWithTheServiceDownSaysSo()
    {
        const Run r = cli({QStringLiteral("--service"), QStringLiteral("http://127.0.0.1:9"),
                           QStringLiteral("recover")});
        QVERIFY2(r.code == 0, r.err.constData());
        QVERIFY2(r.out.contains("could not be read"), r.out.constData());
        QVERIFY2(!r.out.contains("No local-mode build is waiting unsigned"), r.out.constData());
    }
};

QTEST_GUILESS_MAIN(TstCliLocal)
#include "tst_cli_local.moc"
