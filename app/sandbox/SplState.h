#pragma once

#include <QByteArray>
#include <QHash>
#include <optional>

namespace paydesk::sandbox {

// An account's data beside its lamports: the program that owns it and its bytes, as
// getAccountInfo shows them. The sandbox ledger keeps SPL mints and token accounts this way, in
// the SPL Token program's own layouts, so a client reads them exactly as on a real cluster.
struct AccountData
{
    QByteArray owner; // the owner program (32 bytes)
    QByteArray data;
    bool operator==(const AccountData &) const = default;
};
using AccountDataMap = QHash<QByteArray, AccountData>;

// The SPL Token state the sandbox ledger knows (spl-token state.rs,
// docs/protocol-facts.md "SPL Token accounts"): Mint is 82 bytes (mint_authority COption<Pubkey>
// [0, 36), supply u64 @36, decimals u8 @44, is_initialized @45, freeze_authority COption [46, 82));
// an Account is 165 bytes (mint [0, 32), owner [32, 64), amount u64 @64, delegate COption [72,
// 108), state u8 @108 (1 initialized, 2 frozen), is_native COption<u64> [109, 121),
// delegated_amount u64 @121, close_authority COption [129, 165)).
namespace spl {

// Rent-exempt minimum of a 165-byte token account (Solana: (128 + 165) * 6960 lamports).
inline constexpr quint64 kTokenAccountRent = 2039280;
// Rent-exempt minimum of an 82-byte mint ((128 + 82) * 6960).
inline constexpr quint64 kMintRent = 1461600;

QByteArray mintData(const QByteArray &authority, quint64 supply, quint8 decimals);
QByteArray tokenAccountData(const QByteArray &mint, const QByteArray &owner, quint64 amount);

struct Mint
{
    quint64 supply = 0;
    quint8 decimals = 0;
};
struct Account
{
    QByteArray mint, owner;
    quint64 amount = 0;
    bool frozen = false;
};
// Readers of the layouts above (nullopt for any other size or an uninitialized state).
std::optional<Mint> readMint(const QByteArray &data);
std::optional<Account> readAccount(const QByteArray &data);
// The same bytes with another amount / supply.
QByteArray withAmount(QByteArray accountData, quint64 amount);
QByteArray withSupply(QByteArray mintData, quint64 supply);

// The sandbox chain's test USDC mint (6 decimals, SPL Token program): a fixed address, so that
// Paydesk's asset table knows it (core/Asset.cpp), and its mint authority. Neither has a private
// key: the ledger mints test funds itself (the faucet), as a test validator's genesis would.
QByteArray testUsdcMint();
QByteArray testUsdcAuthority();
inline constexpr quint8 kTestUsdcDecimals = 6;

} // namespace spl
} // namespace paydesk::sandbox
