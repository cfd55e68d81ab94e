#include "BatchSettlementCalls.h"

#include "evm/Eip712.h"
#include "evm/Erc20.h"

#include <QtEndian>

namespace paydesk::x402 {

using evm::Eip712;
using evm::Erc20;
using evm::U256;

namespace {

constexpr qsizetype kWord = 32;

quint32 selectorNamed(const char *name, const char *arguments)
{
    return Erc20::selectorOf(QByteArray(name) + '(' + arguments + ')');
}

// A word whose value fits `bits` bits; nullopt otherwise.
std::optional<U256> uintWord(QByteArrayView word, int bits)
{
    if (word.size() != kWord)
        return std::nullopt;
    for (int i = 0; i < (256 - bits) / 8; ++i)
        if (word[i] != '\0')
            return std::nullopt;
    return Erc20::uintWord(word);
}

std::optional<QByteArrayView> argumentsOf(QByteArrayView data, quint32 selector, qsizetype words)
{
    if (data.size() != 4 + words * kWord || qFromBigEndian<quint32>(data.constData()) != selector)
        return std::nullopt;
    return data.sliced(4);
}

} // namespace

quint32 BatchSettlementCalls::initiateWithdrawSelector()
{
    static const QByteArray args = QByteArray(kConfigTuple) + ",uint128";
    static const quint32 s = selectorNamed("initiateWithdraw", args.constData());
    return s;
}

quint32 BatchSettlementCalls::finalizeWithdrawSelector()
{
    static const quint32 s = selectorNamed("finalizeWithdraw", kConfigTuple);
    return s;
}

quint32 BatchSettlementCalls::channelsSelector()
{
    static const quint32 s = selectorNamed("channels", "bytes32");
    return s;
}

quint32 BatchSettlementCalls::pendingWithdrawalsSelector()
{
    static const quint32 s = selectorNamed("pendingWithdrawals", "bytes32");
    return s;
}

quint32 BatchSettlementCalls::refundNonceSelector()
{
    static const quint32 s = selectorNamed("refundNonce", "bytes32");
    return s;
}

QByteArray BatchSettlementCalls::configWords(const ChannelConfig &c)
{
    return Eip712::word(c.payer) + Eip712::word(c.payerAuthorizer) + Eip712::word(c.receiver) +
           Eip712::word(c.receiverAuthorizer) + Eip712::word(c.token) +
           Eip712::word(U256(c.withdrawDelay)) + c.salt;
}

std::optional<ChannelConfig> BatchSettlementCalls::readConfigWords(QByteArrayView words)
{
    if (words.size() != 7 * kWord)
        return std::nullopt;
    ChannelConfig c;
    evm::EvmAddress *addresses[] = {&c.payer, &c.payerAuthorizer, &c.receiver,
                                    &c.receiverAuthorizer, &c.token};
    for (int i = 0; i < 5; ++i) {
        const auto a = Erc20::addressWord(words.sliced(i * kWord, kWord));
        if (!a)
            return std::nullopt;
        *addresses[i] = *a;
    }
    const auto delay = uintWord(words.sliced(5 * kWord, kWord), 40);
    if (!delay)
        return std::nullopt;
    c.withdrawDelay = delay->toBigEndian().right(8).toHex().toULongLong(nullptr, 16);
    c.salt = words.sliced(6 * kWord, kWord).toByteArray();
    return c;
}

QByteArray BatchSettlementCalls::initiateWithdrawCall(const ChannelConfig &config,
                                                      const U256 &amount)
{
    return Erc20::selector(initiateWithdrawSelector()) + configWords(config) + Eip712::word(amount);
}

QByteArray BatchSettlementCalls::finalizeWithdrawCall(const ChannelConfig &config)
{
    return Erc20::selector(finalizeWithdrawSelector()) + configWords(config);
}

QByteArray BatchSettlementCalls::channelsCall(const QByteArray &channelId)
{
    return Erc20::selector(channelsSelector()) + channelId;
}

QByteArray BatchSettlementCalls::pendingWithdrawalsCall(const QByteArray &channelId)
{
    return Erc20::selector(pendingWithdrawalsSelector()) + channelId;
}

QByteArray BatchSettlementCalls::refundNonceCall(const QByteArray &channelId)
{
    return Erc20::selector(refundNonceSelector()) + channelId;
}

std::optional<BatchSettlementCalls::Channel>
BatchSettlementCalls::readChannels(QByteArrayView returnData)
{
    if (returnData.size() != 2 * kWord)
        return std::nullopt;
    const auto balance = uintWord(returnData.first(kWord), 128);
    const auto claimed = uintWord(returnData.sliced(kWord), 128);
    if (!balance || !claimed)
        return std::nullopt;
    return Channel{*balance, *claimed};
}

std::optional<BatchSettlementCalls::PendingWithdrawal>
BatchSettlementCalls::readPendingWithdrawal(QByteArrayView returnData)
{
    if (returnData.size() != 2 * kWord)
        return std::nullopt;
    const auto amount = uintWord(returnData.first(kWord), 128);
    const auto at = uintWord(returnData.sliced(kWord), 40);
    if (!amount || !at)
        return std::nullopt;
    return PendingWithdrawal{*amount, at->toBigEndian().right(8).toHex().toULongLong(nullptr, 16)};
}

std::optional<BatchSettlementCalls::PayerCall>
BatchSettlementCalls::readPayerCall(QByteArrayView data)
{
    if (const auto args = argumentsOf(data, initiateWithdrawSelector(), 8)) {
        const auto config = readConfigWords(args->first(7 * kWord));
        const auto amount = uintWord(args->sliced(7 * kWord), 128);
        if (!config || !amount)
            return std::nullopt;
        return PayerCall{true, *config, *amount};
    }
    if (const auto args = argumentsOf(data, finalizeWithdrawSelector(), 7)) {
        const auto config = readConfigWords(*args);
        if (!config)
            return std::nullopt;
        return PayerCall{false, *config, U256()};
    }
    return std::nullopt;
}

} // namespace paydesk::x402
