#pragma once

#include "Instruction.h"

#include <QByteArray>
#include <QString>

// Well-known program ids (32 raw bytes) and builders for the instructions a payment uses.
// Ids and layouts: docs/protocol-facts.md "Solana programs and instructions".
namespace paydesk::solana {

QByteArray systemProgramId();          // 11111111111111111111111111111111
QByteArray computeBudgetProgramId();   // ComputeBudget111111111111111111111111111111
QByteArray memoProgramId();            // MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr
QByteArray tokenProgramId();           // TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA
QByteArray token2022ProgramId();       // TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb
QByteArray associatedTokenProgramId(); // ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL
QByteArray lighthouseProgramId();      // L2TExMFKdjpN9kozasaurPirfHy9P8sbXoAN1qA3S95

// Short English name of a well-known program ("System", "Token", ...), or its base58 id.
QString programName(const QByteArray &programId);

// System Transfer: data u32 2 || u64 lamports; accounts [from (w, signer), to (w)].
Instruction systemTransfer(const QByteArray &from, const QByteArray &to, quint64 lamports);
// ComputeBudget SetComputeUnitLimit: u8 2 || u32 units.
Instruction setComputeUnitLimit(quint32 units);
// ComputeBudget SetComputeUnitPrice: u8 3 || u64 micro-lamports per CU.
Instruction setComputeUnitPrice(quint64 microLamports);
// Memo program, no accounts, data = the UTF-8 bytes.
Instruction memo(const QByteArray &utf8);
// SPL Token / Token-2022 TransferChecked: u8 12 || u64 amount || u8 decimals;
// accounts [source (w), mint, destination (w), authority (signer)].
Instruction tokenTransferChecked(const QByteArray &tokenProgram, const QByteArray &source,
                                 const QByteArray &mint, const QByteArray &destination,
                                 const QByteArray &authority, quint64 amount, quint8 decimals);

} // namespace paydesk::solana
