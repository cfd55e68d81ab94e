#include "OptionChooser.h"

#include "core/Asset.h"
#include "core/ChainFamilies.h"
#include "core/Network.h"

#include <algorithm>

namespace paydesk::x402 {

namespace {

// What a price's amount is counted in: "USD" for a trusted dollar stablecoin on any network,
// else the asset on its network (a native coin or another token).
QString valueUnit(const PaymentOption &o)
{
    if (Asset::isDollar(o.network, o.asset))
        return QStringLiteral("USD");
    return o.networkId + u'/' + o.asset.toLower();
}

} // namespace

QString PayerWallet::anyNetworkOf(Chain family)
{
    return ChainFamilies::namespaceOf(family) + QStringLiteral(":*");
}

bool PayerWallet::paysOn(const QString &networkId, Chain family) const
{
    const QString own = Network::canonical(network);
    return own == networkId || (family != Chain::Unknown && own == anyNetworkOf(family));
}

PayerWallet PayerWallet::local(const QString &address, const QString &nodeNetwork)
{
    const auto a = Address::parse(address);
    if (!a)
        return {address, Network::canonical(nodeNetwork), Mode::Local};
    return {a->toString(),
            nodeNetwork.isEmpty() ? anyNetworkOf(a->chain()) : Network::canonical(nodeNetwork),
            Mode::Local};
}

PayerWallet PayerWallet::hosted(const QString &address, const QString &network)
{
    return {address, Network::canonical(network), Mode::Hosted};
}

bool OptionChooser::cheaper(const PaymentOption &a, const PaymentOption &b)
{
    const QString ua = valueUnit(a), ub = valueUnit(b);
    if (ua != ub) // only dollars compare across assets; a dollar price wins over an unknown one
        return ua == u"USD";
    if (!a.amount || !b.amount)
        return false;
    const int d = std::max(a.amount->decimals(), b.amount->decimals());
    return *a.amount->rescaled(d) < *b.amount->rescaled(d);
}

int OptionChooser::walletFor(const PaymentOption &option, const QList<PayerWallet> &wallets,
                             const Exhausted &exhausted, const CanPay &canPay)
{
    for (int i = 0; i < wallets.size(); ++i) {
        if (exhausted.contains(qMakePair(option.index, i)))
            continue;
        if (wallets.at(i).paysOn(option.networkId, option.chain) &&
            (!canPay || canPay(option, wallets.at(i))) &&
            Address::parse(wallets.at(i).address).value_or(Address()).chain() == option.chain)
            return i;
    }
    return -1;
}

// Why no wallet given pays on the option's network, in the words that fit: a wallet of that
// family bound to another network (its node's cluster, or the service's), else which wallets
// were looked at.
QString OptionChooser::noWalletOn(const PaymentOption &o, const QList<PayerWallet> &wallets)
{
    bool anyLocal = false;
    for (const PayerWallet &wallet : wallets) {
        anyLocal |= wallet.mode == PayerWallet::Mode::Local;
        if (Address::parse(wallet.address).value_or(Address()).chain() != o.chain ||
            wallet.network.isEmpty() || wallet.network == PayerWallet::anyNetworkOf(o.chain))
            continue;
        return wallet.mode == PayerWallet::Mode::Local
                   ? tr("your wallet %1 pays on %2, the network its node is on, not on %3.")
                         .arg(wallet.address, Network::nameOf(wallet.network),
                              Network::nameOf(o.networkId))
                   : tr("your hosted wallet %1 is on %2, not on %3.")
                         .arg(wallet.address, Network::nameOf(wallet.network),
                              Network::nameOf(o.networkId));
    }
    if (wallets.isEmpty())
        return tr("no wallet was given to pay from.");
    QStringList names;
    for (const PayerWallet &wallet : wallets)
        names.append(Address::brief(wallet.address));
    const QString network = Network::nameOf(o.networkId);
    return anyLocal ? tr("none of the wallets you pay from (%1) is on %2.")
                          .arg(names.join(QStringLiteral(", ")), network)
                    : tr("none of your hosted wallets (%1) is on %2.")
                          .arg(names.join(QStringLiteral(", ")), network);
}

OptionChoice OptionChooser::choose(const PaymentRequired &required,
                                   const QList<PayerWallet> &wallets, const Exhausted &exhausted,
                                   const CanPay &canPay, const Prefer &prefer)
{
    OptionChoice c;
    QStringList why;
    for (const PaymentOption &o : required.options) {
        if (!o.isPayable()) {
            why.append(tr("option %1 (%2 on %3): %4")
                           .arg(o.index)
                           .arg(o.displayAmount(), o.network, o.reason));
            continue;
        }
        const int w = walletFor(o, wallets, exhausted, canPay);
        if (w < 0 && walletFor(o, wallets, {}, canPay) >= 0) {
            why.append(tr("option %1 (%2 on %3): your wallets on %3 hold too little to pay it.")
                           .arg(o.index)
                           .arg(o.displayAmount(), o.network));
            continue;
        }
        if (w < 0) {
            QList<PayerWallet> local = wallets;
            for (PayerWallet &wallet : local)
                wallet.mode = PayerWallet::Mode::Local;
            why.append(walletFor(o, local, {}, canPay) >= 0
                           ? tr("option %1 (%2 on %3): a token is paid from a local wallet, "
                                "with its own key (--local); the payment service sends only "
                                "the network's coin.")
                                 .arg(o.index)
                                 .arg(o.displayAmount(), o.network)
                           : tr("option %1 (%2 on %3): %4")
                                 .arg(o.index)
                                 .arg(o.displayAmount(), o.network, noWalletOn(o, wallets)));
            continue;
        }
        c.candidates.append(o.index);
        const PaymentOption &best = c.option < 0 ? o : required.options.at(c.option);
        const bool tie = !cheaper(o, best) && !cheaper(best, o);
        if (c.option < 0 || cheaper(o, best) || (tie && prefer && prefer(o) > prefer(best))) {
            c.option = o.index;
            c.wallet = w;
        }
    }
    if (c.option < 0)
        c.reason =
            tr("Paydesk cannot pay for this resource: %1").arg(why.join(QStringLiteral("; ")));
    return c;
}

} // namespace paydesk::x402
