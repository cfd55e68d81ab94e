#include "TransactionExecutor.h"

#include "LedgerTypes.h"
#include "TokenInstructions.h"
#include "core/Base58.h"
#include "solana/Programs.h"

namespace paydesk::sandbox {

namespace {
using Kind = solana::DecodedInstruction::Kind;

enum class RentState
{
    Uninitialized,
    RentPaying,
    RentExempt
};

RentState rentState(quint64 lamports)
{
    if (lamports == 0)
        return RentState::Uninitialized;
    return lamports < kRentExemptMinimum ? RentState::RentPaying : RentState::RentExempt;
}

// Solana's rule: an account may not become rent-paying, nor grow while rent-paying.
bool rentTransitionAllowed(quint64 pre, quint64 post)
{
    if (rentState(post) != RentState::RentPaying)
        return true;
    return rentState(pre) == RentState::RentPaying && post <= pre;
}

QString programLog(const QByteArray &programId, const char *what)
{
    return QStringLiteral("Program %1 %2")
        .arg(QString::fromLatin1(base58::encode(programId)), QString::fromLatin1(what));
}

nlohmann::json instructionError(int index, nlohmann::json inner)
{
    return {{"InstructionError", nlohmann::json::array({index, std::move(inner)})}};
}
} // namespace

QString TransactionExecutor::describe(const nlohmann::json &err)
{
    if (err.is_string()) {
        const std::string s = err.get<std::string>();
        if (s == "BlockhashNotFound")
            return QStringLiteral("Blockhash not found");
        if (s == "AlreadyProcessed")
            return QStringLiteral("This transaction has already been processed");
        if (s == "AccountNotFound")
            return QStringLiteral(
                "Attempt to debit an account but found no record of a prior credit.");
        if (s == "InsufficientFundsForFee")
            return QStringLiteral("Insufficient funds for fee");
        if (s == "ProgramAccountNotFound")
            return QStringLiteral("Attempt to load a program that does not exist");
        if (s == "AddressLookupTableNotFound")
            return QStringLiteral("Transaction loads an address table account that doesn't exist");
        if (s == "SignatureFailure")
            return QStringLiteral("Transaction did not pass signature verification");
        return QString::fromStdString(s);
    }
    if (err.is_object() && err.contains("InsufficientFundsForRent"))
        return QStringLiteral("Transaction results in an account (%1) with insufficient funds "
                              "for rent")
            .arg(err["InsufficientFundsForRent"].value("account_index", 0));
    if (err.is_object() && err.contains("InstructionError")) {
        const auto &ie = err["InstructionError"];
        const int index = ie.at(0).get<int>();
        const auto &inner = ie.at(1);
        QString what;
        if (inner.is_object() && inner.contains("Custom"))
            what = QStringLiteral("custom program error: 0x%1")
                       .arg(inner["Custom"].get<quint32>(), 0, 16);
        else if (inner.is_string())
            what = QString::fromStdString(inner.get<std::string>());
        return QStringLiteral("Error processing Instruction %1: %2").arg(index).arg(what);
    }
    return QString::fromStdString(err.dump());
}

TransactionExecutor::Result
TransactionExecutor::execute(const solana::Transaction &tx,
                             const QList<solana::DecodedInstruction> &decoded,
                             const std::function<quint64(const QByteArray &)> &balanceOf,
                             const std::function<const AccountData *(const QByteArray &)> &dataOf)
{
    const solana::Message &m = tx.message;
    Result r;
    AccountDataMap data; // this message's accounts that hold data, changed as it runs
    for (const QByteArray &key : m.accountKeys) {
        r.pre.append(balanceOf(key));
        if (const AccountData *d = dataOf(key))
            data.insert(key, *d);
    }
    r.post = r.pre;
    auto refuse = [&r](nlohmann::json err) {
        r.committed = false;
        r.err = std::move(err);
        r.message = describe(r.err);
        r.post = r.pre;
        return r;
    };

    // The ledger has no address lookup tables: an instruction could name an account past the
    // static keys, which this executor has no balance or data for.
    if (!m.addressTableLookups.isEmpty())
        return refuse("AddressLookupTableNotFound");
    // Programs this ledger does not have cannot be loaded.
    for (const auto &d : decoded) {
        if (d.programId != solana::systemProgramId() &&
            d.programId != solana::computeBudgetProgramId() &&
            d.programId != solana::memoProgramId() && d.programId != solana::tokenProgramId() &&
            d.programId != solana::token2022ProgramId() &&
            d.programId != solana::associatedTokenProgramId())
            return refuse("ProgramAccountNotFound");
    }

    const solana::Fees fees = solana::computeFees(m, decoded);
    r.fee = fees.total();
    if (r.pre.value(0) == 0)
        return refuse("AccountNotFound");
    if (r.pre.value(0) < r.fee)
        return refuse("InsufficientFundsForFee");
    if (!rentTransitionAllowed(r.pre[0], r.pre[0] - r.fee))
        return refuse({{"InsufficientFundsForRent", {{"account_index", 0}}}});

    QList<quint64> afterFee = r.pre;
    afterFee[0] -= r.fee;
    QList<quint64> work = afterFee;
    r.committed = true;

    auto fail = [&](int index, nlohmann::json inner, const QString &log) {
        r.logs.append(log);
        r.err = instructionError(index, std::move(inner));
        r.message = describe(r.err);
        r.post = afterFee;
    };

    for (int i = 0; i < decoded.size(); ++i) {
        const auto &d = decoded.at(i);
        const QByteArray &indexes = m.instructions.at(i).accountIndexes;
        r.logs.append(programLog(d.programId, "invoke [1]"));
        if (d.kind == Kind::ComputeUnitLimit || d.kind == Kind::ComputeUnitPrice ||
            d.kind == Kind::ComputeBudgetOther) {
            r.unitsConsumed += 150;
        } else if (d.kind == Kind::Memo) {
            for (const char idx : indexes) {
                if (!m.isSigner(quint8(idx))) {
                    fail(i, "MissingRequiredSignature",
                         QStringLiteral("Program log: Memo account is not a signer"));
                    return r;
                }
            }
            // The two log lines of the SPL Memo program.
            r.logs.append(QStringLiteral("Program log: Memo (len %1)").arg(d.memo.size()));
            r.logs.append(QStringLiteral("Program log: ") + QString::fromUtf8(d.memo));
            r.unitsConsumed += 100 + quint64(d.memo.size()) * 7; // about what the program uses
        } else if (d.kind == Kind::SystemTransfer) {
            const int from = quint8(indexes.at(0));
            const int to = quint8(indexes.at(1));
            r.unitsConsumed += 150;
            if (!m.isSigner(from)) {
                fail(i, "MissingRequiredSignature",
                     QStringLiteral("Transfer: `from` account must sign"));
                return r;
            }
            if (!m.isWritable(from) || !m.isWritable(to)) {
                fail(i, "ReadonlyLamportChange",
                     QStringLiteral("Transfer: accounts must be writable"));
                return r;
            }
            if (work[from] < d.lamports) {
                fail(i, {{"Custom", 1}},
                     QStringLiteral("Transfer: insufficient lamports %1, need %2")
                         .arg(work[from])
                         .arg(d.lamports));
                return r;
            }
            work[from] -= d.lamports;
            if (work[to] > ~quint64(0) - d.lamports) {
                fail(i, "ArithmeticOverflow", QStringLiteral("Transfer: overflow"));
                return r;
            }
            work[to] += d.lamports;
        } else if (d.kind == Kind::TokenTransferChecked || d.kind == Kind::AssociatedTokenCreate) {
            TokenInstructions::State state{m, indexes, work, data, r.logs, r.unitsConsumed};
            nlohmann::json err = d.kind == Kind::TokenTransferChecked
                                     ? TokenInstructions::transferChecked(d, state)
                                     : TokenInstructions::createAssociated(d, state);
            if (!err.is_null()) {
                fail(i, std::move(err), programLog(d.programId, "failed"));
                return r;
            }
        } else {
            fail(i, "InvalidInstructionData",
                 QStringLiteral("Program log: the sandbox ledger runs System transfers, SPL "
                                "TransferChecked and associated token account creation only"));
            return r;
        }
        r.logs.append(programLog(d.programId, "success"));
    }

    for (int k = 0; k < work.size(); ++k) {
        if (work[k] != r.pre[k] && !rentTransitionAllowed(r.pre[k], work[k])) {
            r.err = {{"InsufficientFundsForRent", {{"account_index", k}}}};
            r.message = describe(r.err);
            r.post = afterFee;
            return r;
        }
    }
    r.post = work;
    for (auto it = data.cbegin(); it != data.cend(); ++it) {
        const AccountData *before = dataOf(it.key());
        if (!before || *before != it.value())
            r.dataPost.insert(it.key(), it.value());
    }
    return r;
}

} // namespace paydesk::sandbox
