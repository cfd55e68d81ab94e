#include "ServiceSettingsBox.h"

#include "FieldHint.h"
#include "FormRow.h"
#include "models/ServiceLink.h"
#include "models/SettingsModel.h"

#include <QButtonGroup>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QVBoxLayout>

namespace paydesk::ui {

ServiceSettingsBox::ServiceSettingsBox(const Parts &parts, QWidget *parent)
    : QGroupBox(tr("Payment service"), parent), m_parts(parts)
{
    auto *v = new QVBoxLayout(this);
    m_sandbox =
        new QRadioButton(tr("&Built-in sandbox: test funds only, runs on this computer"), this);
    m_sandbox->setObjectName(QStringLiteral("useSandbox"));
    m_service = new QRadioButton(tr("A payment &service:"), this);
    auto *group = new QButtonGroup(this);
    group->addButton(m_sandbox);
    group->addButton(m_service);
    v->addWidget(m_sandbox);
    v->addWidget(m_service);

    auto *form = new QFormLayout;
    form->setContentsMargins(24, 0, 0, 0);
    m_url = new QLineEdit(this);
    m_url->setAccessibleName(tr("Service URL"));
    m_url->setPlaceholderText(QStringLiteral("https://api.example.com"));
    m_urlHint = new FieldHint(tr("HTTPS is required; http:// only for this computer."), this);
    auto *urlBlock = new QVBoxLayout;
    urlBlock->addWidget(m_url);
    urlBlock->addWidget(m_urlHint);
    addFormRow(form, tr("Service &URL:"), m_url, urlBlock);

    m_keyState = new QLabel(this);
    m_keyState->setObjectName(QStringLiteral("keyState"));
    m_keyState->setWordWrap(true);
    form->addRow(tr("API key:"), m_keyState);
    auto *keyRow = new QHBoxLayout;
    m_key = new QLineEdit(this);
    m_key->setObjectName(QStringLiteral("apiKey"));
    m_key->setEchoMode(QLineEdit::Password);
    m_key->setAccessibleName(tr("API key"));
    m_key->setPlaceholderText(tr("Paste the key from your account dashboard"));
    m_test = new QPushButton(tr("&Test key"), this);
    m_test->setObjectName(QStringLiteral("testConnection"));
    m_save = new QPushButton(tr("S&ave key"), this);
    m_save->setObjectName(QStringLiteral("saveService"));
    keyRow->addWidget(m_key, 1);
    keyRow->addWidget(m_test);
    keyRow->addWidget(m_save);
    form->addRow(QString(), keyRow);
    m_rotate = new QPushButton(tr("&Rotate key…"), this);
    m_rotate->setObjectName(QStringLiteral("rotateKey"));
    m_rotateRow = new QWidget(this);
    auto *rotateLayout = new QHBoxLayout(m_rotateRow);
    rotateLayout->setContentsMargins(0, 0, 0, 0);
    m_newKey = new QLineEdit(m_rotateRow);
    m_newKey->setObjectName(QStringLiteral("newApiKey"));
    m_newKey->setEchoMode(QLineEdit::Password);
    m_newKey->setAccessibleName(tr("New API key"));
    m_newKey->setPlaceholderText(tr("The new key"));
    m_replace = new QPushButton(tr("Test and re&place"), m_rotateRow);
    rotateLayout->addWidget(m_newKey, 1);
    rotateLayout->addWidget(m_replace);
    m_rotateRow->setVisible(false);
    auto *rotateBlock = new QVBoxLayout;
    rotateBlock->addWidget(m_rotate, 0, Qt::AlignLeft);
    rotateBlock->addWidget(m_rotateRow);
    form->addRow(QString(), rotateBlock);
    m_result = new FieldHint(this);
    m_result->setObjectName(QStringLiteral("serviceResult"));
    form->addRow(QString(), m_result);
    v->addLayout(form);

    auto *applyRow = new QHBoxLayout;
    m_apply = new QPushButton(tr("&Use this service"), this);
    m_apply->setObjectName(QStringLiteral("applyService"));
    applyRow->addStretch();
    applyRow->addWidget(m_apply);
    v->addLayout(applyRow);

    ApiKeyController *keys = parts.apiKeys;
    connect(keys, &ApiKeyController::keyLookedUp, this, &ServiceSettingsBox::onKeyLookedUp);
    connect(m_sandbox, &QRadioButton::toggled, this, &ServiceSettingsBox::updateEnabled);
    connect(m_url, &QLineEdit::textChanged, this, &ServiceSettingsBox::updateEnabled);
    connect(m_key, &QLineEdit::textChanged, this, &ServiceSettingsBox::updateEnabled);
    // The key caption speaks of the service being typed, not of the one in use.
    connect(m_sandbox, &QRadioButton::toggled, this, &ServiceSettingsBox::updateKeyState);
    connect(m_url, &QLineEdit::textChanged, this, &ServiceSettingsBox::updateKeyState);
    connect(m_key, &QLineEdit::textChanged, this, &ServiceSettingsBox::updateKeyState);
    connect(m_test, &QPushButton::clicked, this, [this, keys]() {
        m_result->setText(tr("Testing the key…"));
        keys->test(m_parts.service.link->isSandbox() && m_sandbox->isChecked()
                       ? m_parts.service.link->url()
                       : enteredUrl(),
                   m_key->text());
    });
    connect(m_save, &QPushButton::clicked, this,
            [this, keys]() { keys->save(enteredUrl(), m_key->text()); });
    connect(m_rotate, &QPushButton::clicked, this, [this]() {
        m_rotateRow->setVisible(true);
        m_newKey->setFocus();
    });
    connect(m_replace, &QPushButton::clicked, this, [this, keys]() {
        m_result->setText(tr("Testing the new key…"));
        keys->rotate(enteredUrl(), m_newKey->text());
    });
    connect(keys, &ApiKeyController::tested, this,
            [this](ApiKeyController::TestResult r, const QString &message) {
                if (r == ApiKeyController::TestResult::Valid)
                    m_result->showOk(message);
                else
                    m_result->showProblem(message);
            });
    connect(keys, &ApiKeyController::saved, this, [this](bool ok, const QString &message) {
        if (ok) {
            m_key->clear();
            m_result->showOk(message);
        } else {
            m_result->showProblem(message);
        }
    });
    connect(keys, &ApiKeyController::rotated, this, [this](bool ok, const QString &message) {
        const QUrl pending = std::exchange(m_pendingSwitch, QUrl());
        if (pending.isValid()) { // "Use this service" with a typed key: tested and stored
            if (!ok)
                return m_result->showProblem(
                    tr("%1 Paydesk still uses the previous service.").arg(message));
            m_key->clear();
            return switchTo(pending);
        }
        if (ok) {
            m_newKey->clear();
            m_rotateRow->setVisible(false);
            m_result->showOk(message);
        } else {
            m_result->showProblem(message);
        }
    });
    connect(keys, &ApiKeyController::keyStateChanged, this, &ServiceSettingsBox::updateKeyState);
    connect(keys, &ApiKeyController::busyChanged, this, &ServiceSettingsBox::updateEnabled);
    connect(parts.service.link, &ServiceLink::changed, this, &ServiceSettingsBox::syncFromService);
    connect(m_apply, &QPushButton::clicked, this, &ServiceSettingsBox::apply);
    syncFromService();
}

QUrl ServiceSettingsBox::enteredUrl() const
{
    return QUrl::fromUserInput(m_url->text().trimmed());
}

void ServiceSettingsBox::syncFromService()
{
    (m_parts.service.link->isSandbox() ? m_sandbox : m_service)->setChecked(true);
    const QUrl saved = m_parts.settings->serviceUrl();
    if (m_url->text().isEmpty() && saved.isValid())
        m_url->setText(saved.toString());
    updateKeyState();
    updateEnabled();
}

void ServiceSettingsBox::updateKeyState()
{
    using S = ApiKeyController::KeyState;
    const bool another = m_service->isChecked() && (m_parts.service.link->isSandbox() ||
                                                    enteredUrl() != m_parts.service.link->url());
    if (another) {
        m_keyState->setText(
            m_key->text().trimmed().isEmpty()
                ? tr("Enter this service's API key: \"Use this service\" tests it, stores it in "
                     "the system keychain, then switches.")
                : tr("\"Use this service\" tests this key, stores it in the system keychain, "
                     "then switches."));
        return;
    }
    switch (m_parts.apiKeys->keyState()) {
    case S::InMemory:
        m_keyState->setText(tr("The sandbox's key: generated for this session and kept in memory "
                               "only."));
        break;
    case S::Present:
        m_keyState->setText(tr("Stored in the system keychain."));
        break;
    case S::Missing:
        m_keyState->setText(tr("No key stored for this service yet: enter it below."));
        break;
    case S::Loading:
        m_keyState->setText(tr("Reading the key from the system keychain…"));
        break;
    case S::KeychainError:
        m_keyState->setText(
            tr("The system keychain is not available: %1").arg(m_parts.apiKeys->keychainError()));
        break;
    case S::Unknown:
        m_keyState->setText(tr("Not loaded."));
        break;
    }
}

void ServiceSettingsBox::updateEnabled()
{
    const bool service = m_service->isChecked();
    const bool busy = m_parts.apiKeys->isBusy();
    QString why;
    const bool urlOk = ServiceConfig::validateBaseUrl(enteredUrl(), &why);
    if (!service || m_url->text().trimmed().isEmpty())
        m_urlHint->reset();
    else if (!urlOk)
        m_urlHint->showProblem(why);
    else
        m_urlHint->reset();
    m_url->setEnabled(service);
    m_key->setEnabled(service);
    m_save->setEnabled(service && urlOk && !m_key->text().trimmed().isEmpty() && !busy);
    m_test->setEnabled(!busy && (service ? urlOk : m_parts.service.link->isSandbox()));
    m_rotate->setEnabled(service && urlOk &&
                         m_parts.apiKeys->keyState() == ApiKeyController::KeyState::Present);
    m_replace->setEnabled(service && urlOk && !busy);
    m_apply->setEnabled(service ? urlOk : !m_parts.service.link->isSandbox());
}

void ServiceSettingsBox::apply()
{
    SettingsModel *settings = m_parts.settings;
    if (m_sandbox->isChecked()) {
        settings->setServiceMode(SettingsModel::ServiceMode::Sandbox);
        if (!m_parts.service.link->isSandbox()) {
            QString error;
            // What it said of the service before is no longer true: say what is.
            if (m_parts.service.useSandbox(&error))
                m_result->showOk(tr("Paydesk now uses its built-in sandbox: test funds only."));
            else
                m_result->showProblem(error);
        }
        return;
    }
    QString error;
    const QUrl url = enteredUrl();
    if (!ServiceConfig::validateBaseUrl(url, &error)) {
        m_urlHint->showProblem(error);
        return;
    }
    // One action: a typed key is tested and stored before the switch; without one, the switch
    // needs a key already stored for this service, or nothing changes and the user is told.
    if (!m_key->text().trimmed().isEmpty()) {
        m_pendingSwitch = url;
        m_result->setText(tr("Testing the key…"));
        m_parts.apiKeys->rotate(url, m_key->text());
        return;
    }
    if (!m_parts.service.link->isSandbox() && url == m_parts.service.link->url() &&
        m_parts.apiKeys->keyState() == ApiKeyController::KeyState::Present)
        return switchTo(url);
    m_lookingUp = url;
    m_parts.apiKeys->lookUp(url);
}

void ServiceSettingsBox::onKeyLookedUp(const QUrl &url, ApiKeyController::KeyState state,
                                       const QString &keychainError)
{
    if (url != m_lookingUp)
        return; // an earlier switch the user has since changed
    m_lookingUp.clear();
    if (state == ApiKeyController::KeyState::Present)
        return switchTo(url);
    if (state == ApiKeyController::KeyState::Missing) {
        m_result->showProblem(tr("No API key is stored for %1. Enter it above: \"Use this "
                                 "service\" then tests it, stores it and switches. Paydesk "
                                 "still uses the previous service.")
                                  .arg(url.toDisplayString()));
        m_key->setFocus();
        return;
    }
    m_result->showProblem(tr("The system keychain could not be read (%1), so the key of %2 "
                             "is unknown. Paydesk still uses the previous service.")
                              .arg(keychainError, url.toDisplayString()));
}

void ServiceSettingsBox::switchTo(const QUrl &url)
{
    QString error;
    SettingsModel *settings = m_parts.settings;
    if (!m_parts.service.useService(url, &error)) {
        m_urlHint->showProblem(error);
        return;
    }
    settings->setServiceUrl(url);
    settings->setServiceMode(SettingsModel::ServiceMode::Service);
    m_result->showOk(
        tr("Paydesk now uses %1, with the API key stored for it.").arg(url.toDisplayString()));
}

void ServiceSettingsBox::focusKey()
{
    if (!m_service->isChecked() && !m_parts.service.link->isSandbox())
        m_service->setChecked(true);
    m_key->setFocus();
}

} // namespace paydesk::ui
