#pragma once

#include "payments/schemes/ProofReading.h"
#include "x402/ProofCodec.h"

#include <QCoreApplication>

namespace paydesk::x402 {

// Reads a buyer-signed Solana transaction (x402 `exact` on Solana: a SOL transfer or an SPL
// TransferChecked the seller's fee payer sends) for ExactSvmScheme::readProof: who pays whom,
// how much, each instruction in words, and whether the payer's signature is on it.
class SvmProofReader
{
    Q_DECLARE_TR_FUNCTIONS(SvmProofReader)
public:
    // False when `proof` is not a transaction (another client's form).
    static bool read(const DecodedProof &proof, ProofReading &out);
};

} // namespace paydesk::x402
