// What Paydesk reads of a seller while paying through a channel (x402 `batch-settlement`): a
// payload (BatchPayload::fromJson, the proof a buyer or seller sends), a payment response's
// settlement checked against what was journaled (ChannelCheck::answer), a corrective 402
// (ChannelCheck::correction), and the escrow's return data and payer calls
// (BatchSettlementCalls). Input: one JSON object {payload, settlement, required, expected:
// {channelId, charged, amount, ceiling}, returnData, call} (any part may be missing or
// malformed). Properties: refusals say why; an accepted payload reads back the same; an accepted
// answer names the journaled channel, charges at most the maximum and adds up; an adopted
// correction never skips back below the journaled charge nor above the ceiling, and is backed by
// the payer's own signature; return data and calls read back what they encode.

#include "FuzzCommon.h"
#include "x402/BatchPayload.h"
#include "x402/BatchSettlementCalls.h"
#include "x402/ChannelCheck.h"

#include <nlohmann/json.hpp>

using namespace paydesk;
using namespace paydesk::x402;
using evm::U256;

namespace {
U256 number(const nlohmann::json &j, const char *key)
{
    const auto it = j.is_object() ? j.find(key) : j.end();
    return it != j.end() && it->is_string()
               ? U256::fromDecimal(QString::fromStdString(it->get<std::string>())).value_or(U256())
               : U256();
}
} // namespace

PAYDESK_FUZZ_TARGET(channel_answer)
{
    const QByteArray bytes(reinterpret_cast<const char *>(data), qsizetype(size));
    const nlohmann::json j = nlohmann::json::parse(bytes.toStdString(), nullptr, false);
    if (!j.is_object())
        return 0;
    QString why;
    if (j.contains("payload")) {
        const auto p = BatchPayload::fromJson(j["payload"], &why);
        fuzz::check(p || !why.isEmpty(), "payload refused without a reason");
        if (p) {
            fuzz::check(p->type != BatchPayload::Type::Deposit || p->deposit,
                        "a deposit accepted without its authorization");
            const auto again = BatchPayload::fromJson(p->toJson(), &why);
            fuzz::check(again && again->type == p->type &&
                            again->voucher.maxClaimableAmount == p->voucher.maxClaimableAmount &&
                            again->config.structHash() == p->config.structHash() &&
                            bool(again->deposit) == bool(p->deposit) &&
                            again->refundAmount == p->refundAmount,
                        "an accepted payload does not read back the same");
        }
    }
    const nlohmann::json e = j.value("expected", nlohmann::json::object());
    const QByteArray id =
        QByteArray::fromHex(QByteArray::fromStdString(e.value("channelId", std::string())).mid(2));
    ChannelCheck::Expected expected{id.size() == 32 ? id : QByteArray(32, '\x11'),
                                    number(e, "charged"), number(e, "amount"),
                                    number(e, "ceiling")};
    if (j.contains("settlement")) {
        const ChannelCheck::Verdict v = ChannelCheck::answer(j["settlement"], expected);
        fuzz::check(v.ok || !v.problem.isEmpty(), "an answer refused without a reason");
        if (v.ok)
            fuzz::check(v.state.channelId == expected.channelId && v.charge <= expected.amount &&
                            v.state.chargedCumulativeAmount &&
                            expected.charged.checkedAdd(v.charge) ==
                                *v.state.chargedCumulativeAmount &&
                            v.state.balance >= *v.state.chargedCumulativeAmount,
                        "accepted an answer that does not add up");
    }
    if (j.contains("required")) {
        const auto payer = evm::EvmAddress::parse(u"0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266");
        const ChannelCheck::Verdict v =
            ChannelCheck::correction(j["required"], expected, 4020, *payer);
        fuzz::check(v.ok || !v.problem.isEmpty(), "a correction refused without a reason");
        if (v.ok)
            fuzz::check(v.charge >= expected.charged && v.charge <= expected.ceiling &&
                            v.state.channelId == expected.channelId,
                        "adopted a correction that skips back or passes the ceiling");
    }
    if (j.contains("returnData") && j["returnData"].is_string()) {
        const QByteArray raw =
            QByteArray::fromHex(QByteArray::fromStdString(j["returnData"].get<std::string>()));
        if (const auto c = BatchSettlementCalls::readChannels(raw))
            fuzz::check(c->balance.toBigEndian().left(16).count('\0') == 16,
                        "a channel's balance read past uint128");
        if (const auto w = BatchSettlementCalls::readPendingWithdrawal(raw))
            fuzz::check(w->initiatedAt < (quint64(1) << 40),
                        "a withdrawal's time read past uint40");
    }
    if (j.contains("call") && j["call"].is_string()) {
        const QByteArray raw =
            QByteArray::fromHex(QByteArray::fromStdString(j["call"].get<std::string>()));
        if (const auto c = BatchSettlementCalls::readPayerCall(raw)) {
            const QByteArray again =
                c->initiate ? BatchSettlementCalls::initiateWithdrawCall(c->config, c->amount)
                            : BatchSettlementCalls::finalizeWithdrawCall(c->config);
            fuzz::check(again == raw, "a payer call does not encode back to itself");
        }
    }
    return 0;
}
