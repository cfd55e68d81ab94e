#include "ProofVerifier.h"

#include "AuthorizationCheck.h"
#include "ConsumedProofs.h"
#include "CustodialVault.h"
#include "EvmLedger.h"
#include "PaymentRecord.h"
#include "TransactionExecutor.h"
#include "core/Base58.h"
#include "solana/InstructionDecoder.h"
#include "solana/Lamports.h"

#include <QCryptographicHash>
#include <QPointer>
#include <QTimer>

namespace paydesk::sandbox {

namespace {
constexpr int kPollMs = 100;

QString messageKey(const QByteArray &messageBytes)
{
    return QStringLiteral("msg:") + QString::fromLatin1(base58::encode(QCryptographicHash::hash(
                                        messageBytes, QCryptographicHash::Sha256)));
}

// x402 reason for a chain error of a broadcast transaction.
QString reasonFor(const RpcFailure &f)
{
    const nlohmann::json err = f.data.is_object() ? f.data.value("err", nlohmann::json()) : f.data;
    if (err == "BlockhashNotFound")
        return QStringLiteral("payment_expired");
    if (err == "AlreadyProcessed")
        return QStringLiteral("duplicate_settlement");
    if (err.is_object() && err.contains("InstructionError"))
        return QStringLiteral("insufficient_funds");
    return QStringLiteral("transaction_failed");
}
} // namespace

void ProofVerifier::start(const VerifierDeps &deps, VerifyRequest request, Done done,
                          QObject *parent)
{
    auto *v = new ProofVerifier(deps, std::move(request), std::move(done), parent);
    v->run();
}

ProofVerifier::ProofVerifier(const VerifierDeps &deps, VerifyRequest request, Done done,
                             QObject *parent)
    : QObject(parent), m_deps(deps), m_request(std::move(request)), m_done(std::move(done)),
      m_deadline(qint64(m_request.timeoutSeconds) * 1000)
{}

bool ProofVerifier::reserve(const QString &key)
{
    if (!m_deps.consumed->reserve(key)) {
        fail(ServiceError::invalidProof(QStringLiteral("duplicate_settlement"),
                                        tr("This payment proof was already used.")));
        return false;
    }
    m_reserved.append(key);
    return true;
}

void ProofVerifier::fail(const ServiceError &error)
{
    for (const QString &key : m_reserved)
        m_deps.consumed->release(key);
    m_result.error = error;
    m_done(m_result);
    deleteLater();
}

void ProofVerifier::succeed()
{
    for (const QString &key : m_reserved)
        m_deps.consumed->consume(key);
    m_done(m_result);
    deleteLater();
}

void ProofVerifier::retryLater(void (ProofVerifier::*step)())
{
    if (m_deadline.hasExpired()) {
        fail(ServiceError::verificationFailed(
            QStringLiteral("transaction_confirmation_timed_out"),
            m_request.timeoutSeconds == 1
                ? tr("The payment was not confirmed on the ledger within 1 second.")
                : tr("The payment was not confirmed on the ledger within %1 seconds.")
                      .arg(m_request.timeoutSeconds)));
        return;
    }
    QTimer::singleShot(kPollMs, this, step);
}

void ProofVerifier::run()
{
    QString reason, message;
    const auto proof = x402::ProofCodec::decode(m_request.proof, &reason, &message);
    if (!proof)
        return fail(ServiceError::invalidProof(reason, message));
    m_result.proof = *proof;
    const bool evm = m_request.payTo.chain() == Chain::Evm;
    m_result.network = evm ? EvmLedger::network() : m_deps.chain->network();
    if (proof->network != m_result.network &&
        proof->network != x402::ProofCodec::caip2(m_result.network))
        return fail(ServiceError::invalidProof(
            QStringLiteral("invalid_network"),
            tr("The proof is for network \"%1\"; this service settles on \"%2\".")
                .arg(proof->network, m_result.network)));
    if (proof->kind == x402::DecodedProof::Kind::Authorization)
        return runAuthorization();
    if (evm)
        return runSettledEvm();
    const auto sig = base58::decode(proof->signature.toLatin1());
    if (!sig || sig->size() != 64)
        return fail(ServiceError::invalidProof(QStringLiteral("invalid_payload"),
                                               tr("The proof's signature is not a Solana "
                                                  "transaction signature.")));
    m_signature = *sig;
    m_result.signature = proof->signature;
    if (!reserve(QStringLiteral("sig:") + proof->signature))
        return;
    pollSettled();
}

void ProofVerifier::runSettledEvm()
{
    const EvmLedger::Transfer *t = m_deps.evm->find(m_result.proof.signature);
    if (!t)
        return fail(ServiceError::verificationFailed(QStringLiteral("transaction_not_found"),
                                                     tr("No such transaction on the ledger.")));
    if (!PaymentRecord::sameAddress(t->to, m_request.payTo.toString()))
        return fail(ServiceError::invalidProof(QStringLiteral("recipient_mismatch"),
                                               tr("The proof's transfer pays another wallet.")));
    if (t->amount < m_request.minimum)
        return fail(
            ServiceError::invalidProof(QStringLiteral("amount_mismatch"),
                                       tr("The proof's transfer pays less than expected.")));
    if (!reserve(QStringLiteral("sig:") + t->hash.toLower()))
        return;
    m_result.payer = t->from;
    m_result.amount = t->amount.toString();
    m_result.signature = t->hash;
    m_result.slot = t->block;
    succeed();
}

void ProofVerifier::pollSettled()
{
    QPointer<ProofVerifier> self(this);
    m_deps.chain->transaction(m_signature, [self](const auto &info, const RpcFailure &) {
        if (!self)
            return;
        if (!info || !info->has_value())
            return self->retryLater(&ProofVerifier::pollSettled);
        self->checkSettled(**info);
    });
}

void ProofVerifier::checkSettled(const TransactionInfo &info)
{
    if (!info.err.is_null())
        return fail(
            ServiceError::verificationFailed(QStringLiteral("transaction_failed"),
                                             tr("The proof's transaction failed on the ledger: %1")
                                                 .arg(TransactionExecutor::describe(info.err))));
    QString why;
    const auto tx = solana::Transaction::decode(info.wire, &why);
    const auto decoded = tx ? solana::decodeInstructions(tx->message, &why) : std::nullopt;
    if (!decoded)
        return fail(ServiceError::invalidProof(QStringLiteral("invalid_payload"),
                                               tr("The proof's transaction is not a transfer.")));
    quint64 lamports = 0;
    for (const auto &d : *decoded) {
        if (d.kind != solana::DecodedInstruction::Kind::SystemTransfer ||
            d.accounts.value(1) != m_request.payTo.bytes())
            continue;
        if (m_result.payer.isEmpty())
            m_result.payer = QString::fromLatin1(base58::encode(d.accounts.value(0)));
        lamports += d.lamports;
    }
    if (lamports == 0)
        return fail(ServiceError::invalidProof(QStringLiteral("recipient_mismatch"),
                                               tr("The proof's transaction pays another wallet.")));
    if (Amount::fromUnits(Amount::Units(lamports), 9) < m_request.minimum)
        return fail(ServiceError::invalidProof(
            QStringLiteral("amount_mismatch"),
            tr("The proof's transaction pays %1 SOL, less than the %2 SOL expected.")
                .arg(solana::lamportsToSol(lamports), m_request.minimum.toString())));
    // The same transfer must not also pass as an authorization proof (or the reverse).
    if (!reserve(messageKey(tx->messageBytes)))
        return;
    m_result.amount = solana::lamportsToSol(lamports);
    m_result.slot = info.slot;
    pollConfirmed();
}

void ProofVerifier::runAuthorization()
{
    QString why;
    const auto tx = solana::Transaction::fromBase64(m_result.proof.transaction.toLatin1(), &why);
    if (!tx || m_request.payTo.chain() != Chain::Solana)
        return fail(
            ServiceError::invalidProof(QStringLiteral("invalid_exact_svm_payload_transaction"),
                                       tr("The proof's transaction does not decode: %1").arg(why)));
    const bool token = !m_request.mint.isEmpty();
    const quint64 minimum =
        quint64((token ? m_request.minimum : *m_request.minimum.rescaled(9)).units());
    const QString feePayer =
        m_request.feePayer.isEmpty() ? m_request.payTo.toString() : m_request.feePayer;
    const auto feePayerKey = Address::parse(feePayer);
    const auto check =
        AuthorizationCheck::inspect(*tx, m_request.payTo.bytes(), minimum, m_request.mint,
                                    feePayerKey ? feePayerKey->bytes() : QByteArray());
    if (!check.ok)
        return fail(ServiceError::invalidProof(check.reason, check.message));
    if (m_deps.chain->isBlockhashValid(tx->message.recentBlockhash) == false)
        return fail(ServiceError::invalidProof(QStringLiteral("payment_expired"),
                                               tr("The proof's transaction has expired (its "
                                                  "blockhash is too old).")));
    if (!reserve(messageKey(tx->messageBytes)))
        return;
    m_result.payer = QString::fromLatin1(base58::encode(check.payer));
    m_result.amount =
        token ? Amount::fromUnits(Amount::Units(check.amount), m_request.minimum.decimals())
                    .toString()
              : solana::lamportsToSol(check.amount);
    m_result.lastValidBlockHeight =
        m_deps.chain->blockhashLastValidHeight(tx->message.recentBlockhash);
    if (!m_request.settleAuthorization) {
        m_result.transaction = *tx;
        return succeed();
    }
    const solana::Keypair *key = m_deps.vault->solanaKey(feePayer);
    if (!key)
        return fail(ServiceError::invalidParameters(
            QStringLiteral("walletAddress"),
            tr("The sandbox does not hold this wallet's key, so it cannot co-sign the buyer's "
               "transaction as fee payer. Create a custodial wallet with POST /sandbox/wallets.")));
    solana::Transaction signedTx = *tx;
    signedTx.sign(*key);
    m_signature = signedTx.id();
    m_result.signature = signedTx.idBase58();
    if (!reserve(QStringLiteral("sig:") + m_result.signature))
        return;
    QPointer<ProofVerifier> self(this);
    const QByteArray hash =
        QCryptographicHash::hash(signedTx.messageBytes, QCryptographicHash::Sha256);
    m_deps.chain->send(signedTx.serialize(), [self, hash](const auto &sig, const RpcFailure &f) {
        if (!self)
            return;
        if (!sig)
            return self->fail(ServiceError::verificationFailed(
                reasonFor(f), tr("The ledger refused the payment: %1").arg(f.message)));
        self->m_deps.chain->noteBroadcast(hash, *sig);
        self->pollConfirmed();
    });
}

void ProofVerifier::pollConfirmed()
{
    QPointer<ProofVerifier> self(this);
    m_deps.chain->statuses({m_signature}, [self](const auto &statuses, const RpcFailure &) {
        if (!self)
            return;
        const auto status = statuses ? statuses->value(0) : std::nullopt;
        if (status && !status->err.is_null())
            return self->fail(ServiceError::verificationFailed(
                QStringLiteral("transaction_failed"),
                tr("The payment failed on the ledger: %1")
                    .arg(TransactionExecutor::describe(status->err))));
        if (!status || status->confirmationStatus == u"processed")
            return self->retryLater(&ProofVerifier::pollConfirmed);
        self->m_result.slot = status->slot;
        self->succeed();
    });
}

} // namespace paydesk::sandbox
