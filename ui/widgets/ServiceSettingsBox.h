#pragma once

#include "ServiceSwitch.h"
#include "models/ApiKeyController.h"

#include <QGroupBox>

class QLabel;
class QLineEdit;
class QPushButton;
class QRadioButton;

namespace paydesk {
class SecretStore;
class SettingsModel;
} // namespace paydesk

namespace paydesk::ui {

class FieldHint;

// Which payment service Paydesk talks to: the built-in sandbox or a service URL (HTTPS off this
// computer), and that service's API key: entered once and stored in the OS keychain, tested
// (401 / 403 explained), rotated (the new key is tested before it replaces the old one).
class ServiceSettingsBox : public QGroupBox
{
    Q_OBJECT
public:
    struct Parts
    {
        ServiceSwitch service;
        ApiKeyController *apiKeys = nullptr;
        SettingsModel *settings = nullptr;
    };

    explicit ServiceSettingsBox(const Parts &parts, QWidget *parent = nullptr);

    void focusKey();
    QRadioButton *serviceButton() const { return m_service; }
    QLineEdit *urlEdit() const { return m_url; }

private:
    QUrl m_pendingSwitch; // "Use this service" waits for the typed key's test and storage
    QUrl m_lookingUp;     // ... or for the keychain to say whether a key is stored
    void syncFromService();
    void updateKeyState();
    void updateEnabled();
    void apply();
    // The switch itself, once the key is known to be stored for `url`.
    void switchTo(const QUrl &url);
    void onKeyLookedUp(const QUrl &url, ApiKeyController::KeyState state,
                       const QString &keychainError);
    QUrl enteredUrl() const;

    Parts m_parts;
    QRadioButton *m_sandbox;
    QRadioButton *m_service;
    QLineEdit *m_url;
    FieldHint *m_urlHint;
    QLabel *m_keyState;
    QLineEdit *m_key;
    QPushButton *m_test;
    QPushButton *m_save;
    QPushButton *m_rotate;
    QWidget *m_rotateRow;
    QLineEdit *m_newKey;
    QPushButton *m_replace;
    FieldHint *m_result;
    QPushButton *m_apply;
};

} // namespace paydesk::ui
