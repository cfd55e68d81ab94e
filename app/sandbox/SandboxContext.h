#pragma once

#include "ProofVerifier.h"

#include <QObject>
#include <QUrl>
#include <functional>

namespace paydesk::sandbox {

class ChainBackend;
class ConsumedProofs;
class CustodialVault;
class DemoSeller;
class EvmChain;
class EvmFacilitator;
class EvmLedger;
class FaultInjector;
class Ledger;
class PaymentBook;
class RemoteEvmChain;
class SandboxStore;

// The parts of a running sandbox, handed to the endpoint classes (owned by SandboxServer).
struct SandboxContext
{
    SandboxStore *store = nullptr;
    Ledger *ledger = nullptr;      // the built-in ledger (also the EVM block clock)
    ChainBackend *chain = nullptr; // the Solana chain in use (ledger or remote cluster)
    EvmLedger *evm = nullptr;
    EvmChain *evmChain = nullptr;          // the sandbox EVM chain (local mode, /evm)
    RemoteEvmChain *remoteEvm = nullptr;   // the node of --evm-rpc, when given (then local mode)
    EvmFacilitator *facilitator = nullptr; // x402 exact EVM on the sandbox EVM chain
    CustodialVault *vault = nullptr;
    PaymentBook *payments = nullptr;
    ConsumedProofs *consumed = nullptr;
    FaultInjector *faults = nullptr;
    DemoSeller *demo = nullptr;
    QObject *owner = nullptr; // parent of asynchronous jobs
    std::function<QUrl()> baseUrl;

    VerifierDeps verifierDeps() const { return {chain, evm, vault, consumed}; }
};

} // namespace paydesk::sandbox
