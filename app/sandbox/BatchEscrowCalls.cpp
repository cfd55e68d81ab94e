#include "BatchEscrowCalls.h"

#include "evm/Eip712.h"
#include "evm/Erc20.h"

#include <QtEndian>

namespace paydesk::sandbox {

using evm::Eip712;
using evm::Erc20;
using evm::EvmAddress;
using evm::U256;
using x402::BatchSettlementCalls;
using x402::ChannelConfig;

namespace {

constexpr qsizetype kAbiWord = 32;
constexpr qsizetype kConfigBytes = 7 * kAbiWord;
constexpr qsizetype kMostClaims = 256;

quint32 escrowSelector(const QByteArray &signature)
{
    return Erc20::selectorOf(signature);
}

QByteArray configTuple()
{
    return QByteArray(BatchSettlementCalls::kConfigTuple);
}

// `bytes` as ABI tail: its length, then its bytes padded to whole words.
QByteArray abiBytes(QByteArrayView bytes)
{
    QByteArray out = Eip712::word(U256(quint64(bytes.size()))) + bytes.toByteArray();
    out.append(QByteArray((kAbiWord - bytes.size() % kAbiWord) % kAbiWord, '\0'));
    return out;
}

std::optional<QByteArrayView> abiWordAt(QByteArrayView data, qsizetype at)
{
    if (at < 0 || at > data.size() - kAbiWord)
        return std::nullopt;
    return data.sliced(at, kAbiWord);
}

// A word holding a small number (an offset, a length, a time), within `limit`.
std::optional<qsizetype> abiSmall(QByteArrayView data, qsizetype at, qsizetype limit)
{
    const auto w = abiWordAt(data, at);
    const auto n = w ? Erc20::uintWord(*w).toUInt64() : std::nullopt;
    if (!n || *n > quint64(limit))
        return std::nullopt;
    return qsizetype(*n);
}

std::optional<U256> abiUint(QByteArrayView data, qsizetype at, int bits)
{
    const auto w = abiWordAt(data, at);
    if (!w)
        return std::nullopt;
    for (int i = 0; i < (256 - bits) / 8; ++i)
        if (w->at(i) != '\0')
            return std::nullopt;
    return Erc20::uintWord(*w);
}

// The `bytes` whose offset (from `base`) is the word at `head`.
std::optional<QByteArray> abiBytesAt(QByteArrayView data, qsizetype base, qsizetype head)
{
    const auto offset = abiSmall(data, head, data.size());
    if (!offset)
        return std::nullopt;
    const qsizetype start = base + *offset;
    const auto length = abiSmall(data, start, data.size());
    if (!length || start + kAbiWord + *length > data.size())
        return std::nullopt;
    return data.sliced(start + kAbiWord, *length).toByteArray();
}

std::optional<ChannelConfig> abiConfigAt(QByteArrayView data, qsizetype at)
{
    if (at < 0 || at + kConfigBytes > data.size())
        return std::nullopt;
    return BatchSettlementCalls::readConfigWords(data.sliced(at, kConfigBytes));
}

std::optional<QByteArrayView> argumentsFor(QByteArrayView data, quint32 selector)
{
    if (!BatchEscrowCalls::calls(data, selector))
        return std::nullopt;
    return data.sliced(4);
}

} // namespace

bool BatchEscrowCalls::calls(QByteArrayView data, quint32 selector)
{
    return data.size() >= 4 && qFromBigEndian<quint32>(data.constData()) == selector;
}

quint32 BatchEscrowCalls::depositSelector()
{
    static const quint32 s = escrowSelector("deposit(" + configTuple() + ",uint128,address,bytes)");
    return s;
}

quint32 BatchEscrowCalls::claimSelector()
{
    static const quint32 s =
        escrowSelector("claim(((" + configTuple() + ",uint128),bytes,uint128)[])");
    return s;
}

quint32 BatchEscrowCalls::settleSelector()
{
    static const quint32 s = escrowSelector("settle(address,address)");
    return s;
}

quint32 BatchEscrowCalls::refundSelector()
{
    static const quint32 s = escrowSelector("refund(" + configTuple() + ",uint128)");
    return s;
}

quint32 BatchEscrowCalls::receiversSelector()
{
    static const quint32 s = escrowSelector("receivers(address,address)");
    return s;
}

QByteArray BatchEscrowCalls::erc3009CollectorData(const x402::ChannelDeposit &d)
{
    return Eip712::word(U256(d.validAfter)) + Eip712::word(U256(d.validBefore)) +
           Eip712::word(d.salt) + Eip712::word(U256(quint64(4 * kAbiWord))) + abiBytes(d.signature);
}

std::optional<x402::ChannelDeposit> BatchEscrowCalls::readErc3009CollectorData(QByteArrayView data)
{
    const auto after = abiUint(data, 0, 64);
    const auto before = abiUint(data, kAbiWord, 64);
    const auto salt = abiUint(data, 2 * kAbiWord, 256);
    const auto signature = abiBytesAt(data, 0, 3 * kAbiWord);
    if (!after || !before || !salt || !signature || signature->size() != 65)
        return std::nullopt;
    x402::ChannelDeposit d;
    d.validAfter = after->toUInt64().value_or(0);
    d.validBefore = before->toUInt64().value_or(0);
    d.salt = *salt;
    d.signature = *signature;
    return d;
}

QByteArray BatchEscrowCalls::depositCall(const ChannelConfig &config,
                                         const x402::ChannelDeposit &deposit)
{
    return Erc20::selector(depositSelector()) + BatchSettlementCalls::configWords(config) +
           Eip712::word(deposit.amount) + Eip712::word(x402::BatchChannel::erc3009Collector()) +
           Eip712::word(U256(quint64(10 * kAbiWord))) + abiBytes(erc3009CollectorData(deposit));
}

std::optional<BatchEscrowCalls::Deposit> BatchEscrowCalls::readDeposit(QByteArrayView data)
{
    const auto args = argumentsFor(data, depositSelector());
    if (!args)
        return std::nullopt;
    const auto config = abiConfigAt(*args, 0);
    const auto amount = abiUint(*args, kConfigBytes, 128);
    const auto collectorWord = abiWordAt(*args, kConfigBytes + kAbiWord);
    const auto collector = collectorWord ? Erc20::addressWord(*collectorWord) : std::nullopt;
    const auto collectorData = abiBytesAt(*args, 0, kConfigBytes + 2 * kAbiWord);
    if (!config || !amount || !collector || !collectorData)
        return std::nullopt;
    return Deposit{*config, *amount, *collector, *collectorData};
}

QByteArray BatchEscrowCalls::claimCall(const QList<VoucherClaim> &claims)
{
    // claim(VoucherClaim[]): the array's offset, its length, an offset per row (from just after
    // the length), then each row: eight voucher words, the signature's offset (from the row's
    // start), totalClaimed, the signature.
    QByteArray heads, tails;
    const qsizetype headBytes = claims.size() * kAbiWord;
    for (const VoucherClaim &c : claims) {
        heads += Eip712::word(U256(quint64(headBytes + tails.size())));
        tails += BatchSettlementCalls::configWords(c.config) + Eip712::word(c.maxClaimableAmount) +
                 Eip712::word(U256(quint64(10 * kAbiWord))) + Eip712::word(c.totalClaimed) +
                 abiBytes(c.signature);
    }
    return Erc20::selector(claimSelector()) + Eip712::word(U256(quint64(kAbiWord))) +
           Eip712::word(U256(quint64(claims.size()))) + heads + tails;
}

std::optional<QList<VoucherClaim>> BatchEscrowCalls::readClaim(QByteArrayView data)
{
    const auto args = argumentsFor(data, claimSelector());
    const auto array = args ? abiSmall(*args, 0, args->size()) : std::nullopt;
    const auto count = array ? abiSmall(*args, *array, kMostClaims) : std::nullopt;
    if (!count)
        return std::nullopt;
    const qsizetype rows = *array + kAbiWord;
    QList<VoucherClaim> out;
    for (qsizetype i = 0; i < *count; ++i) {
        const auto offset = abiSmall(*args, rows + i * kAbiWord, args->size());
        if (!offset)
            return std::nullopt;
        const qsizetype row = rows + *offset;
        const auto config = abiConfigAt(*args, row);
        const auto max = abiUint(*args, row + kConfigBytes, 128);
        const auto signature = abiBytesAt(*args, row, row + kConfigBytes + kAbiWord);
        const auto total = abiUint(*args, row + kConfigBytes + 2 * kAbiWord, 128);
        if (!config || !max || !signature || signature->size() != 65 || !total)
            return std::nullopt;
        out.append({*config, *max, *signature, *total});
    }
    return out;
}

QByteArray BatchEscrowCalls::settleCall(const EvmAddress &receiver, const EvmAddress &token)
{
    return Erc20::selector(settleSelector()) + Eip712::word(receiver) + Eip712::word(token);
}

std::optional<std::pair<EvmAddress, EvmAddress>> BatchEscrowCalls::readSettle(QByteArrayView data)
{
    const auto args = argumentsFor(data, settleSelector());
    if (!args || args->size() != 2 * kAbiWord)
        return std::nullopt;
    const auto receiver = Erc20::addressWord(args->first(kAbiWord));
    const auto token = Erc20::addressWord(args->sliced(kAbiWord));
    if (!receiver || !token)
        return std::nullopt;
    return std::make_pair(*receiver, *token);
}

QByteArray BatchEscrowCalls::refundCall(const ChannelConfig &config, const U256 &amount)
{
    return Erc20::selector(refundSelector()) + BatchSettlementCalls::configWords(config) +
           Eip712::word(amount);
}

std::optional<std::pair<ChannelConfig, U256>> BatchEscrowCalls::readRefund(QByteArrayView data)
{
    const auto args = argumentsFor(data, refundSelector());
    if (!args || args->size() != kConfigBytes + kAbiWord)
        return std::nullopt;
    const auto config = abiConfigAt(*args, 0);
    const auto amount = abiUint(*args, kConfigBytes, 128);
    if (!config || !amount)
        return std::nullopt;
    return std::make_pair(*config, *amount);
}

QByteArray BatchEscrowCalls::receiversCall(const EvmAddress &receiver, const EvmAddress &token)
{
    return Erc20::selector(receiversSelector()) + Eip712::word(receiver) + Eip712::word(token);
}

} // namespace paydesk::sandbox
