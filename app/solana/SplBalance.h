#pragma once

#include "core/Amount.h"
#include "core/Asset.h"

#include <QCoreApplication>
#include <QObject>
#include <functional>
#include <optional>

namespace paydesk::solana {

class RpcClient;

// Reads what a wallet holds of an SPL token through a Solana node: one getMultipleAccounts of
// the mint and of the wallet's associated token accounts under Token and Token-2022. The mint
// must exist with the table's decimals (a node on another network has no such mint: no balance,
// never a guess); no token account means 0. Exact in the token's decimals. `done` runs once in
// `context`'s thread, unless `context` is gone: the amount, or nullopt and a sentence.
class SplBalance
{
    Q_DECLARE_TR_FUNCTIONS(SplBalance)
public:
    using Done = std::function<void(const std::optional<Amount> &balance, const QString &error)>;
    static void read(RpcClient *rpc, const Asset &token, const QByteArray &owner, QObject *context,
                     const Done &done);
};

} // namespace paydesk::solana
