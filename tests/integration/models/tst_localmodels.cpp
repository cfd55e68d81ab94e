// The local-mode models without widgets: LocalWalletModel (QAbstractItemModelTester, balances
// over a real sandbox's Solana RPC, renaming), SolanaNodeSettings (per-profile defaults, checked
// URLs, persistence), LocalPaymentController (refuses unknown wallets and wallets with a payment
// that may still land) and WalletSetupController's backup check (no keychain needed for these).
#include "models/BalanceBook.h"
#include "models/LocalPaymentController.h"
#include "models/LocalWalletModel.h"
#include "models/SettingsModel.h"
#include "models/WalletSetupController.h"
#include "models/evm/EvmLocalPayments.h"
#include "models/evm/EvmNodeSettings.h"
#include "models/solana/SolanaLocalPayments.h"
#include "models/solana/SolanaNodeSettings.h"
#include "payments/solana/SolanaPaymentFlow.h"
#include "solana/Ed25519.h"
#include "util/TestSandbox.h"
#include "wallet/Mnemonic.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QSqlDatabase>
#include <QTemporaryDir>
#include <QTest>

using namespace paydesk;

class TstLocalModels : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_dir;
    std::unique_ptr<testing::TestSandbox> m_sandbox; // tests/util/TestSandbox.h
    QNetworkAccessManager m_nam;
    QSqlDatabase m_db;

    std::unique_ptr<SettingsModel> settings(const QString &name)
    {
        return std::make_unique<SettingsModel>(
            std::make_unique<QSettings>(m_dir.filePath(name), QSettings::IniFormat));
    }

private Q_SLOTS:
    void initTestCase()
    {
        sandbox::SandboxOptions o;
        o.logRequests = false;
        o.slotMs = 50;
        m_sandbox = std::make_unique<testing::TestSandbox>();
        QString error;
        QVERIFY2(m_sandbox->start(o, &error), qPrintable(error));
        m_db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("localmodels"));
        m_db.setDatabaseName(m_dir.filePath(QStringLiteral("db.sqlite")));
        QVERIFY(m_db.open());
    }

    void walletModelWithBalances()
    {
        auto s = settings(QStringLiteral("a.ini"));
        SolanaNodeSettings rpc(s.get(), &m_nam);
        rpc.setProfile(QStringLiteral("sandbox"), m_sandbox->url());
        wallet::WalletDirectory directory(m_db);
        QVERIFY(directory.isReady());
        x402::ChainNodes nodes;
        nodes.set(Chain::Solana, rpc.rpc());
        BalanceBook book(nodes);
        connect(&rpc, &SolanaNodeSettings::endpointChanged, &book, &BalanceBook::reset);
        LocalWalletModel model(&directory, &book);
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(model.rowCount(), 0);
        const QString a = solana::generateKeypair().address();
        const QString b = solana::generateKeypair().address();
        QVERIFY(
            directory.add({a, QStringLiteral("Alpha"), QStringLiteral("created"),
                           QStringLiteral("m/44'/501'/0'/0'"), QDateTime::currentDateTimeUtc()}));
        // A second later: wallets list in creation order, ties by address (random here).
        QVERIFY(directory.add({b,
                               {},
                               QStringLiteral("keypair-file"),
                               {},
                               QDateTime::currentDateTimeUtc().addSecs(1)}));
        model.reload();
        QCOMPARE(model.rowCount(), 2);
        QCOMPARE(model.data(model.index(1, LocalWalletModel::LabelColumn)).toString(),
                 QStringLiteral("(no label)"));
        QVERIFY(model.data(model.index(0, LocalWalletModel::KindColumn))
                    .toString()
                    .contains(QStringLiteral("m/44'/501'/0'/0'")));
        QVERIFY(!model.data(model.index(0, 0), LocalWalletModel::LamportsRole).isValid());

        RpcCall *drop = rpc.rpc()->call(QStringLiteral("requestAirdrop"),
                                        {a.toStdString(), quint64(1234500000)});
        QSignalSpy dropped(drop, &RpcCall::finished);
        QVERIFY(dropped.wait(10000));
        QVERIFY2(drop->ok(), qPrintable(drop->errorText()));
        QSignalSpy refreshed(&model, &LocalWalletModel::balancesRefreshed);
        model.refreshBalances();
        QVERIFY(model.isRefreshing());
        QVERIFY(refreshed.wait(10000));
        QCOMPARE(model.balanceOf(a).value_or(0), quint64(1234500000));
        QCOMPARE(model.balanceOf(b).value_or(1), quint64(0));
        QCOMPARE(model.data(model.index(0, LocalWalletModel::BalanceColumn)).toString(),
                 QStringLiteral("1.2345 SOL"));
        QCOMPARE(model.data(model.index(0, 0), LocalWalletModel::LamportsRole).toULongLong(),
                 qulonglong(1234500000));

        // Renaming goes to the directory.
        QVERIFY(
            model.setData(model.index(1, LocalWalletModel::LabelColumn), QStringLiteral(" Beta ")));
        QCOMPARE(directory.find(b)->label, QStringLiteral("Beta"));
        QVERIFY(
            !model.setData(model.index(1, LocalWalletModel::AddressColumn), QStringLiteral("x")));

        // Another endpoint: the old balances go, the new endpoint's come (here: none answer).
        QVERIFY(
            rpc.choose(SolanaNodeSettings::Cluster::Custom, QStringLiteral("http://127.0.0.1:9")));
        QVERIFY(!model.balanceOf(a));
        QVERIFY(refreshed.wait(20000));
        QVERIFY(!model.balanceOf(a));
        QVERIFY(!model.balanceError().isEmpty());
        QCOMPARE(model.data(model.index(0, LocalWalletModel::BalanceColumn)).toString(),
                 QStringLiteral("unknown"));
        QVERIFY(directory.remove(a) && directory.remove(b));
    }

    void rpcSettingsPerProfile()
    {
        auto s = settings(QStringLiteral("b.ini"));
        SolanaNodeSettings rpc(s.get(), &m_nam);
        rpc.setProfile(QStringLiteral("service"), QUrl(QStringLiteral("https://pay.example.com")));
        QCOMPARE(rpc.cluster(), SolanaNodeSettings::Cluster::Devnet); // never real money by default
        QCOMPARE(rpc.endpoint().toString(), QStringLiteral("https://api.devnet.solana.com"));
        QString error;
        QVERIFY(!rpc.choose(SolanaNodeSettings::Cluster::Sandbox, {}, &error));
        QVERIFY(!error.isEmpty());
        QVERIFY(!rpc.choose(SolanaNodeSettings::Cluster::MainnetBeta,
                            QStringLiteral("http://rpc.example.com"), &error));
        QVERIFY(error.contains(QStringLiteral("https")));
        QVERIFY(!rpc.choose(SolanaNodeSettings::Cluster::Custom, {}, &error));
        QSignalSpy changed(&rpc, &SolanaNodeSettings::endpointChanged);
        QVERIFY(rpc.choose(SolanaNodeSettings::Cluster::MainnetBeta,
                           QStringLiteral("https://my-node.example.com/rpc")));
        QCOMPARE(changed.count(), 1);
        QVERIFY(rpc.hasOwnUrl(SolanaNodeSettings::Cluster::MainnetBeta));
        QCOMPARE(rpc.rpc()->endpoint().toString(),
                 QStringLiteral("https://my-node.example.com/rpc"));

        // Another model over the same settings (a restart) sees the same; the sandbox profile
        // keeps its own choice, the sandbox's /rpc.
        SolanaNodeSettings again(s.get(), &m_nam);
        again.setProfile(QStringLiteral("service"),
                         QUrl(QStringLiteral("https://pay.example.com")));
        QCOMPARE(again.cluster(), SolanaNodeSettings::Cluster::MainnetBeta);
        again.setProfile(QStringLiteral("sandbox"), m_sandbox->url());
        QCOMPARE(again.cluster(), SolanaNodeSettings::Cluster::Sandbox);
        QCOMPARE(again.endpoint().toString(), m_sandbox->url().toString() + QStringLiteral("/rpc"));

        QSignalSpy health(&again, &SolanaNodeSettings::healthChecked);
        again.checkHealth();
        QVERIFY(health.wait(10000));
        QVERIFY(health.first().at(0).toBool());
    }

    // A sandbox service on this computer (paydesk-sandbox, not the built-in one) has its own
    // chains, as paydesk-cli has always assumed: the desktop app picks the same nodes.
    void standaloneSandboxChainsAreItsOwn()
    {
        auto s = settings(QStringLiteral("standalone.ini"));
        SolanaNodeSettings rpc(s.get(), &m_nam);
        rpc.setProfile(QStringLiteral("service"), m_sandbox->url());
        QCOMPARE(rpc.cluster(), SolanaNodeSettings::Cluster::Sandbox);
        QCOMPARE(rpc.endpoint().toString(), m_sandbox->url().toString() + QStringLiteral("/rpc"));
        EvmNodeSettings evm(s.get(), &m_nam);
        evm.setProfile(QStringLiteral("service"), m_sandbox->url());
        QVERIFY(evm.net() == EvmNodeSettings::Net::Sandbox);
        QCOMPARE(evm.endpoint().toString(), m_sandbox->url().toString() + QStringLiteral("/evm"));
        // A service elsewhere keeps the public test networks.
        evm.setProfile(QStringLiteral("service"), QUrl(QStringLiteral("https://pay.example.com")));
        QVERIFY(evm.net() == EvmNodeSettings::Net::BaseSepolia);
    }

    // What every face takes of the families' node choices, whatever the family
    // (NodeSettings::chainNodes): each family's client, and with `paying` the one network its
    // wallets pay on (Solana: the cluster's; EVM: none, its chain is asked per option).
    void nodeSettingsAsChainNodes()
    {
        auto s = settings(QStringLiteral("nodes.ini"));
        SolanaNodeSettings solana(s.get(), &m_nam);
        EvmNodeSettings evm(s.get(), &m_nam);
        const QList<NodeSettings *> all{&solana, &evm};
        for (NodeSettings *n : all)
            n->setProfile(QStringLiteral("service"),
                          QUrl(QStringLiteral("https://pay.example.com")));
        QCOMPARE(solana.chosen(), QStringLiteral("devnet"));
        QCOMPARE(evm.chosen(), QStringLiteral("base-sepolia"));
        QVERIFY(!solana.onSandbox() && !evm.onSandbox());

        const x402::ChainNodes paying = NodeSettings::chainNodes(all, true);
        QCOMPARE(paying.node(Chain::Solana), solana.client());
        QCOMPARE(paying.node(Chain::Evm), evm.client());
        QCOMPARE(paying.network(Chain::Solana), QStringLiteral("solana-devnet"));
        QVERIFY(paying.network(Chain::Evm).isEmpty());
        const x402::ChainNodes reading = NodeSettings::chainNodes(all, false);
        QVERIFY(reading.network(Chain::Solana).isEmpty());
        QCOMPARE(reading.node(Chain::Evm), evm.client());

        // A choice the family does not list is refused with a sentence and changes nothing; the
        // sandbox's own node is offered only with the sandbox.
        QString error;
        QVERIFY(!evm.chooseNamed(QStringLiteral("solana-devnet"), {}, &error));
        QVERIFY(!error.isEmpty());
        QCOMPARE(evm.chosen(), QStringLiteral("base-sepolia"));
        QVERIFY(!solana.chooseNamed(QStringLiteral("sandbox"), {}, &error));
        QVERIFY(error.contains(QStringLiteral("sandbox")));
        const auto sandbox = solana.choice(QStringLiteral("sandbox"));
        QVERIFY(sandbox && sandbox->sandbox && !sandbox->custom);
        QVERIFY(solana.choice(QStringLiteral("custom"))->custom);

        // A custom Solana node is taken as the sandbox's cluster when paying (the kit checks its
        // genesis hash first); its network is not known.
        QVERIFY(solana.chooseNamed(QStringLiteral("custom"), QStringLiteral("http://127.0.0.1:9")));
        QVERIFY(solana.networkId().isEmpty());
        QCOMPARE(solana.paysOn(), QStringLiteral("solana-sandbox"));
        // The profile with the sandbox: both on the sandbox's own nodes.
        for (NodeSettings *n : all)
            n->setProfile(QStringLiteral("sandbox"), m_sandbox->url());
        QVERIFY(solana.onSandbox() && evm.onSandbox());
        QCOMPARE(NodeSettings::chainNodes(all, true).network(Chain::Solana),
                 QStringLiteral("solana-sandbox"));
    }

    void controllerRefusesWhatMayStillLand()
    {
        auto s = settings(QStringLiteral("c.ini"));
        SolanaNodeSettings rpc(s.get(), &m_nam);
        rpc.setProfile(QStringLiteral("sandbox"), m_sandbox->url());
        wallet::WalletDirectory directory(m_db);
        PaymentJournal journal(m_db);
        QVERIFY(journal.isReady());
        wallet::WalletManager manager(nullptr, &directory);
        ServiceClient client(&m_nam, ServiceConfig{});
        LocalPaymentController c({&client, &journal, &manager, s.get(), nullptr});
        SolanaLocalPayments solana(&rpc, s.get());
        c.addFamilyPart(&solana);
        QCOMPARE(c.part<SolanaLocalPayments>(Chain::Solana)->maxPriorityFeeLamports(),
                 quint64(1000000));
        QVERIFY(!c.part<EvmLocalPayments>(Chain::Evm)); // none added: EVM sends are refused
        QVERIFY(c.simulate());

        const QString w = solana::generateKeypair().address();
        SendPaymentRequest r{
            w, solana::generateKeypair().address(), QStringLiteral("0.1"), {}, {}, {}, {}};
        QVERIFY(!c.startSend(r));
        QVERIFY(c.lastError().contains(QStringLiteral("Wallets page")));

        QVERIFY(directory.add({w, {}, QStringLiteral("secret-key"), {}, {}}));
        JournalEntry e;
        e.direction = Direction::Sent;
        e.wallet = w;
        e.signature = QStringLiteral("sigStillOpen");
        e.wire = QByteArray(100, 'x');
        QVERIFY(journal.record(e));
        QVERIFY(!c.startSend(r));
        QVERIFY(c.lastError().contains(QStringLiteral("sigStillOpen")));
        QVERIFY(journal.update(journal.findBySignature(e.signature)->id, JournalState::Expired));
        PaymentFlow *flow = c.startSend(r); // now it may go (and fails at the service)
        QVERIFY(qobject_cast<solana::SolanaPaymentFlow *>(flow)); // the wallet's family's flow
        QSignalSpy finished(flow, &PaymentFlow::finished);
        QVERIFY(finished.wait(10000));
        QCOMPARE(flow->outcome(), PaymentFlow::Outcome::Error);
        QVERIFY(directory.remove(w));
    }

    void backupCheckWithoutKeychain()
    {
        WalletSetupController setup(nullptr);
        QVERIFY(!setup.hasPhrase());
        QSignalSpy finished(&setup, &WalletSetupController::finished);
        QVERIFY(!setup.generate(13));
        QVERIFY(finished.wait(1000)); // a refusal arrives asynchronously too
        QVERIFY(setup.generate(24));
        QCOMPARE(setup.wordCount(), 24);
        const QList<int> pos = setup.backupPositions();
        QCOMPARE(pos.size(), 3);
        QStringList typed;
        for (int p : pos)
            typed << setup.wordForDisplay(p);
        QStringList wrong = typed;
        wrong[2] = wrong[2] == u"zoo" ? QStringLiteral("zone") : QStringLiteral("zoo");
        int at = -1;
        QVERIFY(!setup.checkBackup(wrong, &at));
        QCOMPARE(at, pos[2]);
        QVERIFY(!setup.backupChecked());
        QVERIFY(!setup.createWallet({}, {})); // not before the check passes
        QVERIFY(setup.checkBackup(typed));
        QVERIFY(setup.backupChecked());
        setup.discard();
        QVERIFY(!setup.hasPhrase());
        QCOMPARE(setup.wordCount(), 0);
    }

    void cleanupTestCase()
    {
        m_db.close();
        m_db = QSqlDatabase();
        QSqlDatabase::removeDatabase(QStringLiteral("localmodels"));
        m_sandbox.reset();
    }
};

QTEST_GUILESS_MAIN(TstLocalModels)
#include "tst_localmodels.moc"
