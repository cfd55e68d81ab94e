#pragma once

#include "core/SecureBytes.h"

#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QStringView>
#include <optional>

namespace paydesk::wallet {

// A private key with its chain code (32 + 32 bytes, secure memory).
struct ExtendedKey
{
    SecureBytes key;
    SecureBytes chainCode;
};

// SLIP-0010 private-key derivation for ed25519
// (https://github.com/satoshilabs/slips/blob/master/slip-0010.md): master key from a BIP-0039
// seed with HMAC-SHA512 keyed "ed25519 seed"; hardened children only (ed25519 has no public
// derivation). Solana wallets (Phantom, Solflare, solana-keygen) use m/44'/501'/<account>'/0'.
class Slip10
{
    Q_DECLARE_TR_FUNCTIONS(Slip10)
public:
    static constexpr quint32 kHardened = 0x80000000u;

    // Seeds of 16 to 64 bytes (SLIP-0010: 128 to 512 bits); nullopt otherwise.
    static std::optional<ExtendedKey> master(const SecureBytes &seed);
    // Hardened child `index` (the hardened bit must be set); nullopt for a normal index.
    static std::optional<ExtendedKey> child(const ExtendedKey &parent, quint32 index);
    // "m/44'/501'/0'/0'" -> indexes with the hardened bit. Every step must be hardened (' or h
    // or H); nullopt + a sentence otherwise.
    static std::optional<QList<quint32>> parsePath(QStringView path, QString *error);
    static QString formatPath(const QList<quint32> &path);
    // master() then child() along the path.
    static std::optional<ExtendedKey> derive(const SecureBytes &seed, const QList<quint32> &path);

    // The Phantom / Solflare path of account `account`: m/44'/501'/account'/0'.
    static QString solanaPath(quint32 account = 0);
};

} // namespace paydesk::wallet
