#include "ConsumedProofs.h"

#include "SandboxStore.h"

namespace paydesk::sandbox {

ConsumedProofs::ConsumedProofs(SandboxStore *store) : m_store(store) {}

void ConsumedProofs::load()
{
    const QStringList keys = m_store->consumedProofs();
    m_consumed = QSet<QString>(keys.begin(), keys.end());
}

bool ConsumedProofs::reserve(const QString &key)
{
    if (m_consumed.contains(key) || m_inFlight.contains(key))
        return false;
    m_inFlight.insert(key);
    return true;
}

void ConsumedProofs::release(const QString &key)
{
    m_inFlight.remove(key);
}

void ConsumedProofs::consume(const QString &key)
{
    m_inFlight.remove(key);
    if (!m_consumed.contains(key)) {
        m_consumed.insert(key);
        m_store->insertConsumedProof(key);
    }
}

} // namespace paydesk::sandbox
