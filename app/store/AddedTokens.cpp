#include "AddedTokens.h"

#include "DatabaseSchema.h"
#include "core/Address.h"
#include "core/Network.h"

#include <QDateTime>
#include <QRegularExpression>
#include <QSqlError>
#include <QSqlQuery>

namespace paydesk {

namespace {
// A symbol as people read it in amounts ("EURC", "USDT.e"): 1 to 11 ASCII letters, digits or
// ".-_", as the history's record reader accepts.
bool plausibleSymbol(const QString &symbol)
{
    static const QRegularExpression re(QStringLiteral("^[A-Za-z0-9._-]{1,11}$"));
    return re.match(symbol).hasMatch();
}
} // namespace

AddedTokens::AddedTokens(QSqlDatabase db) : m_db(db)
{
    if (DatabaseSchema::app().upgrade(m_db, &m_lastError))
        reload();
}

bool AddedTokens::reload()
{
    QSqlQuery q(m_db);
    if (!q.exec(QStringLiteral("SELECT network, address, symbol, decimals FROM added_tokens "
                               "ORDER BY network, symbol"))) {
        m_lastError = q.lastError().text();
        return false;
    }
    m_tokens.clear();
    while (q.next()) {
        Asset a;
        a.network = q.value(0).toString();
        a.chain = Network::family(a.network);
        a.kind = Asset::Kind::Token;
        a.address = q.value(1).toString();
        a.symbol = q.value(2).toString();
        a.decimals = q.value(3).toInt();
        a.trusted = true; // by the user's word
        a.addedByUser = true;
        m_tokens.append(a);
    }
    Asset::setAddedTokens(m_tokens);
    return true;
}

bool AddedTokens::add(const QString &networkText, const QString &addressText,
                      const QString &symbolText, int decimals)
{
    const QString network = Network::canonical(networkText.trimmed());
    const Chain chain = Network::family(network);
    if (chain == Chain::Unknown) {
        m_lastError = tr("%1 is not a Solana or EVM network: give a network Paydesk lists "
                         "(\"base\", \"solana-devnet\") or a CAIP-2 id (\"eip155:8453\").")
                          .arg(networkText);
        return false;
    }
    const auto address = Address::parse(addressText.trimmed());
    if (!address || address->chain() != chain) {
        m_lastError =
            tr("%1 is not a token address on %2: give the token's %3.")
                .arg(addressText, Network::nameOf(network), chainTokenAddressTitle(chain));
        return false;
    }
    const QString symbol = symbolText.trimmed();
    if (!plausibleSymbol(symbol)) {
        m_lastError = tr("The symbol \"%1\" is not usable: 1 to 11 letters, digits or .-_ "
                         "(as \"EURC\").")
                          .arg(symbolText);
        return false;
    }
    if (decimals < 0 || decimals > kMaxDecimals) {
        m_lastError = tr("%1 decimals is not usable: a token has 0 to %2; read them from the "
                         "token's contract or mint, never from a seller.")
                          .arg(decimals)
                          .arg(kMaxDecimals);
        return false;
    }
    if (const auto known = Asset::known(network, address->toString())) {
        m_lastError = known->addedByUser
                          ? tr("You already added %1 on %2 as %3.")
                                .arg(address->toString(), Network::nameOf(network), known->symbol)
                          : tr("%1 on %2 is already in Paydesk's table, as %3.")
                                .arg(address->toString(), Network::nameOf(network), known->symbol);
        return false;
    }
    if (const auto same = Asset::knownBySymbol(network, symbol)) {
        m_lastError = tr("%1 on %2 is already the token %3: give this one another symbol, so the "
                         "two are never confused.")
                          .arg(same->symbol, Network::nameOf(network), same->address);
        return false;
    }
    QSqlQuery q(m_db);
    q.prepare(QStringLiteral("INSERT INTO added_tokens (network, address, symbol, decimals, "
                             "added_ms) VALUES (?, ?, ?, ?, ?)"));
    q.addBindValue(network);
    q.addBindValue(address->toString());
    q.addBindValue(symbol);
    q.addBindValue(decimals);
    q.addBindValue(QDateTime::currentMSecsSinceEpoch());
    if (!q.exec()) {
        m_lastError = q.lastError().text();
        return false;
    }
    return reload();
}

bool AddedTokens::remove(const QString &networkText, const QString &addressText)
{
    const QString network = Network::canonical(networkText.trimmed());
    const auto address = Address::parse(addressText.trimmed());
    const QString key = address ? address->toString() : addressText.trimmed();
    QSqlQuery q(m_db);
    q.prepare(QStringLiteral("DELETE FROM added_tokens WHERE network = ? AND address = ?"));
    q.addBindValue(network);
    q.addBindValue(key);
    if (!q.exec()) {
        m_lastError = q.lastError().text();
        return false;
    }
    if (q.numRowsAffected() == 0) {
        m_lastError = tr("%1 on %2 is not a token you added.").arg(key, Network::nameOf(network));
        return false;
    }
    return reload();
}

} // namespace paydesk
