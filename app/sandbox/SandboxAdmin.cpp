#include "SandboxAdmin.h"

#include "ChainBackend.h"
#include "CustodialVault.h"
#include "EvmLedger.h"
#include "FaultInjector.h"
#include "Ledger.h"
#include "RequestBody.h"
#include "core/Base58.h"
#include "core/Validation.h"

#include <QCoreApplication>

namespace paydesk::sandbox {

namespace {
struct TrSandboxAdmin
{
    Q_DECLARE_TR_FUNCTIONS(SandboxAdmin)
};

// A funding amount: a JSON number, positive, at most kMaxFunding in the chain's currency.
std::optional<FieldError> fundingAmount(const RequestBody &body, const char *key, Chain chain,
                                        bool required, Amount *out)
{
    QString text;
    if (auto e = body.number(key, required, &text))
        return e;
    if (text.isEmpty())
        text = QString::fromLatin1(SandboxAdmin::kDefaultWalletFunding);
    QString why;
    const auto a = Amount::parse(text, chainDecimals(chain), &why);
    const Amount max = *Amount::parse(QString::fromLatin1(SandboxAdmin::kMaxFunding), 0);
    if (!a || a->isZero() || *a > max)
        return FieldError{
            QString::fromLatin1(key),
            a ? TrSandboxAdmin::tr("Must be more than 0 and at most %1.").arg(max.toString())
              : why};
    *out = *a;
    return std::nullopt;
}
} // namespace

void SandboxAdmin::fund(const Address &address, const Amount &amount,
                        const std::function<void(const QString &)> &done)
{
    if (address.chain() == Chain::Evm) {
        m_ctx.evm->credit(address.toString(), amount);
        if (done)
            done(m_ctx.evm->balance(address.toString()).toString());
        return;
    }
    const quint64 lamports = quint64(amount.rescaled(9)->units());
    ChainBackend *chain = m_ctx.chain;
    const QByteArray key = address.bytes();
    chain->airdrop(key, lamports, [chain, key, done](const auto &sig, const RpcFailure &) {
        if (!sig) {
            if (done)
                done({});
            return;
        }
        chain->balance(key, [done](const auto &b, const RpcFailure &) {
            if (done)
                done(b ? Amount::fromUnits(Amount::Units(*b), 9).toString() : QString());
        });
    });
}

QString SandboxAdmin::createFunded(Chain chain, const Amount &amount,
                                   const std::function<void(const QString &)> &done)
{
    QString address = m_ctx.vault->create(chain);
    fund(*Address::parse(address), amount, done);
    return address;
}

void SandboxAdmin::createWallet(const ExchangePtr &exchange)
{
    ServiceError error;
    const auto body =
        RequestBody::parse(exchange->body().isEmpty() ? "{}" : exchange->body(), &error);
    if (!body)
        return reply::error(exchange, error);
    QString chainText = QStringLiteral("solana");
    if (auto e = body->string("chain", false, &chainText))
        return reply::error(exchange, ServiceError::invalidParameters(*e));
    if (chainText != u"solana" && chainText != u"evm")
        return reply::error(
            exchange, ServiceError::invalidParameters(
                          QStringLiteral("chain"), TrSandboxAdmin::tr("Must be solana or evm.")));
    const Chain chain = chainText == u"evm" ? Chain::Evm : Chain::Solana;
    Amount amount;
    if (auto e = fundingAmount(*body, "amount", chain, false, &amount))
        return reply::error(exchange, ServiceError::invalidParameters(*e));
    const Address address = *Address::parse(m_ctx.vault->create(chain));
    fund(address, amount, [this, exchange, address](const QString &) {
        answerBalance(exchange, address, {{"custodial", true}});
    });
}

void SandboxAdmin::airdrop(const ExchangePtr &exchange)
{
    ServiceError error;
    const auto body = RequestBody::parse(exchange->body(), &error);
    if (!body)
        return reply::error(exchange, error);
    QString text;
    Address address;
    if (auto e = body->string("address", true, &text))
        return reply::error(exchange, ServiceError::invalidParameters(*e));
    if (auto e = validate::address(QStringLiteral("address"), text, &address))
        return reply::error(exchange, ServiceError::invalidParameters(*e));
    Amount amount;
    if (auto e = fundingAmount(*body, "amount", address.chain(), true, &amount))
        return reply::error(exchange, ServiceError::invalidParameters(*e));
    const std::string credited = amount.toString().toStdString();
    fund(address, amount, [this, exchange, address, credited](const QString &) {
        answerBalance(exchange, address, {{"credited", credited}});
    });
}

void SandboxAdmin::balance(const ExchangePtr &exchange, const QString &text)
{
    Address address;
    if (auto e = validate::address(QStringLiteral("address"), text, &address))
        return reply::error(exchange, ServiceError::invalidParameters(*e));
    answerBalance(exchange, address);
}

void SandboxAdmin::answerBalance(const ExchangePtr &exchange, const Address &address,
                                 const nlohmann::json &extra)
{
    auto answer = [exchange, address, extra](const Amount &amount) {
        nlohmann::json fields = {{"address", address.toString().toStdString()},
                                 {"chain", address.chain() == Chain::Evm ? "evm" : "solana"},
                                 {"balance", amount.toString().toStdString()},
                                 {"units", amount.unitsString().toStdString()},
                                 {"decimals", amount.decimals()},
                                 {"symbol", chainSymbol(address.chain()).toStdString()}};
        for (auto it = extra.begin(); it != extra.end(); ++it)
            fields[it.key()] = it.value();
        reply::success(exchange, fields);
    };
    if (address.chain() == Chain::Evm)
        return answer(m_ctx.evm->balance(address.toString()));
    m_ctx.chain->balance(address.bytes(), [exchange, answer](const auto &b, const RpcFailure &) {
        if (!b)
            return reply::error(exchange, ServiceError::internal());
        answer(Amount::fromUnits(Amount::Units(*b), 9));
    });
}

void SandboxAdmin::slots(const ExchangePtr &exchange)
{
    if (!m_ctx.chain->isLocal())
        return reply::error(exchange,
                            ServiceError::invalidParameters(
                                QStringLiteral("count"),
                                TrSandboxAdmin::tr("Slots cannot be advanced on a remote cluster "
                                                   "(--solana-rpc).")));
    ServiceError error;
    const auto body = RequestBody::parse(exchange->body(), &error);
    if (!body)
        return reply::error(exchange, error);
    long long count = 0;
    if (auto e = body->integer("count", true, &count))
        return reply::error(exchange, ServiceError::invalidParameters(*e));
    if (count < 1 || count > 10000)
        return reply::error(exchange, ServiceError::invalidParameters(
                                          QStringLiteral("count"),
                                          TrSandboxAdmin::tr("Must be between 1 and 10000.")));
    m_ctx.ledger->advance(int(count));
    const BlockhashInfo latest = m_ctx.ledger->latestBlockhash();
    reply::success(exchange, {{"slot", m_ctx.ledger->slot()},
                              {"blockHeight", m_ctx.ledger->blockHeight()},
                              {"blockhash", base58::encode(latest.blockhash).toStdString()},
                              {"lastValidBlockHeight", latest.lastValidBlockHeight}});
}

void SandboxAdmin::faults(const ExchangePtr &exchange)
{
    if (exchange->method() == "POST") {
        ServiceError error;
        const auto body = RequestBody::parse(exchange->body(), &error);
        if (!body)
            return reply::error(exchange, error);
        const auto config = FaultInjector::fromBody(*body, &error);
        if (!config)
            return reply::error(exchange, error);
        m_ctx.faults->configure(*config);
    }
    reply::success(exchange, {{"faults", m_ctx.faults->toJson()}});
}

} // namespace paydesk::sandbox
