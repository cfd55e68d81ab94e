#include "EvmSignedScheme.h"

#include "EvmProofReader.h"
#include "evm/EvmRpcClient.h"

namespace paydesk::x402 {

QString EvmSignedScheme::cannotSign(const PayerWallet &wallet, bool haveKeys)
{
    if (!evm::EvmAddress::parse(wallet.address))
        return tr("%1 is not an EVM wallet.").arg(wallet.address);
    return haveKeys ? QString() : tr("EVM wallets cannot pay here.");
}

bool EvmSignedScheme::covers(const PaymentOption &option, PayerWallet::Mode mode) const
{
    return option.scheme == scheme() && option.chain == Chain::Evm &&
           mode == PayerWallet::Mode::Local;
}

bool EvmSignedScheme::owns(const FetchAttempt &attempt) const
{
    return recordsItself(attempt.paymentId);
}

bool EvmSignedScheme::checkable(const ChainNodes &nodes, const FetchAttempt &attempt) const
{
    return nodes.node<evm::EvmRpcClient>(Chain::Evm) && owns(attempt);
}

void EvmSignedScheme::checkLost(const ChainNodes &nodes, const FetchAttempt &attempt,
                                QObject *context, const LostAuthorization::Done &done) const
{
    LostAuthorization::check(nodes.node<evm::EvmRpcClient>(Chain::Evm), attempt, context, done);
}

bool EvmSignedScheme::readProof(const DecodedProof &proof, ProofReading &out) const
{
    return EvmProofReader::read(proof, out);
}

} // namespace paydesk::x402
