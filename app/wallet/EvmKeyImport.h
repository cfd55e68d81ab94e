#pragma once

#include "core/SecureBytes.h"
#include "evm/EvmAddress.h"

#include <QByteArrayView>
#include <QCoreApplication>
#include <QString>
#include <optional>

namespace paydesk::wallet {

// An EVM account's private key (32 bytes, secure memory) and the address it controls.
struct EvmKey
{
    SecureBytes privateKey;
    evm::EvmAddress address;
};

// Turns the ways people hold an EVM key into a checked key and its address: the recovery phrase
// Paydesk already keeps for Solana (BIP-32 on secp256k1, m/44'/60'/0'/0/<n> as MetaMask and
// Phantom derive it), a raw hex private key, or an Ethereum keystore v3 file with its password.
// Every path refuses, with a sentence, anything that is not exactly a valid secp256k1 key.
class EvmKeyImport
{
    Q_DECLARE_TR_FUNCTIONS(EvmKeyImport)
public:
    // The path of account `index` (0 for the first, then "Add account"): m/44'/60'/0'/0/<index>.
    static QString accountPath(quint32 index = 0);
    // A BIP-0039 phrase (typed text, normalized here) along `derivationPath` (empty: account 0).
    static std::optional<EvmKey> fromMnemonic(QByteArrayView phraseText,
                                              const QString &derivationPath, QString *error,
                                              QByteArrayView passphrase = {});
    // A BIP-0039 seed (64 bytes, Mnemonic::toSeed) along `derivationPath` (empty: account 0):
    // how "Add account" derives the next account from the seed kept in the keychain.
    static std::optional<EvmKey> fromSeed(const SecureBytes &seed, const QString &derivationPath,
                                          QString *error);
    // 64 hex digits, with or without "0x", surrounding white space ignored.
    static std::optional<EvmKey> fromPrivateKeyHex(QByteArrayView text, QString *error);
    // A keystore v3 file's text and its password (never stored). Slow by design (scrypt or
    // PBKDF2): call it off the GUI thread.
    static std::optional<EvmKey> fromKeystore(QByteArrayView json, const SecureBytes &password,
                                              QString *error);
    // A 32-byte private key: checked (0 < key < n) and paired with its address.
    static std::optional<EvmKey> fromPrivateKey(SecureBytes key, QString *error);
};

} // namespace paydesk::wallet
