#include "EvmContractCall.h"

#include "core/Address.h"
#include "core/LogCategories.h"

#include <QJsonDocument>

namespace paydesk::evm {

EvmContractCall::EvmContractCall(Services services, Options options, QObject *parent)
    : PaymentFlow(parent), m_services(std::move(services)), m_options(options)
{}

QUrl EvmContractCall::endpoint() const
{
    return m_services.rpc->endpoint();
}

// The call moves no coin: it pays only the network fee.
PaymentFlow::Summary EvmContractCall::summary() const
{
    Summary s;
    s.counterparty = m_expect.recipient.toChecksummed();
    s.asset = Asset::native(m_network.isEmpty() ? QStringLiteral("eip155:1") : m_network);
    s.value = Amount::fromUnits(0, s.asset.decimals);
    s.expiredMeansReplaced = true;
    return s;
}

QString EvmContractCall::summaryLine() const
{
    return tr("%1 from %2 on %3; network fee at most %4 ETH (nonce %5, gas limit %6).")
        .arg(callText(), Address::brief(m_wallet), m_network,
             EvmPolicy::formatWei(m_review.maxNetworkFee))
        .arg(m_review.nonce)
        .arg(m_review.gasLimit);
}

void EvmContractCall::begin(const QString &wallet, const QString &network)
{
    m_wallet = wallet;
    m_requestedNetwork = network;
    const auto from = EvmAddress::parse(wallet);
    if (!from)
        return finish(Outcome::Error,
                      tr("%1 is not an EVM wallet (0x and 40 hex digits); nothing was signed.")
                          .arg(wallet.left(64)));
    m_wallet = from->toChecksummed();
    m_expect = {};
    m_expect.from = *from;
    setStep(Step::Checking);
    RpcCall *call = m_services.rpc->chainId();
    connect(call, &RpcCall::finished, this, [this, call]() {
        call->deleteLater();
        const auto id = call->ok() ? EvmRpcClient::parseQuantity64(call->result()) : std::nullopt;
        if (!id)
            return finish(Outcome::Error,
                          tr("Cannot read the chain id from your EVM node (%1): %2. Nothing was "
                             "signed.")
                              .arg(endpoint().toDisplayString(),
                                   call->ok() ? tr("unreadable answer") : call->errorText()));
        onChain(*id);
    });
}

void EvmContractCall::onChain(quint64 chainId)
{
    m_network = QStringLiteral("eip155:%1").arg(chainId);
    m_expect.chainId = chainId;
    if (!m_requestedNetwork.isEmpty() &&
        Network::canonical(m_requestedNetwork) != Network::canonical(m_network))
        return finish(Outcome::Refused,
                      tr("Your EVM node (%1) is on %2, not on %3: set the node of that network; "
                         "nothing was signed.")
                          .arg(endpoint().toDisplayString(), m_network, m_requestedNetwork));
    if (!prepare())
        return;
    if (pendingElsewhere())
        return;
    readNode();
}

void EvmContractCall::setCall(const EvmAddress &contract, const QByteArray &data)
{
    m_expect.recipient = contract;
    m_expect.data = data;
}

bool EvmContractCall::pendingElsewhere()
{
    const QList<JournalEntry> open = m_services.journal->unresolvedNonces(m_wallet, m_network);
    if (open.isEmpty())
        return false;
    finish(Outcome::Refused,
           tr("An earlier transaction from this wallet (nonce %1, %2) can still land. Paydesk "
              "signs nothing else on %3 until it is final: wait for it, or speed it up or cancel "
              "it; nothing was signed.")
               .arg(open.first().nonce.value_or(0))
               .arg(open.first().signature, m_network));
    return true;
}

void EvmContractCall::fail(RpcCall *call, const QString &what)
{
    if (m_readError.isEmpty())
        m_readError = call->ok() ? what : call->errorText();
}

// The subclass's own reads first (they may settle the call), then the node's.
void EvmContractCall::readNode()
{
    m_readError.clear();
    readMore([this]() { readFees(); });
}

void EvmContractCall::readFees()
{
    m_reads = 4;
    m_tip.reset();
    const auto done = [this]() {
        if (--m_reads == 0)
            onNodeRead();
    };
    const auto read = [this, done](RpcCall *call, auto &&take) {
        connect(call, &RpcCall::finished, this, [call, take, done]() {
            call->deleteLater();
            take(call);
            done();
        });
    };
    EvmRpcClient *rpc = m_services.rpc;
    read(rpc->getTransactionCount(m_expect.from), [this](RpcCall *c) {
        m_expect.pendingNonce = c->ok() ? EvmRpcClient::parseQuantity64(c->result()) : std::nullopt;
        if (!m_expect.pendingNonce)
            fail(c, tr("no nonce"));
    });
    read(rpc->feeHistory(1, {50}), [this](RpcCall *c) {
        const auto fees = c->ok() ? EvmRpcClient::parseFeeHistory(c->result()) : std::nullopt;
        if (!fees)
            return fail(c, tr("no fee history"));
        m_expect.nextBaseFee = fees->nextBaseFee();
    });
    // A node without eth_maxPriorityFeePerGas: no tip (the base fee alone).
    read(rpc->maxPriorityFeePerGas(), [this](RpcCall *c) {
        m_tip = c->ok() ? EvmRpcClient::parseQuantity(c->result()) : std::nullopt;
    });
    EvmCallRequest estimate;
    estimate.from = m_expect.from;
    estimate.to = m_expect.recipient;
    estimate.data = m_expect.data;
    read(rpc->estimateGas(estimate), [this](RpcCall *c) {
        m_expect.gasEstimate = c->ok() ? EvmRpcClient::parseQuantity64(c->result()) : std::nullopt;
        if (!m_expect.gasEstimate)
            fail(c, tr("no gas estimate for %1").arg(callName()));
    });
}

EvmTransaction EvmContractCall::transaction(const EvmExpectation &e, const U256 &tip)
{
    const U256 base = e.nextBaseFee.value_or(U256());
    const quint64 estimate = e.gasEstimate.value_or(0);
    EvmTransaction tx;
    tx.type = EvmTransaction::Type::DynamicFee;
    tx.chainId = e.chainId;
    tx.nonce = e.pendingNonce.value_or(0);
    tx.maxPriorityFeePerGas = tip;
    // Twice the next base fee: room for six full blocks of base-fee rises (12.5 % each).
    tx.maxFeePerGas = base.checkedMul(U256(2)).value_or(base).checkedAdd(tip).value_or(base);
    // The estimate with a fifth more, for state that changes before it lands.
    tx.gasLimit = estimate + estimate / 5;
    tx.to = e.recipient;
    tx.data = e.data;
    return tx;
}

void EvmContractCall::onNodeRead()
{
    if (!m_readError.isEmpty())
        return finish(Outcome::Error,
                      tr("Cannot prepare %1 through your EVM node (%2): %3. Nothing was signed.")
                          .arg(callName(), endpoint().toDisplayString(), m_readError));
    if (const QString nothing = refusalAfterRead(); !nothing.isEmpty())
        return finish(Outcome::Refused, tr("%1; nothing was signed.").arg(nothing));
    m_expect.recipientHasCode = true;
    m_expect.value = U256();
    m_expect.maxFee = m_options.maxNetworkFee;
    m_expect.network = m_network;
    m_tx = transaction(m_expect, m_tip.value_or(U256()));
    m_review = EvmPolicy::review(*m_tx, m_expect);
    Q_EMIT reviewReady();
    if (!m_review.ok())
        return finish(Outcome::Refused, tr("%1 Nothing was signed.").arg(m_review.reason));
    setStep(Step::AwaitingApproval);
    if (m_options.autoApprove)
        approve();
}

void EvmContractCall::approve()
{
    if (m_step != Step::AwaitingApproval || !m_tx)
        return;
    if (pendingElsewhere())
        return;
    setStep(Step::Signing);
    m_services.keys(m_wallet, this,
                    [this](std::optional<wallet::EvmKey> key, const QString &error) {
                        if (!key)
                            return finish(Outcome::Error, error);
                        sign(std::move(*key));
                    });
}

void EvmContractCall::reject()
{
    if (m_step == Step::AwaitingApproval)
        finish(Outcome::Refused, tr("You declined %1; nothing was signed.").arg(callName()));
}

void EvmContractCall::sign(wallet::EvmKey key)
{
    EvmTransaction tx = *m_tx;
    QString why;
    if (!EvmPaymentFlow::signChecked(tx, std::move(key), m_expect.from, &why))
        return finish(Outcome::Error, tr("Paydesk could not sign %1 (%2); nothing was sent.")
                                          .arg(callName(), why.isEmpty() ? tr("wrong key") : why));
    JournalEntry entry;
    entry.direction = Direction::Sent;
    entry.wallet = m_wallet;
    entry.network = m_network;
    entry.rpcUrl = endpoint().toString();
    entry.signature = EvmRpcClient::toHexData(tx.hash());
    entry.wire = tx.signedBytes();
    entry.nonce = tx.nonce;
    QJsonObject request{
        {QStringLiteral("wallet"), m_wallet},
        {QStringLiteral("recipient"), m_expect.recipient.toChecksummed()},
        {QStringLiteral("amount"), QStringLiteral("0")},
        {QStringLiteral("direction"), journalDirectionName(Direction::Sent)},
        {QStringLiteral("chain"), QStringLiteral("evm")},
        {QStringLiteral("maxNetworkFee"), EvmPolicy::formatWei(m_review.maxNetworkFee)}};
    describe(request);
    entry.request = QJsonDocument(request).toJson(QJsonDocument::Compact);
    const auto id = m_services.journal->record(entry);
    if (!id)
        return finish(Outcome::Error, tr("The payment journal could not be written (%1), so %2 "
                                         "was not sent.")
                                          .arg(m_services.journal->lastError(), callName()));
    entry.id = *id;
    m_journalId = *id;
    m_hash = entry.signature;
    setStep(Step::Broadcasting);
    m_tracker = new EvmBroadcastTracker(m_services.rpc, m_services.journal, entry, this);
    m_tracker->setTiming(m_options.timing);
    m_tracker->setFreshlySigned(true);
    connect(m_tracker, &EvmBroadcastTracker::progress, this, &EvmContractCall::progress);
    connect(m_tracker, &EvmBroadcastTracker::finished, this, [this]() {
        const auto o = EvmPaymentFlow::outcomeOf(m_tracker->state());
        if (o == Outcome::Confirmed)
            return landed();
        if (o)
            return finish(*o, m_tracker->message());
        finish(Outcome::Unfinished,
               tr("Not in a block yet: %1 can still land until its nonce is used. Paydesk keeps "
                  "following it, and you can speed it up or cancel it.")
                   .arg(callName()));
    });
    m_tracker->start();
}

} // namespace paydesk::evm
