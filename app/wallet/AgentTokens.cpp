#include "AgentTokens.h"

#include <algorithm>
#include <sodium.h>
#include <string_view>

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
    static constexpr std::string_view prefix = "pdk_agent_";
    const std::string_view encoded(text); // sodium_bin2base64 ends it with a NUL
    SecureBytes token(prefix.size() + encoded.size());
    std::copy(prefix.begin(), prefix.end(), token.data());
    std::copy(encoded.begin(), encoded.end(), token.data() + prefix.size());
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
