#pragma once

#include <QByteArray>
#include <QByteArrayView>
#include <QCoreApplication>
#include <QString>
#include <optional>

namespace paydesk::solana {

// An SPL mint as a payment needs it (spl-token state.rs: Mint is 82 bytes; mint_authority
// COption<Pubkey> [0, 36), supply u64 @36, decimals u8 @44, is_initialized @45, freeze_authority
// [46, 82)). Token-2022 may append extensions after byte 165 (account type 1 = mint, then TLV
// entries of u16 type, u16 length).
struct MintInfo
{
    QByteArray tokenProgram; // the owner program: Token or Token-2022
    quint8 decimals = 0;
    quint64 supply = 0;
};

// An SPL token account (165 bytes: mint [0, 32), owner [32, 64), amount u64 @64, delegate
// COption [72, 108), state u8 @108: 1 initialized, 2 frozen, ...).
struct TokenAccount
{
    QByteArray tokenProgram, mint, owner;
    quint64 amount = 0;
    bool frozen = false;
};

// Strict readers of account data as getAccountInfo returns it, for paying: they refuse what a
// payment cannot rely on, with a sentence. Pure and allocation-light; fuzzed.
class TokenAccounts
{
    Q_DECLARE_TR_FUNCTIONS(TokenAccounts)
public:
    static constexpr qsizetype kMintSize = 82;
    static constexpr qsizetype kAccountSize = 165;

    // The owner must be Token or Token-2022 and the mint initialized. A Token-2022 mint whose
    // extensions change what a transfer does (a transfer fee, a transfer hook, non-transferable)
    // is refused: the seller would not get exactly the price.
    static std::optional<MintInfo> parseMint(const QByteArray &owner, QByteArrayView data,
                                             QString *error);
    // The owner must be Token or Token-2022 and the account initialized (frozen is reported).
    static std::optional<TokenAccount> parseAccount(const QByteArray &owner, QByteArrayView data,
                                                    QString *error);
    static bool isTokenProgram(const QByteArray &programId);
};

} // namespace paydesk::solana
