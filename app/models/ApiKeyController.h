#pragma once

#include "api/ServiceClient.h"
#include "wallet/SecretStore.h"

#include <QObject>
#include <QPointer>
#include <memory>

namespace paydesk {

// The API key's life in the app: read from the OS keychain into the active client, tested
// against the service (401 and 403 explained), stored once, rotated (the new key is tested
// before it replaces the old one, which is then deleted from the keychain). The key is never
// written anywhere else.
class ApiKeyController : public QObject
{
    Q_OBJECT
public:
    enum class TestResult
    {
        Valid,
        Invalid,   // 401: missing, malformed or unknown key
        Forbidden, // 403: the plan does not include the hosted endpoints
        Unreachable,
        Failed
    };
    Q_ENUM(TestResult)
    enum class KeyState
    {
        Unknown,
        Loading,
        Present,
        Missing,
        KeychainError,
        InMemory // the built-in sandbox's generated key: never stored
    };
    Q_ENUM(KeyState)

    ApiKeyController(SecretStore *secrets, QNetworkAccessManager *network, ServiceClient *active,
                     QObject *parent = nullptr);

    KeyState keyState() const { return m_state; }
    QString keychainError() const { return m_keychainError; }
    bool isBusy() const { return m_busy; }

    // Reads the stored key of `url` into the active client.
    void load(const QUrl &url);
    void markInMemory(); // the active client got a key that is not stored (sandbox)
    // Tests `key` (empty: the active client's key) against `url` with one cheap request.
    void test(const QUrl &url, const QString &key);
    // Stores `key` for `url` and makes it active.
    void save(const QUrl &url, const QString &key);
    // Tests `newKey`; when valid, stores it in place of the old one and makes it active.
    void rotate(const QUrl &url, const QString &newKey);
    void cancel();
    // Whether a key is stored for `url` (another service's, before a switch): keyLookedUp()
    // answers Present, Missing or KeychainError. The key itself is wiped at once, never kept.
    void lookUp(const QUrl &url);

    static QString explain(TestResult result, const ApiError &error);

Q_SIGNALS:
    void keyStateChanged(paydesk::ApiKeyController::KeyState state);
    void busyChanged(bool busy);
    void tested(paydesk::ApiKeyController::TestResult result, const QString &message);
    void saved(bool ok, const QString &message);
    void rotated(bool ok, const QString &message);
    void keyLookedUp(const QUrl &url, paydesk::ApiKeyController::KeyState state,
                     const QString &keychainError);

private:
    void setState(KeyState s);
    void setBusy(bool busy);
    void startTest(const QUrl &url, SecureBytes key, bool forRotation);
    void store(const QUrl &url, SecureBytes key, bool forRotation);

    SecretStore *m_secrets;
    QNetworkAccessManager *m_network;
    ServiceClient *m_active;
    KeyState m_state = KeyState::Unknown;
    QString m_keychainError;
    bool m_busy = false;
    std::unique_ptr<ServiceClient> m_probe;
    QPointer<ApiReply> m_probeReply;
    QUrl m_loadedFor;
};

} // namespace paydesk
