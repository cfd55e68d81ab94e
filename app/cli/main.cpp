// paydesk-cli: the scripting face of Paydesk's model layer. Thin: parse, run, exit.
#include "CliArguments.h"
#include "CliDatabase.h"
#include "CliRunner.h"
#include "core/LogCategories.h"
#include "core/LogFile.h"
#include "core/Translations.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QTextStream>
#include <cstdio>
#include <memory>

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QCoreApplication::setOrganizationName(QStringLiteral("Paydesk"));
    QCoreApplication::setApplicationName(QStringLiteral("paydesk-cli"));
    QCoreApplication::setApplicationVersion(QStringLiteral(PAYDESK_VERSION));
    // The system's language (LANGUAGE / LC_ALL / LANG), English where there is no catalogue.
    paydesk::Translations::apply(QString());

    QString output;
    int code = 0;
    const auto args =
        paydesk::cli::CliArguments::parse(QCoreApplication::arguments(), &output, &code);
    if (!args) {
        QTextStream(code == 0 ? stdout : stderr) << output;
        return code;
    }
    // A log file only when asked (PAYDESK_LOG=1): scripts run the CLI often, and its output is
    // the record. It goes next to the GUI's (paydesk-cli.log in the same data folder).
    std::unique_ptr<paydesk::LogFile> log;
    if (const QString wanted = qEnvironmentVariable("PAYDESK_LOG");
        !wanted.isEmpty() && wanted != u"0") {
        paydesk::LogFile::Options options;
        options.directory = QFileInfo(paydesk::cli::CliDatabase::path()).absolutePath();
        options.fileName = QStringLiteral("paydesk-cli.log");
        log = std::make_unique<paydesk::LogFile>(options);
        QString problem;
        if (!log->install(&problem))
            qCWarning(paydesk::lcApp) << "no log file:" << problem;
        qCInfo(paydesk::lcApp).noquote() << "paydesk-cli" << PAYDESK_VERSION << args->command;
    }
    paydesk::cli::CliRunner runner(*args);
    QObject::connect(
        &runner, &paydesk::cli::CliRunner::done, &app,
        [](int exitCode) { QCoreApplication::exit(exitCode); }, Qt::QueuedConnection);
    runner.start();
    return app.exec();
}
