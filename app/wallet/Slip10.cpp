#include "Slip10.h"

#include <QStringList>
#include <cstring>
#include <sodium.h>

namespace paydesk::wallet {

namespace {

// I = HMAC-SHA512(key, data); IL -> key, IR -> chain code.
ExtendedKey split(const unsigned char *keyBytes, size_t keyLen, const unsigned char *data,
                  size_t dataLen)
{
    SecureBytes mac(crypto_auth_hmacsha512_BYTES);
    crypto_auth_hmacsha512_state st;
    crypto_auth_hmacsha512_init(&st, keyBytes, keyLen);
    crypto_auth_hmacsha512_update(&st, data, dataLen);
    crypto_auth_hmacsha512_final(&st, mac.data());
    sodium_memzero(&st, sizeof st);
    return {SecureBytes(mac.data(), 32), SecureBytes(mac.data() + 32, 32)};
}

} // namespace

std::optional<ExtendedKey> Slip10::master(const SecureBytes &seed)
{
    if (seed.size() < 16 || seed.size() > 64 || sodium_init() < 0)
        return std::nullopt;
    static const char curve[] = "ed25519 seed";
    return split(reinterpret_cast<const unsigned char *>(curve), sizeof curve - 1, seed.data(),
                 seed.size());
}

std::optional<ExtendedKey> Slip10::child(const ExtendedKey &parent, quint32 index)
{
    if (!(index & kHardened) || parent.key.size() != 32 || parent.chainCode.size() != 32)
        return std::nullopt;
    // 0x00 || ser256(k_par) || ser32(i)
    SecureBytes data(1 + 32 + 4);
    std::memcpy(data.data() + 1, parent.key.data(), 32);
    data.data()[33] = (unsigned char)(index >> 24);
    data.data()[34] = (unsigned char)(index >> 16);
    data.data()[35] = (unsigned char)(index >> 8);
    data.data()[36] = (unsigned char)(index);
    return split(parent.chainCode.data(), 32, data.data(), data.size());
}

std::optional<QList<quint32>> Slip10::parsePath(QStringView path, QString *error)
{
    const auto fail = [&](const QString &why) -> std::optional<QList<quint32>> {
        if (error)
            *error = why;
        return std::nullopt;
    };
    const QStringList parts = path.toString().trimmed().split(u'/');
    if (parts.isEmpty() || parts.first() != u"m")
        return fail(tr("A derivation path starts with m/, such as m/44'/501'/0'/0'."));
    QList<quint32> out;
    for (qsizetype i = 1; i < parts.size(); ++i) {
        QString step = parts[i];
        if (!step.endsWith(u'\'') && !step.endsWith(u'h') && !step.endsWith(u'H'))
            return fail(tr("Step %1 of the path (%2) is not hardened: ed25519 keys can only be "
                           "derived along hardened steps such as 0'.")
                            .arg(i)
                            .arg(step));
        step.chop(1);
        bool ok = false;
        const uint v = step.toUInt(&ok, 10);
        if (!ok || step.isEmpty() || !step.front().isDigit() || v >= kHardened)
            return fail(tr("Step %1 of the path is not a number below 2^31.").arg(i));
        out.append(v | kHardened);
    }
    return out;
}

QString Slip10::formatPath(const QList<quint32> &path)
{
    QString out = QStringLiteral("m");
    for (quint32 i : path)
        out += QStringLiteral("/%1%2").arg(i & ~kHardened).arg((i & kHardened) ? "'" : "");
    return out;
}

std::optional<ExtendedKey> Slip10::derive(const SecureBytes &seed, const QList<quint32> &path)
{
    auto key = master(seed);
    for (quint32 index : path) {
        if (!key)
            break;
        key = child(*key, index);
    }
    return key;
}

QString Slip10::solanaPath(quint32 account)
{
    return QStringLiteral("m/44'/501'/%1'/0'").arg(account);
}

} // namespace paydesk::wallet
