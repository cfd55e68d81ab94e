#pragma once

#include "HttpExchange.h"

namespace paydesk::sandbox {

class RemoteEvmChain;

// POST /evm with --evm-rpc: JSON-RPC bodies (single or batch) go to that node unchanged and its
// answers come back unchanged. A raw transaction the node accepts (eth_sendRawTransaction
// answered with its hash) is remembered by its signing hash, so the local-mode payment it pays
// follows that hash (PaymentTracker).
class EvmRpcProxy
{
public:
    explicit EvmRpcProxy(RemoteEvmChain *remote) : m_remote(remote) {}

    void handle(const ExchangePtr &exchange);

private:
    RemoteEvmChain *m_remote;
};

} // namespace paydesk::sandbox
