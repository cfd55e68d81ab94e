#include "RemoteEvmChain.h"

#include <QNetworkReply>

namespace paydesk::sandbox {

using evm::EvmRpcClient;
using evm::U256;

RemoteEvmChain::RemoteEvmChain(const QUrl &url, QObject *parent)
    : QObject(parent), m_url(url), m_client(&m_network, url)
{
    m_tick.setInterval(1000);
    connect(&m_tick, &QTimer::timeout, this, &RemoteEvmChain::tick);
    m_tick.start();
}

RemoteEvmChain::~RemoteEvmChain()
{
    // No answer may reach a caller that is being destroyed with the server: the calls go
    // first, then every reply is cut loose before it is aborted (abort() emits finished()).
    qDeleteAll(m_client.findChildren<RpcCall *>());
    const auto replies = m_network.findChildren<QNetworkReply *>();
    for (QNetworkReply *reply : replies) {
        reply->disconnect();
        reply->abort();
    }
}

void RemoteEvmChain::then(RpcCall *call, std::function<void(RpcCall *)> next)
{
    connect(call, &RpcCall::finished, this, [call, next = std::move(next)] {
        call->deleteLater();
        next(call);
    });
}

void RemoteEvmChain::quote(const evm::EvmAddress &from, const Reply<EvmQuote> &reply)
{
    const auto unreadable = [](RpcCall *call) {
        return call->ok() ? tr("The EVM node sent an unreadable answer to %1.").arg(call->method())
                          : call->errorText();
    };
    then(m_client.chainId(), [this, from, reply, unreadable](RpcCall *call) {
        const auto chainId = EvmRpcClient::parseQuantity64(call->result());
        if (!call->ok() || !chainId || *chainId == 0)
            return reply(std::nullopt, unreadable(call));
        then(m_client.getTransactionCount(from), [=, this](RpcCall *call) {
            const auto nonce = EvmRpcClient::parseQuantity64(call->result());
            if (!call->ok() || !nonce)
                return reply(std::nullopt, unreadable(call));
            then(m_client.getBalance(from), [=, this](RpcCall *call) {
                const auto balance = EvmRpcClient::parseQuantity(call->result());
                if (!call->ok() || !balance)
                    return reply(std::nullopt, unreadable(call));
                fees(EvmQuote{*chainId, *nonce, *balance, std::nullopt, U256()}, reply);
            });
        });
    });
}

void RemoteEvmChain::fees(const EvmQuote &quote, const Reply<EvmQuote> &reply)
{
    // The next block's base fee and the node's suggested tip; a node without either method
    // (a failure of any kind) is asked eth_gasPrice instead.
    then(m_client.feeHistory(1, {}), [this, quote, reply](RpcCall *call) {
        const auto history = EvmRpcClient::parseFeeHistory(call->result());
        if (!call->ok() || !history)
            return gasPriceOnly(quote, reply);
        then(m_client.maxPriorityFeePerGas(), [this, quote, reply, history](RpcCall *call) {
            const auto tip = EvmRpcClient::parseQuantity(call->result());
            if (!call->ok() || !tip)
                return gasPriceOnly(quote, reply);
            EvmQuote q = quote;
            q.nextBaseFee = history->nextBaseFee();
            q.tip = *tip;
            reply(q, {});
        });
    });
}

void RemoteEvmChain::gasPriceOnly(const EvmQuote &quote, const Reply<EvmQuote> &reply)
{
    then(m_client.gasPrice(), [quote, reply](RpcCall *call) {
        const auto price = EvmRpcClient::parseQuantity(call->result());
        if (!call->ok() || !price)
            return reply(
                std::nullopt,
                call->ok() ? tr("The EVM node sent an unreadable answer to %1.").arg(call->method())
                           : call->errorText());
        EvmQuote q = quote;
        q.nextBaseFee.reset();
        q.tip = *price;
        reply(q, {});
    });
}

void RemoteEvmChain::progress(const QByteArray &hash, const Reply<EvmProgress> &reply)
{
    then(m_client.getTransactionReceipt(hash), [this, reply](RpcCall *call) {
        const auto receipt = EvmRpcClient::parseReceipt(call->result());
        if (!call->ok() || !receipt)
            return reply(std::nullopt, call->errorText());
        if (!receipt->found)
            return reply(EvmProgress{*receipt, 0}, {});
        then(m_client.blockNumber(), [reply, receipt](RpcCall *call) {
            const auto head = EvmRpcClient::parseQuantity64(call->result());
            if (!call->ok() || !head)
                return reply(std::nullopt, call->errorText());
            reply(EvmProgress{*receipt, *head}, {});
        });
    });
}

void RemoteEvmChain::forward(const QByteArray &body,
                             const std::function<void(int, const QByteArray &)> &done)
{
    QNetworkRequest request(m_url);
    request.setHeader(QNetworkRequest::ContentTypeHeader, QByteArrayLiteral("application/json"));
    request.setTransferTimeout(15000);
    QNetworkReply *reply = m_network.post(request, body);
    connect(reply, &QNetworkReply::finished, this, [reply, done] {
        reply->deleteLater();
        const int status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
        if (status == 0)
            done(502, QByteArrayLiteral("{\"jsonrpc\":\"2.0\",\"id\":null,\"error\":{\"code\":"
                                        "-32603,\"message\":\"EVM node unreachable\"}}"));
        else
            done(status, reply->readAll());
    });
}

QByteArray RemoteEvmChain::hashForSigningHash(const QByteArray &signingHash) const
{
    return m_bySigningHash.value(signingHash);
}

void RemoteEvmChain::noteBroadcast(const QByteArray &signingHash, const QByteArray &hash)
{
    m_bySigningHash.insert(signingHash, hash);
}

} // namespace paydesk::sandbox
