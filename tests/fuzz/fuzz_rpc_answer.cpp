// Answers of the user's Solana RPC node (outside data: any URL the user configures).
// Selector: which result reader follows RpcCall::parseAnswer — 0 getBalance (context + u64),
// 1 getBlockHeight (u64), 2 getLatestBlockhash, 3 getSignatureStatuses, 4 simulateTransaction,
// 5 isBlockhashValid (context + bool), 6 getSignaturesForAddress, 7 getTransaction (base64).
// Properties: an answer is either an error or a result, never both; a blockhash read is 32 bytes;
// a status or signature list has one entry per array element, each signature 64 bytes; a
// transaction read is null (no wire) or some wire bytes; nothing nests deeper than 64 levels.

#include "FuzzCommon.h"
#include "core/RpcCall.h"
#include "solana/RpcClient.h"

using namespace paydesk;
using namespace paydesk::solana;

PAYDESK_FUZZ_TARGET(rpc_answer)
{
    const paydesk::fuzz::Input in(data, size, 8);
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
    case 4:
        (void)RpcClient::parseSimulation(result);
        break;
    case 5:
        if (RpcClient::parseContextBool(result))
            paydesk::fuzz::check(result.is_object() && result.at("value").is_boolean(),
                                 "a bool read from something that is not one");
        break;
    case 6:
        if (const auto list = RpcClient::parseSignatureList(result)) {
            paydesk::fuzz::check(result.is_array() && qsizetype(result.size()) == list->size(),
                                 "signature count differs from the answer's array");
            for (const SignatureInfo &s : *list)
                paydesk::fuzz::check(s.signature.size() == 64, "a signature is not 64 bytes");
        }
        break;
    default:
        if (const auto tx = RpcClient::parseTransaction(result))
            paydesk::fuzz::check(result.is_null() == tx->wire.isEmpty(),
                                 "a transaction answer without its wire, or null with one");
        break;
    }
    return 0;
}
