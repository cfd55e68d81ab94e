#pragma once

#include "x402/PaymentHeaders.h"
#include "x402/Permit2.h"

#include <QCoreApplication>
#include <optional>

namespace paydesk::x402 {

// x402's `upto` scheme on EVM networks (docs/protocol-facts.md "EVM upto"; coinbase/x402
// specs/schemes/upto/scheme_upto.md and scheme_upto_evm.md): the buyer signs a Permit2 witness
// transfer of at most the option's `amount` to `payTo`, settled once by the facilitator the
// seller names in extra.facilitatorAddress through x402UptoPermit2Proxy, for what the request
// used (zero included). The charge comes back in the settlement's `amount`.
class UptoPermit2
{
    Q_DECLARE_TR_FUNCTIONS(UptoPermit2)
public:
    // x402UptoPermit2Proxy, the spender of every upto authorization (the same address on every
    // chain; scheme_upto_evm.md "Reference Implementation"). Never taken from the seller.
    static const evm::EvmAddress &proxy();
    // Whether the option is of the upto scheme.
    static bool isUpTo(const PaymentOption &option) { return option.isMaximum(); }
    // extra.facilitatorAddress, the only settler the witness lets in; nullopt and a sentence
    // when it is missing or no EVM address.
    static std::optional<evm::EvmAddress> facilitatorOf(const PaymentOption &option,
                                                        QString *error);
    // A fresh authorization of at most the option's amount from `payer`: spender the proxy, the
    // facilitator bound, a random 256-bit nonce, deadline now + maxTimeoutSeconds, valid from 0
    // (as @x402/evm 2.27.0's upto client). Made after approval.
    static std::optional<Permit2Authorization> authorize(const PaymentOption &option,
                                                         const evm::EvmAddress &payer,
                                                         qint64 nowSeconds, QString *error);
    // The same with a given nonce (a test's fixed vector).
    static std::optional<Permit2Authorization> authorize(const PaymentOption &option,
                                                         const evm::EvmAddress &payer,
                                                         qint64 nowSeconds, const evm::U256 &nonce,
                                                         QString *error);
    // The v1-shaped X-PAYMENT value {x402Version, scheme "upto", network, payload: {signature,
    // permit2Authorization}} (PaymentHeaders wraps it for v2).
    static QString proof(const PaymentOption &option, const Permit2Authorization &a,
                         QByteArrayView signature);

    // What a settlement says was charged, read against the maximum the buyer signed.
    struct Charge
    {
        enum class Kind
        {
            Stated,      // the settlement states a charge within the maximum
            NotStated,   // no amount in it (an older seller): the maximum may have been taken
            AboveMaximum // it claims more than the maximum: no contract can take that
        };
        Kind kind = Kind::NotStated;
        Amount amount;  // Stated: the charge; AboveMaximum: what was claimed
        QString detail; // AboveMaximum / a malformed amount: a sentence
    };
    static Charge chargeOf(const Settlement &settlement, const Amount &maximum);
};

} // namespace paydesk::x402
