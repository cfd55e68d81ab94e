#pragma once

// Disk scans for secret-hygiene tests: where, under a folder, any of some byte strings sits.
#include <QDirIterator>
#include <QFile>
#include <QList>
#include <QStringList>

namespace paydesk::testing {

// Files under `root` (hidden and system files included, recursively) containing any of `needles`.
inline QStringList filesContaining(const QString &root, const QList<QByteArray> &needles)
{
    QStringList hits;
    QDirIterator it(root, QDir::Files | QDir::Hidden | QDir::System, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        QFile f(it.next());
        if (!f.open(QIODevice::ReadOnly))
            continue;
        const QByteArray all = f.readAll();
        for (const QByteArray &n : needles)
            if (all.contains(n))
                hits << f.fileName();
    }
    return hits;
}

inline bool foundOnDisk(const QString &root, const QByteArray &needle)
{
    return !filesContaining(root, {needle}).isEmpty();
}

} // namespace paydesk::testing
