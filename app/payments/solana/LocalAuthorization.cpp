#include "LocalAuthorization.h"

#include "core/Base58.h"
#include "solana/SolTransfer.h"
#include "solana/SplTransfer.h"
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

void LocalAuthorization::start(const QString &wallet, const PaymentOption &option)
{
    m_wallet = wallet;
    m_option = option;
    const auto ours = Address::parse(wallet);
    const auto payTo = Address::parse(option.payTo);
    const auto feePayer = Address::parse(option.feePayer);
    const auto rescaled = option.amount ? option.amount->rescaled(9) : std::nullopt;
    // value_or: GCC's -O1 flow analysis cannot see through the optional here.
    const qint64 lamports = rescaled.value_or(Amount()).units();
    if (!ours || !payTo || !feePayer || lamports <= 0 || !m_services.rpc)
        return fail(tr("The payment option cannot be paid in local mode."), true);
    m_expect.role = solana::PaymentExpectation::Role::Payer;
    m_expect.network = option.network;
    m_expect.ourKey = ours->bytes();
    m_expect.source = ours->bytes();
    m_expect.feePayer = feePayer->bytes();
    m_expect.feePayerSignsLater = feePayer->bytes() != ours->bytes();
    m_expect.recipient = payTo->bytes();
    m_expect.lamports = quint64(lamports);
    m_expect.maxPriorityFeeLamports = m_maxPriorityFee;
    // As for a token (SplAuthorization): from x402 v2 on, the seller's memo or a random one
    // that makes each payment unique.
    if (!option.memo.isEmpty())
        m_expect.memo = option.memo.toUtf8();
    else if (option.x402Version >= 2)
        m_expect.memo = solana::SplTransfer::randomMemo();
    Q_EMIT progress(tr("Reading the latest block from %1...")
                        .arg(m_services.rpc->endpoint().toDisplayString()));
    m_pending = 2;
    m_blockhash = m_services.rpc->getLatestBlockhash();
    m_height = m_services.rpc->getBlockHeight();
    for (RpcCall *call : {m_blockhash, m_height})
        connect(call, &RpcCall::finished, this, [this]() {
            if (--m_pending == 0)
                onRead();
        });
}

void LocalAuthorization::onRead()
{
    m_blockhash->deleteLater();
    m_height->deleteLater();
    for (RpcCall *call : {m_blockhash, m_height})
        if (!call->ok())
            return fail(
                tr("Cannot read the latest block from the network: %1").arg(call->errorText()),
                false);
    const auto latest = solana::RpcClient::parseLatestBlockhash(m_blockhash->result());
    const auto height = solana::RpcClient::parseU64(m_height->result());
    if (!latest || !height)
        return fail(tr("The network's answer about its latest block is malformed."), false);
    QString why;
    m_tx =
        solana::SolTransfer::build(solana::SolPaymentPlan::of(m_expect, latest->blockhash), &why);
    if (!m_tx)
        return fail(tr("Paydesk refuses to sign this payment: %1").arg(why), true);
    m_expect.currentBlockHeight = height;
    m_expect.lastValidBlockHeight =
        latest->lastValidBlockHeight > 0 ? latest->lastValidBlockHeight : *height + 150;
    // Built here, and still held against the option: the same rules as any transaction.
    m_review = solana::TransactionPolicy::review(*m_tx, m_expect);
    if (!m_review.ok())
        return fail(m_review.reason, true);
    Q_EMIT progress(tr("Signing your part of the transfer: %1").arg(m_review.summary()));
    m_services.keys(m_wallet, this,
                    [this](std::optional<solana::Keypair> kp, const QString &error) {
                        if (!kp)
                            return fail(error, false);
                        solana::Transaction tx = *m_tx;
                        const QList<QByteArray> feePayerOnly{m_expect.feePayer};
                        if (kp->address() != m_wallet || !tx.sign(*kp) ||
                            (m_expect.feePayerSignsLater && tx.missingSigners() != feePayerOnly))
                            return fail(tr("The transaction could not be signed as "
                                           "expected; nothing was sent."),
                                        false);
                        const int slot = tx.signerIndex(m_expect.ourKey);
                        m_paymentId = QStringLiteral("sol:") +
                                      QString::fromLatin1(base58::encode(tx.signatures.at(slot)));
                        m_proof = ProofCodec::encodeAuthorization(
                            m_option.networkId, QString::fromLatin1(tx.toBase64()));
                        Q_EMIT finished();
                    });
}

} // namespace paydesk::x402
