#include "LocalTransactions.h"

#include "ChainBackend.h"
#include "DemoSeller.h"
#include "EvmChain.h"
#include "PaymentBook.h"
#include "RemoteEvmChain.h"
#include "TransferBuilder.h"
#include "core/Base58.h"
#include "solana/Lamports.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <algorithm>

namespace paydesk::sandbox {

namespace {
struct TrLocalTransactions
{
    Q_DECLARE_TR_FUNCTIONS(LocalTransactions)
};

ServiceError evmNotSupported()
{
    return ServiceError::invalidParameters(
        QStringLiteral("walletAddress"),
        TrLocalTransactions::tr(
            "Local mode builds Solana transactions only: EVM local mode is not available "
            "yet. Use hosted mode (POST /payment/send) for an EVM wallet."));
}

} // namespace

void LocalTransactions::answer(const ExchangePtr &exchange, const PaymentRecord &record,
                               const solana::Transaction &tx, quint64 blockhashSlot,
                               nlohmann::json extra)
{
    const quint64 blocksLeft = record.lastValidBlockHeight > blockhashSlot
                                   ? record.lastValidBlockHeight - blockhashSlot
                                   : kBlockhashValidity;
    const qint64 expiresAt = nowMs() + qint64(blocksLeft) * m_ctx.chain->slotMs();
    nlohmann::json fields = {
        {"transaction", tx.toBase64().toStdString()},
        {"encoding", "base64"},
        {"network", record.network.toStdString()},
        {"paymentId", record.id.toStdString()},
        {"lastValidBlockHeight", record.lastValidBlockHeight},
        {"expiresAt", expiresAt},
        {"recentBlockhash", base58::encode(tx.message.recentBlockhash).toStdString()},
        {"feePayer", base58::encode(tx.message.feePayer()).toStdString()},
        {"fee", solana::lamportsToSol(TransferBuilder::feeOf(tx)).toStdString()}};
    for (auto it = extra.begin(); it != extra.end(); ++it)
        fields[it.key()] = it.value();
    reply::success(exchange, fields);
}

void LocalTransactions::send(const ExchangePtr &exchange)
{
    ServiceError error;
    const auto parsed = SendParams::parse(exchange->body(), &error);
    if (!parsed)
        return reply::error(exchange, error);
    const SendParams &params = *parsed;
    if (params.wallet.chain() == Chain::Evm)
        return sendEvm(exchange, params);
    if (params.wallet.chain() != Chain::Solana)
        return reply::error(exchange, evmNotSupported());
    const QString paymentId = PaymentBook::newId();
    TransferPlan plan;
    plan.from = params.wallet.bytes();
    plan.to = params.recipient.bytes();
    plan.lamports = quint64(params.amount.rescaled(9)->units());
    if (params.priorityFee)
        plan.priorityFeeLamports = quint64(params.priorityFee->rescaled(9)->units());
    if (!params.resource.isEmpty() || !params.metadata.is_null())
        plan.memo = paymentId.toUtf8();
    // A resource of a seller that pays the fees itself (x402 extra.feePayer) gets the
    // authorization kind: a v0 transaction with the seller as fee payer, for the buyer to sign
    // its own slot and send as the proof.
    bool authorization = false;
    if (!params.resource.isEmpty()) {
        const auto req = m_ctx.demo->requirementsForUrl(params.resource);
        if (req && (*req)["payTo"] == params.recipient.toString().toStdString()) {
            const auto feePayer =
                Address::parse(QString::fromStdString((*req)["extra"].value("feePayer", "")));
            if (feePayer && feePayer->chain() == Chain::Solana) {
                authorization = true;
                plan.feePayer = feePayer->bytes();
                plan.version = solana::Message::Version::V0;
                plan.x402Defaults = true;
                plan.priorityFeeLamports.reset();
            }
        }
    }
    SandboxContext ctx = m_ctx;
    LocalTransactions *self = this;
    ctx.chain->latestBlockhash([=](const auto &blockhash, const RpcFailure &) {
        if (!blockhash)
            return reply::error(exchange, ServiceError::internal());
        QString why;
        auto tx = TransferBuilder::build(plan, blockhash->blockhash, &why);
        if (tx && ctx.payments->findByMessageHash(
                      QCryptographicHash::hash(tx->messageBytes, QCryptographicHash::Sha256))) {
            // The same transfer was already handed out in this slot: a memo with the payment id
            // keeps the two payments distinct transactions (else one signature would land both).
            TransferPlan distinct = plan;
            distinct.memo = paymentId.toUtf8();
            tx = TransferBuilder::build(distinct, blockhash->blockhash, &why);
        }
        if (!tx)
            return reply::error(exchange, ServiceError::internal());
        const quint64 fee = authorization ? 0 : TransferBuilder::feeOf(*tx);
        ctx.chain->balance(plan.from, [=](const auto &balance, const RpcFailure &) {
            if (!balance)
                return reply::error(exchange, ServiceError::internal());
            const quint64 required = requiredBalance(*balance, plan.lamports + fee);
            if (*balance < required)
                return reply::error(exchange, ServiceError::insufficientBalance(
                                                  solana::lamportsToSol(required),
                                                  solana::lamportsToSol(*balance), "SOL"));
            PaymentRecord r;
            r.id = paymentId;
            r.network = ctx.chain->network();
            r.from = params.wallet.toString();
            r.to = params.recipient.toString();
            r.amount = params.amount.toString();
            r.fee = solana::lamportsToSol(TransferBuilder::feeOf(*tx));
            if (params.priorityFee && !authorization)
                r.priorityFee = params.priorityFee->toString();
            r.resource = params.resource;
            if (params.metadata.is_object())
                r.metadata = params.metadata;
            r.messageHash = QCryptographicHash::hash(tx->messageBytes, QCryptographicHash::Sha256);
            r.lastValidBlockHeight = blockhash->lastValidBlockHeight;
            ctx.payments->add(r);
            self->answer(exchange, r, *tx, blockhash->slot,
                         {{"proofKind", authorization ? "authorization" : "settled"}});
        });
    });
}

void LocalTransactions::sendEvm(const ExchangePtr &exchange, const SendParams &params)
{
    const auto from = evm::EvmAddress::fromBytes(params.wallet.bytes());
    if (!from)
        return reply::error(exchange, ServiceError::internal());
    if (RemoteEvmChain *remote = m_ctx.remoteEvm) {
        // --evm-rpc: the node's chain id, the account's pending nonce and balance, its fees.
        LocalTransactions *self = this;
        const QString node = remote->url().toDisplayString();
        return remote->quote(*from, [=](const std::optional<EvmQuote> &quote, const QString &why) {
            if (!quote)
                return reply::error(
                    exchange, ServiceError{502, QStringLiteral("INTERNAL_ERROR"),
                                           TrLocalTransactions::tr(
                                               "The EVM node %1 could not quote the transfer: %2")
                                               .arg(node, why)});
            self->answerEvm(exchange, params, *quote);
        });
    }
    EvmChain *chain = m_ctx.evmChain;
    if (!chain)
        return reply::error(exchange, ServiceError::internal());
    answerEvm(exchange, params,
              EvmQuote{EvmChain::kChainId, chain->pendingNonce(*from), chain->balance(*from),
                       EvmChain::baseFee(), EvmChain::baseFee()});
}

void LocalTransactions::answerEvm(const ExchangePtr &exchange, const SendParams &params,
                                  const EvmQuote &quote)
{
    using evm::U256;
    const auto to = evm::EvmAddress::fromBytes(params.recipient.bytes());
    const auto wei = params.amount.rescaled(18);
    const auto value = wei ? U256::fromAmount(*wei) : std::nullopt;
    if (!to || !value)
        return reply::error(exchange, ServiceError::internal());
    evm::EvmTransaction tx;
    tx.type = evm::EvmTransaction::Type::DynamicFee;
    tx.chainId = quote.chainId;
    tx.nonce = quote.nonce;
    tx.gasLimit = EvmChain::kTransferGas;
    // priorityFee is what the tip may cost in total: per gas, floor(priorityFee / gasLimit).
    tx.maxPriorityFeePerGas = quote.tip;
    if (params.priorityFee) {
        const auto fee = params.priorityFee->rescaled(18);
        const auto total = fee ? U256::fromAmount(*fee) : std::nullopt;
        if (!total)
            return reply::error(exchange, ServiceError::internal());
        tx.maxPriorityFeePerGas = total->dividedBy(quint32(EvmChain::kTransferGas));
    }
    // Room for the base fee to double before the transaction lands, plus the tip. A node that
    // knows no base fee gets its gas price as the cap (or the tip asked for, when higher).
    std::optional<U256> feeCap = std::max(quote.tip, tx.maxPriorityFeePerGas);
    if (quote.nextBaseFee) {
        const auto twice = quote.nextBaseFee->checkedMul(U256(2));
        feeCap = twice ? twice->checkedAdd(tx.maxPriorityFeePerGas) : std::nullopt;
    }
    if (!feeCap)
        return reply::error(exchange, ServiceError::internal());
    tx.maxFeePerGas = *feeCap;
    tx.to = *to;
    tx.value = *value;
    const auto cost = tx.maxCost();
    const U256 &balance = quote.balance;
    auto eth = [](const U256 &wei) {
        const auto a = wei.toAmount(18);
        return a ? a->toString() : QString(wei.toDecimal() + QStringLiteral(" wei"));
    };
    if (!cost || balance < *cost)
        return reply::error(exchange,
                            ServiceError::insufficientBalance(cost ? eth(*cost) : QString(),
                                                              eth(balance), QStringLiteral("ETH")));
    PaymentRecord r;
    r.id = PaymentBook::newId();
    r.chain = QStringLiteral("evm");
    r.network = QStringLiteral("eip155:%1").arg(tx.chainId);
    r.from = params.wallet.toString();
    r.to = params.recipient.toString();
    r.amount = params.amount.toString();
    // The most the fee can be until the transaction lands; then gasUsed x effectiveGasPrice.
    r.fee = eth(*tx.maxFeePerGas.checkedMul(U256(tx.gasLimit)));
    if (params.priorityFee)
        r.priorityFee = params.priorityFee->toString();
    r.resource = params.resource;
    if (params.metadata.is_object())
        r.metadata = params.metadata;
    r.messageHash = tx.signingHash();
    r.nonce = tx.nonce;
    m_ctx.payments->add(r);
    // The quote (nonce, fees) holds for two minutes; the transaction itself does not expire.
    const qint64 expiresAt = nowMs() + 120 * 1000;
    reply::success(exchange, {{"transaction", tx.signingPayload().toBase64().toStdString()},
                              {"encoding", "base64"},
                              {"network", r.network.toStdString()},
                              {"paymentId", r.id.toStdString()},
                              {"expiresAt", expiresAt},
                              {"nonce", tx.nonce},
                              {"fee", r.fee.toStdString()}});
}

void LocalTransactions::receive(const ExchangePtr &exchange)
{
    ServiceError error;
    const auto parsed = ReceiveParams::parse(exchange->body(), ReceiveParams::Mode::Local, &error);
    if (!parsed)
        return reply::error(exchange, error);
    const ReceiveParams &params = *parsed;
    if (params.wallet.chain() != Chain::Solana)
        return reply::error(exchange, evmNotSupported());
    VerifyRequest request{
        params.proof, params.wallet, params.expected, params.timeoutSeconds, false, {}, {}};
    SandboxContext ctx = m_ctx;
    LocalTransactions *self = this;
    ProofVerifier::start(
        ctx.verifierDeps(), request,
        [=](const VerifyResult &v) {
            if (v.error)
                return reply::error(exchange, *v.error);
            const nlohmann::json extra = {{"verified", true},
                                          {"payer", v.payer.toStdString()},
                                          {"amount", v.amount.toStdString()}};
            if (v.transaction) {
                PaymentRecord r;
                r.id = PaymentBook::newId();
                r.direction = QStringLiteral("received");
                r.network = v.network;
                r.from = v.payer;
                r.to = params.wallet.toString();
                r.amount = v.amount;
                r.fee = solana::lamportsToSol(TransferBuilder::feeOf(*v.transaction));
                r.resource = params.resource;
                r.messageHash = QCryptographicHash::hash(v.transaction->messageBytes,
                                                         QCryptographicHash::Sha256);
                r.lastValidBlockHeight = v.lastValidBlockHeight;
                ctx.payments->add(r);
                nlohmann::json e = extra;
                e["proofKind"] = "authorization";
                const quint64 slot = v.lastValidBlockHeight >= kBlockhashValidity
                                         ? v.lastValidBlockHeight - kBlockhashValidity
                                         : 0;
                return self->answer(exchange, r, *v.transaction, slot, e);
            }
            // A settled proof is already on the ledger: the seller gets a receipt transaction
            // (a memo naming the payment, paid and signed by the seller) to record it.
            const PaymentRecord *existing = ctx.payments->findBySignature(v.signature);
            PaymentRecord r;
            if (existing) {
                r = *existing;
            } else {
                r.id = PaymentBook::newId();
                r.status = QStringLiteral("confirmed");
                r.direction = QStringLiteral("received");
                r.network = v.network;
                r.from = v.payer;
                r.to = params.wallet.toString();
                r.amount = v.amount;
                r.fee = QStringLiteral("0");
                r.signature = v.signature;
                r.blockHeight = v.slot;
                r.resource = params.resource;
                ctx.payments->add(r);
            }
            std::optional<quint64> priority;
            if (params.priorityFee)
                priority = quint64(params.priorityFee->rescaled(9)->units());
            ctx.chain->latestBlockhash([=](const auto &blockhash, const RpcFailure &) {
                if (!blockhash)
                    return reply::error(exchange, ServiceError::internal());
                QString why;
                const auto receipt = TransferBuilder::buildMemo(
                    params.wallet.bytes(), "x402 receipt " + v.signature.toUtf8(), priority,
                    blockhash->blockhash, &why);
                if (!receipt)
                    return reply::error(exchange, ServiceError::internal());
                PaymentRecord shown = r;
                shown.lastValidBlockHeight = blockhash->lastValidBlockHeight;
                nlohmann::json e = extra;
                e["proofKind"] = "settled";
                e["signature"] = v.signature.toStdString();
                self->answer(exchange, shown, *receipt, blockhash->slot, e);
            });
        },
        ctx.owner);
}

} // namespace paydesk::sandbox
