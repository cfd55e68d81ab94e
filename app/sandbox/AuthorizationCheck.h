#pragma once

#include "solana/Transaction.h"

#include <QByteArray>
#include <QString>

namespace paydesk::sandbox {

// The facilitator's checks of an authorization-kind proof (x402 "exact" on Solana, adapted to
// native SOL): a transaction paying the seller that the buyer signed, with the seller's wallet
// as fee payer and its signature slot still empty. Modeled on the MUST list of the x402 SVM
// scheme (shared/spec x402-and-chains.md 2.1).
class AuthorizationCheck
{
public:
    struct Result
    {
        bool ok = false;
        QString reason;   // x402-style reason when !ok
        QString message;  // sentence when !ok
        QByteArray payer; // the transfer's source (32 bytes)
        quint64 lamports = 0;
    };

    // Max compute-unit price a facilitator accepts (x402: 5 lamports per CU).
    static constexpr quint64 kMaxMicroLamportsPerUnit = 5000000;

    static Result inspect(const solana::Transaction &tx, const QByteArray &payTo,
                          quint64 minLamports);
};

} // namespace paydesk::sandbox
