// paydesk-cli: the scripting face of Paydesk's model layer. Thin: parse, run, exit.
#include "AppContext.h"
#include "CliArguments.h"
#include "CliRunner.h"
#include "core/ExtraCertificates.h"
#include "core/LogCategories.h"
#include "core/LogFile.h"
#include "core/Translations.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QLoggingCategory>
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
    const QString wanted = qEnvironmentVariable("PAYDESK_LOG");
    const bool logToFile = !wanted.isEmpty() && wanted != u"0";
    // Quiet by default: standard error is for results and errors, not one line per request.
    // --verbose shows the logging categories' info lines (QT_LOGGING_RULES still overrides);
    // with a log file they go there, and only warnings reach standard error.
    if (!args->verbose && !logToFile)
        QLoggingCategory::setFilterRules(QStringLiteral("*.debug=false\n*.info=false"));
    if (logToFile) {
        paydesk::LogFile::Options options;
        options.directory = paydesk::AppContext::defaultDataDir();
        options.fileName = QStringLiteral("paydesk-cli.log");
        log = std::make_unique<paydesk::LogFile>(options);
        QString problem;
        if (!log->install(&problem))
            qCWarning(paydesk::lcApp) << "no log file:" << problem;
        qCInfo(paydesk::lcApp).noquote() << "paydesk-cli" << PAYDESK_VERSION << args->command;
    }
    if (QString problem; paydesk::ExtraCertificates::install(&problem) < 0)
        QTextStream(stderr) << problem << '\n';
    paydesk::cli::CliRunner runner(*args);
    QObject::connect(
        &runner, &paydesk::cli::CliRunner::done, &app,
        [](int exitCode) { QCoreApplication::exit(exitCode); }, Qt::QueuedConnection);
    runner.start();
    return app.exec();
}
