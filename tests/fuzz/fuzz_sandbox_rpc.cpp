// The sandbox's Solana JSON-RPC endpoint (POST /rpc), answered by a real in-memory ledger:
// request parsing, batches, every method's parameter reading (base58 / base64 transactions,
// configs, signatures, pubkeys). The ledger keeps its state between inputs (airdrops, sent
// transactions), as a running sandbox does.
// Input: the whole request body.
// Properties: every body gets an answer that is JSON; a single request gets one response object
// with "jsonrpc": "2.0" and either a result or an error; a batch gets an array.

#include "FuzzCommon.h"
#include "sandbox/Ledger.h"
#include "sandbox/SandboxContext.h"
#include "sandbox/SandboxStore.h"
#include "sandbox/SolanaRpc.h"

#include <QCoreApplication>
#include <QVariant> // SandboxStore.h uses QVariantList

using namespace paydesk;
using namespace paydesk::sandbox;

namespace {

SolanaRpc &rpc()
{
    static int argc = 1;
    static char name[] = "fuzz_sandbox_rpc";
    static char *argv[] = {name, nullptr};
    static QCoreApplication *app =
        QCoreApplication::instance() ? nullptr : new QCoreApplication(argc, argv);
    static SandboxStore *store = [] {
        auto *s = new SandboxStore();
        QString error;
        fuzz::check(s->open(QString(), &error), "the in-memory sandbox store does not open");
        return s;
    }();
    static Ledger *ledger = [] {
        auto *l = new Ledger(store, 400);
        l->load();
        l->createTestUsdc(); // the SPL methods and the faucet have a mint to work on
        return l;
    }();
    static SolanaRpc *instance = [] {
        SandboxContext ctx;
        ctx.store = store;
        ctx.ledger = ledger;
        return new SolanaRpc(ctx, nullptr);
    }();
    (void)app;
    return *instance;
}

} // namespace

PAYDESK_FUZZ_TARGET(sandbox_rpc)
{
    const QByteArray body(reinterpret_cast<const char *>(data), qsizetype(size));
    const QByteArray answer = rpc().respond(body);
    const auto parsed =
        nlohmann::json::parse(answer.constBegin(), answer.constEnd(), nullptr, false);
    fuzz::check(!parsed.is_discarded(), "the RPC answer is not JSON");
    if (parsed.is_object()) {
        fuzz::check(parsed.value("jsonrpc", nlohmann::json()) == "2.0", "answer without jsonrpc");
        fuzz::check(parsed.contains("result") != parsed.contains("error"),
                    "answer without exactly one of result and error");
    } else {
        fuzz::check(parsed.is_array(), "the RPC answer is neither an object nor a batch");
    }
    return 0;
}
