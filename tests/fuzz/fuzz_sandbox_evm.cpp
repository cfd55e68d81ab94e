// The sandbox EVM chain's JSON-RPC endpoint (POST /evm) with its test USDC: request parsing,
// batches, every method's parameters, eth_call and eth_estimateGas decoding the token's call
// data (balanceOf, authorizationState, transfer, transferWithAuthorization ...), raw
// transactions (token calls run when a block is made), and the faucet. The chain keeps its state
// between inputs, as a running sandbox does; every 64th input makes a block, so token calls run.
// Input: the whole request body.
// Properties: every body gets an answer that is JSON; a single request gets one response object
// with "jsonrpc": "2.0" and either a result or an error; a batch gets an array.

#include "FuzzCommon.h"
#include "sandbox/EvmChain.h"
#include "sandbox/EvmRpc.h"
#include "sandbox/Ledger.h"
#include "sandbox/SandboxStore.h"

#include <QCoreApplication>
#include <QVariant> // SandboxStore.h uses QVariantList

using namespace paydesk;
using namespace paydesk::sandbox;

namespace {

struct EvmSandbox
{
    SandboxStore *store = nullptr;
    Ledger *ledger = nullptr;
    EvmChain *chain = nullptr;
    EvmRpc *rpc = nullptr;
};

EvmSandbox &chain()
{
    static int argc = 1;
    static char name[] = "fuzz_sandbox_evm";
    static char *argv[] = {name, nullptr};
    static QCoreApplication *app =
        QCoreApplication::instance() ? nullptr : new QCoreApplication(argc, argv);
    static EvmSandbox c = [] {
        EvmSandbox out;
        out.store = new SandboxStore();
        QString error;
        fuzz::check(out.store->open(QString(), &error),
                    "the in-memory sandbox store does not open");
        out.ledger = new Ledger(out.store, 400);
        out.ledger->load();
        out.chain = new EvmChain(out.store, out.ledger);
        out.chain->load();
        // Hardhat #0 (the seeds sign with its key) holds ETH and test USDC, as on a first run.
        const auto demo = evm::EvmAddress::parse(u"0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266");
        out.chain->credit(*demo, evm::U256(1000000000000000000ULL));
        out.chain->usdc().mint(*demo, evm::U256(1000000000ULL));
        out.rpc = new EvmRpc(out.chain);
        return out;
    }();
    (void)app;
    return c;
}

} // namespace

PAYDESK_FUZZ_TARGET(sandbox_evm)
{
    static quint64 inputs = 0;
    EvmSandbox &c = chain();
    const QByteArray body(reinterpret_cast<const char *>(data), qsizetype(size));
    const QByteArray answer = c.rpc->respond(body);
    if (++inputs % 64 == 0)
        c.chain->mine();
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
