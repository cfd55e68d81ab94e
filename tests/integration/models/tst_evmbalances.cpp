// EVM in the model layer against a real sandbox's /evm JSON-RPC (chain 4020): the per-network
// EVM endpoint table and its explorer links, EvmNodeSettings (per-profile defaults, checked
// URLs, persistence), the health check on the right chain and on a node of another chain, and
// EVM balances read exactly (BalanceBook, LocalWalletModel's network and balance columns).
#include "core/Network.h"
#include "evm/EvmHealthCheck.h"
#include "models/BalanceBook.h"
#include "models/LocalWalletModel.h"
#include "models/SettingsModel.h"
#include "models/evm/EvmNodeSettings.h"
#include "models/solana/SolanaNodeSettings.h"
#include "sandbox/SandboxServer.h"
#include "util/TestSandbox.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QSqlDatabase>
#include <QTemporaryDir>
#include <QTest>

using namespace paydesk;
using evm::EvmEndpoint;
using Net = EvmEndpoint::Net;

namespace {
const QString kFunded = QString::fromLatin1(sandbox::SandboxServer::kEvmDemoAccount);
} // namespace

class TstEvmBalances : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_dir;
    testing::TestSandbox m_sandbox;
    QNetworkAccessManager m_nam;

    std::unique_ptr<SettingsModel> settings(const QString &name)
    {
        return std::make_unique<SettingsModel>(
            std::make_unique<QSettings>(m_dir.filePath(name), QSettings::IniFormat));
    }
    QString evmUrl() const { return m_sandbox.url().toString() + QStringLiteral("/evm"); }

    // Runs a health check of `rpc`'s chosen endpoint; the text it reported.
    static std::pair<bool, QString> check(EvmNodeSettings &rpc)
    {
        QSignalSpy spy(&rpc, &EvmNodeSettings::healthChecked);
        rpc.checkHealth();
        if (spy.isEmpty() && !spy.wait(15000))
            return {false, QStringLiteral("(no answer)")};
        return {spy.first().at(0).toBool(), spy.first().at(1).toString()};
    }

private Q_SLOTS:
    void initTestCase()
    {
        sandbox::SandboxOptions o;
        o.slotMs = 50;
        m_sandbox.startOrDie(o);
    }

    void endpointTable()
    {
        const QList<std::pair<Net, quint64>> chains{
            {Net::Ethereum, 1},  {Net::Base, 8453},         {Net::BaseSepolia, 84532},
            {Net::Polygon, 137}, {Net::ArbitrumOne, 42161}, {Net::Sandbox, 4020}};
        for (const auto &[net, id] : chains) {
            QCOMPARE(EvmEndpoint::chainId(net), id);
            // Every network of the table is in the one network table too (its name, testnet).
            QVERIFY2(Network::find(EvmEndpoint::caip2(net)), qPrintable(EvmEndpoint::caip2(net)));
            QVERIFY(EvmEndpoint::fromName(EvmEndpoint::netName(net)) == net);
        }
        QCOMPARE(EvmEndpoint::chainId(Net::Custom), quint64(0));
        const QString hash = QStringLiteral("0x") + QString(64, u'a');
        QCOMPARE(EvmEndpoint::explorerTx(Net::Ethereum, hash).toString(),
                 QStringLiteral("https://etherscan.io/tx/") + hash);
        QCOMPARE(EvmEndpoint::explorerTx(Net::BaseSepolia, hash).host(),
                 QStringLiteral("sepolia.basescan.org"));
        QCOMPARE(EvmEndpoint::explorer(Net::Base).host(), QStringLiteral("basescan.org"));
        QCOMPARE(EvmEndpoint::explorer(Net::Polygon).host(), QStringLiteral("polygonscan.com"));
        QCOMPARE(EvmEndpoint::explorerAddress(Net::ArbitrumOne, kFunded).toString(),
                 QStringLiteral("https://arbiscan.io/address/") + kFunded);
        // The sandbox's chain has no public explorer; a malformed hash makes no link.
        QVERIFY(EvmEndpoint::explorerTx(Net::Sandbox, hash).isEmpty());
        QVERIFY(EvmEndpoint::explorerTx(Net::Ethereum, QStringLiteral("0x12")).isEmpty());
        // By a record's CAIP-2 network (the status page's link).
        QCOMPARE(EvmEndpoint::explorerTx(QStringLiteral("eip155:8453"), hash).toString(),
                 QStringLiteral("https://basescan.org/tx/") + hash);
        QVERIFY(EvmEndpoint::explorerTx(QStringLiteral("eip155:4020"), hash).isEmpty());
        QVERIFY(EvmEndpoint::explorerTx(QStringLiteral("eip155:999999"), hash).isEmpty());
        QString error;
        QVERIFY(!EvmEndpoint::parse(QStringLiteral("http://rpc.example.com"), {}, &error));
        QVERIFY(error.contains(QStringLiteral("https")));
        QVERIFY(!EvmEndpoint::parse(QStringLiteral("sandbox"), {}, &error));
        QCOMPARE(EvmEndpoint::parse(QStringLiteral("sandbox"), m_sandbox.url(), &error)->url,
                 QUrl(evmUrl()));
    }

    void settingsPerProfile()
    {
        auto s = settings(QStringLiteral("profiles.ini"));
        {
            EvmNodeSettings rpc(s.get(), &m_nam);
            rpc.setProfile(QStringLiteral("sandbox"), m_sandbox.url());
            QVERIFY(rpc.net() == Net::Sandbox);
            QCOMPARE(rpc.endpoint(), QUrl(evmUrl()));
            QCOMPARE(rpc.rpc()->endpoint(), QUrl(evmUrl()));
            // A real service: never real money by default, and no sandbox chain.
            rpc.setProfile(QStringLiteral("service"), QUrl(QStringLiteral("https://pay.example")));
            QVERIFY(rpc.net() == Net::BaseSepolia);
            QCOMPARE(rpc.endpoint().toString(), QStringLiteral("https://sepolia.base.org"));
            QString error;
            QVERIFY(!rpc.choose(Net::Sandbox, {}, &error));
            QVERIFY(!error.isEmpty());
            QVERIFY(!rpc.choose(Net::Custom, QStringLiteral("http://rpc.example.com"), &error));
            QVERIFY(rpc.choose(Net::Base, QStringLiteral("https://base.example/rpc"), &error));
            QVERIFY(rpc.hasOwnUrl(Net::Base));
            QCOMPARE(rpc.chainId(), quint64(8453));
        }
        // Stored per profile: a second model on the same settings reads it back.
        EvmNodeSettings again(s.get(), &m_nam);
        again.setProfile(QStringLiteral("service"), QUrl(QStringLiteral("https://pay.example")));
        QVERIFY(again.net() == Net::Base);
        QCOMPARE(again.endpoint().toString(), QStringLiteral("https://base.example/rpc"));
        again.setProfile(QStringLiteral("sandbox"), m_sandbox.url());
        QVERIFY(again.net() == Net::Sandbox);
    }

    void healthOnTheRightAndTheWrongChain()
    {
        auto s = settings(QStringLiteral("health.ini"));
        EvmNodeSettings rpc(s.get(), &m_nam);
        rpc.setProfile(QStringLiteral("sandbox"), m_sandbox.url());
        auto [ok, text] = check(rpc);
        QVERIFY2(ok, qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("chain 4020")), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("block")), qPrintable(text));

        // Base Sepolia through a node that is really the sandbox's chain: refused, and said why.
        QVERIFY(rpc.choose(Net::BaseSepolia, evmUrl()));
        std::tie(ok, text) = check(rpc);
        QVERIFY(!ok);
        QVERIFY2(text.contains(QStringLiteral("4020")) && text.contains(QStringLiteral("84532")),
                 qPrintable(text));

        // The check itself: chain and block number of a custom endpoint (any chain).
        evm::EvmRpcClient client(&m_nam, QUrl(evmUrl()));
        evm::EvmHealthCheck any(&client, 0);
        QSignalSpy done(&any, &evm::EvmHealthCheck::finished);
        any.start();
        QVERIFY(done.wait(15000));
        QVERIFY(any.isHealthy());
        QVERIFY(!any.isWrongChain());
        QCOMPARE(any.chainId(), quint64(4020));
        evm::EvmHealthCheck wrong(&client, 1);
        QSignalSpy wrongDone(&wrong, &evm::EvmHealthCheck::finished);
        wrong.start();
        QVERIFY(wrongDone.wait(15000));
        QVERIFY(wrong.isWrongChain());
        QVERIFY(!wrong.isHealthy());

        // A dead port: not usable, with the transport's reason.
        QVERIFY(rpc.choose(Net::Custom, QStringLiteral("http://127.0.0.1:9/evm")));
        std::tie(ok, text) = check(rpc);
        QVERIFY(!ok);
        QVERIFY(text.startsWith(QStringLiteral("Not usable")));
    }

    void exactBalancesInTheWalletTable()
    {
        auto s = settings(QStringLiteral("balances.ini"));
        SolanaNodeSettings solanaRpc(s.get(), &m_nam);
        solanaRpc.setProfile(QStringLiteral("sandbox"), m_sandbox.url());
        EvmNodeSettings rpc(s.get(), &m_nam);
        rpc.setProfile(QStringLiteral("sandbox"), m_sandbox.url());
        x402::ChainNodes nodes;
        nodes.set(Chain::Solana, solanaRpc.rpc());
        nodes.set(Chain::Evm, rpc.rpc());
        BalanceBook book(nodes);
        // 100 ETH is 10^20 wei: more than 64 bits hold, shown exactly.
        QSignalSpy changed(&book, &BalanceBook::changed);
        book.refresh(kFunded);
        QTRY_VERIFY_WITH_TIMEOUT(book.entry(kFunded).state == BalanceBook::State::Known, 15000);
        QCOMPARE(book.balance(kFunded)->unitsString(), QStringLiteral("100000000000000000000"));
        QCOMPARE(book.balance(kFunded)->decimals(), 18);
        QCOMPARE(book.text(kFunded), QStringLiteral("100 ETH"));
        // Without an EVM client, an EVM address says so (the Solana-only CLI of old).
        nodes.set(Chain::Evm, nullptr);
        BalanceBook solanaOnly(nodes);
        solanaOnly.refresh(kFunded);
        QVERIFY(solanaOnly.entry(kFunded).state == BalanceBook::State::Unsupported);

        QSqlDatabase db =
            QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("evmbalances"));
        db.setDatabaseName(m_dir.filePath(QStringLiteral("db.sqlite")));
        QVERIFY(db.open());
        {
            wallet::WalletDirectory directory(db);
            QVERIFY(directory.isReady());
            QVERIFY(directory.add({kFunded, QStringLiteral("Demo"), QStringLiteral("created"),
                                   QStringLiteral("m/44'/60'/0'/0/0"),
                                   QDateTime::currentDateTimeUtc()}));
            LocalWalletModel model(&directory, &book);
            model.setNodeSettings({&solanaRpc, &rpc});
            QAbstractItemModelTester tester(&model,
                                            QAbstractItemModelTester::FailureReportingMode::QtTest);
            QCOMPARE(model.rowCount(), 1);
            QVERIFY(model.chainAt(0) == Chain::Evm);
            QCOMPARE(model.data(model.index(0, LocalWalletModel::NetworkColumn)).toString(),
                     QStringLiteral("EVM · Sandbox EVM"));
            QCOMPARE(model.data(model.index(0, LocalWalletModel::BalanceColumn)).toString(),
                     QStringLiteral("100 ETH"));
            // Lamports are for Solana wallets only.
            QVERIFY(!model.data(model.index(0, 0), LocalWalletModel::LamportsRole).isValid());
            // Another network: the balances start over and the network column follows.
            QVERIFY(rpc.choose(Net::Custom, QStringLiteral("http://127.0.0.1:9/evm")));
            QCOMPARE(model.data(model.index(0, LocalWalletModel::NetworkColumn)).toString(),
                     QStringLiteral("EVM · custom endpoint"));
        }
        db.close();
    }
};

QTEST_GUILESS_MAIN(TstEvmBalances)
#include "tst_evmbalances.moc"
