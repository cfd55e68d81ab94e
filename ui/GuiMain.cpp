#include "GuiMain.h"

#include "GuiApplication.h"
#include "GuiOptions.h"
#include "core/ExtraCertificates.h"
#include "core/Translations.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QTextStream>

namespace paydesk::ui {

namespace {
void setApplicationNames()
{
    QCoreApplication::setOrganizationName(QStringLiteral("Paydesk"));
    QCoreApplication::setApplicationName(QStringLiteral("Paydesk"));
    QCoreApplication::setApplicationVersion(QStringLiteral(PAYDESK_VERSION));
}

// --help and --version: printed without a QApplication, so without a display.
int printTextOnly(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    setApplicationNames();
    Translations::apply(QString()); // the system's language
    QString message;
    bool exitNow = false;
    GuiOptions::parse(QCoreApplication::arguments(), &message, &exitNow);
    QTextStream(exitNow ? stdout : stderr) << message << '\n';
    return exitNow ? 0 : 2;
}
} // namespace

int guiMain(int argc, char **argv)
{
    QElapsedTimer sinceMain;
    sinceMain.start();
    if (GuiOptions::wantsTextOnly(argc, argv))
        return printTextOnly(argc, argv);
    QApplication::setHighDpiScaleFactorRoundingPolicy(
        Qt::HighDpiScaleFactorRoundingPolicy::PassThrough);
    QApplication app(argc, argv);
    setApplicationNames();
    QApplication::setDesktopFileName(QStringLiteral("io.paydesk.Paydesk")); // = packaging/ app id

    QString message;
    bool exitNow = false;
    auto options = GuiOptions::parse(QApplication::arguments(), &message, &exitNow);
    if (!options) {
        QTextStream(exitNow ? stdout : stderr) << message << '\n';
        return exitNow ? 0 : 2;
    }
    if (ExtraCertificates::install(&message) < 0)
        QTextStream(stderr) << message << '\n';
    GuiApplication gui(app, std::move(*options), sinceMain);
    return gui.run();
}

} // namespace paydesk::ui
