#include "Permit2Approval.h"

#include "core/Address.h"
#include "evm/Erc20.h"
#include "evm/Erc20Balance.h"
#include "x402/Permit2.h"

namespace paydesk::evm {

Permit2Approval::Permit2Approval(Services services, Options options, QObject *parent)
    : EvmContractCall(std::move(services), options, parent)
{}

std::optional<Asset> Permit2Approval::tokenOn(const QString &network, const QString &text,
                                              QString *error)
{
    const auto contract = EvmAddress::parse(text);
    auto token = contract ? Asset::known(network, contract->toChecksummed())
                          : Asset::knownBySymbol(network, text.toUpper());
    if (token && !token->isNative())
        return token;
    *error = tr("%1 is not a token Paydesk knows on %2. Add its contract first (paydesk-cli "
                "token add, or the Tokens box of the Pay page)")
                 .arg(text.left(64), network);
    return std::nullopt;
}

QString Permit2Approval::logName() const
{
    return QStringLiteral("permit2 approve ") + m_request.wallet;
}

QString Permit2Approval::callName() const
{
    return tr("the approve");
}

QString Permit2Approval::callText() const
{
    return tr("approve(Permit2 %1, %2) on %3 %4")
        .arg(Address::brief(x402::Permit2::address().toChecksummed()),
             Money::format(m_amount, m_token), m_token.symbol, Address::brief(m_token.address));
}

void Permit2Approval::start(const Request &request)
{
    m_request = request;
    begin(request.wallet, request.network);
}

bool Permit2Approval::prepare()
{
    QString unknown;
    const auto token = tokenOn(network(), m_request.token, &unknown);
    if (!token) {
        finish(Outcome::Refused, tr("%1; nothing was signed.").arg(unknown));
        return false;
    }
    m_token = *token;
    const auto exact = m_request.amount.rescaled(m_token.decimals);
    const auto units = exact ? U256::fromDecimal(exact->unitsString()) : std::nullopt;
    if (!units) {
        finish(Outcome::Refused, tr("%1 has %2 decimals; %3 has more. Nothing was signed.")
                                     .arg(m_token.symbol)
                                     .arg(m_token.decimals)
                                     .arg(m_request.amount.toString()));
        return false;
    }
    m_amount = *exact;
    m_units = *units;
    setCall(*EvmAddress::parse(m_token.address), Erc20::approveCall(spender(), m_units));
    return true;
}

void Permit2Approval::readMore(const std::function<void()> &done)
{
    m_before.reset();
    Erc20Balance::allowance(m_services.rpc, expectation().chainId, m_token, expectation().from,
                            spender(), this,
                            [this, done](const std::optional<Amount> &allowed, const QString &) {
                                m_before = allowed;
                                done();
                            });
}

QString Permit2Approval::refusalAfterRead() const
{
    if (m_before && *m_before == m_amount)
        return tr("Permit2 may already move exactly %1 of %2")
            .arg(Money::format(m_amount, m_token), wallet());
    return {};
}

void Permit2Approval::describe(QJsonObject &request) const
{
    request.insert(QStringLiteral("approve"),
                   QJsonObject{{QStringLiteral("spender"), spender().toChecksummed()},
                               {QStringLiteral("token"), m_token.address},
                               {QStringLiteral("symbol"), m_token.symbol},
                               {QStringLiteral("amount"), m_amount.toString()}});
}

void Permit2Approval::landed()
{
    Erc20Balance::allowance(
        m_services.rpc, expectation().chainId, m_token, expectation().from, spender(), this,
        [this](const std::optional<Amount> &allowed, const QString &error) {
            m_after = allowed;
            if (!allowed)
                return finish(Outcome::Confirmed,
                              tr("The approve landed (%1); the allowance could not be read "
                                 "again: %2")
                                  .arg(hash(), error));
            finish(Outcome::Confirmed,
                   tr("The approve landed (%1): Permit2 may now move %2 of %3.")
                       .arg(hash(), Money::format(*allowed, m_token), wallet()));
        });
}

EvmAddress Permit2Approval::spender()
{
    return x402::Permit2::address();
}

} // namespace paydesk::evm
