#include "TokenInstructions.h"

#include "solana/Pda.h"
#include "solana/Programs.h"
#include "solana/TokenAccounts.h"

namespace paydesk::sandbox {

namespace {
nlohmann::json custom(int code)
{
    return {{"Custom", code}};
}
} // namespace

nlohmann::json TokenInstructions::transferChecked(const solana::DecodedInstruction &d, State s)
{
    // Accounts: source, mint, destination, authority (the source's owner, signing).
    s.logs.append(QStringLiteral("Program log: Instruction: TransferChecked"));
    s.unitsConsumed += 6200; // about what the Token program uses
    const int source = quint8(s.indexes.at(0));
    const int destination = quint8(s.indexes.at(2));
    const int authority = quint8(s.indexes.at(3));
    const QByteArray &sourceKey = d.accounts.at(0);
    const QByteArray &mintKey = d.accounts.at(1);
    const QByteArray &destinationKey = d.accounts.at(2);
    auto owned = [&](const QByteArray &key) {
        const auto it = s.data.constFind(key);
        return it != s.data.constEnd() && it->owner == d.programId ? &*it : nullptr;
    };
    const AccountData *src = owned(sourceKey);
    const AccountData *dst = owned(destinationKey);
    const AccountData *mintData = owned(mintKey);
    if (!src || !dst || !mintData) {
        s.logs.append(QStringLiteral("Program log: Error: an account is not a token account of "
                                     "this program"));
        return s.data.contains(sourceKey) && s.data.contains(destinationKey) &&
                       s.data.contains(mintKey)
                   ? nlohmann::json("IncorrectProgramId")
                   : nlohmann::json("InvalidAccountData");
    }
    const auto from = spl::readAccount(src->data);
    const auto to = spl::readAccount(dst->data);
    const auto mint = spl::readMint(mintData->data);
    if (!from || !to || !mint)
        return "InvalidAccountData";
    if (from->frozen || to->frozen) {
        s.logs.append(QStringLiteral("Program log: Error: Account is frozen"));
        return custom(AccountFrozen);
    }
    if (from->mint != mintKey || to->mint != mintKey) {
        s.logs.append(QStringLiteral("Program log: Error: Account not associated with this Mint"));
        return custom(MintMismatch);
    }
    if (d.decimals != mint->decimals) {
        s.logs.append(QStringLiteral("Program log: Error: Mint decimals mismatch"));
        return custom(MintDecimalsMismatch);
    }
    if (d.accounts.at(3) != from->owner) {
        s.logs.append(QStringLiteral("Program log: Error: owner does not match"));
        return custom(OwnerMismatch);
    }
    if (!s.message.isSigner(authority))
        return "MissingRequiredSignature";
    if (!s.message.isWritable(source) || !s.message.isWritable(destination))
        return "ReadonlyDataModified";
    if (from->amount < d.tokenAmount) {
        s.logs.append(QStringLiteral("Program log: Error: insufficient funds"));
        return custom(InsufficientFunds);
    }
    if (sourceKey == destinationKey)
        return nullptr; // a self-transfer changes nothing
    if (to->amount > ~quint64(0) - d.tokenAmount) {
        s.logs.append(QStringLiteral("Program log: Error: Operation overflowed"));
        return custom(Overflow);
    }
    s.data[sourceKey].data = spl::withAmount(src->data, from->amount - d.tokenAmount);
    s.data[destinationKey].data =
        spl::withAmount(s.data[destinationKey].data, to->amount + d.tokenAmount);
    return nullptr;
}

nlohmann::json TokenInstructions::createAssociated(const solana::DecodedInstruction &d, State s)
{
    // Accounts: payer, associated account, wallet, mint, System program, token program.
    // Data: empty or 0 = Create, 1 = CreateIdempotent.
    const bool idempotent = d.discriminator == 1;
    s.logs.append(idempotent ? QStringLiteral("Program log: CreateIdempotent")
                             : QStringLiteral("Program log: Create"));
    s.unitsConsumed += 21000;
    if (d.discriminator > 1)
        return "InvalidInstructionData";
    const int payer = quint8(s.indexes.at(0));
    const int account = quint8(s.indexes.at(1));
    const QByteArray &accountKey = d.accounts.at(1);
    const QByteArray &wallet = d.accounts.at(2);
    const QByteArray &mintKey = d.accounts.at(3);
    const QByteArray &tokenProgram = d.accounts.at(5);
    if (!solana::TokenAccounts::isTokenProgram(tokenProgram))
        return "IncorrectProgramId";
    if (accountKey != solana::associatedTokenAddress(wallet, tokenProgram, mintKey)) {
        s.logs.append(QStringLiteral("Program log: Error: Associated address does not match "
                                     "seed derivation"));
        return "InvalidSeeds";
    }
    if (const auto existing = s.data.constFind(accountKey); existing != s.data.constEnd()) {
        const auto a = spl::readAccount(existing->data);
        if (!idempotent || existing->owner != tokenProgram || !a || a->mint != mintKey)
            return custom(0); // System: AccountAlreadyInUse
        if (a->owner != wallet)
            return "IllegalOwner";
        return nullptr; // already there, as asked
    }
    const auto mintIt = s.data.constFind(mintKey);
    if (mintIt == s.data.constEnd() || mintIt->owner != tokenProgram ||
        !spl::readMint(mintIt->data))
        return "InvalidAccountData";
    if (!s.message.isSigner(payer) || !s.message.isWritable(payer) ||
        !s.message.isWritable(account))
        return "MissingRequiredSignature";
    const quint64 need = spl::kTokenAccountRent > s.lamports[account]
                             ? spl::kTokenAccountRent - s.lamports[account]
                             : 0;
    if (s.lamports[payer] < need) {
        s.logs.append(QStringLiteral("Transfer: insufficient lamports %1, need %2")
                          .arg(s.lamports[payer])
                          .arg(need));
        return custom(1); // System: ResultWithNegativeLamports
    }
    s.lamports[payer] -= need;
    s.lamports[account] += need;
    s.data.insert(accountKey, {tokenProgram, spl::tokenAccountData(mintKey, wallet, 0)});
    return nullptr;
}

} // namespace paydesk::sandbox
