#pragma once

#include "ChainBackend.h"
#include "ErrorReply.h"
#include "core/Address.h"
#include "core/Amount.h"
#include "solana/Transaction.h"
#include "x402/ProofCodec.h"

#include <QDeadlineTimer>
#include <QObject>
#include <QStringList>
#include <functional>
#include <optional>

namespace paydesk::sandbox {

class ConsumedProofs;
class CustodialVault;
class EvmLedger;

struct VerifierDeps
{
    ChainBackend *chain = nullptr;
    EvmLedger *evm = nullptr;
    CustodialVault *vault = nullptr;
    ConsumedProofs *consumed = nullptr;
};

struct VerifyRequest
{
    QString proof;  // the X-PAYMENT value
    Address payTo;  // the seller's wallet
    Amount minimum; // expected amount, in the wallet chain's decimals (a token's: its own)
    int timeoutSeconds = 30;
    // true (hosted, demo seller): an authorization-kind proof is co-signed with the seller's
    // custodial key, broadcast and confirmed. false (local mode): it is only verified.
    bool settleAuthorization = true;
    // An SPL mint (32 bytes): the proof must pay exactly `minimum` of this token into the
    // seller's associated token account (authorization kind only). Empty: native SOL.
    QByteArray mint;
    // The key that pays the fee and co-signs an authorization proof (the sandbox facilitator's);
    // empty: the seller's wallet. The vault must hold it.
    QString feePayer;
};

struct VerifyResult
{
    std::optional<ServiceError> error;
    x402::DecodedProof proof;
    QString payer, amount, signature, network; // amount: exact decimal text
    quint64 slot = 0;
    // Authorization kind, local mode: the verified (still seller-unsigned) transaction.
    std::optional<solana::Transaction> transaction;
    quint64 lastValidBlockHeight = 0;
};

// One verification of a payment proof against the chain, asynchronous, one-shot (deletes
// itself after answering). Settled proofs are looked up on the ledger and must be confirmed
// within the timeout, pay the seller at least the minimum, and not be consumed; authorization
// proofs pass AuthorizationCheck and (hosted) are co-signed and broadcast. A proof that
// verifies is consumed.
class ProofVerifier : public QObject
{
    Q_OBJECT
public:
    using Done = std::function<void(const VerifyResult &)>;
    static void start(const VerifierDeps &deps, VerifyRequest request, Done done, QObject *parent);

private:
    ProofVerifier(const VerifierDeps &deps, VerifyRequest request, Done done, QObject *parent);
    void run();
    void runSettledEvm();
    void pollSettled();
    void checkSettled(const TransactionInfo &info);
    void runAuthorization();
    void pollConfirmed();
    bool reserve(const QString &key);
    void retryLater(void (ProofVerifier::*step)());
    void fail(const ServiceError &error);
    void succeed();

    VerifierDeps m_deps;
    VerifyRequest m_request;
    Done m_done;
    VerifyResult m_result;
    QDeadlineTimer m_deadline;
    QByteArray m_signature; // raw
    QStringList m_reserved;
};

} // namespace paydesk::sandbox
