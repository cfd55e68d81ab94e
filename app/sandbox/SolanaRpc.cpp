#include "SolanaRpc.h"

#include "ErrorReply.h"
#include "Ledger.h"
#include "RemoteCluster.h"
#include "core/Amount.h"
#include "core/Base58.h"
#include "core/ExactJson.h"
#include "solana/InstructionDecoder.h"
#include "solana/Transaction.h"

#include <QCryptographicHash>

namespace paydesk::sandbox {

namespace {
using json = nlohmann::json;

// A JSON-RPC error thrown out of a method handler.
struct RpcError
{
    int code;
    std::string message;
    json data;
};

constexpr quint64 kMaxAirdropLamports = 1000ULL * 1000000000ULL;
constexpr quint64 kFaucetLamports = 5ULL * 1000000000ULL;
constexpr quint64 kFaucetUsdcUnits = 100ULL * 1000000ULL;

const json &param(const json &params, size_t i)
{
    static const json null;
    return params.is_array() && params.size() > i ? params[i] : null;
}

json config(const json &params, size_t i)
{
    const json &c = param(params, i);
    return c.is_object() ? c : json::object();
}

QByteArray pubkeyParam(const json &params, size_t i)
{
    const json &p = param(params, i);
    const auto key = p.is_string() ? base58::decode(QByteArray::fromStdString(p)) : std::nullopt;
    if (!key || key->size() != 32)
        throw RpcError{-32602, "Invalid param: Invalid", json()};
    return *key;
}

// The transaction of sendTransaction / simulateTransaction in the requested encoding.
QByteArray wireParam(const json &params)
{
    const json &p = param(params, 0);
    if (!p.is_string())
        throw RpcError{-32602, "Invalid params: missing transaction", json()};
    const std::string encoding = config(params, 1).value("encoding", "base58");
    const QByteArray text = QByteArray::fromStdString(p);
    if (encoding == "base64") {
        const auto r =
            QByteArray::fromBase64Encoding(text, QByteArray::AbortOnBase64DecodingErrors);
        if (!r)
            throw RpcError{-32602, "invalid base64 encoding", json()};
        return r.decoded;
    }
    if (encoding == "base58") {
        const auto r = base58::decode(text, 2000);
        if (!r)
            throw RpcError{-32602, "invalid base58 encoding", json()};
        return *r;
    }
    throw RpcError{-32602, "Invalid params: unsupported encoding: " + encoding, json()};
}

json context(const Ledger *ledger)
{
    return {{"slot", ledger->slot()}, {"apiVersion", "2.2.0"}};
}

json statusJson(const SignatureStatus &s)
{
    return {{"slot", s.slot},
            {"confirmations", s.confirmations ? json(*s.confirmations) : json()},
            {"err", s.err},
            {"status", s.err.is_null() ? json{{"Ok", nullptr}} : json{{"Err", s.err}}},
            {"confirmationStatus", s.confirmationStatus.toStdString()}};
}

// An account as getAccountInfo shows it (base64 or base58 data; jsonParsed falls back to
// base64, as a node does for data it does not parse), or null when it does not exist.
json accountJson(const Ledger *ledger, const QByteArray &key, const json &cfg)
{
    const quint64 lamports = ledger->balance(key);
    const AccountData *d = ledger->accountData(key);
    if (lamports == 0 && !d)
        return nullptr;
    const std::string encoding = cfg.value("encoding", "base64");
    if (encoding != "base64" && encoding != "base58" && encoding != "jsonParsed")
        throw RpcError{-32602, "Invalid params: unsupported encoding: " + encoding, json()};
    const QByteArray bytes = d ? d->data : QByteArray();
    const bool b58 = encoding == "base58";
    return {
        {"data", json::array({(b58 ? base58::encode(bytes) : bytes.toBase64()).toStdString(),
                              b58 ? "base58" : "base64"})},
        {"executable", false},
        {"lamports", lamports},
        {"owner", d ? base58::encode(d->owner).toStdString() : "11111111111111111111111111111111"},
        {"rentEpoch", 18446744073709551615ULL},
        {"space", bytes.size()}};
}

// A base58 signature parameter (`what` names it in the error), or empty when absent.
QByteArray signatureParam(const json &value, const char *what)
{
    if (value.is_null())
        return {};
    const auto sig =
        value.is_string() ? base58::decode(QByteArray::fromStdString(value)) : std::nullopt;
    if (!sig || sig->size() != 64)
        throw RpcError{-32602, std::string("Invalid param: ") + what, json()};
    return *sig;
}

// getSignaturesForAddress (limit 1 to 1000, default 1000; `before` and `until` signatures).
json signaturesFor(const Ledger *ledger, const json &params)
{
    const QByteArray address = pubkeyParam(params, 0);
    const json cfg = config(params, 1);
    const json limit = cfg.value("limit", json(1000));
    if (!limit.is_number_unsigned() || limit.get<quint64>() < 1 || limit.get<quint64>() > 1000)
        throw RpcError{-32602, "Invalid limit; max 1000", json()};
    json out = json::array();
    for (const LandedTransaction *t : ledger->transactionsFor(
             address, signatureParam(cfg.value("before", json()), "before"),
             signatureParam(cfg.value("until", json()), "until"), int(limit.get<quint64>()))) {
        const auto status = ledger->status(t->signature);
        out.push_back({{"signature", base58::encode(t->signature).toStdString()},
                       {"slot", t->slot},
                       {"err", t->err},
                       {"memo", nullptr},
                       {"blockTime", t->blockTimeMs / 1000},
                       {"confirmationStatus",
                        status ? status->confirmationStatus.toStdString() : "finalized"}});
    }
    return out;
}

json errorResponse(const json &id, int code, const std::string &message, const json &data = {})
{
    json e = {{"code", code}, {"message", message}};
    if (!data.is_null())
        e["data"] = data;
    return {{"jsonrpc", "2.0"}, {"error", e}, {"id", id}};
}
} // namespace

json SolanaRpc::dispatch(const std::string &method, const json &params) const
{
    const Ledger *ledger = m_ctx.ledger;
    if (method == "getLatestBlockhash") {
        const BlockhashInfo b = ledger->latestBlockhash();
        return {{"context", context(ledger)},
                {"value",
                 {{"blockhash", base58::encode(b.blockhash).toStdString()},
                  {"lastValidBlockHeight", b.lastValidBlockHeight}}}};
    }
    if (method == "getBlockHeight")
        return ledger->blockHeight();
    if (method == "getSlot")
        return ledger->slot();
    if (method == "getHealth")
        return "ok";
    if (method == "getVersion")
        return {{"solana-core", "2.2.0-paydesk-sandbox"}, {"feature-set", 0}};
    if (method == "isBlockhashValid") {
        const json &h = param(params, 0);
        const auto hash =
            h.is_string() ? base58::decode(QByteArray::fromStdString(h)) : std::nullopt;
        if (!hash || hash->size() != 32)
            throw RpcError{-32602, "Invalid param: Invalid", json()};
        return {{"context", context(ledger)},
                {"value", ledger->validBlockhashSlot(*hash).has_value()}};
    }
    if (method == "getSignaturesForAddress")
        return signaturesFor(ledger, params);
    if (method == "getGenesisHash")
        return ledger->genesisHash().toStdString();
    if (method == "getMinimumBalanceForRentExemption") {
        const json &size = param(params, 0);
        const quint64 bytes = size.is_number_unsigned() ? size.get<quint64>() : 0;
        return (128 + qMin<quint64>(bytes, 10 * 1024 * 1024)) * 6960;
    }
    if (method == "getBalance")
        return {{"context", context(ledger)}, {"value", ledger->balance(pubkeyParam(params, 0))}};
    if (method == "getAccountInfo")
        return {{"context", context(ledger)},
                {"value", accountJson(ledger, pubkeyParam(params, 0), config(params, 1))}};
    if (method == "getMultipleAccounts") {
        const json &keys = param(params, 0);
        if (!keys.is_array() || keys.size() > 100)
            throw RpcError{-32602, "Invalid params: up to 100 account keys", json()};
        json values = json::array();
        for (size_t i = 0; i < keys.size(); ++i)
            values.push_back(accountJson(ledger, pubkeyParam(keys, i), config(params, 1)));
        return {{"context", context(ledger)}, {"value", values}};
    }
    if (method == "getTokenAccountsByOwner") {
        // By mint, or by program (Token; Token-2022 holds nothing here).
        const QByteArray owner = pubkeyParam(params, 0);
        const json filter = config(params, 1);
        QByteArray mint;
        if (filter.contains("mint"))
            mint = pubkeyParam(json::array({filter["mint"]}), 0);
        else if (!filter.contains("programId"))
            throw RpcError{-32602, "Invalid params: give a mint or a programId", json()};
        const QByteArray program = filter.contains("programId")
                                       ? pubkeyParam(json::array({filter["programId"]}), 0)
                                       : QByteArray();
        json values = json::array();
        for (const QByteArray &key : ledger->tokenAccounts(owner, mint)) {
            if (!program.isEmpty() && ledger->accountData(key)->owner != program)
                continue;
            values.push_back({{"pubkey", base58::encode(key).toStdString()},
                              {"account", accountJson(ledger, key, config(params, 2))}});
        }
        return {{"context", context(ledger)}, {"value", values}};
    }
    if (method == "getTokenAccountBalance") {
        const AccountData *d = ledger->accountData(pubkeyParam(params, 0));
        const auto account = d ? spl::readAccount(d->data) : std::nullopt;
        const AccountData *mintData = account ? ledger->accountData(account->mint) : nullptr;
        const auto mint = mintData ? spl::readMint(mintData->data) : std::nullopt;
        if (!mint)
            throw RpcError{-32602, "Invalid param: not a Token account", json()};
        const QString ui =
            Amount::fromUnits(Amount::Units(account->amount), mint->decimals).toString();
        return {{"context", context(ledger)},
                {"value",
                 {{"amount", std::to_string(account->amount)},
                  {"decimals", mint->decimals},
                  {"uiAmount", ui.toDouble()},
                  {"uiAmountString", ui.toStdString()}}}};
    }
    if (method == "requestAirdrop") {
        const QByteArray key = pubkeyParam(params, 0);
        const json &lamports = param(params, 1);
        if (!lamports.is_number_unsigned() || lamports.get<quint64>() == 0 ||
            lamports.get<quint64>() > kMaxAirdropLamports)
            throw RpcError{-32602, "Invalid params: airdrop 1 lamport to 1000 SOL", json()};
        return base58::encode(m_ctx.ledger->airdrop(key, lamports.get<quint64>())).toStdString();
    }
    if (method == "paydesk_faucet") {
        // The sandbox's own faucet, as on its EVM chain: 5 test SOL and 100 test USDC (SPL,
        // into the address's associated token account) at once.
        const QByteArray key = pubkeyParam(params, 0);
        const QByteArray sol = m_ctx.ledger->airdrop(key, kFaucetLamports);
        const QByteArray account = m_ctx.ledger->mintTestUsdc(key, kFaucetUsdcUnits);
        if (account.isEmpty())
            throw RpcError{-32602, "Invalid params: this address's test USDC account is full",
                           json()};
        return {{"sol", base58::encode(sol).toStdString()},
                {"lamports", kFaucetLamports},
                {"usdcAccount", base58::encode(account).toStdString()},
                {"usdcUnits", kFaucetUsdcUnits}};
    }
    if (method == "getFeeForMessage") {
        const json &p = param(params, 0);
        const auto bytes =
            p.is_string() ? QByteArray::fromBase64Encoding(QByteArray::fromStdString(p),
                                                           QByteArray::AbortOnBase64DecodingErrors)
                          : QByteArray::FromBase64Result{};
        QString why;
        const auto message = bytes ? solana::Message::decode(bytes.decoded, &why) : std::nullopt;
        const auto decoded = message ? solana::decodeInstructions(*message, &why) : std::nullopt;
        if (!decoded)
            throw RpcError{-32602, "Invalid params: invalid message", json()};
        return {{"context", context(ledger)},
                {"value", solana::computeFees(*message, *decoded).total()}};
    }
    if (method == "sendTransaction") {
        const QByteArray wire = wireParam(params);
        const bool skip = config(params, 1).value("skipPreflight", false);
        const auto r = m_ctx.ledger->submit(wire, skip);
        if (r.failure.isSet())
            throw RpcError{r.failure.code, r.failure.message.toStdString(), r.failure.data};
        return base58::encode(r.signature).toStdString();
    }
    if (method == "simulateTransaction") {
        const QByteArray wire = wireParam(params);
        const json cfg = config(params, 1);
        const bool sigVerify = cfg.value("sigVerify", false);
        const bool replace = cfg.value("replaceRecentBlockhash", false);
        if (sigVerify && replace)
            throw RpcError{-32602, "sigVerify may not be used with replaceRecentBlockhash", json()};
        const auto sim = ledger->simulate(wire, sigVerify, replace);
        if (sim.failure.code == -32602)
            throw RpcError{-32602, sim.failure.message.toStdString(), json()};
        json logs = json::array();
        for (const QString &l : sim.logs)
            logs.push_back(l.toStdString());
        json value = {{"err", sim.err},        {"logs", logs},
                      {"accounts", nullptr},   {"unitsConsumed", sim.unitsConsumed},
                      {"returnData", nullptr}, {"innerInstructions", nullptr}};
        if (sim.replacement)
            value["replacementBlockhash"] = {
                {"blockhash", base58::encode(sim.replacement->blockhash).toStdString()},
                {"lastValidBlockHeight", sim.replacement->lastValidBlockHeight}};
        return {{"context", context(ledger)}, {"value", value}};
    }
    if (method == "getSignatureStatuses") {
        const json &list = param(params, 0);
        if (!list.is_array() || list.size() > 256)
            throw RpcError{-32602, "Invalid params: expected an array of at most 256 signatures",
                           json()};
        json values = json::array();
        for (const json &s : list) {
            const auto sig =
                s.is_string() ? base58::decode(QByteArray::fromStdString(s)) : std::nullopt;
            if (!sig || sig->size() != 64)
                throw RpcError{-32602, "Invalid param: Invalid", json()};
            const auto status = ledger->status(*sig);
            values.push_back(status ? statusJson(*status) : json());
        }
        return {{"context", context(ledger)}, {"value", values}};
    }
    if (method == "getTransaction") {
        const json &s = param(params, 0);
        const auto sig =
            s.is_string() ? base58::decode(QByteArray::fromStdString(s)) : std::nullopt;
        if (!sig || sig->size() != 64)
            throw RpcError{-32602, "Invalid param: Invalid", json()};
        if (config(params, 1).value("encoding", "json") != "base64")
            throw RpcError{-32602, "Invalid params: the sandbox answers encoding base64 only",
                           json()};
        const LandedTransaction *t = ledger->landed(*sig);
        if (!t || t->wire.isEmpty())
            return nullptr;
        const auto tx = solana::Transaction::decode(t->wire, nullptr);
        json logs = json::array();
        for (const QString &l : t->logs)
            logs.push_back(l.toStdString());
        const json status = t->err.is_null() ? json{{"Ok", nullptr}} : json{{"Err", t->err}};
        return {
            {"slot", t->slot},
            {"blockTime", t->blockTimeMs / 1000},
            {"version",
             tx && tx->message.version == solana::Message::Version::V0 ? json(0) : json("legacy")},
            {"transaction", json::array({t->wire.toBase64().toStdString(), "base64"})},
            {"meta",
             {{"err", t->err},
              {"status", status},
              {"fee", t->fee},
              {"preBalances", std::vector<quint64>(t->preBalances.begin(), t->preBalances.end())},
              {"postBalances",
               std::vector<quint64>(t->postBalances.begin(), t->postBalances.end())},
              {"logMessages", logs},
              {"computeUnitsConsumed", t->unitsConsumed},
              {"innerInstructions", json::array()},
              {"preTokenBalances", json::array()},
              {"postTokenBalances", json::array()},
              {"rewards", json::array()},
              {"loadedAddresses", {{"writable", json::array()}, {"readonly", json::array()}}}}}};
    }
    throw RpcError{-32601, "Method not found", json()};
}

json SolanaRpc::call(const json &request) const
{
    // value() with a json default: a non-string "jsonrpc" must not throw (tests/fuzz).
    if (!request.is_object() || request.value("jsonrpc", json()) != "2.0" ||
        !request.contains("method") || !request["method"].is_string())
        return errorResponse(request.is_object() ? request.value("id", json()) : json(), -32600,
                             "Invalid request");
    const json id = request.value("id", json());
    try {
        const json result =
            dispatch(request["method"].get<std::string>(), request.value("params", json::array()));
        return {{"jsonrpc", "2.0"}, {"result", result}, {"id", id}};
    } catch (const RpcError &e) {
        return errorResponse(id, e.code, e.message, e.data);
    } catch (const json::exception &) {
        return errorResponse(id, -32602, "Invalid params");
    }
}

void SolanaRpc::handle(const ExchangePtr &exchange)
{
    if (m_remote)
        return forward(exchange);
    exchange->reply(200, respond(exchange->body()));
}

QByteArray SolanaRpc::respond(const QByteArray &bytes) const
{
    // Nesting deeper than ExactJson's limit (64) is a parse error: the answer echoes the request
    // id, and copying or writing a deeply nested value overflows the stack (tests/fuzz).
    const json body = ExactJson::parse(bytes)
                          ? json::parse(bytes.constBegin(), bytes.constEnd(), nullptr, false)
                          : json(json::value_t::discarded);
    json answer;
    if (body.is_discarded()) {
        answer = errorResponse(json(), -32700, "Parse error");
    } else if (body.is_array()) {
        answer = json::array();
        for (const json &r : body)
            answer.push_back(call(r));
        if (body.empty())
            answer = errorResponse(json(), -32600, "Invalid request");
    } else {
        answer = call(body);
    }
    return jsonBytes(answer);
}

void SolanaRpc::forward(const ExchangePtr &exchange)
{
    // Learn which message a broadcast transaction carries, so local-mode payments built here
    // are tracked when the wallet broadcasts through this proxy.
    const QByteArray bytes = exchange->body();
    const json body = ExactJson::parse(bytes)
                          ? json::parse(bytes.constBegin(), bytes.constEnd(), nullptr, false)
                          : json(json::value_t::discarded);
    QByteArray messageHash;
    if (body.is_object() && body.value("method", json()) == "sendTransaction") {
        try {
            const QByteArray wire = wireParam(body.value("params", json::array()));
            if (const auto tx = solana::Transaction::decode(wire, nullptr))
                messageHash =
                    QCryptographicHash::hash(tx->messageBytes, QCryptographicHash::Sha256);
        } catch (const RpcError &) {
            // Not a transaction this node can read: forwarded as it is, the remote node answers.
            messageHash.clear();
        } catch (const json::exception &) {
            messageHash.clear();
        }
    }
    RemoteCluster *remote = m_remote;
    remote->forward(
        exchange->body(), [exchange, messageHash, remote](int status, const QByteArray &bytes) {
            if (!messageHash.isEmpty()) {
                const json r = json::parse(bytes.toStdString(), nullptr, false);
                if (r.is_object() && r.contains("result") && r["result"].is_string()) {
                    if (const auto sig = base58::decode(QByteArray::fromStdString(r["result"])))
                        remote->noteBroadcast(messageHash, *sig);
                }
            }
            exchange->reply(status, bytes);
        });
}

} // namespace paydesk::sandbox
