#include "EvmKeyImport.h"

#include "Mnemonic.h"
#include "evm/Bip32.h"
#include "evm/KeystoreV3.h"
#include "evm/Secp256k1.h"

namespace paydesk::wallet {

namespace {
int hexValue(char c)
{
    if (c >= '0' && c <= '9')
        return c - '0';
    if (c >= 'a' && c <= 'f')
        return c - 'a' + 10;
    if (c >= 'A' && c <= 'F')
        return c - 'A' + 10;
    return -1;
}
} // namespace

QString EvmKeyImport::accountPath(quint32 index)
{
    return evm::Bip32::ethereumPath(index);
}

std::optional<EvmKey> EvmKeyImport::fromPrivateKey(SecureBytes key, QString *error)
{
    if (key.size() != size_t(evm::Secp256k1::kPrivateKeySize) ||
        !evm::Secp256k1::isValidPrivateKey(key)) {
        if (error)
            *error = tr("This is not a valid EVM private key: it must be 32 bytes between 1 and "
                        "the secp256k1 group order.");
        return std::nullopt;
    }
    const auto pub = evm::Secp256k1::publicKey(key);
    const auto address = pub ? evm::EvmAddress::fromPublicKey(*pub) : std::nullopt;
    if (!address) {
        if (error)
            *error = tr("The address of this key could not be computed.");
        return std::nullopt;
    }
    return EvmKey{std::move(key), *address};
}

std::optional<EvmKey> EvmKeyImport::fromPrivateKeyHex(QByteArrayView text, QString *error)
{
    QByteArrayView t = text.trimmed();
    if (t.startsWith("0x") || t.startsWith("0X"))
        t = t.sliced(2);
    if (t.size() != 2 * evm::Secp256k1::kPrivateKeySize) {
        if (error)
            *error = tr("An EVM private key is 64 hex digits (optionally after 0x); this one has "
                        "%n character(s).",
                        nullptr, int(t.size()));
        return std::nullopt;
    }
    // Decoded straight into secure memory: no plain copy of the key is left behind.
    SecureBytes key(static_cast<size_t>(evm::Secp256k1::kPrivateKeySize));
    for (qsizetype i = 0; i < evm::Secp256k1::kPrivateKeySize; ++i) {
        const int hi = hexValue(t[2 * i]);
        const int lo = hexValue(t[2 * i + 1]);
        if (hi < 0 || lo < 0) {
            if (error)
                *error = tr("An EVM private key has only the hex digits 0-9 and a-f.");
            return std::nullopt;
        }
        key.data()[i] = static_cast<unsigned char>(hi * 16 + lo);
    }
    return fromPrivateKey(std::move(key), error);
}

std::optional<EvmKey> EvmKeyImport::fromMnemonic(QByteArrayView phraseText,
                                                 const QString &derivationPath, QString *error,
                                                 QByteArrayView passphrase)
{
    const auto phrase = Mnemonic::normalize(phraseText, error);
    if (!phrase)
        return std::nullopt;
    const auto path =
        evm::Bip32::parsePath(derivationPath.isEmpty() ? accountPath(0) : derivationPath, error);
    if (!path)
        return std::nullopt;
    return fromSeed(Mnemonic::toSeed(*phrase, passphrase), derivationPath, error);
}

std::optional<EvmKey> EvmKeyImport::fromSeed(const SecureBytes &seed, const QString &derivationPath,
                                             QString *error)
{
    const auto path =
        evm::Bip32::parsePath(derivationPath.isEmpty() ? accountPath(0) : derivationPath, error);
    if (!path)
        return std::nullopt;
    auto key = evm::Bip32::derive(seed, *path);
    if (!key) {
        // BIP-32: a path that meets an invalid key is skipped (probability below 2^-127).
        if (error)
            *error = tr("No key exists at %1 for this phrase; use the next account.")
                         .arg(evm::Bip32::formatPath(*path));
        return std::nullopt;
    }
    return fromPrivateKey(std::move(key->key), error);
}

std::optional<EvmKey> EvmKeyImport::fromKeystore(QByteArrayView json, const SecureBytes &password,
                                                 QString *error)
{
    const auto file = evm::KeystoreV3::parse(json, error);
    if (!file)
        return std::nullopt;
    auto key = file->decrypt(password, error);
    if (!key)
        return std::nullopt;
    return fromPrivateKey(std::move(*key), error);
}

} // namespace paydesk::wallet
