#include "ProofPayer.h"

#include "LocalAuthorization.h"
#include "SplAuthorization.h"
#include "core/Asset.h"
#include "evm/Erc20Balance.h"
#include "x402/Eip3009.h"
#include "x402/Permit2.h"
#include "x402/ProofCodec.h"

#include <QDateTime>
#include <QJsonObject>

namespace paydesk::x402 {

ProofPayer::ProofPayer(solana::LocalPaymentFlow::Services services, QObject *parent)
    : QObject(parent), m_services(std::move(services))
{}

void ProofPayer::done()
{
    Q_EMIT finished();
}

bool ProofPayer::signsOnly(const PayerWallet &wallet, const PaymentOption &option)
{
    // As pay() chooses: everything local but a Solana payment it broadcasts itself.
    if (wallet.mode == PayerWallet::Mode::Hosted)
        return false;
    return option.chain == Chain::Evm || !Asset::isSolanaNativeMarker(option.asset) ||
           (!option.feePayer.isEmpty() && option.feePayer != wallet.address);
}

void ProofPayer::pay(const PayerWallet &wallet, const PaymentOption &option,
                     const QString &resourceUrl)
{
    m_wallet = wallet;
    m_option = option;
    m_url = resourceUrl;
    if (!option.amount) {
        m_result.refused = true;
        m_result.error = tr("The price of this option cannot be converted exactly.");
        return done();
    }
    if (wallet.mode == PayerWallet::Mode::Hosted)
        payHosted();
    else if (option.chain == Chain::Evm)
        payLocalEip3009();
    else if (!Asset::isSolanaNativeMarker(option.asset))
        payLocalSpl();
    else if (!option.feePayer.isEmpty() && option.feePayer != wallet.address)
        payLocalAuthorization();
    else
        payLocalSettled();
}

void ProofPayer::payHosted()
{
    SendPaymentRequest r;
    r.walletAddress = m_wallet.address;
    r.recipientAddress = m_option.payTo;
    r.amount = m_option.amount->toString();
    r.resource = m_url;
    r.metadata = QJsonObject{{QStringLiteral("x402"),
                              QJsonObject{{QStringLiteral("network"), m_option.network},
                                          {QStringLiteral("scheme"), m_option.scheme},
                                          {QStringLiteral("amountUnits"), m_option.amountUnits},
                                          {QStringLiteral("description"), m_option.description}}}};
    Q_EMIT progress(
        tr("Paying %1 to %2 through the service...").arg(m_option.displayAmount(), m_option.payTo));
    SendPaymentReply *reply = m_services.service->sendPayment(r);
    connect(reply, &ApiReply::finished, this, [this, reply]() {
        reply->deleteLater();
        if (!reply->ok()) {
            const ApiError &e = reply->error();
            m_result.apiError = e;
            m_result.error = e.userText();
            m_result.refused =
                e.kind() == ApiError::Kind::Validation || e.kind() == ApiError::Kind::Refused;
            m_result.moneyMayHaveMoved =
                reply->mayHaveReachedService() &&
                (e.kind() == ApiError::Kind::Network || e.kind() == ApiError::Kind::Timeout ||
                 e.kind() == ApiError::Kind::Cancelled ||
                 e.kind() == ApiError::Kind::MalformedResponse);
            return done();
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
        done();
    });
}

void ProofPayer::payLocalSettled()
{
    solana::LocalPaymentFlow::Options options;
    options.autoApprove = true; // the user confirmed the x402 payment already
    options.maxPriorityFeeLamports = m_maxPriorityFee;
    auto *flow = new solana::LocalPaymentFlow(m_services, options, this);
    connect(flow, &solana::LocalPaymentFlow::progress, this, &ProofPayer::progress);
    connect(flow, &solana::LocalPaymentFlow::finished, this, [this, flow]() {
        flow->deleteLater();
        using Outcome = solana::LocalPaymentFlow::Outcome;
        m_result.paymentId = flow->paymentId();
        m_result.signature = flow->signature();
        m_result.error = flow->message();
        if (flow->outcome() == Outcome::Confirmed) {
            m_result.ok = true;
            m_result.proof = ProofCodec::encodeSettled(m_option.networkId, flow->paymentId(),
                                                       flow->signature(), m_wallet.address,
                                                       m_option.payTo, m_option.amount->toString());
        }
        m_result.refused = flow->outcome() == Outcome::Refused;
        m_result.moneyMayHaveMoved = flow->outcome() == Outcome::Unfinished;
        done();
    });
    SendPaymentRequest r;
    r.walletAddress = m_wallet.address;
    r.recipientAddress = m_option.payTo;
    r.amount = m_option.amount->toString();
    r.resource = m_url;
    flow->startSend(r);
}

void ProofPayer::payLocalAuthorization()
{
    auto *auth = new LocalAuthorization(m_services, m_maxPriorityFee, this);
    connect(auth, &LocalAuthorization::progress, this, &ProofPayer::progress);
    connect(auth, &LocalAuthorization::finished, this, [this, auth]() {
        auth->deleteLater();
        m_result.ok = auth->ok();
        m_result.proof = auth->proof();
        m_result.paymentId = auth->paymentId();
        m_result.error = auth->error();
        m_result.refused = auth->refused();
        done();
    });
    auth->start(m_wallet.address, m_option, m_url);
}

void ProofPayer::payLocalSpl()
{
    auto *spl = new SplAuthorization(m_services, this);
    connect(spl, &SplAuthorization::progress, this, &ProofPayer::progress);
    connect(spl, &SplAuthorization::finished, this, [this, spl]() {
        spl->deleteLater();
        m_result.ok = spl->ok();
        m_result.proof = spl->proof();
        m_result.paymentId = spl->paymentId();
        m_result.error = spl->error();
        m_result.code = spl->code();
        m_result.refused = spl->refused();
        done();
    });
    spl->start(m_wallet.address, m_option);
}

void ProofPayer::payLocalEip3009()
{
    QString why;
    const auto payer = evm::EvmAddress::parse(m_wallet.address);
    const bool permit2 = Permit2::asked(m_option);
    const auto domain = payer && !permit2 ? Eip3009::domainOf(m_option, &why) : std::nullopt;
    if (!payer || (!permit2 && !domain) || !m_evmKeys) {
        m_result.refused = true;
        m_result.error = !payer       ? tr("%1 is not an EVM wallet.").arg(m_wallet.address)
                         : !m_evmKeys ? tr("EVM wallets cannot pay here.")
                                      : why;
        return done();
    }
    if (permit2)
        return checkPermit2Allowance(*payer);
    signEvm(*payer, domain);
}

// Permit2 moves only what the token lets it move: read before any key is unlocked, and refused
// with what to do when it is too little. Unread (no node, or one on another chain), nothing is
// signed: the node is the only witness that the option's chain is the one the key signs for.
void ProofPayer::checkPermit2Allowance(const evm::EvmAddress &payer)
{
    const auto token = Asset::known(m_option.network, m_option.asset);
    if (!m_evmRpc || !token) {
        m_result.refused = true;
        m_result.code = QStringLiteral("node_not_on_network");
        m_result.error = tr("No EVM node on %1 to read the Permit2 allowance from; nothing was "
                            "signed.")
                             .arg(m_option.network);
        return done();
    }
    Q_EMIT progress(
        tr("Reading how much %1 Permit2 may move from %2...").arg(token->symbol, m_wallet.address));
    evm::Erc20Balance::allowance(
        m_evmRpc, Eip3009::chainIdOf(m_option.networkId), *token, payer, Permit2::address(), this,
        [this, payer](const std::optional<Amount> &allowed, const QString &error) {
            if (!allowed) {
                m_result.refused = true;
                m_result.code = QStringLiteral("node_not_on_network");
                m_result.error =
                    tr("The Permit2 allowance could not be read (%1); nothing was signed.")
                        .arg(error);
                return done();
            }
            if (*allowed < *m_option.amount) {
                m_result.refused = true;
                m_result.code = QStringLiteral("allowance_required");
                m_result.error = Permit2::allowanceRefusal(m_wallet.address, *allowed, m_option);
                return done();
            }
            signEvm(payer, std::nullopt);
        });
}

// An EIP-3009 authorization (`domain` given) or a Permit2 one, stamped now: after the approval
// and the key's unlocking.
void ProofPayer::signEvm(const evm::EvmAddress &payer,
                         const std::optional<evm::Eip712::Domain> &domain)
{
    Q_EMIT progress(tr("Signing an authorization of %1 to %2 with the key of %3...")
                        .arg(m_option.displayAmount(), m_option.payTo, m_wallet.address));
    m_evmKeys(m_wallet.address, this,
              [this, payer, domain](std::optional<wallet::EvmKey> key, const QString &error) {
                  if (!key) {
                      m_result.error = error;
                      return done();
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
                  done();
              });
}

} // namespace paydesk::x402
