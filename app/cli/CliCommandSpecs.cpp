#include "CliCommandSpecs.h"

#include "CliAgentFace.h"
#include "core/Validation.h"

namespace paydesk::cli {

namespace {
struct TrCliArguments
{
    Q_DECLARE_TR_FUNCTIONS(CliArguments)
};
} // namespace

QList<CliCommandSpecs::Spec> CliCommandSpecs::all()
{
    using O = QCommandLineOption;
    const auto v = [](const char *name, const QString &desc, const char *valueName) {
        return O(QString::fromLatin1(name), desc, QString::fromLatin1(valueName));
    };
    // The nodes a command reads and pays through, one rule for every command (CliNodes).
    const O solanaNode =
        v("rpc",
          TrCliArguments::tr("Solana RPC URL, or mainnet-beta, devnet, testnet, sandbox (default: "
                             "$PAYDESK_SOLANA_RPC, else the sandbox's for a service on this "
                             "computer, else the node chosen in the desktop app's Settings)."),
          "URL");
    const O evmNode =
        v("evm-rpc",
          TrCliArguments::tr("EVM JSON-RPC URL, or ethereum, base, base-sepolia, polygon, "
                             "arbitrum-one, sandbox (default: $PAYDESK_EVM_RPC, else the "
                             "sandbox's for a service on this computer, else the node chosen in "
                             "the desktop app's Settings)."),
          "URL");
    const QList<O> agentNodes{
        evmNode, solanaNode,
        v("hold-keys",
          TrCliArguments::tr("Seconds the wallets' keys stay in this process after its last "
                             "payment, in locked memory wiped after (default %1; 0 reads the "
                             "keychain for every payment).")
              .arg(CliAgentFace::kDefaultHoldKeysSeconds),
          "SECONDS")};
    return {
        {"send",
         "send --from WALLET --to RECIPIENT --amount AMOUNT [--resource URL] "
         "[--metadata JSON|@FILE|-] [--priority-fee FEE|auto] [--idempotency-key KEY] "
         "[--local [--rpc URL] [--max-priority-fee FEE] [--max-network-fee ETH] [--simulate] "
         "[--yes]]",
         {v("from", TrCliArguments::tr("The wallet that pays."), "WALLET"),
          v("to", TrCliArguments::tr("The address paid."), "RECIPIENT"),
          v("amount", TrCliArguments::tr("Amount in the chain's native currency, 0.001 to 100."),
            "AMOUNT"),
          v("resource", TrCliArguments::tr("URL of the protected resource paid for."), "URL"),
          v("metadata",
            TrCliArguments::tr(
                "Extra metadata, a JSON object; @FILE reads it from a file, - from standard "
                "input. At most %1 KiB as compact JSON.")
                .arg(limits::kMaxMetadataBytes / 1024),
            "JSON"),
          v("priority-fee", TrCliArguments::tr("Priority fee 0.00001 to 0.01, or auto (default)."),
            "FEE"),
          v("idempotency-key",
            TrCliArguments::tr(
                "Sent as the Idempotency-Key header: run the same payment again with the same "
                "key and a service that honours it answers the first payment instead of "
                "paying twice (default: a new key per run)."),
            "KEY"),
          O(QStringLiteral("local"),
            TrCliArguments::tr("Local mode: sign with your own key (wallet import) "
                               "and broadcast through --rpc.")),
          v("rpc",
            TrCliArguments::tr("Local mode: the sending wallet's node: a Solana RPC URL, or "
                               "mainnet-beta, devnet, testnet, sandbox; for an EVM wallet its "
                               "network's JSON-RPC URL or name (default: $PAYDESK_SOLANA_RPC, or "
                               "for an EVM wallet --evm-rpc; else the sandbox's for a service on "
                               "this computer, else the node chosen in the desktop app's "
                               "Settings)."),
            "URL"),
          evmNode,
          v("max-priority-fee",
            TrCliArguments::tr("Local mode: refuse a priority fee above this (SOL; "
                               "default: the limit in the app's Settings, 0.001)."),
            "FEE"),
          v("max-network-fee",
            TrCliArguments::tr("Local mode, EVM wallet: refuse a transaction whose gas may cost "
                               "more than this (ETH, gas limit x max fee per gas; default: the "
                               "limit in the app's Settings, 0.005)."),
            "ETH"),
          O(QStringLiteral("simulate"), TrCliArguments::tr("Local mode: simulate before signing.")),
          O(QStringLiteral("yes"),
            TrCliArguments::tr("Send to an address that looks like one of your wallets (refused "
                               "without it); local mode: sign without asking \"Sign and send?\" "
                               "(needed when standard input is not a terminal)."))},
         0,
         0},
        {"receive",
         "receive --wallet WALLET --proof X-PAYMENT|- --expected-amount AMOUNT [--resource URL] "
         "[--facilitator URL] [--timeout SECONDS] [--idempotency-key KEY] "
         "[--local [--rpc URL] [--priority-fee FEE] [--max-priority-fee FEE] [--yes]]",
         {v("wallet", TrCliArguments::tr("Your wallet the payment went to."), "WALLET"),
          v("proof",
            TrCliArguments::tr("The buyer's X-PAYMENT value; - reads it from standard input."),
            "PROOF"),
          v("expected-amount", TrCliArguments::tr("The amount you expect."), "AMOUNT"),
          v("resource", TrCliArguments::tr("Protected resource URL."), "URL"),
          v("facilitator", TrCliArguments::tr("The facilitator that verifies the proof."), "URL"),
          v("timeout", TrCliArguments::tr("Verification timeout in seconds (default 30)."),
            "SECONDS"),
          v("idempotency-key", TrCliArguments::tr("Sent as the Idempotency-Key header (see send)."),
            "KEY"),
          O(QStringLiteral("local"),
            TrCliArguments::tr("Local mode: co-sign the buyer's transfer as fee "
                               "payer and broadcast it through --rpc.")),
          solanaNode,
          v("priority-fee", TrCliArguments::tr("Local mode: priority fee 0.00001 to 0.01."), "FEE"),
          v("max-priority-fee",
            TrCliArguments::tr("Local mode: refuse a priority fee above this (SOL; "
                               "default: the limit in the app's Settings, 0.001)."),
            "FEE"),
          O(QStringLiteral("yes"),
            TrCliArguments::tr("Local mode: co-sign without asking (needed when "
                               "standard input is not a terminal)."))},
         0,
         0},
        {"status",
         "status PAYMENT_ID [--wait] [--wait-timeout SECONDS]",
         {O(QStringLiteral("wait"),
            TrCliArguments::tr("Poll with backoff until the payment reaches a final state.")),
          v("wait-timeout",
            TrCliArguments::tr("Give up waiting after this many seconds (default 600)."),
            "SECONDS")},
         1,
         1},
        {"watch", "watch [WALLET]... [--json]", {}, 0, 1000},
        {"history",
         "history WALLET [--type sent|received|all] [--limit N] [--offset N]",
         {v("type", TrCliArguments::tr("sent, received or all (default all)."), "TYPE"),
          v("limit", TrCliArguments::tr("Page size, 1 to 500 (default 50)."), "N"),
          v("offset", TrCliArguments::tr("Pagination offset (default 0)."), "N")},
         1,
         1},
        {"fetch",
         "fetch URL [--from WALLET]... [--max-amount AMOUNT] [--max-deposit AMOUNT] [--yes] "
         "[--local] [--rpc URL] "
         "[--evm-rpc URL] [--network NAME] [--out FILE]",
         {v("from",
            TrCliArguments::tr("Wallet that pays when the URL answers 402 Payment Required; "
                               "give it again for more wallets (--from A --from B): the "
                               "cheapest option one of them can pay is paid."),
            "WALLET"),
          v("max-amount",
            TrCliArguments::tr(
                "Refuse any price above this: an amount and its asset (\"0.01 USDC\"), or a "
                "bare number in the network's native coin (0.05 for 0.05 SOL); a price in "
                "another asset is refused. With --yes, also this run's approval of one price "
                "above the default caps, up to AMOUNT; no budget is granted."),
            "AMOUNT"),
          v("max-deposit",
            TrCliArguments::tr(
                "The most a payment channel's deposit may be, in --max-amount's asset (default: "
                "100 times the seller's price); with --yes, this run's approval of such a "
                "deposit (refundable: paydesk-cli channel refund)."),
            "AMOUNT"),
          O(QStringLiteral("yes"),
            TrCliArguments::tr(
                "Pay without asking, within the site's budget; a site without one has the "
                "default caps of 0.01 SOL per payment and 0.05 SOL per day. --yes alone never "
                "pays above a cap; at a terminal, a \"y\" approves one payment above the "
                "default caps.")),
          O(QStringLiteral("local"),
            TrCliArguments::tr("Local mode: sign with your own key (wallet import). An EVM "
                               "wallet (--from 0x...) pays USDC by an EIP-3009 authorization on "
                               "the seller's EVM network and needs no --rpc.")),
          solanaNode, evmNode,
          v("network",
            TrCliArguments::tr("The network your wallet pays on (default: solana-sandbox for a "
                               "service on this computer, else solana)."),
            "NAME"),
          v("out", TrCliArguments::tr("Save the content to this file (needed for binary content)."),
            "FILE")},
         1,
         1},
        {"budget",
         "budget list|grant URL|revoke URL|cap AMOUNT [SYMBOL]|none [SYMBOL]|payee "
         "allow|deny|remove "
         "ADDRESS|freeze|"
         "unfreeze [--network NAME] [--per-payment AMOUNT] [--per-day AMOUNT] [--per-week "
         "AMOUNT] [--per-month AMOUNT] [--until DATE] [--window day|week|month]",
         {v("network",
            TrCliArguments::tr(
                "The network of the budget (default: the one fetch pays on, solana-sandbox "
                "for a service on this computer, else solana); revoke without it revokes "
                "every network's."),
            "NAME"),
          v("per-payment",
            TrCliArguments::tr(
                "grant: the most one payment may take (default 0.01, as for a site without a "
                "budget), in the native coin or with a token's symbol (\"0.05 USDC\": a "
                "budget in that token on --network)."),
            "AMOUNT"),
          v("per-day",
            TrCliArguments::tr(
                "grant: the most all payments of 24 hours may take (default 0.05 SOL; at "
                "least --per-payment)."),
            "AMOUNT"),
          v("per-week",
            TrCliArguments::tr("grant: the most all payments of 7 days may take (at least "
                               "--per-day; none for no such cap)."),
            "AMOUNT"),
          v("per-month",
            TrCliArguments::tr("grant: the most all payments of 30 days may take (at least "
                               "--per-week; none for no such cap)."),
            "AMOUNT"),
          v("until",
            TrCliArguments::tr("grant: the last day the budget holds (2026-12-31, or a time "
                               "2026-12-31T18:00; none for no end); after it the site is asked "
                               "again."),
            "DATE"),
          v("window",
            TrCliArguments::tr("cap in USD: the window of the cap in dollars across all dollar "
                               "stablecoins (day, week or month; default day)."),
            "day|week|month")},
         1,
         3},
        {"token",
         "token list|add NETWORK ADDRESS --symbol SYMBOL --decimals N|remove NETWORK ADDRESS",
         {v("symbol",
            TrCliArguments::tr("add: the symbol amounts in this token show with (\"EURC\")."),
            "SYMBOL"),
          v("decimals",
            TrCliArguments::tr("add: the token's decimals, as its contract or mint says."), "N")},
         1,
         3},
        {"permit2",
         "permit2 allowance TOKEN|approve AMOUNT TOKEN|revoke TOKEN --from WALLET [--evm-rpc URL] "
         "[--network NAME] [--max-network-fee ETH] [--yes]",
         {v("from", TrCliArguments::tr("The EVM wallet (in Paydesk for approve and revoke)."),
            "WALLET"),
          evmNode,
          v("network",
            TrCliArguments::tr("Refuse unless the node is on this network (eip155:8453, base)."),
            "NAME"),
          v("max-network-fee",
            TrCliArguments::tr("Refuse an approve whose gas may cost more than this (ETH; "
                               "default 0.005)."),
            "ETH"),
          O(QStringLiteral("yes"), TrCliArguments::tr("Sign without asking."))},
         2,
         3},
        {"channel",
         "channel list|refund ID [--amount AMOUNT]|withdraw ID [--evm-rpc URL] [--yes]",
         {v("amount",
            TrCliArguments::tr("refund: how much to ask back, in the channel's token (default: "
                               "all the seller has not charged)."),
            "AMOUNT"),
          evmNode, O(QStringLiteral("yes"), TrCliArguments::tr("withdraw: sign without asking."))},
         1,
         2},
        {"balance", "balance [WALLET] [--rpc URL] [--evm-rpc URL]", {solanaNode, evmNode}, 0, 1},
        {"faucet", "faucet WALLET [--rpc URL] [--evm-rpc URL]", {solanaNode, evmNode}, 1, 1},
        {"agent",
         "agent list|add NAME|remove NAME [--yes]|pause NAME|resume NAME|token NAME|budget NAME "
         "AMOUNT|allow NAME URL|disallow NAME URL [--network NAME] [--automatic AMOUNT] "
         "[--per-week AMOUNT] [--per-month AMOUNT] [--until DATE] [--per-minute N]",
         {O(QStringLiteral("yes"), TrCliArguments::tr("remove: confirm without asking.")),
          v("network",
            TrCliArguments::tr("budget: the network of the budget (eip155:8453, base, solana; "
                               "default: the one fetch pays on)."),
            "NAME"),
          v("automatic",
            TrCliArguments::tr("budget: the most one payment may take without your approval "
                               "(default: a tenth of the day's amount)."),
            "AMOUNT"),
          v("per-week",
            TrCliArguments::tr("budget: the most the agent may spend in 7 days (at least the "
                               "day's amount)."),
            "AMOUNT"),
          v("per-month",
            TrCliArguments::tr("budget: the most the agent may spend in 30 days (at least the "
                               "week's)."),
            "AMOUNT"),
          v("until",
            TrCliArguments::tr("budget: the last day the budget holds (2026-12-31); after it "
                               "the agent pays nothing in that asset until you give it a new "
                               "one."),
            "DATE"),
          v("per-minute",
            TrCliArguments::tr("add: how many payments the agent may make in a minute (default "
                               "10)."),
            "N")},
         1,
         3},
        {"proxy", "proxy [--listen HOST:PORT] [--evm-rpc URL] [--rpc URL] [--hold-keys SECONDS]",
         agentNodes + QList<O>{v("listen",
                                 TrCliArguments::tr("Where the proxy listens, on this computer "
                                                    "only (default 127.0.0.1:8402)."),
                                 "HOST:PORT")},
         0, 0},
        {"mcp", "mcp [--evm-rpc URL] [--rpc URL] [--hold-keys SECONDS]", agentNodes, 0, 0},
        {"key", "key set|test|delete", {}, 1, 1},
        {"recover", "recover [--rpc URL] [--evm-rpc URL]", {solanaNode, evmNode}, 0, 0},
        {"wallet",
         "wallet create|import|list|remove [ADDRESS] [--label NAME] [--words 12|24] "
         "[--chain solana|evm] [--keypair-file FILE | --mnemonic-env NAME | --secret-key-env NAME "
         "| --keystore-file FILE [--password-env NAME]] [--derivation PATH] "
         "[--no-backup-check] [--yes] [--hosted [--chain solana|evm] [--fund AMOUNT]] [--rpc URL] "
         "[--evm-rpc URL]",
         {v("label", TrCliArguments::tr("Your name for the wallet."), "NAME"),
          v("words", TrCliArguments::tr("create: 12 (default) or 24 recovery words."), "N"),
          v("keypair-file", TrCliArguments::tr("import: a solana-keygen JSON keypair file."),
            "FILE"),
          v("mnemonic-env",
            TrCliArguments::tr("import: read the recovery phrase from this variable."), "NAME"),
          v("secret-key-env",
            TrCliArguments::tr("import: read a base58 secret key (--chain evm: 64 hex digits) "
                               "from this variable."),
            "NAME"),
          v("keystore-file",
            TrCliArguments::tr("import --chain evm: an Ethereum keystore (v3) JSON file."), "FILE"),
          v("password-env",
            TrCliArguments::tr("import --chain evm: the keystore file's password from this "
                               "variable (else asked on the terminal; never stored)."),
            "NAME"),
          v("derivation",
            TrCliArguments::tr("import: derivation path (default m/44'/501'/0'/0'; --chain evm: "
                               "m/44'/60'/0'/0/0)."),
            "PATH"),
          O(QStringLiteral("no-backup-check"),
            TrCliArguments::tr("create: skip asking back three words of the phrase.")),
          O(QStringLiteral("yes"), TrCliArguments::tr("remove: confirm without asking.")),
          O(QStringLiteral("hosted"),
            TrCliArguments::tr(
                "create: a custodial wallet of the sandbox service (--service on this "
                "computer), the kind hosted send and receive pay from; needs the API key.")),
          v("chain",
            TrCliArguments::tr("import, create --hosted: solana (default) or evm. A created "
                               "phrase gives both accounts."),
            "CHAIN"),
          v("fund", TrCliArguments::tr("create --hosted: test funds to start with (default 10)."),
            "AMOUNT"),
          v("rpc",
            TrCliArguments::tr(
                "list: read balances through this Solana RPC URL (or mainnet-beta, devnet, "
                "testnet, sandbox)."),
            "URL"),
          v("evm-rpc",
            TrCliArguments::tr("list: read EVM balances through this JSON-RPC URL (or ethereum, "
                               "base, base-sepolia, polygon, arbitrum-one, sandbox)."),
            "URL")},
         1,
         2},
    };
}

QString CliCommandSpecs::description(const QString &command)
{
    if (command == u"recover")
        return TrCliArguments::tr(
            "Follows every unfinished local payment in Paydesk's journal (left by a "
            "crash, Ctrl-C or an\nunreachable RPC endpoint) to a final state on the RPC "
            "endpoint it was sent to, and says\nwhat became of each: confirmed, failed "
            "(fee charged) or expired (nothing charged). It signs\nand sends nothing "
            "new. Exit 0 when all are final, 5 when one is still open (run it again\n"
            "when the RPC endpoint answers).\n\nFirst, the paid fetches that did not end: one "
            "whose payer stopped before its signed\nproof was stored is closed as not paid (its "
            "budget released) when nothing can have left\nthis computer; one paid whose content "
            "never arrived is named with the fetch that gets it\n(the same proof, never a second "
            "payment).");
    if (command == u"watch")
        return TrCliArguments::tr(
            "Prints each payment event of the service as it happens (created, status changed, "
            "confirmed,\nfailed, received, a local build about to expire); with WALLETs, only "
            "theirs. With --json,\none object a line: eventId, kind, paymentId, wallet, amount, "
            "asset, status, time. It comes\nback by itself after the service restarts and goes "
            "on after the last event printed. Ctrl-C\nends it (exit 0).");
    if (command == u"permit2")
        return TrCliArguments::tr(
            "What Uniswap's Permit2 may move of a token from your wallet, and the approve a "
            "seller asking\npayments by Permit2 needs: exactly AMOUNT (\"0.05 USDC\"; never "
            "unlimited), replacing the\nallowance there was; revoke sets it to 0. The approve is "
            "a transaction from your wallet:\nreviewed, then signed with your key and followed "
            "to its block. Exit 4 when Paydesk refuses.");
    if (command == u"agent")
        return TrCliArguments::tr(
            "token NAME prints the agent's token (kept in your keychain) for its MCP "
            "configuration.\nremove NAME asks first (on a terminal; --yes otherwise): its token "
            "stops paying at once,\nits payments stay in the history.");
    if (command == u"faucet")
        return TrCliArguments::tr(
            "Test funds for a wallet, as the Wallets page's button gives them: on the sandbox, "
            "its coin\nand 100 test USDC; on Solana devnet or testnet, an airdrop of 5 SOL. "
            "Never on mainnet.");
    if (command == u"status")
        return TrCliArguments::tr(
            "With --wait, Ctrl-C stops waiting (exit 130) without touching the payment; "
            "run the same\ncommand again to resume.");
    return QString();
}

} // namespace paydesk::cli
