#include "SandboxAddress.h"

#include <QDir>
#include <QFile>
#include <QSaveFile>

namespace paydesk {

QString SandboxAddress::folder(const QString &dataDir)
{
    return QDir(dataDir).filePath(QStringLiteral("sandbox"));
}

quint16 SandboxAddress::port(const QString &dataDir)
{
    QFile f(QDir(folder(dataDir)).filePath(QStringLiteral("port")));
    if (!f.open(QIODevice::ReadOnly))
        return 0;
    bool ok = false;
    const uint port = f.read(16).trimmed().toUInt(&ok);
    return ok && port > 0 && port < 65536 ? quint16(port) : 0;
}

void SandboxAddress::remember(const QString &dataDir, quint16 port)
{
    QDir().mkpath(folder(dataDir));
    QSaveFile f(QDir(folder(dataDir)).filePath(QStringLiteral("port")));
    if (f.open(QIODevice::WriteOnly))
        f.write(QByteArray::number(port) + '\n');
    f.commit(); // a port not remembered only means a new one next time
}

QUrl SandboxAddress::url(const QString &dataDir)
{
    const quint16 p = port(dataDir);
    if (p == 0)
        return {};
    QUrl u;
    u.setScheme(QStringLiteral("http"));
    u.setHost(QStringLiteral("127.0.0.1"));
    u.setPort(p);
    return u;
}

} // namespace paydesk
