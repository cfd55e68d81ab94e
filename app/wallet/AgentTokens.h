#pragma once

#include "SecretStore.h"
#include "core/SecureBytes.h"

#include <QString>

namespace paydesk::wallet {

// The tokens agents present to Paydesk (paydesk-cli mcp's PAYDESK_AGENT_TOKEN, the paying
// proxy's header), one keychain entry per agent ("agent-token:<name>"): made here, shown to the
// person who adds the agent, and compared in constant time. The database keeps only its SHA-256
// (AgentStore::tokenHash) to find the agent; a token whose entry is gone is refused.
class AgentTokens
{
public:
    explicit AgentTokens(SecretStore *store) : m_store(store) {}

    static QString entryFor(const QString &agent);
    // "pdk_agent_" and 43 characters of base64url: 256 random bits (libsodium).
    static SecureBytes generate();
    // Whether `presented` is `stored`, in time independent of where they differ.
    static bool same(const SecureBytes &stored, const QByteArray &presented);

    SecretJob *save(const QString &agent, const SecureBytes &token);
    SecretJob *read(const QString &agent);
    SecretJob *remove(const QString &agent);

private:
    SecretStore *m_store;
};

} // namespace paydesk::wallet
