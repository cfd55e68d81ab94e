#pragma once

#include "Address.h"

#include <algorithm>
#include <memory>
#include <vector>

namespace paydesk {

// The one part of each chain family that a layer asks for by family (its ChainKit, its local
// sends, ...): one registered object a family, the latest registration of a family winning, so a
// test can stand in for a family or add one of its own. `Part` answers family(). Not thread-safe:
// filled before use, in the GUI thread.
template <class Part> class FamilyRegistry
{
public:
    FamilyRegistry() = default;
    FamilyRegistry(const FamilyRegistry &) = delete;
    FamilyRegistry &operator=(const FamilyRegistry &) = delete;

    void add(std::unique_ptr<Part> part) { m_parts.insert(m_parts.begin(), std::move(part)); }
    // Takes back what add() registered; false when it is not here.
    bool remove(const Part *part)
    {
        const auto it = std::find_if(m_parts.begin(), m_parts.end(),
                                     [part](const auto &p) { return p.get() == part; });
        if (it == m_parts.end())
            return false;
        m_parts.erase(it);
        return true;
    }
    // The family's part, or null when none is registered.
    const Part *of(Chain family) const
    {
        for (const auto &p : m_parts)
            if (p->family() == family)
                return p.get();
        return nullptr;
    }

    // Every registered part, the latest registration first.
    template <class F> void forEach(F &&f) const
    {
        for (const auto &p : m_parts)
            f(*p);
    }

private:
    std::vector<std::unique_ptr<Part>> m_parts;
};

} // namespace paydesk
