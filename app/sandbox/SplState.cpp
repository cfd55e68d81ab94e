#include "SplState.h"

#include <QCryptographicHash>
#include <QtEndian>

namespace paydesk::sandbox::spl {

namespace {
constexpr qsizetype kMintSize = 82;
constexpr qsizetype kAccountSize = 165;

void putU64(QByteArray &b, qsizetype at, quint64 v)
{
    qToLittleEndian(v, b.data() + at);
}
quint64 u64At(const QByteArray &b, qsizetype at)
{
    return qFromLittleEndian<quint64>(b.constData() + at);
}
} // namespace

QByteArray mintData(const QByteArray &authority, quint64 supply, quint8 decimals)
{
    QByteArray b(kMintSize, '\0');
    if (authority.size() == 32) {
        b[0] = 1; // COption::Some (u32 tag)
        b.replace(4, 32, authority);
    }
    putU64(b, 36, supply);
    b[44] = char(decimals);
    b[45] = 1; // is_initialized
    return b;
}

QByteArray tokenAccountData(const QByteArray &mint, const QByteArray &owner, quint64 amount)
{
    QByteArray b(kAccountSize, '\0');
    b.replace(0, 32, mint);
    b.replace(32, 32, owner);
    putU64(b, 64, amount);
    b[108] = 1; // AccountState::Initialized
    return b;
}

std::optional<Mint> readMint(const QByteArray &data)
{
    if (data.size() != kMintSize || data[45] != 1)
        return std::nullopt;
    return Mint{u64At(data, 36), quint8(data[44])};
}

std::optional<Account> readAccount(const QByteArray &data)
{
    if (data.size() != kAccountSize || (data[108] != 1 && data[108] != 2))
        return std::nullopt;
    return Account{data.left(32), data.mid(32, 32), u64At(data, 64), data[108] == 2};
}

QByteArray withAmount(QByteArray accountData, quint64 amount)
{
    putU64(accountData, 64, amount);
    return accountData;
}

QByteArray withSupply(QByteArray mintData, quint64 supply)
{
    putU64(mintData, 36, supply);
    return mintData;
}

QByteArray testUsdcMint()
{
    // base58: see core/Asset.cpp (solana-sandbox USDC).
    return QCryptographicHash::hash("paydesk-sandbox test USDC mint", QCryptographicHash::Sha256);
}

QByteArray testUsdcAuthority()
{
    return QCryptographicHash::hash("paydesk-sandbox test USDC mint authority",
                                    QCryptographicHash::Sha256);
}

} // namespace paydesk::sandbox::spl
