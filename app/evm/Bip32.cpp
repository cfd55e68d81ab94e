#include "Bip32.h"

#include "Secp256k1.h"

#include <QCoreApplication>
#include <QStringList>
#include <cstring>
#include <sodium.h>

namespace paydesk::evm {

namespace {
struct TrBip32
{
    Q_DECLARE_TR_FUNCTIONS(EvmBip32)
};

// I = HMAC-SHA512(key, data) into secure memory (libsodium, as wallet/Slip10 does: the result
// never passes through a QByteArray).
SecureBytes hmacSha512(const unsigned char *key, size_t keyLen, const SecureBytes &data)
{
    SecureBytes mac(crypto_auth_hmacsha512_BYTES);
    crypto_auth_hmacsha512_state st;
    crypto_auth_hmacsha512_init(&st, key, keyLen);
    crypto_auth_hmacsha512_update(&st, data.data(), data.size());
    crypto_auth_hmacsha512_final(&st, mac.data());
    sodium_memzero(&st, sizeof st);
    return mac;
}

void putIndex(unsigned char *at, quint32 index)
{
    at[0] = (unsigned char)(index >> 24);
    at[1] = (unsigned char)(index >> 16);
    at[2] = (unsigned char)(index >> 8);
    at[3] = (unsigned char)(index);
}

QByteArrayView leftHalf(const SecureBytes &i)
{
    return i.view().first(32);
}
} // namespace

std::optional<ExtendedPrivateKey> Bip32::master(const SecureBytes &seed)
{
    if (seed.size() < 16 || seed.size() > 64 || sodium_init() < 0)
        return std::nullopt;
    static const char curve[] = "Bitcoin seed";
    const SecureBytes i =
        hmacSha512(reinterpret_cast<const unsigned char *>(curve), sizeof curve - 1, seed);
    ExtendedPrivateKey out{SecureBytes(i.data(), 32), SecureBytes(i.data() + 32, 32)};
    if (!Secp256k1::isValidPrivateKey(out.key))
        return std::nullopt;
    return out;
}

std::optional<ExtendedPrivateKey> Bip32::child(const ExtendedPrivateKey &parent, quint32 index)
{
    if (parent.chainCode.size() != 32 || !Secp256k1::isValidPrivateKey(parent.key))
        return std::nullopt;
    // Hardened: 0x00 || ser256(k_par) || ser32(i); normal: serP(point(k_par)) || ser32(i).
    SecureBytes data(33 + 4);
    if (index & kHardened) {
        std::memcpy(data.data() + 1, parent.key.data(), 32);
    } else {
        const auto pub = Secp256k1::publicKey(parent.key, true);
        if (!pub)
            return std::nullopt;
        std::memcpy(data.data(), pub->constData(), 33);
    }
    putIndex(data.data() + 33, index);
    const SecureBytes i = hmacSha512(parent.chainCode.data(), 32, data);
    auto key = Secp256k1::tweakAdd(parent.key, leftHalf(i)); // parse256(IL) + k_par (mod n)
    if (!key)
        return std::nullopt;
    return ExtendedPrivateKey{std::move(*key), SecureBytes(i.data() + 32, 32)};
}

std::optional<ExtendedPublicKey> Bip32::neuter(const ExtendedPrivateKey &key)
{
    const auto pub = Secp256k1::publicKey(key.key, true);
    if (!pub || key.chainCode.size() != 32)
        return std::nullopt;
    return ExtendedPublicKey{*pub, key.chainCode.view().toByteArray()};
}

std::optional<ExtendedPublicKey> Bip32::publicChild(const ExtendedPublicKey &parent, quint32 index)
{
    if ((index & kHardened) || parent.chainCode.size() != 32)
        return std::nullopt;
    const auto pub = Secp256k1::normalizePublicKey(parent.key, true);
    if (!pub)
        return std::nullopt;
    SecureBytes data(33 + 4);
    std::memcpy(data.data(), pub->constData(), 33);
    putIndex(data.data() + 33, index);
    const SecureBytes i =
        hmacSha512(reinterpret_cast<const unsigned char *>(parent.chainCode.data()), 32, data);
    const auto key = Secp256k1::tweakAddPublic(*pub, leftHalf(i), true); // point(IL) + K_par
    if (!key)
        return std::nullopt;
    return ExtendedPublicKey{*key, QByteArray(reinterpret_cast<const char *>(i.data() + 32), 32)};
}

std::optional<QList<quint32>> Bip32::parsePath(QStringView path, QString *error)
{
    const auto fail = [&](const QString &why) -> std::optional<QList<quint32>> {
        if (error)
            *error = why;
        return std::nullopt;
    };
    const QStringList parts = path.toString().trimmed().split(u'/');
    if (parts.first() != u"m")
        return fail(TrBip32::tr("A derivation path starts with m/, such as m/44'/60'/0'/0/0."));
    QList<quint32> out;
    for (qsizetype i = 1; i < parts.size(); ++i) {
        QString step = parts[i];
        const bool hardened = step.endsWith(u'\'') || step.endsWith(u'h') || step.endsWith(u'H');
        if (hardened)
            step.chop(1);
        bool ok = false;
        const uint v = step.toUInt(&ok, 10);
        if (!ok || step.isEmpty() || !step.front().isDigit() || v >= kHardened)
            return fail(TrBip32::tr("Step %1 of the path is not a number below 2^31.").arg(i));
        out.append(hardened ? (v | kHardened) : v);
    }
    return out;
}

QString Bip32::formatPath(const QList<quint32> &path)
{
    QString out = QStringLiteral("m");
    for (const quint32 i : path)
        out += QStringLiteral("/%1%2").arg(i & ~kHardened).arg((i & kHardened) ? "'" : "");
    return out;
}

std::optional<ExtendedPrivateKey> Bip32::derive(const SecureBytes &seed, const QList<quint32> &path)
{
    auto key = master(seed);
    for (const quint32 index : path) {
        if (!key)
            break;
        key = child(*key, index);
    }
    return key;
}

QString Bip32::ethereumPath(quint32 index)
{
    return QStringLiteral("m/44'/60'/0'/0/%1").arg(index);
}

} // namespace paydesk::evm
