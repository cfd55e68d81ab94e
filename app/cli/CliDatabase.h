#pragma once

#include <QSqlDatabase>
#include <QString>

namespace paydesk::cli {

// The app's SQLite database as paydesk-cli opens it: the desktop app's file, paydesk.sqlite in
// AppContext::defaultDataDir(), upgraded by the same schema steps.
class CliDatabase
{
public:
    static QString path();
    // Opens (once) and returns the connection; an invalid/closed one with `error` on failure.
    static QSqlDatabase open(QString *error);
};

} // namespace paydesk::cli
