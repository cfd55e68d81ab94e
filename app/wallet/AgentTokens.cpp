#include "AgentTokens.h"

#include <cstring>
#include <sodium.h>

namespace paydesk::wallet {

QString AgentTokens::entryFor(const QString &agent)
{
    return QStringLiteral("agent-token:") + agent;
}

SecureBytes AgentTokens::generate()
{
    unsigned char random[32];
    randombytes_buf(random, sizeof random);
    char text[sodium_base64_ENCODED_LEN(sizeof random, sodium_base64_VARIANT_URLSAFE_NO_PADDING)];
    sodium_bin2base64(text, sizeof text, random, sizeof random,
                      sodium_base64_VARIANT_URLSAFE_NO_PADDING);
    static constexpr char prefix[] = "pdk_agent_";
    const size_t textLength = std::strlen(text);
    SecureBytes token(sizeof prefix - 1 + textLength);
    std::memcpy(token.data(), prefix, sizeof prefix - 1);
    std::memcpy(token.data() + sizeof prefix - 1, text, textLength);
    sodium_memzero(random, sizeof random);
    sodium_memzero(text, sizeof text);
    return token;
}

bool AgentTokens::same(const SecureBytes &stored, const QByteArray &presented)
{
    return !stored.isEmpty() && stored.size() == size_t(presented.size()) &&
           sodium_memcmp(stored.data(), presented.constData(), stored.size()) == 0;
}

SecretJob *AgentTokens::save(const QString &agent, const SecureBytes &token)
{
    return m_store->write(entryFor(agent), token);
}

SecretJob *AgentTokens::read(const QString &agent)
{
    return m_store->read(entryFor(agent));
}

SecretJob *AgentTokens::remove(const QString &agent)
{
    return m_store->remove(entryFor(agent));
}

} // namespace paydesk::wallet
