#pragma once

#include "core/SecureBytes.h"
#include "evm/EvmAddress.h"
#include "evm/U256.h"
#include "x402/PaymentRequirements.h"

#include <QCoreApplication>
#include <nlohmann/json.hpp>
#include <optional>

namespace paydesk::x402 {

// One Permit2 PermitWitnessTransferFrom as x402's `exact` EVM scheme carries it when the seller
// asks extra.assetTransferMethod "permit2" (docs/protocol-facts.md "EVM exact: Permit2";
// coinbase/x402 typescript/packages/mechanisms/evm/src/exact/client/permit2.ts): the payer lets
// the x402 proxy (`spender`) move `amount` of `token` through Uniswap's Permit2 to `to`, once
// (the nonce), until `deadline`. The token must already allow Permit2 to move at least that much.
struct Permit2Authorization
{
    evm::EvmAddress from, token, spender, to;
    evm::U256 amount, nonce;
    quint64 deadline = 0, validAfter = 0;
    // The `upto` scheme's witness binds the facilitator that may settle it too (Witness(address
    // to,address facilitator,uint256 validAfter), x402UptoPermit2Proxy); `exact`'s has none.
    std::optional<evm::EvmAddress> facilitator;

    // hashStruct(PermitWitnessTransferFrom) with its TokenPermissions and Witness.
    QByteArray structHash() const;
    // {from, permitted: {token, amount}, spender, nonce, deadline, witness: {to, [facilitator,]
    // validAfter}}: numbers as decimal strings, addresses checksummed (the x402 SDK's shape).
    nlohmann::json toJson() const;
    // The same shape, checked strictly; nullopt and a sentence naming the field otherwise. A
    // witness with a facilitator is the upto form.
    static std::optional<Permit2Authorization> fromJson(const nlohmann::json &j, QString *error);
};

class Permit2
{
    Q_DECLARE_TR_FUNCTIONS(Permit2)
public:
    // Uniswap's Permit2, the same address on every chain.
    static const evm::EvmAddress &address();
    // x402ExactPermit2Proxy, the spender every `exact` Permit2 payment names.
    static const evm::EvmAddress &exactProxy();
    // Whether the option asks for Permit2 (extra.assetTransferMethod == "permit2").
    static bool asked(const PaymentOption &option);
    // A fresh authorization for `option` from `payer`: amount = the option's, a random 256-bit
    // nonce, deadline now + maxTimeoutSeconds, valid from 0 (as the SDK). Made after approval.
    static std::optional<Permit2Authorization> authorize(const PaymentOption &option,
                                                         const evm::EvmAddress &payer,
                                                         qint64 nowSeconds, QString *error);
    // nonceBitmap(owner, nonce >> 8) on Permit2: the word of used nonces `nonce` is in
    // (Permit2/src/SignatureTransfer.sol, bitmapPositions: word nonce >> 8, bit nonce & 0xff).
    static QByteArray nonceBitmapCall(const evm::EvmAddress &owner, const evm::U256 &nonce);
    // Whether `nonce`'s bit is set in that word.
    static bool nonceBitSet(const evm::U256 &bitmap, const evm::U256 &nonce);
    // The digest signed: Permit2's domain {name "Permit2", chainId, Permit2} (no version).
    static QByteArray digest(const Permit2Authorization &a, quint64 chainId);
    // 65 bytes r || s || v (27/28, low s), its signer recovered and compared with `a.from`.
    static std::optional<QByteArray> sign(const Permit2Authorization &a, quint64 chainId,
                                          const SecureBytes &key, QString *error);
    static std::optional<evm::EvmAddress> signer(const Permit2Authorization &a, quint64 chainId,
                                                 QByteArrayView signature);
    // Why `wallet`, letting Permit2 move only `allowed`, cannot pay `option`, and what to do.
    static QString allowanceRefusal(const QString &wallet, const Amount &allowed,
                                    const PaymentOption &option);
    // The same in a few words, for the row of the option in a table.
    static QString allowanceShort(const Amount &allowed, const PaymentOption &option);
    // The v1-shaped X-PAYMENT value {x402Version, scheme, network, payload: {signature,
    // permit2Authorization}} (PaymentHeaders wraps it for v2).
    static QString proof(const PaymentOption &option, const Permit2Authorization &a,
                         QByteArrayView signature);
};

} // namespace paydesk::x402
