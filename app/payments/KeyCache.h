#pragma once

#include "payments/evm/EvmPaymentFlow.h"
#include "payments/kits/WalletKeys.h"
#include "payments/solana/SolanaPaymentFlow.h"

#include <QObject>
#include <QTimer>
#include <functional>
#include <map>
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
class KeyCache : public QObject
{
    Q_OBJECT
public:
    KeyCache(solana::SolanaPaymentFlow::KeyProvider solanaKeys,
             evm::EvmPaymentFlow::KeyProvider evmKeys, int idleSeconds, QObject *parent = nullptr);
    // Over every family's providers in `keys`: Solana's and EVM's keys are kept as above; a
    // registered family's provider is passed through as it is (read each time).
    KeyCache(const x402::WalletKeys &keys, int idleSeconds, QObject *parent = nullptr);
    ~KeyCache() override;

    // The providers of `keys` (the second constructor's), the built-in families' through this
    // cache.
    x402::WalletKeys keys();

    // Providers with the same contract as the ones given: one callback, later, on `context`.
    solana::SolanaPaymentFlow::KeyProvider solanaKeys();
    evm::EvmPaymentFlow::KeyProvider evmKeys();

    int idleSeconds() const { return m_idleSeconds; }
    int heldKeys() const { return int(m_solana.held.size() + m_evm.held.size()); }
    int keychainReads() const { return m_reads; } // loads that reached the keychain
    void clear();                                 // wipes every key now

private:
    template <typename Key> struct Slots
    {
        using Deliver = std::function<void(const Key *key, const QString &error)>;
        std::map<QString, Key> held;
        std::map<QString, std::vector<Deliver>> waiting;
    };
    template <typename Key, typename Provider>
    void load(Slots<Key> &slots, const Provider &provider, const QString &address,
              typename Slots<Key>::Deliver deliver);
    void touch();

    x402::WalletKeys m_given;
    solana::SolanaPaymentFlow::KeyProvider m_solanaKeys;
    evm::EvmPaymentFlow::KeyProvider m_evmKeys;
    int m_idleSeconds;
    QTimer m_idle;
    Slots<solana::Keypair> m_solana;
    Slots<wallet::EvmKey> m_evm;
    int m_reads = 0;
};

} // namespace paydesk
