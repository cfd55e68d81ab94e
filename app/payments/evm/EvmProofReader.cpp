#include "EvmProofReader.h"

#include "core/Amount.h"
#include "core/Asset.h"
#include "evm/EvmAddress.h"
#include "x402/Eip3009.h"
#include "x402/Permit2.h"

namespace paydesk::x402 {

namespace {
// Who pays whom, its window, how much: the token is v2's `accepted.asset`, its amount in its
// unit only when Paydesk's table knows it.
void readAuthorization(ProofReading &out, const DecodedProof &proof, quint64 validAfter,
                       quint64 validBefore)
{
    out.payer = proof.from;
    out.recipient = proof.to;
    out.token = proof.asset;
    out.validAfter =
        QDateTime::fromSecsSinceEpoch(qint64(qMin<quint64>(validAfter, 1ULL << 40)), Qt::UTC);
    out.validBefore =
        QDateTime::fromSecsSinceEpoch(qint64(qMin<quint64>(validBefore, 1ULL << 40)), Qt::UTC);
    const auto token =
        proof.asset.isEmpty() ? std::nullopt : Asset::known(proof.network, proof.asset);
    const auto units = token ? Amount::parseUnits(proof.amount, token->decimals) : std::nullopt;
    if (units) {
        out.amount = units->toString();
        out.symbol = token->symbol;
    } else {
        out.amount = proof.amount;
        out.symbol = EvmProofReader::tr("atomic units of an unnamed token");
    }
}

// EIP-3009: the signature is checked when the proof names the token's EIP-712 domain (v2 does;
// a v1 proof does not, so it is left to the facilitator).
void readEip3009(ProofReading &out, const DecodedProof &proof)
{
    const TransferAuthorization &a = *proof.eip3009;
    readAuthorization(out, proof, a.validAfter, a.validBefore);
    const quint64 chainId = Eip3009::chainIdOf(proof.network);
    const auto contract = evm::EvmAddress::parse(proof.asset);
    if (proof.domainName.isEmpty() || proof.domainVersion.isEmpty() || !chainId || !contract)
        return;
    const evm::Eip712::Domain domain{proof.domainName, proof.domainVersion, chainId, *contract};
    const auto signer = Eip3009::signer(a, domain, proof.eip3009Signature);
    out.signatureChecked = true;
    out.signedByPayer = signer && *signer == a.from;
}

// Permit2: its deadline ends its window; the domain is Permit2's own, so the signature is
// checked whenever the network has a chain id.
void readPermit2(ProofReading &out, const DecodedProof &proof)
{
    const Permit2Authorization &a = *proof.permit2;
    readAuthorization(out, proof, a.validAfter, a.deadline);
    const quint64 chainId = Eip3009::chainIdOf(proof.network);
    if (!chainId)
        return;
    const auto signer = Permit2::signer(a, chainId, proof.eip3009Signature);
    out.signatureChecked = true;
    out.signedByPayer = signer && *signer == a.from;
}
} // namespace

bool EvmProofReader::read(const DecodedProof &proof, ProofReading &out)
{
    if (proof.kind == DecodedProof::Kind::Eip3009 && proof.eip3009) {
        out.title = tr("EIP-3009 transfer authorization (the seller's facilitator submits it)");
        readEip3009(out, proof);
    } else if (proof.kind == DecodedProof::Kind::Permit2 && proof.permit2 &&
               proof.permit2->facilitator) {
        out.title = tr("Usage-priced Permit2 authorization of up to the amount (upto: "
                       "facilitator %1 settles it once for what was used)")
                        .arg(proof.permit2->facilitator->toChecksummed());
        readPermit2(out, proof);
    } else if (proof.kind == DecodedProof::Kind::Permit2 && proof.permit2) {
        out.title = tr("Permit2 transfer authorization (the seller's facilitator settles it "
                       "through Permit2, within the payer's allowance)");
        readPermit2(out, proof);
    } else {
        return false;
    }
    out.notSigned = tr("The payer did not sign this authorization.");
    const QString format = QStringLiteral("yyyy-MM-dd HH:mm:ss");
    out.validity =
        out.signatureChecked && !out.signedByPayer
            ? tr("Not signed by the payer: it cannot be valid")
            : tr("Valid from %1 to %2 UTC, once; %3")
                  .arg(out.validAfter.toString(format), out.validBefore.toString(format),
                       out.signatureChecked ? tr("signed by the payer")
                                            : tr("the signature is checked when it is verified (an "
                                                 "x402 v1 proof does not name the token)"));
    return true;
}

} // namespace paydesk::x402
