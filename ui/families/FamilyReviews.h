#pragma once

#include <QString>
#include <functional>

class QObject;
class QWidget;

namespace paydesk {
class AppLock;
class BalanceBook;
class LocalPaymentController;
class PaymentFlow;
class SolanaNodeSettings;
class ServiceLink;
} // namespace paydesk

namespace paydesk::ui {

class FlowReviewDialog;

// What the review of a local payment may use, whatever its chain family: each family's dialog
// takes what it needs (Solana shows its RPC endpoint and the balance after; EVM offers speed-up
// and cancel through the controller).
struct ReviewParts
{
    SolanaNodeSettings *rpc = nullptr;
    const ServiceLink *service = nullptr;
    BalanceBook *balances = nullptr;
    AppLock *lock = nullptr; // while locked, signing asks for the passphrase first
    LocalPaymentController *payments = nullptr;
};

// The wallet a review names: the user's label for it (may be empty) and its address.
struct ReviewWallet
{
    QString label;
    QString address;
};

// Each chain family's review dialog (its summary of exactly what is signed, inside the shared
// FlowReviewDialog frame), in one registry: a page opens the review of any PaymentFlow here and
// never names a family (docs/architecture.md "Adding a chain family").
class FamilyReviews
{
public:
    // A family's dialog for `flow`, or null when the flow is not of its family.
    using Opener = std::function<FlowReviewDialog *(PaymentFlow *flow, const ReviewParts &parts,
                                                    const ReviewWallet &wallet, QWidget *parent)>;

    // Window-modal over `parent`'s window; `finished` runs once when the flow ends (at once if
    // it already has), in `receiver`'s lifetime. Null when no family reviews this flow.
    static FlowReviewDialog *open(PaymentFlow *flow, const ReviewParts &parts,
                                  const ReviewWallet &wallet, QWidget *parent, QObject *receiver,
                                  const std::function<void()> &finished);
    // A family's review beside the built-in ones (Solana, EVM); returns its handle for remove().
    static int add(Opener opener);
    static void remove(int handle);
};

} // namespace paydesk::ui
