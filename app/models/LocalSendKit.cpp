#include "LocalSendKit.h"

#include "models/evm/EvmLocalSends.h"
#include "models/solana/SolanaLocalSends.h"

#include <QtGlobal>
#include <algorithm>

namespace paydesk {

LocalSendKits &LocalSendKits::standard()
{
    static LocalSendKits kits;
    static const bool filled = []() {
        kits.add(std::make_unique<EvmLocalSends>());
        kits.add(std::make_unique<SolanaLocalSends>());
        return true;
    }();
    Q_UNUSED(filled);
    return kits;
}

void LocalSendKits::add(std::unique_ptr<LocalSendKit> kit)
{
    m_kits.insert(m_kits.begin(), std::move(kit)); // the latest of a family wins
}

bool LocalSendKits::remove(const LocalSendKit *kit)
{
    const auto it =
        std::find_if(m_kits.begin(), m_kits.end(), [kit](const auto &k) { return k.get() == kit; });
    if (it == m_kits.end())
        return false;
    m_kits.erase(it);
    return true;
}

const LocalSendKit *LocalSendKits::of(Chain family) const
{
    for (const auto &k : m_kits)
        if (k->family() == family)
            return k.get();
    return nullptr;
}

} // namespace paydesk
