#include "SolanaPaymentFlow.h"

#include "core/LogCategories.h"
#include "core/Validation.h"
#include "payments/WalletManager.h"
#include "solana/Lamports.h"
#include "solana/SolTransfer.h"

#include <QJsonDocument>
#include <QJsonObject>

namespace paydesk::solana {

namespace {
// Solana's blockhash lifetime in blocks (MAX_PROCESSING_AGE): a fallback bound when the
// service does not send lastValidBlockHeight.
constexpr quint64 kMaxBlockhashAge = 150;

quint64 lamportsOf(const Amount &a)
{
    return quint64(a.rescaled(9).value_or(Amount()).units());
}

} // namespace

SolanaPaymentFlow::SolanaPaymentFlow(Services services, Options options, QObject *parent)
    : PaymentFlow(parent), m_services(std::move(services)), m_options(std::move(options))
{}

SolanaPaymentFlow::KeyProvider SolanaPaymentFlow::keysFrom(wallet::WalletManager *wallets)
{
    return [wallets](const QString &address, QObject *context, const KeyCallback &done) {
        wallet::WalletKeyJob *job = wallets->loadKeypair(address);
        QObject::connect(job, &wallet::WalletKeyJob::finished, context, [job, done]() {
            job->deleteLater();
            done(job->takeKeypair(), job->errorText());
        });
    };
}

QString SolanaPaymentFlow::logName() const
{
    return QStringLiteral("local payment ") + paymentId();
}

PaymentFlow::Summary SolanaPaymentFlow::summary() const
{
    Summary s;
    s.direction = isSend() ? Direction::Sent : Direction::Received;
    s.counterparty = isSend() ? m_review.to : m_review.from;
    s.value = Amount::fromUnits(Amount::Units(m_review.lamports), kSolDecimals);
    s.asset = Asset::native(Chain::Solana);
    return s;
}

bool SolanaPaymentFlow::canRefresh() const
{
    return m_signature.isEmpty() && m_journalId == 0 && m_direction != Direction::Unknown &&
           (m_step == Step::AwaitingApproval || m_step == Step::Finished);
}

void SolanaPaymentFlow::startSend(const SendPaymentRequest &request)
{
    m_direction = Direction::Sent;
    m_send = request;
    m_wallet = request.walletAddress;
    Amount amount;
    std::optional<ApiError> invalid = request.validate();
    if (!invalid)
        if (auto e =
                validate::amount(QStringLiteral("amount"), request.amount, Chain::Solana, &amount))
            invalid = ApiError::validation(e->field, e->message);
    if (invalid)
        return finish(Outcome::Error, invalid->userText());
    m_expect = {};
    m_expect.role = PaymentExpectation::Role::Payer;
    m_expect.ourKey = Address::parse(request.walletAddress)->bytes();
    m_expect.feePayer = m_expect.ourKey;
    m_expect.source = m_expect.ourKey;
    m_expect.recipient = Address::parse(request.recipientAddress)->bytes();
    m_expect.lamports = lamportsOf(amount);
    build();
}

void SolanaPaymentFlow::startReceive(const ReceivePaymentRequest &request)
{
    m_direction = Direction::Received;
    m_receive = request;
    m_wallet = request.walletAddress;
    Amount amount;
    std::optional<ApiError> invalid = request.validate(ReceivePaymentRequest::Mode::Local);
    if (!invalid)
        if (auto e = validate::expectedAmount(QStringLiteral("expectedAmount"),
                                              request.expectedAmount, Chain::Solana, &amount))
            invalid = ApiError::validation(e->field, e->message);
    if (invalid)
        return finish(Outcome::Error, invalid->userText());
    m_expect = {};
    m_expect.role = PaymentExpectation::Role::Payee;
    m_expect.ourKey = Address::parse(request.walletAddress)->bytes();
    m_expect.feePayer = m_expect.ourKey;
    m_expect.recipient = m_expect.ourKey; // source: any key but ours, checked signed
    m_expect.lamports = lamportsOf(amount);
    build();
}

void SolanaPaymentFlow::build()
{
    m_expect.maxPriorityFeeLamports = m_options.maxPriorityFeeLamports;
    m_expect.minSecondsLeft = m_options.minSecondsLeft;
    m_tx.reset();
    m_simulation.reset();
    m_unreachable = false;
    setStep(Step::Building);
    if (isSend() && m_options.buildHere)
        return buildLocally();
    TransactionReply *reply = isSend() ? m_services.service->buildSendTransaction(m_send)
                                       : m_services.service->buildReceiveTransaction(m_receive);
    connect(reply, &ApiReply::finished, this, [this, reply]() { onBuilt(reply); });
}

void SolanaPaymentFlow::onBuilt(TransactionReply *reply)
{
    reply->deleteLater();
    if (!reply->ok()) {
        m_unreachable = isUnreachable(reply->error());
        return finish(Outcome::Error, reply->error().userText());
    }
    m_unsigned = reply->result();
    if (!isSend() && m_unsigned.raw.value(QStringLiteral("proofKind")).toString() == u"settled")
        return checkSettled();
    QString why;
    m_tx = Transaction::fromBase64(m_unsigned.transaction, &why);
    if (!m_tx) {
        m_review = {};
        m_review.reason = tr("The service sent a transaction Paydesk cannot read (%1); it was "
                             "not signed.")
                              .arg(why);
        Q_EMIT reviewReady();
        return finish(Outcome::Refused, m_review.reason);
    }
    m_expect.network = m_unsigned.network;
    m_expect.expiresAt = m_unsigned.expiresAt;
    m_expect.lastValidBlockHeight.reset();
    // 0 (or less) is no real block height: treated as unknown, bounded in check().
    if (m_unsigned.lastValidBlockHeight && *m_unsigned.lastValidBlockHeight > 0)
        m_expect.lastValidBlockHeight = quint64(*m_unsigned.lastValidBlockHeight);
    check();
}

void SolanaPaymentFlow::buildLocally()
{
    m_unsigned = {};
    m_unsigned.network = m_options.buildHere->network;
    m_expect.memo = m_options.buildHere->memo;
    RpcCall *call = m_services.rpc->getLatestBlockhash();
    connect(call, &RpcCall::finished, this, [this, call]() {
        call->deleteLater();
        const auto latest =
            call->ok() ? RpcClient::parseLatestBlockhash(call->result()) : std::nullopt;
        m_unreachable = !call->ok() && isUnreachable(*call);
        if (!latest)
            return finish(Outcome::Error,
                          tr("Cannot read the latest block from the network: %1")
                              .arg(call->ok() ? tr("malformed answer") : call->errorText()));
        QString why;
        m_tx = SolTransfer::build(SolPaymentPlan::of(m_expect, latest->blockhash), &why);
        if (!m_tx)
            return finish(Outcome::Refused,
                          tr("Paydesk refuses to sign this payment: %1").arg(why));
        m_unsigned.transaction = m_tx->toBase64();
        if (latest->lastValidBlockHeight > 0)
            m_unsigned.lastValidBlockHeight = qint64(latest->lastValidBlockHeight);
        m_expect.network = m_unsigned.network;
        m_expect.expiresAt = {};
        m_expect.lastValidBlockHeight = m_unsigned.lastValidBlockHeight
                                            ? std::optional<quint64>(latest->lastValidBlockHeight)
                                            : std::nullopt;
        check();
    });
}

void SolanaPaymentFlow::checkSettled()
{
    // A settled proof: the buyer's transfer is already on chain and the service verified it.
    // There is nothing to co-sign (the service's receipt transaction would only cost a fee);
    // confirm the transfer on the user's own RPC instead.
    setStep(Step::Checking);
    const QString signature = m_unsigned.raw.value(QStringLiteral("signature")).toString();
    RpcCall *call = m_services.rpc->getSignatureStatuses({signature}, true);
    connect(call, &RpcCall::finished, this, [this, call, signature]() {
        call->deleteLater();
        const auto list =
            call->ok() ? RpcClient::parseSignatureStatuses(call->result()) : std::nullopt;
        m_unreachable = !call->ok() && isUnreachable(*call);
        if (!list || list->size() != 1 || !list->first().isConfirmed() || list->first().failed)
            return finish(Outcome::Error,
                          tr("The service says the payment %1 is settled, but the RPC endpoint "
                             "does not show it confirmed: %2")
                              .arg(signature, call->ok() ? tr("not found") : call->errorText()));
        m_signature = signature;
        finish(Outcome::Confirmed, tr("The buyer's payment is already confirmed on chain (slot "
                                      "%1); nothing to co-sign.")
                                       .arg(list->first().slot));
    });
}

void SolanaPaymentFlow::check()
{
    setStep(Step::Checking);
    RpcCall *call = m_services.rpc->getBlockHeight();
    connect(call, &RpcCall::finished, this, [this, call]() {
        call->deleteLater();
        const auto height = call->ok() ? RpcClient::parseU64(call->result()) : std::nullopt;
        m_unreachable = !call->ok() && isUnreachable(*call);
        if (!height)
            return finish(Outcome::Error,
                          tr("Cannot check the transaction against the network: %1")
                              .arg(call->ok() ? tr("no block height") : call->errorText()));
        // value_or: GCC's -O1 flow analysis cannot see that `height` is set here.
        const quint64 current = height.value_or(0);
        m_expect.currentBlockHeight = current;
        if (!m_expect.lastValidBlockHeight)
            m_expect.lastValidBlockHeight = current + kMaxBlockhashAge;
        if (!m_options.simulate)
            return present();
        RpcCall *sim = m_services.rpc->simulateTransaction(m_tx->toBase64());
        connect(sim, &RpcCall::finished, this, [this, sim]() {
            sim->deleteLater();
            if (sim->ok())
                m_simulation = RpcClient::parseSimulation(sim->result());
            else
                Q_EMIT progress(tr("Simulation unavailable: %1").arg(sim->errorText()));
            present();
        });
    });
}

void SolanaPaymentFlow::present()
{
    m_expect.now = QDateTime();
    m_review = TransactionPolicy::review(*m_tx, m_expect);
    Q_EMIT reviewReady();
    if (!m_review.ok())
        return finish(Outcome::Refused, m_review.reason);
    setStep(Step::AwaitingApproval);
    if (m_options.autoApprove)
        approve();
}

void SolanaPaymentFlow::approve()
{
    if (m_step != Step::AwaitingApproval || !m_tx)
        return;
    // Time passes while a person reads: check the clock again right before signing.
    m_review = TransactionPolicy::review(*m_tx, m_expect);
    if (!m_review.ok()) {
        Q_EMIT reviewReady();
        return finish(Outcome::Refused, m_review.reason);
    }
    setStep(Step::Signing);
    m_services.keys(m_wallet, this, [this](std::optional<Keypair> kp, const QString &error) {
        if (!kp)
            return finish(Outcome::Error, error);
        sign(std::move(*kp));
    });
}

void SolanaPaymentFlow::reject()
{
    if (m_step == Step::AwaitingApproval)
        finish(Outcome::Refused, tr("You declined this transaction; nothing was signed."));
}

void SolanaPaymentFlow::refresh()
{
    if (!canRefresh())
        return;
    m_outcome = Outcome::None;
    m_message.clear();
    build();
}

void SolanaPaymentFlow::sign(Keypair keypair)
{
    BroadcastTracker::crashPoint("before-sign");
    Transaction tx = *m_tx;
    QString why;
    if (keypair.address() != m_wallet || !tx.sign(keypair) || !tx.verifySignatures(&why))
        return finish(Outcome::Error,
                      tr("The transaction could not be signed completely (%1); nothing was sent.")
                          .arg(why.isEmpty() ? tr("wrong key") : why));
    if (m_unsigned.paymentId.isEmpty()) // built here: named after its signature
        m_unsigned.paymentId = QStringLiteral("sol:") + tx.idBase58();
    JournalEntry entry;
    entry.direction = m_direction;
    entry.paymentId = m_unsigned.paymentId;
    entry.wallet = m_wallet;
    entry.network = m_unsigned.network;
    entry.rpcUrl = m_services.rpc->endpoint().toString();
    entry.signature = tx.idBase58();
    entry.wire = tx.serialize();
    entry.lastValidBlockHeight = m_expect.lastValidBlockHeight.value_or(0);
    entry.expiresAt = m_unsigned.expiresAt;
    QJsonObject request{{QStringLiteral("wallet"), m_wallet},
                        {QStringLiteral("amount"), TransactionPolicy::formatSol(m_expect.lamports)},
                        {QStringLiteral("direction"), journalDirectionName(m_direction)}};
    if (isSend())
        request.insert(QStringLiteral("recipient"), m_send.recipientAddress);
    entry.request = QJsonDocument(request).toJson(QJsonDocument::Compact);
    const auto id = m_services.journal->record(entry);
    if (!id)
        return finish(Outcome::Error, tr("The payment journal could not be written (%1), so the "
                                         "transaction was not sent.")
                                          .arg(m_services.journal->lastError()));
    entry.id = *id;
    m_journalId = *id;
    m_signature = entry.signature;
    BroadcastTracker::crashPoint("after-sign");
    setStep(Step::Broadcasting);
    m_tracker = new BroadcastTracker(m_services.rpc, m_services.journal, entry, this);
    m_tracker->setTiming(m_options.timing);
    m_tracker->setFreshlySigned(true);
    connect(m_tracker, &BroadcastTracker::progress, this, &SolanaPaymentFlow::progress);
    connect(m_tracker, &BroadcastTracker::stateChanged, this,
            &SolanaPaymentFlow::broadcastStateChanged);
    connect(m_tracker, &BroadcastTracker::finished, this, [this]() {
        switch (m_tracker->state()) {
        case JournalState::Confirmed:
            return finish(Outcome::Confirmed, m_tracker->message());
        case JournalState::Failed:
            return finish(Outcome::Failed, m_tracker->message());
        case JournalState::Expired:
            return finish(Outcome::Expired, m_tracker->message());
        case JournalState::Rejected:
            return finish(Outcome::Rejected, m_tracker->message());
        case JournalState::Signed:
        case JournalState::Submitted:
            break;
        }
        finish(Outcome::Unfinished, tr("The payment is not final yet; Paydesk keeps it in its "
                                       "journal and follows it again on the next start."));
    });
    m_tracker->start();
}

} // namespace paydesk::solana
