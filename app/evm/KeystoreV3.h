#pragma once

#include "EvmAddress.h"
#include "core/SecureBytes.h"

#include <QByteArray>
#include <QByteArrayView>
#include <QString>
#include <optional>

namespace paydesk::evm {

// An Ethereum keystore file, version 3 ("Web3 Secret Storage Definition",
// ethereum.org/developers/docs/data-structures-and-encoding/web3-secret-storage): a private key
// encrypted with AES-128-CTR under a key derived from a password by scrypt or PBKDF2-HMAC-SHA256,
// with mac = keccak256(derivedKey[16..31] ++ ciphertext). parse() reads and bounds everything
// (a hostile file cannot make the key derivation take unbounded memory or time); decrypt() checks
// the MAC before decrypting, so a wrong password is told apart from a damaged file only by that.
class KeystoreV3
{
public:
    enum class Kdf
    {
        Scrypt,
        Pbkdf2
    };

    static constexpr qsizetype kMaxFileSize = 64 * 1024;
    // scrypt: n a power of two up to 2^20, 128 * r * n bytes of memory at most 256 MiB (geth's
    // "standard" n = 2^18, r = 8 is exactly that), r up to 32, p up to 16, and n * r * p at most
    // 2^22 (twice geth's standard work: a few seconds).
    static constexpr quint64 kMaxScryptN = quint64(1) << 20;
    static constexpr quint64 kMaxScryptMemory = quint64(256) << 20;
    static constexpr quint64 kMaxScryptR = 32;
    static constexpr quint64 kMaxScryptP = 16;
    static constexpr quint64 kMaxScryptWork = quint64(1) << 22;
    // PBKDF2: geth writes 262144 iterations; 10 million take seconds, not minutes.
    static constexpr quint64 kMaxPbkdf2Iterations = 10'000'000;
    static constexpr qsizetype kMaxSaltSize = 1024;

    // Reads and checks a keystore file; nullopt and a translated sentence in `error` otherwise.
    static std::optional<KeystoreV3> parse(QByteArrayView bytes, QString *error);

    // The 32-byte private key (a shorter stored key is left-padded with zeros, as geth reads it).
    // Refuses a wrong password (the MAC does not match), a key that is not a valid secp256k1
    // key, and a key whose account differs from the file's "address" field.
    std::optional<SecureBytes> decrypt(const SecureBytes &password, QString *error) const;

    Kdf kdf() const { return m_kdf; }
    // scrypt: n * r * p (the work, in units of one scrypt block mix); PBKDF2: the iterations.
    quint64 cost() const;
    // The account the file says it holds (its optional "address" field).
    std::optional<EvmAddress> address() const { return m_address; }
    QString id() const { return m_id; }

private:
    KeystoreV3() = default;
    SecureBytes deriveKey(const SecureBytes &password, QString *error) const;

    Kdf m_kdf = Kdf::Scrypt;
    quint64 m_n = 0, m_r = 0, m_p = 0; // scrypt
    quint64 m_iterations = 0;          // PBKDF2
    int m_dklen = 32;
    QByteArray m_salt, m_iv, m_ciphertext, m_mac;
    std::optional<EvmAddress> m_address;
    QString m_id;
};

} // namespace paydesk::evm
