#include "HostedScheme.h"

#include "api/ApiReplies.h"
#include "api/ServiceClient.h"
#include "core/Asset.h"
#include "x402/ProofCodec.h"

#include <QJsonObject>

namespace paydesk::x402 {

namespace {

class HostedPayment : public SchemePayment
{
public:
    using SchemePayment::SchemePayment;

    void start() override
    {
        SendPaymentRequest r;
        r.walletAddress = m_wallet.address;
        r.recipientAddress = m_option.payTo;
        r.amount = m_option.amount->toString();
        r.resource = m_url;
        r.metadata =
            QJsonObject{{QStringLiteral("x402"),
                         QJsonObject{{QStringLiteral("network"), m_option.network},
                                     {QStringLiteral("scheme"), m_option.scheme},
                                     {QStringLiteral("amountUnits"), m_option.amountUnits},
                                     {QStringLiteral("description"), m_option.description}}}};
        Q_EMIT progress(HostedScheme::tr("Paying %1 to %2 through the service...")
                            .arg(m_option.displayAmount(), m_option.payTo));
        SendPaymentReply *reply = m_services.service->sendPayment(r);
        connect(reply, &ApiReply::finished, this, [this, reply]() { onAnswer(reply); });
    }

private:
    void onAnswer(SendPaymentReply *reply)
    {
        reply->deleteLater();
        if (!reply->ok()) {
            const ApiError &e = reply->error();
            m_result.error = e.userText();
            m_result.refused =
                e.kind() == ApiError::Kind::Validation || e.kind() == ApiError::Kind::Refused;
            m_result.moneyMayHaveMoved =
                reply->mayHaveReachedService() &&
                (e.kind() == ApiError::Kind::Network || e.kind() == ApiError::Kind::Timeout ||
                 e.kind() == ApiError::Kind::Cancelled ||
                 e.kind() == ApiError::Kind::MalformedResponse);
            return finish();
        }
        const SendPaymentResult &s = reply->result();
        m_result.paymentId = s.paymentId;
        m_result.signature = s.signature;
        QString reason, message;
        const bool serviceProof =
            !s.paymentProof.isEmpty() && ProofCodec::decode(s.paymentProof, &reason, &message);
        m_result.proof =
            serviceProof ? s.paymentProof
                         : ProofCodec::encodeSettled(m_option.networkId, s.paymentId, s.signature,
                                                     m_wallet.address, m_option.payTo,
                                                     m_option.amount->toString());
        m_result.ok = true;
        finish();
    }
};

} // namespace

// The service sends a network's coin; a token is paid with the wallet's own key.
bool HostedScheme::covers(const PaymentOption &option, PayerWallet::Mode mode) const
{
    return option.scheme == scheme() && mode == PayerWallet::Mode::Hosted &&
           Asset::isNativeMarker(option.chain, option.asset);
}

SchemePayment *HostedScheme::pay(const SchemeServices &services, const PayerWallet &wallet,
                                 const PaymentOption &option, const QString &resourceUrl,
                                 QObject *parent) const
{
    return new HostedPayment(services, wallet, option, resourceUrl, parent);
}

QString HostedScheme::expiredWords() const
{
    return tr("The payment expired without settling: nothing was paid.");
}

} // namespace paydesk::x402
