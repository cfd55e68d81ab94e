// Payment proofs and settlement headers: the X-PAYMENT / PAYMENT-SIGNATURE value (ProofCodec,
// shared by client and sandbox), the verification desk's reading of it (PaymentProofInfo) and of
// a pasted request (PastedPayment), and X-PAYMENT-RESPONSE / PAYMENT-RESPONSE
// (PaymentHeaders::settlement).
// Selector: 0 proof text as sent, 1 proof JSON (base64-encoded here), 2 pasted text (request or
// bare value), 3 X-PAYMENT-RESPONSE NUL PAYMENT-RESPONSE as sent, 4 settlement JSON (base64 here).
// Properties: an accepted proof re-encodes (as a v1 proof of the same kind) to a value that
// decodes to the same fields; the desk agrees with the codec on whether a proof is valid and of
// which kind; a v2 header value wraps an accepted v1 proof.

#include "FuzzCommon.h"
#include "models/PastedPayment.h"
#include "models/PaymentProofInfo.h"
#include "x402/Eip3009.h"
#include "x402/PaymentHeaders.h"
#include "x402/ProofCodec.h"

using namespace paydesk;
using namespace paydesk::x402;

namespace {

void checkProof(const QString &text)
{
    QString reason, message;
    const auto proof = ProofCodec::decode(text, &reason, &message);
    const PaymentProofInfo info = PaymentProofInfo::decode(text);
    (void)info.kindLabel();
    if (!proof) {
        fuzz::check(!reason.isEmpty() && !message.isEmpty(), "proof refused without a reason");
        fuzz::check(info.isValid() || !info.error.isEmpty(), "desk refused without a reason");
        return;
    }
    // The codec checks the form only; the desk also reads an authorization (through its scheme
    // client) and may refuse it then (with a reason), never a settled proof the codec accepts.
    const bool settled = proof->kind == DecodedProof::Kind::Settled;
    fuzz::check(info.isValid() || (!settled && !info.error.isEmpty()),
                "the desk refuses a proof the codec accepts");
    fuzz::check(!info.isValid() || settled == (info.kind == PaymentProofInfo::Kind::Settled),
                "the desk and the codec disagree on the proof's kind");
    fuzz::check(!info.isValid() || settled || !info.kindLabel().isEmpty(),
                "an authorization the desk read has no title");
    PaymentOption asSent;
    asSent.network = proof->network;
    const QString again =
        proof->kind == DecodedProof::Kind::Authorization
            ? ProofCodec::encodeAuthorization(proof->network, proof->transaction)
        : proof->kind == DecodedProof::Kind::Eip3009
            ? Eip3009::proof(asSent, *proof->eip3009, proof->eip3009Signature)
        : proof->kind == DecodedProof::Kind::Permit2
            ? Permit2::proof(asSent, *proof->permit2, proof->eip3009Signature)
            : ProofCodec::encodeSettled(proof->network, proof->paymentId, proof->signature,
                                        proof->from, proof->to, proof->amount);
    QString r2, m2;
    const auto back = ProofCodec::decode(again, &r2, &m2);
    fuzz::check(back.has_value(), "a re-encoded proof does not decode");
    fuzz::check(
        back->kind == proof->kind && back->scheme == proof->scheme &&
            back->network == proof->network && back->paymentId == proof->paymentId &&
            back->signature == proof->signature && back->from == proof->from &&
            back->to == proof->to && back->amount == proof->amount &&
            back->transaction == proof->transaction &&
            back->eip3009Signature == proof->eip3009Signature &&
            back->eip3009.has_value() == proof->eip3009.has_value() &&
            (!back->eip3009 || back->eip3009->structHash() == proof->eip3009->structHash()) &&
            back->permit2.has_value() == proof->permit2.has_value() &&
            (!back->permit2 || back->permit2->structHash() == proof->permit2->structHash()),
        "a re-encoded proof decodes to other fields");
    PaymentOption option;
    option.scheme = proof->scheme;
    option.network = proof->network;
    option.raw = nlohmann::json::object({{"scheme", "exact"}});
    const auto v2 =
        PaymentHeaders::proofHeaderValue(2, again, option, QStringLiteral("http://127.0.0.1/r"));
    fuzz::check(v2.has_value(), "an accepted proof cannot be wrapped as v2");
}

void checkSettlement(const QByteArray &xPaymentResponse, const QByteArray &paymentResponse)
{
    const Settlement s = PaymentHeaders::settlement(xPaymentResponse, paymentResponse);
    if (!s.present)
        fuzz::check(!s.success, "an absent settlement reports success");
}

} // namespace

PAYDESK_FUZZ_TARGET(payment_proof)
{
    const fuzz::Input in(data, size, 5);
    const QByteArray &p = in.payload;
    switch (in.selector) {
    case 0:
        checkProof(QString::fromUtf8(p));
        break;
    case 1:
        checkProof(QString::fromLatin1(p.toBase64()));
        break;
    case 2: {
        const PastedPayment pasted = PastedPayment::parse(QString::fromUtf8(p));
        if (pasted.proof.isEmpty())
            fuzz::check(!pasted.error.isEmpty() || !pasted.isRequest,
                        "a pasted request without a proof and without a reason");
        else
            checkProof(pasted.proof);
        break;
    }
    case 3: {
        const auto [v1, v2] = fuzz::splitAtNul(p);
        checkSettlement(v1, v2);
        break;
    }
    default:
        checkSettlement(p.toBase64(), QByteArray());
        checkSettlement(QByteArray(), p.toBase64());
        break;
    }
    return 0;
}
