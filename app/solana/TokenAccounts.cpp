#include "TokenAccounts.h"

#include "Programs.h"

#include <QtEndian>

namespace paydesk::solana {

namespace {
quint64 u64At(QByteArrayView data, qsizetype at)
{
    return qFromLittleEndian<quint64>(data.data() + at);
}

// Token-2022: after the base state, padding up to byte 165, then the account type and TLV
// extensions (spl-token-2022 extension/mod.rs). `type` 1 = mint, 2 = account.
bool extensionsOk(QByteArrayView data, qsizetype baseSize, quint8 type, QList<quint16> *found)
{
    if (data.size() == baseSize)
        return true;
    if (data.size() <= TokenAccounts::kAccountSize || quint8(data[165]) != type)
        return false;
    for (qsizetype i = baseSize; i < TokenAccounts::kAccountSize; ++i)
        if (type == 1 && data[i] != 0)
            return false; // a mint's padding is zero
    qsizetype at = TokenAccounts::kAccountSize + 1;
    while (at < data.size()) {
        if (data.size() - at < 4)
            return false;
        const quint16 t = qFromLittleEndian<quint16>(data.data() + at);
        const quint16 len = qFromLittleEndian<quint16>(data.data() + at + 2);
        at += 4;
        if (t == 0 && len == 0)
            break; // uninitialized space at the end
        if (data.size() - at < len)
            return false;
        found->append(t);
        at += len;
    }
    return true;
}
} // namespace

bool TokenAccounts::isTokenProgram(const QByteArray &programId)
{
    return programId == tokenProgramId() || programId == token2022ProgramId();
}

std::optional<MintInfo> TokenAccounts::parseMint(const QByteArray &owner, QByteArrayView data,
                                                 QString *error)
{
    auto fail = [error](const QString &why) {
        if (error)
            *error = why;
        return std::nullopt;
    };
    if (!isTokenProgram(owner))
        return fail(
            tr("the account is not a token mint (its owner is %1).").arg(programName(owner)));
    QList<quint16> extensions;
    const bool t22 = owner == token2022ProgramId();
    if (data.size() < kMintSize || (!t22 && data.size() != kMintSize) ||
        (t22 && !extensionsOk(data, kMintSize, 1, &extensions)))
        return fail(tr("the mint's data is malformed (%1 bytes).").arg(data.size()));
    if (data[45] != 1)
        return fail(tr("the mint is not initialized."));
    // spl-token-2022 ExtensionType: 1 TransferFeeConfig, 9 NonTransferable, 14 TransferHook.
    for (const quint16 t : extensions)
        if (t == 1 || t == 9 || t == 14)
            return fail(tr("the token has a transfer fee, a transfer hook or cannot be "
                           "transferred (Token-2022 extension %1): the seller would not get "
                           "exactly the price.")
                            .arg(t));
    MintInfo m;
    m.tokenProgram = owner;
    m.supply = u64At(data, 36);
    m.decimals = quint8(data[44]);
    return m;
}

std::optional<TokenAccount> TokenAccounts::parseAccount(const QByteArray &owner,
                                                        QByteArrayView data, QString *error)
{
    auto fail = [error](const QString &why) {
        if (error)
            *error = why;
        return std::nullopt;
    };
    if (!isTokenProgram(owner))
        return fail(
            tr("the account is not a token account (its owner is %1).").arg(programName(owner)));
    QList<quint16> extensions;
    const bool t22 = owner == token2022ProgramId();
    if (data.size() < kAccountSize || (!t22 && data.size() != kAccountSize) ||
        (t22 && !extensionsOk(data, kAccountSize, 2, &extensions)))
        return fail(tr("the token account's data is malformed (%1 bytes).").arg(data.size()));
    const quint8 state = quint8(data[108]);
    if (state != 1 && state != 2)
        return fail(tr("the token account is not initialized."));
    TokenAccount a;
    a.tokenProgram = owner;
    a.mint = data.sliced(0, 32).toByteArray();
    a.owner = data.sliced(32, 32).toByteArray();
    a.amount = u64At(data, 64);
    a.frozen = state == 2;
    return a;
}

} // namespace paydesk::solana
