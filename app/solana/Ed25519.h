#pragma once

#include "core/SecureBytes.h"

#include <QByteArray>
#include <QByteArrayView>
#include <QString>
#include <optional>

// Ed25519 (RFC 8032, pure, no prehash) keys and signatures for Solana, on libsodium.
namespace paydesk::solana {

inline constexpr qsizetype kPublicKeySize = 32;
inline constexpr qsizetype kSeedSize = 32;
inline constexpr qsizetype kSecretKeySize = 64;
inline constexpr qsizetype kSignatureSize = 64;

// Move-only (SecureBytes is). An empty secretKey means "no key".
struct Keypair
{
    SecureBytes secretKey;   // 64 bytes, libsodium layout seed || pub, same as solana-keygen JSON
    QByteArray publicKey;    // 32 bytes
    QString address() const; // base58 of publicKey
};

// A fresh random keypair (libsodium's CSPRNG).
Keypair generateKeypair();
// nullopt unless seed32 is exactly 32 bytes.
std::optional<Keypair> keypairFromSeed(const SecureBytes &seed32);
// nullopt unless secret64 is 64 bytes whose public half matches the key derived from its seed.
std::optional<Keypair> keypairFromSecretKey(const SecureBytes &secret64);

// Detached 64-byte signature over `message`; empty when kp holds no valid 64-byte secret key.
QByteArray sign(const Keypair &kp, QByteArrayView message);
// False on wrong sizes or an invalid signature (libsodium's strict verification).
bool verify(QByteArrayView publicKey32, QByteArrayView message, QByteArrayView signature64);

} // namespace paydesk::solana
