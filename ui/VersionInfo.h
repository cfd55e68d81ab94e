#pragma once

// The text of `paydesk --version`: Paydesk's version and those of the libraries it runs on.
// QtCore only, so the command-line tool can print the same text.

#include <QCoreApplication>
#include <QString>

namespace paydesk::ui {

class VersionInfo
{
    Q_DECLARE_TR_FUNCTIONS(paydesk::ui::VersionInfo)

public:
    // One line each: Paydesk, Qt (the loaded library; the build's too when they differ),
    // QtKeychain (the version built against: it has no run-time query), libsodium (loaded).
    static QString text();
};

} // namespace paydesk::ui
