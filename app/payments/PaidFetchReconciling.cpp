// PaidFetch, an earlier or refused payment as the chain tells it: re-sent, reconciled or
// closed as unpaid, never paid twice; a channel state the seller proves adopted (PaidFetch.h).
#include "PaidFetch.h"
#include "PaidFetchRecord.h"

namespace paydesk::x402 {

void PaidFetch::resend()
{
    Q_EMIT progress(tr("You already paid for this URL (%1); re-sending that proof instead of "
                       "paying again.")
                        .arg(paymentWords()));
    setState(State::Retrying);
    get(m_proofHeader, m_proof);
}

// The earlier payment on chain (LostAttempt): expired unused, it paid nothing, so the URL is
// fetched and paid anew; otherwise its proof is re-sent.
void PaidFetch::reconcile()
{
    setState(State::Retrying);
    Q_EMIT progress(tr("Asking the chain whether your earlier payment for this URL (%1) settled…")
                        .arg(paymentWords()));
    LostAttempt::check(
        schemes(), nodes(), *m_previous, this,
        [this](LostAttempt::Verdict verdict, const QString &why) { onReconciled(verdict, why); });
}

void PaidFetch::onReconciled(LostAttempt::Verdict verdict, const QString &why)
{
    using V = LostAuthorization::Verdict;
    if (verdict == V::Unknown)
        Q_EMIT progress(tr("The chain could not say (%1).").arg(why));
    if (verdict != V::Expired)
        return resend();
    LostAttempt::closeUnpaid(schemes(), m_services.journal, m_services.budgets, m_services.history,
                             *m_previous, why);
    Q_EMIT progress(tr("Your earlier payment for this URL never settled and has expired; "
                       "nothing was paid. Fetching it again."));
    m_previous.reset();
    m_attemptId = 0;
    m_content = {};
    m_moneyMoved = false;
    m_proofHeader.clear();
    m_proof.clear();
    setState(State::Fetching);
    get({}, {});
}

void PaidFetch::notAccepted(const QString &why)
{
    end(State::Failed, QStringLiteral("not_accepted"),
        tr("You paid (%1), but the seller did not accept the payment (%2). Paydesk will not pay "
           "again by itself; check the payment and contact the seller.")
            .arg(paymentWords(), why));
}

// A proof the seller refused, as the chain tells it: used, money moved and nothing came of it;
// unused, nothing moved, and the seller's refusal is the end of it once it can no longer be
// used. Until its validity ends, whoever holds it could still settle it, so its amount stays
// counted in the budgets until then (the next fetch of the URL, or `recover`, releases it).
void PaidFetch::onRefusedProofChecked(const FetchAttempt &attempt, const QString &why,
                                      LostAttempt::Verdict verdict, const QString &detail)
{
    using V = LostAttempt::Verdict;
    // Settled on chain, yet refused: a seller whose answer said "pending" or failed after
    // settling. The same proof, presented once more, can pay nothing more (the x402
    // payment-identifier rule: same id, same payload, the kept answer); it may bring the content.
    if (verdict == V::Used && !m_presentedAgain && !m_proof.isEmpty()) {
        m_presentedAgain = true;
        m_services.journal->setState(attempt.id, FetchAttempt::State::Paid);
        PaidFetchRecord::update(m_services.journal, m_services.history, attempt.id);
        Q_EMIT progress(tr("The chain shows your payment settled; presenting the same proof once "
                           "more for the content."));
        setState(State::Retrying);
        return get(m_proofHeader, m_proof);
    }
    if (verdict == V::Used || verdict == V::Unknown) {
        if (verdict == V::Unknown)
            Q_EMIT progress(tr("The chain could not say (%1).").arg(detail));
        return notAccepted(why);
    }
    m_moneyMoved = false;
    if (verdict == V::Expired) {
        LostAttempt::closeUnpaid(schemes(), m_services.journal, m_services.budgets,
                                 m_services.history, attempt,
                                 tr("The seller refused the payment (%1) and never settled it: "
                                    "nothing was paid.")
                                     .arg(why));
        return end(State::Failed, QStringLiteral("not_settled"),
                   tr("Not paid: the seller refused your payment (%1) and the chain shows it "
                      "never settled; it has expired, so nothing can move. Your budgets no "
                      "longer count it.")
                       .arg(why));
    }
    end(State::Failed, QStringLiteral("not_settled"),
        tr("Not paid: the seller refused your payment (%1), and the chain shows it unused; "
           "nothing moved. Your signed payment stays valid for up to %2 seconds, so its amount "
           "stays counted in your budgets until it expires; fetching the URL again after that "
           "releases it.")
            .arg(why)
            .arg(m_quote.option.maxTimeoutSeconds));
}

// A 402 to a proof the scheme can recover from once (a channel's corrective 402 backed by the
// payer's own voucher): the attempt ends unpaid (its voucher was not taken) and the request is
// paid again on the adopted state, under the same approval.
bool PaidFetch::recovered(QNetworkReply *reply)
{
    const auto attempt = m_services.journal->find(m_attemptId);
    const SchemeClient *owner = attempt ? schemes().ownerOf(*attempt) : nullptr;
    if (!owner || m_resynced)
        return false;
    const QByteArray body = reply->readAll();
    QString why;
    if (!owner->recover(schemeServices(), *attempt, reply->rawHeader("PAYMENT-REQUIRED"), body,
                        &why)) {
        if (!why.isEmpty()) {
            m_services.journal->setState(m_attemptId, FetchAttempt::State::NotAccepted, why);
            end(State::Failed, QStringLiteral("channel_stopped"), why);
            return true;
        }
        return false;
    }
    m_resynced = true;
    if (m_content.resumed) {
        // The proof of an earlier run, sent again: the seller had taken it (its state is past
        // this voucher, backed by the payer's own signature) and the answer never reached that
        // run. Paying again is the person's call, never this fetch's.
        const QString why = tr("the seller had charged this request before Paydesk stopped, and "
                               "its answer was lost");
        m_services.journal->setState(m_attemptId, FetchAttempt::State::NotAccepted, why);
        end(State::Failed, QStringLiteral("paid_not_delivered"),
            tr("You paid (%1), but %2; the channel is in step with the seller again. Paydesk "
               "does not pay again by itself: fetch the URL again to buy it anew.")
                .arg(paymentWords(), why));
        return true;
    }
    m_services.journal->setState(m_attemptId, FetchAttempt::State::NotAccepted,
                                 tr("the seller's channel state differed; adopted it"));
    m_services.budgets->forgetSpend(m_attemptId);
    Q_EMIT progress(tr("The seller's channel state differed from Paydesk's; adopted it (it is "
                       "backed by your own voucher) and paying again."));
    pay();
    return true;
}

} // namespace paydesk::x402
