#include "KeyImport.h"

#include "Mnemonic.h"
#include "Slip10.h"
#include "core/Base58.h"

#include <QFile>
#include <cstdio>
#include <sodium.h>

namespace paydesk::wallet {

std::optional<solana::Keypair> KeyImport::fromKeypairJson(QByteArrayView json, QString *error)
{
    const auto fail = [&](const QString &why) -> std::optional<solana::Keypair> {
        if (error)
            *error = why;
        return std::nullopt;
    };
    // A tiny strict reader: '[' (int ',')* int ']' with blanks; the numbers go straight into
    // secure memory (a JSON library would keep copies of them on the heap).
    SecureBytes secret(solana::kSecretKeySize);
    qsizetype i = 0;
    const auto skipBlanks = [&]() {
        while (i < json.size() &&
               (json[i] == ' ' || json[i] == '\n' || json[i] == '\r' || json[i] == '\t'))
            ++i;
    };
    skipBlanks();
    if (i >= json.size() || json[i] != '[')
        return fail(tr("This is not a solana-keygen keypair file: it should be a JSON array of 64 "
                       "numbers, such as [12,250,...]."));
    ++i;
    size_t count = 0;
    for (;;) {
        skipBlanks();
        int value = 0, digits = 0;
        while (i < json.size() && json[i] >= '0' && json[i] <= '9' && digits < 4) {
            value = value * 10 + (json[i] - '0');
            ++i;
            ++digits;
        }
        if (digits == 0 || digits > 3 || value > 255)
            return fail(tr("The keypair file holds something other than numbers from 0 to 255."));
        if (count >= size_t(solana::kSecretKeySize))
            return fail(tr("The keypair file holds more than 64 numbers."));
        secret.data()[count++] = (unsigned char)value;
        skipBlanks();
        if (i < json.size() && json[i] == ',') {
            ++i;
            continue;
        }
        if (i < json.size() && json[i] == ']') {
            ++i;
            break;
        }
        return fail(tr("The keypair file is not a well-formed JSON array."));
    }
    skipBlanks();
    if (i != json.size())
        return fail(tr("The keypair file has extra text after its array."));
    if (count != size_t(solana::kSecretKeySize))
        return fail(tr("The keypair file holds %1 numbers; a Solana keypair has 64.").arg(count));
    auto kp = solana::keypairFromSecretKey(secret);
    if (!kp)
        return fail(tr("The keypair file's public key does not match its private key: the file "
                       "is damaged."));
    return kp;
}

std::optional<solana::Keypair> KeyImport::fromKeypairFile(const QString &path, QString *error)
{
    QFile file(path);
    // Unbuffered: no copy of the key left in QIODevice's own read buffer.
    if (!file.open(QIODevice::ReadOnly | QIODevice::Unbuffered)) {
        if (error)
            *error = tr("Cannot read the keypair file %1: %2").arg(path, file.errorString());
        return std::nullopt;
    }
    if (file.size() > 4096) {
        if (error)
            *error = tr("%1 is too large to be a Solana keypair file.").arg(path);
        return std::nullopt;
    }
    QByteArray text = file.readAll();
    auto kp = fromKeypairJson(text, error);
    SecureBytes::wipe(text);
    return kp;
}

std::optional<solana::Keypair> KeyImport::fromBase58Secret(QByteArrayView text, QString *error)
{
    auto decoded = base58::decode(text.trimmed(), 128);
    if (!decoded || decoded->size() != solana::kSecretKeySize) {
        if (decoded)
            SecureBytes::wipe(*decoded);
        if (error)
            *error = tr("This is not a base58 Solana secret key (64 bytes, about 88 characters, "
                        "as exported by Phantom or Solflare).");
        return std::nullopt;
    }
    const SecureBytes secret = SecureBytes::copyOf(*decoded);
    SecureBytes::wipe(*decoded);
    auto kp = solana::keypairFromSecretKey(secret);
    if (!kp && error)
        *error = tr("The secret key's public half does not match its private half: it was "
                    "mistyped or truncated.");
    return kp;
}

std::optional<solana::Keypair> KeyImport::fromMnemonic(QByteArrayView phraseText,
                                                       const QString &derivationPath,
                                                       QString *error, QByteArrayView passphrase)
{
    const auto phrase = Mnemonic::normalize(phraseText, error);
    if (!phrase)
        return std::nullopt;
    const auto path =
        Slip10::parsePath(derivationPath.isEmpty() ? Slip10::solanaPath() : derivationPath, error);
    if (!path)
        return std::nullopt;
    const SecureBytes seed = Mnemonic::toSeed(*phrase, passphrase);
    const auto key = Slip10::derive(seed, *path);
    if (!key) {
        if (error)
            *error = tr("The key could not be derived from this phrase.");
        return std::nullopt;
    }
    return solana::keypairFromSeed(key->key);
}

SecureBytes KeyImport::toKeypairJson(const solana::Keypair &kp)
{
    if (kp.secretKey.size() != size_t(solana::kSecretKeySize))
        return {};
    SecureBytes out(2 + 64 * 4);
    size_t at = 0;
    out.data()[at++] = '[';
    for (size_t i = 0; i < kp.secretKey.size(); ++i) {
        char num[5];
        const int n = std::snprintf(num, sizeof num, "%u", unsigned(kp.secretKey.data()[i]));
        if (i)
            out.data()[at++] = ',';
        for (int k = 0; k < n; ++k)
            out.data()[at++] = (unsigned char)num[k];
        sodium_memzero(num, sizeof num);
    }
    out.data()[at++] = ']';
    return SecureBytes(out.data(), at);
}

} // namespace paydesk::wallet
