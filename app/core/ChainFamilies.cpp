#include "ChainFamilies.h"

#include "Network.h"

#include <QReadWriteLock>
#include <QRegularExpression>
#include <deque>

namespace paydesk {

namespace {

struct Registered
{
    Chain chain;
    ChainFamily family;
    bool removed = false;
    // The Network entries' text, owned here: Network keeps pointers.
    std::deque<QByteArray> texts;
    std::deque<Network> networks;
};

struct Registry
{
    QReadWriteLock lock;
    std::deque<Registered> families; // never shrinks: Network pointers stay valid
};

Registry &registry()
{
    static Registry r;
    return r;
}

const char *keep(Registered &r, const QString &text)
{
    r.texts.push_back(text.toUtf8());
    return r.texts.back().constData();
}

} // namespace

std::optional<Chain> ChainFamilies::add(const ChainFamily &family)
{
    // CAIP-2: a namespace is [-a-z0-9]{3,8}.
    static const QRegularExpression form(QStringLiteral("^[-a-z0-9]{3,8}$"));
    if (!family.parse || !form.match(family.caip2Namespace).hasMatch() ||
        Network::family(family.caip2Namespace + QStringLiteral(":0")) != Chain::Unknown)
        return std::nullopt;
    Registry &r = registry();
    QWriteLocker lock(&r.lock);
    const Chain chain =
        static_cast<Chain>(static_cast<int>(Chain::Evm) + 1 + static_cast<int>(r.families.size()));
    Registered &entry = r.families.emplace_back();
    entry.chain = chain;
    entry.family = family;
    for (const ChainFamily::NetworkEntry &n : family.networks)
        entry.networks.push_back({keep(entry, n.id), nullptr, chain, keep(entry, n.displayName),
                                  n.testnet, keep(entry, family.coin)});
    return chain;
}

bool ChainFamilies::remove(Chain chain)
{
    Registry &r = registry();
    QWriteLocker lock(&r.lock);
    for (Registered &entry : r.families)
        if (entry.chain == chain && !entry.removed)
            return (entry.removed = true);
    return false;
}

std::optional<ChainFamily> ChainFamilies::find(Chain chain)
{
    Registry &r = registry();
    QReadLocker lock(&r.lock);
    for (const Registered &entry : r.families)
        if (entry.chain == chain && !entry.removed)
            return entry.family;
    return std::nullopt;
}

Chain ChainFamilies::ofNamespace(QStringView caip2Namespace)
{
    Registry &r = registry();
    QReadLocker lock(&r.lock);
    for (const Registered &entry : r.families)
        if (!entry.removed && entry.family.caip2Namespace == caip2Namespace)
            return entry.chain;
    return Chain::Unknown;
}

QString ChainFamilies::namespaceOf(Chain chain)
{
    switch (chain) {
    case Chain::Solana:
        return QStringLiteral("solana");
    case Chain::Evm:
        return QStringLiteral("eip155");
    case Chain::Unknown:
        return {};
    }
    const auto family = find(chain);
    return family ? family->caip2Namespace : QString();
}

std::optional<Address> ChainFamilies::parse(const QString &text)
{
    Registry &r = registry();
    QReadLocker lock(&r.lock);
    for (const Registered &entry : r.families) {
        if (entry.removed)
            continue;
        if (const auto parsed = entry.family.parse(text)) {
            Address a;
            a.m_chain = entry.chain;
            a.m_text = parsed->first;
            a.m_bytes = parsed->second;
            return a;
        }
    }
    return std::nullopt;
}

QList<const Network *> ChainFamilies::networks()
{
    QList<const Network *> out;
    Registry &r = registry();
    QReadLocker lock(&r.lock);
    for (const Registered &entry : r.families)
        if (!entry.removed)
            for (const Network &n : entry.networks)
                out.append(&n);
    return out;
}

} // namespace paydesk
