#include "ExactSvmScheme.h"

#include "LocalAuthorization.h"
#include "LostTransfer.h"
#include "SolanaPaymentFlow.h"
#include "SplAuthorization.h"
#include "SvmProofReader.h"
#include "core/Asset.h"
#include "solana/SplTransfer.h"
#include "x402/ProofCodec.h"

namespace paydesk::x402 {

namespace {

// The Solana flows' services, out of the family-neutral ones.
solana::SolanaPaymentFlow::Services solanaServices(const SchemeServices &s)
{
    return {s.service, s.nodes.node<solana::RpcClient>(Chain::Solana), s.localJournal,
            s.keys.of<solana::SolanaPaymentFlow::KeyProvider>(Chain::Solana)};
}

bool isNativeSol(const PaymentOption &option)
{
    return Asset::isSolanaNativeMarker(option.asset);
}

// Whether the seller's facilitator pays the fee and signs last: the buyer signs its slot only.
bool feePaidBySeller(const PayerWallet &wallet, const PaymentOption &option)
{
    return !option.feePayer.isEmpty() && option.feePayer != wallet.address;
}

class ExactSvmPayment : public SchemePayment
{
public:
    using SchemePayment::SchemePayment;

    void start() override
    {
        // A seller naming the buyer's own wallet as its fee payer would have it pay a fee it
        // never agreed to, in a form the x402 scheme does not have (as SplTransfer refuses for
        // a token).
        if (!m_option.feePayer.isEmpty() && Address::same(m_option.feePayer, m_wallet.address)) {
            m_result.refused = true;
            m_result.code = QStringLiteral("unsafe_transaction");
            m_result.error = ExactSvmScheme::tr(
                "The seller names your own wallet as its fee payer: you would sign and pay the "
                "network fee of the seller's transaction. Nothing was signed.");
            return finishLater();
        }
        if (!isNativeSol(m_option))
            payToken();
        else if (feePaidBySeller(m_wallet, m_option))
            payAuthorization();
        else
            paySettled();
    }

private:
    void paySettled()
    {
        solana::SolanaPaymentFlow::Options options;
        options.autoApprove = true; // the user confirmed the x402 payment already
        options.maxPriorityFeeLamports = m_services.maxPriorityFeeLamports;
        // Built here from the user's node: paying a seller needs no payment service.
        solana::SolanaPaymentFlow::LocalBuild local;
        local.network = m_option.network;
        if (!m_option.memo.isEmpty())
            local.memo = m_option.memo.toUtf8();
        else if (m_option.x402Version >= 2)
            local.memo = solana::SplTransfer::randomMemo();
        options.buildHere = local;
        auto *flow = new solana::SolanaPaymentFlow(solanaServices(m_services), options, this);
        connect(flow, &solana::SolanaPaymentFlow::progress, this, &SchemePayment::progress);
        connect(flow, &solana::SolanaPaymentFlow::finished, this, [this, flow]() {
            flow->deleteLater();
            using Outcome = solana::SolanaPaymentFlow::Outcome;
            m_result.paymentId = flow->paymentId();
            m_result.signature = flow->signature();
            m_result.error = flow->message();
            if (flow->outcome() == Outcome::Confirmed) {
                m_result.ok = true;
                m_result.proof = ProofCodec::encodeSettled(
                    m_option.networkId, flow->paymentId(), flow->signature(), m_wallet.address,
                    m_option.payTo, m_option.amount->toString());
            }
            m_result.refused = flow->outcome() == Outcome::Refused;
            m_result.moneyMayHaveMoved = flow->outcome() == Outcome::Unfinished;
            finish();
        });
        SendPaymentRequest r;
        r.walletAddress = m_wallet.address;
        r.recipientAddress = m_option.payTo;
        r.amount = m_option.amount->toString();
        r.resource = m_url;
        flow->startSend(r);
    }

    void payAuthorization()
    {
        auto *auth = new LocalAuthorization(solanaServices(m_services),
                                            m_services.maxPriorityFeeLamports, this);
        connect(auth, &LocalAuthorization::progress, this, &SchemePayment::progress);
        connect(auth, &LocalAuthorization::finished, this, [this, auth]() {
            auth->deleteLater();
            m_result.ok = auth->ok();
            m_result.proof = auth->proof();
            m_result.paymentId = auth->paymentId();
            m_result.error = auth->error();
            m_result.refused = auth->refused();
            finish();
        });
        auth->start(m_wallet.address, m_option);
    }

    void payToken()
    {
        auto *spl = new SplAuthorization(solanaServices(m_services), this);
        connect(spl, &SplAuthorization::progress, this, &SchemePayment::progress);
        connect(spl, &SplAuthorization::finished, this, [this, spl]() {
            spl->deleteLater();
            m_result.ok = spl->ok();
            m_result.proof = spl->proof();
            m_result.paymentId = spl->paymentId();
            m_result.error = spl->error();
            m_result.code = spl->code();
            m_result.refused = spl->refused();
            finish();
        });
        spl->start(m_wallet.address, m_option);
    }
};

} // namespace

bool ExactSvmScheme::covers(const PaymentOption &option, PayerWallet::Mode mode) const
{
    return option.scheme == scheme() && option.chain == Chain::Solana &&
           mode == PayerWallet::Mode::Local;
}

// Native SOL is always payable; a token must be one of Paydesk's table on that network, with a
// fee payer named (the facilitator signs last and pays the network fee).
QString ExactSvmScheme::refusal(const PaymentOption &o) const
{
    if (isNativeSol(o))
        return {};
    if (!Asset::known(o.network, o.asset))
        return unknownToken(o);
    if (o.feePayer.isEmpty())
        return tr("it names no fee payer (extra.feePayer): a token payment on Solana is signed "
                  "last by the seller's facilitator, who pays the network fee.");
    return {};
}

bool ExactSvmScheme::signsOnly(const PayerWallet &wallet, const PaymentOption &option) const
{
    return !isNativeSol(option) || feePaidBySeller(wallet, option);
}

SchemePayment *ExactSvmScheme::pay(const SchemeServices &services, const PayerWallet &wallet,
                                   const PaymentOption &option, const QString &resourceUrl,
                                   QObject *parent) const
{
    return new ExactSvmPayment(services, wallet, option, resourceUrl, parent);
}

// The ids Paydesk gives the payments it builds itself ("spl:" or "sol:" and the buyer's
// signature): no payment service knows them.
bool ExactSvmScheme::recordsItself(const QString &paymentId) const
{
    return paymentId.startsWith(u"spl:") || paymentId.startsWith(u"sol:");
}

bool ExactSvmScheme::owns(const FetchAttempt &attempt) const
{
    return recordsItself(attempt.paymentId) || LostTransfer::applies(attempt);
}

bool ExactSvmScheme::checkable(const ChainNodes &nodes, const FetchAttempt &attempt) const
{
    return nodes.node<solana::RpcClient>(Chain::Solana) && LostTransfer::applies(attempt);
}

void ExactSvmScheme::checkLost(const ChainNodes &nodes, const FetchAttempt &attempt,
                               QObject *context, const LostAuthorization::Done &done) const
{
    LostTransfer::check(nodes.node<solana::RpcClient>(Chain::Solana), attempt, context, done);
}

QString ExactSvmScheme::expiredWords() const
{
    return tr("The transaction expired without landing: nothing was paid.");
}

bool ExactSvmScheme::readProof(const DecodedProof &proof, ProofReading &out) const
{
    return SvmProofReader::read(proof, out);
}

} // namespace paydesk::x402
