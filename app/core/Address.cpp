#include "Address.h"

#include "Base58.h"
#include "ChainFamilies.h"
#include "Network.h"

#include <QCoreApplication>
#include <QCryptographicHash>

namespace paydesk {

namespace {
struct TrAddress
{
    Q_DECLARE_TR_FUNCTIONS(Address)
};
} // namespace

int chainDecimals(Chain chain)
{
    switch (chain) {
    case Chain::Solana:
        return 9;
    case Chain::Evm:
        return 18;
    case Chain::Unknown:
        break;
    }
    if (const auto family = ChainFamilies::find(chain))
        return family->decimals;
    return 9;
}

QString chainSymbol(Chain chain)
{
    switch (chain) {
    case Chain::Solana:
        return QStringLiteral("SOL");
    case Chain::Evm:
        return QStringLiteral("ETH");
    case Chain::Unknown:
        break;
    }
    if (const auto family = ChainFamilies::find(chain))
        return family->coin;
    return QString();
}

QString chainName(Chain chain)
{
    switch (chain) {
    case Chain::Solana:
        return QStringLiteral("Solana");
    case Chain::Evm:
        return QStringLiteral("EVM");
    case Chain::Unknown:
        break;
    }
    if (const auto family = ChainFamilies::find(chain))
        return family->displayName.isEmpty() ? family->coin : family->displayName;
    return QString();
}

QString chainTxIdTitle(Chain chain)
{
    switch (chain) {
    case Chain::Solana:
        return TrAddress::tr("Signature");
    case Chain::Evm:
        return TrAddress::tr("Transaction hash");
    case Chain::Unknown:
        break;
    }
    return TrAddress::tr("Transaction id");
}

QString chainTokenAddressTitle(Chain chain)
{
    switch (chain) {
    case Chain::Solana:
        return TrAddress::tr("mint address (base58)");
    case Chain::Evm:
        return TrAddress::tr("contract address (0x…)");
    case Chain::Unknown:
        break;
    }
    return TrAddress::tr("token address");
}

QString Address::brief(const QString &text)
{
    const qsizetype head = text.startsWith(u"0x") ? 6 : 4;
    if (text.size() <= head + 4 + 2) // nothing worth hiding
        return text;
    return text.left(head) + QChar(0x2026) + text.right(4);
}

bool Address::same(const QString &a, const QString &b)
{
    if (a == b)
        return true;
    if (a.compare(b, Qt::CaseInsensitive) != 0)
        return false;
    const auto pa = parse(a), pb = parse(b);
    return pa && pb && *pa == *pb;
}

Chain chainOfName(QStringView name)
{
    for (Chain c : {Chain::Solana, Chain::Evm})
        if (name.compare(chainName(c), Qt::CaseInsensitive) == 0)
            return c;
    for (const Network *n : ChainFamilies::networks()) // a registered family's, by its networks
        if (name.compare(chainName(n->chain), Qt::CaseInsensitive) == 0)
            return n->chain;
    return Chain::Unknown;
}

Chain defaultChain()
{
    return Chain::Solana;
}

QString Address::keyOf(const QString &text)
{
    const auto a = parse(text);
    return a && a->ignoresCase() ? text.toLower() : text;
}

bool Address::ignoresCase() const
{
    return m_chain == Chain::Evm;
}

QString eip55Checksum(const QByteArray &address20)
{
    const QByteArray lowerHex = address20.toHex();
    const QByteArray hash = QCryptographicHash::hash(lowerHex, QCryptographicHash::Keccak_256);
    QString out = QStringLiteral("0x");
    out.reserve(42);
    for (int i = 0; i < lowerHex.size(); ++i) {
        const char c = lowerHex[i];
        const int nibble = (static_cast<uint8_t>(hash[i / 2]) >> (i % 2 == 0 ? 4 : 0)) & 0x0f;
        out.append(QChar::fromLatin1((c >= 'a' && c <= 'f' && nibble >= 8) ? char(c - 32) : c));
    }
    return out;
}

std::optional<Address> Address::fromSolanaKey(const QByteArray &key32)
{
    if (key32.size() != 32)
        return std::nullopt;
    Address a;
    a.m_chain = Chain::Solana;
    a.m_bytes = key32;
    a.m_text = QString::fromLatin1(base58::encode(key32));
    return a;
}

std::optional<Address> Address::parse(const QString &input, QString *error)
{
    auto fail = [error](const QString &why) -> std::optional<Address> {
        if (error)
            *error = why;
        return std::nullopt;
    };
    const QString text = input.trimmed();
    if (text.isEmpty())
        return fail(TrAddress::tr("Enter an address."));
    if (text.startsWith(u"0x") || text.startsWith(u"0X")) {
        const QString hex = text.mid(2);
        if (hex.size() != 40)
            return fail(TrAddress::tr("An EVM address is 0x followed by 40 hexadecimal characters; "
                                      "this one has %1.")
                            .arg(hex.size()));
        for (QChar c : hex) {
            if (!c.isDigit() && !(c >= u'a' && c <= u'f') && !(c >= u'A' && c <= u'F'))
                return fail(TrAddress::tr("An EVM address may contain only 0-9 and a-f after 0x."));
        }
        const QByteArray raw = QByteArray::fromHex(hex.toLatin1());
        const QString checksummed = eip55Checksum(raw);
        const bool allLower = hex == hex.toLower();
        const bool allUpper = hex == hex.toUpper();
        if (!allLower && !allUpper && text.mid(2) != checksummed.mid(2))
            return fail(TrAddress::tr("The capitalisation of this EVM address does not match its "
                                      "EIP-55 checksum: it may contain a typo. Check it with the "
                                      "recipient."));
        Address a;
        a.m_chain = Chain::Evm;
        a.m_bytes = raw;
        a.m_text = checksummed;
        return a;
    }
    if (auto registered = ChainFamilies::parse(text))
        return registered;
    if (text.size() < 32 || text.size() > 44)
        return fail(
            TrAddress::tr("A Solana address is 32 to 44 base58 characters; this one has %1.")
                .arg(text.size()));
    const auto decoded = base58::decode(text.toLatin1());
    if (!decoded)
        return fail(
            TrAddress::tr("A Solana address uses base58 characters only (no 0, O, I or l)."));
    if (decoded->size() != 32)
        return fail(
            TrAddress::tr("This is not a Solana address: it decodes to %1 bytes instead of 32.")
                .arg(decoded->size()));
    return fromSolanaKey(*decoded);
}

} // namespace paydesk
