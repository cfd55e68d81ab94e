#include "PaymentProofInfo.h"

#include "core/Amount.h"
#include "core/Network.h"
#include "payments/schemes/SchemeRegistry.h"
#include "x402/ProofCodec.h"

namespace paydesk {

QStringList PaymentProofInfo::warnings(const QString &wallet, const QString &expected) const
{
    QStringList out;
    if (!isValid())
        return out;
    const bool paysOther =
        !wallet.isEmpty() &&
        (paysWallet ? !paysWallet(wallet) : !recipient.isEmpty() && recipient != wallet);
    if (paysOther)
        out.append(tr("This proof pays another wallet, not the one it is checked for."));
    if (unknownToken)
        out.append(tr("The token %1 is not one Paydesk knows on %2, or its decimals differ.")
                       .arg(token, network));
    if (!amount.isEmpty() && !expected.trimmed().isEmpty()) {
        const auto paid = Amount::parse(amount, 18);
        const auto want = Amount::parse(expected.trimmed(), 18);
        if (paid && want && *paid < *want)
            out.append(
                tr("It pays %1, less than the %2 you expect.").arg(amount, expected.trimmed()));
    }
    if (signatureChecked && !signedByPayer && !notSigned.isEmpty())
        out.append(notSigned);
    if (validBefore.isValid() && validBefore <= QDateTime::currentDateTimeUtc())
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
        return title;
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
    if (proof->kind == x402::DecodedProof::Kind::Settled) {
        // A settled proof's amount is in the network's own coin (a hosted payment: SOL, ETH).
        info.kind = Kind::Settled;
        info.symbol = Network::family(info.network) == Chain::Unknown
                          ? QString()
                          : Network::coinOf(info.network);
        info.paymentId = proof->paymentId;
        info.signature = proof->signature;
        info.payer = proof->from;
        info.recipient = proof->to;
        info.amount = proof->amount;
        return info;
    }
    x402::ProofReading r;
    if (!x402::SchemeRegistry::standard().readProof(*proof, r)) {
        info.error = tr("Paydesk cannot read a proof of the %1 scheme on %2.")
                         .arg(proof->scheme, Network::nameOf(proof->network));
        return info;
    }
    if (!r.error.isEmpty()) {
        info.error = r.error;
        info.title = r.title;
        return info;
    }
    info.kind = Kind::Authorization;
    info.title = r.title;
    info.payer = r.payer;
    info.recipient = r.recipient;
    info.amount = r.amount;
    info.symbol = r.symbol;
    info.feePayer = r.feePayer;
    info.instructions = r.instructions;
    info.validAfter = r.validAfter;
    info.validBefore = r.validBefore;
    info.validity = r.validity;
    info.signedByPayer = r.signedByPayer;
    info.signatureChecked = r.signatureChecked;
    info.notSigned = r.notSigned;
    info.tokenAccount = r.tokenAccount;
    info.paysWallet = r.paysWallet;
    info.token = r.token;
    info.unknownToken = r.unknownToken;
    return info;
}

} // namespace paydesk
