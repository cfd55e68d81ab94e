#include "UptoEvmScheme.h"

#include "EvmPaymentFlow.h"
#include "Permit2Allowance.h"
#include "SettledCharge.h"
#include "core/Asset.h"
#include "x402/Eip3009.h"
#include "x402/UptoPermit2.h"

#include <QDateTime>

namespace paydesk::x402 {

namespace {

// One upto authorization: the allowance read, the key unlocked after the person approved, the
// maximum signed now.
class UptoEvmPayment : public SchemePayment
{
public:
    using SchemePayment::SchemePayment;

    void start() override
    {
        QString why;
        const auto payer = evm::EvmAddress::parse(m_wallet.address);
        const auto facilitator = UptoPermit2::facilitatorOf(m_option, &why);
        m_keys = m_services.keys.of<evm::EvmPaymentFlow::KeyProvider>(Chain::Evm);
        const QString cannot = EvmSignedScheme::cannotSign(m_wallet, bool(m_keys));
        if (!payer || !cannot.isEmpty() || !facilitator) {
            m_result.refused = true;
            m_result.error = cannot.isEmpty() ? why : cannot;
            return finishLater();
        }
        Q_EMIT progress(Permit2Allowance::readingWords(m_option, m_wallet));
        Permit2Allowance::require(m_services, m_option, m_wallet, this, m_result,
                                  [this, payer = *payer](bool enough) {
                                      if (!enough)
                                          return finish();
                                      sign(payer);
                                  });
    }

private:
    void sign(const evm::EvmAddress &payer)
    {
        Q_EMIT progress(
            UptoEvmScheme::tr("Signing an authorization of up to %1 to %2 with the key of %3...")
                .arg(m_option.plainAmount(), m_option.payTo, m_wallet.address));
        m_keys(m_wallet.address, this,
               [this, payer](std::optional<wallet::EvmKey> key, const QString &error) {
                   if (!key) {
                       m_result.error = error;
                       return finish();
                   }
                   QString why;
                   const quint64 chain = Eip3009::chainIdOf(m_option.networkId);
                   const auto a = UptoPermit2::authorize(m_option, payer,
                                                         QDateTime::currentSecsSinceEpoch(), &why);
                   const auto sig =
                       a ? Permit2::sign(*a, chain, key->privateKey, &why) : std::nullopt;
                   key->privateKey.clear();
                   if (sig) {
                       m_result.proof = UptoPermit2::proof(m_option, *a, *sig);
                       // Named by its Permit2 nonce, which reconciles it on chain.
                       m_result.paymentId = QStringLiteral("upto:") + a->nonce.toDecimal();
                   }
                   m_result.ok = !m_result.proof.isEmpty();
                   m_result.refused = !m_result.ok;
                   m_result.error = why;
                   finish();
               });
    }

    evm::EvmPaymentFlow::KeyProvider m_keys; // the EVM keys of the services, read at start
};

} // namespace

// Paid by Permit2 alone (scheme_upto_evm.md), in a token Paydesk knows, with the facilitator
// named that the witness binds.
QString UptoEvmScheme::refusal(const PaymentOption &o) const
{
    const auto method = o.extra.find("assetTransferMethod");
    if (method != o.extra.end() && *method != "permit2")
        return tr("it asks for a usage-priced payment by %1, which upto does not use: it is "
                  "paid through Permit2 only.")
            .arg(method->is_string() ? QString::fromStdString(method->get<std::string>())
                                     : QStringLiteral("?"));
    if (!Asset::known(o.network, o.asset))
        return unknownToken(o);
    QString why;
    if (!UptoPermit2::facilitatorOf(o, &why))
        return why;
    return {};
}

void UptoEvmScheme::check(const SchemeServices &services, const PaymentOption &option,
                          const PayerWallet &wallet, QObject *context, const Checked &done) const
{
    Permit2Allowance::check(services, option, wallet, context, done);
}

SchemePayment *UptoEvmScheme::pay(const SchemeServices &services, const PayerWallet &wallet,
                                  const PaymentOption &option, const QString &resourceUrl,
                                  QObject *parent) const
{
    return new UptoEvmPayment(services, wallet, option, resourceUrl, parent);
}

bool UptoEvmScheme::recordsItself(const QString &paymentId) const
{
    return paymentId.startsWith(u"upto:");
}

void UptoEvmScheme::readCharge(const ChainNodes &nodes, const FetchAttempt &attempt,
                               const QString &transaction, QObject *context,
                               const ChargeRead &done) const
{
    QString reason, message;
    const auto proof = ProofCodec::decode(attempt.proof, &reason, &message);
    const auto token = proof && proof->permit2
                           ? Asset::known(attempt.network, proof->permit2->token.toChecksummed())
                           : std::nullopt;
    // The hash as a node writes one ("0x" + 64 hex digits), read by the node client's reader.
    const QByteArray hash =
        evm::EvmRpcClient::parseHash(transaction.toStdString()).value_or(QByteArray());
    if (!token)
        return SchemeClient::readCharge(nodes, attempt, transaction, context, done);
    SettledCharge::read(nodes.node<evm::EvmRpcClient>(Chain::Evm), hash, *token,
                        proof->permit2->from, proof->permit2->to, context, done);
}

QString UptoEvmScheme::expiredWords() const
{
    return tr("The authorization expired without a charge: nothing was paid.");
}

} // namespace paydesk::x402
