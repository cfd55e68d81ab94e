#include "KeystoreV3.h"

#include "Keccak.h"
#include "Secp256k1.h"
#include "core/ExactJson.h"
#include "core/Failure.h"

#include <QCoreApplication>
#include <algorithm>
#include <openssl/evp.h>
#include <sodium.h>

namespace paydesk::evm {

namespace {
struct TrKeystoreV3
{
    Q_DECLARE_TR_FUNCTIONS(EvmKeystore)
};

using json = nlohmann::json;

// Reads the fields of the file, each refusal naming the field it is about.
class Reader
{
public:
    explicit Reader(QString *error) : m_error(error) {}

    const json *member(const json &object, const char *key, const char *alternative = nullptr)
    {
        if (object.is_object()) {
            for (const char *name : {key, alternative}) {
                if (name && object.contains(name))
                    return &object.at(name);
            }
        }
        fail(TrKeystoreV3::tr("The keystore file has no \"%1\".").arg(QLatin1String(key)));
        return nullptr;
    }
    std::optional<QString> text(const json &object, const char *key)
    {
        const json *v = member(object, key);
        if (!v)
            return std::nullopt;
        if (!v->is_string())
            return fail<QString>(TrKeystoreV3::tr("The keystore file's \"%1\" is not text.")
                                     .arg(QLatin1String(key)));
        return QString::fromStdString(v->get<std::string>());
    }
    // Hex without a prefix; `minSize`..`maxSize` bytes.
    std::optional<QByteArray> hex(const json &object, const char *key, qsizetype minSize,
                                  qsizetype maxSize)
    {
        const auto t = text(object, key);
        if (!t)
            return std::nullopt;
        const QByteArray latin = t->toLatin1();
        const bool isHex =
            latin.size() % 2 == 0 && t->size() == latin.size() &&
            std::all_of(latin.begin(), latin.end(), [](char c) {
                return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F');
            });
        if (!isHex)
            return fail<QByteArray>(
                TrKeystoreV3::tr("The keystore file's \"%1\" is not hexadecimal.")
                    .arg(QLatin1String(key)));
        QByteArray bytes = QByteArray::fromHex(latin);
        if (bytes.size() < minSize || bytes.size() > maxSize)
            return fail<QByteArray>(
                minSize == maxSize
                    ? TrKeystoreV3::tr("The keystore file's \"%1\" is not %2 bytes long.")
                          .arg(QLatin1String(key))
                          .arg(minSize)
                    : TrKeystoreV3::tr("The keystore file's \"%1\" is not %2 to %3 bytes long.")
                          .arg(QLatin1String(key))
                          .arg(minSize)
                          .arg(maxSize));
        return bytes;
    }
    std::optional<quint64> number(const json &object, const char *key, quint64 min, quint64 max)
    {
        const json *v = member(object, key);
        if (!v)
            return std::nullopt;
        if (!v->is_number_unsigned() || v->get<quint64>() < min || v->get<quint64>() > max)
            return fail<quint64>(
                TrKeystoreV3::tr("The keystore file's \"%1\" is not a whole number from "
                                 "%2 to %3.")
                    .arg(QLatin1String(key))
                    .arg(min)
                    .arg(max));
        return v->get<quint64>();
    }
    template <typename T = bool> std::optional<T> fail(const QString &why)
    {
        return failWith<T>(m_error, why);
    }

private:
    QString *m_error;
};

bool isPowerOfTwo(quint64 v)
{
    return v >= 2 && (v & (v - 1)) == 0;
}
} // namespace

std::optional<KeystoreV3> KeystoreV3::parse(QByteArrayView bytes, QString *error)
{
    if (bytes.size() > kMaxFileSize)
        return failWith<KeystoreV3>(
            error,
            TrKeystoreV3::tr("The keystore file is larger than %1 KiB.").arg(kMaxFileSize / 1024));
    const auto parsed = ExactJson::parse(bytes.toByteArray());
    if (!parsed || !parsed->value.is_object())
        return failWith<KeystoreV3>(
            error, TrKeystoreV3::tr("This is not a keystore file: it is not a JSON "
                                    "object."));
    const json &root = parsed->value;
    Reader read(error);
    const auto version = read.number(root, "version", 0, ~quint64(0));
    if (!version)
        return std::nullopt;
    if (*version != 3)
        return failWith<KeystoreV3>(error,
                                    TrKeystoreV3::tr("This keystore file is version %1; Paydesk "
                                                     "reads version 3.")
                                        .arg(*version));
    const json *crypto = read.member(root, "crypto", "Crypto"); // MyEtherWallet wrote "Crypto"
    if (!crypto)
        return std::nullopt;
    KeystoreV3 ks;
    const auto cipher = read.text(*crypto, "cipher");
    if (!cipher)
        return std::nullopt;
    if (*cipher != u"aes-128-ctr")
        return failWith<KeystoreV3>(error,
                                    TrKeystoreV3::tr("The keystore file uses the cipher \"%1\"; "
                                                     "Paydesk reads aes-128-ctr only.")
                                        .arg(*cipher));
    const json *cipherParams = read.member(*crypto, "cipherparams");
    const json *kdfParams = cipherParams ? read.member(*crypto, "kdfparams") : nullptr;
    const auto kdf = kdfParams ? read.text(*crypto, "kdf") : std::nullopt;
    if (!kdf)
        return std::nullopt;
    // Each read stops at the first bad field, whose error the reader keeps.
    const auto iv = read.hex(*cipherParams, "iv", 16, 16);
    const auto ciphertext = iv ? read.hex(*crypto, "ciphertext", 1, 32) : std::nullopt;
    const auto mac = ciphertext ? read.hex(*crypto, "mac", 32, 32) : std::nullopt;
    const auto salt = mac ? read.hex(*kdfParams, "salt", 1, kMaxSaltSize) : std::nullopt;
    const auto dklen = salt ? read.number(*kdfParams, "dklen", 32, 64) : std::nullopt;
    if (!dklen)
        return std::nullopt;
    if (*kdf == u"scrypt") {
        const auto n = read.number(*kdfParams, "n", 2, kMaxScryptN);
        const auto r = n ? read.number(*kdfParams, "r", 1, kMaxScryptR) : std::nullopt;
        const auto p = r ? read.number(*kdfParams, "p", 1, kMaxScryptP) : std::nullopt;
        if (!p)
            return std::nullopt;
        if (!isPowerOfTwo(*n))
            return failWith<KeystoreV3>(error,
                                        TrKeystoreV3::tr("The keystore file's scrypt \"n\" (%1) is "
                                                         "not a power of two.")
                                            .arg(*n));
        if (128 * *r * *n > kMaxScryptMemory)
            return failWith<KeystoreV3>(error,
                                        TrKeystoreV3::tr("The keystore file's scrypt parameters "
                                                         "would need more than %1 MiB of memory.")
                                            .arg(kMaxScryptMemory >> 20));
        if (*n * *r * *p > kMaxScryptWork)
            return failWith<KeystoreV3>(
                error, TrKeystoreV3::tr("The keystore file's scrypt parameters "
                                        "would take too long to compute (n x r x p "
                                        "is above %1).")
                           .arg(kMaxScryptWork));
        ks.m_kdf = Kdf::Scrypt;
        ks.m_n = *n;
        ks.m_r = *r;
        ks.m_p = *p;
    } else if (*kdf == u"pbkdf2") {
        const auto prf = read.text(*kdfParams, "prf");
        if (!prf)
            return std::nullopt;
        if (*prf != u"hmac-sha256")
            return failWith<KeystoreV3>(error,
                                        TrKeystoreV3::tr("The keystore file's PBKDF2 uses \"%1\"; "
                                                         "Paydesk reads hmac-sha256 only.")
                                            .arg(*prf));
        const auto c = read.number(*kdfParams, "c", 1, kMaxPbkdf2Iterations);
        if (!c)
            return std::nullopt;
        ks.m_kdf = Kdf::Pbkdf2;
        ks.m_iterations = *c;
    } else {
        return failWith<KeystoreV3>(error,
                                    TrKeystoreV3::tr("The keystore file uses the key derivation "
                                                     "\"%1\"; Paydesk reads scrypt and pbkdf2.")
                                        .arg(*kdf));
    }
    ks.m_dklen = int(*dklen);
    ks.m_salt = *salt;
    ks.m_iv = *iv;
    ks.m_ciphertext = *ciphertext;
    ks.m_mac = *mac;
    if (root.contains("address")) {
        const auto text = read.text(root, "address");
        if (!text)
            return std::nullopt;
        const QString withPrefix = text->startsWith(u"0x") ? *text : QStringLiteral("0x") + *text;
        ks.m_address = EvmAddress::parse(withPrefix, error);
        if (!ks.m_address)
            return std::nullopt;
    }
    if (root.contains("id") && root["id"].is_string())
        ks.m_id = QString::fromStdString(root.at("id").get<std::string>());
    return ks;
}

quint64 KeystoreV3::cost() const
{
    return m_kdf == Kdf::Scrypt ? m_n * m_r * m_p : m_iterations;
}

SecureBytes KeystoreV3::deriveKey(const SecureBytes &password, QString *error) const
{
    static const unsigned char empty = 0; // never a null pointer for an empty password
    const unsigned char *pw = password.isEmpty() ? &empty : password.data();
    const auto *salt = reinterpret_cast<const unsigned char *>(m_salt.constData());
    SecureBytes key{size_t(m_dklen)};
    bool ok = false;
    if (m_kdf == Kdf::Scrypt) {
        ok = sodium_init() >= 0 && crypto_pwhash_scryptsalsa208sha256_ll(
                                       pw, password.size(), salt, size_t(m_salt.size()), m_n,
                                       quint32(m_r), quint32(m_p), key.data(), key.size()) == 0;
    } else {
        ok = PKCS5_PBKDF2_HMAC(reinterpret_cast<const char *>(pw), int(password.size()), salt,
                               int(m_salt.size()), int(m_iterations), EVP_sha256(), m_dklen,
                               key.data()) == 1;
    }
    if (!ok) {
        if (error)
            *error = TrKeystoreV3::tr(
                "The key could not be derived from the password (out of memory?).");
        return {};
    }
    return key;
}

std::optional<SecureBytes> KeystoreV3::decrypt(const SecureBytes &password, QString *error) const
{
    const SecureBytes derived = deriveKey(password, error);
    if (derived.isEmpty())
        return std::nullopt;
    const QByteArray mac = Keccak::hash256({derived.view().sliced(16, 16), m_ciphertext});
    if (sodium_memcmp(mac.constData(), m_mac.constData(), 32) != 0)
        return failWith<SecureBytes>(error,
                                     TrKeystoreV3::tr("The password is wrong, or the keystore file "
                                                      "is damaged (its MAC does not match)."));
    // AES-128-CTR with the first 16 bytes of the derived key; the plaintext lands right-aligned
    // in a 32-byte secure buffer (a shorter stored key had its leading zero bytes dropped).
    SecureBytes key(32);
    unsigned char *out = key.data() + (32 - m_ciphertext.size());
    EVP_CIPHER_CTX *ctx = EVP_CIPHER_CTX_new();
    int written = 0, finalWritten = 0;
    const bool ok =
        ctx &&
        EVP_DecryptInit_ex(ctx, EVP_aes_128_ctr(), nullptr, derived.data(),
                           reinterpret_cast<const unsigned char *>(m_iv.constData())) == 1 &&
        EVP_DecryptUpdate(ctx, out, &written,
                          reinterpret_cast<const unsigned char *>(m_ciphertext.constData()),
                          int(m_ciphertext.size())) == 1 &&
        EVP_DecryptFinal_ex(ctx, out + written, &finalWritten) == 1 &&
        written + finalWritten == m_ciphertext.size();
    EVP_CIPHER_CTX_free(ctx); // wipes the key schedule
    if (!ok)
        return failWith<SecureBytes>(error,
                                     TrKeystoreV3::tr("The keystore file could not be decrypted."));
    if (!Secp256k1::isValidPrivateKey(key))
        return failWith<SecureBytes>(error,
                                     TrKeystoreV3::tr("The keystore file holds no valid secp256k1 "
                                                      "private key."));
    if (m_address) {
        const auto pub = Secp256k1::publicKey(key);
        if (!pub || EvmAddress::fromPublicKey(*pub) != m_address)
            return failWith<SecureBytes>(error,
                                         TrKeystoreV3::tr("The key in the keystore file does not "
                                                          "belong to the address the file names "
                                                          "(%1).")
                                             .arg(m_address->toChecksummed()));
    }
    return key;
}

} // namespace paydesk::evm
