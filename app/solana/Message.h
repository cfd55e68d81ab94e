#pragma once

#include <QByteArray>
#include <QByteArrayView>
#include <QList>
#include <QString>
#include <optional>

namespace paydesk::solana {

// One instruction as it travels in a message: indexes into the message's account list.
struct CompiledInstruction
{
    quint8 programIdIndex = 0;
    QByteArray accountIndexes; // one byte each
    QByteArray data;
    friend bool operator==(const CompiledInstruction &, const CompiledInstruction &) = default;
};

// A v0 address lookup table reference: indexes into the table account's address list.
struct AddressTableLookup
{
    QByteArray accountKey; // 32 bytes
    QByteArray writableIndexes;
    QByteArray readonlyIndexes;
    friend bool operator==(const AddressTableLookup &, const AddressTableLookup &) = default;
};

// A Solana transaction message, legacy or v0 (docs/protocol-facts.md "Solana messages").
struct Message
{
    enum class Version
    {
        Legacy,
        V0
    };

    // Most static account keys a message may have (indexes are one byte).
    static constexpr int kMaxAccounts = 256;

    Version version = Version::Legacy;
    quint8 numRequiredSignatures = 0, numReadonlySignedAccounts = 0,
           numReadonlyUnsignedAccounts = 0;
    QList<QByteArray> accountKeys; // static keys, 32 bytes each
    QByteArray recentBlockhash;    // 32 bytes
    QList<CompiledInstruction> instructions;
    QList<AddressTableLookup> addressTableLookups; // V0 only

    // Static keys only: i < numRequiredSignatures.
    bool isSigner(int index) const;
    // Static keys only: i < R - readonlySigned, or R <= i < nkeys - readonlyUnsigned.
    bool isWritable(int index) const;
    // accountKeys[0], or empty when there are no keys.
    QByteArray feePayer() const;
    // Total addresses loaded from lookup tables (writable + read-only indexes), V0 only.
    int lookupAccountCount() const;

    // Wire bytes (v0 starts with 0x80). Legacy messages ignore addressTableLookups. Empty when
    // the message cannot be encoded (a key or blockhash not 32 bytes, a length above 65535).
    QByteArray serialize() const;

    // Strict decode: header sanity (R >= 1, R <= nkeys, a writable fee payer, read-only counts in
    // range), every index in range (program ids must be static keys other than the fee payer;
    // account indexes may point into lookup tables for V0 only), unknown versions (> 0) rejected,
    // no duplicate static keys, at most 256 keys. With `consumed` given, trailing bytes are allowed
    // and `consumed` receives the number of bytes used; without it, trailing bytes are an error.
    static std::optional<Message> decode(QByteArrayView bytes, QString *error,
                                         qsizetype *consumed = nullptr);

    friend bool operator==(const Message &, const Message &) = default;
};

} // namespace paydesk::solana
