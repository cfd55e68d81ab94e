#pragma once

#include "RpcClient.h"

#include <QElapsedTimer>
#include <QObject>

namespace paydesk::solana {

// Is this RPC endpoint usable? getHealth (when the node has it), then getBlockHeight; reports
// the block height and the round-trip time, or what is wrong.
class RpcHealthCheck : public QObject
{
    Q_OBJECT
public:
    explicit RpcHealthCheck(RpcClient *rpc, QObject *parent = nullptr);
    void start();

    bool isHealthy() const { return m_healthy; }
    quint64 blockHeight() const { return m_blockHeight; }
    qint64 latencyMs() const { return m_latencyMs; }
    QString errorText() const { return m_errorText; }

Q_SIGNALS:
    void finished();

private:
    void fetchHeight();
    void done(bool healthy, const QString &error);

    RpcClient *m_rpc;
    QElapsedTimer m_clock;
    bool m_healthy = false;
    quint64 m_blockHeight = 0;
    qint64 m_latencyMs = -1;
    QString m_errorText;
};

} // namespace paydesk::solana
