#pragma once

#include "Ed25519.h"
#include "Message.h"

#include <QByteArray>
#include <QByteArrayView>
#include <QList>
#include <QString>
#include <optional>

namespace paydesk::solana {

// A wire transaction: compact_u16 n || n x 64-byte signatures || message bytes
// (docs/protocol-facts.md "Solana transactions").
struct Transaction
{
    // Solana's packet limit for a whole serialized transaction.
    static constexpr qsizetype kMaxWireSize = 1232;

    QList<QByteArray> signatures; // 64 bytes each; 64 zero bytes = not yet signed
    Message message;
    // The exact message bytes (what is signed). Decoding keeps the received bytes, so signing a
    // decoded transaction never re-serializes. If `message` is edited after fromMessage(), rebuild
    // with fromMessage() again: `messageBytes` is not refreshed automatically.
    QByteArray messageBytes;

    // Full wire decode: nsig == numRequiredSignatures, no trailing bytes, total <= 1232 bytes.
    static std::optional<Transaction> decode(QByteArrayView wire, QString *error);
    // Strict base64 (standard alphabet, canonical padding, no whitespace), then decode().
    static std::optional<Transaction> fromBase64(QByteArrayView base64, QString *error);
    // R zero signature slots, messageBytes = m.serialize().
    static Transaction fromMessage(const Message &m);

    QByteArray serialize() const; // shortvec(n) || signatures || messageBytes
    QByteArray toBase64() const;

    // Index of `pubkey` among the first R static keys, or -1.
    int signerIndex(QByteArrayView pubkey) const;
    // Signs messageBytes into kp's slot; false if kp is not a required signer.
    bool sign(const Keypair &kp);
    // Stores a signature made elsewhere; false if pubkey is not a required signer, sig64 is not
    // 64 bytes, or it does not verify over messageBytes.
    bool setSignature(QByteArrayView pubkey, QByteArrayView sig64);
    // R slots, none of them zero (validity not checked; see verifySignatures()).
    bool isFullySigned() const;
    // R slots, every slot non-zero and valid for its key over messageBytes.
    bool verifySignatures(QString *error) const;
    // Signatures still missing (zero slots), by their signer keys.
    QList<QByteArray> missingSigners() const;

    QByteArray id() const; // signatures[0] (the fee payer's), empty when none
    QString idBase58() const;
};

} // namespace paydesk::solana
