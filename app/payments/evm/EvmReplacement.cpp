#include "EvmReplacement.h"

#include "core/LogCategories.h"

#include <QJsonDocument>
#include <QJsonObject>

namespace paydesk::evm {

EvmReplacement::EvmReplacement(Services services, Options options, QObject *parent)
    : PaymentFlow(parent), m_services(std::move(services)), m_options(options)
{}

std::optional<U256> EvmReplacement::bumped(const U256 &x)
{
    quint32 rest = 0;
    const U256 tenth = x.dividedBy(10, &rest);
    const auto up = rest ? tenth.checkedAdd(U256(1)) : std::optional(tenth);
    return up ? x.checkedAdd(*up) : std::nullopt;
}

QString EvmReplacement::logName() const
{
    return QStringLiteral("evm replacement of ") + m_original.signature;
}

PaymentFlow::Summary EvmReplacement::summary() const
{
    Summary s;
    s.counterparty = m_review.tx.to ? m_review.tx.to->toChecksummed() : QString();
    s.asset = Asset::native(m_original.network.isEmpty() ? QStringLiteral("eip155:1")
                                                         : m_original.network);
    s.value = m_review.value.toAmount(s.asset.decimals).value_or(Amount());
    s.expiredMeansReplaced = true;
    return s;
}

void EvmReplacement::start(qint64 journalId, Kind kind)
{
    m_kind = kind;
    const auto entry = m_services.journal->find(journalId);
    if (!entry || !entry->nonce || entry->isFinal() || entry->direction != Direction::Sent)
        return finish(Outcome::Error, tr("Only an EVM payment that still waits for a block can be "
                                         "sped up or cancelled."));
    // Replace the highest-fee transaction of the nonce still open (an earlier speed-up).
    m_original = *entry;
    std::optional<EvmTransaction> best;
    for (const JournalEntry &e :
         m_services.journal->withNonce(entry->wallet, entry->network, *entry->nonce)) {
        if (e.isFinal())
            continue;
        const auto tx = EvmTransaction::decodeSigned(e.wire, nullptr);
        if (tx && (!best || tx->feeCap() > best->feeCap())) {
            best = tx;
            m_original = e;
        }
    }
    if (!best)
        return finish(Outcome::Error, tr("The journaled transaction cannot be read; nothing was "
                                         "signed."));
    m_old = *best;
    m_old.signature.reset();
    m_previousMaxFee = U256(m_old.gasLimit).checkedMul(m_old.feeCap()).value_or(U256());
    readNode();
}

void EvmReplacement::readNode()
{
    setStep(Step::Checking);
    const auto from = EvmAddress::parse(m_original.wallet);
    EvmRpcClient *rpc = m_services.rpc;
    RpcCall *count = rpc->getTransactionCount(*from, QStringLiteral("latest"));
    connect(count, &RpcCall::finished, this, [this, count, rpc]() {
        count->deleteLater();
        const auto mined =
            count->ok() ? EvmRpcClient::parseQuantity64(count->result()) : std::nullopt;
        if (!mined)
            return finish(Outcome::Error,
                          tr("Cannot read the wallet's nonce from your node: %1")
                              .arg(count->ok() ? tr("unreadable answer") : count->errorText()));
        if (*mined > *m_original.nonce)
            return finish(Outcome::Error,
                          tr("Nonce %1 is already used: the payment landed or was replaced. "
                             "Paydesk settles it from its receipt; nothing was signed.")
                              .arg(*m_original.nonce));
        RpcCall *fees = rpc->feeHistory(1, {50});
        connect(fees, &RpcCall::finished, this, [this, fees, rpc]() {
            fees->deleteLater();
            const auto history =
                fees->ok() ? EvmRpcClient::parseFeeHistory(fees->result()) : std::nullopt;
            if (!history)
                return finish(Outcome::Error,
                              tr("Cannot read the fees from your node: %1")
                                  .arg(fees->ok() ? tr("unreadable answer") : fees->errorText()));
            RpcCall *tip = rpc->maxPriorityFeePerGas();
            connect(tip, &RpcCall::finished, this, [this, tip, base = history->nextBaseFee()]() {
                tip->deleteLater();
                // A node without eth_maxPriorityFeePerGas: the bump alone sets the tip.
                const auto suggested =
                    tip->ok() ? EvmRpcClient::parseQuantity(tip->result()) : std::nullopt;
                build(base, suggested.value_or(U256()));
            });
        });
    });
}

void EvmReplacement::build(const U256 &nextBaseFee, const U256 &suggestedTip)
{
    EvmTransaction tx = m_old;
    const auto from = *EvmAddress::parse(m_original.wallet);
    if (m_kind == Kind::Cancel) {
        tx.to = from;
        tx.value = U256();
        tx.data.clear();
        tx.accessList.clear();
        tx.gasLimit = EvmPolicy::kTransferGas;
    }
    const auto tip =
        bumped(m_old.type == EvmTransaction::Type::DynamicFee ? m_old.maxPriorityFeePerGas
                                                              : m_old.gasPrice);
    const auto cap = bumped(m_old.feeCap());
    const auto doubleBase = nextBaseFee.checkedMul(U256(2));
    if (!tip || !cap || !doubleBase)
        return finish(Outcome::Refused, tr("The fees of this transaction cannot be raised."));
    const U256 newTip = std::max(*tip, suggestedTip);
    const U256 floor = doubleBase->checkedAdd(newTip).value_or(*doubleBase);
    if (tx.type == EvmTransaction::Type::DynamicFee) {
        tx.maxPriorityFeePerGas = newTip;
        tx.maxFeePerGas = std::max({*cap, floor, newTip});
    } else {
        tx.gasPrice = std::max(*cap, nextBaseFee.checkedAdd(suggestedTip).value_or(nextBaseFee));
    }
    m_expect = {};
    m_expect.chainId = m_old.chainId; // decoded from our own signed bytes
    m_expect.from = from;
    m_expect.recipient = tx.to.value_or(from);
    m_expect.value = tx.value;
    m_expect.maxFee = m_options.maxNetworkFee;
    m_expect.pendingNonce = m_old.nonce; // the nonce being replaced, by design
    m_expect.recipientHasCode = tx.gasLimit != EvmPolicy::kTransferGas;
    if (m_expect.recipientHasCode)
        m_expect.gasEstimate = tx.gasLimit;
    m_expect.nextBaseFee = nextBaseFee;
    m_expect.network = m_original.network;
    m_tx = tx;
    m_review = EvmPolicy::review(tx, m_expect);
    Q_EMIT reviewReady();
    if (!m_review.ok())
        return finish(
            Outcome::Refused,
            tr("%1 Nothing was signed; the first transaction still waits.").arg(m_review.reason));
    setStep(Step::AwaitingApproval);
    if (m_options.autoApprove)
        approve();
}

void EvmReplacement::approve()
{
    if (m_step != Step::AwaitingApproval || !m_tx)
        return;
    setStep(Step::Signing);
    m_services.keys(m_original.wallet, this,
                    [this](std::optional<wallet::EvmKey> key, const QString &error) {
                        if (!key)
                            return finish(Outcome::Error, error);
                        sign(std::move(*key));
                    });
}

void EvmReplacement::reject()
{
    if (m_step == Step::AwaitingApproval)
        finish(Outcome::Refused, tr("You kept the first transaction; nothing was signed."));
}

void EvmReplacement::sign(wallet::EvmKey key)
{
    EvmTransaction tx = *m_tx;
    QString why;
    if (!EvmPaymentFlow::signChecked(tx, std::move(key), m_expect.from, &why))
        return finish(Outcome::Error,
                      tr("The replacement could not be signed (%1); nothing was sent.")
                          .arg(why.isEmpty() ? tr("wrong key") : why));
    JournalEntry entry = m_original;
    entry.id = 0;
    entry.rpcUrl = m_services.rpc->endpoint().toString();
    entry.signature = EvmRpcClient::toHexData(tx.hash());
    entry.wire = tx.signedBytes();
    entry.replaces = m_original.signature;
    entry.state = JournalState::Signed;
    entry.detail.clear();
    entry.slot = 0;
    QJsonObject request = QJsonDocument::fromJson(m_original.request).object();
    request.insert(QStringLiteral("replacement"),
                   m_kind == Kind::Cancel ? QStringLiteral("cancel") : QStringLiteral("speed-up"));
    request.insert(QStringLiteral("maxNetworkFee"), EvmPolicy::formatWei(m_review.maxNetworkFee));
    entry.request = QJsonDocument(request).toJson(QJsonDocument::Compact);
    const auto id = m_services.journal->record(entry);
    if (!id)
        return finish(Outcome::Error, tr("The payment journal could not be written (%1), so the "
                                         "replacement was not sent.")
                                          .arg(m_services.journal->lastError()));
    entry.id = *id;
    m_journalId = *id;
    m_hash = entry.signature;
    setStep(Step::Broadcasting);
    m_tracker = new EvmBroadcastTracker(m_services.rpc, m_services.journal, entry, this);
    m_tracker->setTiming(m_options.timing);
    m_tracker->setFreshlySigned(true);
    connect(m_tracker, &EvmBroadcastTracker::progress, this, &EvmReplacement::progress);
    connect(m_tracker, &EvmBroadcastTracker::stateChanged, this,
            &EvmReplacement::broadcastStateChanged);
    connect(m_tracker, &EvmBroadcastTracker::finished, this, [this]() {
        finish(EvmPaymentFlow::outcomeOf(m_tracker->state()).value_or(Outcome::Unfinished),
               m_tracker->message());
    });
    m_tracker->start();
}

} // namespace paydesk::evm
