#pragma once

#include "SplState.h"
#include "solana/InstructionDecoder.h"
#include "solana/Transaction.h"

#include <QByteArray>
#include <QList>
#include <QStringList>
#include <functional>
#include <nlohmann/json.hpp>

namespace paydesk::sandbox {

// Executes one decoded transaction against account balances and data, as the Solana runtime
// would for the programs the sandbox knows (System transfer, Compute Budget, Memo, SPL Token
// TransferChecked, associated token account creation): fee payer validation, fee charge,
// instruction execution, rent-state checks. Pure: the caller commits the result.
// Signatures, blockhash age and duplicates are checked by the Ledger before this runs.
class TransactionExecutor
{
public:
    struct Result
    {
        // false: refused before execution (nothing charged, nothing lands); true: lands, with
        // `err` null on success or the failed instruction's error (only the fee is charged).
        bool committed = false;
        nlohmann::json err;
        QString message; // a Solana-like sentence for `err` ("Insufficient funds for fee")
        quint64 fee = 0;
        QList<quint64> pre, post; // per static account key
        AccountDataMap dataPost;  // the accounts whose data changed (or was created)
        QStringList logs;
        quint64 unitsConsumed = 0;
    };

    static Result execute(const solana::Transaction &tx,
                          const QList<solana::DecodedInstruction> &decoded,
                          const std::function<quint64(const QByteArray &)> &balanceOf,
                          const std::function<const AccountData *(const QByteArray &)> &dataOf);
    // Solana-like text for a TransactionError JSON value.
    static QString describe(const nlohmann::json &err);
};

} // namespace paydesk::sandbox
