#include "Keccak.h"

#include <QCryptographicHash>

namespace paydesk::evm {

QByteArray Keccak::hash256(QByteArrayView data)
{
    return QCryptographicHash::hash(data, QCryptographicHash::Keccak_256);
}

QByteArray Keccak::hash256(std::initializer_list<QByteArrayView> parts)
{
    QCryptographicHash hash(QCryptographicHash::Keccak_256);
    for (const QByteArrayView part : parts)
        hash.addData(part);
    return hash.result();
}

} // namespace paydesk::evm
