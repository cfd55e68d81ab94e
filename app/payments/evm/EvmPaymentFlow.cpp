#include "EvmPaymentFlow.h"

#include "EvmOutcomeText.h"
#include "core/LogCategories.h"
#include "core/Validation.h"
#include "payments/WalletManager.h"
#include "payments/solana/BroadcastTracker.h"

#include <QJsonDocument>
#include <QJsonObject>

namespace paydesk::evm {

namespace {

std::optional<U256> weiOf(const Amount &a)
{
    const auto exact = a.rescaled(18);
    return exact ? U256::fromDecimal(exact->unitsString()) : std::nullopt;
}

// "eip155:8453" -> 8453; nullopt for anything else.
std::optional<quint64> chainIdOf(const QString &network)
{
    if (!network.startsWith(u"eip155:"))
        return std::nullopt;
    const QStringView digits = QStringView(network).mid(7);
    bool ok = false;
    const quint64 id = digits.toULongLong(&ok);
    if (!ok || digits.isEmpty() || digits.startsWith(u'0') || digits.startsWith(u'+'))
        return std::nullopt;
    return id;
}

} // namespace

EvmPaymentFlow::EvmPaymentFlow(Services services, Options options, QObject *parent)
    : PaymentFlow(parent), m_services(std::move(services)), m_options(options)
{}

EvmPaymentFlow::KeyProvider EvmPaymentFlow::keysFrom(wallet::WalletManager *wallets)
{
    return [wallets](const QString &address, QObject *context, const KeyCallback &done) {
        wallet::WalletKeyJob *job = wallets->loadKeypair(address);
        QObject::connect(job, &wallet::WalletKeyJob::finished, context, [job, done]() {
            job->deleteLater();
            done(job->takeEvmKey(), job->errorText());
        });
    };
}

QString EvmPaymentFlow::logName() const
{
    return QStringLiteral("evm payment ") + paymentId();
}

PaymentFlow::Summary EvmPaymentFlow::summary() const
{
    Summary s;
    s.counterparty = m_review.tx.to ? m_review.tx.to->toChecksummed() : QString();
    s.asset = network().isEmpty() ? Asset::native(Chain::Evm) : Asset::native(network());
    s.value = m_review.value.toAmount(s.asset.decimals).value_or(Amount());
    s.expiredMeansReplaced = true;
    return s;
}

bool EvmPaymentFlow::canRefresh() const
{
    return m_hash.isEmpty() && m_journalId == 0 && !m_send.walletAddress.isEmpty() &&
           (m_step == Step::AwaitingApproval || m_step == Step::Finished);
}

void EvmPaymentFlow::startSend(const SendPaymentRequest &request)
{
    m_send = request;
    Amount amount;
    Amount tip;
    std::optional<ApiError> invalid = request.validate();
    if (!invalid)
        if (auto e =
                validate::amount(QStringLiteral("amount"), request.amount, Chain::Evm, &amount))
            invalid = ApiError::validation(e->field, e->message);
    const bool autoTip = !request.priorityFee || *request.priorityFee == u"auto";
    if (!invalid && !autoTip)
        if (auto e = validate::priorityFee(QStringLiteral("priorityFee"), *request.priorityFee,
                                           Chain::Evm, &tip))
            invalid = ApiError::validation(e->field, e->message);
    const auto from = EvmAddress::parse(request.walletAddress);
    const auto to = EvmAddress::parse(request.recipientAddress);
    if (!invalid && (!from || !to))
        invalid = ApiError::validation(
            QStringLiteral("walletAddress"),
            tr("Both the wallet and the recipient must be EVM addresses (0x and 40 hex digits)."));
    if (invalid)
        return finish(Outcome::Error, invalid->userText());
    m_wallet = from->toChecksummed();
    m_expect = {};
    m_expect.from = *from;
    m_expect.recipient = *to;
    m_expect.value = weiOf(amount).value_or(U256());
    if (!autoTip)
        m_expect.maxTip = weiOf(tip);
    build();
}

void EvmPaymentFlow::build()
{
    ++m_generation;
    m_expect.maxFee = m_options.maxNetworkFee;
    m_expect.minSecondsLeft = m_options.minSecondsLeft;
    m_tx.reset();
    m_simulation.reset();
    m_unreachable = false;
    setStep(Step::Building);
    TransactionReply *reply = m_services.service->buildSendTransaction(m_send);
    const quint64 gen = m_generation;
    connect(reply, &ApiReply::finished, this, [this, reply, gen]() {
        reply->deleteLater();
        if (gen == m_generation)
            onBuilt(reply);
    });
}

void EvmPaymentFlow::onBuilt(TransactionReply *reply)
{
    if (!reply->ok()) {
        m_unreachable = isUnreachable(reply->error());
        return finish(Outcome::Error, reply->error().userText());
    }
    m_unsigned = reply->result();
    QString why;
    m_tx = EvmTransaction::fromBase64(m_unsigned.transaction, &why);
    const auto serviceChain = chainIdOf(m_unsigned.network);
    if (m_tx && !serviceChain)
        why = tr("its network \"%1\" is not an EVM chain (eip155:<chain id>)")
                  .arg(m_unsigned.network.left(64));
    if (!m_tx || !serviceChain) {
        m_tx.reset();
        m_review = {};
        m_review.reason = tr("The service sent a transaction Paydesk cannot read (%1); it was "
                             "not signed.")
                              .arg(why);
        Q_EMIT reviewReady();
        return finish(Outcome::Refused, m_review.reason);
    }
    if (pendingElsewhere())
        return;
    if (m_services.endpointFor) {
        const QUrl url = m_services.endpointFor(m_unsigned.network);
        if (url.isValid() && !url.isEmpty())
            m_services.rpc->setEndpoint(url);
    }
    m_expect.network = m_unsigned.network;
    m_expect.expiresAt = m_unsigned.expiresAt;
    readNode();
}

bool EvmPaymentFlow::pendingElsewhere()
{
    const QList<JournalEntry> open =
        m_services.journal->unresolvedNonces(m_wallet, m_unsigned.network);
    if (open.isEmpty())
        return false;
    const JournalEntry &first = open.first();
    finish(Outcome::Refused,
           tr("An earlier payment from this wallet (nonce %1, %2) can still land. Paydesk signs no "
              "other payment on %3 until it is final: wait for it, or speed it up or cancel it; "
              "nothing was signed.")
               .arg(first.nonce.value_or(0))
               .arg(first.signature, m_unsigned.network));
    return true;
}

void EvmPaymentFlow::fail(RpcCall *call, const QString &what)
{
    if (!m_readError.isEmpty())
        return;
    m_unreachable = !call->ok() && isUnreachable(*call);
    m_readError = call->ok() ? what : call->errorText();
}

void EvmPaymentFlow::readNode()
{
    setStep(Step::Checking);
    m_readError.clear();
    m_reads = 4;
    const quint64 gen = m_generation;
    auto done = [this, gen](RpcCall *call, auto &&take) {
        connect(call, &RpcCall::finished, this, [this, gen, call, take]() {
            call->deleteLater();
            if (gen != m_generation)
                return;
            take(call);
            if (--m_reads == 0)
                onNodeRead();
        });
    };
    EvmRpcClient *rpc = m_services.rpc;
    done(rpc->chainId(), [this](RpcCall *c) {
        const auto id = c->ok() ? EvmRpcClient::parseQuantity64(c->result()) : std::nullopt;
        if (!id)
            return fail(c, tr("no chain id"));
        m_nodeChainId = *id;
    });
    done(rpc->getTransactionCount(m_expect.from), [this](RpcCall *c) {
        m_expect.pendingNonce = c->ok() ? EvmRpcClient::parseQuantity64(c->result()) : std::nullopt;
        if (!m_expect.pendingNonce)
            fail(c, tr("no nonce"));
    });
    done(rpc->getCode(m_expect.recipient), [this](RpcCall *c) {
        const auto code = c->ok() ? EvmRpcClient::parseData(c->result()) : std::nullopt;
        if (!code)
            return fail(c, tr("no code answer"));
        m_expect.recipientHasCode = !code->isEmpty();
    });
    done(rpc->feeHistory(1, {50}), [this](RpcCall *c) {
        const auto fees = c->ok() ? EvmRpcClient::parseFeeHistory(c->result()) : std::nullopt;
        if (!fees)
            return fail(c, tr("no fee history"));
        m_expect.nextBaseFee = fees->nextBaseFee();
    });
}

void EvmPaymentFlow::onNodeRead()
{
    if (!m_readError.isEmpty())
        return finish(Outcome::Error,
                      tr("Cannot check the transaction against your EVM node (%1): %2. Nothing was "
                         "signed.")
                          .arg(m_services.rpc->endpoint().toDisplayString(), m_readError));
    const quint64 serviceChain = chainIdOf(m_unsigned.network).value_or(0);
    if (serviceChain != m_nodeChainId) {
        m_review = {};
        m_review.refusal = EvmReview::Refusal::WrongChain;
        m_review.reason = tr("The service built this payment for %1, but your node (%2) is on "
                             "chain %3. Set the node for that network in Settings; nothing was "
                             "signed.")
                              .arg(m_unsigned.network, m_services.rpc->endpoint().toDisplayString())
                              .arg(m_nodeChainId);
        Q_EMIT reviewReady();
        return finish(Outcome::Refused, m_review.reason);
    }
    m_expect.chainId = m_nodeChainId;
    estimateThenSimulate();
}

void EvmPaymentFlow::estimateThenSimulate()
{
    // A recipient with code runs code on a plain transfer: its gas is what the node estimates.
    if (!m_expect.recipientHasCode)
        return simulate();
    EvmCallRequest req;
    req.from = m_expect.from;
    req.to = m_expect.recipient;
    req.value = m_expect.value;
    const quint64 gen = m_generation;
    RpcCall *call = m_services.rpc->estimateGas(req);
    connect(call, &RpcCall::finished, this, [this, call, gen]() {
        call->deleteLater();
        if (gen != m_generation)
            return;
        m_expect.gasEstimate =
            call->ok() ? EvmRpcClient::parseQuantity64(call->result()) : std::nullopt;
        if (!m_expect.gasEstimate) {
            m_unreachable = !call->ok() && isUnreachable(*call);
            return finish(Outcome::Error,
                          tr("The recipient is a contract, and your node cannot estimate the gas "
                             "of a transfer to it (%1); nothing was signed.")
                              .arg(call->ok() ? tr("unreadable answer") : call->errorText()));
        }
        simulate();
    });
}

void EvmPaymentFlow::simulate()
{
    if (!m_options.simulate)
        return present();
    EvmCallRequest req;
    req.from = m_expect.from;
    req.to = m_expect.recipient;
    req.value = m_expect.value;
    req.gas = m_tx->gasLimit;
    const quint64 gen = m_generation;
    RpcCall *call = m_services.rpc->ethCall(req, QStringLiteral("pending"));
    connect(call, &RpcCall::finished, this, [this, call, gen]() {
        call->deleteLater();
        if (gen != m_generation)
            return;
        EvmSimulation sim;
        sim.gasEstimate = m_expect.gasEstimate;
        sim.ok = call->ok();
        if (call->ok())
            sim.message = tr("The transfer succeeds in a simulation on your node.");
        else if (call->error().kind == RpcError::Kind::Rpc)
            sim.message = tr("The transfer fails in a simulation on your node: %1")
                              .arg(call->error().message);
        else
            Q_EMIT progress(tr("Simulation unavailable: %1").arg(call->errorText()));
        if (call->ok() || call->error().kind == RpcError::Kind::Rpc)
            m_simulation = sim;
        present();
    });
}

void EvmPaymentFlow::present()
{
    m_expect.now = QDateTime();
    m_review = EvmPolicy::review(*m_tx, m_expect);
    if (m_simulation && !m_simulation->ok)
        m_review.warnings.append(m_simulation->message);
    Q_EMIT reviewReady();
    if (!m_review.ok())
        return finish(Outcome::Refused, m_review.reason);
    setStep(Step::AwaitingApproval);
    if (m_options.autoApprove)
        approve();
}

void EvmPaymentFlow::approve()
{
    if (m_step != Step::AwaitingApproval || !m_tx)
        return;
    // Time passes while a person reads: the quote's expiry and the journal, again.
    m_expect.now = QDateTime();
    m_review = EvmPolicy::review(*m_tx, m_expect);
    if (!m_review.ok()) {
        Q_EMIT reviewReady();
        return finish(Outcome::Refused, m_review.reason);
    }
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

void EvmPaymentFlow::reject()
{
    if (m_step == Step::AwaitingApproval)
        finish(Outcome::Refused, tr("You declined this transaction; nothing was signed."));
}

void EvmPaymentFlow::refresh()
{
    if (!canRefresh())
        return;
    m_outcome = Outcome::None;
    m_message.clear();
    build();
}

bool EvmPaymentFlow::signChecked(EvmTransaction &tx, wallet::EvmKey key, const EvmAddress &from,
                                 QString *why)
{
    const bool signedOk = key.address == from && tx.sign(key.privateKey, why);
    key.privateKey.clear(); // wiped (sodium_memzero) and freed
    return signedOk && tx.sender(why) == from;
}

std::optional<EvmPaymentFlow::Outcome> EvmPaymentFlow::outcomeOf(JournalState state)
{
    switch (state) {
    case JournalState::Confirmed:
        return Outcome::Confirmed;
    case JournalState::Failed:
        return Outcome::Failed;
    case JournalState::Expired:
        return Outcome::Expired;
    case JournalState::Rejected:
        return Outcome::Rejected;
    case JournalState::Signed:
    case JournalState::Submitted:
        break;
    }
    return std::nullopt;
}

void EvmPaymentFlow::sign(wallet::EvmKey key)
{
    solana::BroadcastTracker::crashPoint("before-sign");
    EvmTransaction tx = *m_tx;
    QString why;
    if (!signChecked(tx, std::move(key), m_expect.from, &why))
        return finish(Outcome::Error,
                      tr("The transaction could not be signed (%1); nothing was sent.")
                          .arg(why.isEmpty() ? tr("wrong key") : why));
    JournalEntry entry;
    entry.direction = Direction::Sent;
    entry.paymentId = m_unsigned.paymentId;
    entry.wallet = m_wallet;
    entry.network = m_unsigned.network;
    entry.rpcUrl = m_services.rpc->endpoint().toString();
    entry.signature = EvmRpcClient::toHexData(tx.hash());
    entry.wire = tx.signedBytes();
    entry.nonce = tx.nonce;
    entry.expiresAt = m_unsigned.expiresAt;
    const QJsonObject request{
        {QStringLiteral("wallet"), m_wallet},
        {QStringLiteral("recipient"), m_expect.recipient.toChecksummed()},
        {QStringLiteral("amount"), EvmPolicy::formatWei(m_expect.value)},
        {QStringLiteral("direction"), journalDirectionName(Direction::Sent)},
        {QStringLiteral("chain"), QStringLiteral("evm")},
        {QStringLiteral("maxNetworkFee"), EvmPolicy::formatWei(m_review.maxNetworkFee)}};
    entry.request = QJsonDocument(request).toJson(QJsonDocument::Compact);
    const auto id = m_services.journal->record(entry);
    if (!id)
        return finish(Outcome::Error, tr("The payment journal could not be written (%1), so the "
                                         "transaction was not sent.")
                                          .arg(m_services.journal->lastError()));
    entry.id = *id;
    m_journalId = *id;
    m_hash = entry.signature;
    solana::BroadcastTracker::crashPoint("after-sign");
    follow(entry);
}

void EvmPaymentFlow::follow(const JournalEntry &entry)
{
    setStep(Step::Broadcasting);
    m_tracker = new EvmBroadcastTracker(m_services.rpc, m_services.journal, entry, this);
    m_tracker->setTiming(m_options.timing);
    m_tracker->setFreshlySigned(true);
    connect(m_tracker, &EvmBroadcastTracker::progress, this, &EvmPaymentFlow::progress);
    connect(m_tracker, &EvmBroadcastTracker::stateChanged, this,
            &EvmPaymentFlow::broadcastStateChanged);
    connect(m_tracker, &EvmBroadcastTracker::finished, this, [this]() {
        if (const auto o = outcomeOf(m_tracker->state()))
            return finish(*o, m_tracker->message());
        finish(Outcome::Unfinished,
               tr("The payment is not in a block yet. It can still land until its nonce is used: "
                  "Paydesk keeps following it, and you can speed it up or cancel it."));
    });
    m_tracker->start();
}

} // namespace paydesk::evm
