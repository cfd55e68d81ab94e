// The steps of paydesk.sqlite (see DatabaseSchema): the payment journal, the wallet list, the x402
// budgets and spending, the journal of paid fetches, and the EVM nonces of the journal. Append new
// steps; never edit a released one.
#include "DatabaseSchema.h"

#include <QSqlQuery>
#include <QStringList>

namespace paydesk {

namespace {

// Version 1: the tables of the first release, as it created them (IF NOT EXISTS: its files have
// them already), less the history tables of development builds (the history has its own file).
bool appFirstRelease(QSqlQuery &q)
{
    return DatabaseSchema::execAll(
        q,
        {
            QStringLiteral("CREATE TABLE IF NOT EXISTS payment_journal ("
                           " id INTEGER PRIMARY KEY AUTOINCREMENT,"
                           " direction TEXT NOT NULL, payment_id TEXT NOT NULL,"
                           " wallet TEXT NOT NULL, network TEXT NOT NULL, rpc_url TEXT NOT NULL,"
                           " signature TEXT NOT NULL UNIQUE, wire BLOB NOT NULL,"
                           " last_valid_block_height INTEGER NOT NULL, expires_ms INTEGER,"
                           " request BLOB NOT NULL, state TEXT NOT NULL, detail TEXT NOT NULL,"
                           " slot INTEGER NOT NULL, created_ms INTEGER NOT NULL,"
                           " updated_ms INTEGER NOT NULL)"),
            QStringLiteral("CREATE TABLE IF NOT EXISTS wallets ("
                           " address TEXT PRIMARY KEY NOT NULL, label TEXT NOT NULL DEFAULT '',"
                           " origin TEXT NOT NULL DEFAULT '', derivation TEXT NOT NULL DEFAULT '',"
                           " created_ms INTEGER NOT NULL)"),
            QStringLiteral("CREATE TABLE IF NOT EXISTS x402_budgets (origin TEXT NOT NULL,"
                           " network TEXT NOT NULL, decimals INTEGER NOT NULL,"
                           " per_payment TEXT NOT NULL, per_day TEXT NOT NULL,"
                           " granted INTEGER NOT NULL, updated_ms INTEGER NOT NULL,"
                           " PRIMARY KEY (origin, network))"),
            QStringLiteral("CREATE TABLE IF NOT EXISTS x402_spending (id INTEGER PRIMARY KEY "
                           "AUTOINCREMENT, origin TEXT NOT NULL, network TEXT NOT NULL,"
                           " url TEXT NOT NULL, decimals INTEGER NOT NULL, amount TEXT NOT NULL,"
                           " attempt_id INTEGER NOT NULL, at_ms INTEGER NOT NULL)"),
            QStringLiteral("CREATE INDEX IF NOT EXISTS x402_spending_site ON x402_spending "
                           "(origin, network, at_ms)"),
            QStringLiteral("CREATE TABLE IF NOT EXISTS x402_settings (key TEXT PRIMARY KEY,"
                           " value TEXT NOT NULL)"),
            QStringLiteral(
                "CREATE TABLE IF NOT EXISTS x402_attempts (id INTEGER PRIMARY KEY "
                "AUTOINCREMENT, url TEXT NOT NULL, origin TEXT NOT NULL, network TEXT NOT NULL,"
                " wallet TEXT NOT NULL, pay_to TEXT NOT NULL, mode TEXT NOT NULL,"
                " amount TEXT NOT NULL, version INTEGER NOT NULL, state TEXT NOT NULL,"
                " payment_id TEXT NOT NULL, signature TEXT NOT NULL, proof_header TEXT NOT NULL,"
                " proof TEXT NOT NULL, detail TEXT NOT NULL, created_ms INTEGER NOT NULL,"
                " updated_ms INTEGER NOT NULL)"),
            // Development builds kept the history here; it is a cache, read again from the
            // service into history.sqlite.
            QStringLiteral("DROP TABLE IF EXISTS history_text"),
            QStringLiteral("DROP TABLE IF EXISTS history_text_pending"),
            QStringLiteral("DROP TABLE IF EXISTS history_wallet_tags"),
            QStringLiteral("DROP TABLE IF EXISTS history_sync"),
            QStringLiteral("DROP TABLE IF EXISTS history_payments"),
        });
}

// Version 2: EVM local payments. An EVM transaction does not expire on chain: it can land until
// its nonce is used, so the journal keeps the nonce (NULL for Solana) to reconcile it and to
// refuse a second payment while one can still land, and `replaces` names the hash a speed-up or
// cancel (same nonce, higher fees) replaces.
bool appEvmNonces(QSqlQuery &q)
{
    return DatabaseSchema::execAll(
        q, {
               QStringLiteral("ALTER TABLE payment_journal ADD COLUMN nonce INTEGER"),
               QStringLiteral("ALTER TABLE payment_journal ADD COLUMN replaces TEXT NOT NULL "
                              "DEFAULT ''"),
               QStringLiteral("CREATE INDEX IF NOT EXISTS payment_journal_nonce ON "
                              "payment_journal (wallet, network, nonce)"),
           });
}

} // namespace

const DatabaseSchema &DatabaseSchema::app()
{
    static const DatabaseSchema schema(
        "paydesk.sqlite", 0x50444b41 /* "PDKA" */,
        {
            {"payment journal, wallets, budgets, paid fetches", &appFirstRelease},
            {"EVM nonces in the payment journal", &appEvmNonces},
        });
    return schema;
}

} // namespace paydesk
