#pragma once

// Where secrets could end up besides the wire: every message the process logs (captured in
// memory, passed on to the handler installed before), every file under a folder, and whether a
// memory page is locked and kept out of core dumps.
#include "core/SecureBytes.h"
#include "kits/SecretForms.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

namespace paydesk::testing {

// Captures every message from now on (any category and level). `forwardAll`: pass every message
// to the previous handler (a log file), else only warnings and worse (the test's output).
void installMessageCapture(bool forwardAll);
void removeMessageCapture();
QByteArray capturedMessages();
int capturedPaydeskMessages(); // from the paydesk.* categories

struct TreeScan
{
    int files = 0;
    qint64 bytes = 0;
    QStringList hits; // "path: what"
};
// Every file under `root` (hidden ones too), except those under `skip`.
TreeScan scanTree(const QString &root, const QString &skip,
                  const QList<const SecretForms *> &forms);

// The VmFlags line of /proc/self/smaps for the mapping holding `address` (Linux); empty if none.
QByteArray vmFlagsOf(const void *address);

QByteArray bytesOf(const SecureBytes &s);
QString randomHex(int bytes);

} // namespace paydesk::testing
