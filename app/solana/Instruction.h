#pragma once

#include "Message.h"

#include <QByteArray>
#include <QList>
#include <QString>
#include <optional>

namespace paydesk::solana {

struct AccountMeta
{
    QByteArray pubkey; // 32 bytes
    bool isSigner = false;
    bool isWritable = false;
};

// An instruction before compilation: full keys instead of indexes.
struct Instruction
{
    QByteArray programId; // 32 bytes
    QList<AccountMeta> accounts;
    QByteArray data;
};

// Orders keys per Solana rules and compiles the instructions against them:
// - the fee payer is key 0 (writable signer);
// - then writable signers, read-only signers, writable non-signers, read-only non-signers,
//   each group in order of first appearance (instruction order; within an instruction its
//   accounts, then its program id);
// - a key used several times appears once, with the OR of its signer / writable flags;
// - program ids are added as read-only non-signers (unless also used as accounts).
// V0 (when version == V0) never uses lookup tables here.
// On invalid input (a key or blockhash not 32 bytes, more than 256 keys, the fee payer used as
// a program id) returns nullopt with a reason.
std::optional<Message> tryCompileMessage(const QByteArray &feePayer,
                                         const QList<Instruction> &instructions,
                                         const QByteArray &recentBlockhash,
                                         Message::Version version, QString *error);

// As tryCompileMessage(); on invalid input returns an empty Message (no keys), which
// serialize()/decode() reject.
Message compileMessage(const QByteArray &feePayer, const QList<Instruction> &instructions,
                       const QByteArray &recentBlockhash,
                       Message::Version version = Message::Version::Legacy);

} // namespace paydesk::solana
