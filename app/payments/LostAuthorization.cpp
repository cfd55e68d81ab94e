#include "LostAuthorization.h"

#include "core/Asset.h"
#include "evm/Erc20Balance.h"
#include "x402/Eip3009.h"
#include "x402/ProofCodec.h"

#include <QDateTime>

namespace paydesk::x402 {

void LostAuthorization::check(evm::EvmRpcClient *rpc, const FetchAttempt &attempt, QObject *context,
                              const Done &done, qint64 now)
{
    QString reason, message;
    const auto proof = ProofCodec::decode(attempt.proof, &reason, &message);
    if (!proof || proof->kind != DecodedProof::Kind::Eip3009 || !proof->eip3009)
        return done(Verdict::Unknown, tr("The journaled proof is no EIP-3009 authorization."));
    // The token: v2 names it in `accepted`; a v1 proof does not, the journal's symbol does.
    const auto token = !proof->asset.isEmpty()
                           ? Asset::known(attempt.network, proof->asset)
                           : Asset::knownBySymbol(attempt.network, attempt.symbol);
    const quint64 chainId = Eip3009::chainIdOf(attempt.network);
    if (!rpc || !token || chainId == 0)
        return done(Verdict::Unknown, tr("No EVM node for %1 to ask.").arg(attempt.network));
    const TransferAuthorization a = *proof->eip3009;
    const qint64 at = now > 0 ? now : QDateTime::currentSecsSinceEpoch();
    evm::Erc20Balance::authorizationUsed(
        rpc, chainId, *token, a.from, a.nonce, context,
        [done, a, at](const std::optional<bool> &used, const QString &error) {
            if (!used)
                return done(Verdict::Unknown, error);
            if (*used)
                return done(Verdict::Used, {});
            done(quint64(at) >= a.validBefore ? Verdict::Expired : Verdict::Unused, {});
        });
}

} // namespace paydesk::x402
