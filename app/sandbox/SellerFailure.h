#pragma once

#include <QString>

namespace paydesk::sandbox {

// The demo seller's failure modes, for buyers' exactly-once tests (docs/service-contract.md,
// "Demo seller failure modes"). A resource whose name contains `fail-<mode>` misbehaves once, on
// the first proof it receives: after settling it drops the connection, answers 500, answers 402
// (as if the payment failed), or answers 402 saying the settlement is pending (with its reason,
// or as a plain 402); or, before settling anything, it answers 402 with a new price, or serves
// the content against a verified proof it never settles. A v2 proof
// presented again with the same payment identifier and payload then gets the kept answer, as it
// does for every resource.
enum class SellerFailure
{
    None,
    DropAfterSettle,    // "fail-drop": settled, then the connection closes without an answer
    ErrorAfterSettle,   // "fail-500": settled, then HTTP 500
    RefuseAfterSettle,  // "fail-402": settled, then 402 with errorReason "unexpected_settle_error"
    PendingAfterSettle, // "fail-pending": settled, then 402 with errorReason "settlement_pending"
    PendingPlain,       // "fail-pending-plain": settled, then a plain 402 (no payment response)
    Reprice,            // "fail-reprice": not settled; 402 with twice the price from then on
    Unsettled           // "fail-unsettled": verified, served, never settled (no transaction named)
};

SellerFailure sellerFailureOf(const QString &resourceName);

} // namespace paydesk::sandbox
