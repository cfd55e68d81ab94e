#include "Programs.h"

#include "core/Base58.h"

#include <QtEndian>

namespace paydesk::solana {

namespace {
QByteArray fromBase58(const char *text)
{
    const auto bytes = base58::decode(QByteArrayView(text));
    Q_ASSERT(bytes && bytes->size() == 32);
    return bytes && bytes->size() == 32 ? *bytes : QByteArray(32, '\0');
}

void appendU32(QByteArray &out, quint32 v)
{
    char buf[4];
    qToLittleEndian(v, buf);
    out.append(buf, 4);
}

void appendU64(QByteArray &out, quint64 v)
{
    char buf[8];
    qToLittleEndian(v, buf);
    out.append(buf, 8);
}
} // namespace

QByteArray systemProgramId()
{
    static const QByteArray id = fromBase58("11111111111111111111111111111111");
    return id;
}

QByteArray computeBudgetProgramId()
{
    static const QByteArray id = fromBase58("ComputeBudget111111111111111111111111111111");
    return id;
}

QByteArray memoProgramId()
{
    static const QByteArray id = fromBase58("MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr");
    return id;
}

QByteArray tokenProgramId()
{
    static const QByteArray id = fromBase58("TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA");
    return id;
}

QByteArray token2022ProgramId()
{
    static const QByteArray id = fromBase58("TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb");
    return id;
}

QByteArray associatedTokenProgramId()
{
    static const QByteArray id = fromBase58("ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL");
    return id;
}

QByteArray lighthouseProgramId()
{
    static const QByteArray id = fromBase58("L2TExMFKdjpN9kozasaurPirfHy9P8sbXoAN1qA3S95");
    return id;
}

QString programName(const QByteArray &programId)
{
    if (programId == systemProgramId())
        return QStringLiteral("System");
    if (programId == computeBudgetProgramId())
        return QStringLiteral("Compute Budget");
    if (programId == memoProgramId())
        return QStringLiteral("Memo");
    if (programId == tokenProgramId())
        return QStringLiteral("Token");
    if (programId == token2022ProgramId())
        return QStringLiteral("Token-2022");
    if (programId == associatedTokenProgramId())
        return QStringLiteral("Associated Token Account");
    if (programId == lighthouseProgramId())
        return QStringLiteral("Lighthouse");
    return QString::fromLatin1(base58::encode(programId));
}

Instruction systemTransfer(const QByteArray &from, const QByteArray &to, quint64 lamports)
{
    Instruction ix;
    ix.programId = systemProgramId();
    ix.accounts = {AccountMeta{from, true, true}, AccountMeta{to, false, true}};
    appendU32(ix.data, 2);
    appendU64(ix.data, lamports);
    return ix;
}

Instruction setComputeUnitLimit(quint32 units)
{
    Instruction ix;
    ix.programId = computeBudgetProgramId();
    ix.data.append(char(2));
    appendU32(ix.data, units);
    return ix;
}

Instruction setComputeUnitPrice(quint64 microLamports)
{
    Instruction ix;
    ix.programId = computeBudgetProgramId();
    ix.data.append(char(3));
    appendU64(ix.data, microLamports);
    return ix;
}

Instruction memo(const QByteArray &utf8)
{
    Instruction ix;
    ix.programId = memoProgramId();
    ix.data = utf8;
    return ix;
}

Instruction tokenTransferChecked(const QByteArray &tokenProgram, const QByteArray &source,
                                 const QByteArray &mint, const QByteArray &destination,
                                 const QByteArray &authority, quint64 amount, quint8 decimals)
{
    Instruction ix;
    ix.programId = tokenProgram;
    ix.accounts = {AccountMeta{source, false, true}, AccountMeta{mint, false, false},
                   AccountMeta{destination, false, true}, AccountMeta{authority, true, false}};
    ix.data.append(char(12));
    appendU64(ix.data, amount);
    ix.data.append(char(decimals));
    return ix;
}

} // namespace paydesk::solana
