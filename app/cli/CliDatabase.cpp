#include "CliDatabase.h"

#include "AppContext.h"
#include "store/DatabaseSchema.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QSqlError>

namespace paydesk::cli {

namespace {
struct TrCliDatabase
{
    Q_DECLARE_TR_FUNCTIONS(CliDatabase)
};
const char *const kConnection = "paydesk-cli";
} // namespace

QString CliDatabase::path()
{
    return QDir(AppContext::defaultDataDir()).filePath(QStringLiteral("paydesk.sqlite"));
}

QSqlDatabase CliDatabase::open(QString *error)
{
    const QString name = QString::fromLatin1(kConnection);
    if (QSqlDatabase::contains(name)) {
        QSqlDatabase db = QSqlDatabase::database(name);
        if (db.isOpen())
            return db;
    }
    const QString file = path();
    if (!QDir().mkpath(QFileInfo(file).absolutePath())) {
        *error = TrCliDatabase::tr("Cannot create the data folder for %1.").arg(file);
        return {};
    }
    QSqlDatabase db = QSqlDatabase::contains(name)
                          ? QSqlDatabase::database(name, false)
                          : QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
    db.setDatabaseName(file);
    if (!db.open()) {
        *error =
            TrCliDatabase::tr("Cannot open the database %1: %2").arg(file, db.lastError().text());
    } else if (!DatabaseSchema::app().upgrade(db, error)) {
        db.close(); // a newer, damaged or unwritable file is left as it is
        return {};
    }
    return db;
}

} // namespace paydesk::cli
