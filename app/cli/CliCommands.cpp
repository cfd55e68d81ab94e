// paydesk-cli's commands, one class each (CliCommand), and their table. Each hands its work to a
// Cli<Name> class of its own and reports through the runner.
#include "CliAgents.h"
#include "CliBalance.h"
#include "CliBudget.h"
#include "CliCommand.h"
#include "CliFetch.h"
#include "CliHostedWallet.h"
#include "CliKeyCommands.h"
#include "CliLocalPayment.h"
#include "CliMcp.h"
#include "CliNodes.h"
#include "CliPaidFetchRecovery.h"
#include "CliPaymentCommands.h"
#include "CliProxy.h"
#include "CliRunner.h"
#include "CliStatus.h"
#include "CliTokens.h"
#include "CliUnsignedBuilds.h"
#include "CliWalletCommands.h"
#include "CliWatch.h"
#include "api/ResponseParser.h"
#include "cli/evm/CliChannels.h"
#include "cli/evm/CliPermit2.h"
#include "core/Network.h"
#include "models/PaymentOutcome.h"
#include "payments/WalletManager.h"
#include "payments/kits/ChainKits.h"
#include "payments/schemes/SchemeRegistry.h"
#include "store/HistoryCache.h"
#include "store/HistoryWriter.h"

#include <QCoreApplication>
#include <QTimer>
#include <algorithm>
#include <memory>

namespace paydesk::cli {

namespace {

struct TrCliCommands
{
    Q_DECLARE_TR_FUNCTIONS(CliRunner)
};

using Needs = CliCommand::Needs;

// Ends with `code` after the caller returned (a command that did its work at once).
void finishLater(CliRunner &r, int code)
{
    QTimer::singleShot(0, &r, [&r, code]() { r.finish(code); });
}

// The user's wallets a send's recipient is held against: the hosted wallets of the service in
// use (as `wallet list` shows them) and the wallets whose keys are here.
QList<RecipientCheck::Wallet> ownWallets(CliRunner &r)
{
    QList<RecipientCheck::Wallet> own;
    for (const auto &w : r.context().settings()->wallets(r.hostedProfile()))
        own.append({w.address, w.label});
    if (wallet::WalletManager *local = r.context().walletManager())
        for (const wallet::WalletInfo &w : local->directory()->list())
            own.append({w.address, w.label});
    return own;
}

// send, receive, history: the service's payments (CliPaymentCommands).
class PaymentsCommand : public CliCommand
{
public:
    using CliCommand::CliCommand;
    Needs needs(CliRunner &r) const override
    {
        // history of a wallet whose key is in Paydesk: Paydesk's own records answer without a
        // service; the service is asked when one and its key are at hand.
        return name() == u"history" && r.isOwnWallet(r.args().positional.value(0))
                   ? Needs::ServiceAndKeyIfAtHand
                   : CliCommand::needs(r);
    }
    void run(CliRunner &r) const override
    {
        const bool service = !r.service().isEmpty();
        auto *payments = new CliPaymentCommands(r.args(), r.printer(), *r.context().network(),
                                                *r.context().client(), r.service(), &r);
        payments->setAppSettings(r.appNodes());
        QObject::connect(payments, &CliPaymentCommands::done, &r, &CliRunner::finish);
        if (name() == u"send") {
            payments->setOwnWallets(ownWallets(r));
            return payments->send();
        }
        if (name() == u"receive")
            return payments->receive();
        const bool keyed = service && r.context().client()->hasApiKey();
        r.ownRecords(
            r.args().positional.value(0),
            [payments, keyed](const QList<PaymentRecord> &own) { payments->history(own, keyed); });
    }
};

class StatusCommand : public CliCommand
{
public:
    using CliCommand::CliCommand;
    // A payment Paydesk recorded itself (a paid fetch from a local key: "sol:", "spl:",
    // "eip3009:" ...) is known to no service: its own record answers, with no service needed.
    Needs needs(CliRunner &r) const override
    {
        return ownId(r) ? Needs::Nothing : CliCommand::needs(r);
    }
    void run(CliRunner &r) const override
    {
        if (ownId(r))
            return ownStatus(r);
        auto *status = new CliStatus(r.args(), r.printer(), *r.context().client(), &r);
        QObject::connect(status, &CliStatus::done, &r, &CliRunner::finish);
        status->run();
    }

private:
    static bool ownId(CliRunner &r)
    {
        return x402::SchemeRegistry::standard().recordsItself(r.args().positional.value(0));
    }
    static void ownStatus(CliRunner &r)
    {
        const QString id = r.args().positional.value(0);
        const AppData &d = r.data();
        if (!d.ok() || !d.history) {
            r.printer().error(ApiError::refused(QStringLiteral("LOCAL_MODE_UNAVAILABLE"), d.error));
            return finishLater(r, ExitRefused);
        }
        r.ownRecord(id, [&r, id](const std::optional<PaymentRecord> &record) {
            r.finish(CliStatus::printOwn(r.printer(), id, record));
        });
    }
};

// key set|test|delete (CliKeyCommands): key test asks for the key itself.
class KeyCommand : public CliCommand
{
public:
    using CliCommand::CliCommand;
    void run(CliRunner &r) const override
    {
        const QString action = r.args().positional.constFirst();
        auto *keys = new CliKeyCommands(r.printer(), *r.context().secrets(), *r.context().apiKeys(),
                                        r.service(), &r);
        QObject::connect(keys, &CliKeyCommands::done, &r, &CliRunner::finish);
        if (action == u"set")
            keys->keySet();
        else if (action == u"delete")
            keys->keyDelete();
        else
            r.withApiKey([keys]() { keys->keyTest(); });
    }
};

// wallet create|import|list|remove (CliWalletCommands). `wallet list` shows balances when a
// node is at hand: --rpc / --evm-rpc, PAYDESK_SOLANA_RPC / PAYDESK_EVM_RPC, or the sandbox's for
// a service on this computer (no surprise calls to a public node).
class WalletCommand : public CliCommand
{
public:
    using CliCommand::CliCommand;
    void run(CliRunner &r) const override
    {
        const CliArguments &args = r.args();
        auto *wallet = new CliWalletCommands(args, r.printer(), r.data(), &r);
        QObject::connect(wallet, &CliWalletCommands::done, &r, &CliRunner::finish);
        QList<wallet::WalletInfo> hosted;
        for (const auto &w : r.context().settings()->wallets(r.hostedProfile()))
            hosted.append({w.address, w.label, QStringLiteral("hosted"), {}, {}});
        wallet->setHosted(hosted);
        const bool rpcAtHand = args.has(QStringLiteral("rpc")) ||
                               args.has(QStringLiteral("evm-rpc")) ||
                               !qEnvironmentVariableIsEmpty("PAYDESK_SOLANA_RPC") ||
                               !qEnvironmentVariableIsEmpty("PAYDESK_EVM_RPC") ||
                               ServiceConfig::hasSandboxChains(r.service());
        if (args.positional.value(0) == u"list" && rpcAtHand) {
            auto *balances =
                new CliBalance(args, r.printer(), *r.context().network(), r.service(), {}, wallet);
            balances->setNamedNodesOnly(true);
            QString ignored;
            if (balances->chooseEndpoint(&ignored)) {
                balances->setTimeoutMs(3000);
                wallet->setBalances(balances);
            }
        }
        wallet->run();
    }
};

// wallet create --hosted (CliHostedWallet): the sandbox's wallets, listed with the app's hosted
// wallets of this service so that `wallet list` and `balance` show them.
class HostedWalletCommand : public CliCommand
{
public:
    using CliCommand::CliCommand;
    void run(CliRunner &r) const override
    {
        if (r.args().positional.constFirst() != u"create")
            return r.usage(TrCliCommands::tr("--hosted goes with 'wallet create'."));
        if (!CliHostedWallet::isSandbox(r.service()))
            return r.usage(CliHostedWallet::notSandboxText(r.service()));
        if (r.apiKey().isEmpty())
            return r.withApiKey([this, &r]() { run(r); });
        auto *wallet =
            new CliHostedWallet(r.args(), r.printer(), *r.context().network(), r.service(), &r);
        QObject::connect(wallet, &CliHostedWallet::done, &r, &CliRunner::finish);
        QObject::connect(wallet, &CliHostedWallet::created, &r, [&r](const QString &address) {
            SettingsModel *settings = r.context().settings();
            QList<SettingsModel::WalletEntry> wallets = settings->wallets(r.hostedProfile());
            const bool listed = std::any_of(wallets.cbegin(), wallets.cend(),
                                            [&](const auto &w) { return w.address == address; });
            if (!listed) {
                wallets.append({address, TrCliCommands::tr("Created by paydesk-cli")});
                settings->setWallets(r.hostedProfile(), wallets);
            }
        });
        wallet->run(r.apiKey());
    }
};

// send/receive --local (CliLocalPayment).
class LocalCommand : public CliCommand
{
public:
    using CliCommand::CliCommand;
    void run(CliRunner &r) const override
    {
        auto *local = new CliLocalPayment(r.args(), r.printer(), *r.context().network(),
                                          r.service(), r.data(), &r);
        local->setAppSettings(r.appNodes());
        if (r.args().command == u"send")
            local->setOwnWallets(ownWallets(r));
        QObject::connect(local, &CliLocalPayment::done, &r, &CliRunner::finish);
        local->run();
    }
};

// recover: paid fetches, then local payments (CliLocalPayment), then the builds nobody signed.
class RecoverCommand : public CliCommand
{
public:
    using CliCommand::CliCommand;
    void run(CliRunner &r) const override
    {
        // Paid fetches are checked on chain through the nodes every command uses; without
        // usable ones (a bad variable), they are named unchecked.
        auto nodes = std::make_shared<CliNodes>();
        QString unusable;
        if (!nodes->open(r.args(), r.service(), *r.context().network(), r.appNodes(), &unusable))
            nodes = std::make_shared<CliNodes>();
        nodes->identify(&r, [&r, nodes](const QString &) {
            auto *fetches = new CliPaidFetchRecovery(r.data(), r.printer(), &r);
            fetches->run(nodes->chainNodes(), [&r, nodes](int) {
                auto *local = new CliLocalPayment(r.args(), r.printer(), *r.context().network(),
                                                  r.service(), r.data(), &r);
                QObject::connect(local, &CliLocalPayment::done, &r,
                                 [&r](int code) { reportUnsignedBuilds(r, code); });
                local->recover();
            });
        });
    }

private:
    // The journal holds what was signed; builds nobody signed are only in the service's
    // history. Listed when a service and its key are at hand, else said why not.
    static void reportUnsignedBuilds(CliRunner &r, int recoverCode)
    {
        QString error;
        QStringList local;
        if (!r.resolveService(&error))
            return r.finish(recoverCode);
        const CliBalance::Known known = r.knownWallets();
        for (int i = 0; i < known.addresses.size(); ++i)
            if (known.kinds.value(i) == u"local")
                local << known.addresses.at(i);
        if (local.isEmpty())
            return r.finish(recoverCode);
        r.tryApiKey([&r, local, recoverCode](bool found) {
            if (found) {
                auto *builds = new CliUnsignedBuilds(*r.context().client(), r.printer(), &r);
                QObject::connect(builds, &CliUnsignedBuilds::done, &r,
                                 [&r, recoverCode]() { r.finish(recoverCode); });
                return builds->run(local);
            }
            r.printer().message(
                QStringLiteral("unsigned builds"),
                TrCliCommands::tr("No API key for %1 at hand, so builds nobody signed are not "
                                  "listed: pass --api-key-env NAME or store one with 'key set'.")
                    .arg(r.service().toString()));
            r.finish(recoverCode);
        });
    }
};

// fetch URL (CliFetch). Paying from your own keys needs no payment service
// (CliFetch::paysLocally); one configured is still used where an option needs it (a Solana
// payment the service builds), with its key when one is at hand.
class FetchCommand : public CliCommand
{
public:
    using CliCommand::CliCommand;
    Needs needs(CliRunner &r) const override
    {
        return CliFetch::paysLocally(r.args(), r.data()) ? Needs::ServiceAndKeyIfAtHand
                                                         : CliCommand::needs(r);
    }
    // Without a service only your own wallets pay: say so, and how to name one.
    QString withoutService(CliRunner &r, const QString &why) const override
    {
        const QStringList froms = r.args().values(QStringLiteral("from"));
        if (froms.isEmpty())
            return TrCliCommands::tr(
                "No payment service is configured, and paying from your own wallets needs none: "
                "name the wallet with --from ADDRESS ('paydesk-cli wallet list' shows them). A "
                "hosted wallet needs --service URL.");
        for (const QString &from : froms)
            if (!r.isOwnWallet(from.trimmed()))
                return TrCliCommands::tr(
                           "--from %1 is not a wallet in Paydesk ('paydesk-cli wallet list' shows "
                           "yours); a hosted wallet needs --service URL.")
                    .arg(from.trimmed());
        return why;
    }
    void run(CliRunner &r) const override
    {
        auto *fetch = new CliFetch(r.args(), *r.context().network(), *r.context().client(),
                                   r.service(), r.data(), &r);
        fetch->setAppSettings(r.appNodes());
        QObject::connect(fetch, &CliFetch::done, &r, &CliRunner::finish);
        fetch->run();
    }
};

// balance [WALLET] (CliBalance): no service and no API key needed.
class BalanceCommand : public CliCommand
{
public:
    using CliCommand::CliCommand;
    void run(CliRunner &r) const override
    {
        auto *balance = new CliBalance(r.args(), r.printer(), *r.context().network(), r.service(),
                                       r.knownWallets(), &r);
        balance->setAppSettings(r.appNodes());
        QObject::connect(balance, &CliBalance::done, &r, &CliRunner::finish);
        balance->run();
    }
};

// faucet WALLET: test funds from the wallet's family's node (ChainKit::requestTestFunds), the
// same as the Wallets page's button; never on mainnet.
class FaucetCommand : public CliCommand
{
public:
    using CliCommand::CliCommand;
    void run(CliRunner &r) const override
    {
        QString why;
        const auto owner = Address::parse(r.args().positional.value(0), &why);
        if (!owner)
            return r.usage(why);
        // The nodes every command uses (CliNodes): the Wallets page's button and this command
        // ask the same node.
        auto nodes = std::make_shared<CliNodes>();
        if (!nodes->open(r.args(), r.service(), *r.context().network(), r.appNodes(), &why,
                         owner->chain()))
            return r.usage(why);
        // A custom --rpc URL: its node says which cluster it is on before anything is asked.
        nodes->identify(&r, [&r, nodes, wallet = *owner](const QString &problem) {
            if (!problem.isEmpty()) // the wallet's own family's node, the only one opened
                return r.fail(ApiError::refused(QStringLiteral("no_test_funds"), problem));
            request(r, *nodes, wallet);
        });
    }

private:
    static void request(CliRunner &r, CliNodes &nodes, const Address &owner)
    {
        const x402::ChainNodes chain = nodes.chainNodes();
        // The clients live as long as the command: the runner owns them from here.
        nodes.adopt(&r);
        const Network *on = Network::find(chain.network(owner.chain()));
        if (on && !on->testnet)
            return r.fail(ApiError::refused(
                QStringLiteral("no_test_funds"),
                TrCliCommands::tr("Mainnet has no test funds: use --rpc devnet, testnet or "
                                  "sandbox.")));
        const x402::ChainKit *kit = x402::ChainKits::standard().of(owner.chain());
        if (!kit)
            return r.usage(TrCliCommands::tr("Not a wallet address."));
        const QString wallet = owner.toString();
        kit->requestTestFunds(
            chain, owner, &r, [&r, wallet](const QString &arrived, const QString &error) {
                if (!error.isEmpty())
                    return r.fail(ApiError::refused(QStringLiteral("no_test_funds"), error));
                r.printer().message(QStringLiteral("faucet"), arrived,
                                    {{QStringLiteral("wallet"), wallet}});
                r.finish(ExitOk);
            });
    }
};

class BudgetCommand : public CliCommand
{
public:
    using CliCommand::CliCommand;
    void run(CliRunner &r) const override
    {
        const QUrl service =
            CliFetch::configuredService(r.args(), *r.context().settings(), r.context().dataDir());
        finishLater(r, CliBudget::run(r.args(), service, r.data()));
    }
};

class TokensCommand : public CliCommand
{
public:
    using CliCommand::CliCommand;
    void run(CliRunner &r) const override { finishLater(r, CliTokens::run(r.args(), r.data())); }
};

// permit2 allowance|approve|revoke (CliPermit2) and channel list|refund|withdraw
// (CliChannels): EVM tools of the wallet's own, on the nodes the app chose.
template <class Tool> class EvmToolCommand : public CliCommand
{
public:
    using CliCommand::CliCommand;
    void run(CliRunner &r) const override
    {
        auto *tool =
            new Tool(r.args(), r.printer(), *r.context().network(), r.service(), r.data(), &r);
        tool->setAppSettings(r.appNodes());
        QObject::connect(tool, &Tool::done, &r, &CliRunner::finish);
        tool->run();
    }
};

// agent list|add|remove|pause|resume|token|budget|allow|disallow (CliAgents).
class AgentsCommand : public CliCommand
{
public:
    using CliCommand::CliCommand;
    void run(CliRunner &r) const override
    {
        auto *agents = new CliAgents(r.args(), r.service(), r.data(), &r);
        QObject::connect(agents, &CliAgents::done, &r, &CliRunner::finish);
        agents->run();
    }
};

// mcp (CliMcp) and proxy (CliProxy): agents pay from the keys in Paydesk.
template <class Face> class AgentFaceCommand : public CliCommand
{
public:
    using CliCommand::CliCommand;
    void run(CliRunner &r) const override
    {
        auto *face = new Face(r.args(), *r.context().network(), *r.context().client(), r.service(),
                              r.data(), &r);
        face->setAppSettings(r.appNodes());
        QObject::connect(face, &Face::done, &r, &CliRunner::finish);
        face->run();
    }
};

} // namespace

CliCommand::Needs CliCommand::needs(CliRunner &) const
{
    return m_needs;
}

std::span<const CliCommand *const> CliCommand::all()
{
    static const PaymentsCommand send(u"send", Needs::ServiceAndKey);
    static const LocalCommand sendLocal(u"send --local", Needs::ServiceAndKey);
    static const PaymentsCommand receive(u"receive", Needs::ServiceAndKey);
    static const LocalCommand receiveLocal(u"receive --local", Needs::ServiceAndKey);
    static const StatusCommand status(u"status", Needs::ServiceAndKey);
    static const PaymentsCommand history(u"history", Needs::ServiceAndKey);
    static const WatchCommand watch(u"watch", Needs::ServiceAndKey);
    static const FetchCommand fetch(u"fetch", Needs::ServiceAndKey);
    static const KeyCommand key(u"key", Needs::Service);
    static const WalletCommand wallet(u"wallet", Needs::ServiceIfConfigured);
    static const HostedWalletCommand hosted(u"wallet --hosted", Needs::Service);
    static const RecoverCommand recover(u"recover", Needs::ServiceIfConfigured);
    static const BalanceCommand balance(u"balance", Needs::ServiceIfConfigured);
    static const FaucetCommand faucet(u"faucet", Needs::ServiceIfConfigured);
    static const BudgetCommand budget(u"budget", Needs::Nothing);
    static const TokensCommand token(u"token", Needs::Nothing);
    static const EvmToolCommand<CliPermit2> permit2(u"permit2", Needs::ServiceIfConfigured);
    static const EvmToolCommand<CliChannels> channel(u"channel", Needs::ServiceIfConfigured);
    static const AgentsCommand agent(u"agent", Needs::ServiceIfConfigured);
    static const AgentFaceCommand<CliMcp> mcp(u"mcp", Needs::ServiceIfConfigured);
    static const AgentFaceCommand<CliProxy> proxy(u"proxy", Needs::ServiceIfConfigured);
    static const CliCommand *const table[] = {
        &send,   &sendLocal, &receive, &receiveLocal, &status,  &history, &watch,
        &fetch,  &key,       &wallet,  &hosted,       &recover, &balance, &faucet,
        &budget, &token,     &permit2, &channel,      &agent,   &mcp,     &proxy,
    };
    return table;
}

} // namespace paydesk::cli
