#pragma once

#include "evm/EvmAddress.h"
#include "evm/U256.h"
#include "x402/Eip3009.h"

#include <QByteArray>
#include <QHash>
#include <QSet>
#include <QString>
#include <optional>

namespace paydesk::sandbox {

class SandboxStore;

// The sandbox EVM chain's test USDC (docs/service-contract.md "Sandbox EVM chain"): 6
// decimals, EIP-712 domain name "USDC", version "2", at a fixed address (the last 20 bytes of
// keccak256("paydesk sandbox test USDC")). It answers balanceOf, authorizationState, decimals,
// symbol, name and version to eth_call, and runs transfer and EIP-3009
// transferWithAuthorization (https://eips.ethereum.org/EIPS/eip-3009) when a transaction of the
// chain calls it: the signature is recovered against the domain, the window checked against the
// block's time, each (authorizer, nonce) used once. A call that fails reverts and changes nothing.
// receiveWithAuthorization runs for x402's ERC-3009 deposit collector (BatchEscrow) only.
// State: balances and used nonces, in the store's meta "testUsdc".
class TestUsdc
{
public:
    static constexpr int kDecimals = 6;
    static evm::EvmAddress address();
    static evm::Eip712::Domain domain(); // chain 4020
    static QString name() { return QStringLiteral("USDC"); }
    static QString version() { return QStringLiteral("2"); }

    explicit TestUsdc(SandboxStore *store) : m_store(store) {}
    void load();

    evm::U256 balanceOf(const evm::EvmAddress &owner) const;
    void mint(const evm::EvmAddress &to, const evm::U256 &value); // test funds
    bool authorizationUsed(const evm::EvmAddress &authorizer, const QByteArray &nonce) const;
    // ERC-20 allowance(owner, spender): what `spender` may move (approve sets it).
    evm::U256 allowance(const evm::EvmAddress &owner, const evm::EvmAddress &spender) const;
    // ERC-20 transferFrom called by `spender` (Permit2): within the allowance, which goes down
    // by `value` unless it is unlimited (2^256 - 1). False with the revert reason otherwise.
    bool transferFrom(const evm::EvmAddress &spender, const evm::EvmAddress &from,
                      const evm::EvmAddress &to, const evm::U256 &value, QString *error);

    // Why this authorization cannot be executed now (seconds since 1970), or empty when it can:
    // the signer, the window, the nonce, the balance. The x402 facilitator's verify asks the same.
    QString refusal(const x402::TransferAuthorization &a, QByteArrayView signature,
                    qint64 nowSeconds) const;
    // EIP-3009 receiveWithAuthorization called by `caller`, a native contract (x402's ERC-3009
    // deposit collector; no transaction calls it directly): `a.to` must be the caller, the
    // signature is over ReceiveWithAuthorization (x402::BatchChannel::receiveAuthorizationDigest,
    // so only the collector can be the payee), and the nonce shares transferWithAuthorization's
    // used nonces. The refusal, or empty; then the call moves `a.value` from `a.from` to `a.to`.
    QString receiveRefusal(const evm::EvmAddress &caller, const x402::TransferAuthorization &a,
                           QByteArrayView signature, qint64 nowSeconds) const;
    bool receiveWithAuthorization(const evm::EvmAddress &caller,
                                  const x402::TransferAuthorization &a, QByteArrayView signature,
                                  qint64 nowSeconds, QString *error);
    // A native contract's own transfer of what it holds (msg.sender = `from`): false with the
    // revert reason when `from` holds too little.
    bool transfer(const evm::EvmAddress &from, const evm::EvmAddress &to, const evm::U256 &value,
                  QString *error)
    {
        return move(from, to, value, error);
    }

    // eth_call: the answer to a read-only call, or nullopt with the revert reason.
    std::optional<QByteArray> call(QByteArrayView data, QString *error) const;
    // A transaction's call from `sender` at block time `nowSeconds`: true when it ran; false
    // with the revert reason, nothing changed. Saves the state itself.
    bool execute(const evm::EvmAddress &sender, QByteArrayView data, qint64 nowSeconds,
                 QString *error);

private:
    static QString key(const evm::EvmAddress &a);
    bool move(const evm::EvmAddress &from, const evm::EvmAddress &to, const evm::U256 &value,
              QString *error);
    void loadBlob();
    void saveBalance(const QString &holder); // its row, as it is now

    SandboxStore *m_store;
    QHash<QString, evm::U256> m_balances;   // lower-case 0x address -> atomic units
    QSet<QString> m_usedNonces;             // "<authorizer>:<nonce hex>"
    QHash<QString, evm::U256> m_allowances; // "<owner>:<spender>" -> atomic units
};

} // namespace paydesk::sandbox
