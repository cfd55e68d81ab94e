// SPL payments: what the user's Solana RPC node says about a mint and token accounts,
// and transactions held against a payment plan.
// Selector: 0 a mint's data (owner Token when the payload's first byte is even, else
// Token-2022), 1 a token account's data (same owner rule), 2 a getMultipleAccounts answer
// (JSON), 3 a message checked by SplTransfer::verify against a fixed plan.
// Properties: a mint read is at least 82 bytes, initialized, its decimals byte @44; a token
// account read has its amount @64 and mint @0; one account entry per array element, each owner
// 32 bytes; a message verify() accepts re-encodes to bytes verify() accepts again, has the fee
// payer first and 3 or 4 instructions; the plan's own build() always passes verify().

#include "FuzzCommon.h"
#include "core/RpcCall.h"
#include "solana/Programs.h"
#include "solana/RpcClient.h"
#include "solana/SplTransfer.h"
#include "solana/TokenAccounts.h"

#include <QtEndian>

using namespace paydesk;
using namespace paydesk::solana;

namespace {
SplPaymentPlan fixedPlan(bool memo)
{
    SplPaymentPlan p;
    p.payer = QByteArray(32, '\x11');
    p.feePayer = QByteArray(32, '\x22');
    p.payTo = QByteArray(32, '\x33');
    p.mint = QByteArray(32, '\x44');
    p.tokenProgram = tokenProgramId();
    p.decimals = 6;
    p.amount = 10000;
    p.recentBlockhash = QByteArray(32, '\x55');
    if (memo)
        p.memo = QByteArray("0123456789abcdef0123456789abcdef");
    return p;
}
} // namespace

PAYDESK_FUZZ_TARGET(spl)
{
    const paydesk::fuzz::Input in(data, size, 4);
    const QByteArray &p = in.payload;
    const QByteArray owner =
        !p.isEmpty() && (quint8(p[0]) & 1) ? token2022ProgramId() : tokenProgramId();
    const QByteArrayView body = p.isEmpty() ? QByteArrayView() : QByteArrayView(p).sliced(1);
    QString why;
    switch (in.selector) {
    case 0:
        if (const auto m = TokenAccounts::parseMint(owner, body, &why))
            paydesk::fuzz::check(body.size() >= TokenAccounts::kMintSize && body[45] == 1 &&
                                     m->decimals == quint8(body[44]) && m->tokenProgram == owner,
                                 "a mint read from data that is not one");
        else
            paydesk::fuzz::check(!why.isEmpty(), "a refused mint without a reason");
        break;
    case 1:
        if (const auto a = TokenAccounts::parseAccount(owner, body, &why))
            paydesk::fuzz::check(body.size() >= TokenAccounts::kAccountSize &&
                                     a->amount == qFromLittleEndian<quint64>(body.data() + 64) &&
                                     a->mint == body.sliced(0, 32),
                                 "a token account read wrongly");
        else
            paydesk::fuzz::check(!why.isEmpty(), "a refused token account without a reason");
        break;
    case 2: {
        const auto [error, result] = RpcCall::parseAnswer(p);
        if (error.isError())
            break;
        if (const auto list = RpcClient::parseMultipleAccounts(result)) {
            paydesk::fuzz::check(result.at("value").size() == size_t(list->size()),
                                 "account count differs from the answer's array");
            for (const auto &a : *list)
                paydesk::fuzz::check(!a || a->owner.size() == 32, "an owner is not 32 bytes");
        }
        break;
    }
    default: {
        const SplPaymentPlan plan = fixedPlan(!p.isEmpty() && (quint8(p[0]) & 2));
        const auto built = SplTransfer::build(plan, &why);
        paydesk::fuzz::check(built && SplTransfer::verify(built->message, plan, &why),
                             "the plan's own transaction does not verify");
        const auto m = Message::decode(body, &why);
        if (m && SplTransfer::verify(*m, plan, &why)) {
            const auto again = Message::decode(m->serialize(), &why);
            paydesk::fuzz::check(again && SplTransfer::verify(*again, plan, &why) &&
                                     m->feePayer() == plan.feePayer &&
                                     (m->instructions.size() == 3 || m->instructions.size() == 4),
                                 "an accepted message is not the plan's payment");
        }
        break;
    }
    }
    return 0;
}
