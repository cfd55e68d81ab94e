// Ethereum keystore files (Web3 Secret Storage v3): KeystoreV3::parse on any bytes, and
// decrypt() with a password (input: JSON NUL password) when the file's key derivation is cheap.
// Properties: a file is read or refused with a reason; whatever is accepted stays within the
// limits (scrypt n a power of two up to 2^20, r <= 32, p <= 16, memory <= 256 MiB, work
// <= 2^22; PBKDF2 iterations <= 10^7); a decryption gives a valid 32-byte secp256k1 key that
// belongs to the file's address when it names one, or says why not.

#include "FuzzCommon.h"
#include "evm/EvmAddress.h"
#include "evm/KeystoreV3.h"
#include "evm/Secp256k1.h"

using namespace paydesk;
using namespace paydesk::evm;

PAYDESK_FUZZ_TARGET(keystore)
{
    const QByteArray bytes(reinterpret_cast<const char *>(data), qsizetype(size));
    const auto [json, password] = fuzz::splitAtNul(bytes);
    QString why;
    const auto ks = KeystoreV3::parse(json, &why);
    if (!ks) {
        fuzz::check(!why.isEmpty(), "keystore refused without a reason");
        return 0;
    }
    const quint64 cost = ks->cost();
    if (ks->kdf() == KeystoreV3::Kdf::Scrypt)
        fuzz::check(cost >= 2 && cost <= KeystoreV3::kMaxScryptWork, "scrypt work out of bounds");
    else
        fuzz::check(cost >= 1 && cost <= KeystoreV3::kMaxPbkdf2Iterations,
                    "PBKDF2 iterations out of bounds");
    // Real derivations take up to seconds: only cheap files are decrypted here.
    if (cost > 64)
        return 0;
    why.clear();
    const auto key = ks->decrypt(SecureBytes::copyOf(password), &why);
    if (!key) {
        fuzz::check(!why.isEmpty(), "decryption refused without a reason");
        return 0;
    }
    fuzz::check(key->size() == 32 && Secp256k1::isValidPrivateKey(*key),
                "decrypted key is not a secp256k1 key");
    if (ks->address())
        fuzz::check(EvmAddress::fromPublicKey(*Secp256k1::publicKey(*key)) == ks->address(),
                    "key does not belong to the file's address");
    return 0;
}
