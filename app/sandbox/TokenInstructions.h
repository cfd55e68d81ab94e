#pragma once

#include "SplState.h"
#include "solana/InstructionDecoder.h"

#include <QList>
#include <QStringList>
#include <nlohmann/json.hpp>

namespace paydesk::sandbox {

// The SPL subset the sandbox ledger runs, against the working state of one transaction: the
// Token (and Token-2022) program's TransferChecked, and the Associated Token Account program's
// Create / CreateIdempotent. Checks as the programs do (spl-token processor.rs, spl-associated-
// token-account processor.rs): owners, mints, decimals, authority signature, writable accounts,
// balances, the derived address. Each returns null on success or the instruction's error (the
// inner part of InstructionError: "MissingRequiredSignature", {"Custom": 1}, ...); `logs` gets
// the program's log lines. State changes only on success.
class TokenInstructions
{
public:
    // spl-token TokenError codes (token/program/src/error.rs).
    enum TokenError : int
    {
        InsufficientFunds = 1,
        MintMismatch = 3,
        OwnerMismatch = 4,
        AccountFrozen = 17,
        MintDecimalsMismatch = 18,
        Overflow = 14,
    };

    struct State
    {
        const solana::Message &message;
        QByteArray indexes;       // the instruction's account indexes into message.accountKeys
        QList<quint64> &lamports; // per static account key
        AccountDataMap &data;     // by key: the accounts of this message that hold data
        QStringList &logs;
        quint64 &unitsConsumed;
    };

    static nlohmann::json transferChecked(const solana::DecodedInstruction &d, State s);
    static nlohmann::json createAssociated(const solana::DecodedInstruction &d, State s);
};

} // namespace paydesk::sandbox
