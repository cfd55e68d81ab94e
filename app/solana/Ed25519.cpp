#include "Ed25519.h"

#include "core/Base58.h"

#include <new>
#include <sodium.h>

namespace paydesk::solana {

namespace {
void ensureSodium()
{
    static const bool ok = sodium_init() >= 0;
    if (!ok)
        throw std::bad_alloc();
}

const unsigned char *uchars(QByteArrayView v)
{
    return reinterpret_cast<const unsigned char *>(v.data());
}
} // namespace

QString Keypair::address() const
{
    return QString::fromLatin1(base58::encode(publicKey));
}

Keypair generateKeypair()
{
    ensureSodium();
    Keypair kp;
    kp.secretKey = SecureBytes(crypto_sign_SECRETKEYBYTES);
    kp.publicKey = QByteArray(crypto_sign_PUBLICKEYBYTES, '\0');
    crypto_sign_keypair(reinterpret_cast<unsigned char *>(kp.publicKey.data()),
                        kp.secretKey.data());
    return kp;
}

std::optional<Keypair> keypairFromSeed(const SecureBytes &seed32)
{
    ensureSodium();
    if (seed32.size() != crypto_sign_SEEDBYTES)
        return std::nullopt;
    Keypair kp;
    kp.secretKey = SecureBytes(crypto_sign_SECRETKEYBYTES);
    kp.publicKey = QByteArray(crypto_sign_PUBLICKEYBYTES, '\0');
    crypto_sign_seed_keypair(reinterpret_cast<unsigned char *>(kp.publicKey.data()),
                             kp.secretKey.data(), seed32.data());
    return kp;
}

std::optional<Keypair> keypairFromSecretKey(const SecureBytes &secret64)
{
    if (secret64.size() != crypto_sign_SECRETKEYBYTES)
        return std::nullopt;
    SecureBytes seed(secret64.data(), crypto_sign_SEEDBYTES);
    auto kp = keypairFromSeed(seed);
    if (!kp)
        return std::nullopt;
    if (sodium_memcmp(kp->secretKey.data() + crypto_sign_SEEDBYTES,
                      secret64.data() + crypto_sign_SEEDBYTES, crypto_sign_PUBLICKEYBYTES) != 0)
        return std::nullopt;
    return kp;
}

QByteArray sign(const Keypair &kp, QByteArrayView message)
{
    ensureSodium();
    if (kp.secretKey.size() != crypto_sign_SECRETKEYBYTES)
        return {};
    QByteArray sig(crypto_sign_BYTES, '\0');
    crypto_sign_detached(reinterpret_cast<unsigned char *>(sig.data()), nullptr, uchars(message),
                         static_cast<unsigned long long>(message.size()), kp.secretKey.data());
    return sig;
}

bool verify(QByteArrayView publicKey32, QByteArrayView message, QByteArrayView signature64)
{
    ensureSodium();
    if (publicKey32.size() != crypto_sign_PUBLICKEYBYTES || signature64.size() != crypto_sign_BYTES)
        return false;
    return crypto_sign_verify_detached(uchars(signature64), uchars(message),
                                       static_cast<unsigned long long>(message.size()),
                                       uchars(publicKey32)) == 0;
}

} // namespace paydesk::solana
