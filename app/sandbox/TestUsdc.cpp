#include "TestUsdc.h"

#include "EvmChain.h"
#include "SandboxStore.h"
#include "evm/Erc20.h"
#include "evm/Keccak.h"
#include "x402/BatchChannel.h"

#include <nlohmann/json.hpp>

namespace paydesk::sandbox {

using evm::Erc20;
using evm::EvmAddress;
using evm::U256;

namespace {
const QString kMetaKey = QStringLiteral("testUsdc"); // the state as one blob, before the rows
const QString kBalanceRows = QStringLiteral("usdcBalance");
const QString kNonceRows = QStringLiteral("usdcUsedNonce");
const QString kAllowanceRows = QStringLiteral("usdcAllowance");

QString allowanceKey(const EvmAddress &owner, const EvmAddress &spender)
{
    return QString::fromLatin1(owner.bytes().toHex() + ':' + spender.bytes().toHex());
}

QString nonceKey(const EvmAddress &authorizer, QByteArrayView nonce)
{
    return QString::fromLatin1(authorizer.bytes().toHex() + ':' + nonce.toByteArray().toHex());
}
} // namespace

EvmAddress TestUsdc::address()
{
    static const EvmAddress a =
        *EvmAddress::fromBytes(evm::Keccak::hash256("paydesk sandbox test USDC").right(20));
    return a;
}

evm::Eip712::Domain TestUsdc::domain()
{
    return {name(), version(), EvmChain::kChainId, address()};
}

QString TestUsdc::key(const EvmAddress &a)
{
    return QString::fromLatin1(a.bytes().toHex());
}

void TestUsdc::load()
{
    const auto balances = m_store->rows(kBalanceRows);
    for (auto it = balances.cbegin(); it != balances.cend(); ++it)
        if (const auto v = U256::fromDecimal(QString::fromLatin1(it.value())))
            m_balances.insert(it.key(), *v);
    const auto used = m_store->rows(kNonceRows);
    for (auto it = used.cbegin(); it != used.cend(); ++it)
        m_usedNonces.insert(it.key());
    const auto allowed = m_store->rows(kAllowanceRows);
    for (auto it = allowed.cbegin(); it != allowed.cend(); ++it)
        if (const auto v = U256::fromDecimal(QString::fromLatin1(it.value())))
            m_allowances.insert(it.key(), *v);
    loadBlob();
}

void TestUsdc::loadBlob()
{
    // A state from before the rows: one JSON blob, read once, then written as rows.
    const auto state = nlohmann::json::parse(m_store->meta(kMetaKey).toStdString(), nullptr, false);
    if (!state.is_object())
        return;
    // Named, not iterated as temporaries (a range-for over value(...).items() would dangle).
    const nlohmann::json balances = state.value("balances", nlohmann::json::object());
    const nlohmann::json used = state.value("usedNonces", nlohmann::json::array());
    for (const auto &item : balances.items()) {
        const auto v =
            item.value().is_string()
                ? U256::fromDecimal(QString::fromStdString(item.value().get<std::string>()))
                : std::nullopt;
        if (v)
            m_balances.insert(QString::fromStdString(item.key()), *v);
    }
    for (const auto &n : used)
        if (n.is_string())
            m_usedNonces.insert(QString::fromStdString(n.get<std::string>()));
    m_store->begin();
    for (auto it = m_balances.cbegin(); it != m_balances.cend(); ++it)
        saveBalance(it.key());
    for (const QString &n : std::as_const(m_usedNonces))
        m_store->setRow(kNonceRows, n, QByteArrayLiteral("1"));
    m_store->setMeta(kMetaKey, {});
    m_store->commit();
}

void TestUsdc::saveBalance(const QString &holder)
{
    m_store->setRow(kBalanceRows, holder, m_balances.value(holder).toDecimal().toLatin1());
}

U256 TestUsdc::balanceOf(const EvmAddress &owner) const
{
    return m_balances.value(key(owner));
}

void TestUsdc::mint(const EvmAddress &to, const U256 &value)
{
    m_balances.insert(key(to), balanceOf(to).checkedAdd(value).value_or(U256::max()));
    saveBalance(key(to));
}

bool TestUsdc::authorizationUsed(const EvmAddress &authorizer, const QByteArray &nonce) const
{
    return m_usedNonces.contains(nonceKey(authorizer, nonce));
}

U256 TestUsdc::allowance(const EvmAddress &owner, const EvmAddress &spender) const
{
    return m_allowances.value(allowanceKey(owner, spender));
}

bool TestUsdc::transferFrom(const EvmAddress &spender, const EvmAddress &from, const EvmAddress &to,
                            const U256 &value, QString *error)
{
    const U256 allowed = allowance(from, spender);
    if (allowed < value) {
        *error = QStringLiteral("ERC20: insufficient allowance");
        return false;
    }
    if (!move(from, to, value, error))
        return false;
    if (allowed != U256::max()) {
        const QString k = allowanceKey(from, spender);
        m_allowances.insert(k, *allowed.checkedSub(value));
        m_store->setRow(kAllowanceRows, k, m_allowances.value(k).toDecimal().toLatin1());
    }
    return true;
}

QString TestUsdc::refusal(const x402::TransferAuthorization &a, QByteArrayView signature,
                          qint64 nowSeconds) const
{
    const auto signer = x402::Eip3009::signer(a, domain(), signature);
    if (!signer || *signer != a.from)
        return QStringLiteral("FiatTokenV2: invalid signature");
    if (quint64(nowSeconds) <= a.validAfter)
        return QStringLiteral("FiatTokenV2: authorization is not yet valid");
    if (quint64(nowSeconds) >= a.validBefore)
        return QStringLiteral("FiatTokenV2: authorization is expired");
    if (authorizationUsed(a.from, a.nonce))
        return QStringLiteral("FiatTokenV2: authorization is used or canceled");
    if (balanceOf(a.from) < a.value)
        return QStringLiteral("ERC20: transfer amount exceeds balance");
    return {};
}

QString TestUsdc::receiveRefusal(const EvmAddress &caller, const x402::TransferAuthorization &a,
                                 QByteArrayView signature, qint64 nowSeconds) const
{
    if (a.to != caller)
        return QStringLiteral("FiatTokenV2: caller must be the payee");
    const auto signer =
        a.to == x402::BatchChannel::erc3009Collector()
            ? evm::Eip712::recoverSigner(x402::BatchChannel::receiveAuthorizationDigest(
                                             a.from, a.value, a.validAfter, a.validBefore, a.nonce,
                                             name(), version(), EvmChain::kChainId, address()),
                                         signature)
            : std::nullopt;
    if (!signer || *signer != a.from)
        return QStringLiteral("FiatTokenV2: invalid signature");
    if (quint64(nowSeconds) <= a.validAfter)
        return QStringLiteral("FiatTokenV2: authorization is not yet valid");
    if (quint64(nowSeconds) >= a.validBefore)
        return QStringLiteral("FiatTokenV2: authorization is expired");
    if (authorizationUsed(a.from, a.nonce))
        return QStringLiteral("FiatTokenV2: authorization is used or canceled");
    if (balanceOf(a.from) < a.value)
        return QStringLiteral("ERC20: transfer amount exceeds balance");
    return {};
}

bool TestUsdc::receiveWithAuthorization(const EvmAddress &caller,
                                        const x402::TransferAuthorization &a,
                                        QByteArrayView signature, qint64 nowSeconds, QString *error)
{
    const QString why = receiveRefusal(caller, a, signature, nowSeconds);
    if (!why.isEmpty()) {
        *error = QStringLiteral("execution reverted: ") + why;
        return false;
    }
    if (!move(a.from, a.to, a.value, error))
        return false;
    m_usedNonces.insert(nonceKey(a.from, a.nonce));
    m_store->setRow(kNonceRows, nonceKey(a.from, a.nonce), QByteArrayLiteral("1"));
    return true;
}

std::optional<QByteArray> TestUsdc::call(QByteArrayView data, QString *error) const
{
    const auto d = Erc20::decode(data);
    const qsizetype args = d ? d->words.size() : -1;
    if (d && d->selector == Erc20::kBalanceOf && args == 1) {
        if (const auto owner = Erc20::addressWord(d->words[0]))
            return evm::Eip712::word(balanceOf(*owner));
    } else if (d && d->selector == Erc20::kAllowance && args == 2) {
        const auto owner = Erc20::addressWord(d->words[0]);
        const auto spender = Erc20::addressWord(d->words[1]);
        if (owner && spender)
            return evm::Eip712::word(allowance(*owner, *spender));
    } else if (d && d->selector == Erc20::kAuthorizationState && args == 2) {
        if (const auto authorizer = Erc20::addressWord(d->words[0]))
            return evm::Eip712::word(U256(authorizationUsed(*authorizer, d->words[1]) ? 1 : 0));
    } else if (d && d->selector == Erc20::kDecimals && args == 0) {
        return evm::Eip712::word(U256(kDecimals));
    } else if (d && (d->selector == Erc20::kSymbol || d->selector == Erc20::kName) && args == 0) {
        return Erc20::encodeString(name().toUtf8());
    } else if (d && d->selector == Erc20::kVersion && args == 0) {
        return Erc20::encodeString(version().toUtf8());
    }
    if (error)
        *error = QStringLiteral("execution reverted: the test USDC has no such function");
    return std::nullopt;
}

bool TestUsdc::move(const EvmAddress &from, const EvmAddress &to, const U256 &value, QString *error)
{
    if (balanceOf(from) < value) {
        *error = QStringLiteral("ERC20: transfer amount exceeds balance");
        return false;
    }
    m_balances.insert(key(from), *balanceOf(from).checkedSub(value));
    m_balances.insert(key(to), balanceOf(to).checkedAdd(value).value_or(U256::max()));
    saveBalance(key(from));
    saveBalance(key(to));
    return true;
}

bool TestUsdc::execute(const EvmAddress &sender, QByteArrayView data, qint64 nowSeconds,
                       QString *error)
{
    const auto d = Erc20::decode(data);
    const qsizetype args = d ? d->words.size() : -1;
    if (d && d->selector == Erc20::kTransfer && args == 2) {
        const auto to = Erc20::addressWord(d->words[0]);
        if (!to) {
            *error = QStringLiteral("execution reverted: bad address");
            return false;
        }
        return move(sender, *to, Erc20::uintWord(d->words[1]), error);
    }
    if (d && d->selector == Erc20::kApprove && args == 2) {
        const auto spender = Erc20::addressWord(d->words[0]);
        if (!spender) {
            *error = QStringLiteral("execution reverted: bad address");
            return false;
        }
        const QString k = allowanceKey(sender, *spender);
        m_allowances.insert(k, Erc20::uintWord(d->words[1]));
        m_store->setRow(kAllowanceRows, k, m_allowances.value(k).toDecimal().toLatin1());
        return true;
    }
    if (d && d->selector == Erc20::kTransferWithAuthorization && args == 9) {
        const auto from = Erc20::addressWord(d->words[0]);
        const auto to = Erc20::addressWord(d->words[1]);
        const auto v = Erc20::uintWord(d->words[6]).toUInt64();
        const auto after = Erc20::uintWord(d->words[3]).toUInt64();
        const auto before = Erc20::uintWord(d->words[4]).toUInt64();
        if (!from || !to || !v || *v > 28 || !after || !before) {
            *error = QStringLiteral("execution reverted: bad arguments");
            return false;
        }
        x402::TransferAuthorization a;
        a.from = *from;
        a.to = *to;
        a.value = Erc20::uintWord(d->words[2]);
        a.validAfter = *after;
        a.validBefore = *before;
        a.nonce = d->words[5];
        const QByteArray signature = d->words[7] + d->words[8] + QByteArray(1, char(*v));
        const QString why = refusal(a, signature, nowSeconds);
        if (!why.isEmpty()) {
            *error = QStringLiteral("execution reverted: ") + why;
            return false;
        }
        if (!move(a.from, a.to, a.value, error))
            return false;
        m_usedNonces.insert(nonceKey(a.from, a.nonce));
        m_store->setRow(kNonceRows, nonceKey(a.from, a.nonce), QByteArrayLiteral("1"));
        return true;
    }
    *error = QStringLiteral("execution reverted: the test USDC has no such function");
    return false;
}

} // namespace paydesk::sandbox
