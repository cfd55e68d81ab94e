#pragma once

#include <QByteArray>
#include <QString>
#include <nlohmann/json.hpp>
#include <optional>

namespace paydesk::sandbox {

// One payment as the contract's status and history endpoints show it, plus what the sandbox
// needs to track it on the chain.
struct PaymentRecord
{
    QString id; // pay_...
    QString status = QStringLiteral("pending");
    QString direction = QStringLiteral("sent"); // as recorded: sent | received
    QString network;
    QString from, to;
    QString amount;      // exact decimal text in the chain's currency
    QString fee;         // exact decimal text
    QString priorityFee; // empty = null (automatic / none)
    QString signature;   // base58 (Solana) or 0x hash (EVM); empty = null
    std::optional<quint64> blockHeight;
    std::optional<quint64> nonce; // EVM local mode: the transaction's nonce
    QString resource;             // empty = null
    nlohmann::json metadata = nlohmann::json::object();
    qint64 createdAt = 0, updatedAt = 0;
    QString error; // empty = null

    // Tracking, not shown.
    QString chain = QStringLiteral("solana"); // solana | evm
    QByteArray messageHash;                   // local mode: links the unsigned transaction
    quint64 lastValidBlockHeight = 0;         // 0 = no expiry known

    bool isFinal() const;
    // The contract's record. With `wallet`, direction is relative to that wallet (history).
    nlohmann::json toJson(const QString &wallet = {}) const;
    nlohmann::json toStoreJson() const;
    static std::optional<PaymentRecord> fromStoreJson(const nlohmann::json &j);

    // Status order for forward-only transitions: pending < submitted < confirmed < finalized.
    static int rank(const QString &status);
    static bool sameAddress(const QString &a, const QString &b);
};

} // namespace paydesk::sandbox
