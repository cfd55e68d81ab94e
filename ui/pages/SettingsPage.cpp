#include "SettingsPage.h"

#include "shell/LockSettingsBox.h"
#include "widgets/DiagnosticsBox.h"
#include "widgets/PreferencesBox.h"
#include "widgets/ServiceSettingsBox.h"
#include "widgets/WalletSettingsBox.h"

#include <QLineEdit>
#include <QRadioButton>
#include <QVBoxLayout>

namespace paydesk::ui {

SettingsPage::SettingsPage(const Parts &parts, QWidget *parent)
    : PageFrame(tr("Settings"),
                tr("The service Paydesk pays through, your wallets and preferences. The API key "
                   "is kept in the system keychain, never in a settings file."),
                parent)
{
    m_service = new ServiceSettingsBox(parts.service, contentWidget());
    m_service->setObjectName(QStringLiteral("serviceSettings"));
    m_wallets = new WalletSettingsBox(parts.wallets, contentWidget());
    m_wallets->setObjectName(QStringLiteral("walletSettings"));
    m_preferences = new PreferencesBox(parts.settings, contentWidget());
    m_preferences->setObjectName(QStringLiteral("preferences"));
    content()->addWidget(m_service);
    content()->addWidget(m_wallets);
    content()->addWidget(m_preferences);
    m_lock = new LockSettingsBox(parts.appLock, contentWidget());
    content()->addWidget(m_lock);
    m_diagnostics = new DiagnosticsBox(parts.dataDir, contentWidget()); // "Open log folder"
    content()->addWidget(m_diagnostics);
    m_diagnostics->setObjectName(QStringLiteral("diagnostics"));
    content()->addStretch(1);
}

void SettingsPage::focusKey()
{
    m_service->focusKey();
}

void SettingsPage::focusService()
{
    m_service->serviceButton()->setChecked(true);
    m_service->urlEdit()->setFocus();
}

} // namespace paydesk::ui
