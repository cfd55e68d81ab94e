#pragma once

#include "x402/Permit2.h"
#include "x402/UptoPermit2.h"

#include <QCoreApplication>
#include <QSet>
#include <optional>

namespace paydesk::sandbox {

class SandboxStore;
class TestUsdc;

// Uniswap's Permit2 and x402's exact proxy, native to the sandbox EVM chain as its test USDC is
// (no EVM runs here): a transaction to x402ExactPermit2Proxy calling
// settle(((token, amount), nonce, deadline), owner, (to, validAfter), signature) moves `amount`
// of the test USDC from `owner` to `to` through Permit2's allowance, with the checks the two
// contracts make: the owner's signature over PermitWitnessTransferFrom (spender = the proxy, the
// witness naming `to`), the deadline, validAfter, the nonce used once, the allowance to Permit2
// (Permit2/src/SignatureTransfer.sol, x402 contracts/evm x402ExactPermit2Proxy; the error names
// are theirs). The used nonces are kept in the store.
// x402's upto proxy (x402UptoPermit2Proxy) too: settle(permit, amount, owner, (to, facilitator,
// validAfter), signature) moves `amount` (at most the permitted maximum) and only when the
// facilitator the witness names sends it (coinbase/x402 specs/schemes/upto/scheme_upto_evm.md).
class Permit2Proxy
{
    Q_DECLARE_TR_FUNCTIONS(Permit2Proxy)
public:
    Permit2Proxy(TestUsdc *usdc, SandboxStore *store) : m_usdc(usdc), m_store(store) {}
    void load();

    // The settle call's ABI encoding (selector, eight head words, the signature's bytes).
    static QByteArray settleCall(const x402::Permit2Authorization &a, QByteArrayView signature);
    // It read back: the authorization (spender = the proxy) and the signature; nullopt if not.
    static std::optional<std::pair<x402::Permit2Authorization, QByteArray>>
    decodeSettle(QByteArrayView data);

    // The upto proxy's settle call and its reading: the authorization (spender the upto proxy,
    // the facilitator set), the amount to move and the signature.
    struct UptoSettle
    {
        x402::Permit2Authorization authorization;
        evm::U256 amount;
        QByteArray signature;
    };
    static QByteArray uptoSettleCall(const x402::Permit2Authorization &a, const evm::U256 &amount,
                                     QByteArrayView signature);
    static std::optional<UptoSettle> decodeUptoSettle(QByteArrayView data);
    // Either proxy's settle sent to `to`: the authorization and the signature.
    static std::optional<std::pair<x402::Permit2Authorization, QByteArray>>
    decodeAny(const evm::EvmAddress &to, QByteArrayView data);

    bool nonceUsed(const evm::EvmAddress &owner, const evm::U256 &nonce) const;
    // Why settle would revert now (seconds since 1970), or empty when it would run.
    QString refusal(const x402::Permit2Authorization &a, QByteArrayView signature,
                    qint64 nowSeconds) const;
    // eth_call on the proxy: PERMIT2() answers Permit2's address.
    std::optional<QByteArray> call(QByteArrayView data, QString *error) const;
    // eth_call on Permit2 itself: nonceBitmap(owner, word) answers that word of the owner's used
    // nonces (bit nonce & 0xff of word nonce >> 8), as SignatureTransfer.sol keeps them.
    std::optional<QByteArray> callPermit2(QByteArrayView data, QString *error) const;
    // settle from `sender` at block time `nowSeconds`: true when it ran; false with the revert
    // reason, nothing changed.
    bool execute(QByteArrayView data, qint64 nowSeconds, QString *error);
    // Why the upto proxy's settle from `sender` would revert, or empty.
    QString uptoRefusal(const UptoSettle &settle, const evm::EvmAddress &sender,
                        qint64 nowSeconds) const;
    // The upto proxy's settle from `sender`.
    bool executeUpto(QByteArrayView data, const evm::EvmAddress &sender, qint64 nowSeconds,
                     QString *error);

private:
    // What both proxies and Permit2 check before `amount` moves: spender `proxy`.
    QString permitRefusal(const x402::Permit2Authorization &a, QByteArrayView signature,
                          const evm::EvmAddress &proxy, const evm::U256 &amount,
                          qint64 nowSeconds) const;
    bool move(const x402::Permit2Authorization &a, const evm::U256 &amount, QString *error);

    TestUsdc *m_usdc;
    SandboxStore *m_store;
    QSet<QString> m_usedNonces; // "<owner hex>:<nonce decimal>"
};

} // namespace paydesk::sandbox
