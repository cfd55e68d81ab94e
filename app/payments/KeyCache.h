#pragma once

#include "payments/kits/WalletKeys.h"

#include <QObject>
#include <QPointer>
#include <QTimer>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <vector>

namespace paydesk {

// The keys a long-running agent process (paydesk-cli mcp, paydesk-cli proxy) keeps between
// payments, so a burst of paid requests reads each wallet's key from the keychain once instead of
// once per payment (a Secret Service read is a D-Bus round trip with an encrypted session: most of
// what the proxy added to a paid request). Like ssh-agent's and gpg-agent's caches:
// - the keys stay only in SecureBytes (sodium_malloc: guarded, mlock'ed, wiped when freed), each
//   payment signing with its own copy;
// - all of them are wiped `idleSeconds` after the last payment that used any (0: nothing is kept,
//   every payment reads the keychain), and when the process ends;
// - loads of one wallet asked for at once share one keychain read; a failed read is not kept.
// Holding a key here gives the process nothing the unlocked keychain does not already give any
// program of the same user; the agent checks (budgets, sites, freeze) run before any key is used.
// Every family's keys go through it the same way: its kit wraps its own provider type with
// cached() (x402::ChainKit::cacheKeys); a family whose kit does not passes through, read each time.
class KeyCache : public QObject
{
    Q_OBJECT
public:
    KeyCache(const x402::WalletKeys &keys, int idleSeconds, QObject *parent = nullptr);
    ~KeyCache() override;

    // The providers of `keys`, each family's through this cache where its kit caches.
    x402::WalletKeys keys();

    // For a family's kit: `inner`, a provider of `Key`s (its KeyProvider type), through this
    // cache, with the same contract: one callback, later, on `context`. `copy` gives a caller its
    // own copy of a held key (the key types are move-only, their secrets in SecureBytes).
    template <class Key, class Provider>
    Provider cached(Chain family, Provider inner, std::function<Key(const Key &)> copy);

    int idleSeconds() const { return m_idleSeconds; }
    int heldKeys() const;
    int keychainReads() const { return m_reads; } // loads that reached the keychain
    void clear();                                 // wipes every key now

private:
    struct Held
    {
        virtual ~Held() = default;
        virtual void clear() = 0;
        virtual int size() const = 0;
    };
    template <class Key> struct Slots : Held
    {
        using Deliver = std::function<void(const Key *key, const QString &error)>;
        std::map<QString, Key> held;
        std::map<QString, std::vector<Deliver>> waiting;
        void clear() override { held.clear(); } // SecureBytes wipe on destruction
        int size() const override { return int(held.size()); }
    };
    template <class Key> Slots<Key> &slotsOf(Chain family);
    template <class Key, class Provider>
    void load(Slots<Key> &slots, const Provider &provider, const QString &address,
              typename Slots<Key>::Deliver deliver);
    void touch();

    x402::WalletKeys m_given;
    int m_idleSeconds;
    QTimer m_idle;
    std::map<Chain, std::unique_ptr<Held>> m_slots;
    int m_reads = 0;
};

template <class Key> KeyCache::Slots<Key> &KeyCache::slotsOf(Chain family)
{
    auto &held = m_slots[family];
    if (!held)
        held = std::make_unique<Slots<Key>>();
    return static_cast<Slots<Key> &>(*held);
}

template <class Key, class Provider>
Provider KeyCache::cached(Chain family, Provider inner, std::function<Key(const Key &)> copy)
{
    if (!inner)
        return {};
    Slots<Key> *slots = &slotsOf<Key>(family);
    return [this, slots, inner = std::move(inner),
            copy = std::move(copy)](const QString &address, QObject *context, const auto &done) {
        // Each caller gets its own copy, later, on its context (never from inside this call,
        // as the keychain's providers never answer inside it either).
        auto deliver = [guard = QPointer<QObject>(context), done, copy](const Key *key,
                                                                        const QString &error) {
            if (!guard)
                return;
            auto own = std::make_shared<std::optional<Key>>();
            if (key)
                *own = copy(*key);
            QMetaObject::invokeMethod(
                guard.data(), [done, own, error]() { done(std::move(*own), error); },
                Qt::QueuedConnection);
        };
        this->load(*slots, inner, address, std::move(deliver));
    };
}

template <class Key, class Provider>
void KeyCache::load(Slots<Key> &slots, const Provider &provider, const QString &address,
                    typename Slots<Key>::Deliver deliver)
{
    if (const auto held = slots.held.find(address); held != slots.held.end()) {
        touch();
        return deliver(&held->second, {});
    }
    auto &waiting = slots.waiting[address];
    waiting.push_back(std::move(deliver));
    if (waiting.size() > 1)
        return; // a read of this wallet's key is under way: it answers this one too
    ++m_reads;
    provider(address, this, [this, &slots, address](std::optional<Key> key, const QString &error) {
        const auto found = slots.waiting.find(address);
        if (found == slots.waiting.end())
            return;
        const std::vector<typename Slots<Key>::Deliver> callers = std::move(found->second);
        slots.waiting.erase(found);
        const Key *given = key ? &*key : nullptr;
        if (key && m_idleSeconds > 0) {
            given = &slots.held.insert_or_assign(address, std::move(*key)).first->second;
            touch();
        }
        for (const auto &deliver : callers)
            deliver(given, given ? QString() : error);
    });
}

} // namespace paydesk
