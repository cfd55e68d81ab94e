#pragma once

#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QStringList>

namespace paydesk {

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
    // How many single-character edits turn `a` into `b` (Levenshtein), or `cap` + 1 when more.
    static int distance(const QString &a, const QString &b, int cap);
};

} // namespace paydesk
