#pragma once

#include "ChainNodes.h"
#include "WalletKeys.h"
#include "core/Amount.h"
#include "core/Asset.h"
#include "x402/OptionChooser.h"
#include "x402/PaymentRequirements.h"

#include <QMetaObject>
#include <QUrl>
#include <functional>
#include <optional>

class QNetworkAccessManager;

namespace paydesk {
class KeyCache;
class PaymentJournal;
struct JournalEntry;
} // namespace paydesk
namespace paydesk::wallet {
class WalletManager;
}

namespace paydesk::x402 {

// What Paydesk does on one chain family, above its codecs: the family's own answer to each
// question the paying code asks, so that nothing above the kits branches on a family
// (docs/architecture.md "Adding a chain family"). Registered in ChainKits; its identity
// (addresses, networks, coin) in core/ChainFamilies (Solana and EVM are built into the core).
// Kits are stateless: one instance serves every payment, in the GUI thread.
class ChainKit
{
public:
    virtual ~ChainKit() = default;
    virtual Chain family() const = 0;

    // What `wallet` holds of `option`'s asset, read through the family's node in `nodes` after
    // the node proved it is on the option's network; nullopt with the reason when it cannot be
    // read. `done` runs once, later, in `context`'s thread, unless `context` is gone by then.
    using BalanceDone =
        std::function<void(const std::optional<Amount> &balance, const QString &problem)>;
    virtual void readBalance(const ChainNodes &nodes, const PaymentOption &option,
                             const PayerWallet &wallet, QObject *context,
                             const BalanceDone &done) const = 0;
    // Where the family's node is, as `nodes` has it (its URL); empty when there is none.
    virtual QUrl nodeUrl(const ChainNodes &nodes) const = 0;

    // A wallet's balances for the wallet views (models/BalanceBook), read through the node the
    // user chose for the family, on whatever network it serves: its coin, exact in the family's
    // decimals, and a token of Paydesk's table (or one the user added). Unsupported: the
    // sentence when `nodes` has no node of the family to read from; empty when it has one.
    virtual QString unsupported(const ChainNodes &nodes) const = 0;
    virtual void readCoin(const ChainNodes &nodes, const Address &owner, QObject *context,
                          const BalanceDone &done) const = 0;
    virtual void readToken(const ChainNodes &nodes, const Address &owner, const Asset &token,
                           QObject *context, const BalanceDone &done) const = 0;

    // Which network the family's node in `nodes` is on, asked of the node itself (Solana: its
    // genesis hash; EVM: its chain id), as Network::canonical keys it; a node the table does not
    // know is the family's private chain (Solana: the sandbox's cluster, as
    // Network::genesisMatches has it) or its CAIP-2 id. `done` runs once, later, in `context`'s
    // thread: the network, or empty and why. By default: the network `nodes` names, if any.
    using NetworkDone = std::function<void(const QString &network, const QString &problem)>;
    virtual void identifyNetwork(const ChainNodes &nodes, QObject *context,
                                 const NetworkDone &done) const;

    // The least fee one signature of the family's costs, known without asking a node (Solana:
    // 5000 lamports, docs/protocol-facts.md "Solana fees"): what a hosted send's estimate starts
    // from. Nullopt where the fee is the node's to say (EVM gas).
    virtual std::optional<Amount> signatureFee() const { return std::nullopt; }

    // How an unfinished local send is followed after a restart (PaymentRecovery): resend its
    // exact bytes every `resendIntervalMs` (0: the family's own interval), ask for its status
    // every `pollIntervalMs`, stop (not final, still in the journal) after `giveUpAfterMs`
    // (0: never).
    struct FollowTiming
    {
        int resendIntervalMs = 0;
        int pollIntervalMs = 1000;
        int giveUpAfterMs = 0;
    };
    using FollowDone = std::function<void(const JournalEntry &entry)>;
    // Follows the family's journal entry (signed or submitted, left by a crash) to a final state
    // through the node at `rpc`, writing each change to `journal`; nothing is signed again.
    // `done` once, in `parent`'s thread, with the entry as it ended. False: the family has no
    // local sends to follow (nothing runs).
    virtual bool follow(QNetworkAccessManager *network, PaymentJournal *journal,
                        const JournalEntry &entry, const QUrl &rpc, const FollowTiming &timing,
                        QObject *parent, const FollowDone &done) const;

    // Where a hosted wallet of the family pays (PaymentServices::hostedNetwork): the network of
    // a sandbox service's own chain of the family (docs/service-contract.md "Sandbox EVM chain"),
    // and the family's main network on any other service. Empty: the family has none.
    virtual QString sandboxNetwork() const { return {}; }
    virtual QString mainNetwork() const { return {}; }

    // Test funds for `owner` from the family's node in `nodes`: a sandbox's faucet (its coin and
    // test USDC) or a public test network's airdrop, where the family has one. `done` runs
    // once, in `context`'s thread: the sentence of what arrives, or why nothing does.
    using FundsDone = std::function<void(const QString &arrived, const QString &error)>;
    virtual void requestTestFunds(const ChainNodes &nodes, const Address &owner, QObject *context,
                                  const FundsDone &done) const;

    // A public explorer's page of a transaction or an address on `network` (a CAIP-2 id or a v1
    // name); empty where no explorer knows the network (the sandbox's chains) or the id is not
    // one of the family's.
    virtual QUrl explorerTx(const QString &network, const QString &txId) const;
    virtual QUrl explorerAddress(const QString &network, const QString &address) const;

    // The keys of the family's wallets in Paydesk, read from the OS keychain through `wallets`,
    // as the family's own code signs with them: added to `keys` under the family. By default
    // none: the family signs nothing with a key of Paydesk's.
    virtual void addKeys(WalletKeys &keys, wallet::WalletManager *wallets) const;
    // The family's provider in `given` through `cache` (KeyCache::cached, with its key type),
    // set in `out`: an agent process keeps the family's keys between payments. By default the
    // provider passes through, read from the keychain each time.
    virtual void cacheKeys(WalletKeys &out, const WalletKeys &given, KeyCache &cache) const;

protected:
    // `done` with an unknown balance, after the caller returned (as every other answer comes).
    static void unknown(QObject *context, const BalanceDone &done, const QString &problem)
    {
        QMetaObject::invokeMethod(
            context, [done, problem]() { done(std::nullopt, problem); }, Qt::QueuedConnection);
    }
};

} // namespace paydesk::x402
