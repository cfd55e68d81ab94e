#include "SchemeClient.h"

#include <QCoreApplication>

namespace paydesk::x402 {

namespace {
struct TrSchemeClient
{
    Q_DECLARE_TR_FUNCTIONS(SchemeClient)
};
} // namespace

void SchemeClient::check(const SchemeServices &, const PaymentOption &, const PayerWallet &,
                         QObject *context, const Checked &done) const
{
    QMetaObject::invokeMethod(
        context, [done]() { done({}); }, Qt::QueuedConnection);
}

void SchemeClient::readCharge(const ChainNodes &, const FetchAttempt &, const QString &,
                              QObject *context, const ChargeRead &done) const
{
    QMetaObject::invokeMethod(
        context,
        [done]() {
            done(std::nullopt,
                 TrSchemeClient::tr("the chain cannot tell for this kind of payment"));
        },
        Qt::QueuedConnection);
}

QString SchemeClient::unknownToken(const PaymentOption &o)
{
    return TrSchemeClient::tr(
               "the token %1 is not one Paydesk knows on %2: it pays USDC and the tokens you "
               "added, so it never trusts a seller's decimals. If you trust this token, add it "
               "with its own decimals: paydesk-cli token add %3 %1 --symbol SYMBOL --decimals N.")
        .arg(o.asset, o.network, o.networkId);
}

bool SchemeClient::checkable(const ChainNodes &, const FetchAttempt &) const
{
    return false;
}

void SchemeClient::checkLost(const ChainNodes &, const FetchAttempt &, QObject *context,
                             const LostAuthorization::Done &done) const
{
    QMetaObject::invokeMethod(
        context,
        [done]() {
            done(LostAuthorization::Verdict::Unknown,
                 TrSchemeClient::tr("the chain cannot tell for this kind of payment"));
        },
        Qt::QueuedConnection);
}

bool SchemeClient::recordsItself(const QString &) const
{
    return false;
}

std::optional<Amount> SchemeClient::deposit(const SchemeServices &, const PaymentOption &,
                                            const PayerWallet &) const
{
    return std::nullopt;
}

AnswerCharge SchemeClient::judgeAnswer(const SchemeServices &, const FetchAttempt &,
                                       const Settlement &) const
{
    return {};
}

bool SchemeClient::recover(const SchemeServices &, const FetchAttempt &, const QByteArray &,
                           const QByteArray &, QString *) const
{
    return false;
}

bool SchemeClient::readProof(const DecodedProof &, ProofReading &) const
{
    return false;
}

} // namespace paydesk::x402
