#pragma once

// A test-only third chain family, "tstchain", registered by the tests that prove the chain seam
// (core/ChainFamilies and payments/kits/ChainKits): Paydesk pays on it with no change to code
// outside the test. Its addresses are "tst1" and 40 lower-case hex digits (20 bytes), its one
// network "tstchain:1" ("Test Chain"), its coin TST with 6 decimals. Its kit reads balances from
// a ledger the test sets (setBalance), standing in for the family's node. Paid together with the
// test-only scheme (IouScheme), which covers options of any registered family.
#include "core/ChainFamilies.h"
#include "core/Network.h"
#include "core/SecureBytes.h"
#include "payments/KeyCache.h"
#include "payments/kits/ChainKits.h"

#include <QHash>
#include <QRegularExpression>

namespace paydesk::testing {

class TestChainFamily
{
public:
    static constexpr const char *kNetwork = "tstchain:1";
    // The family's own key type and provider, as a real family's flow would sign with.
    struct Key
    {
        SecureBytes secret;
    };
    using KeyCallback = std::function<void(std::optional<Key> key, const QString &error)>;
    using KeyProvider =
        std::function<void(const QString &address, QObject *context, KeyCallback done)>;

    TestChainFamily()
    {
        ChainFamily f;
        f.caip2Namespace = QStringLiteral("tstchain");
        f.displayName = QStringLiteral("Test Chain");
        f.coin = QStringLiteral("TST");
        f.decimals = 6;
        f.parse = [](const QString &text) -> std::optional<QPair<QString, QByteArray>> {
            static const QRegularExpression form(QStringLiteral("^tst1[0-9a-fA-F]{40}$"));
            if (!form.match(text).hasMatch())
                return std::nullopt;
            const QString canonical = text.toLower();
            return qMakePair(canonical, QByteArray::fromHex(canonical.mid(4).toLatin1()));
        };
        f.networks = {{QString::fromLatin1(kNetwork), QStringLiteral("Test Chain"), true}};
        const auto chain = ChainFamilies::add(f);
        if (!chain)
            qFatal("the test chain family could not be registered");
        m_chain = *chain;
        auto kit = std::make_unique<Kit>(m_chain, &m_ledger);
        m_kit = kit.get();
        x402::ChainKits::standard().add(std::move(kit));
    }
    ~TestChainFamily()
    {
        x402::ChainKits::standard().remove(m_kit);
        ChainFamilies::remove(m_chain);
    }
    TestChainFamily(const TestChainFamily &) = delete;
    TestChainFamily &operator=(const TestChainFamily &) = delete;

    Chain chain() const { return m_chain; }
    // An address of the family: "tst1ab" and `n` as 38 digits (40 hex digits in all).
    static QString address(int n) { return QStringLiteral("tst1ab%1").arg(n, 38, 10, QChar(u'0')); }
    // What `address` holds of `asset` (a token address of the family; empty: the coin, TST), in
    // atomic units.
    void setBalance(const QString &address, const QString &asset, quint64 units)
    {
        m_ledger.insert(address + u'/' + asset, units);
    }
    int balanceReads() const { return m_kit->reads; }

private:
    class Kit : public x402::ChainKit
    {
    public:
        Kit(Chain chain, const QHash<QString, quint64> *ledger) : m_chain(chain), m_ledger(ledger)
        {}
        Chain family() const override { return m_chain; }
        void readBalance(const x402::ChainNodes &, const x402::PaymentOption &option,
                         const x402::PayerWallet &wallet, QObject *context,
                         const BalanceDone &done) const override
        {
            ++reads;
            const auto units = m_ledger->constFind(wallet.address + u'/' + option.asset);
            if (units == m_ledger->constEnd() || !option.amount)
                return unknown(context, done,
                               QStringLiteral("the test ledger has no such account"));
            const Amount held = Amount::fromUnits(*units, option.amount->decimals());
            QMetaObject::invokeMethod(
                context, [done, held]() { done(held, {}); }, Qt::QueuedConnection);
        }
        QUrl nodeUrl(const x402::ChainNodes &) const override
        {
            return QUrl(QStringLiteral("tstchain://ledger"));
        }
        QString unsupported(const x402::ChainNodes &) const override { return {}; }
        void cacheKeys(x402::WalletKeys &out, const x402::WalletKeys &given,
                       KeyCache &cache) const override
        {
            out.set<KeyProvider>(
                m_chain,
                cache.cached<Key>(m_chain, given.of<KeyProvider>(m_chain), [](const Key &k) {
                    return Key{SecureBytes::copyOf(k.secret.view())};
                }));
        }
        void readCoin(const x402::ChainNodes &, const Address &owner, QObject *context,
                      const BalanceDone &done) const override
        {
            held(owner.toString() + u'/', 6, context, done);
        }
        void readToken(const x402::ChainNodes &, const Address &owner, const Asset &token,
                       QObject *context, const BalanceDone &done) const override
        {
            held(owner.toString() + u'/' + token.address, token.decimals, context, done);
        }
        mutable int reads = 0;

    private:
        void held(const QString &key, int decimals, QObject *context, const BalanceDone &done) const
        {
            const auto units = m_ledger->constFind(key);
            if (units == m_ledger->constEnd())
                return unknown(context, done,
                               QStringLiteral("the test ledger has no such account"));
            const Amount amount = Amount::fromUnits(*units, decimals);
            QMetaObject::invokeMethod(
                context, [done, amount]() { done(amount, {}); }, Qt::QueuedConnection);
        }

        Chain m_chain;
        const QHash<QString, quint64> *m_ledger;
    };

    Chain m_chain = Chain::Unknown;
    Kit *m_kit = nullptr;
    QHash<QString, quint64> m_ledger;
};

} // namespace paydesk::testing
