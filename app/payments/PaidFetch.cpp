#include "PaidFetch.h"

#include "AbandonedAttempts.h"
#include "AttemptStart.h"
#include "LostAttempt.h"
#include "OptionLimits.h"
#include "PaidFetchRecord.h"
#include "core/CrashPoint.h"
#include "core/ExtraCertificates.h"
#include "core/LogCategories.h"
#include "core/Network.h"
#include "core/Origin.h"
#include "core/SendOnce.h"
#include "store/PayeeRules.h"
#include "x402/RequirementsParser.h"

#include <QMetaEnum>
#include <QNetworkRequest>
#include <QTimer>

namespace paydesk::x402 {

PaidFetch::PaidFetch(Services services, Options options, QObject *parent)
    : QObject(parent), m_services(std::move(services)), m_options(std::move(options))
{
    m_limits.maxAmount = m_options.maxAmount;
    m_limits.maxAmountSymbol = m_options.maxAmountSymbol;
}

QString PaidFetch::stateName(State state)
{
    return QString::fromLatin1(QMetaEnum::fromType<State>().valueToKey(int(state))).toLower();
}

void PaidFetch::setState(State state)
{
    if (m_state == state)
        return;
    m_state = state;
    Q_EMIT stateChanged(state);
}

void PaidFetch::end(State state, const QString &code, const QString &message)
{
    m_code = code;
    m_message = message;
    // The resource without query or credentials; payment id and signature, never the proof.
    qCInfo(lcX402).noquote() << "paid fetch"
                             << m_url.toString(QUrl::RemoveQuery | QUrl::RemoveUserInfo |
                                               QUrl::RemoveFragment)
                             << stateName(state) << code << "payment" << m_content.paymentId
                             << "signature" << m_content.signature;
    setState(state);
    Q_EMIT finished();
}

QString PaidFetch::paymentWords() const
{
    QStringList parts;
    if (!m_content.paymentId.isEmpty())
        parts.append(tr("payment %1").arg(m_content.paymentId));
    if (!m_content.signature.isEmpty())
        parts.append(tr("transaction %1").arg(m_content.signature));
    return parts.isEmpty() ? tr("the journaled payment") : parts.join(QStringLiteral(", "));
}

void PaidFetch::start(const QUrl &url)
{
    if (m_state != State::Idle)
        return;
    m_url = url;
    if (!url.isValid() || (url.scheme() != u"https" && url.scheme() != u"http"))
        return end(State::Refused, QStringLiteral("invalid_url"),
                   tr("Only http and https URLs can be fetched."));
    if (m_services.journal) {
        // Attempts whose payer was killed before its proof was stored: closed when nothing can
        // have left this computer, so they neither hold a budget nor block their URL.
        AbandonedAttempts::sweep(m_services.journal, m_services.budgets, m_services.history);
        m_previous = m_services.journal->unfinishedFor(url.toString());
        if (m_previous && m_previous->state == FetchAttempt::State::Paying &&
            m_previous->proof.isEmpty() && m_services.journal->ownerAlive(*m_previous))
            return end(State::Refused, QStringLiteral("payment_in_progress"),
                       tr("Paydesk is paying for this URL in another window or process right "
                          "now (attempt %1); nothing more was paid. Wait for it to finish, then "
                          "fetch the URL again.")
                           .arg(m_previous->id));
        if (m_previous && m_previous->state == FetchAttempt::State::Paid) {
            // Paid before, content never received: re-send that proof, never pay again.
            m_attemptId = m_previous->id;
            m_content.paymentId = m_previous->paymentId;
            m_content.signature = m_previous->signature;
            m_content.amount = QStringLiteral("%1 %2").arg(
                m_previous->amount, m_previous->symbol.isEmpty()
                                        ? Network::coinOf(m_previous->network)
                                        : m_previous->symbol);
            m_content.resumed = true;
            m_moneyMoved = true;
            m_proofHeader = m_previous->proofHeader.toLatin1();
            m_proof = m_previous->proof.toLatin1();
            if (LostAttempt::checkable(schemes(), nodes(), *m_previous))
                return reconcile();
            return resend();
        }
        // A proof the seller refused and the chain showed unused: once expired it can move
        // nothing, its budget is released and the URL is paid as if for the first time.
        if (m_previous && m_previous->state == FetchAttempt::State::NotAccepted &&
            LostAttempt::checkable(schemes(), nodes(), *m_previous)) {
            setState(State::Fetching);
            return LostAttempt::check(schemes(), nodes(), *m_previous, this,
                                      [this](LostAttempt::Verdict verdict, const QString &why) {
                                          if (verdict == LostAttempt::Verdict::Expired) {
                                              LostAttempt::closeUnpaid(
                                                  schemes(), m_services.journal, m_services.budgets,
                                                  m_services.history, *m_previous, why);
                                              m_previous.reset();
                                          }
                                          get({}, {});
                                      });
        }
    }
    setState(State::Fetching);
    get({}, {});
}

LostAttempt::Nodes PaidFetch::nodes() const
{
    return m_services.nodes;
}

const ChainKits &PaidFetch::kits() const
{
    return m_services.kits ? *m_services.kits : ChainKits::standard();
}

const SchemeRegistry &PaidFetch::schemes() const
{
    return m_services.schemes ? *m_services.schemes : SchemeRegistry::standard();
}

SchemeServices PaidFetch::schemeServices() const
{
    SchemeServices s;
    s.service = m_services.service;
    s.localJournal = m_services.localJournal;
    s.keys = m_services.keys;
    s.nodes = m_services.nodes;
    s.maxPriorityFeeLamports = m_options.maxPriorityFeeLamports;
    s.fetches = m_services.journal;
    s.depositCap = m_options.maxDeposit;
    return s;
}

void PaidFetch::get(const QByteArray &proofHeader, const QByteArray &proof)
{
    QNetworkRequest request(m_url);
    request.setTransferTimeout(m_options.timeoutMs);
    // A proof never follows a redirect to another site.
    request.setAttribute(QNetworkRequest::RedirectPolicyAttribute,
                         proofHeader.isEmpty() ? QNetworkRequest::NoLessSafeRedirectPolicy
                                               : QNetworkRequest::SameOriginRedirectPolicy);
    request.setRawHeader("Accept", "*/*");
    for (const auto &[name, value] : std::as_const(m_options.headers))
        request.setRawHeader(name, value);
    if (!proofHeader.isEmpty())
        request.setRawHeader(proofHeader, proof);
    // A request carrying a payment goes out once: QtNetwork would otherwise resend it when the
    // seller drops the connection before answering (SendOnce). So does any request but a GET.
    // A proof that follows the seller's 402 within moments goes out on its keep-alive
    // connection (SendOnce::Connection::Warm); later (a person confirmed), on a fresh one.
    const QByteArray method = m_options.method.isEmpty() ? QByteArray("GET") : m_options.method;
    const bool warm = !proofHeader.isEmpty() && m_answeredAt.isValid() &&
                      m_answeredAt.elapsed() < kWarmConnectionMs;
    QNetworkReply *reply =
        proofHeader.isEmpty() && method == "GET"
            ? m_services.network->get(request)
            : SendOnce::send(m_services.network, request, method, m_options.body,
                             warm ? SendOnce::Connection::Warm : SendOnce::Connection::Fresh);
    m_reply = reply;
    const bool retry = !proofHeader.isEmpty();
    connect(reply, &QNetworkReply::finished, this, [this, reply, retry]() {
        reply->deleteLater();
        if (m_state == State::Refused || m_state == State::Failed) // cancelled
            return;
        retry ? onRetryAnswer(reply) : onFirstAnswer(reply);
    });
}

void PaidFetch::onFirstAnswer(QNetworkReply *reply)
{
    m_answeredAt.start();
    const int status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    if (status == 0)
        return end(State::Failed, QStringLiteral("network"),
                   ExtraCertificates::withAdvice(
                       tr("Could not fetch %1: %2").arg(m_url.toString(), reply->errorString()),
                       reply->error()));
    if (status != 402)
        return deliver(reply, false);
    const RequirementsResult parsed =
        RequirementsParser::parse(m_url, reply->rawHeader("PAYMENT-REQUIRED"), reply->readAll());
    if (!parsed.ok())
        return end(State::Refused, QStringLiteral("malformed_requirements"),
                   tr("The site asks for payment, but its payment requirements are unusable, so "
                      "Paydesk will not pay: %1")
                       .arg(parsed.error));
    m_required = parsed.required;
    // Which options Paydesk can pay at all is its scheme clients' to say.
    schemes().judge(*m_required);
    // The payee lists first: a refused payee's option is not payable, so the choice falls on
    // another option or explains why none is left.
    // The maximum too (--max-amount "0.01 USDC"): an option above it or in another asset
    // leaves the choice to one within it.
    const OptionLimits::Marked marked =
        m_limits.mark(*m_required, m_services.budgets ? &m_services.budgets->payees() : nullptr);
    m_choice =
        OptionChooser::choose(*m_required, m_options.wallets, {}, schemes().canPay(), preference());
    if (m_choice.option < 0)
        return end(State::Refused,
                   marked.payeeRefused  ? QStringLiteral("payee_refused")
                   : marked.overMaximum ? QStringLiteral("over_max_amount")
                                        : QStringLiteral("cannot_pay"),
                   m_choice.reason);
    if (m_choice.candidates.size() > 1 && !m_options.autoChoose) {
        setState(State::NeedsChoice);
        Q_EMIT choiceNeeded();
        return;
    }
    evaluate(m_choice.option);
}

void PaidFetch::choose(int optionIndex)
{
    if (m_state == State::NeedsChoice && m_choice.candidates.contains(optionIndex))
        evaluate(optionIndex);
}

void PaidFetch::confirm()
{
    if (m_state != State::AwaitingConfirmation)
        return;
    if (m_quote.secondsLeft() == 0)
        return end(State::Refused, QStringLiteral("quote_expired"),
                   tr("The seller's price was valid for %1 seconds and has run out; nothing was "
                      "paid. Fetch the URL again for a fresh price.")
                       .arg(m_quote.option.maxTimeoutSeconds));
    pay();
}

void PaidFetch::decline()
{
    if (m_state == State::AwaitingConfirmation || m_state == State::NeedsChoice)
        end(State::Refused, QStringLiteral("declined"), tr("You declined; nothing was paid."));
}

void PaidFetch::refuseUnconfirmed(const QString &code, const QString &message)
{
    if (m_state == State::AwaitingConfirmation || m_state == State::NeedsChoice)
        end(State::Refused, code, message);
}

void PaidFetch::cancel()
{
    if (m_state != State::Fetching && m_state != State::NeedsChoice &&
        m_state != State::AwaitingConfirmation)
        return;
    if (m_reply)
        m_reply->abort();
    end(State::Refused, QStringLiteral("cancelled"), tr("Cancelled; nothing was paid."));
}

void PaidFetch::pay()
{
    const PaymentOption &o = m_quote.option;
    const SchemeClient *client = schemes().clientFor(o, m_quote.wallet);
    if (!client) // a choice always has a client; never journal what nobody can pay
        return end(State::Refused, QStringLiteral("cannot_pay"),
                   tr("No payment scheme of Paydesk pays %1 on %2 from %3; nothing was paid.")
                       .arg(o.displayAmount(), o.network, m_quote.wallet.address));
    const AttemptStart::Result begun =
        AttemptStart::begin({m_services.journal, m_services.budgets, m_services.agents}, m_quote,
                            m_required->x402Version, m_options.agent);
    if (!begun.attemptId)
        return end(begun.refused ? State::Refused : State::Failed, begun.code, begun.message);
    m_attemptId = *begun.attemptId;
    CrashPoint::reach("attempt-journaled");
    setState(State::Paying);
    SchemePayment *payment = client->pay(
        schemeServices(), m_quote.wallet, o,
        m_required->resourceUrl.isEmpty() ? m_quote.url : m_required->resourceUrl, this);
    connect(payment, &SchemePayment::progress, this, &PaidFetch::progress);
    connect(payment, &SchemePayment::finished, this, [this, payment]() { onPaid(payment); });
    payment->start();
}

void PaidFetch::onPaid(SchemePayment *payment)
{
    payment->deleteLater();
    const ProofResult r = payment->result();
    m_content.paymentId = r.paymentId;
    m_content.signature = r.signature;
    m_content.attemptId = m_attemptId;
    if (quote().option.amount)
        m_content.amount = quote().option.displayAmount();
    if (!r.ok) {
        if (r.moneyMayHaveMoved) {
            m_services.journal->setState(m_attemptId, FetchAttempt::State::Paying, r.error);
            return end(State::Failed, QStringLiteral("payment_unknown"),
                       tr("The payment's outcome is unknown (%1). Paydesk will not pay for this "
                          "URL again by itself; check the payment's status.")
                           .arg(r.error));
        }
        m_services.journal->setState(m_attemptId, FetchAttempt::State::Failed, r.error);
        m_services.budgets->forgetSpend(m_attemptId); // nothing was paid
        const QString code = !r.code.isEmpty() ? r.code
                             : r.refused       ? QStringLiteral("payment_refused")
                                               : QStringLiteral("payment_failed");
        // The payer's own read found too little (no balance read before, or it changed; or a
        // Permit2 allowance below the price): nothing was signed, so the next wallet or option
        // is tried as after a balance read.
        if (r.refused && (code == u"insufficient_funds" || code == u"allowance_required"))
            return passOver(code, tr("The payment was not made: %1").arg(r.error), r.error, true);
        return end(r.refused ? State::Refused : State::Failed, code,
                   tr("The payment was not made: %1").arg(r.error));
    }
    CrashPoint::reach("proof-signed");
    m_moneyMoved = true;
    const QString resource =
        m_required->resourceUrl.isEmpty() ? m_quote.url : m_required->resourceUrl;
    // v2: the seller's extensions echoed, and this payment's identifier when it asks for one
    // (the value is journaled below, so a retry re-sends the same id).
    const nlohmann::json extensions =
        m_required->raw.is_object() ? m_required->raw.value("extensions", nlohmann::json::object())
                                    : nlohmann::json::object();
    const auto value =
        PaymentHeaders::proofHeaderValue(m_required->x402Version, r.proof, m_quote.option, resource,
                                         extensions, PaymentHeaders::newPaymentIdentifier());
    m_proofHeader = PaymentHeaders::proofHeaderName(m_required->x402Version);
    m_proof = value.value_or(r.proof.toLatin1());
    if (!m_services.journal->setPaid(m_attemptId, r.paymentId, r.signature,
                                     QString::fromLatin1(m_proofHeader),
                                     QString::fromLatin1(m_proof))) {
        // Not journaled, not sent: a proof that left unrecorded could be paid twice. A signed
        // authorization that never leaves moves nothing.
        m_moneyMoved = !m_quote.signsOnly;
        const QString error = m_services.journal->lastError();
        return end(State::Failed, QStringLiteral("journal"),
                   m_moneyMoved ? tr("The payment was made but could not be journaled (%1), so "
                                     "its proof was not sent. Check the payment's status before "
                                     "paying for this URL again.")
                                      .arg(error)
                                : tr("The signed payment could not be journaled (%1), so it was "
                                     "not sent: nothing was paid.")
                                      .arg(error));
    }
    PaidFetchRecord::update(m_services.journal, m_services.history, m_attemptId);
    CrashPoint::reach("proof-journaled");
    setState(State::Retrying);
    get(m_proofHeader, m_proof);
}

void PaidFetch::onRetryAnswer(QNetworkReply *reply)
{
    const int status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    m_content.attemptId = m_attemptId;
    // The attempt stays Paid (its proof journaled) until the face says its caller has the
    // content (handedOver()): a payer killed in between re-sends the same proof on the next run
    // instead of buying the resource a second time.
    if (status >= 200 && status < 300)
        return deliver(reply, true);
    if (status == 0 || status >= 500)
        return end(State::Failed, QStringLiteral("response_lost"),
                   tr("You paid (%1), but the answer was lost (%2). Paydesk keeps the proof and "
                      "re-sends it when you open this URL again; it will not pay again.")
                       .arg(paymentWords(),
                            status == 0 ? reply->errorString() : tr("HTTP %1").arg(status)));
    if (status == 402 && recovered(reply))
        return;
    const Settlement s = PaymentHeaders::settlement(reply->rawHeader("X-PAYMENT-RESPONSE"),
                                                    reply->rawHeader("PAYMENT-RESPONSE"));
    const QString why = s.errorReason.isEmpty() ? tr("HTTP %1").arg(status) : s.errorReason;
    m_services.journal->setState(m_attemptId, FetchAttempt::State::NotAccepted, why);
    PaidFetchRecord::keepReceipt(m_services.journal, m_services.history, m_attemptId, s);
    // A refusal says nothing of the chain: a facilitator whose settlement reverted (a payee the
    // token refuses) moved nothing. The chain, where it can tell, decides what is reported.
    const auto attempt = m_services.journal->find(m_attemptId);
    if (attempt && LostAttempt::checkable(schemes(), nodes(), *attempt)) {
        Q_EMIT progress(tr("The seller did not accept the payment (%1); asking the chain whether "
                           "it was settled…")
                            .arg(why));
        return LostAttempt::check(
            schemes(), nodes(), *attempt, this,
            [this, why, attempt = *attempt](LostAttempt::Verdict verdict, const QString &detail) {
                onRefusedProofChecked(attempt, why, verdict, detail);
            });
    }
    notAccepted(why);
}

void PaidFetch::handedOver()
{
    if (m_state != State::Done || !m_content.paid || m_content.unsettled || m_attemptId == 0 ||
        m_handedOver)
        return;
    m_handedOver = true;
    m_services.journal->setState(m_attemptId, FetchAttempt::State::Delivered);
    PaidFetchRecord::update(m_services.journal, m_services.history, m_attemptId);
}

void PaidFetch::deliver(QNetworkReply *reply, bool paid)
{
    m_content.httpStatus = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    m_content.body = reply->readAll();
    m_content.contentType = reply->header(QNetworkRequest::ContentTypeHeader).toString();
    m_content.paid = paid;
    m_content.settlement = PaymentHeaders::settlement(reply->rawHeader("X-PAYMENT-RESPONSE"),
                                                      reply->rawHeader("PAYMENT-RESPONSE"));
    if (paid && m_content.signature.isEmpty())
        m_content.signature = m_content.settlement.transaction;
    if (paid) {
        PaidFetchRecord::keepReceipt(m_services.journal, m_services.history, m_attemptId,
                                     m_content.settlement);
        CrashPoint::reach("answer-received");
        // A seller's word that it settled is no proof: where the chain can tell, it decides
        // whether money moved (a seller may serve the content and never settle).
        const auto attempt = m_services.journal->find(m_attemptId);
        if (attempt && LostAttempt::checkable(schemes(), nodes(), *attempt)) {
            Q_EMIT progress(tr("Content received; asking the chain whether the seller settled "
                               "your payment…"));
            return checkDelivered(*attempt);
        }
        if (attempt && attempt->upTo) // no node to ask: the seller's word stands
            return chargeAndEnd(*attempt);
    }
    end(State::Done, QString(), QString());
}

void PaidFetch::checkDelivered(const FetchAttempt &attempt)
{
    LostAttempt::check(schemes(), nodes(), attempt, this,
                       [this, attempt](LostAttempt::Verdict verdict, const QString &detail) {
                           onDeliveredChecked(attempt, verdict, detail);
                       });
}

// The content came; the chain says whether the payment did. Settled, or the chain could not
// say: paid, as the seller said. Proven unused (an EVM authorization the token has not seen, a
// Solana transfer not among the buyer's transactions, each checked a few times for a node that
// lags): nothing moved, whatever the seller claimed. The signed payment stays valid until it
// expires, so its amount stays counted in the budgets until then (the next fetch of the URL after
// that releases it); expired, it is released at once. Either way it is never shown as paid.
void PaidFetch::onDeliveredChecked(const FetchAttempt &attempt, LostAttempt::Verdict verdict,
                                   const QString &detail)
{
    using V = LostAttempt::Verdict;
    if (verdict == V::Unused && ++m_settleChecks < kSettleChecks)
        return QTimer::singleShot(kSettleRecheckMs, this,
                                  [this, attempt]() { checkDelivered(attempt); });
    if (verdict == V::Unknown)
        Q_EMIT progress(tr("The chain could not say whether it settled (%1).").arg(detail));
    if (verdict != V::Unused && verdict != V::Expired)
        return attempt.upTo ? chargeAndEnd(attempt) : end(State::Done, QString(), QString());
    const QString claimed = m_content.settlement.transaction;
    const QString why = claimed.isEmpty()
                            ? tr("the seller sent the content, but the chain shows your payment "
                                 "unused")
                            : tr("the seller sent the content and named transaction %1, but the "
                                 "chain shows your payment unused")
                                  .arg(claimed);
    m_moneyMoved = false;
    m_content.unsettled = true;
    m_content.signature.clear(); // the seller's claim, not a transaction of this payment
    m_services.journal->setState(attempt.id, FetchAttempt::State::NotAccepted, why);
    if (verdict == V::Expired) {
        LostAttempt::closeUnpaid(schemes(), m_services.journal, m_services.budgets,
                                 m_services.history, attempt, why);
        return end(State::Done, QStringLiteral("not_settled"),
                   tr("Not paid: %1, and it has expired, so nothing can move. Your budgets no "
                      "longer count it.")
                       .arg(why));
    }
    PaidFetchRecord::update(m_services.journal, m_services.history, attempt.id);
    if (attempt.upTo)
        return end(State::Done, QStringLiteral("not_settled"), unchargedWords(attempt));
    end(State::Done, QStringLiteral("not_settled"),
        tr("Not paid yet: %1; nothing has moved. The seller may still settle it within %2 "
           "seconds, so its amount stays counted in your budgets until it expires; fetching the "
           "URL again after that releases it.")
            .arg(why)
            .arg(m_quote.option.maxTimeoutSeconds));
}

} // namespace paydesk::x402
