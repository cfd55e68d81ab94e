#include "Secp256k1.h"

#include <cstring>
#include <new>
#include <secp256k1.h>
#include <secp256k1_recovery.h>
#include <sodium.h>

namespace paydesk::evm {

namespace {

// Half the group order n, big-endian: s above it is the "high" twin of a valid signature.
constexpr unsigned char kHalfOrder[32] = {
    0x7f, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff,
    0x5d, 0x57, 0x6e, 0x73, 0x57, 0xa4, 0x50, 0x1d, 0xdf, 0xe9, 0x2f, 0x46, 0x68, 0x1b, 0x20, 0xa0};

// The one context: created on first use and randomised with 32 bytes of libsodium's CSPRNG
// (blinding of the signing and key generation multiplications). Never destroyed.
const secp256k1_context *context()
{
    static const secp256k1_context *const ctx = [] {
        if (sodium_init() < 0)
            throw std::bad_alloc();
        secp256k1_context *created = secp256k1_context_create(SECP256K1_CONTEXT_NONE);
        if (!created)
            throw std::bad_alloc();
        unsigned char seed[32];
        randombytes_buf(seed, sizeof seed);
        const int ok = secp256k1_context_randomize(created, seed);
        sodium_memzero(seed, sizeof seed);
        if (!ok)
            throw std::bad_alloc();
        return created;
    }();
    return ctx;
}

const unsigned char *uchars(QByteArrayView v)
{
    return reinterpret_cast<const unsigned char *>(v.data());
}

QByteArray serialize(const secp256k1_pubkey &pubkey, bool compressed)
{
    QByteArray out(compressed ? Secp256k1::kCompressedSize : Secp256k1::kUncompressedSize, '\0');
    size_t size = size_t(out.size());
    secp256k1_ec_pubkey_serialize(context(), reinterpret_cast<unsigned char *>(out.data()), &size,
                                  &pubkey,
                                  compressed ? SECP256K1_EC_COMPRESSED : SECP256K1_EC_UNCOMPRESSED);
    return out;
}

bool parse(QByteArrayView key, secp256k1_pubkey *out)
{
    if (key.size() != Secp256k1::kCompressedSize && key.size() != Secp256k1::kUncompressedSize)
        return false;
    return secp256k1_ec_pubkey_parse(context(), out, uchars(key), size_t(key.size())) == 1;
}

} // namespace

bool Secp256k1::isValidPrivateKey(const SecureBytes &key)
{
    return key.size() == size_t(kPrivateKeySize) &&
           secp256k1_ec_seckey_verify(context(), key.data()) == 1;
}

std::optional<QByteArray> Secp256k1::publicKey(const SecureBytes &key, bool compressed)
{
    if (!isValidPrivateKey(key))
        return std::nullopt;
    secp256k1_pubkey pubkey;
    if (secp256k1_ec_pubkey_create(context(), &pubkey, key.data()) != 1)
        return std::nullopt;
    return serialize(pubkey, compressed);
}

std::optional<QByteArray> Secp256k1::normalizePublicKey(QByteArrayView key, bool compressed)
{
    secp256k1_pubkey pubkey;
    if (!parse(key, &pubkey))
        return std::nullopt;
    return serialize(pubkey, compressed);
}

std::optional<RecoverableSignature> Secp256k1::sign(const SecureBytes &key, QByteArrayView hash32)
{
    if (hash32.size() != kHashSize || !isValidPrivateKey(key))
        return std::nullopt;
    secp256k1_ecdsa_recoverable_signature sig;
    // nullptr nonce function = RFC 6979 (secp256k1_nonce_function_default).
    if (secp256k1_ecdsa_sign_recoverable(context(), &sig, uchars(hash32), key.data(), nullptr,
                                         nullptr) != 1)
        return std::nullopt;
    unsigned char compact[64];
    int recoveryId = -1;
    secp256k1_ecdsa_recoverable_signature_serialize_compact(context(), compact, &recoveryId, &sig);
    RecoverableSignature out;
    out.r = QByteArray(reinterpret_cast<const char *>(compact), 32);
    out.s = QByteArray(reinterpret_cast<const char *>(compact + 32), 32);
    out.recoveryId = recoveryId;
    // libsecp256k1 always produces a low s and a recovery id of 0 or 1 (r < n); hold it to that.
    // Whether it recovers to the account is the caller's one check (see the header): two
    // recoveries per payment would double what signing costs (tests/bench: ~37 us each here).
    if (!isLowS(out.s) || (recoveryId != 0 && recoveryId != 1))
        return std::nullopt;
    return out;
}

std::optional<QByteArray> Secp256k1::recover(QByteArrayView hash32,
                                             const RecoverableSignature &signature)
{
    if (hash32.size() != kHashSize || signature.r.size() != 32 || signature.s.size() != 32 ||
        signature.recoveryId < 0 || signature.recoveryId > 3 || !isLowS(signature.s))
        return std::nullopt;
    unsigned char compact[64];
    std::memcpy(compact, signature.r.constData(), 32);
    std::memcpy(compact + 32, signature.s.constData(), 32);
    secp256k1_ecdsa_recoverable_signature sig;
    // Refuses r or s >= n; r = 0 or s = 0 then fail in secp256k1_ecdsa_recover.
    if (secp256k1_ecdsa_recoverable_signature_parse_compact(context(), &sig, compact,
                                                            signature.recoveryId) != 1)
        return std::nullopt;
    secp256k1_pubkey pubkey;
    if (secp256k1_ecdsa_recover(context(), &pubkey, &sig, uchars(hash32)) != 1)
        return std::nullopt;
    return serialize(pubkey, false);
}

bool Secp256k1::isLowS(QByteArrayView s32)
{
    return s32.size() == 32 && std::memcmp(s32.data(), kHalfOrder, 32) <= 0;
}

std::optional<SecureBytes> Secp256k1::tweakAdd(const SecureBytes &key, QByteArrayView tweak32)
{
    if (tweak32.size() != 32 || !isValidPrivateKey(key))
        return std::nullopt;
    SecureBytes out(key.data(), key.size());
    if (secp256k1_ec_seckey_tweak_add(context(), out.data(), uchars(tweak32)) != 1)
        return std::nullopt;
    return out;
}

std::optional<QByteArray> Secp256k1::tweakAddPublic(QByteArrayView key, QByteArrayView tweak32,
                                                    bool compressed)
{
    secp256k1_pubkey pubkey;
    if (tweak32.size() != 32 || !parse(key, &pubkey))
        return std::nullopt;
    if (secp256k1_ec_pubkey_tweak_add(context(), &pubkey, uchars(tweak32)) != 1)
        return std::nullopt;
    return serialize(pubkey, compressed);
}

} // namespace paydesk::evm
