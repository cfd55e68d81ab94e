#include "KeyCache.h"

#include <QPointer>
#include <memory>

namespace paydesk {

namespace {
solana::Keypair copyKey(const solana::Keypair &k)
{
    return {SecureBytes::copyOf(k.secretKey.view()), k.publicKey};
}

wallet::EvmKey copyKey(const wallet::EvmKey &k)
{
    return {SecureBytes::copyOf(k.privateKey.view()), k.address};
}

// A callback for one caller: hands it its own copy of the key, later, on its context (never from
// inside the provider call, as the keychain's providers never do either).
template <typename Key, typename Callback>
std::function<void(const Key *, const QString &)> deliverTo(QObject *context, Callback done)
{
    return [guard = QPointer<QObject>(context), done = std::move(done)](const Key *key,
                                                                        const QString &error) {
        if (!guard)
            return;
        auto copy = std::make_shared<std::optional<Key>>();
        if (key)
            *copy = copyKey(*key);
        QMetaObject::invokeMethod(
            guard.data(), [done, copy, error]() { done(std::move(*copy), error); },
            Qt::QueuedConnection);
    };
}
} // namespace

KeyCache::KeyCache(solana::SolanaPaymentFlow::KeyProvider solanaKeys,
                   evm::EvmPaymentFlow::KeyProvider evmKeys, int idleSeconds, QObject *parent)
    : QObject(parent), m_solanaKeys(std::move(solanaKeys)), m_evmKeys(std::move(evmKeys)),
      m_idleSeconds(std::max(0, idleSeconds))
{
    m_idle.setSingleShot(true);
    connect(&m_idle, &QTimer::timeout, this, &KeyCache::clear);
}

KeyCache::KeyCache(const x402::WalletKeys &keys, int idleSeconds, QObject *parent)
    : KeyCache(keys.of<solana::SolanaPaymentFlow::KeyProvider>(Chain::Solana),
               keys.of<evm::EvmPaymentFlow::KeyProvider>(Chain::Evm), idleSeconds, parent)
{
    m_given = keys;
}

x402::WalletKeys KeyCache::keys()
{
    x402::WalletKeys out = m_given;
    if (m_solanaKeys)
        out.set<solana::SolanaPaymentFlow::KeyProvider>(Chain::Solana, solanaKeys());
    if (m_evmKeys)
        out.set<evm::EvmPaymentFlow::KeyProvider>(Chain::Evm, evmKeys());
    return out;
}

KeyCache::~KeyCache()
{
    clear();
}

void KeyCache::clear()
{
    m_solana.held.clear(); // SecureBytes wipe on destruction
    m_evm.held.clear();
}

void KeyCache::touch()
{
    if (m_idleSeconds > 0)
        m_idle.start(m_idleSeconds * 1000);
}

template <typename Key, typename Provider>
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

solana::SolanaPaymentFlow::KeyProvider KeyCache::solanaKeys()
{
    return [this](const QString &address, QObject *context,
                  const solana::SolanaPaymentFlow::KeyCallback &done) {
        load(m_solana, m_solanaKeys, address, deliverTo<solana::Keypair>(context, done));
    };
}

evm::EvmPaymentFlow::KeyProvider KeyCache::evmKeys()
{
    return [this](const QString &address, QObject *context,
                  const evm::EvmPaymentFlow::KeyCallback &done) {
        load(m_evm, m_evmKeys, address, deliverTo<wallet::EvmKey>(context, done));
    };
}

} // namespace paydesk
