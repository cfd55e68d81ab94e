#include "EvmHealthCheck.h"

namespace paydesk::evm {

EvmHealthCheck::EvmHealthCheck(EvmRpcClient *rpc, quint64 expectedChainId, QObject *parent)
    : QObject(parent), m_rpc(rpc), m_expected(expectedChainId)
{}

void EvmHealthCheck::start()
{
    m_clock.start();
    RpcCall *chain = m_rpc->chainId();
    connect(chain, &RpcCall::finished, this, [this, chain]() {
        chain->deleteLater();
        if (!chain->ok())
            return done(false, chain->errorText());
        const auto id = EvmRpcClient::parseQuantity64(chain->result());
        if (!id || *id == 0)
            return done(false, tr("The RPC endpoint sent no chain id."));
        m_chainId = *id;
        if (m_expected != 0 && m_chainId != m_expected) {
            m_wrongChain = true;
            return done(false, tr("This node is on chain %1, not on chain %2 of the network you "
                                  "chose. Paydesk would read wrong balances and sign for the "
                                  "wrong chain through it.")
                                   .arg(m_chainId)
                                   .arg(m_expected));
        }
        fetchBlock();
    });
}

void EvmHealthCheck::fetchBlock()
{
    RpcCall *block = m_rpc->blockNumber();
    connect(block, &RpcCall::finished, this, [this, block]() {
        block->deleteLater();
        const auto n = block->ok() ? EvmRpcClient::parseQuantity64(block->result()) : std::nullopt;
        if (!n)
            return done(false, block->ok() ? tr("The RPC endpoint sent no block number.")
                                           : block->errorText());
        m_blockNumber = *n;
        done(true, {});
    });
}

void EvmHealthCheck::done(bool healthy, const QString &error)
{
    m_healthy = healthy;
    m_errorText = error;
    m_latencyMs = m_clock.elapsed();
    Q_EMIT finished();
}

} // namespace paydesk::evm
