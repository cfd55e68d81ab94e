// ChannelEvmScheme's payment: a voucher on the channel with the seller, after a deposit when the
// channel is new or short (ChannelEvmScheme.h). The voucher's cumulative amount, and the deposit,
// are journaled in the channel (ChannelBook::raiseCeiling) before the proof is handed out.
#include "ChannelEvmScheme.h"
#include "EvmPaymentFlow.h"
#include "EvmSignedScheme.h"
#include "core/Origin.h"
#include "evm/Eip712.h"
#include "evm/EvmRpcClient.h"
#include "store/PaidFetchJournal.h"
#include "x402/Eip3009.h"

#include <QDateTime>
#include <QRandomGenerator>

namespace paydesk::x402 {

using evm::EvmAddress;
using evm::U256;

namespace {

class ChannelEvmPayment : public SchemePayment
{
public:
    using SchemePayment::SchemePayment;

    void start() override
    {
        QString why;
        const auto payer = EvmAddress::parse(m_wallet.address);
        m_keys = m_services.keys.of<evm::EvmPaymentFlow::KeyProvider>(Chain::Evm);
        const QString cannot = EvmSignedScheme::cannotSign(m_wallet, bool(m_keys));
        const auto domain = Eip3009::domainOf(m_option, &why);
        const auto units = U256::fromDecimal(m_option.amountUnits);
        if (!payer || !cannot.isEmpty() || !domain || !units || !m_services.fetches)
            return refuse(!cannot.isEmpty() ? cannot
                          : why.isEmpty()   ? ChannelEvmScheme::tr("no channel journal here.")
                                            : why);
        m_payer = *payer;
        m_domain = *domain;
        m_units = *units;
        const QString terms = ChannelEvmScheme::termsOf(m_option, m_wallet.address, &why);
        if (terms.isEmpty())
            return refuse(why);
        ChannelBook &book = m_services.fetches->channels();
        m_row = book.forTerms(terms);
        if (m_row && m_row->status != ChannelRow::Status::Open)
            return refuse(
                ChannelEvmScheme::tr("the channel %1 is stopped: %2").arg(m_row->id, m_row->note));
        if (m_row) {
            QString error;
            m_config = ChannelConfig::fromJson(
                nlohmann::json::parse(m_row->config.toStdString(), nullptr, false), &error);
            if (!m_config)
                return refuse(error);
        } else {
            m_config = ChannelEvmScheme::newConfig(m_option, m_payer, &why);
            if (!m_config)
                return refuse(why);
        }
        m_channelId = BatchChannel::channelId(*m_config, m_domain.chainId);
        const U256 charged = m_row ? U256::fromDecimal(m_row->charged).value_or(U256()) : U256();
        const U256 balance = m_row ? U256::fromDecimal(m_row->balance).value_or(U256()) : U256();
        const auto cumulative = charged.checkedAdd(m_units);
        if (!cumulative)
            return refuse(ChannelEvmScheme::tr("the channel's cumulative amount overflows."));
        m_cumulative = *cumulative;
        if (balance < m_cumulative) { // a new channel, or one this request would overdraw
            m_deposit = ChannelEvmScheme::depositUnits(m_services, m_option);
            if (!m_deposit)
                return refuse(ChannelEvmScheme::tr("the channel's deposit would be above "
                                                   "--max-deposit."));
        }
        Q_EMIT progress(
            m_deposit ? ChannelEvmScheme::tr("Signing a deposit of %1 units into a payment channel "
                                             "with %2 and a voucher of up to %3 with the key of "
                                             "%4...")
                            .arg(m_deposit->toDecimal(), m_option.payTo, m_option.plainAmount(),
                                 m_wallet.address)
                      : ChannelEvmScheme::tr("Signing a channel voucher of up to %1 to %2 with "
                                             "the key of %3...")
                            .arg(m_option.plainAmount(), m_option.payTo, m_wallet.address));
        m_keys(m_wallet.address, this,
               [this](std::optional<wallet::EvmKey> key, const QString &error) {
                   if (!key) {
                       m_result.error = error;
                       return finish();
                   }
                   sign(std::move(*key));
               });
    }

private:
    void refuse(const QString &why)
    {
        m_result.refused = true;
        m_result.error = why;
        finishLater();
    }

    void sign(wallet::EvmKey key)
    {
        QString why;
        BatchPayload p;
        p.config = *m_config;
        const auto voucher = BatchChannel::signVoucher(m_channelId, m_cumulative, m_domain.chainId,
                                                       key.privateKey, m_payer, &why);
        if (voucher && m_deposit) {
            ChannelDeposit d;
            d.amount = *m_deposit;
            d.validAfter = 0;
            d.validBefore = quint64(QDateTime::currentSecsSinceEpoch()) +
                            quint64(qMax(60, m_option.maxTimeoutSeconds));
            QByteArray salt(32, '\0');
            QRandomGenerator::system()->generate(reinterpret_cast<quint32 *>(salt.data()),
                                                 reinterpret_cast<quint32 *>(salt.data() + 32));
            d.salt = *U256::fromBigEndian(salt);
            const QByteArray digest = BatchChannel::receiveAuthorizationDigest(
                m_payer, d.amount, d.validAfter, d.validBefore,
                BatchChannel::depositNonce(m_channelId, d.salt), m_domain.name, m_domain.version,
                m_domain.chainId, m_domain.verifyingContract);
            const auto signature = evm::Eip712::signDigest(key.privateKey, digest);
            if (signature && evm::Eip712::recoverSigner(digest, *signature) == m_payer) {
                d.signature = *signature;
                p.deposit = d;
            } else {
                why = ChannelEvmScheme::tr("the deposit could not be signed with the key of %1.")
                          .arg(m_wallet.address);
            }
        }
        key.privateKey.clear();
        if (!voucher || (m_deposit && !p.deposit))
            return refuseNow(why);
        p.type = m_deposit ? BatchPayload::Type::Deposit : BatchPayload::Type::Voucher;
        p.voucher = *voucher;
        if (!journal(p))
            return refuseNow(ChannelEvmScheme::tr("the channel could not be journaled (%1), so "
                                                  "nothing was sent.")
                                 .arg(m_services.fetches->channels().lastError()));
        const nlohmann::json doc = {{"x402Version", 1},
                                    {"scheme", "batch-settlement"},
                                    {"network", m_option.network.toStdString()},
                                    {"payload", p.toJson()}};
        m_result.proof = ProofCodec::base64Json(QByteArray::fromStdString(doc.dump()));
        m_result.paymentId =
            QStringLiteral("channel:%1:%2")
                .arg(evm::EvmRpcClient::toHexData(m_channelId), m_cumulative.toDecimal());
        m_result.ok = true;
        finish();
    }

    void refuseNow(const QString &why)
    {
        m_result.refused = true;
        m_result.error = why;
        finish();
    }

    // The channel (new: created) and the voucher's ceiling, committed before the proof leaves.
    bool journal(const BatchPayload &p)
    {
        ChannelBook &book = m_services.fetches->channels();
        const QString id = evm::EvmRpcClient::toHexData(m_channelId);
        if (!m_row) {
            ChannelRow r;
            r.id = id;
            r.network = m_option.networkId;
            r.payer = m_payer.toChecksummed();
            QString why;
            r.terms = ChannelEvmScheme::termsOf(m_option, r.payer, &why);
            r.origin = Origin::of(QUrl(m_url));
            r.resource = m_url;
            r.config = QString::fromStdString(m_config->toJson().dump());
            r.symbol = m_option.assetSymbol;
            if (!book.create(r))
                return false;
        }
        const QString deposit = p.deposit ? QStringLiteral("%1:%2")
                                                .arg(p.deposit->amount.toDecimal())
                                                .arg(p.deposit->validBefore)
                                          : QString();
        return book.raiseCeiling(id, m_cumulative.toDecimal(),
                                 evm::EvmRpcClient::toHexData(p.voucher.signature), deposit, m_url);
    }

    evm::EvmPaymentFlow::KeyProvider m_keys;
    EvmAddress m_payer;
    evm::Eip712::Domain m_domain;
    U256 m_units, m_cumulative;
    std::optional<ChannelRow> m_row;
    std::optional<ChannelConfig> m_config;
    QByteArray m_channelId;
    std::optional<U256> m_deposit;
};

} // namespace

SchemePayment *ChannelEvmScheme::pay(const SchemeServices &services, const PayerWallet &wallet,
                                     const PaymentOption &option, const QString &resourceUrl,
                                     QObject *parent) const
{
    return new ChannelEvmPayment(services, wallet, option, resourceUrl, parent);
}

} // namespace paydesk::x402
