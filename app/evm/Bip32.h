#pragma once

#include "core/SecureBytes.h"

#include <QByteArray>
#include <QList>
#include <QString>
#include <QStringView>
#include <optional>

namespace paydesk::evm {

// A secp256k1 private key with its chain code (32 + 32 bytes, secure memory).
struct ExtendedPrivateKey
{
    SecureBytes key;
    SecureBytes chainCode;
};

// A compressed public key (33 bytes) with its chain code.
struct ExtendedPublicKey
{
    QByteArray key;
    QByteArray chainCode;
};

// BIP-32 hierarchical deterministic keys on secp256k1
// (https://github.com/bitcoin/bips/blob/master/bip-0032.mediawiki); for this curve SLIP-0010 is
// the same derivation. The master key comes from a BIP-39 seed (wallet/Mnemonic::toSeed) with
// HMAC-SHA512 keyed "Bitcoin seed"; Ethereum accounts live at m/44'/60'/0'/0/<index> (BIP-44).
// Where BIP-32 says a key is invalid (probability below 2^-127) the result is nullopt: the
// caller moves on to the next index, as BIP-32 asks.
class Bip32
{
public:
    static constexpr quint32 kHardened = 0x80000000u;

    // Seeds of 16 to 64 bytes (128 to 512 bits); nullopt otherwise.
    static std::optional<ExtendedPrivateKey> master(const SecureBytes &seed);
    // CKDpriv: hardened (index >= 2^31) or normal child of a private key.
    static std::optional<ExtendedPrivateKey> child(const ExtendedPrivateKey &parent, quint32 index);
    // The public half (N() in BIP-32).
    static std::optional<ExtendedPublicKey> neuter(const ExtendedPrivateKey &key);
    // CKDpub: normal children only (nullopt for a hardened index).
    static std::optional<ExtendedPublicKey> publicChild(const ExtendedPublicKey &parent,
                                                        quint32 index);

    // "m/44'/60'/0'/0/0" -> indexes, the hardened bit set for steps marked ' or h (or H).
    // nullopt and a translated sentence otherwise.
    static std::optional<QList<quint32>> parsePath(QStringView path, QString *error);
    static QString formatPath(const QList<quint32> &path);
    // master() then child() along the path.
    static std::optional<ExtendedPrivateKey> derive(const SecureBytes &seed,
                                                    const QList<quint32> &path);

    // The path of MetaMask's (and most wallets') account `index`: m/44'/60'/0'/0/index.
    static QString ethereumPath(quint32 index = 0);
};

} // namespace paydesk::evm
