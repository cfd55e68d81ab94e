// PaidFetch, after a usage-priced purchase (x402 `upto`) was delivered: what it was charged,
// within the maximum the buyer signed, kept in the journal, the history and the budgets
// (PaidFetch.h; docs/architecture.md "A usage price reserves its maximum").
#include "PaidFetch.h"
#include "PaidFetchRecord.h"
#include "core/Asset.h"
#include "core/LogCategories.h"
#include "x402/UptoPermit2.h"

namespace paydesk::x402 {

std::optional<Amount> PaidFetch::maximumOf(const FetchAttempt &attempt)
{
    const auto token = Asset::knownBySymbol(attempt.network, attempt.symbol);
    return token ? Amount::parse(attempt.amount, token->decimals) : std::nullopt;
}

void PaidFetch::chargeAndEnd(const FetchAttempt &attempt)
{
    const SchemeClient *owner = schemes().ownerOf(attempt);
    if (owner) {
        const AnswerCharge judged =
            owner->judgeAnswer(schemeServices(), attempt, m_content.settlement);
        if (judged.judged) {
            keepJudged(attempt, judged);
            return end(State::Done, QString(), QString());
        }
    }
    const QString transaction = m_content.settlement.transaction;
    if (!owner || transaction.isEmpty()) {
        settleCharge(attempt, std::nullopt);
        return end(State::Done, QString(), QString());
    }
    Q_EMIT progress(tr("Reading from the chain what the settlement moved…"));
    owner->readCharge(nodes(), attempt, transaction, this,
                      [this, attempt](const std::optional<Amount> &onChain, const QString &why) {
                          if (!onChain)
                              qCInfo(lcX402).noquote() << "upto charge not read on chain:" << why;
                          settleCharge(attempt, onChain);
                          end(State::Done, QString(), QString());
                      });
}

void PaidFetch::settleCharge(const FetchAttempt &attempt, const std::optional<Amount> &onChain)
{
    const auto maximum = maximumOf(attempt);
    if (!attempt.upTo || !maximum)
        return;
    using Kind = UptoPermit2::Charge::Kind;
    const UptoPermit2::Charge c = UptoPermit2::chargeOf(m_content.settlement, *maximum);
    const QString symbol = attempt.symbol;
    const QString most = Money::format(*maximum, symbol);
    Amount charged = *maximum;
    QString note;
    if (onChain) {
        // The chain's word: what the settlement moved from the payer to the payee.
        charged = *onChain;
        const QString moved = Money::format(charged, symbol);
        if (c.kind == Kind::Stated && c.amount == charged)
            note = tr("Charged %1 of up to %2; the rest is free again in your budgets.")
                       .arg(moved, most);
        else
            note = tr("The seller's settlement says %1, but the chain shows %2 moved of up to %3: "
                      "%2 is what is counted.")
                       .arg(c.kind == Kind::NotStated && c.detail.isEmpty()
                                ? tr("nothing of the charge")
                                : Money::format(c.amount, symbol),
                            moved, most);
        m_content.chargeAboveMaximum = charged > *maximum || c.kind == Kind::AboveMaximum;
    } else {
        // A charge the settlement does not state, or states above the maximum, is counted at
        // the maximum: the most Permit2 can have moved, and never more.
        if (c.kind == Kind::Stated)
            charged = c.amount;
        note = c.kind == Kind::Stated
                   ? tr("Charged %1 of up to %2; the rest is free again in your budgets.")
                         .arg(Money::format(charged, symbol), most)
               : !c.detail.isEmpty()
                   ? c.detail + QLatin1Char(' ') +
                         tr("Counted as %1, the most it could take.").arg(most)
                   : tr("The seller did not say what it charged: counted as %1, the most it "
                        "could take.")
                         .arg(most);
        m_content.chargeAboveMaximum = c.kind == Kind::AboveMaximum;
    }
    m_services.journal->setCharged(attempt.id, charged.toString());
    if (m_services.budgets)
        m_services.budgets->settleSpend(attempt.id, charged);
    PaidFetchRecord::update(m_services.journal, m_services.history, attempt.id);
    m_content.amount = Money::format(charged, symbol);
    m_content.charge = charged;
    m_content.maximum = most;
    m_content.chargeNote = note;
}

// A charge the scheme checked itself (a channel's): kept, or the maximum when the seller broke
// the scheme's rules, said so.
void PaidFetch::keepJudged(const FetchAttempt &attempt, const AnswerCharge &judged)
{
    const auto maximum = maximumOf(attempt);
    if (!maximum)
        return;
    const QString most = Money::format(*maximum, attempt.symbol);
    const Amount charged = judged.charge.value_or(*maximum);
    m_services.journal->setCharged(attempt.id, charged.toString());
    if (m_services.budgets)
        m_services.budgets->settleSpend(attempt.id, charged);
    PaidFetchRecord::update(m_services.journal, m_services.history, attempt.id);
    m_content.amount = Money::format(charged, attempt.symbol);
    m_content.charge = charged;
    m_content.maximum = most;
    m_content.chargeAboveMaximum = !judged.problem.isEmpty();
    m_content.chargeNote =
        judged.problem.isEmpty()
            ? tr("Charged %1 of up to %2 through the payment channel; the rest is free again in "
                 "your budgets.")
                  .arg(Money::format(charged, attempt.symbol), most)
            : judged.problem + QLatin1Char(' ') +
                  tr("Counted as %1, the most it could take.").arg(most);
}

QString PaidFetch::unchargedWords(const FetchAttempt &attempt) const
{
    const auto maximum = maximumOf(attempt);
    const QString most = maximum ? Money::format(*maximum, attempt.symbol) : attempt.amount;
    return tr("Not charged yet: the seller sent the content and has not settled your "
              "authorization of up to %1 (a usage price that came to nothing is never "
              "settled). It stays valid for up to %2 seconds, so up to %1 stays counted in your "
              "budgets until it expires; fetching the URL again after that releases it.")
        .arg(most)
        .arg(m_quote.option.maxTimeoutSeconds);
}

} // namespace paydesk::x402
