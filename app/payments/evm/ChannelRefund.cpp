#include "ChannelRefund.h"

#include "ChannelEvmScheme.h"
#include "SettledCharge.h"
#include "core/Asset.h"
#include "core/SendOnce.h"
#include "x402/BatchPayload.h"
#include "x402/ChannelCheck.h"
#include "x402/Eip3009.h"
#include "x402/PaymentHeaders.h"
#include "x402/ProofCodec.h"
#include "x402/RequirementsParser.h"

#include <QNetworkReply>

namespace paydesk::evm {

using x402::BatchChannel;
using x402::BatchPayload;
using x402::ChannelCheck;

ChannelRefund::ChannelRefund(Services services, QObject *parent)
    : QObject(parent), m_services(std::move(services))
{}

QString ChannelRefund::money(const QString &units) const
{
    const auto token = Asset::knownBySymbol(m_row.network, m_row.symbol);
    const auto a = token ? Amount::parseUnits(units, token->decimals) : std::nullopt;
    return a ? Money::format(*a, m_row.symbol) : tr("%1 atomic units").arg(units);
}

void ChannelRefund::end(bool ok, const QString &message)
{
    m_ok = ok;
    m_message = message;
    Q_EMIT finished();
}

void ChannelRefund::start(const ChannelRow &channel, const std::optional<U256> &amount)
{
    m_row = channel;
    m_amount = amount;
    if (channel.status == ChannelRow::Status::Closed) {
        QMetaObject::invokeMethod(
            this,
            [this]() {
                end(false,
                    tr("The channel %1 is closed: nothing is left to refund.").arg(m_row.id));
            },
            Qt::QueuedConnection);
        return;
    }
    ask402();
}

void ChannelRefund::ask402()
{
    Q_EMIT progress(tr("Asking %1 for its channel terms…").arg(m_row.resource));
    QNetworkRequest request{QUrl(m_row.resource)};
    request.setAttribute(QNetworkRequest::RedirectPolicyAttribute,
                         QNetworkRequest::NoLessSafeRedirectPolicy);
    QNetworkReply *reply = m_services.network->get(request);
    connect(reply, &QNetworkReply::finished, this, [this, reply]() {
        reply->deleteLater();
        onRequirements(reply);
    });
}

void ChannelRefund::onRequirements(QNetworkReply *reply)
{
    const int status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    if (status != 402)
        return end(false,
                   tr("%1 did not ask for payment (%2), so no refund can be asked there; "
                      "withdraw instead (paydesk-cli channel withdraw %3).")
                       .arg(m_row.resource,
                            status ? tr("HTTP %1").arg(status) : reply->errorString(), m_row.id));
    const x402::RequirementsResult parsed = x402::RequirementsParser::parse(
        QUrl(m_row.resource), reply->rawHeader("PAYMENT-REQUIRED"), reply->readAll());
    if (parsed.ok())
        for (const x402::PaymentOption &o : parsed.required->options) {
            QString why;
            if (o.scheme == u"batch-settlement" &&
                x402::ChannelEvmScheme::termsOf(o, m_row.payer, &why) == m_row.terms)
                m_option = o;
        }
    if (!m_option)
        return end(false, tr("The seller at %1 no longer offers this channel's terms, so it "
                             "cannot be asked for a refund; withdraw instead (paydesk-cli channel "
                             "withdraw %2).")
                              .arg(m_row.resource, m_row.id));
    sign();
}

void ChannelRefund::sign()
{
    QString why;
    const auto config = x402::ChannelConfig::fromJson(
        nlohmann::json::parse(m_row.config.toStdString(), nullptr, false), &why);
    const auto charged = U256::fromDecimal(m_row.charged);
    const quint64 chain = x402::Eip3009::chainIdOf(m_row.network);
    if (!config || !charged)
        return end(false, tr("The channel %1's journal is unusable (%2).").arg(m_row.id, why));
    Q_EMIT progress(tr("Signing a zero-charge voucher for the refund…"));
    m_services.keys(
        m_row.payer, this,
        [this, config = *config, charged = *charged, chain](std::optional<wallet::EvmKey> key,
                                                            const QString &error) {
            if (!key)
                return end(false, error);
            QString why;
            const QByteArray id = BatchChannel::channelId(config, chain);
            const auto voucher = BatchChannel::signVoucher(id, charged, chain, key->privateKey,
                                                           config.payerAuthorizer, &why);
            key->privateKey.clear();
            if (!voucher)
                return end(false, why);
            BatchPayload p;
            p.type = BatchPayload::Type::Refund;
            p.config = config;
            p.voucher = *voucher;
            p.refundAmount = m_amount;
            const nlohmann::json doc = {{"x402Version", 1},
                                        {"scheme", "batch-settlement"},
                                        {"network", m_option->network.toStdString()},
                                        {"payload", p.toJson()}};
            const QString v1 = x402::ProofCodec::base64Json(QByteArray::fromStdString(doc.dump()));
            m_proof = x402::PaymentHeaders::proofHeaderValue(2, v1, *m_option, m_row.resource)
                          .value_or(QByteArray());
            QNetworkRequest request{QUrl(m_row.resource)};
            request.setAttribute(QNetworkRequest::RedirectPolicyAttribute,
                                 QNetworkRequest::SameOriginRedirectPolicy);
            request.setRawHeader(x402::PaymentHeaders::proofHeaderName(2), m_proof);
            Q_EMIT progress(tr("Asking the seller for the refund…"));
            QNetworkReply *reply = SendOnce::send(m_services.network, request, "GET", {});
            connect(reply, &QNetworkReply::finished, this, [this, reply]() {
                reply->deleteLater();
                onAnswer(reply);
            });
        });
}

void ChannelRefund::onAnswer(QNetworkReply *reply)
{
    const int status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    const QByteArray id = QByteArray::fromHex(m_row.id.mid(2).toLatin1());
    const auto charged = U256::fromDecimal(m_row.charged).value_or(U256());
    const auto ceiling = U256::fromDecimal(m_row.ceiling).value_or(U256());
    if (status == 402 && !m_resynced) {
        const auto header = QByteArray::fromBase64Encoding(reply->rawHeader("PAYMENT-REQUIRED"));
        const nlohmann::json required =
            header ? nlohmann::json::parse(header.decoded.toStdString(), nullptr, false)
                   : nlohmann::json();
        const auto payer = EvmAddress::parse(m_row.payer);
        const ChannelCheck::Verdict v = ChannelCheck::correction(
            required, {id, charged, U256(), ceiling}, x402::Eip3009::chainIdOf(m_row.network),
            payer.value_or(EvmAddress()));
        if (v.ok) {
            m_resynced = true;
            m_services.book->commit(m_row.id, v.charge.toDecimal(), v.state.balance.toDecimal(),
                                    v.state.totalClaimed.toDecimal(),
                                    qint64(v.state.withdrawRequestedAt));
            m_row.charged = v.charge.toDecimal();
            return sign();
        }
    }
    const x402::Settlement s = x402::PaymentHeaders::settlement(
        reply->rawHeader("X-PAYMENT-RESPONSE"), reply->rawHeader("PAYMENT-RESPONSE"));
    if (status < 200 || status >= 300 || !s.success)
        return end(false, tr("The seller did not refund (%1). Nothing was signed beyond a "
                             "zero-charge voucher; withdraw instead (paydesk-cli channel withdraw "
                             "%2).")
                              .arg(s.errorReason.isEmpty()
                                       ? (status ? tr("HTTP %1").arg(status) : reply->errorString())
                                       : s.errorReason,
                                   m_row.id));
    QString why;
    const nlohmann::json &extra =
        s.raw.is_object() ? s.raw.value("extra", nlohmann::json()) : nlohmann::json();
    const auto state = x402::ChannelState::fromJson(
        extra.is_object() ? extra.value("channelState", nlohmann::json()) : nlohmann::json(), &why);
    if (!state || state->channelId != id)
        return end(false, tr("The seller's refund answer does not describe this channel (%1); "
                             "check the channel on chain before trusting it.")
                              .arg(state ? tr("another channel") : why));
    m_transaction = s.transaction;
    m_refunded = s.raw.value("amount", std::string()).c_str();
    const auto token = Asset::knownBySymbol(m_row.network, m_row.symbol);
    const auto hash = EvmRpcClient::parseHash(m_transaction.toStdString());
    const auto payer = EvmAddress::parse(m_row.payer);
    if (!m_services.node || !token || !hash || !payer)
        return settle(*state, {});
    // The chain judges what came back: the refund transaction's Transfer logs from the escrow
    // to the payer (a seller's word alone could name a refund to another address).
    Q_EMIT progress(tr("Reading from the chain what the refund returned…"));
    x402::SettledCharge::read(
        m_services.node, *hash, *token, BatchChannel::contract(), *payer, this,
        [this, state = *state](const std::optional<Amount> &moved, const QString &why) {
            if (!moved)
                return settle(state, tr("the chain could not say what it returned (%1)").arg(why));
            const QString units = moved->unitsString();
            if (units == m_refunded)
                return settle(state, {});
            const QString stated = m_refunded;
            m_refunded = units;
            if (moved->isZero())
                return end(false, tr("The seller says it refunded %1 (%2), but the chain shows "
                                     "nothing returned to your wallet; withdraw instead "
                                     "(paydesk-cli channel withdraw %3).")
                                      .arg(money(stated), m_transaction, m_row.id));
            settle(state, tr("the seller said %1, the chain shows %2 returned")
                              .arg(money(stated), money(units)));
        });
}

void ChannelRefund::settle(const x402::ChannelState &state, const QString &note)
{
    m_services.book->commit(m_row.id, m_row.charged, state.balance.toDecimal(),
                            state.totalClaimed.toDecimal(), qint64(state.withdrawRequestedAt));
    const bool empty = state.balance <= state.totalClaimed;
    m_services.book->setStatus(m_row.id, empty ? ChannelRow::Status::Closed : m_row.status,
                               tr("refunded %1 by %2").arg(money(m_refunded), m_transaction));
    const QString left =
        money(state.balance.checkedSub(state.totalClaimed).value_or(U256()).toDecimal());
    const QString said = empty ? tr("The seller refunded %1 (%2); the channel is empty and closed.")
                                     .arg(money(m_refunded), m_transaction)
                               : tr("The seller refunded %1 (%2); %3 stays in the channel.")
                                     .arg(money(m_refunded), m_transaction, left);
    end(true, note.isEmpty() ? said : tr("%1 Note: %2.").arg(said, note));
}

} // namespace paydesk::evm
