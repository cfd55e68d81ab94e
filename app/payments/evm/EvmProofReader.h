#pragma once

#include "payments/schemes/ProofReading.h"
#include "x402/ProofCodec.h"

#include <QCoreApplication>

namespace paydesk::x402 {

// Reads a buyer's EVM authorization (x402 `exact` on EVM: EIP-3009 or Permit2) for
// ExactEvmScheme::readProof: who pays whom, how much, its window, and whether the payer signed it
// (checked where the proof names what the signature covers).
class EvmProofReader
{
    Q_DECLARE_TR_FUNCTIONS(EvmProofReader)
public:
    // False when `proof` is not an EVM authorization (another client's form).
    static bool read(const DecodedProof &proof, ProofReading &out);
};

} // namespace paydesk::x402
