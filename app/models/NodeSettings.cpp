#include "NodeSettings.h"

#include "SettingsModel.h"
#include "api/ServiceConfig.h"

namespace paydesk {

NodeSettings::NodeSettings(SettingsModel *settings, QNetworkAccessManager *network,
                           QString keyPrefix, QString choiceKey, QObject *parent)
    : QObject(parent), m_settings(settings), m_network(network), m_keyPrefix(std::move(keyPrefix)),
      m_choiceKey(std::move(choiceKey))
{}

QString NodeSettings::key(const QString &what) const
{
    return QStringLiteral("%1/%2/%3").arg(m_keyPrefix, m_profile, what);
}

bool NodeSettings::isSandboxAvailable() const
{
    return m_profile == u"sandbox" || ServiceConfig::hasSandboxChains(m_serviceUrl);
}

std::optional<NodeSettings::Choice> NodeSettings::choice(const QString &name) const
{
    for (const Choice &c : choices())
        if (c.name == name)
            return c;
    return std::nullopt;
}

bool NodeSettings::onSandbox() const
{
    const auto c = choice(m_chosen);
    return c && c->sandbox;
}

void NodeSettings::setProfile(const QString &profile, const QUrl &serviceUrl)
{
    m_profile = profile;
    m_serviceUrl = serviceUrl;
    const QString stored = m_settings->value(key(m_choiceKey)).toString();
    const auto c = choice(stored);
    m_chosen =
        c && (!c->sandbox || isSandboxAvailable()) ? stored : defaultChoice(isSandboxAvailable());
    apply();
}

QUrl NodeSettings::urlOf(const QString &name) const
{
    const auto c = choice(name);
    if (!c)
        return {};
    if (c->sandbox)
        return publicUrl(name);
    const QString own = m_settings->value(key(QStringLiteral("url/") + name)).toString();
    if (!own.isEmpty() || c->custom)
        return QUrl(own);
    return publicUrl(name);
}

bool NodeSettings::hasOwnUrlOf(const QString &name) const
{
    const auto c = choice(name);
    return c && !c->sandbox &&
           !m_settings->value(key(QStringLiteral("url/") + name)).toString().isEmpty();
}

bool NodeSettings::chooseNamed(const QString &name, const QString &url, QString *error)
{
    const auto c = choice(name);
    QString why;
    const QString text = url.trimmed();
    if (!c)
        why = tr("Choose one of the networks listed."); // a caller's slip, never a view's
    else if (c->sandbox && !isSandboxAvailable())
        why = sandboxMissing();
    else if (c->custom && text.isEmpty())
        why = tr("Enter the URL of the RPC endpoint, e.g. https://rpc.example.com.");
    else if (!text.isEmpty() && !c->sandbox)
        acceptsUrl(text, &why);
    if (!why.isEmpty()) {
        if (error)
            *error = why;
        return false;
    }
    if (!c->sandbox)
        m_settings->setValue(key(QStringLiteral("url/") + name), text);
    m_settings->setValue(key(m_choiceKey), name);
    m_chosen = name;
    apply();
    return true;
}

void NodeSettings::apply()
{
    const QUrl url = endpoint();
    if (m_followed == url)
        return;
    m_followed = url;
    follow(url);
    Q_EMIT endpointChanged(url);
}

x402::ChainNodes NodeSettings::chainNodes(const QList<NodeSettings *> &settings, bool paying)
{
    x402::ChainNodes nodes;
    for (NodeSettings *s : settings)
        if (s)
            nodes.set(s->family(), s->client(), paying ? s->paysOn() : QString());
    return nodes;
}

void NodeSettings::checkHealth(const QUrl &url)
{
    delete m_check.data();
    const QUrl target = url.isEmpty() ? endpoint() : url;
    if (!target.isValid() || target.isEmpty()) {
        Q_EMIT healthChecked(false, tr("No RPC endpoint is set."));
        return;
    }
    auto *holder = new QObject(this);
    m_check = holder;
    startCheck(target, holder, [this, holder](bool healthy, const QString &text) {
        holder->deleteLater();
        m_check.clear();
        Q_EMIT healthChecked(healthy, text);
    });
}

} // namespace paydesk
