#include "PaymentParams.h"

#include "RequestBody.h"

#include <QCoreApplication>

namespace paydesk::sandbox {

namespace {
struct TrPaymentParams
{
    Q_DECLARE_TR_FUNCTIONS(PaymentParams)
};

const QString kWallet = QStringLiteral("walletAddress");
} // namespace

std::optional<SendParams> SendParams::parse(const QByteArray &bytes, ServiceError *error)
{
    const auto body = RequestBody::parse(bytes, error);
    if (!body)
        return std::nullopt;
    auto fail = [error](const FieldError &e) -> std::optional<SendParams> {
        *error = ServiceError::invalidParameters(e);
        return std::nullopt;
    };
    SendParams p;
    QString text;
    if (auto e = body->string("walletAddress", true, &text))
        return fail(*e);
    if (auto e = validate::address(kWallet, text, &p.wallet))
        return fail(*e);
    if (auto e = body->string("recipientAddress", true, &text))
        return fail(*e);
    QString why;
    const auto recipient = Address::parse(text, &why);
    if (!recipient) {
        *error =
            ServiceError::invalidRecipient(TrPaymentParams::tr("recipientAddress: %1").arg(why));
        return std::nullopt;
    }
    if (recipient->chain() != p.wallet.chain()) {
        *error = ServiceError::invalidRecipient(
            TrPaymentParams::tr(
                "recipientAddress: the recipient is a %1 address but the wallet is on %2; "
                "a payment stays on one chain.")
                .arg(chainName(recipient->chain()), chainName(p.wallet.chain())));
        return std::nullopt;
    }
    p.recipient = *recipient;
    if (auto e = body->number("amount", true, &text))
        return fail(*e);
    if (auto e = validate::amount(QStringLiteral("amount"), text, p.wallet.chain(), &p.amount))
        return fail(*e);
    text.clear();
    if (auto e = body->number("priorityFee", false, &text))
        return fail(*e);
    if (!text.isEmpty()) {
        Amount fee;
        if (auto e =
                validate::priorityFee(QStringLiteral("priorityFee"), text, p.wallet.chain(), &fee))
            return fail(*e);
        p.priorityFee = fee;
    }
    if (auto e = body->string("resource", false, &p.resource))
        return fail(*e);
    if (!p.resource.isEmpty()) {
        if (auto e = validate::url(QStringLiteral("resource"), p.resource))
            return fail(*e);
    }
    if (auto e = body->object("metadata", &p.metadata))
        return fail(*e);
    return p;
}

std::optional<ReceiveParams> ReceiveParams::parse(const QByteArray &bytes, Mode mode,
                                                  ServiceError *error)
{
    const auto body = RequestBody::parse(bytes, error);
    if (!body)
        return std::nullopt;
    auto fail = [error](const FieldError &e) -> std::optional<ReceiveParams> {
        *error = ServiceError::invalidParameters(e);
        return std::nullopt;
    };
    ReceiveParams p;
    QString text;
    if (auto e = body->string("walletAddress", true, &text))
        return fail(*e);
    if (auto e = validate::address(kWallet, text, &p.wallet))
        return fail(*e);
    if (auto e = body->string("paymentProof", true, &p.proof))
        return fail(*e);
    if (auto e = validate::paymentProof(QStringLiteral("paymentProof"), p.proof))
        return fail(*e);
    if (auto e = body->number("expectedAmount", true, &text))
        return fail(*e);
    if (auto e = validate::expectedAmount(QStringLiteral("expectedAmount"), text, p.wallet.chain(),
                                          &p.expected))
        return fail(*e);
    if (auto e = body->string("resource", false, &p.resource))
        return fail(*e);
    if (!p.resource.isEmpty()) {
        if (auto e = validate::url(QStringLiteral("resource"), p.resource))
            return fail(*e);
    }
    if (auto e = body->string("facilitatorUrl", false, &p.facilitatorUrl))
        return fail(*e);
    if (!p.facilitatorUrl.isEmpty()) {
        if (auto e = validate::url(QStringLiteral("facilitatorUrl"), p.facilitatorUrl))
            return fail(*e);
    }
    if (mode == Mode::Hosted) {
        long long timeout = 30;
        if (auto e = body->integer("timeout", false, &timeout))
            return fail(*e);
        if (auto e = validate::timeoutSeconds(QStringLiteral("timeout"), timeout))
            return fail(*e);
        p.timeoutSeconds = int(timeout);
    } else {
        text.clear();
        if (auto e = body->number("priorityFee", false, &text))
            return fail(*e);
        if (!text.isEmpty()) {
            Amount fee;
            if (auto e = validate::priorityFee(QStringLiteral("priorityFee"), text,
                                               p.wallet.chain(), &fee))
                return fail(*e);
            p.priorityFee = fee;
        }
    }
    return p;
}

} // namespace paydesk::sandbox
