#pragma once

#include "PageFrame.h"

namespace paydesk {
class AppContext;
}

namespace paydesk::ui {

class DiagnosticsBox;
class LockSettingsBox;
class PreferencesBox;
class ServiceSettingsBox;
class WalletSettingsBox;

// Settings: the payment service and its API key, the wallets, preferences.
class SettingsPage : public PageFrame
{
    Q_OBJECT
public:
    explicit SettingsPage(AppContext *context, QWidget *parent = nullptr);

    ServiceSettingsBox *serviceBox() const { return m_service; }
    WalletSettingsBox *walletBox() const { return m_wallets; }
    PreferencesBox *preferencesBox() const { return m_preferences; }
    DiagnosticsBox *diagnosticsBox() const { return m_diagnostics; }
    LockSettingsBox *lockBox() const { return m_lock; }

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
