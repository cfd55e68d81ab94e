#pragma once

#include "solana/Transaction.h"

#include <QByteArray>
#include <QString>

namespace paydesk::sandbox {

// The facilitator's checks of an authorization-kind proof (x402 "exact" on Solana, in native
// SOL or an SPL token): a transaction paying the seller that the buyer signed, with the seller's
// wallet as fee payer and its signature slot still empty. Modeled on the MUST list of the x402
// SVM scheme (docs/protocol-facts.md "SVM exact scheme"): only compute-budget, memo and the
// transfer instructions; the fee payer in no instruction's accounts; for a token, one
// TransferChecked of exactly the price, of the asked mint, into the seller's associated token
// account.
class AuthorizationCheck
{
public:
    struct Result
    {
        bool ok = false;
        QString reason;     // x402-style reason when !ok
        QString message;    // sentence when !ok
        QByteArray payer;   // the transfer's source wallet (32 bytes; a token's authority)
        quint64 amount = 0; // lamports, or the token's atomic units
    };

    // Max compute-unit price a facilitator accepts (x402: 5 lamports per CU).
    static constexpr quint64 kMaxMicroLamportsPerUnit = 5000000;

    // `mint` empty: native SOL, at least `minimum` lamports. Else a token of that mint, exactly
    // `minimum` atomic units. `feePayer`: the key that pays the fee and signs last (a
    // facilitator's); empty: the seller's wallet itself.
    static Result inspect(const solana::Transaction &tx, const QByteArray &payTo, quint64 minimum,
                          const QByteArray &mint = {}, const QByteArray &feePayer = {});
};

} // namespace paydesk::sandbox
