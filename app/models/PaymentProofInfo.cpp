#include "PaymentProofInfo.h"

#include "core/Amount.h"
#include "core/Asset.h"
#include "core/Base58.h"
#include "core/Network.h"
#include "solana/InstructionDecoder.h"
#include "solana/Pda.h"
#include "solana/Transaction.h"
#include "x402/ProofCodec.h"

namespace paydesk {

namespace {
// [source, mint, destination, authority]: the authority pays; its signature is checked here.
void readTokenTransfer(PaymentProofInfo &info, const solana::Transaction &tx,
                       const solana::DecodedInstruction &ins)
{
    auto text = [](const QByteArray &key) {
        return QString::fromLatin1(base58::encode(key));
    };
    info.payer = text(ins.accounts[3]);
    info.mint = text(ins.accounts[1]);
    info.tokenAccount = text(ins.accounts[2]);
    info.tokenProgram = text(ins.programId);
    info.recipient.clear(); // a token account, compared with the wallet's in warnings()
    const auto token = Asset::known(info.network, info.mint);
    info.amount = Amount::fromUnits(ins.tokenAmount, ins.decimals).toString();
    if (token && token->decimals == ins.decimals) {
        info.symbol = token->symbol;
    } else {
        info.symbol = PaymentProofInfo::tr("tokens of mint %1").arg(info.mint);
        info.unknownToken = true;
    }
    const int slot = tx.signerIndex(ins.accounts[3]);
    info.signatureChecked = slot >= 0;
    info.signedByPayer =
        slot >= 0 && solana::verify(ins.accounts[3], tx.messageBytes, tx.signatures.at(slot));
}

void readAuthorization(PaymentProofInfo &info, const QString &base64)
{
    QString why;
    const auto tx = solana::Transaction::fromBase64(base64.toLatin1(), &why);
    if (!tx) {
        info.kind = PaymentProofInfo::Kind::Invalid;
        info.error =
            PaymentProofInfo::tr("The signed transaction in the proof cannot be read: %1").arg(why);
        return;
    }
    info.feePayer = QString::fromLatin1(base58::encode(tx->message.feePayer()));
    const auto decoded = solana::decodeInstructions(tx->message, &why);
    if (!decoded)
        return;
    for (const auto &ins : *decoded) {
        info.instructions.append(ins.describe());
        if (ins.kind == solana::DecodedInstruction::Kind::SystemTransfer &&
            ins.accounts.size() >= 2) {
            info.payer = QString::fromLatin1(base58::encode(ins.accounts[0]));
            info.recipient = QString::fromLatin1(base58::encode(ins.accounts[1]));
            info.amount = Amount::fromUnits(ins.lamports, 9).toString();
            info.symbol = QStringLiteral("SOL");
            const int slot = tx->signerIndex(ins.accounts[0]);
            info.signedByPayer = slot >= 0 && tx->signatures.at(slot) != QByteArray(64, '\0');
        } else if (ins.kind == solana::DecodedInstruction::Kind::TokenTransferChecked &&
                   ins.accounts.size() == 4) {
            readTokenTransfer(info, *tx, ins);
        }
    }
}

// What an EVM authorization (EIP-3009 or Permit2) says: who pays whom, its window, how much.
void readEvmAuthorization(PaymentProofInfo &info, const x402::DecodedProof &proof,
                          quint64 validAfter, quint64 validBefore)
{
    info.payer = proof.from;
    info.recipient = proof.to;
    info.validAfter =
        QDateTime::fromSecsSinceEpoch(qint64(qMin<quint64>(validAfter, 1ULL << 40)), Qt::UTC);
    info.validBefore =
        QDateTime::fromSecsSinceEpoch(qint64(qMin<quint64>(validBefore, 1ULL << 40)), Qt::UTC);
    // The token: v2's `accepted.asset`; amounts in its unit only when Paydesk's table knows it.
    const auto token =
        proof.asset.isEmpty() ? std::nullopt : Asset::known(proof.network, proof.asset);
    const auto units = token ? Amount::parseUnits(proof.amount, token->decimals) : std::nullopt;
    if (units) {
        info.amount = units->toString();
        info.symbol = token->symbol;
    } else {
        info.amount = proof.amount;
        info.symbol = PaymentProofInfo::tr("atomic units of an unnamed token");
    }
}

void readEip3009(PaymentProofInfo &info, const x402::DecodedProof &proof)
{
    const x402::TransferAuthorization &a = *proof.eip3009;
    readEvmAuthorization(info, proof, a.validAfter, a.validBefore);
    const quint64 chainId = x402::Eip3009::chainIdOf(proof.network);
    const auto contract = evm::EvmAddress::parse(proof.asset);
    if (proof.domainName.isEmpty() || proof.domainVersion.isEmpty() || !chainId || !contract)
        return;
    const evm::Eip712::Domain domain{proof.domainName, proof.domainVersion, chainId, *contract};
    const auto signer = x402::Eip3009::signer(a, domain, proof.eip3009Signature);
    info.signatureChecked = true;
    info.signedByPayer = signer && *signer == a.from;
}

// A Permit2 one: its deadline is the end of its window; the domain is Permit2's own, so the
// signature is checked whenever the network has a chain id.
void readPermit2(PaymentProofInfo &info, const x402::DecodedProof &proof)
{
    const x402::Permit2Authorization &a = *proof.permit2;
    readEvmAuthorization(info, proof, a.validAfter, a.deadline);
    const quint64 chainId = x402::Eip3009::chainIdOf(proof.network);
    if (!chainId)
        return;
    const auto signer = x402::Permit2::signer(a, chainId, proof.eip3009Signature);
    info.signatureChecked = true;
    info.signedByPayer = signer && *signer == a.from;
}
} // namespace

QStringList PaymentProofInfo::warnings(const QString &wallet, const QString &expected) const
{
    QStringList out;
    if (!isValid())
        return out;
    if (!recipient.isEmpty() && !wallet.isEmpty() && recipient != wallet)
        out.append(tr("This proof pays another wallet, not the one it is checked for."));
    if (!tokenAccount.isEmpty() && !wallet.isEmpty()) {
        const auto owner = base58::decode(wallet.toLatin1());
        const auto program = base58::decode(tokenProgram.toLatin1());
        const auto mintKey = base58::decode(mint.toLatin1());
        const QByteArray expectedAccount =
            owner && program && mintKey ? solana::associatedTokenAddress(*owner, *program, *mintKey)
                                        : QByteArray();
        if (expectedAccount.isEmpty() ||
            QString::fromLatin1(base58::encode(expectedAccount)) != tokenAccount)
            out.append(tr("This proof pays another wallet, not the one it is checked for."));
    }
    if (unknownToken)
        out.append(tr("The token %1 is not one Paydesk knows on %2, or its decimals differ.")
                       .arg(mint, network));
    if (!amount.isEmpty() && !expected.trimmed().isEmpty()) {
        const auto paid = Amount::parse(amount, 18);
        const auto want = Amount::parse(expected.trimmed(), 18);
        if (paid && want && *paid < *want)
            out.append(
                tr("It pays %1, less than the %2 you expect.").arg(amount, expected.trimmed()));
    }
    if (kind == Kind::Authorization && !signedByPayer && !payer.isEmpty())
        out.append(tr("The payer has not signed this transaction."));
    const bool evm = kind == Kind::Eip3009 || kind == Kind::Permit2;
    if (evm && signatureChecked && !signedByPayer)
        out.append(tr("The payer did not sign this authorization."));
    if (evm && validBefore.isValid() && validBefore <= QDateTime::currentDateTimeUtc())
        out.append(tr("The authorization expired at %1 UTC.")
                       .arg(validBefore.toString(QStringLiteral("yyyy-MM-dd HH:mm:ss"))));
    return out;
}

QString PaymentProofInfo::kindLabel() const
{
    switch (kind) {
    case Kind::Settled:
        return tr("Settled payment (already on the ledger)");
    case Kind::Authorization:
        return tr("Signed authorization (not yet broadcast)");
    case Kind::Eip3009:
        return tr("EIP-3009 transfer authorization (the seller's facilitator submits it)");
    case Kind::Permit2:
        return tr("Permit2 transfer authorization (the seller's facilitator settles it through "
                  "Permit2, within the payer's allowance)");
    case Kind::Invalid:
        break;
    }
    return tr("Not a payment proof");
}

PaymentProofInfo PaymentProofInfo::decode(const QString &xPayment)
{
    PaymentProofInfo info;
    // People paste proofs wrapped over lines: drop whitespace, then the shared x402 codec decides.
    QString compact = xPayment.simplified().remove(u' ');
    // Tolerate the URL-safe base64 alphabet and missing padding some tools produce.
    compact.replace(u'-', u'+').replace(u'_', u'/');
    while (compact.size() % 4 != 0)
        compact.append(u'=');
    if (compact.isEmpty()) {
        info.error = tr("Paste the X-PAYMENT value the buyer sent.");
        return info;
    }
    QString reason;
    QString message;
    const auto proof = x402::ProofCodec::decode(compact, &reason, &message);
    if (!proof) {
        info.error = message;
        return info;
    }
    info.x402Version = proof->x402Version;
    info.scheme = proof->scheme;
    info.network = proof->network;
    // A settled proof's amount is in the network's own coin (a hosted payment: SOL, ETH); the
    // readers below name the token of an authorization.
    info.symbol =
        Network::family(info.network) == Chain::Unknown ? QString() : Network::coinOf(info.network);
    if (proof->kind == x402::DecodedProof::Kind::Eip3009) {
        info.kind = Kind::Eip3009;
        readEip3009(info, *proof);
        return info;
    }
    if (proof->kind == x402::DecodedProof::Kind::Permit2) {
        info.kind = Kind::Permit2;
        readPermit2(info, *proof);
        return info;
    }
    if (proof->kind == x402::DecodedProof::Kind::Authorization) {
        info.kind = Kind::Authorization;
        readAuthorization(info, proof->transaction);
        return info;
    }
    info.kind = Kind::Settled;
    info.paymentId = proof->paymentId;
    info.signature = proof->signature;
    info.payer = proof->from;
    info.recipient = proof->to;
    info.amount = proof->amount;
    return info;
}

} // namespace paydesk
