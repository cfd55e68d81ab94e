#include "SolanaKit.h"

#include "BroadcastTracker.h"
#include "SolanaPaymentFlow.h"
#include "core/Asset.h"
#include "core/Network.h"
#include "payments/KeyCache.h"
#include "payments/kits/FollowEntry.h"
#include "solana/InstructionDecoder.h"
#include "solana/RpcClient.h"
#include "solana/SplBalance.h"
#include "store/BudgetStore.h"

#include <QCoreApplication>

namespace paydesk::x402 {

namespace {

struct TrSolanaKit
{
    Q_DECLARE_TR_FUNCTIONS(OptionBalance)
};
struct TrSolanaBalances
{
    Q_DECLARE_TR_FUNCTIONS(paydesk::BalanceBook)
};

// The node's genesis hash first: a balance read from another cluster than the option's is no
// balance (and a signature for it would be valid where the node is not).
void onNetwork(solana::RpcClient *rpc, const QString &network, QObject *context,
               const ChainKit::BalanceDone &done, const std::function<void()> &then)
{
    RpcCall *call = rpc->getGenesisHash();
    QObject::connect(call, &RpcCall::finished, context, [call, network, done, then]() {
        call->deleteLater();
        if (!call->ok())
            return done(std::nullopt, call->errorText());
        const QString genesis = call->result().is_string()
                                    ? QString::fromStdString(call->result().get<std::string>())
                                    : QString();
        if (genesis.isEmpty())
            return done(std::nullopt, TrSolanaKit::tr("the node sent no genesis hash"));
        if (!Network::genesisMatches(network, genesis)) {
            const Network *on = Network::ofGenesis(genesis);
            return done(
                std::nullopt,
                TrSolanaKit::tr("the Solana node is on %1, not on %2")
                    .arg(on ? on->name()
                            : TrSolanaKit::tr("a private cluster (genesis %1)").arg(genesis),
                         Network::nameOf(network)));
        }
        then();
    });
}

} // namespace

// SOL (getBalance) or an SPL token of the table (solana::SplBalance: the mint must exist with the
// table's decimals), exact, after the genesis hash proved the node is on the option's cluster.
void SolanaKit::readBalance(const ChainNodes &nodes, const PaymentOption &o,
                            const PayerWallet &wallet, QObject *context,
                            const BalanceDone &done) const
{
    const auto owner = Address::parse(wallet.address);
    auto *rpc = nodes.node<solana::RpcClient>(Chain::Solana);
    if (!rpc || !owner || owner->chain() != Chain::Solana)
        return unknown(context, done,
                       TrSolanaKit::tr("no RPC endpoint on %1 to read it").arg(o.network));
    const QByteArray ownerBytes = owner->bytes();
    const QString address = wallet.address;
    onNetwork(
        rpc, o.networkId, context, done, [rpc, ownerBytes, address, option = o, context, done]() {
            if (!Asset::keyOf(option.asset).isEmpty()) {
                const auto known = Asset::known(option.network, option.asset);
                if (!known)
                    return done(std::nullopt,
                                TrSolanaKit::tr("%1 is not a known token").arg(option.asset));
                return solana::SplBalance::read(rpc, *known, ownerBytes, context, done);
            }
            RpcCall *call = rpc->getBalance(address);
            QObject::connect(call, &RpcCall::finished, context, [call, done]() {
                call->deleteLater();
                const auto lamports =
                    call->ok() ? solana::RpcClient::parseContextU64(call->result()) : std::nullopt;
                if (lamports)
                    return done(Amount::fromUnits(*lamports, chainDecimals(Chain::Solana)), {});
                done(std::nullopt, call->ok() ? TrSolanaKit::tr("the RPC endpoint sent no balance")
                                              : call->errorText());
            });
        });
}

QUrl SolanaKit::nodeUrl(const ChainNodes &nodes) const
{
    const auto *rpc = nodes.node<solana::RpcClient>(Chain::Solana);
    return rpc ? rpc->endpoint() : QUrl();
}

QString SolanaKit::unsupported(const ChainNodes &nodes) const
{
    return nodes.node<solana::RpcClient>(Chain::Solana)
               ? QString()
               : TrSolanaBalances::tr("No Solana RPC endpoint is set up to read balances from.");
}

// SOL by getBalance (lamports, 9 decimals).
void SolanaKit::readCoin(const ChainNodes &nodes, const Address &owner, QObject *context,
                         const BalanceDone &done) const
{
    auto *rpc = nodes.node<solana::RpcClient>(Chain::Solana);
    if (!rpc)
        return unknown(context, done, unsupported(nodes));
    RpcCall *call = rpc->getBalance(owner.toString());
    QObject::connect(call, &RpcCall::finished, context, [call, done]() {
        call->deleteLater();
        if (!call->ok())
            return done(std::nullopt, call->errorText());
        const auto lamports = solana::RpcClient::parseContextU64(call->result());
        if (!lamports)
            return done(std::nullopt, TrSolanaBalances::tr("The RPC node's answer to getBalance "
                                                           "is not readable."));
        done(Amount::fromUnits(Amount::Units(*lamports), chainDecimals(Chain::Solana)), {});
    });
}

// An SPL token of the table (solana::SplBalance: the mint must exist with its decimals).
void SolanaKit::readToken(const ChainNodes &nodes, const Address &owner, const Asset &token,
                          QObject *context, const BalanceDone &done) const
{
    auto *rpc = nodes.node<solana::RpcClient>(Chain::Solana);
    if (!rpc || owner.chain() != Chain::Solana)
        return unknown(context, done,
                       TrSolanaBalances::tr("No Solana RPC endpoint is set up to read balances "
                                            "from."));
    solana::SplBalance::read(rpc, token, owner.bytes(), context, done);
}

// The sandbox's node has a faucet of its own (paydesk_faucet: SOL and its test USDC); a public
// test cluster's node airdrops 5 SOL (requestAirdrop).
// getGenesisHash: a public cluster of the table, else the sandbox's (any private cluster).
void SolanaKit::identifyNetwork(const ChainNodes &nodes, QObject *context,
                                const NetworkDone &done) const
{
    auto *rpc = nodes.node<solana::RpcClient>(Chain::Solana);
    if (!rpc)
        return ChainKit::identifyNetwork(nodes, context, done);
    RpcCall *call = rpc->getGenesisHash();
    QObject::connect(call, &RpcCall::finished, context, [call, done]() {
        call->deleteLater();
        const QString genesis = call->ok() && call->result().is_string()
                                    ? QString::fromStdString(call->result().get<std::string>())
                                    : QString();
        if (genesis.isEmpty())
            return done({}, call->ok() ? TrSolanaKit::tr("the node sent no genesis hash")
                                       : call->errorText());
        const Network *known = Network::ofGenesis(genesis);
        done(known ? known->key() : QStringLiteral("solana-sandbox"), {});
    });
}

void SolanaKit::requestTestFunds(const ChainNodes &nodes, const Address &owner, QObject *context,
                                 const FundsDone &done) const
{
    auto *rpc = nodes.node<solana::RpcClient>(Chain::Solana);
    if (!rpc)
        return ChainKit::requestTestFunds(nodes, owner, context, done);
    const bool sandbox = nodes.network(Chain::Solana) == u"solana-sandbox";
    RpcCall *call =
        sandbox ? rpc->call(QStringLiteral("paydesk_faucet"), {owner.toString().toStdString()})
                : rpc->call(QStringLiteral("requestAirdrop"),
                            {owner.toString().toStdString(), quint64(5000000000)});
    QObject::connect(call, &RpcCall::finished, context, [call, sandbox, done]() {
        call->deleteLater();
        if (!call->ok())
            return done({}, call->errorText());
        done(sandbox ? TrSolanaKit::tr("5 test SOL and 100 test USDC are in the wallet.")
                     : TrSolanaKit::tr("5 test SOL are on their way."),
             {});
    });
}

namespace {
// Solana's own explorer (https://explorer.solana.com): mainnet by default, the public test
// clusters by a query; the sandbox's chain is on no explorer.
QUrl solanaExplorer(const QString &network, const QString &path)
{
    const QString key = Network::canonical(network);
    const QString base = QStringLiteral("https://explorer.solana.com/") + path;
    if (key == u"solana")
        return QUrl(base);
    if (key == u"solana-devnet")
        return QUrl(base + QStringLiteral("?cluster=devnet"));
    if (key == u"solana-testnet")
        return QUrl(base + QStringLiteral("?cluster=testnet"));
    return {};
}
} // namespace

QUrl SolanaKit::explorerTx(const QString &network, const QString &txId) const
{
    return solanaExplorer(network, QStringLiteral("tx/") +
                                       QString::fromLatin1(QUrl::toPercentEncoding(txId)));
}

QUrl SolanaKit::explorerAddress(const QString &network, const QString &address) const
{
    if (Address::familyOf(address) != Chain::Solana)
        return {};
    return solanaExplorer(network, QStringLiteral("address/") + address);
}

void SolanaKit::addKeys(WalletKeys &keys, wallet::WalletManager *wallets) const
{
    keys.set<solana::SolanaPaymentFlow::KeyProvider>(Chain::Solana,
                                                     solana::SolanaPaymentFlow::keysFrom(wallets));
}

void SolanaKit::cacheKeys(WalletKeys &out, const WalletKeys &given, KeyCache &cache) const
{
    // Each payment signs with its own copy of a held key.
    out.set<solana::SolanaPaymentFlow::KeyProvider>(
        Chain::Solana,
        cache.cached<solana::Keypair>(
            Chain::Solana, given.of<solana::SolanaPaymentFlow::KeyProvider>(Chain::Solana),
            [](const solana::Keypair &k) {
                return solana::Keypair{SecureBytes::copyOf(k.secretKey.view()), k.publicKey};
            }));
}

std::optional<Amount> SolanaKit::signatureFee() const
{
    return Amount::fromUnits(Amount::Units(solana::kLamportsPerSignature), chainDecimals(family()));
}

bool SolanaKit::follow(QNetworkAccessManager *network, PaymentJournal *journal,
                       const JournalEntry &entry, const QUrl &rpc, const FollowTiming &timing,
                       QObject *parent, const FollowDone &done) const
{
    return followEntry<solana::BroadcastTracker, solana::RpcClient>(network, journal, entry, rpc,
                                                                    timing, parent, done);
}

} // namespace paydesk::x402
