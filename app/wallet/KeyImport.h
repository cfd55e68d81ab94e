#pragma once

#include "core/SecureBytes.h"
#include "solana/Ed25519.h"

#include <QByteArrayView>
#include <QCoreApplication>
#include <QString>
#include <optional>

namespace paydesk::wallet {

// Turns the ways people hold a Solana key into a checked keypair. Every path refuses, with a
// sentence, anything that is not exactly a valid key, and checks that the public half of a
// 64-byte secret matches its private half.
class KeyImport
{
    Q_DECLARE_TR_FUNCTIONS(KeyImport)
public:
    // A solana-keygen keypair file: a JSON array of 64 integers 0..255 (seed || public key).
    static std::optional<solana::Keypair> fromKeypairJson(QByteArrayView json, QString *error);
    static std::optional<solana::Keypair> fromKeypairFile(const QString &path, QString *error);
    // A base58 64-byte secret key, as Phantom and Solflare export it.
    static std::optional<solana::Keypair> fromBase58Secret(QByteArrayView text, QString *error);
    // A BIP-0039 phrase (typed text, normalized here) derived along `derivationPath` with
    // SLIP-0010 (default m/44'/501'/0'/0', the Phantom/Solflare path).
    static std::optional<solana::Keypair> fromMnemonic(QByteArrayView phraseText,
                                                       const QString &derivationPath,
                                                       QString *error,
                                                       QByteArrayView passphrase = {});
    // The solana-keygen JSON text of a keypair, in secure memory (for export and tests).
    static SecureBytes toKeypairJson(const solana::Keypair &kp);
};

} // namespace paydesk::wallet
