// Answers of the user's Solana RPC node (outside data: any URL the user configures).
// Selector: which result reader follows RpcCall::parseAnswer — 0 getBalance (context + u64),
// 1 getBlockHeight (u64), 2 getLatestBlockhash, 3 getSignatureStatuses, 4 simulateTransaction.
// Properties: an answer is either an error or a result, never both; a blockhash read is 32 bytes;
// a status list has one entry per array element; nothing nests deeper than 64 levels.

#include "FuzzCommon.h"
#include "core/RpcCall.h"
#include "solana/RpcClient.h"

using namespace paydesk;
using namespace paydesk::solana;

PAYDESK_FUZZ_TARGET(rpc_answer)
{
    const paydesk::fuzz::Input in(data, size, 5);
    const auto [error, result] = RpcCall::parseAnswer(in.payload);
    if (error.isError()) {
        paydesk::fuzz::check(result.is_null(), "an error answer also carried a result");
        return 0;
    }
    switch (in.selector) {
    case 0:
        (void)RpcClient::parseContextU64(result);
        break;
    case 1:
        if (const auto v = RpcClient::parseU64(result))
            paydesk::fuzz::check(result.is_number_unsigned() || result.is_number_integer(),
                                 "a u64 read from something that is not an integer");
        break;
    case 2:
        if (const auto b = RpcClient::parseLatestBlockhash(result))
            paydesk::fuzz::check(b->blockhash.size() == 32, "blockhash is not 32 bytes");
        break;
    case 3:
        if (const auto s = RpcClient::parseSignatureStatuses(result)) {
            const auto value = result.is_object() ? result.find("value") : result.end();
            paydesk::fuzz::check(value != result.end() && value->is_array() &&
                                     qsizetype(value->size()) == s->size(),
                                 "status count differs from the answer's array");
        }
        break;
    default:
        (void)RpcClient::parseSimulation(result);
        break;
    }
    return 0;
}
