#include "LostAuthorization.h"

#include "core/Asset.h"
#include "evm/Erc20.h"
#include "evm/Erc20Balance.h"
#include "x402/Eip3009.h"
#include "x402/Permit2.h"
#include "x402/ProofCodec.h"

#include <QDateTime>

namespace paydesk::x402 {

namespace {

// A Permit2 authorization: its nonce's bit in Permit2's nonceBitmap. Permit2 sets it when the
// proxy's settle runs, and only then (SignatureTransfer.sol _useUnorderedNonce); after the
// deadline the signature can never be used.
void checkPermit2(evm::EvmRpcClient *rpc, quint64 chainId, const Permit2Authorization &a, qint64 at,
                  QObject *context, const LostAuthorization::Done &done)
{
    using V = LostAuthorization::Verdict;
    evm::Erc20Balance::callOnChain(
        rpc, chainId, Permit2::address(), Permit2::nonceBitmapCall(a.from, a.nonce),
        QStringLiteral("Permit2"), context,
        [done, a, at](const std::optional<QByteArray> &answer, const QString &error) {
            const auto bitmap = answer ? evm::Erc20::parseUint(*answer) : std::nullopt;
            if (!bitmap)
                return done(V::Unknown, error.isEmpty()
                                            ? LostAuthorization::tr("Permit2's answer is not "
                                                                    "readable.")
                                            : error);
            if (Permit2::nonceBitSet(*bitmap, a.nonce))
                return done(V::Used, {});
            done(quint64(at) > a.deadline ? V::Expired : V::Unused, {});
        });
}

} // namespace

bool LostAuthorization::applies(const FetchAttempt &attempt)
{
    return attempt.paymentId.startsWith(u"eip3009:") || attempt.paymentId.startsWith(u"permit2:") ||
           attempt.paymentId.startsWith(u"upto:");
}

void LostAuthorization::check(evm::EvmRpcClient *rpc, const FetchAttempt &attempt, QObject *context,
                              const Done &done, qint64 now)
{
    QString reason, message;
    const auto proof = ProofCodec::decode(attempt.proof, &reason, &message);
    const bool eip3009 = proof && proof->kind == DecodedProof::Kind::Eip3009 && proof->eip3009;
    const bool permit2 = proof && proof->kind == DecodedProof::Kind::Permit2 && proof->permit2;
    if (!eip3009 && !permit2)
        return done(Verdict::Unknown,
                    tr("The journaled proof is no EIP-3009 or Permit2 authorization."));
    const quint64 chainId = Eip3009::chainIdOf(attempt.network);
    const qint64 at = now > 0 ? now : QDateTime::currentSecsSinceEpoch();
    if (!rpc || chainId == 0)
        return done(Verdict::Unknown, tr("No EVM node for %1 to ask.").arg(attempt.network));
    if (permit2)
        return checkPermit2(rpc, chainId, *proof->permit2, at, context, done);
    // The token: v2 names it in `accepted`; a v1 proof does not, the journal's symbol does.
    const auto token = !proof->asset.isEmpty()
                           ? Asset::known(attempt.network, proof->asset)
                           : Asset::knownBySymbol(attempt.network, attempt.symbol);
    if (!token)
        return done(Verdict::Unknown, tr("No EVM node for %1 to ask.").arg(attempt.network));
    const TransferAuthorization a = *proof->eip3009;
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
