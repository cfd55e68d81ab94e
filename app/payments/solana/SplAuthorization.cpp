#include "SplAuthorization.h"

#include "core/Asset.h"
#include "core/Base58.h"
#include "solana/Pda.h"
#include "solana/Programs.h"
#include "solana/TokenAccounts.h"
#include "x402/ProofCodec.h"

namespace paydesk::x402 {

namespace {
QStringList base58List(const QList<QByteArray> &keys)
{
    QStringList out;
    for (const QByteArray &k : keys)
        out.append(QString::fromLatin1(base58::encode(k)));
    return out;
}
} // namespace

SplAuthorization::SplAuthorization(solana::SolanaPaymentFlow::Services services, QObject *parent)
    : QObject(parent), m_services(std::move(services))
{}

void SplAuthorization::fail(const QString &error, bool refused, const QString &code)
{
    m_error = error;
    m_refused = refused;
    m_code = code;
    Q_EMIT finished();
}

void SplAuthorization::start(const QString &wallet, const PaymentOption &option)
{
    m_wallet = wallet;
    m_option = option;
    const auto payer = Address::parse(wallet);
    const auto payTo = Address::parse(option.payTo);
    const auto feePayer = Address::parse(option.feePayer);
    const auto mint = Address::parse(option.asset);
    const auto asset = Asset::known(option.network, option.asset);
    bool unitsOk = false;
    const quint64 units = option.amountUnits.toULongLong(&unitsOk);
    if (!payer || payer->chain() != Chain::Solana)
        return fail(tr("%1 is not a Solana wallet.").arg(wallet), true);
    if (!asset)
        return fail(tr("The token %1 is not one Paydesk knows on %2; nothing was signed.")
                        .arg(option.asset, option.network),
                    true, QStringLiteral("unknown_asset"));
    if (!payTo || !feePayer || !mint || !unitsOk || units == 0 || !m_services.rpc)
        return fail(tr("The payment option cannot be paid from a local wallet."), true);
    m_plan.payer = payer->bytes();
    m_plan.payTo = payTo->bytes();
    m_plan.feePayer = feePayer->bytes();
    m_plan.mint = mint->bytes();
    m_plan.decimals = quint8(asset->decimals);
    m_plan.amount = units;
    // x402 v1's facilitators take exactly three instructions; from v2 on the reference client
    // adds the seller's memo, or a random one that makes each payment unique.
    if (option.x402Version >= 2)
        m_plan.memo =
            option.memo.isEmpty() ? solana::SplTransfer::randomMemo() : option.memo.toUtf8();
    for (const QByteArray &program : {solana::tokenProgramId(), solana::token2022ProgramId()}) {
        m_keys.append(solana::associatedTokenAddress(m_plan.payer, program, m_plan.mint));
        m_keys.append(solana::associatedTokenAddress(m_plan.payTo, program, m_plan.mint));
    }
    m_keys.prepend(m_plan.mint);
    Q_EMIT progress(
        tr("Reading the %1 accounts of %2 and of the seller...").arg(asset->symbol, wallet));
    m_pending = 2;
    m_accounts = m_services.rpc->getMultipleAccounts(base58List(m_keys));
    m_blockhash = m_services.rpc->getLatestBlockhash();
    for (RpcCall *call : {m_accounts, m_blockhash})
        connect(call, &RpcCall::finished, this, [this]() {
            if (--m_pending == 0)
                onRead();
        });
}

void SplAuthorization::onRead()
{
    m_accounts->deleteLater();
    m_blockhash->deleteLater();
    for (RpcCall *call : {m_accounts, m_blockhash})
        if (!call->ok())
            return fail(
                tr("Cannot read the token accounts from the network: %1").arg(call->errorText()),
                false);
    const auto accounts = solana::RpcClient::parseMultipleAccounts(m_accounts->result());
    const auto latest = solana::RpcClient::parseLatestBlockhash(m_blockhash->result());
    if (!accounts || accounts->size() != m_keys.size() || !latest)
        return fail(tr("The network's answer about the token accounts is malformed."), false);
    const QString symbol = Asset::known(m_option.network, m_option.asset)->symbol;
    QString why;
    const auto &mintAccount = accounts->at(0);
    if (!mintAccount)
        return fail(tr("The token %1 (mint %2) does not exist on the network this wallet reads "
                       "(%3); nothing was signed. Check the RPC endpoint's network.")
                        .arg(symbol, m_option.asset, m_services.rpc->endpoint().toString()),
                    true, QStringLiteral("unknown_asset"));
    const auto mint = solana::TokenAccounts::parseMint(mintAccount->owner, mintAccount->data, &why);
    if (!mint)
        return fail(tr("The mint %1 cannot be paid: %2").arg(m_option.asset, why), true,
                    QStringLiteral("unknown_asset"));
    if (mint->decimals != m_plan.decimals)
        return fail(tr("The mint %1 has %2 decimals, but %3 has %4: nothing was signed.")
                        .arg(m_option.asset)
                        .arg(mint->decimals)
                        .arg(symbol)
                        .arg(m_plan.decimals),
                    true, QStringLiteral("wrong_decimals"));
    m_plan.tokenProgram = mint->tokenProgram;
    const int at = mint->tokenProgram == solana::tokenProgramId() ? 1 : 3;
    const auto &sourceAccount = accounts->at(at), &destinationAccount = accounts->at(at + 1);
    const auto destination =
        destinationAccount ? solana::TokenAccounts::parseAccount(destinationAccount->owner,
                                                                 destinationAccount->data, &why)
                           : std::nullopt;
    if (!destination || destination->owner != m_plan.payTo || destination->mint != m_plan.mint ||
        destination->tokenProgram != mint->tokenProgram || destination->frozen)
        return fail(tr("The seller %1 has no %2 account that can receive this payment; nothing "
                       "was signed. The seller must open one first.")
                        .arg(m_option.payTo, symbol),
                    true, QStringLiteral("seller_cannot_receive"));
    const auto source =
        sourceAccount
            ? solana::TokenAccounts::parseAccount(sourceAccount->owner, sourceAccount->data, &why)
            : std::nullopt;
    const quint64 held = source && source->owner == m_plan.payer ? source->amount : 0;
    const QString price = m_option.displayAmount();
    if (held < m_plan.amount) {
        const auto amount = Amount::fromUnits(qint64(held), m_plan.decimals);
        return fail(tr("%1 holds %2, less than the price of %3; nothing was signed.")
                        .arg(m_wallet, Money::format(amount, symbol), price),
                    true, QStringLiteral("insufficient_funds"));
    }
    if (source->frozen)
        return fail(tr("The %1 account of %2 is frozen by the token's issuer; nothing was signed.")
                        .arg(symbol, m_wallet),
                    true, QStringLiteral("account_frozen"));
    m_plan.recentBlockhash = latest->blockhash;
    sign();
}

void SplAuthorization::sign()
{
    QString why;
    const auto built = solana::SplTransfer::build(m_plan, &why);
    if (!built)
        return fail(tr("Paydesk refuses to sign this payment: %1").arg(why), true,
                    QStringLiteral("unsafe_transaction"));
    Q_EMIT progress(tr("Signing your part of %1 to %2 with the key of %3...")
                        .arg(m_option.displayAmount(), m_option.payTo, m_wallet));
    m_services.keys(
        m_wallet, this,
        [this, tx = *built](std::optional<solana::Keypair> kp, const QString &error) mutable {
            if (!kp)
                return fail(error, false);
            const QList<QByteArray> feePayerOnly{m_plan.feePayer};
            if (kp->publicKey != m_plan.payer || !tx.sign(*kp) ||
                tx.missingSigners() != feePayerOnly)
                return fail(tr("The transaction could not be signed as expected; "
                               "nothing was sent."),
                            false);
            const int slot = tx.signerIndex(m_plan.payer);
            m_paymentId = QStringLiteral("spl:") +
                          QString::fromLatin1(base58::encode(tx.signatures.at(slot)));
            m_proof = ProofCodec::encodeAuthorization(m_option.networkId,
                                                      QString::fromLatin1(tx.toBase64()));
            Q_EMIT finished();
        });
}

} // namespace paydesk::x402
