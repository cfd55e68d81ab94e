#include "HostedPayments.h"

#include "ChainBackend.h"
#include "CustodialVault.h"
#include "EvmLedger.h"
#include "PaymentBook.h"
#include "TransferBuilder.h"
#include "core/Base58.h"
#include "core/Validation.h"
#include "solana/Lamports.h"
#include "x402/ProofCodec.h"

#include <QCoreApplication>
#include <QCryptographicHash>

namespace paydesk::sandbox {

namespace {
struct TrHostedPayments
{
    Q_DECLARE_TR_FUNCTIONS(HostedPayments)
};

ServiceError notCustodial()
{
    return ServiceError::invalidParameters(
        QStringLiteral("walletAddress"),
        TrHostedPayments::tr(
            "Hosted mode sends only from wallets the service holds the keys of. Create one "
            "with POST /sandbox/wallets, or use local mode (POST /transaction/send) to sign "
            "with your own key."));
}

bool parseQueryInt(const QUrlQuery &q, const char *key, long long fallback, long long *out)
{
    const QString name = QString::fromLatin1(key);
    if (!q.hasQueryItem(name)) {
        *out = fallback;
        return true;
    }
    bool ok = false;
    *out = q.queryItemValue(name).toLongLong(&ok);
    return ok;
}
} // namespace

void HostedPayments::send(const ExchangePtr &exchange)
{
    ServiceError error;
    const auto params = SendParams::parse(exchange->body(), &error);
    if (!params)
        return reply::error(exchange, error);
    if (!m_ctx.vault->contains(params->wallet.toString()))
        return reply::error(exchange, notCustodial());
    if (params->wallet.chain() == Chain::Evm)
        return sendEvm(exchange, *params);
    sendSolana(exchange, *params);
}

void HostedPayments::sendSolana(const ExchangePtr &exchange, const SendParams &params)
{
    SandboxContext ctx = m_ctx;
    const QString paymentId = PaymentBook::newId();
    TransferPlan plan;
    plan.from = params.wallet.bytes();
    plan.to = params.recipient.bytes();
    plan.lamports = quint64(params.amount.rescaled(9)->units());
    if (params.priorityFee)
        plan.priorityFeeLamports = quint64(params.priorityFee->rescaled(9)->units());
    // The service signs hosted payments itself: a memo with the payment id makes every payment
    // a distinct transaction (two equal transfers in one slot would otherwise be one signature)
    // and ties it to its record on the chain.
    plan.memo = paymentId.toUtf8();
    ctx.chain->latestBlockhash([=, this](const auto &blockhash, const RpcFailure &f) {
        if (!blockhash)
            return reply::error(exchange, ServiceError::internal());
        QString why;
        auto tx = TransferBuilder::build(plan, blockhash->blockhash, &why);
        if (!tx)
            return reply::error(exchange, ServiceError::internal());
        const quint64 fee = TransferBuilder::feeOf(*tx);
        ctx.chain->balance(plan.from, [=, this](const auto &balance, const RpcFailure &) mutable {
            if (!balance)
                return reply::error(exchange, ServiceError::internal());
            const quint64 required = requiredBalance(*balance, plan.lamports + fee);
            if (*balance < required)
                return reply::error(exchange, ServiceError::insufficientBalance(
                                                  solana::lamportsToSol(required),
                                                  solana::lamportsToSol(*balance), "SOL"));
            tx->sign(*ctx.vault->solanaKey(params.wallet.toString()));
            ctx.chain->send(tx->serialize(), [=, this](const auto &sig, const RpcFailure &sf) {
                if (!sig) {
                    ServiceError e = ServiceError::verificationFailed(
                        QStringLiteral("transaction_failed"),
                        TrHostedPayments::tr("The ledger refused the payment: %1").arg(sf.message));
                    return reply::error(exchange, e);
                }
                ctx.chain->noteBroadcast(
                    QCryptographicHash::hash(tx->messageBytes, QCryptographicHash::Sha256), *sig);
                PaymentRecord r;
                r.id = paymentId;
                r.status = QStringLiteral("submitted");
                r.network = ctx.chain->network();
                r.from = params.wallet.toString();
                r.to = params.recipient.toString();
                r.amount = params.amount.toString();
                r.fee = solana::lamportsToSol(fee);
                if (params.priorityFee)
                    r.priorityFee = params.priorityFee->toString();
                r.signature = QString::fromLatin1(base58::encode(*sig));
                r.blockHeight = blockhash->slot;
                r.resource = params.resource;
                if (params.metadata.is_object())
                    r.metadata = params.metadata;
                r.lastValidBlockHeight = blockhash->lastValidBlockHeight;
                ctx.payments->add(r);
                answerSent(exchange, paymentId);
            });
        });
        Q_UNUSED(f);
    });
}

void HostedPayments::sendEvm(const ExchangePtr &exchange, const SendParams &params)
{
    const Amount fee = EvmLedger::fee();
    const Amount required = *params.amount.rescaled(18) + fee;
    const Amount available = m_ctx.evm->balance(params.wallet.toString());
    if (available < required)
        return reply::error(exchange, ServiceError::insufficientBalance(
                                          required.toString(), available.toString(), "ETH"));
    const auto t =
        m_ctx.evm->transfer(params.wallet.toString(), params.recipient.toString(), params.amount);
    PaymentRecord r;
    r.id = PaymentBook::newId();
    r.status = QStringLiteral("submitted");
    r.chain = QStringLiteral("evm");
    r.network = EvmLedger::network();
    r.from = params.wallet.toString();
    r.to = params.recipient.toString();
    r.amount = params.amount.toString();
    r.fee = fee.toString();
    if (params.priorityFee)
        r.priorityFee = params.priorityFee->toString();
    r.signature = t->hash;
    r.blockHeight = t->block;
    r.resource = params.resource;
    if (params.metadata.is_object())
        r.metadata = params.metadata;
    m_ctx.payments->add(r);
    answerSent(exchange, r.id);
}

void HostedPayments::answerSent(const ExchangePtr &exchange, const QString &paymentId)
{
    const PaymentRecord *r = m_ctx.payments->find(paymentId);
    reply::success(
        exchange, {{"paymentId", r->id.toStdString()},
                   {"signature", r->signature.toStdString()},
                   {"amount", r->amount.toStdString()},
                   {"recipient", r->to.toStdString()},
                   {"from", r->from.toStdString()},
                   {"network", r->network.toStdString()},
                   {"status", r->status.toStdString()},
                   {"blockHeight", r->blockHeight.value_or(0)},
                   {"fee", r->fee.toStdString()},
                   {"timestamp", r->createdAt},
                   {"estimatedConfirmation", "1-2 seconds"},
                   {"paymentProof", x402::ProofCodec::encodeSettled(r->network, r->id, r->signature,
                                                                    r->from, r->to, r->amount)
                                        .toStdString()}});
}

void HostedPayments::receive(const ExchangePtr &exchange)
{
    ServiceError error;
    const auto params = ReceiveParams::parse(exchange->body(), ReceiveParams::Mode::Hosted, &error);
    if (!params)
        return reply::error(exchange, error);
    VerifyRequest request{
        params->proof, params->wallet, params->expected, params->timeoutSeconds, true, {}, {}};
    SandboxContext ctx = m_ctx;
    const ReceiveParams &p = *params;
    ProofVerifier::start(
        ctx.verifierDeps(), request,
        [exchange, ctx, p](const VerifyResult &v) {
            if (v.error)
                return reply::error(exchange, *v.error);
            const PaymentRecord *existing =
                v.proof.paymentId.isEmpty() ? nullptr : ctx.payments->find(v.proof.paymentId);
            if (!existing || existing->signature != v.signature)
                existing = ctx.payments->findBySignature(v.signature);
            QString id;
            if (existing) {
                id = existing->id;
            } else {
                PaymentRecord r;
                r.id = PaymentBook::newId();
                r.status = QStringLiteral("confirmed");
                r.direction = QStringLiteral("received");
                r.chain = p.wallet.chain() == Chain::Evm ? QStringLiteral("evm")
                                                         : QStringLiteral("solana");
                r.network = v.network;
                r.from = v.payer;
                r.to = p.wallet.toString();
                r.amount = v.amount;
                r.fee = QStringLiteral("0");
                r.signature = v.signature;
                r.blockHeight = v.slot;
                r.resource = p.resource;
                ctx.payments->add(r);
                id = r.id;
            }
            const PaymentRecord *r = ctx.payments->find(id);
            reply::success(exchange, {{"verified", true},
                                      {"paymentId", id.toStdString()},
                                      {"payer", v.payer.toStdString()},
                                      {"amount", v.amount.toStdString()},
                                      {"signature", v.signature.toStdString()},
                                      {"network", v.network.toStdString()},
                                      {"status", r->status.toStdString()},
                                      {"timestamp", nowMs()}});
        },
        ctx.owner);
}

void HostedPayments::status(const ExchangePtr &exchange, const QString &paymentId)
{
    if (auto e = validate::paymentId(QStringLiteral("paymentId"), paymentId))
        return reply::error(exchange, ServiceError::invalidParameters(*e));
    const PaymentRecord *r = m_ctx.payments->find(paymentId);
    if (!r)
        return reply::error(
            exchange,
            ServiceError::notFound(TrHostedPayments::tr("No payment with id %1.").arg(paymentId)));
    reply::success(exchange, {{"payment", r->toJson()}});
}

void HostedPayments::history(const ExchangePtr &exchange, const QString &walletAddress)
{
    Address wallet;
    if (auto e = validate::address(QStringLiteral("walletAddress"), walletAddress, &wallet))
        return reply::error(exchange, ServiceError::invalidParameters(*e));
    const QUrlQuery q = exchange->query();
    const QString type = q.hasQueryItem(QStringLiteral("type"))
                             ? q.queryItemValue(QStringLiteral("type"))
                             : QStringLiteral("all");
    if (auto e = validate::historyType(QStringLiteral("type"), type))
        return reply::error(exchange, ServiceError::invalidParameters(*e));
    long long limit = 0, offset = 0;
    if (!parseQueryInt(q, "limit", limits::kDefaultHistoryLimit, &limit))
        return reply::error(exchange, ServiceError::invalidParameters(
                                          QStringLiteral("limit"),
                                          TrHostedPayments::tr("Must be a whole number.")));
    if (auto e = validate::historyLimit(QStringLiteral("limit"), limit))
        return reply::error(exchange, ServiceError::invalidParameters(*e));
    if (!parseQueryInt(q, "offset", 0, &offset))
        return reply::error(exchange, ServiceError::invalidParameters(
                                          QStringLiteral("offset"),
                                          TrHostedPayments::tr("Must be a whole number.")));
    if (auto e = validate::historyOffset(QStringLiteral("offset"), offset))
        return reply::error(exchange, ServiceError::invalidParameters(*e));
    const auto page = m_ctx.payments->history(wallet.toString(), type, int(limit),
                                              int(qMin<long long>(offset, 1 << 30)));
    nlohmann::json items = nlohmann::json::array();
    for (const auto &item : page.items)
        items.push_back(item);
    reply::success(exchange, {{"payments", items},
                              {"total", page.total},
                              {"limit", limit},
                              {"offset", offset},
                              {"hasMore", offset + qsizetype(page.items.size()) < page.total}});
}

} // namespace paydesk::sandbox
