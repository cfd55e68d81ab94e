#pragma once

#include "core/Address.h"

#include <QHash>
#include <QObject>
#include <QString>
#include <any>
#include <functional>
#include <optional>
#include <type_traits>
#include <utility>

namespace paydesk::x402 {

// The keys of the wallets in Paydesk as the payment seams take them: one provider per chain
// family, each in its family's own type (solana::SolanaPaymentFlow::KeyProvider,
// evm::EvmPaymentFlow::KeyProvider, a registered family's). Every face hands one WalletKeys to
// the seams instead of a field per family; a family's own code asks for its provider by type.
// A family without one signs nothing. A provider is a callable
// `(const QString &address, QObject *context, Callback done)` that calls `done(key, error)`
// exactly once; `done(std::nullopt, why)` when it hands out no key.
class WalletKeys
{
public:
    // The provider's type is named (set<solana::SolanaPaymentFlow::KeyProvider>(...)): of()
    // finds it by that type, so a lambda is stored as the type its family asks for.
    template <class Provider> void set(Chain family, std::type_identity_t<Provider> provider)
    {
        m_providers.insert(family, std::any(std::move(provider)));
    }
    bool has(Chain family) const { return m_providers.contains(family); }
    // The family's provider, behind the gate when one is set; empty when the family has none
    // (or one of another type: a caller's slip).
    template <class Provider> Provider of(Chain family) const
    {
        const auto it = m_providers.constFind(family);
        const Provider *inner = it == m_providers.cend() ? nullptr : std::any_cast<Provider>(&*it);
        if (!inner || !*inner)
            return {};
        if (!m_gate)
            return *inner;
        return
            [gate = m_gate, inner = *inner](const QString &address, QObject *context, auto done) {
                if (const QString why = gate(); !why.isEmpty())
                    return done(std::nullopt, why);
                inner(address, context, std::move(done));
            };
    }
    // A check every provider asks first (the app lock): a sentence when no key may be handed
    // out now, empty when it may.
    using Gate = std::function<QString()>;
    void setGate(Gate gate) { m_gate = std::move(gate); }

private:
    QHash<Chain, std::any> m_providers;
    Gate m_gate;
};

} // namespace paydesk::x402
