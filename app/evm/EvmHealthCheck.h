#pragma once

#include "EvmRpcClient.h"

#include <QElapsedTimer>
#include <QObject>

namespace paydesk::evm {

// Is this EVM JSON-RPC endpoint usable for the network it was chosen for? eth_chainId (held
// against the expected chain: a node of another chain is not usable, however healthy), then
// eth_blockNumber; reports both and the round-trip time, or what is wrong.
class EvmHealthCheck : public QObject
{
    Q_OBJECT
public:
    // `expectedChainId` 0: any chain (a custom endpoint); the answer still names the chain.
    EvmHealthCheck(EvmRpcClient *rpc, quint64 expectedChainId, QObject *parent = nullptr);
    void start();

    bool isHealthy() const { return m_healthy; }
    // The node answered, but for another chain than the expected one.
    bool isWrongChain() const { return m_wrongChain; }
    quint64 chainId() const { return m_chainId; } // 0 until eth_chainId answered
    quint64 blockNumber() const { return m_blockNumber; }
    qint64 latencyMs() const { return m_latencyMs; }
    QString errorText() const { return m_errorText; }

Q_SIGNALS:
    void finished();

private:
    void fetchBlock();
    void done(bool healthy, const QString &error);

    EvmRpcClient *m_rpc;
    quint64 m_expected;
    QElapsedTimer m_clock;
    bool m_healthy = false;
    bool m_wrongChain = false;
    quint64 m_chainId = 0;
    quint64 m_blockNumber = 0;
    qint64 m_latencyMs = -1;
    QString m_errorText;
};

} // namespace paydesk::evm
