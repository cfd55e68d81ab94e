#include "ExactEvmScheme.h"

#include "EvmPaymentFlow.h"
#include "Permit2Allowance.h"
#include "core/Asset.h"
#include "x402/Eip3009.h"
#include "x402/Permit2.h"

#include <QDateTime>

namespace paydesk::x402 {

namespace {

// One EVM authorization: checked, its key unlocked after the person approved, stamped now.
class ExactEvmPayment : public SchemePayment
{
public:
    using SchemePayment::SchemePayment;

    void start() override
    {
        QString why;
        const auto payer = evm::EvmAddress::parse(m_wallet.address);
        const bool permit2 = Permit2::asked(m_option);
        const auto domain = payer && !permit2 ? Eip3009::domainOf(m_option, &why) : std::nullopt;
        m_keys = m_services.keys.of<evm::EvmPaymentFlow::KeyProvider>(Chain::Evm);
        const bool signs = bool(m_keys);
        const QString cannot = EvmSignedScheme::cannotSign(m_wallet, signs);
        if (!payer || !cannot.isEmpty() || (!permit2 && !domain)) {
            m_result.refused = true;
            m_result.error = cannot.isEmpty() ? why : cannot;
            return finishLater();
        }
        if (permit2)
            return checkPermit2Allowance(*payer);
        sign(*payer, domain);
    }

private:
    // Permit2 moves only what the token lets it move: read before any key is unlocked, and
    // refused with what to do when it is too little (Permit2Allowance).
    void checkPermit2Allowance(const evm::EvmAddress &payer)
    {
        Q_EMIT progress(Permit2Allowance::readingWords(m_option, m_wallet));
        Permit2Allowance::require(m_services, m_option, m_wallet, this, m_result,
                                  [this, payer](bool enough) {
                                      if (!enough)
                                          return finish();
                                      sign(payer, std::nullopt);
                                  });
    }

    // An EIP-3009 authorization (`domain` given) or a Permit2 one, stamped now: after the
    // approval and the key's unlocking.
    void sign(const evm::EvmAddress &payer, const std::optional<evm::Eip712::Domain> &domain)
    {
        Q_EMIT progress(
            ExactEvmScheme::tr("Signing an authorization of %1 to %2 with the key of %3...")
                .arg(m_option.displayAmount(), m_option.payTo, m_wallet.address));
        m_keys(m_wallet.address, this,
               [this, payer, domain](std::optional<wallet::EvmKey> key, const QString &error) {
                   if (!key) {
                       m_result.error = error;
                       return finish();
                   }
                   const qint64 now = QDateTime::currentSecsSinceEpoch();
                   QString why;
                   if (domain) {
                       const auto a = Eip3009::authorize(m_option, payer, now, &why);
                       const auto sig =
                           a ? Eip3009::sign(*a, *domain, key->privateKey, &why) : std::nullopt;
                       if (sig) {
                           m_result.proof = Eip3009::proof(m_option, *a, *sig);
                           // Named by its nonce, which reconciles it on chain
                           // (authorizationState); the transaction is the facilitator's.
                           m_result.paymentId =
                               QStringLiteral("eip3009:0x") + QString::fromLatin1(a->nonce.toHex());
                       }
                   } else {
                       const quint64 chain = Eip3009::chainIdOf(m_option.networkId);
                       const auto a = Permit2::authorize(m_option, payer, now, &why);
                       const auto sig =
                           a ? Permit2::sign(*a, chain, key->privateKey, &why) : std::nullopt;
                       if (sig) {
                           m_result.proof = Permit2::proof(m_option, *a, *sig);
                           m_result.paymentId = QStringLiteral("permit2:") + a->nonce.toDecimal();
                       }
                   }
                   key->privateKey.clear();
                   m_result.ok = !m_result.proof.isEmpty();
                   m_result.refused = !m_result.ok;
                   m_result.error = why;
                   finish();
               });
    }

    evm::EvmPaymentFlow::KeyProvider m_keys; // the EVM keys of the services, read at start
};

} // namespace

// Paid from a local EVM wallet: a token of Paydesk's table on that network, by EIP-3009 with the
// EIP-712 domain named, or by Permit2 (whose domain is its own; the allowance is read when
// paying).
QString ExactEvmScheme::refusal(const PaymentOption &o) const
{
    const auto method = o.extra.find("assetTransferMethod");
    if (method != o.extra.end() && *method != "eip3009" && !Permit2::asked(o))
        return tr("it asks for a %1 transfer, which Paydesk does not make: choose an option "
                  "paid by EIP-3009 or Permit2, or pay another way.")
            .arg(method->is_string() ? QString::fromStdString(method->get<std::string>())
                                     : QStringLiteral("?"));
    if (!Asset::known(o.network, o.asset))
        return unknownToken(o);
    if (Permit2::asked(o))
        return {};
    QString why;
    if (!Eip3009::domainOf(o, &why))
        return why;
    return {};
}

// Permit2 moves only what the token allows it: too little is passed over, before asking. An
// allowance that cannot be read is the payment's to refuse (nothing is signed unread).
void ExactEvmScheme::check(const SchemeServices &services, const PaymentOption &option,
                           const PayerWallet &wallet, QObject *context, const Checked &done) const
{
    if (!Permit2::asked(option))
        return SchemeClient::check(services, option, wallet, context, done);
    Permit2Allowance::check(services, option, wallet, context, done);
}

SchemePayment *ExactEvmScheme::pay(const SchemeServices &services, const PayerWallet &wallet,
                                   const PaymentOption &option, const QString &resourceUrl,
                                   QObject *parent) const
{
    return new ExactEvmPayment(services, wallet, option, resourceUrl, parent);
}

bool ExactEvmScheme::recordsItself(const QString &paymentId) const
{
    return paymentId.startsWith(u"eip3009:") || paymentId.startsWith(u"permit2:");
}

QString ExactEvmScheme::expiredWords() const
{
    return tr("The authorization expired unused: nothing was paid.");
}

} // namespace paydesk::x402
