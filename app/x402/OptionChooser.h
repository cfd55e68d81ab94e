#pragma once

#include "PaymentRequirements.h"

#include <QCoreApplication>
#include <QList>
#include <QPair>
#include <QString>
#include <functional>

namespace paydesk::x402 {

// A wallet the user can pay from, and the one network it pays on.
struct PayerWallet
{
    enum class Mode
    {
        Hosted, // the payment service pays from it (POST /payment/send)
        Local   // Paydesk signs with the key in the OS keychain
    };
    QString address;
    // canonical id (Network::canonical), e.g. "solana-devnet"; anyNetworkOf(family) for a local
    // wallet that may pay on any network of its family (an EVM account: through a node that is on
    // the option's chain).
    QString network;
    static QString anyNetworkOf(Chain family);
    Mode mode = Mode::Hosted;

    // Whether it pays an option on `networkId` (canonical) of `family`.
    bool paysOn(const QString &networkId, Chain family) const;

    // The one rule for a wallet whose key is in Paydesk, the same for every family: where its
    // family's node serves one network (`nodeNetwork`: Solana's cluster), it pays there; else on
    // any network of its family, through a node checked per option. The family comes from the
    // address (Address::parse).
    static PayerWallet local(const QString &address, const QString &nodeNetwork);
    static PayerWallet hosted(const QString &address, const QString &network);
};

struct OptionChoice
{
    QList<int> candidates; // payable options on a network the user has a wallet for
    int option = -1;       // the chosen one (the cheapest candidate), -1 when none
    int wallet = -1;       // index into the wallets given
    QString reason;        // why nothing can be paid, when option < 0
};

// Whether a wallet can pay an option (a registered scheme client pays it from such a wallet:
// payments/schemes/SchemeRegistry::canPay). Empty: any wallet on the option's network and family.
using CanPay = std::function<bool(const PaymentOption &option, const PayerWallet &wallet)>;

// Which of two options that cost the same is preferred: the higher rank (a payment channel for a
// seller paid often, where opening one pays off; an exact payment for a one-off). Empty: the
// seller's order.
using Prefer = std::function<int(const PaymentOption &option)>;

// (option index, wallet index): a wallet known not to cover an option (it holds too little of
// the asset); the choice passes such a pair over.
using Exhausted = QList<QPair<int, int>>;

// Picks the option to pay: only payable options whose network is exactly one the user has a
// wallet for; never another network as a fallback (x402-foundation/x402 #2991). Among those, the
// cheapest, not the seller's first (sellers list one resource at several prices): prices in USD
// stablecoins (USDC on any network) compare by their dollar amount and come before prices whose
// dollar value Paydesk does not know; those compare only within their own asset. Ties go to the
// option `prefer` ranks higher, else keep the seller's order. The price is the buyer's whole cost
// here: x402 facilitators pay the gas of exact, upto and channel settlements (and of a channel's
// deposit), so what a channel changes is how often the chain is used, not what the buyer pays.
class OptionChooser
{
    Q_DECLARE_TR_FUNCTIONS(OptionChooser)
public:
    static OptionChoice choose(const PaymentRequired &required, const QList<PayerWallet> &wallets,
                               const Exhausted &exhausted = {}, const CanPay &canPay = {},
                               const Prefer &prefer = {});
    // Whether `a` costs less than `b` (the rule above); false when they cannot be compared.
    static bool cheaper(const PaymentOption &a, const PaymentOption &b);
    // The wallet for one given option (the first on its network not exhausted for it); -1 when
    // the user has none.
    static int walletFor(const PaymentOption &option, const QList<PayerWallet> &wallets,
                         const Exhausted &exhausted = {}, const CanPay &canPay = {});

private:
    static QString noWalletOn(const PaymentOption &option, const QList<PayerWallet> &wallets);
};

} // namespace paydesk::x402
