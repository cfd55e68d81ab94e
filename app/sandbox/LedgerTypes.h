#pragma once

#include <QByteArray>
#include <QList>
#include <QString>
#include <QStringList>
#include <nlohmann/json.hpp>
#include <optional>

namespace paydesk::sandbox {

// Rent-exempt minimum of an account without data (Solana: 890880 lamports for 0 bytes).
inline constexpr quint64 kRentExemptMinimum = 890880;

// What an account must hold to spend `spend` lamports (amount + fees): Solana refuses to leave an
// account with a balance above zero but below the rent-exempt minimum, so such a payment needs
// that reserve too.
inline quint64 requiredBalance(quint64 balance, quint64 spend)
{
    if (balance > spend && balance - spend < kRentExemptMinimum)
        return spend + kRentExemptMinimum;
    return spend;
}
// A blockhash is valid for this many blocks after its own (Solana: 150).
inline constexpr quint64 kBlockhashValidity = 150;
// A landed transaction is finalized this many slots after the slot it landed in.
inline constexpr quint64 kFinalityDepth = 32;

// A JSON-RPC error (code != 0), or a transport failure towards a remote cluster (code 0).
struct RpcFailure
{
    int code = 0;
    QString message;
    nlohmann::json data;
    bool isSet() const { return !message.isEmpty(); }
};

struct BlockhashInfo
{
    QByteArray blockhash; // 32 bytes
    quint64 slot = 0;
    quint64 lastValidBlockHeight = 0;
};

struct SignatureStatus
{
    quint64 slot = 0;
    nlohmann::json err;                   // null = success
    QString confirmationStatus;           // processed | confirmed | finalized
    std::optional<quint64> confirmations; // nullopt once finalized
};

// A transaction that landed on the built-in ledger (successful or failed; fees charged).
struct LandedTransaction
{
    QByteArray signature; // 64 bytes
    quint64 slot = 0;
    qint64 blockTimeMs = 0;
    QByteArray wire;    // the wire transaction; empty for an airdrop
    nlohmann::json err; // null = success, else the Solana TransactionError JSON
    quint64 fee = 0;
    QByteArray messageHash; // SHA-256 of the message bytes; empty for an airdrop
    QList<QByteArray> accountKeys;
    QList<quint64> preBalances, postBalances;
    QStringList logs;
    quint64 unitsConsumed = 0;
};

} // namespace paydesk::sandbox
