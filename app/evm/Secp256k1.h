#pragma once

#include "core/SecureBytes.h"

#include <QByteArray>
#include <QByteArrayView>
#include <optional>

namespace paydesk::evm {

// A recoverable ECDSA signature: r and s (32 bytes each, big-endian) and the recovery id (0..3;
// 0 or 1 for any signature made here), which says which of the candidate keys signed.
struct RecoverableSignature
{
    QByteArray r;
    QByteArray s;
    int recoveryId = 0;
};

// secp256k1 keys and ECDSA over bitcoin-core's libsecp256k1 (with its recovery module). Private
// keys are 32 bytes in SecureBytes; public keys are SEC1 bytes, 65 uncompressed (0x04 || x || y)
// or 33 compressed (0x02/0x03 || x). One library context, randomised once against side channels.
class Secp256k1
{
public:
    static constexpr qsizetype kPrivateKeySize = 32;
    static constexpr qsizetype kUncompressedSize = 65;
    static constexpr qsizetype kCompressedSize = 33;
    static constexpr qsizetype kHashSize = 32;

    // 32 bytes, not zero, below the group order.
    static bool isValidPrivateKey(const SecureBytes &key);
    // The public key of a valid private key; nullopt otherwise.
    static std::optional<QByteArray> publicKey(const SecureBytes &key, bool compressed = false);
    // A public key in either form, checked to be on the curve, re-serialised in the asked form.
    static std::optional<QByteArray> normalizePublicKey(QByteArrayView key, bool compressed);

    // Signs a 32-byte hash (RFC 6979 nonces, so the same key and hash give the same signature).
    // s is always in the lower half of the order (EIP-2) and the recovery id 0 or 1. Not checked
    // by recovery here: a caller about to hand a signature out recovers its signer once and
    // compares it with the account (EvmTransaction::sender(), as the payment flows do), which
    // also catches the wrong key. nullopt for an invalid key or a hash not 32 bytes.
    static std::optional<RecoverableSignature> sign(const SecureBytes &key, QByteArrayView hash32);
    // The 65-byte public key that made `signature` over `hash32`; nullopt when none did, or when
    // s is in the upper half (Ethereum refuses those since Homestead, EIP-2).
    static std::optional<QByteArray> recover(QByteArrayView hash32,
                                             const RecoverableSignature &signature);
    // s <= n/2 for a 32-byte big-endian s.
    static bool isLowS(QByteArrayView s32);

    // (key + tweak) mod n, for BIP-32 child keys; nullopt when the tweak is >= n or the sum is 0.
    static std::optional<SecureBytes> tweakAdd(const SecureBytes &key, QByteArrayView tweak32);
    // key + tweak*G for a public key, in the asked form; nullopt on the same conditions.
    static std::optional<QByteArray> tweakAddPublic(QByteArrayView key, QByteArrayView tweak32,
                                                    bool compressed);
};

} // namespace paydesk::evm
