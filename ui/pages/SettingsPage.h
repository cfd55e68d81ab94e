#pragma once

#include "PageFrame.h"
#include "widgets/ServiceSettingsBox.h"
#include "widgets/WalletSettingsBox.h"

namespace paydesk {
class AppLock;
}

namespace paydesk::ui {

class DiagnosticsBox;
class LockSettingsBox;
class PreferencesBox;

// Settings: the payment service and its API key, the wallets, preferences.
class SettingsPage : public PageFrame
{
    Q_OBJECT
public:
    struct Parts
    {
        ServiceSettingsBox::Parts service;
        WalletSettingsBox::Parts wallets;
        SettingsModel *settings = nullptr;
        AppLock *appLock = nullptr;
        QString dataDir; // where the log folder is
    };

    explicit SettingsPage(const Parts &parts, QWidget *parent = nullptr);

public Q_SLOTS:
    void focusKey();
    void focusService();

private:
    ServiceSettingsBox *m_service;
    WalletSettingsBox *m_wallets;
    PreferencesBox *m_preferences;
    DiagnosticsBox *m_diagnostics;
    LockSettingsBox *m_lock;
};

} // namespace paydesk::ui
