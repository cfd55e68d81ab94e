#pragma once

#include <QSqlDatabase>
#include <QString>

namespace paydesk::cli {

// The app's SQLite database as paydesk-cli opens it: the same file as the GUI
// ($XDG_DATA_HOME/Paydesk/Paydesk/paydesk.sqlite), or $PAYDESK_DATA_DIR/paydesk.sqlite.
class CliDatabase
{
public:
    static QString path();
    // Opens (once) and returns the connection; an invalid/closed one with `error` on failure.
    static QSqlDatabase open(QString *error);
};

} // namespace paydesk::cli
