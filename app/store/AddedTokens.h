#pragma once

#include "core/Asset.h"

#include <QCoreApplication>
#include <QList>
#include <QSqlDatabase>
#include <QString>

namespace paydesk {

// The tokens the user added to Paydesk's table of trusted assets (an unknown token is
// refused unless the user adds it, shown by its contract or mint). Kept in paydesk.sqlite
// (added_tokens), so the desktop app and paydesk-cli share them; every change, and opening,
// hands the list to Asset::setAddedTokens, where the x402 checks (Asset::known) find it.
//
// An addition names the network, the contract (EVM) or mint (Solana), a symbol and the decimals
// amounts are counted in. Refused: a malformed address for the network's chain, a token Paydesk's
// own table already has, a symbol that table uses on that network (a look-alike "USDC" never
// passes for the real one), or a symbol the user gave another token there.
class AddedTokens
{
    Q_DECLARE_TR_FUNCTIONS(AddedTokens)
public:
    explicit AddedTokens(QSqlDatabase db); // reads the list and publishes it

    QList<Asset> all() const { return m_tokens; } // by network, then symbol
    // False and lastError() (a sentence saying what to do) when refused or not written.
    bool add(const QString &network, const QString &address, const QString &symbol, int decimals);
    // False and lastError() when the token is not one the user added.
    bool remove(const QString &network, const QString &address);
    QString lastError() const { return m_lastError; }

    static constexpr int kMaxDecimals = 18;

private:
    bool reload();

    QSqlDatabase m_db;
    QList<Asset> m_tokens;
    QString m_lastError;
};

} // namespace paydesk
