#include "AgentIdentity.h"

#include "store/AgentStore.h"
#include "wallet/AgentTokens.h"

namespace paydesk::agents {

AgentIdentity::AgentIdentity(const AppData &data, QObject *parent) : QObject(parent), m_data(data)
{}

void AgentIdentity::verify(QByteArray token, const Done &done)
{
    token = token.trimmed();
    const QString hash = AgentStore::tokenHash(token);
    const std::optional<Agent> agent =
        token.isEmpty() ? std::nullopt : m_data.agents->findByTokenHash(hash);
    if (!agent) {
        done({{},
              QStringLiteral("unknown_agent"),
              token.isEmpty()
                  ? tr("No agent token: give the token 'paydesk-cli agent add' printed "
                       "(PAYDESK_AGENT_TOKEN for paydesk-cli mcp, the Proxy-Authorization "
                       "header for the proxy). Nothing can be paid without it.")
                  : tr("This agent token is not one Paydesk made, or its agent was removed: "
                       "ask the user for the agent's token ('paydesk-cli agent token NAME'). "
                       "Nothing was paid.")});
        SecureBytes::wipe(token);
        return;
    }
    if (m_confirmed.value(hash) == agent->name) {
        SecureBytes::wipe(token);
        return done({agent->name, {}, {}});
    }
    auto presented = std::make_shared<QByteArray>(token);
    presented->detach();
    SecureBytes::wipe(token);
    SecretJob *job = wallet::AgentTokens(m_data.secrets).read(agent->name);
    connect(
        job, &SecretJob::finished, this, [this, job, presented, hash, done, name = agent->name]() {
            job->deleteLater();
            const SecureBytes stored = job->takeSecret();
            const bool same = job->ok() && wallet::AgentTokens::same(stored, *presented);
            SecureBytes::wipe(*presented);
            if (!same)
                return done({{},
                             QStringLiteral("unknown_agent"),
                             job->ok() ? tr("This agent token is no longer valid: ask the user for "
                                            "the agent's current token. Nothing was paid.")
                                       : tr("Paydesk could not read the agent's token from the "
                                            "keychain (%1), so it pays nothing.")
                                             .arg(job->errorText())});
            m_confirmed.insert(hash, name);
            done({name, {}, {}});
        });
}

} // namespace paydesk::agents
