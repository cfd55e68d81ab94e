#pragma once

#include "core/PaymentRecord.h"
#include "store/PaidFetchJournal.h"
#include "x402/PaymentHeaders.h"

#include <optional>

namespace paydesk {
class HistoryWriter;
}

namespace paydesk::x402 {

// The history record of an x402 payment no payment service knows: a token authorization a local
// wallet signed itself (USDC by SPL TransferChecked, "spl:<buyer signature>", or by EIP-3009,
// "eip3009:0x<nonce>"). The facilitator settles it, so the service's history never lists it;
// Paydesk writes it into the same history cache, beside hosted and local payments, from the
// attempt's journal row, so the row always says what the journal says.
class PaidFetchRecord
{
public:
    // True for an attempt whose payment only Paydesk can record.
    static bool isOwn(const FetchAttempt &attempt);
    // The record of `attempt` in the service contract's form (docs/service-contract.md,
    // "Payment record") with `symbol`, its raw JSON written here; nullopt while nothing was signed
    // (Paying, or Failed without a payment id) or for an attempt that is not its own.
    //   Paid -> "submitted" (the seller has the authorization), Delivered -> "confirmed",
    //   NotAccepted -> "failed" with the seller's reason, Failed after signing -> "expired"
    //   (the authorization expired unused: nothing charged).
    // The transaction is the one in the seller's receipt, when it sent one.
    static std::optional<PaymentRecord> make(const FetchAttempt &attempt);
    // Brings the history row of the journal's attempt `attemptId` in step with the journal (no
    // row for an attempt that is not its own); either null: nothing.
    static void update(PaidFetchJournal *journal, HistoryWriter *history, qint64 attemptId);
    // Keeps the seller's receipt (when it sent one) with the attempt, then update().
    static void keepReceipt(PaidFetchJournal *journal, HistoryWriter *history, qint64 attemptId,
                            const Settlement &settlement);
};

} // namespace paydesk::x402
