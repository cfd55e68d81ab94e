#include "CliEvmPayment.h"

#include "core/Asset.h"
#include "models/LocalPaymentController.h"
#include "models/evm/EvmLocalPayments.h"
#include "payments/evm/EvmEndpoint.h"
#include "payments/evm/EvmPaymentFlow.h"
#include "payments/solana/RpcEndpoint.h"

namespace paydesk::cli {

using evm::EvmPaymentFlow;
using evm::EvmPolicy;
using evm::EvmReview;

namespace {
const EvmPaymentFlow &evmFlow(const PaymentFlow &flow)
{
    return static_cast<const EvmPaymentFlow &>(flow); // owns() said so
}
} // namespace

CliEvmPayment::~CliEvmPayment() = default;

bool CliEvmPayment::owns(const PaymentFlow &flow) const
{
    return qobject_cast<const EvmPaymentFlow *>(&flow) != nullptr;
}

QString CliEvmPayment::cannotRun(const QString &command) const
{
    if (command == u"send")
        return {};
    return tr("Receiving in local mode on an EVM wallet needs the buyer's token authorization "
              "(EIP-3009), which Paydesk does not verify yet. Receive in hosted mode (without "
              "--local) instead.");
}

bool CliEvmPayment::prepare(const CliArguments &args, const QUrl &service,
                            QNetworkAccessManager &network, const CliNodes::AppSettings &app,
                            QString *usageError)
{
    // --rpc names the sending wallet's node here (a URL or sandbox); without it, the node every
    // command uses (CliNodes): --evm-rpc, $PAYDESK_EVM_RPC, the sandbox's, else the one the
    // desktop app chose in Settings.
    if (const QString rpcText = args.value(QStringLiteral("rpc")); !rpcText.isEmpty()) {
        const auto endpoint = evm::EvmEndpoint::parse(rpcText, service, usageError);
        QString ignored;
        if (!endpoint && solana::RpcEndpoint::parse(rpcText, service, &ignored))
            *usageError = tr("%1 is a Solana cluster; an EVM wallet needs its network's JSON-RPC "
                             "URL (or sandbox).")
                              .arg(rpcText);
        if (!endpoint)
            return false;
        m_rpc = std::make_unique<evm::EvmRpcClient>(&network, endpoint->url);
    } else {
        CliNodes nodes;
        if (!nodes.open(args, service, network, app, usageError, Chain::Evm))
            return false;
        m_rpc = nodes.take<evm::EvmRpcClient>(Chain::Evm);
    }
    if (const QString key = QStringLiteral("max-network-fee"); args.has(key)) {
        const auto cap = Amount::parse(args.value(key), 18);
        const auto wei = cap ? evm::U256::fromAmount(*cap) : std::nullopt;
        if (!wei || wei->isZero()) {
            *usageError = tr("--%1 takes an amount of ETH such as 0.002.").arg(key);
            return false;
        }
        m_maxNetworkFee = wei;
    }
    return true;
}

void CliEvmPayment::fillRunOptions(LocalRunOptions &run) const
{
    run.set(Chain::Evm, EvmRunOptions{m_rpc.get(), m_maxNetworkFee});
}

QString CliEvmPayment::notImported(const QString &wallet) const
{
    return tr("Wallet %1 is not in Paydesk: import it first with 'paydesk-cli wallet import "
              "--chain evm' (local mode signs with your own key).")
        .arg(wallet);
}

int CliEvmPayment::reconcileTimeoutMs() const
{
    return 30000;
}

QString CliEvmPayment::stillOpen(const QString &wallet, const JournalEntry &e) const
{
    return tr("An earlier payment from %1 (%2, nonce %3) can still land; Paydesk will not sign a "
              "new one until it is final. Speed it up or cancel it in the app, or try again "
              "later.")
        .arg(wallet, e.signature)
        .arg(e.nonce.value_or(0));
}

QUrl CliEvmPayment::endpoint(const PaymentFlow &flow) const
{
    return evmFlow(flow).endpoint();
}

bool CliEvmPayment::reviewOk(const PaymentFlow &flow) const
{
    return evmFlow(flow).review().ok();
}

void CliEvmPayment::printReview(const PaymentFlow &flow, QTextStream &err) const
{
    const EvmPaymentFlow &f = evmFlow(flow);
    const EvmReview &r = f.review();
    err << tr("Checked the transaction built by the service against your node (network %1, "
              "%2 s left):")
               .arg(r.network)
               .arg(r.secondsLeft)
        << '\n';
    err << QStringLiteral("  ") << r.summary() << '\n';
    err << tr("  Gas limit %1, max fee %2 gwei per gas, priority fee %3 gwei per gas; at most "
              "%4 %5 in total.")
               .arg(r.gasLimit)
               .arg(EvmPolicy::formatGwei(r.maxFeePerGas),
                    EvmPolicy::formatGwei(r.maxPriorityFeePerGas), EvmPolicy::formatWei(r.maxTotal),
                    Asset::native(f.network()).symbol)
        << '\n';
    for (const QString &w : r.warnings)
        err << QStringLiteral("  ! ") << w << '\n';
    if (const auto sim = f.simulation(); sim && sim->ok)
        err << QStringLiteral("  ") << sim->message << '\n';
}

void CliEvmPayment::describe(const PaymentFlow &flow, QJsonObject &extra) const
{
    const EvmPaymentFlow &f = evmFlow(flow);
    const EvmReview &r = f.review();
    extra.insert(QStringLiteral("network"), f.network());
    if (r.tx.to) {
        extra.insert(QStringLiteral("amount"), EvmPolicy::formatWei(r.value));
        extra.insert(QStringLiteral("nonce"), QString::number(r.nonce));
        extra.insert(QStringLiteral("maxNetworkFee"), EvmPolicy::formatWei(r.maxNetworkFee));
    }
    if (flow.outcome() == PaymentFlow::Outcome::Refused && !r.ok())
        extra.insert(QStringLiteral("refusal"), EvmReview::refusalCode(r.refusal));
}

QString CliEvmPayment::feeHint(const PaymentFlow &flow) const
{
    if (evmFlow(flow).review().refusal != EvmReview::Refusal::FeeTooHigh)
        return {};
    return tr("To allow more for this payment pass --max-network-fee; the saved limit is in the "
              "app's Settings.");
}

} // namespace paydesk::cli
