#pragma once

#include <QCoreApplication>
#include <QString>
#include <QStringList>
#include <optional>

namespace paydesk::ui {

// The desktop app's command line.
struct GuiOptions
{
    Q_DECLARE_TR_FUNCTIONS(GuiOptions)
public:
    bool sandbox = false; // --sandbox: use the built-in sandbox whatever is configured
    QString screenshot;   // --screenshot FILE: render, save a PNG, exit
    QString page;         // --page send|receive|history|status|settings
    int screenshotDelayMs = 600;
    QString theme;              // --theme light|dark (overrides the setting for this run)
    QString lookUp;             // --status PAYMENT_ID: open Status on this payment
    QString profileDir;         // --profile-dir DIR: settings and data in DIR (demos, tests)
    bool startupReport = false; // --startup-report: print start-up time and memory, exit

    // nullopt + message on a usage error; `exitNow` for --help / --version (message printed).
    static std::optional<GuiOptions> parse(const QStringList &arguments, QString *message,
                                           bool *exitNow);
    // True when argv asks only for text (--help, --version): answered before any display is
    // opened, so `paydesk --version` works on a machine without one.
    static bool wantsTextOnly(int argc, char **argv);
    // The arguments a second launch hands to the running instance (--page, --status), without
    // the program name; see SingleInstance.
    QStringList forwardedArguments() const;
};

} // namespace paydesk::ui
