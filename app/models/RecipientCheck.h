#pragma once

#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QStringList>

namespace paydesk {

class BalanceBook;
class HistoryCache;
class LocalWalletModel;
class WalletListModel;
struct SendPaymentRequest;

// What a person should know about a recipient before sending, in the review of every send: one
// of their own wallets is named as such; an address that looks like one of their own but is not
// says which wallet it resembles (the same first and last characters, as address poisoning
// makes them, or a few characters apart, as a typo does); otherwise a recipient the sending
// wallet never paid is flagged. Addresses compare as addresses (EVM in any letter case).
class RecipientCheck
{
    Q_DECLARE_TR_FUNCTIONS(RecipientCheck)
public:
    struct Wallet
    {
        QString address;
        QString label; // the user's name for it; empty: none
    };
    // `paidBefore`: the sending wallet has paid `recipient` before (its history says so).
    static QStringList notes(const QString &recipient, const QList<Wallet> &own, bool paidBefore);
    // The sentence for a recipient that looks like one of `own` but is another address (a typo
    // or address poisoning), naming that wallet; empty for any other recipient (one of `own`
    // itself included). paydesk-cli refuses such a send unless told --yes.
    static QString lookAlike(const QString &recipient, const QList<Wallet> &own);
    // Where review() looks: the user's wallets (hosted and on this computer; either may be
    // null), the sending wallet's history, and the balances read on chain.
    struct Sources
    {
        const WalletListModel *wallets = nullptr;
        const LocalWalletModel *localWallets = nullptr;
        HistoryCache *history = nullptr;
        const BalanceBook *balances = nullptr;
    };
    // The notes for `request`'s recipient, plus an empty account on chain (a new or mistyped
    // address looks like one); `symbol` is the unit of the balance shown.
    static QStringList review(const SendPaymentRequest &request, const QString &symbol,
                              const Sources &sources);
    // How many single-character edits turn `a` into `b` (Levenshtein), or `cap` + 1 when more.
    static int distance(const QString &a, const QString &b, int cap);
};

} // namespace paydesk
