// paydesk-cli: the scripting face of Paydesk's model layer. Thin: parse, run, exit.
#include "CliArguments.h"
#include "CliRunner.h"
#include "core/Translations.h"

#include <QCoreApplication>
#include <QTextStream>
#include <cstdio>

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
    paydesk::cli::CliRunner runner(*args);
    QObject::connect(
        &runner, &paydesk::cli::CliRunner::done, &app,
        [](int exitCode) { QCoreApplication::exit(exitCode); }, Qt::QueuedConnection);
    runner.start();
    return app.exec();
}
