#include "Permit2Proxy.h"

#include "EvmChain.h"
#include "SandboxStore.h"
#include "TestUsdc.h"
#include "evm/Eip712.h"
#include "evm/Erc20.h"

namespace paydesk::sandbox {

using evm::Eip712;
using evm::Erc20;
using evm::EvmAddress;
using evm::U256;

namespace {
const QString kNonceRows = QStringLiteral("permit2Nonce");

quint32 settleSelector()
{
    static const quint32 s = Erc20::selectorOf(
        "settle(((address,uint256),uint256,uint256),address,(address,uint256),bytes)");
    return s;
}

// x402UptoPermit2Proxy.settle (@x402/evm 2.27.0 x402UptoPermit2ProxyABI).
quint32 uptoSettleSelector()
{
    static const quint32 s = Erc20::selectorOf("settle(((address,uint256),uint256,uint256),uint256,"
                                               "address,(address,address,uint256),bytes)");
    return s;
}

QString nonceKey(const EvmAddress &owner, const U256 &nonce)
{
    return QString::fromLatin1(owner.bytes().toHex()) + u':' + nonce.toDecimal();
}
} // namespace

void Permit2Proxy::load()
{
    const auto used = m_store->rows(kNonceRows);
    for (auto it = used.cbegin(); it != used.cend(); ++it)
        m_usedNonces.insert(it.key());
}

QByteArray Permit2Proxy::settleCall(const x402::Permit2Authorization &a, QByteArrayView signature)
{
    QByteArray padded = signature.toByteArray();
    padded.append(QByteArray((32 - padded.size() % 32) % 32, '\0'));
    return Erc20::selector(settleSelector()) + Eip712::word(a.token) + Eip712::word(a.amount) +
           Eip712::word(a.nonce) + Eip712::word(U256(a.deadline)) + Eip712::word(a.from) +
           Eip712::word(a.to) + Eip712::word(U256(a.validAfter)) + Eip712::word(U256(8 * 32)) +
           Eip712::word(U256(quint64(signature.size()))) + padded;
}

std::optional<std::pair<x402::Permit2Authorization, QByteArray>>
Permit2Proxy::decodeSettle(QByteArrayView data)
{
    const auto d = Erc20::decode(data);
    // Eight head words, the length, and a 65-byte signature in three words: nothing else.
    if (!d || d->selector != settleSelector() || d->words.size() != 12 ||
        Erc20::uintWord(d->words[7]) != U256(8 * 32) || Erc20::uintWord(d->words[8]) != U256(65))
        return std::nullopt;
    const auto token = Erc20::addressWord(d->words[0]);
    const auto owner = Erc20::addressWord(d->words[4]);
    const auto to = Erc20::addressWord(d->words[5]);
    const auto deadline = Erc20::uintWord(d->words[3]).toUInt64();
    const auto after = Erc20::uintWord(d->words[6]).toUInt64();
    if (!token || !owner || !to || !deadline || !after)
        return std::nullopt;
    x402::Permit2Authorization a;
    a.from = *owner;
    a.token = *token;
    a.spender = x402::Permit2::exactProxy();
    a.to = *to;
    a.amount = Erc20::uintWord(d->words[1]);
    a.nonce = Erc20::uintWord(d->words[2]);
    a.deadline = *deadline;
    a.validAfter = *after;
    const QByteArray signature = (d->words[9] + d->words[10] + d->words[11]).left(65);
    return std::make_pair(a, signature);
}

bool Permit2Proxy::nonceUsed(const EvmAddress &owner, const U256 &nonce) const
{
    return m_usedNonces.contains(nonceKey(owner, nonce));
}

QString Permit2Proxy::refusal(const x402::Permit2Authorization &a, QByteArrayView signature,
                              qint64 now) const
{
    return permitRefusal(a, signature, x402::Permit2::exactProxy(), a.amount, now);
}

QString Permit2Proxy::permitRefusal(const x402::Permit2Authorization &a, QByteArrayView signature,
                                    const EvmAddress &proxy, const U256 &amount, qint64 now) const
{
    if (a.spender != proxy)
        return QStringLiteral("InvalidSigner"); // Permit2 checks the proxy's own address
    if (a.from == EvmAddress())
        return QStringLiteral("InvalidOwner");
    if (a.to == EvmAddress())
        return QStringLiteral("InvalidDestination");
    if (a.amount == U256() || amount == U256())
        return QStringLiteral("InvalidAmount");
    if (a.amount < amount)
        return QStringLiteral("AmountExceedsPermitted");
    if (quint64(now) < a.validAfter)
        return QStringLiteral("PaymentTooEarly");
    if (quint64(now) > a.deadline)
        return QStringLiteral("SignatureExpired");
    if (a.token != TestUsdc::address())
        return QStringLiteral("TRANSFER_FROM_FAILED"); // no such token on this chain
    if (nonceUsed(a.from, a.nonce))
        return QStringLiteral("InvalidNonce");
    if (x402::Permit2::signer(a, EvmChain::kChainId, signature) != a.from)
        return QStringLiteral("InvalidSigner");
    if (m_usdc->allowance(a.from, x402::Permit2::address()) < amount ||
        m_usdc->balanceOf(a.from) < amount)
        return QStringLiteral("TRANSFER_FROM_FAILED");
    return {};
}

QByteArray Permit2Proxy::uptoSettleCall(const x402::Permit2Authorization &a, const U256 &amount,
                                        QByteArrayView signature)
{
    QByteArray padded = signature.toByteArray();
    padded.append(QByteArray((32 - padded.size() % 32) % 32, '\0'));
    return Erc20::selector(uptoSettleSelector()) + Eip712::word(a.token) + Eip712::word(a.amount) +
           Eip712::word(a.nonce) + Eip712::word(U256(a.deadline)) + Eip712::word(amount) +
           Eip712::word(a.from) + Eip712::word(a.to) +
           Eip712::word(a.facilitator.value_or(EvmAddress())) + Eip712::word(U256(a.validAfter)) +
           Eip712::word(U256(10 * 32)) + Eip712::word(U256(quint64(signature.size()))) + padded;
}

std::optional<Permit2Proxy::UptoSettle> Permit2Proxy::decodeUptoSettle(QByteArrayView data)
{
    const auto d = Erc20::decode(data);
    // Ten head words, the length, and a 65-byte signature in three words: nothing else.
    if (!d || d->selector != uptoSettleSelector() || d->words.size() != 14 ||
        Erc20::uintWord(d->words[9]) != U256(10 * 32) || Erc20::uintWord(d->words[10]) != U256(65))
        return std::nullopt;
    const auto token = Erc20::addressWord(d->words[0]);
    const auto owner = Erc20::addressWord(d->words[5]);
    const auto to = Erc20::addressWord(d->words[6]);
    const auto facilitator = Erc20::addressWord(d->words[7]);
    const auto deadline = Erc20::uintWord(d->words[3]).toUInt64();
    const auto after = Erc20::uintWord(d->words[8]).toUInt64();
    if (!token || !owner || !to || !facilitator || !deadline || !after)
        return std::nullopt;
    UptoSettle out;
    x402::Permit2Authorization &a = out.authorization;
    a.from = *owner;
    a.token = *token;
    a.spender = x402::UptoPermit2::proxy();
    a.to = *to;
    a.facilitator = *facilitator;
    a.amount = Erc20::uintWord(d->words[1]);
    a.nonce = Erc20::uintWord(d->words[2]);
    a.deadline = *deadline;
    a.validAfter = *after;
    out.amount = Erc20::uintWord(d->words[4]);
    out.signature = (d->words[11] + d->words[12] + d->words[13]).left(65);
    return out;
}

std::optional<std::pair<x402::Permit2Authorization, QByteArray>>
Permit2Proxy::decodeAny(const EvmAddress &to, QByteArrayView data)
{
    if (to == x402::Permit2::exactProxy())
        return decodeSettle(data);
    if (to != x402::UptoPermit2::proxy())
        return std::nullopt;
    const auto upto = decodeUptoSettle(data);
    if (!upto)
        return std::nullopt;
    return std::make_pair(upto->authorization, upto->signature);
}

QString Permit2Proxy::uptoRefusal(const UptoSettle &s, const EvmAddress &sender, qint64 now) const
{
    // x402UptoPermit2Proxy lets only the witness's facilitator settle.
    if (!s.authorization.facilitator || *s.authorization.facilitator != sender)
        return QStringLiteral("UnauthorizedFacilitator");
    return permitRefusal(s.authorization, s.signature, x402::UptoPermit2::proxy(), s.amount, now);
}

bool Permit2Proxy::executeUpto(QByteArrayView data, const EvmAddress &sender, qint64 now,
                               QString *error)
{
    const auto settle = decodeUptoSettle(data);
    if (!settle) {
        *error = QStringLiteral("execution reverted: not a settle call");
        return false;
    }
    const QString why = uptoRefusal(*settle, sender, now);
    if (!why.isEmpty()) {
        *error = QStringLiteral("execution reverted: ") + why;
        return false;
    }
    return move(settle->authorization, settle->amount, error);
}

std::optional<QByteArray> Permit2Proxy::call(QByteArrayView data, QString *error) const
{
    if (data == Erc20::selector(Erc20::selectorOf("PERMIT2()")))
        return Eip712::word(x402::Permit2::address());
    if (error)
        *error = QStringLiteral("execution reverted: the proxy has no such function");
    return std::nullopt;
}

std::optional<QByteArray> Permit2Proxy::callPermit2(QByteArrayView data, QString *error) const
{
    const QByteArray selector = Erc20::selector(Erc20::selectorOf("nonceBitmap(address,uint256)"));
    const auto owner = data.size() == 68 && data.first(4) == selector
                           ? Erc20::addressWord(data.sliced(4, 32))
                           : std::nullopt;
    if (!owner) {
        if (error)
            *error = QStringLiteral("execution reverted: Permit2 answers nonceBitmap here only");
        return std::nullopt;
    }
    const QByteArrayView word = data.sliced(36, 32);
    QByteArray bitmap(32, '\0');
    const QString prefix = QString::fromLatin1(owner->bytes().toHex()) + u':';
    for (const QString &key : m_usedNonces) {
        if (!key.startsWith(prefix))
            continue;
        const auto nonce = U256::fromDecimal(QStringView(key).mid(prefix.size()));
        const QByteArray n = nonce ? nonce->toBigEndian() : QByteArray();
        if (n.isEmpty() || word.at(0) != 0 || word.sliced(1) != QByteArrayView(n).first(31))
            continue;
        const int bit = quint8(n.at(31));
        bitmap[31 - bit / 8] = char(quint8(bitmap.at(31 - bit / 8)) | (1 << (bit % 8)));
    }
    return bitmap;
}

bool Permit2Proxy::execute(QByteArrayView data, qint64 now, QString *error)
{
    const auto settle = decodeSettle(data);
    if (!settle) {
        *error = QStringLiteral("execution reverted: not a settle call");
        return false;
    }
    const auto &[a, signature] = *settle;
    const QString why = refusal(a, signature, now);
    if (!why.isEmpty()) {
        *error = QStringLiteral("execution reverted: ") + why;
        return false;
    }
    return move(a, a.amount, error);
}

bool Permit2Proxy::move(const x402::Permit2Authorization &a, const U256 &amount, QString *error)
{
    if (!m_usdc->transferFrom(x402::Permit2::address(), a.from, a.to, amount, error))
        return false;
    m_usedNonces.insert(nonceKey(a.from, a.nonce));
    m_store->setRow(kNonceRows, nonceKey(a.from, a.nonce), QByteArrayLiteral("1"));
    return true;
}

} // namespace paydesk::sandbox
