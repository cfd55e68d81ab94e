#include "RpcHealthCheck.h"

namespace paydesk::solana {

RpcHealthCheck::RpcHealthCheck(RpcClient *rpc, QObject *parent) : QObject(parent), m_rpc(rpc) {}

void RpcHealthCheck::start()
{
    m_clock.start();
    RpcCall *health = m_rpc->getHealth();
    connect(health, &RpcCall::finished, this, [this, health]() {
        health->deleteLater();
        if (health->ok() || health->error().code == RpcError::kMethodNotFound) {
            if (health->ok() && health->result() != "ok")
                return done(false, tr("The RPC endpoint reports that it is not healthy: %1")
                                       .arg(QString::fromStdString(health->result().dump())));
            return fetchHeight();
        }
        if (health->error().kind == RpcError::Kind::Rpc)
            return done(false, tr("The RPC endpoint reports that it is not healthy: %1")
                                   .arg(health->error().message));
        done(false, health->errorText());
    });
}

void RpcHealthCheck::fetchHeight()
{
    RpcCall *height = m_rpc->getBlockHeight();
    connect(height, &RpcCall::finished, this, [this, height]() {
        height->deleteLater();
        const auto h = height->ok() ? RpcClient::parseU64(height->result()) : std::nullopt;
        if (!h)
            return done(false, height->ok() ? tr("The RPC endpoint sent no block height.")
                                            : height->errorText());
        m_blockHeight = *h;
        done(true, {});
    });
}

void RpcHealthCheck::done(bool healthy, const QString &error)
{
    m_healthy = healthy;
    m_errorText = error;
    m_latencyMs = m_clock.elapsed();
    Q_EMIT finished();
}

} // namespace paydesk::solana
