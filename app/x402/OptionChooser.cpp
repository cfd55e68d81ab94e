#include "OptionChooser.h"

#include "core/Network.h"

namespace paydesk::x402 {

int OptionChooser::walletFor(const PaymentOption &option, const QList<PayerWallet> &wallets)
{
    for (int i = 0; i < wallets.size(); ++i) {
        const QString network = Network::canonical(wallets.at(i).network);
        const bool onNetwork =
            network == option.networkId ||
            (network == PayerWallet::anyEvmNetwork() && option.chain == Chain::Evm);
        if (onNetwork &&
            Address::parse(wallets.at(i).address).value_or(Address()).chain() == option.chain)
            return i;
    }
    return -1;
}

OptionChoice OptionChooser::choose(const PaymentRequired &required,
                                   const QList<PayerWallet> &wallets)
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
        const int w = walletFor(o, wallets);
        if (w < 0) {
            why.append(tr("option %1 (%2 on %3): you have no wallet on %3.")
                           .arg(o.index)
                           .arg(o.displayAmount(), o.network));
            continue;
        }
        c.candidates.append(o.index);
        if (c.option < 0) {
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
