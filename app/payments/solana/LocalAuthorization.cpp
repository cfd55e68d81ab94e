#include "LocalAuthorization.h"

#include "x402/ProofCodec.h"

namespace paydesk::x402 {

LocalAuthorization::LocalAuthorization(solana::SolanaPaymentFlow::Services services,
                                       quint64 maxPriorityFeeLamports, QObject *parent)
    : QObject(parent), m_services(std::move(services)), m_maxPriorityFee(maxPriorityFeeLamports)
{}

void LocalAuthorization::fail(const QString &error, bool refused)
{
    m_error = error;
    m_refused = refused;
    Q_EMIT finished();
}

void LocalAuthorization::start(const QString &wallet, const PaymentOption &option,
                               const QString &resourceUrl)
{
    m_wallet = wallet;
    m_option = option;
    const auto ours = Address::parse(wallet);
    const auto payTo = Address::parse(option.payTo);
    const auto feePayer = Address::parse(option.feePayer);
    const auto lamports = option.amount ? option.amount->rescaled(9) : std::nullopt;
    if (!ours || !payTo || !feePayer || !lamports)
        return fail(tr("The payment option cannot be paid in local mode."), true);
    m_expect.role = solana::PaymentExpectation::Role::Payer;
    m_expect.ourKey = ours->bytes();
    m_expect.source = ours->bytes();
    m_expect.feePayer = feePayer->bytes();
    m_expect.feePayerSignsLater = feePayer->bytes() != ours->bytes();
    m_expect.recipient = payTo->bytes();
    m_expect.lamports = quint64(lamports->units());
    m_expect.maxPriorityFeeLamports = m_maxPriorityFee;
    if (!option.memo.isEmpty())
        m_expect.memo = option.memo.toUtf8();
    SendPaymentRequest request;
    request.walletAddress = wallet;
    request.recipientAddress = option.payTo;
    request.amount = option.amount->toString();
    request.resource = resourceUrl;
    Q_EMIT progress(tr("Asking the service for the transfer to sign..."));
    TransactionReply *reply = m_services.service->buildSendTransaction(request);
    connect(reply, &ApiReply::finished, this, [this, reply]() { onBuilt(reply); });
}

void LocalAuthorization::onBuilt(TransactionReply *reply)
{
    reply->deleteLater();
    if (!reply->ok())
        return fail(reply->error().userText(), false);
    const UnsignedTransaction u = reply->result();
    m_paymentId = u.paymentId;
    QString why;
    m_tx = solana::Transaction::fromBase64(u.transaction, &why);
    if (!m_tx)
        return fail(tr("The service sent a transaction Paydesk cannot read (%1); nothing was "
                       "signed.")
                        .arg(why),
                    true);
    m_expect.network = u.network;
    m_expect.expiresAt = u.expiresAt;
    if (u.lastValidBlockHeight && *u.lastValidBlockHeight > 0)
        m_expect.lastValidBlockHeight = quint64(*u.lastValidBlockHeight);
    RpcCall *call = m_services.rpc->getBlockHeight();
    connect(call, &RpcCall::finished, this, [this, call]() {
        call->deleteLater();
        const auto height = call->ok() ? solana::RpcClient::parseU64(call->result()) : std::nullopt;
        if (!height)
            return fail(tr("Cannot check the transaction against the network: %1")
                            .arg(call->ok() ? tr("no block height") : call->errorText()),
                        false);
        m_expect.currentBlockHeight = height;
        if (!m_expect.lastValidBlockHeight)
            m_expect.lastValidBlockHeight = *height + 150;
        m_review = solana::TransactionPolicy::review(*m_tx, m_expect);
        if (!m_review.ok())
            return fail(m_review.reason, true);
        Q_EMIT progress(tr("Signing your part of the transfer: %1").arg(m_review.summary()));
        m_services.keys(
            m_wallet, this, [this](std::optional<solana::Keypair> kp, const QString &error) {
                if (!kp)
                    return fail(error, false);
                solana::Transaction tx = *m_tx;
                const QList<QByteArray> feePayerOnly{m_expect.feePayer};
                if (kp->address() != m_wallet || !tx.sign(*kp) ||
                    (m_expect.feePayerSignsLater && tx.missingSigners() != feePayerOnly))
                    return fail(tr("The transaction could not be signed as "
                                   "expected; nothing was sent."),
                                false);
                m_proof = ProofCodec::encodeAuthorization(m_option.networkId,
                                                          QString::fromLatin1(tx.toBase64()));
                Q_EMIT finished();
            });
    });
}

} // namespace paydesk::x402
