// PaidFetch, after a usage-priced purchase (x402 `upto`) was delivered: what it was charged,
// within the maximum the buyer signed, kept in the journal, the history and the budgets
// (PaidFetch.h; docs/architecture.md "A usage price reserves its maximum").
#include "PaidFetch.h"
#include "PaidFetchRecord.h"
#include "core/Asset.h"
#include "x402/UptoPermit2.h"

namespace paydesk::x402 {

std::optional<Amount> PaidFetch::maximumOf(const FetchAttempt &attempt)
{
    const auto token = Asset::knownBySymbol(attempt.network, attempt.symbol);
    return token ? Amount::parse(attempt.amount, token->decimals) : std::nullopt;
}

void PaidFetch::settleCharge(const FetchAttempt &attempt)
{
    const auto maximum = maximumOf(attempt);
    if (!attempt.upTo || !maximum)
        return;
    const UptoPermit2::Charge c = UptoPermit2::chargeOf(m_content.settlement, *maximum);
    // A charge the settlement does not state, or states above the maximum, is counted at the
    // maximum: the most Permit2 can have moved, and never more.
    const Amount charged = c.kind == UptoPermit2::Charge::Kind::Stated ? c.amount : *maximum;
    m_services.journal->setCharged(attempt.id, charged.toString());
    if (m_services.budgets)
        m_services.budgets->settleSpend(attempt.id, charged);
    PaidFetchRecord::update(m_services.journal, m_services.history, attempt.id);
    const QString symbol = attempt.symbol;
    m_content.amount = Money::format(charged, symbol);
    m_content.charge = charged;
    m_content.maximum = Money::format(*maximum, symbol);
    m_content.chargeNote =
        c.kind == UptoPermit2::Charge::Kind::Stated
            ? tr("Charged %1 of up to %2; the rest is free again in your budgets.")
                  .arg(m_content.amount, m_content.maximum)
        : c.kind == UptoPermit2::Charge::Kind::AboveMaximum
            ? c.detail + QLatin1Char(' ') +
                  tr("Counted as %1, the most it could take.").arg(m_content.maximum)
        : !c.detail.isEmpty()
            ? c.detail + QLatin1Char(' ') +
                  tr("Counted as %1, the most it could take.").arg(m_content.maximum)
            : tr("The seller did not say what it charged: counted as %1, the most it could "
                 "take.")
                  .arg(m_content.maximum);
    m_content.chargeAboveMaximum = c.kind == UptoPermit2::Charge::Kind::AboveMaximum;
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
