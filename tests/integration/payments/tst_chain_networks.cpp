// ChainKits::identifyNetworks against the sandbox's two real nodes over loopback: each family's
// node says which network it is on (Solana by its genesis hash, EVM by eth_chainId), all asked
// at once and answered once; a node that does not answer is a problem, never a network.
#include "evm/EvmRpcClient.h"
#include "payments/kits/ChainKits.h"
#include "solana/RpcClient.h"
#include "util/TestSandbox.h"

#include <QNetworkAccessManager>
#include <QSignalSpy>
#include <QTcpServer>
#include <QTest>

using namespace paydesk;
using namespace paydesk::x402;

class TestChainNetworks : public QObject
{
    Q_OBJECT
    testing::TestSandbox m_sandbox;
    QNetworkAccessManager m_network;

    QUrl evmUrl() const
    {
        QUrl u = m_sandbox.url();
        u.setPath(QStringLiteral("/evm"));
        return u;
    }
    struct Answer
    {
        int calls = 0;
        QHash<Chain, QString> networks, problems;
    };
    // Asks, checks that nothing answers before the call returns, and waits for the answer.
    Answer ask(const ChainNodes &nodes, const QSet<Chain> &families)
    {
        Answer a;
        ChainKits::standard().identifyNetworks(
            nodes, families, this,
            [&a](const QHash<Chain, QString> &networks, const QHash<Chain, QString> &problems) {
                ++a.calls;
                a.networks = networks;
                a.problems = problems;
            });
        [&]() {
            QCOMPARE(a.calls, 0); // later, never inside the call
            QVERIFY(QTest::qWaitFor([&]() { return a.calls > 0; }, 15000));
        }();
        QTest::qWait(50); // and only once
        return a;
    }

private Q_SLOTS:
    void initTestCase() { m_sandbox.startOrDie({}); }

    void eachNodeSaysItsNetwork()
    {
        solana::RpcClient solana(&m_network, m_sandbox.rpcUrl());
        evm::EvmRpcClient evm(&m_network, evmUrl());
        ChainNodes nodes;
        nodes.set(Chain::Solana, &solana);
        nodes.set(Chain::Evm, &evm);
        const Answer a = ask(nodes, {Chain::Solana, Chain::Evm});
        QCOMPARE(a.calls, 1);
        QCOMPARE(a.networks.value(Chain::Solana), QStringLiteral("solana-sandbox"));
        QCOMPARE(a.networks.value(Chain::Evm), QStringLiteral("eip155:4020"));
        QVERIFY(a.problems.isEmpty());
    }

    void silentNodeIsAProblemAndNoNodeIsNeither()
    {
        QTcpServer closed; // a port nothing listens on any more
        QVERIFY(closed.listen(QHostAddress::LocalHost));
        const quint16 port = closed.serverPort();
        closed.close();
        evm::EvmRpcClient evm(&m_network,
                              QUrl(QStringLiteral("http://127.0.0.1:%1/evm").arg(port)));
        evm.setTimeoutMs(3000);
        ChainNodes nodes;
        nodes.set(Chain::Evm, &evm);
        const Answer a = ask(nodes, {Chain::Solana, Chain::Evm});
        QCOMPARE(a.calls, 1);
        QVERIFY(a.networks.isEmpty());
        QVERIFY(a.problems.contains(Chain::Evm));
        QVERIFY(!a.problems.value(Chain::Evm).isEmpty());
        QVERIFY(!a.problems.contains(Chain::Solana)); // no node given: not asked
        // Nothing to ask: answered all the same, later.
        const Answer none = ask(ChainNodes(), {Chain::Solana});
        QCOMPARE(none.calls, 1);
        QVERIFY(none.networks.isEmpty() && none.problems.isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestChainNetworks)
#include "tst_chain_networks.moc"
