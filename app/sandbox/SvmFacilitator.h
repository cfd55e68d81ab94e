#pragma once

#include "SandboxContext.h"
#include "x402/ProofCodec.h"

#include <QCoreApplication>
#include <QString>
#include <functional>

namespace paydesk::sandbox {

// The sandbox as an x402 facilitator for the `exact` SVM scheme on its own Solana chain, in its
// test USDC (docs/protocol-facts.md "SVM exact scheme" and "Facilitator API"): its own fee-payer
// key (a custodial wallet funded with 1 test SOL) is named in /supported as extra.feePayer. verify
// reads the buyer's partially signed transaction by the scheme's rules (AuthorizationCheck: compute
// budget, one TransferChecked of exactly the amount into payTo's associated account, the fee payer
// in no instruction, the buyer's signature), checks the blockhash and that the transfer would
// succeed; settle then co-signs as fee payer, sends and waits for confirmation (ProofVerifier). A
// proof already settled answers its transaction again, never a second transfer.
class SvmFacilitator
{
    Q_DECLARE_TR_FUNCTIONS(SvmFacilitator)
public:
    struct Requirement
    {
        QString payTo; // the seller's wallet (base58)
        QString asset; // the mint (base58): the sandbox's test USDC only
        quint64 amount = 0;
        QString feePayer; // extra.feePayer: must be this facilitator's key
    };
    struct Answer
    {
        bool ok = false;
        QString reason, message;
        QString transaction; // settle: the signature (base58)
        QString payer;
    };
    using Done = std::function<void(const Answer &)>;

    explicit SvmFacilitator(const SandboxContext &context) : m_ctx(context) {}
    // Creates (first start) or finds the fee-payer wallet. Off against a remote cluster.
    void setUp();
    bool available() const { return !m_feePayer.isEmpty(); }
    QString feePayer() const { return m_feePayer; }

    Answer verify(const x402::DecodedProof &proof, const Requirement &r) const;
    void settle(const x402::DecodedProof &proof, const QString &proofText, const Requirement &r,
                QObject *context, const Done &done);

private:
    SandboxContext m_ctx;
    QString m_feePayer;
};

} // namespace paydesk::sandbox
