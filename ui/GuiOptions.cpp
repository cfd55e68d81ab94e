#include "GuiOptions.h"

#include "MainWindow.h"
#include "core/VersionInfo.h"

#include <QCommandLineParser>

namespace paydesk::ui {

std::optional<GuiOptions> GuiOptions::parse(const QStringList &arguments, QString *message,
                                            bool *exitNow)
{
    *exitNow = false;
    QCommandLineParser p;
    p.setApplicationDescription(tr("Paydesk: a desktop wallet for x402 payments."));
    const auto help = p.addHelpOption();
    const auto version = p.addVersionOption();
    const QCommandLineOption sandbox(QStringLiteral("sandbox"),
                                     tr("Use the built-in sandbox (test funds only)."));
    const QCommandLineOption screenshot(QStringLiteral("screenshot"),
                                        tr("Render the window, save it as a PNG and exit."),
                                        tr("file"));
    const QCommandLineOption page(
        QStringLiteral("page"),
        tr("Open this page: %1.").arg(MainWindow::pageNames().join(QStringLiteral(", "))),
        tr("page"));
    const QCommandLineOption delay(QStringLiteral("screenshot-delay"),
                                   tr("Milliseconds to wait after the first paint before the "
                                      "screenshot (default 600)."),
                                   tr("ms"));
    const QCommandLineOption theme(QStringLiteral("theme"),
                                   tr("Colour scheme for this run: light or dark."), tr("name"));
    const QCommandLineOption status(QStringLiteral("status"),
                                    tr("Open the Status page on this payment id."), tr("id"));
    const QCommandLineOption profile(QStringLiteral("profile-dir"),
                                     tr("Keep settings and data in this folder instead of the "
                                        "user's (for demos and tests)."),
                                     tr("folder"));
    const QCommandLineOption report(QStringLiteral("startup-report"),
                                    tr("Print the milliseconds to the first paint and the "
                                       "resident memory, then exit."));
    p.addOptions({sandbox, screenshot, page, delay, theme, status, profile, report});
    if (!p.parse(arguments)) {
        *message = p.errorText();
        return std::nullopt;
    }
    if (p.isSet(help) || p.isSet(version)) {
        *exitNow = true;
        *message = p.isSet(help) ? p.helpText() : VersionInfo::text();
        return std::nullopt;
    }
    GuiOptions o;
    o.sandbox = p.isSet(sandbox);
    o.screenshot = p.value(screenshot);
    o.page = p.value(page).toLower();
    o.theme = p.value(theme).toLower();
    o.lookUp = p.value(status);
    o.profileDir = p.value(profile);
    o.startupReport = p.isSet(report);
    if (!o.page.isEmpty() && !MainWindow::pageFromName(o.page)) {
        *message = tr("Unknown page \"%1\": use one of %2.")
                       .arg(o.page, MainWindow::pageNames().join(QStringLiteral(", ")));
        return std::nullopt;
    }
    if (!o.theme.isEmpty() && o.theme != u"light" && o.theme != u"dark") {
        *message = tr("Unknown theme \"%1\": use light or dark.").arg(o.theme);
        return std::nullopt;
    }
    if (p.isSet(delay)) {
        bool ok = false;
        o.screenshotDelayMs = p.value(delay).toInt(&ok);
        if (!ok || o.screenshotDelayMs < 0 || o.screenshotDelayMs > 60000) {
            *message = tr("--screenshot-delay takes milliseconds between 0 and 60000.");
            return std::nullopt;
        }
    }
    return o;
}

bool GuiOptions::wantsTextOnly(int argc, char **argv)
{
    for (int i = 1; i < argc; ++i) {
        const QByteArray a(argv[i]);
        if (a == "--")
            break;
        if (a == "--version" || a == "-v" || a == "--help" || a == "-h" || a == "-?" ||
            a == "--help-all")
            return true;
    }
    return false;
}

QStringList GuiOptions::forwardedArguments() const
{
    QStringList out;
    if (!page.isEmpty())
        out << QStringLiteral("--page") << page;
    if (!lookUp.isEmpty())
        out << QStringLiteral("--status") << lookUp;
    return out;
}

} // namespace paydesk::ui
