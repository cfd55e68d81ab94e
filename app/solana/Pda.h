#pragma once

#include <QByteArray>
#include <QByteArrayView>
#include <QList>
#include <optional>

// Program derived addresses (PDAs) and associated token accounts (docs/protocol-facts.md
// "Program derived addresses"; Solana docs "Program Derived Address").
namespace paydesk::solana {

// Whether 32 bytes decompress to a point of the Ed25519 curve, exactly as Solana's runtime asks
// (curve25519-dalek's CompressedEdwardsY::decompress): y is read as a 255-bit number modulo p,
// and the point exists when (y^2 - 1) / (d y^2 + 1) is a square modulo p. The subgroup is not
// looked at. False for any other size.
bool isOnCurve(QByteArrayView bytes);

struct ProgramAddress
{
    QByteArray address; // 32 bytes, off the curve
    quint8 bump = 0;
};

// Solana's find_program_address: for bump 255 down to 0, sha256(seeds || bump || programId ||
// "ProgramDerivedAddress"), the first result off the curve. nullopt when a seed is longer than
// 32 bytes, there are more than 15 seeds, programId is not 32 bytes, or no bump works.
std::optional<ProgramAddress> findProgramAddress(const QList<QByteArray> &seeds,
                                                 const QByteArray &programId);

// The associated token account of `owner` for `mint` under `tokenProgram` (Token or
// Token-2022): the PDA of [owner, tokenProgram, mint] under the Associated Token program. Empty
// when a key is not 32 bytes.
QByteArray associatedTokenAddress(const QByteArray &owner, const QByteArray &tokenProgram,
                                  const QByteArray &mint);

} // namespace paydesk::solana
