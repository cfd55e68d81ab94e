#include "EvmFacilitator.h"

#include "EvmChain.h"
#include "SandboxStore.h"
#include "TestUsdc.h"
#include "evm/Erc20.h"
#include "evm/Keccak.h"
#include "evm/Secp256k1.h"

namespace paydesk::sandbox {

using evm::Erc20;
using evm::EvmAddress;
using evm::U256;

namespace {
// The facilitator's test key: keccak256 of a fixed text (public on purpose: sandbox only).
SecureBytes facilitatorKey()
{
    const QByteArray k = evm::Keccak::hash256("paydesk sandbox facilitator");
    return SecureBytes(k.constData(), size_t(k.size()));
}

QString hex(const QByteArray &bytes)
{
    return QStringLiteral("0x") + QString::fromLatin1(bytes.toHex());
}

// A verification's refusal: the x402 reason code, a sentence, the payer.
EvmFacilitator::Answer refused(const EvmAddress &payer, const char *reason, const QString &message)
{
    return {false, QString::fromLatin1(reason), message, {}, payer.toChecksummed(), {}, {}};
}
} // namespace

EvmAddress EvmFacilitator::account()
{
    static const EvmAddress a = [] {
        const auto pub = evm::Secp256k1::publicKey(facilitatorKey());
        return *EvmAddress::fromPublicKey(*pub);
    }();
    return a;
}

void EvmFacilitator::setUp()
{
    const QString marker = QStringLiteral("funded:evmFacilitator");
    if (!m_store->meta(marker).isEmpty())
        return;
    m_chain->credit(account(), *U256::fromDecimal(u"10000000000000000000"));
    m_store->setMeta(marker, "1");
}

EvmFacilitator::Answer EvmFacilitator::verify(const x402::TransferAuthorization &a,
                                              QByteArrayView signature, const Requirement &r,
                                              qint64 now) const
{
    if (a.to != r.payTo)
        return refused(a.from, "invalid_exact_evm_payload_recipient_mismatch",
                       tr("The authorization pays %1, not the seller %2.")
                           .arg(a.to.toChecksummed(), r.payTo.toChecksummed()));
    if (r.exactValue ? a.value != r.amount : a.value < r.amount)
        return refused(a.from, "invalid_exact_evm_payload_authorization_value",
                       tr("The authorization is for %1 atomic units; the price is %2.")
                           .arg(a.value.toDecimal(), r.amount.toDecimal()));
    // The facilitators' own rules: valid now, and still for one block (6 s) after now.
    if (a.validAfter > quint64(now))
        return refused(a.from, "invalid_exact_evm_payload_authorization_valid_after",
                       tr("The authorization is not valid yet."));
    if (a.validBefore < quint64(now) + 6)
        return refused(a.from, "invalid_exact_evm_payload_authorization_valid_before",
                       tr("The authorization has expired."));
    const auto signer = x402::Eip3009::signer(a, TestUsdc::domain(), signature);
    if (!signer || *signer != a.from)
        return refused(a.from, "invalid_exact_evm_payload_signature",
                       tr("The signature is not the payer's over this authorization."));
    if (m_chain->usdc().authorizationUsed(a.from, a.nonce))
        return refused(a.from, "duplicate_settlement", tr("This authorization was used already."));
    if (m_chain->usdc().balanceOf(a.from) < a.value)
        return refused(a.from, "insufficient_funds", tr("The payer holds too little test USDC."));
    return {true, {}, {}, {}, a.from.toChecksummed(), {}, {}};
}

EvmFacilitator::Answer EvmFacilitator::settle(const x402::TransferAuthorization &a,
                                              QByteArrayView signature, const Requirement &r,
                                              qint64 now)
{
    // Settled before with this very signature: the same answer, nothing moves again.
    const QByteArray earlier = m_chain->settledAuthorization(a.from, a.nonce, signature);
    if (!earlier.isEmpty()) {
        Answer out;
        out.ok = true;
        out.payer = a.from.toChecksummed();
        out.transaction = hex(earlier);
        return out;
    }
    Answer out = verify(a, signature, r, now);
    if (!out.ok)
        return out;
    return submit(TestUsdc::address(),
                  Erc20::transferWithAuthorizationCall(a.from, a.to, a.value, a.validAfter,
                                                       a.validBefore, a.nonce, signature),
                  out);
}

EvmFacilitator::Answer EvmFacilitator::verifyPermit2(const x402::Permit2Authorization &a,
                                                     QByteArrayView signature, const Requirement &r,
                                                     qint64 now) const
{
    if (a.facilitator) // the upto form: signed over another witness than exact's proxy checks
        return refused(a.from, "invalid_exact_evm_payload",
                       tr("The authorization is of the upto scheme, not exact."));
    return verifyPermitCommon(a, signature, r, x402::Permit2::exactProxy(), now);
}

EvmFacilitator::Answer EvmFacilitator::verifyUpto(const x402::Permit2Authorization &a,
                                                  QByteArrayView signature, const Requirement &r,
                                                  qint64 now) const
{
    if (!a.facilitator || *a.facilitator != account())
        return refused(a.from, "invalid_upto_evm_payload_facilitator",
                       tr("The authorization lets another facilitator than %1 settle it.")
                           .arg(account().toChecksummed()));
    return verifyPermitCommon(a, signature, r, x402::UptoPermit2::proxy(), now);
}

EvmFacilitator::Answer EvmFacilitator::settleUpto(const x402::Permit2Authorization &a,
                                                  QByteArrayView signature, const Requirement &r,
                                                  const U256 &charge, qint64 now)
{
    const QByteArray earlier = m_chain->settledPermit(a.from, a.nonce);
    if (!earlier.isEmpty()) {
        const auto sent = Permit2Proxy::decodeUptoSettle(m_chain->find(earlier)->tx.data);
        if (sent && sent->signature == signature) // settled before: that charge, once
            return {true, {}, {}, hex(earlier), a.from.toChecksummed(), sent->amount, {}};
    }
    Answer out = verifyUpto(a, signature, r, now);
    if (!out.ok)
        return out;
    if (a.amount < charge)
        return refused(a.from, "invalid_upto_evm_payload_settlement_exceeds_amount",
                       tr("The charge of %1 atomic units is above the %2 authorized.")
                           .arg(charge.toDecimal(), a.amount.toDecimal()));
    out.charged = charge;
    if (charge == U256()) // nothing used: nothing sent, the authorization expires unused
        return out;
    Answer sent =
        submit(x402::UptoPermit2::proxy(), Permit2Proxy::uptoSettleCall(a, charge, signature), out);
    sent.charged = charge;
    return sent;
}

EvmFacilitator::Answer EvmFacilitator::verifyPermitCommon(const x402::Permit2Authorization &a,
                                                          QByteArrayView signature,
                                                          const Requirement &r,
                                                          const EvmAddress &proxy, qint64 now) const
{
    if (a.spender != proxy)
        return refused(
            a.from, "invalid_permit2_spender",
            tr("The Permit2 spender must be x402's proxy %1.").arg(proxy.toChecksummed()));
    if (a.to != r.payTo)
        return refused(a.from, "invalid_permit2_recipient_mismatch",
                       tr("The authorization pays %1, not the seller %2.")
                           .arg(a.to.toChecksummed(), r.payTo.toChecksummed()));
    if (a.deadline < quint64(now) + 6)
        return refused(a.from, "permit2_deadline_expired", tr("The authorization has expired."));
    if (a.validAfter > quint64(now))
        return refused(a.from, "permit2_not_yet_valid", tr("The authorization is not valid yet."));
    if (a.amount != r.amount)
        return refused(a.from, "permit2_amount_mismatch",
                       tr("The authorization is for %1 atomic units; the price is %2.")
                           .arg(a.amount.toDecimal(), r.amount.toDecimal()));
    if (a.token != TestUsdc::address())
        return refused(a.from, "permit2_token_mismatch",
                       tr("The authorization is for another token."));
    if (x402::Permit2::signer(a, EvmChain::kChainId, signature) != a.from)
        return refused(a.from, "invalid_permit2_signature",
                       tr("The signature is not the payer's over this authorization."));
    if (m_chain->permit2().nonceUsed(a.from, a.nonce))
        return refused(a.from, "permit2_invalid_nonce", tr("This authorization was used already."));
    if (m_chain->usdc().balanceOf(a.from) < a.amount)
        return refused(a.from, "permit2_insufficient_balance",
                       tr("The payer holds too little test USDC."));
    if (m_chain->usdc().allowance(a.from, x402::Permit2::address()) < a.amount)
        return refused(a.from, "permit2_allowance_required",
                       tr("The payer has not allowed Permit2 to move this much test USDC."));
    return {true, {}, {}, {}, a.from.toChecksummed(), {}, {}};
}

EvmFacilitator::Answer EvmFacilitator::settlePermit2(const x402::Permit2Authorization &a,
                                                     QByteArrayView signature, const Requirement &r,
                                                     qint64 now)
{
    // Settled before (the nonce is used once): the same answer, nothing moves again.
    const QByteArray earlier = m_chain->settledPermit(a.from, a.nonce);
    if (!earlier.isEmpty()) {
        const auto sent = Permit2Proxy::decodeSettle(m_chain->find(earlier)->tx.data);
        if (sent && sent->second == signature)
            return {true, {}, {}, hex(earlier), a.from.toChecksummed(), {}, {}};
    }
    Answer out = verifyPermit2(a, signature, r, now);
    if (!out.ok)
        return out;
    return submit(x402::Permit2::exactProxy(), Permit2Proxy::settleCall(a, signature), out);
}

EvmFacilitator::Answer EvmFacilitator::submit(const EvmAddress &contract, const QByteArray &data,
                                              Answer out)
{
    evm::EvmTransaction tx;
    tx.chainId = EvmChain::kChainId;
    tx.nonce = m_chain->pendingNonce(account());
    tx.maxPriorityFeePerGas = U256(1);
    tx.maxFeePerGas = *EvmChain::baseFee().checkedMul(U256(2));
    tx.gasLimit = EvmChain::kTokenCallGas;
    tx.to = contract;
    tx.data = data;
    QString why;
    if (!tx.sign(facilitatorKey(), &why))
        return {false, QStringLiteral("unexpected_settle_error"), why, {}, out.payer, {}, {}};
    const EvmChain::Sent sent = m_chain->sendRaw(tx.signedBytes());
    if (sent.hash.isEmpty())
        return {false, QStringLiteral("unexpected_settle_error"), sent.error, {}, out.payer, {},
                {}};
    m_chain->mine(); // the facilitator waits for its receipt: the block is made at once
    const EvmChain::Entry *e = m_chain->find(sent.hash);
    if (!e || !e->included || e->reverted)
        return {false,
                QStringLiteral("unexpected_settle_error"),
                tr("The transfer reverted: %1").arg(e ? e->revertReason : tr("not included")),
                hex(sent.hash),
                out.payer,
                {},
                {}};
    out.transaction = hex(sent.hash);
    return out;
}

} // namespace paydesk::sandbox
