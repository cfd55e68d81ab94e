#include "KeyCache.h"

#include "payments/kits/ChainKits.h"

namespace paydesk {

KeyCache::KeyCache(const x402::WalletKeys &keys, int idleSeconds, QObject *parent)
    : QObject(parent), m_given(keys), m_idleSeconds(std::max(0, idleSeconds))
{
    m_idle.setSingleShot(true);
    connect(&m_idle, &QTimer::timeout, this, &KeyCache::clear);
}

KeyCache::~KeyCache()
{
    clear();
}

x402::WalletKeys KeyCache::keys()
{
    x402::WalletKeys out = m_given;
    x402::ChainKits::standard().forEach([this, &out](const x402::ChainKit &kit) {
        if (m_given.has(kit.family()))
            kit.cacheKeys(out, m_given, *this);
    });
    return out;
}

int KeyCache::heldKeys() const
{
    int n = 0;
    for (const auto &[family, slots] : m_slots)
        n += slots->size();
    return n;
}

void KeyCache::clear()
{
    for (const auto &[family, slots] : m_slots)
        slots->clear();
}

void KeyCache::touch()
{
    if (m_idleSeconds > 0)
        m_idle.start(m_idleSeconds * 1000);
}

} // namespace paydesk
