#include "VersionInfo.h"

#include <sodium.h>

#ifndef PAYDESK_QTKEYCHAIN_VERSION
#define PAYDESK_QTKEYCHAIN_VERSION "unknown"
#endif

namespace paydesk {

QString VersionInfo::text(const QString &program)
{
    const QString qtLoaded = QString::fromLatin1(qVersion());
    const QString qtBuilt = QStringLiteral(QT_VERSION_STR);
    const QString qt =
        qtLoaded == qtBuilt ? qtLoaded : tr("%1 (built with %2)").arg(qtLoaded, qtBuilt);
    // Product names and numbers only, so not for translators; the one phrase is.
    return QStringLiteral("%1 %2\nQt %3\nQtKeychain %4\nlibsodium %5")
        .arg(program, QStringLiteral(PAYDESK_VERSION), qt,
             QStringLiteral(PAYDESK_QTKEYCHAIN_VERSION),
             QString::fromLatin1(sodium_version_string()));
}

} // namespace paydesk
