#pragma once

// The text of `paydesk --version` and `paydesk-cli --version`: the program's version and those
// of the libraries it runs on. QtCore only, so both programs print the same lines.

#include <QCoreApplication>
#include <QString>

namespace paydesk {

class VersionInfo
{
    Q_DECLARE_TR_FUNCTIONS(paydesk::VersionInfo)

public:
    // One line each: `program` and Paydesk's version, Qt (the loaded library; the build's too
    // when they differ), QtKeychain (the version built against: it has no run-time query),
    // libsodium (loaded).
    static QString text(const QString &program = QStringLiteral("Paydesk"));
};

} // namespace paydesk
