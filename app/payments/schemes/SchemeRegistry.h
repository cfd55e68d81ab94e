#pragma once

#include "SchemeClient.h"

#include <QCoreApplication>
#include <memory>
#include <vector>

namespace paydesk::x402 {

// The x402 schemes Paydesk pays, one SchemeClient each. Everything that pays, judges or
// reconciles an x402 payment asks the registry, never a scheme by name: a new scheme is a new
// client registered here (docs/architecture.md "Adding an x402 scheme").
class SchemeRegistry
{
    Q_DECLARE_TR_FUNCTIONS(SchemeRegistry)
public:
    SchemeRegistry() = default;
    SchemeRegistry(const SchemeRegistry &) = delete;
    SchemeRegistry &operator=(const SchemeRegistry &) = delete;

    // The built-in clients: exact on Solana (SOL, SPL tokens, the fee-payer form), exact on EVM
    // networks (EIP-3009 and Permit2), upto on EVM networks (Permit2), and hosted (the service pays
    // from a hosted wallet). What every face uses; a test may add a client of its own.
    static SchemeRegistry &standard();

    void add(std::unique_ptr<SchemeClient> client);
    // Takes back a client added earlier (a test's); false when it is not registered.
    bool remove(const SchemeClient *client);

    // Sets the status of every well-formed option: Payable when a registered client covers it and
    // does not refuse it, else Unsupported with the reason. Invalid options stay as they are.
    void judge(PaymentRequired &required) const;
    // The client that pays `option` from `wallet`, or null when none will.
    const SchemeClient *clientFor(const PaymentOption &option, const PayerWallet &wallet) const;
    // For OptionChooser: whether some client pays `option` from `wallet`.
    CanPay canPay() const;
    // The client a journaled attempt belongs to, or null (an attempt of a scheme no longer
    // registered, or the service's).
    const SchemeClient *ownerOf(const FetchAttempt &attempt) const;
    // The first client's reading of `proof` (SchemeClient::readProof); false when none reads it.
    bool readProof(const DecodedProof &proof, ProofReading &out) const;
    // Whether some client writes the record of `paymentId` itself (SchemeClient::recordsItself).
    bool recordsItself(const QString &paymentId) const;
    // Lost attempts, through their owner: whether the chain can tell, and asking it.
    bool checkable(const ChainNodes &nodes, const FetchAttempt &attempt) const;
    void checkLost(const ChainNodes &nodes, const FetchAttempt &attempt, QObject *context,
                   const LostAuthorization::Done &done) const;

private:
    std::vector<std::unique_ptr<SchemeClient>> m_clients;
};

} // namespace paydesk::x402
