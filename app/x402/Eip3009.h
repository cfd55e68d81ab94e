#pragma once

#include "core/SecureBytes.h"
#include "evm/Eip712.h"
#include "x402/PaymentRequirements.h"

#include <QCoreApplication>
#include <nlohmann/json.hpp>
#include <optional>

namespace paydesk::x402 {

// One EIP-3009 TransferWithAuthorization (https://eips.ethereum.org/EIPS/eip-3009) as x402's
// `exact` EVM scheme carries it (docs/protocol-facts.md "EVM exact: EIP-3009"): the payer lets `to`
// receive `value` atomic units of the token, once (the 32-byte nonce), between validAfter and
// validBefore (seconds since 1970). The facilitator submits it; the payer pays no gas.
struct TransferAuthorization
{
    evm::EvmAddress from, to;
    evm::U256 value;
    quint64 validAfter = 0, validBefore = 0;
    QByteArray nonce; // 32 bytes

    QByteArray structHash() const;
    // {from, to, value, validAfter, validBefore, nonce}: numbers as decimal strings, addresses
    // checksummed, the nonce "0x" + 64 hex digits (the x402 SDKs' shape).
    nlohmann::json toJson() const;
    // The same shape, checked strictly; nullopt and a sentence naming the field otherwise.
    static std::optional<TransferAuthorization> fromJson(const nlohmann::json &j, QString *error);
};

// Pays an x402 `exact` option on an EVM network by EIP-3009: the domain comes from the option
// (never guessed: USDC's EIP-712 name differs per chain), the authorization is made after the
// person approved (its validity window starts then), signed with the payer's key and checked by
// recovering the signer once. The seller's side verifies a proof with signer().
class Eip3009
{
    Q_DECLARE_TR_FUNCTIONS(Eip3009)
public:
    // The x402 SDKs allow this much clock skew before "now" (x402-foundation/x402 PR #208).
    static constexpr qint64 kClockSkewSeconds = 600;

    // The EIP-712 domain an option names: extra.name and extra.version (refused when either is
    // missing), the chain id of its eip155 network, the token (asset) as verifying contract.
    static std::optional<evm::Eip712::Domain> domainOf(const PaymentOption &option, QString *error);
    // The chain id of an "eip155:<id>" network or of a known v1 name ("base"); 0 when none.
    static quint64 chainIdOf(const QString &network);
    // The seller's EVM address and the price in atomic units (positive), with a validity window
    // named (maxTimeoutSeconds > 0): what every EVM `exact` payment needs; nullopt and why.
    static std::optional<std::pair<evm::EvmAddress, evm::U256>>
    payeeAndPrice(const PaymentOption &o, QString *error);
    // A fresh authorization for `option` from `payer`: value = the option's amount, a random
    // nonce, valid from now - 600 s to now + maxTimeoutSeconds. Made after the approval.
    static std::optional<TransferAuthorization> authorize(const PaymentOption &option,
                                                          const evm::EvmAddress &payer,
                                                          qint64 nowSeconds, QString *error);
    // 65 bytes r || s || v (v = 27 or 28, low s), its signer recovered and compared with
    // `a.from` before it is handed out. The key is only read.
    static std::optional<QByteArray> sign(const TransferAuthorization &a,
                                          const evm::Eip712::Domain &domain, const SecureBytes &key,
                                          QString *error);
    // Who made `signature` (65 bytes, v 27/28 or 0/1) over `a` in `domain`; nullopt if nobody.
    static std::optional<evm::EvmAddress> signer(const TransferAuthorization &a,
                                                 const evm::Eip712::Domain &domain,
                                                 QByteArrayView signature);
    // The v1 X-PAYMENT value: base64 of {x402Version: 1, scheme: "exact", network,
    // payload: {signature: "0x...", authorization}} (PaymentHeaders wraps it for v2).
    static QString proof(const PaymentOption &option, const TransferAuthorization &a,
                         QByteArrayView signature);
};

} // namespace paydesk::x402
