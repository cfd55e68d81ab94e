// The steps of paydesk.sqlite (see DatabaseSchema): the payment journal, the wallet list, the x402
// budgets and spending (per asset since step 3), the journal of paid fetches, and the EVM nonces
// of the journal. Append new
// steps; never edit a released one.
#include "DatabaseSchema.h"
#include "SpendTotals.h"

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

// Version 3: x402 budgets per asset: a site's budget counts one asset on one network,
// so a budget in SOL never lets USDC through. Existing budgets and spending are the network's
// native coin (asset ''), the only asset paid before this step.
bool appBudgetAssets(QSqlQuery &q)
{
    return DatabaseSchema::execAll(
        q,
        {
            QStringLiteral("CREATE TABLE x402_budgets_assets (origin TEXT NOT NULL,"
                           " network TEXT NOT NULL, asset TEXT NOT NULL DEFAULT '',"
                           " decimals INTEGER NOT NULL, per_payment TEXT NOT NULL,"
                           " per_day TEXT NOT NULL, granted INTEGER NOT NULL,"
                           " updated_ms INTEGER NOT NULL, PRIMARY KEY (origin, network, asset))"),
            QStringLiteral("INSERT INTO x402_budgets_assets (origin, network, asset, decimals,"
                           " per_payment, per_day, granted, updated_ms) SELECT origin, network,"
                           " '', decimals, per_payment, per_day, granted, updated_ms FROM"
                           " x402_budgets"),
            QStringLiteral("DROP TABLE x402_budgets"),
            QStringLiteral("ALTER TABLE x402_budgets_assets RENAME TO x402_budgets"),
            QStringLiteral("ALTER TABLE x402_spending ADD COLUMN asset TEXT NOT NULL "
                           "DEFAULT ''"),
            QStringLiteral("DROP INDEX IF EXISTS x402_spending_site"),
            QStringLiteral("CREATE INDEX x402_spending_site ON x402_spending "
                           "(origin, network, asset, at_ms)"),
        });
}

// Version 4: receipts. Each paid fetch keeps the seller's PAYMENT-RESPONSE (v2) or
// X-PAYMENT-RESPONSE (v1) as its JSON text (transaction, network, payer), shown in the history and
// exported with it ('' when the seller sent none), and the symbol of the asset it paid in ('' for
// the native coin, every attempt before this step).
bool appReceipts(QSqlQuery &q)
{
    return DatabaseSchema::execAll(
        q, {
               QStringLiteral("ALTER TABLE x402_attempts ADD COLUMN receipt TEXT NOT NULL "
                              "DEFAULT ''"),
               QStringLiteral("ALTER TABLE x402_attempts ADD COLUMN symbol TEXT NOT NULL "
                              "DEFAULT ''"),
           });
}

// Version 5: tokens the user added (an unknown token is refused unless the user adds
// it). One row per token on a network (AddedTokens checks what goes in).
bool appAddedTokens(QSqlQuery &q)
{
    return DatabaseSchema::execAll(
        q, {
               QStringLiteral("CREATE TABLE added_tokens (network TEXT NOT NULL, address TEXT NOT "
                              "NULL, symbol TEXT NOT NULL, decimals INTEGER NOT NULL, added_ms "
                              "INTEGER NOT NULL, PRIMARY KEY (network, address))"),
           });
}

// Version 6: agents paying through Paydesk. Each agent is a named client with a budget
// per network and asset (a day's cap and the most it may pay without a person), its allow-list of
// sites, a pause switch, a rate limit and a circuit breaker; agent_payments names the agent of a
// paid fetch (x402_attempts.id), whose spend is x402_spending's, so a spend taken back is taken
// back for the agent too. The agent's token is in the keychain; token_hash (SHA-256) finds it.
bool appAgents(QSqlQuery &q)
{
    return DatabaseSchema::execAll(
        q,
        {
            QStringLiteral("CREATE TABLE agents (name TEXT PRIMARY KEY NOT NULL,"
                           " token_hash TEXT NOT NULL UNIQUE, paused INTEGER NOT NULL DEFAULT 0,"
                           " per_minute INTEGER NOT NULL, failures INTEGER NOT NULL DEFAULT 0,"
                           " created_ms INTEGER NOT NULL)"),
            QStringLiteral(
                "CREATE TABLE agent_budgets (agent TEXT NOT NULL, network TEXT NOT "
                "NULL, asset TEXT NOT NULL, decimals INTEGER NOT NULL, per_day TEXT "
                "NOT NULL, automatic TEXT NOT NULL, PRIMARY KEY (agent, network, asset))"),
            QStringLiteral("CREATE TABLE agent_sites (agent TEXT NOT NULL, origin TEXT NOT NULL,"
                           " PRIMARY KEY (agent, origin))"),
            QStringLiteral("CREATE TABLE agent_payments (attempt_id INTEGER PRIMARY KEY NOT NULL,"
                           " agent TEXT NOT NULL, at_ms INTEGER NOT NULL)"),
            QStringLiteral("CREATE INDEX agent_payments_agent ON agent_payments (agent, at_ms)"),
            QStringLiteral("CREATE INDEX IF NOT EXISTS x402_spending_attempt ON x402_spending "
                           "(attempt_id)"),
        });
}

// Version 7: the history finds a paid fetch's receipt, refusal and agent by payment id or
// signature for the rows on screen (ReceiptBook), not by reading every attempt at open: an agent's
// year is a million of them.
bool appAttemptKeys(QSqlQuery &q)
{
    return DatabaseSchema::execAll(
        q, {
               QStringLiteral("CREATE INDEX IF NOT EXISTS x402_attempts_payment ON x402_attempts "
                              "(payment_id)"),
               QStringLiteral("CREATE INDEX IF NOT EXISTS x402_attempts_signature ON "
                              "x402_attempts (signature)"),
           });
}

// Version 8: who owns an open paid fetch (AttemptLease: the lease of the process that began it)
// and whether its proof is made here alone (a signed authorization: nothing leaves this computer
// before the proof is journaled). A payer killed between its journal row and its proof leaves a
// row that another process can tell abandoned from under way, and close as unpaid when nothing
// could have left. The open rows are few; their index keeps finding them cheap in a long journal.
// The spends of a site's window are covered by their index (the budgets are read twice a payment).
bool appAttemptOwners(QSqlQuery &q)
{
    return DatabaseSchema::execAll(
        q, {
               QStringLiteral("ALTER TABLE x402_attempts ADD COLUMN owner TEXT NOT NULL "
                              "DEFAULT ''"),
               QStringLiteral("ALTER TABLE x402_attempts ADD COLUMN signs_only INTEGER NOT NULL "
                              "DEFAULT 0"),
               QStringLiteral("CREATE INDEX IF NOT EXISTS x402_attempts_paying ON "
                              "x402_attempts (id) WHERE state = 'paying'"),
               QStringLiteral("CREATE INDEX IF NOT EXISTS x402_attempts_paid ON "
                              "x402_attempts (id) WHERE state = 'paid'"),
               // The budgets are summed twice per payment (the quote, then the reservation):
               // the site's window read from the index alone.
               QStringLiteral("DROP INDEX IF EXISTS x402_spending_site"),
               QStringLiteral("CREATE INDEX x402_spending_site ON x402_spending (origin, network, "
                              "asset, at_ms, decimals, amount)"),
           });
}

// Version 9: budgets over a week and a month beside the day, and grants that end. A site's
// and an agent's budget may cap the last 7 and 30 days too ('' for no such cap, in the budget's
// decimals) and hold until a moment (until_ms, 0 for no end). The caps of all sites read the
// spending by network and asset (and the dollar cap by every stablecoin's), not by site.
bool appBudgetWindows(QSqlQuery &q)
{
    QStringList steps;
    for (const char *table : {"x402_budgets", "agent_budgets"})
        steps << QStringLiteral("ALTER TABLE %1 ADD COLUMN per_week TEXT NOT NULL DEFAULT ''")
                     .arg(QLatin1String(table))
              << QStringLiteral("ALTER TABLE %1 ADD COLUMN per_month TEXT NOT NULL DEFAULT ''")
                     .arg(QLatin1String(table))
              << QStringLiteral("ALTER TABLE %1 ADD COLUMN until_ms INTEGER NOT NULL DEFAULT 0")
                     .arg(QLatin1String(table));
    steps << QStringLiteral("CREATE INDEX IF NOT EXISTS x402_spending_network ON x402_spending "
                            "(network, asset, at_ms, decimals, amount)");
    return DatabaseSchema::execAll(q, steps);
}

// Version 10: what the spending came to per site, network, asset and hour (x402_spend_hours, kept
// by triggers; see SpendTotals), so a window's sum reads its hours instead of every spend: a
// month of an agent paying once a minute is 43,200 spends, 720 hours.
bool appSpendHours(QSqlQuery &q)
{
    return SpendTotals::createTable(q);
}

// Version 11: usage-priced payments (x402 `upto`). An attempt's `amount` is then the most the
// buyer authorized (`up_to` 1) and `charged` what the seller settled for, once known ('' until
// then, and for every fixed price).
bool appUpToCharges(QSqlQuery &q)
{
    return DatabaseSchema::execAll(
        q, {QStringLiteral("ALTER TABLE x402_attempts ADD COLUMN up_to INTEGER NOT NULL DEFAULT 0"),
            QStringLiteral("ALTER TABLE x402_attempts ADD COLUMN charged TEXT NOT NULL "
                           "DEFAULT ''")});
}

// Version 12: payment channels (x402 `batch-settlement`, ChannelBook). Amounts are atomic units
// as decimal text; `ceiling` is the highest cumulative voucher signed, written before it leaves.
bool appChannels(QSqlQuery &q)
{
    return DatabaseSchema::execAll(
        q,
        {QStringLiteral("CREATE TABLE x402_channels (id TEXT PRIMARY KEY, network TEXT NOT NULL, "
                        "payer TEXT NOT NULL, terms TEXT NOT NULL, origin TEXT NOT NULL, "
                        "resource TEXT NOT NULL, config TEXT NOT NULL, symbol TEXT NOT NULL, "
                        "balance TEXT NOT NULL, claimed TEXT NOT NULL, charged TEXT NOT NULL, "
                        "ceiling TEXT NOT NULL, signature TEXT NOT NULL, "
                        "deposit_pending TEXT NOT NULL, withdraw_at INTEGER NOT NULL, "
                        "status TEXT NOT NULL, note TEXT NOT NULL, created_ms INTEGER NOT NULL, "
                        "used_ms INTEGER NOT NULL)"),
         QStringLiteral("CREATE INDEX x402_channels_terms ON x402_channels (terms, used_ms)")});
}

} // namespace

const DatabaseSchema &DatabaseSchema::app()
{
    static const DatabaseSchema schema(
        "paydesk.sqlite", 0x50444b41 /* "PDKA" */,
        {
            {"payment journal, wallets, budgets, paid fetches", &appFirstRelease},
            {"EVM nonces in the payment journal", &appEvmNonces},
            {"x402 budgets per asset", &appBudgetAssets},
            {"receipts of paid fetches", &appReceipts},
            {"tokens the user added", &appAddedTokens},
            {"agents", &appAgents},
            {"paid fetches by payment id and signature", &appAttemptKeys},
            {"owners of open paid fetches", &appAttemptOwners},
            {"budgets per week and month, grants that end", &appBudgetWindows},
            {"spending per hour", &appSpendHours},
            {"usage-priced charges", &appUpToCharges},
            {"payment channels", &appChannels},
        });
    return schema;
}

} // namespace paydesk
