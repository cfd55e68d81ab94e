#include "SvmFacilitator.h"

#include "AuthorizationCheck.h"
#include "ConsumedProofs.h"
#include "CustodialVault.h"
#include "Ledger.h"
#include "SandboxStore.h"
#include "SplState.h"
#include "TransactionExecutor.h"
#include "core/Base58.h"

#include <QCryptographicHash>

namespace paydesk::sandbox {

namespace {
constexpr quint64 kFeePayerFunding = 1000000000; // 1 test SOL for fees

SvmFacilitator::Answer refusal(const char *reason, const QString &message,
                               const QString &payer = {})
{
    return {false, QString::fromLatin1(reason), message, {}, payer};
}
} // namespace

void SvmFacilitator::setUp()
{
    if (m_ctx.chain->network() != u"solana-sandbox")
        return;
    const QString kept = QString::fromUtf8(m_ctx.store->meta(QStringLiteral("facilitatorSvm")));
    if (!kept.isEmpty() && m_ctx.vault->contains(kept)) {
        m_feePayer = kept;
        return;
    }
    m_feePayer = m_ctx.vault->create(Chain::Solana);
    m_ctx.store->setMeta(QStringLiteral("facilitatorSvm"), m_feePayer.toUtf8());
    m_ctx.ledger->airdrop(Address::parse(m_feePayer)->bytes(), kFeePayerFunding);
}

SvmFacilitator::Answer SvmFacilitator::verify(const x402::DecodedProof &proof,
                                              const Requirement &r) const
{
    if (!available())
        return refusal("invalid_network", tr("This sandbox runs no Solana chain of its own."));
    if (r.feePayer != m_feePayer)
        return refusal(
            "invalid_exact_svm_payload_missing_fee_payer",
            tr("The requirements must name this facilitator's fee payer (%1).").arg(m_feePayer));
    if (r.asset != QString::fromLatin1(base58::encode(spl::testUsdcMint())))
        return refusal("invalid_exact_svm_payload_mint_mismatch",
                       tr("Only the sandbox's test USDC is settled here."));
    const auto payTo = Address::parse(r.payTo);
    if (!payTo || payTo->chain() != Chain::Solana || r.amount == 0)
        return refusal("invalid_payment_requirements",
                       tr("The requirements need a Solana payTo and the amount in atomic units."));
    QString why;
    const auto tx = solana::Transaction::fromBase64(proof.transaction.toLatin1(), &why);
    if (!tx)
        return refusal("invalid_exact_svm_payload_transaction",
                       tr("The payload's transaction does not decode: %1").arg(why));
    const auto check = AuthorizationCheck::inspect(
        *tx, payTo->bytes(), r.amount, spl::testUsdcMint(), Address::parse(m_feePayer)->bytes());
    if (!check.ok)
        return {false, check.reason, check.message, {}, {}};
    const QString payer = QString::fromLatin1(base58::encode(check.payer));
    if (!m_ctx.ledger->validBlockhashSlot(tx->message.recentBlockhash))
        return refusal("payment_expired", tr("The transaction's blockhash is too old."), payer);
    const Ledger::Simulation sim = m_ctx.ledger->simulate(tx->serialize(), false, false);
    if (sim.failure.isSet() || !sim.err.is_null()) {
        const QString what =
            sim.failure.isSet() ? sim.failure.message : TransactionExecutor::describe(sim.err);
        return refusal(sim.err.is_object() && sim.err.contains("InstructionError")
                           ? "insufficient_funds"
                           : "invalid_exact_svm_payload_transaction_simulation_failed",
                       tr("The transfer would fail on the ledger: %1").arg(what), payer);
    }
    return {true, {}, {}, {}, payer};
}

void SvmFacilitator::settle(const x402::DecodedProof &proof, const QString &proofText,
                            const Requirement &r, QObject *context, const Done &done)
{
    // A proof settled before: the same transaction again (a seller retrying after a lost answer).
    const auto tx = solana::Transaction::fromBase64(proof.transaction.toLatin1(), nullptr);
    if (tx) {
        const QByteArray landed = m_ctx.ledger->signatureForMessage(
            QCryptographicHash::hash(tx->messageBytes, QCryptographicHash::Sha256));
        const LandedTransaction *t = landed.isEmpty() ? nullptr : m_ctx.ledger->landed(landed);
        if (t && t->err.is_null()) {
            const Answer again = {true,
                                  {},
                                  {},
                                  QString::fromLatin1(base58::encode(landed)),
                                  QString::fromLatin1(base58::encode(t->accountKeys.value(1)))};
            return done(again);
        }
    }
    const Answer checked = verify(proof, r);
    if (!checked.ok)
        return done(checked);
    VerifyRequest request;
    request.proof = proofText;
    request.payTo = *Address::parse(r.payTo);
    request.minimum = Amount::fromUnits(Amount::Units(r.amount), spl::kTestUsdcDecimals);
    request.timeoutSeconds = 30;
    request.settleAuthorization = true;
    request.mint = spl::testUsdcMint();
    request.feePayer = m_feePayer;
    const QString payer = checked.payer;
    ProofVerifier::start(
        m_ctx.verifierDeps(), request,
        [done, payer](const VerifyResult &v) {
            if (v.error)
                return done(
                    {false,
                     QString::fromStdString(v.error->details.value("reason", "transaction_failed")),
                     v.error->message,
                     {},
                     payer});
            done({true, {}, {}, v.signature, v.payer});
        },
        context);
}

} // namespace paydesk::sandbox
