#include "ApiKeyController.h"

namespace paydesk {

namespace {
// A status lookup of an id that does not exist: 404 proves the key was accepted, without
// touching any wallet.
const QString kProbeId = QStringLiteral("pay_paydesk_key_check");

SecureBytes secureCopy(const QString &text)
{
    // Trimmed as a view: no unwiped trimmed copy of the key.
    QByteArray utf8 = text.toUtf8();
    SecureBytes out = SecureBytes::copyOf(QByteArrayView(utf8).trimmed());
    SecureBytes::wipe(utf8);
    return out;
}
} // namespace

ApiKeyController::ApiKeyController(SecretStore *secrets, QNetworkAccessManager *network,
                                   ServiceClient *active, QObject *parent)
    : QObject(parent), m_secrets(secrets), m_network(network), m_active(active)
{}

void ApiKeyController::setState(KeyState s)
{
    if (s == m_state)
        return;
    m_state = s;
    Q_EMIT keyStateChanged(s);
}

void ApiKeyController::setBusy(bool busy)
{
    if (busy == m_busy)
        return;
    m_busy = busy;
    Q_EMIT busyChanged(busy);
}

void ApiKeyController::markInMemory()
{
    m_keychainError.clear();
    setState(KeyState::InMemory);
}

void ApiKeyController::load(const QUrl &url)
{
    m_loadedFor = url;
    setState(KeyState::Loading);
    SecretJob *job = m_secrets->read(SecretStore::apiKeyEntry(url));
    connect(job, &SecretJob::finished, this, [this, job, url]() {
        job->deleteLater();
        if (url != m_loadedFor)
            return; // a newer load started
        if (job->ok()) {
            m_keychainError.clear();
            m_active->setApiKey(job->takeSecret());
            setState(KeyState::Present);
        } else if (job->status() == SecretJob::Status::NotFound) {
            m_keychainError.clear();
            m_active->setApiKey({});
            setState(KeyState::Missing);
        } else {
            m_keychainError = job->errorText();
            m_active->setApiKey({});
            setState(KeyState::KeychainError);
        }
    });
}

void ApiKeyController::lookUp(const QUrl &url)
{
    SecretJob *job = m_secrets->read(SecretStore::apiKeyEntry(url));
    connect(job, &SecretJob::finished, this, [this, job, url]() {
        job->deleteLater();
        if (job->ok()) {
            const SecureBytes wiped = job->takeSecret(); // wiped when it goes out of scope
            Q_EMIT keyLookedUp(url, KeyState::Present, {});
        } else if (job->status() == SecretJob::Status::NotFound) {
            Q_EMIT keyLookedUp(url, KeyState::Missing, {});
        } else {
            Q_EMIT keyLookedUp(url, KeyState::KeychainError, job->errorText());
        }
    });
}

QString ApiKeyController::explain(TestResult result, const ApiError &error)
{
    switch (result) {
    case TestResult::Valid:
        return tr("The key works: the service accepted it.");
    case TestResult::Invalid:
        return tr("The service refused the key (401): it is missing, mistyped or has been "
                  "deleted. Copy it again from the API Keys section of your account dashboard.");
    case TestResult::Forbidden:
        return tr("The key is valid, but its plan does not include the hosted payment endpoints "
                  "(403). Use a key whose plan includes them, or upgrade the plan.");
    case TestResult::Unreachable:
        return tr("The service could not be reached to test the key. %1").arg(error.userText());
    case TestResult::Failed:
        break;
    }
    return tr("The key could not be tested: %1").arg(error.userText());
}

void ApiKeyController::test(const QUrl &url, const QString &key)
{
    startTest(url, QStringView(key).trimmed().isEmpty() ? SecureBytes() : secureCopy(key), false);
}

void ApiKeyController::rotate(const QUrl &url, const QString &newKey)
{
    startTest(url, secureCopy(newKey), true);
}

void ApiKeyController::save(const QUrl &url, const QString &key)
{
    store(url, secureCopy(key), false);
}

void ApiKeyController::cancel()
{
    if (m_probeReply)
        m_probeReply->abort();
}

void ApiKeyController::startTest(const QUrl &url, SecureBytes key, bool forRotation)
{
    if (m_busy)
        return;
    ServiceClient *client = m_active;
    const bool useActive = key.isEmpty() && !forRotation;
    std::shared_ptr<SecureBytes> candidate;
    if (!useActive) {
        ServiceConfig cfg = m_active->config();
        cfg.baseUrl = url;
        cfg.maxGetAttempts = 1;
        candidate = std::make_shared<SecureBytes>(SecureBytes::copyOf(key.view()));
        m_probe = std::make_unique<ServiceClient>(m_network, cfg);
        m_probe->setApiKey(std::move(key));
        client = m_probe.get();
    }
    setBusy(true);
    ApiReply *reply = client->paymentStatus(kProbeId);
    m_probeReply = reply;
    connect(reply, &ApiReply::finished, this, [this, reply, url, candidate, forRotation]() {
        reply->deleteLater();
        const ApiError err = reply->error();
        TestResult result = TestResult::Failed;
        if (reply->ok() || err.code() == u"NOT_FOUND")
            result = TestResult::Valid;
        else if (err.code() == u"UNAUTHORIZED")
            result = TestResult::Invalid;
        else if (err.code() == u"FORBIDDEN")
            result = TestResult::Forbidden;
        else if (err.kind() == ApiError::Kind::Network || err.kind() == ApiError::Kind::Timeout ||
                 err.kind() == ApiError::Kind::Tls)
            result = TestResult::Unreachable;
        setBusy(false);
        Q_EMIT tested(result, explain(result, err));
        if (!forRotation)
            return;
        if (result == TestResult::Valid)
            store(url, std::move(*candidate), true);
        else
            Q_EMIT rotated(false, tr("The new key was not stored and the old key is still in "
                                     "use: %1")
                                      .arg(explain(result, err)));
    });
}

void ApiKeyController::store(const QUrl &url, SecureBytes key, bool forRotation)
{
    if (key.isEmpty()) {
        Q_EMIT saved(false, tr("Enter the API key first."));
        return;
    }
    setBusy(true);
    auto held = std::make_shared<SecureBytes>(std::move(key));
    SecretJob *job = m_secrets->write(SecretStore::apiKeyEntry(url), *held);
    connect(job, &SecretJob::finished, this, [this, job, held, forRotation]() {
        job->deleteLater();
        setBusy(false);
        if (!job->ok()) {
            const QString why =
                tr("The key could not be stored in the system keychain: %1").arg(job->errorText());
            Q_EMIT saved(false, why);
            if (forRotation)
                Q_EMIT rotated(false, why);
            return;
        }
        // The keychain entry now holds the new key: the old one is gone from this computer.
        m_active->setApiKey(std::move(*held));
        m_keychainError.clear();
        setState(KeyState::Present);
        Q_EMIT saved(true, tr("The API key is stored in the system keychain and in use."));
        if (forRotation)
            Q_EMIT rotated(true, tr("The new key is tested, stored and in use; the old key was "
                                    "deleted from the keychain. Delete it in your account "
                                    "dashboard too."));
    });
}

} // namespace paydesk
