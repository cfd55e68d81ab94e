#include "UnpayableAddresses.h"

#include <QHash>

namespace paydesk {

namespace {

struct Known
{
    const char *address;
    const char *what; // translated through UnpayableAddresses::tr
};

// Solana: the native programs and sysvars (docs.solana.com, "Native Programs" and "Sysvar
// Cluster Data"), the SPL programs (spl.solana.com: Token, Token-2022, Associated Token
// Account, Memo) and the incinerator, the address Solana tools burn to.
constexpr Known kSolana[] = {
    {"11111111111111111111111111111111",
     QT_TRANSLATE_NOOP("UnpayableAddresses", "the System Program")},
    {"TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA",
     QT_TRANSLATE_NOOP("UnpayableAddresses", "the SPL Token program")},
    {"TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb",
     QT_TRANSLATE_NOOP("UnpayableAddresses", "the Token-2022 program")},
    {"ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL",
     QT_TRANSLATE_NOOP("UnpayableAddresses", "the Associated Token Account program")},
    {"MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr",
     QT_TRANSLATE_NOOP("UnpayableAddresses", "the Memo program")},
    {"Memo1UhkJRfHyvLMcVucJwxXeuD728EqVDDwQDxFMNo",
     QT_TRANSLATE_NOOP("UnpayableAddresses", "the Memo program (v1)")},
    {"ComputeBudget111111111111111111111111111111",
     QT_TRANSLATE_NOOP("UnpayableAddresses", "the Compute Budget program")},
    {"Vote111111111111111111111111111111111111111",
     QT_TRANSLATE_NOOP("UnpayableAddresses", "the Vote program")},
    {"Stake11111111111111111111111111111111111111",
     QT_TRANSLATE_NOOP("UnpayableAddresses", "the Stake program")},
    {"Config1111111111111111111111111111111111111",
     QT_TRANSLATE_NOOP("UnpayableAddresses", "the Config program")},
    {"AddressLookupTab1e1111111111111111111111111",
     QT_TRANSLATE_NOOP("UnpayableAddresses", "the Address Lookup Table program")},
    {"BPFLoader1111111111111111111111111111111111",
     QT_TRANSLATE_NOOP("UnpayableAddresses", "a BPF loader program")},
    {"BPFLoader2111111111111111111111111111111111",
     QT_TRANSLATE_NOOP("UnpayableAddresses", "a BPF loader program")},
    {"BPFLoaderUpgradeab1e11111111111111111111111",
     QT_TRANSLATE_NOOP("UnpayableAddresses", "a BPF loader program")},
    {"Ed25519SigVerify111111111111111111111111111",
     QT_TRANSLATE_NOOP("UnpayableAddresses", "the Ed25519 signature program")},
    {"KeccakSecp256k11111111111111111111111111111",
     QT_TRANSLATE_NOOP("UnpayableAddresses", "the secp256k1 signature program")},
    {"SysvarC1ock11111111111111111111111111111111",
     QT_TRANSLATE_NOOP("UnpayableAddresses", "a sysvar account")},
    {"SysvarRent111111111111111111111111111111111",
     QT_TRANSLATE_NOOP("UnpayableAddresses", "a sysvar account")},
    {"SysvarRecentB1ockHashes11111111111111111111",
     QT_TRANSLATE_NOOP("UnpayableAddresses", "a sysvar account")},
    {"SysvarEpochSchedu1e111111111111111111111111",
     QT_TRANSLATE_NOOP("UnpayableAddresses", "a sysvar account")},
    {"SysvarFees111111111111111111111111111111111",
     QT_TRANSLATE_NOOP("UnpayableAddresses", "a sysvar account")},
    {"SysvarS1otHashes111111111111111111111111111",
     QT_TRANSLATE_NOOP("UnpayableAddresses", "a sysvar account")},
    {"SysvarStakeHistory1111111111111111111111111",
     QT_TRANSLATE_NOOP("UnpayableAddresses", "a sysvar account")},
    {"Sysvar1nstructions1111111111111111111111111",
     QT_TRANSLATE_NOOP("UnpayableAddresses", "a sysvar account")},
    {"1nc1nerator11111111111111111111111111111111",
     QT_TRANSLATE_NOOP("UnpayableAddresses", "the incinerator (a burn address)")},
};

// EVM: the zero address and the 0x…dEaD burn address by convention, and the precompiled
// contracts 0x01-0x0a (Ethereum Yellow Paper appendix E; EIP-196/197 bn256, EIP-152 blake2f,
// EIP-4844 point evaluation).
bool isEvmPrecompile(const QByteArray &bytes)
{
    if (bytes.size() != 20)
        return false;
    for (int i = 0; i < 19; ++i)
        if (bytes[i] != 0)
            return false;
    const auto last = quint8(bytes[19]);
    return last >= 0x01 && last <= 0x0a;
}

} // namespace

QString UnpayableAddresses::describe(const Address &address)
{
    if (address.chain() == Chain::Solana) {
        static const QHash<QString, const char *> table = [] {
            QHash<QString, const char *> t;
            for (const Known &k : kSolana)
                t.insert(QString::fromLatin1(k.address), k.what);
            return t;
        }();
        const auto it = table.constFind(address.toString());
        return it == table.cend() ? QString() : tr(it.value());
    }
    if (address.chain() == Chain::Evm) {
        const QByteArray b = address.bytes();
        if (b == QByteArray(20, '\0'))
            return tr("the zero address (a burn address)");
        if (b == QByteArray::fromHex("000000000000000000000000000000000000dead"))
            return tr("the 0x…dEaD burn address");
        if (isEvmPrecompile(b))
            return tr("a precompiled contract");
    }
    return {};
}

QString UnpayableAddresses::refusal(const Address &address)
{
    const QString what = describe(address);
    if (what.isEmpty())
        return {};
    return tr("This is %1, not a wallet: money sent there is lost. Check the recipient address.")
        .arg(what);
}

} // namespace paydesk
