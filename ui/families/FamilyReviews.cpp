#include "FamilyReviews.h"

#include "dialogs/FlowReviewDialog.h"
#include "families/evm/EvmReviewDialog.h"
#include "families/solana/SolanaReviewDialog.h"

#include <QList>
#include <QWidget>

namespace paydesk::ui {

namespace {
struct Entry
{
    int handle = 0;
    FamilyReviews::Opener open;
};

// The GUI thread's registry: the built-in families first.
QList<Entry> &registry()
{
    static QList<Entry> entries{{1, &SolanaReviewDialog::create}, {2, &EvmReviewDialog::create}};
    return entries;
}
} // namespace

FlowReviewDialog *FamilyReviews::open(PaymentFlow *flow, const ReviewParts &parts,
                                      const ReviewWallet &wallet, QWidget *parent,
                                      QObject *receiver, const std::function<void()> &finished)
{
    for (const Entry &e : std::as_const(registry()))
        if (FlowReviewDialog *dialog = e.open(flow, parts, wallet, parent->window())) {
            FlowReviewDialog::openModal(dialog, flow, receiver, finished);
            return dialog;
        }
    return nullptr;
}

int FamilyReviews::add(Opener opener)
{
    int handle = 0;
    for (const Entry &e : std::as_const(registry()))
        handle = std::max(handle, e.handle);
    registry().append({handle + 1, std::move(opener)});
    return handle + 1;
}

void FamilyReviews::remove(int handle)
{
    registry().removeIf([handle](const Entry &e) { return e.handle == handle; });
}

} // namespace paydesk::ui
