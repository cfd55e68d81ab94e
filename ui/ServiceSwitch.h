#pragma once

#include <QString>
#include <QUrl>
#include <functional>

namespace paydesk {
class ServiceLink;
}

namespace paydesk::ui {

// How a settings view changes the service Paydesk talks to, without holding the context: the
// face (ViewParts) fills in the actions. `link` says which service is in use now.
struct ServiceSwitch
{
    const ServiceLink *link = nullptr;
    // Starts the built-in sandbox (when not running already) and talks to it.
    std::function<bool(QString *error)> useSandbox;
    // A configured service (HTTPS off loopback) with the API key stored for it.
    std::function<bool(const QUrl &url, QString *error)> useService;
    // A new sandbox wallet with test funds, added to the wallet list: its address, or empty when
    // the sandbox is not in use or could not make one.
    std::function<QString(const QString &label)> createDemoWallet;
};

} // namespace paydesk::ui
