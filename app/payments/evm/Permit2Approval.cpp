#include "Permit2Approval.h"

#include "core/Address.h"
#include "core/LogCategories.h"
#include "evm/Erc20.h"
#include "evm/Erc20Balance.h"
#include "x402/Permit2.h"

#include <QJsonDocument>
#include <QJsonObject>

namespace paydesk::evm {

Permit2Approval::Permit2Approval(Services services, Options options, QObject *parent)
    : PaymentFlow(parent), m_services(std::move(services)), m_options(options)
{}

std::optional<Asset> Permit2Approval::tokenOn(const QString &network, const QString &text,
                                              QString *error)
{
    const auto contract = EvmAddress::parse(text);
    auto token = contract ? Asset::known(network, contract->toChecksummed())
                          : Asset::knownBySymbol(network, text.toUpper());
    if (token && !token->isNative())
        return token;
    *error = tr("%1 is not a token Paydesk knows on %2. Add its contract first (paydesk-cli "
                "token add, or the Tokens box of the Pay page)")
                 .arg(text.left(64), network);
    return std::nullopt;
}

QUrl Permit2Approval::endpoint() const
{
    return m_services.rpc->endpoint();
}

QString Permit2Approval::logName() const
{
    return QStringLiteral("permit2 approve ") + m_request.wallet;
}

// The approve moves no coin: it calls the token contract, paying only the network fee.
PaymentFlow::Summary Permit2Approval::summary() const
{
    Summary s;
    s.counterparty = m_token.address;
    s.asset = Asset::native(m_network.isEmpty() ? QStringLiteral("eip155:1") : m_network);
    s.value = Amount::fromUnits(0, s.asset.decimals);
    s.expiredMeansReplaced = true;
    return s;
}

QString Permit2Approval::callText() const
{
    return tr("approve(Permit2 %1, %2) on %3 %4")
        .arg(Address::brief(x402::Permit2::address().toChecksummed()),
             Money::format(m_amount, m_token), m_token.symbol, Address::brief(m_token.address));
}

QString Permit2Approval::summaryLine() const
{
    return tr("%1 from %2 on %3; network fee at most %4 ETH (nonce %5, gas limit %6).")
        .arg(callText(), Address::brief(m_request.wallet), m_network,
             EvmPolicy::formatWei(m_review.maxNetworkFee))
        .arg(m_review.nonce)
        .arg(m_review.gasLimit);
}

void Permit2Approval::start(const Request &request)
{
    m_request = request;
    const auto from = EvmAddress::parse(request.wallet);
    if (!from)
        return finish(Outcome::Error,
                      tr("%1 is not an EVM wallet (0x and 40 hex digits); nothing was signed.")
                          .arg(request.wallet.left(64)));
    m_request.wallet = from->toChecksummed();
    m_expect = {};
    m_expect.from = *from;
    setStep(Step::Checking);
    RpcCall *call = m_services.rpc->chainId();
    connect(call, &RpcCall::finished, this, [this, call]() {
        call->deleteLater();
        const auto id = call->ok() ? EvmRpcClient::parseQuantity64(call->result()) : std::nullopt;
        if (!id)
            return finish(Outcome::Error,
                          tr("Cannot read the chain id from your EVM node (%1): %2. Nothing was "
                             "signed.")
                              .arg(endpoint().toDisplayString(),
                                   call->ok() ? tr("unreadable answer") : call->errorText()));
        onChain(*id);
    });
}

void Permit2Approval::onChain(quint64 chainId)
{
    m_network = QStringLiteral("eip155:%1").arg(chainId);
    m_expect.chainId = chainId;
    if (!m_request.network.isEmpty() &&
        Network::canonical(m_request.network) != Network::canonical(m_network))
        return finish(Outcome::Refused,
                      tr("Your EVM node (%1) is on %2, not on %3: set the node of that network; "
                         "nothing was signed.")
                          .arg(endpoint().toDisplayString(), m_network, m_request.network));
    QString unknown;
    const auto token = tokenOn(m_network, m_request.token, &unknown);
    if (!token)
        return finish(Outcome::Refused, tr("%1; nothing was signed.").arg(unknown));
    m_token = *token;
    const auto exact = m_request.amount.rescaled(m_token.decimals);
    const auto units = exact ? U256::fromDecimal(exact->unitsString()) : std::nullopt;
    if (!units)
        return finish(Outcome::Refused, tr("%1 has %2 decimals; %3 has more. Nothing was signed.")
                                            .arg(m_token.symbol)
                                            .arg(m_token.decimals)
                                            .arg(m_request.amount.toString()));
    m_amount = *exact;
    m_units = *units;
    if (pendingElsewhere())
        return;
    readNode();
}

bool Permit2Approval::pendingElsewhere()
{
    const QList<JournalEntry> open =
        m_services.journal->unresolvedNonces(m_request.wallet, m_network);
    if (open.isEmpty())
        return false;
    finish(Outcome::Refused,
           tr("An earlier transaction from this wallet (nonce %1, %2) can still land. Paydesk "
              "signs nothing else on %3 until it is final: wait for it, or speed it up or cancel "
              "it; nothing was signed.")
               .arg(open.first().nonce.value_or(0))
               .arg(open.first().signature, m_network));
    return true;
}

void Permit2Approval::fail(RpcCall *call, const QString &what)
{
    if (m_readError.isEmpty())
        m_readError = call->ok() ? what : call->errorText();
}

void Permit2Approval::readNode()
{
    m_readError.clear();
    m_reads = 5;
    m_tip.reset();
    m_before.reset();
    const auto done = [this]() {
        if (--m_reads == 0)
            onNodeRead();
    };
    const auto read = [this, done](RpcCall *call, auto &&take) {
        connect(call, &RpcCall::finished, this, [call, take, done]() {
            call->deleteLater();
            take(call);
            done();
        });
    };
    EvmRpcClient *rpc = m_services.rpc;
    m_expect.data = Erc20::approveCall(x402::Permit2::address(), m_units);
    m_expect.recipient = *EvmAddress::parse(m_token.address);
    read(rpc->getTransactionCount(m_expect.from), [this](RpcCall *c) {
        m_expect.pendingNonce = c->ok() ? EvmRpcClient::parseQuantity64(c->result()) : std::nullopt;
        if (!m_expect.pendingNonce)
            fail(c, tr("no nonce"));
    });
    read(rpc->feeHistory(1, {50}), [this](RpcCall *c) {
        const auto fees = c->ok() ? EvmRpcClient::parseFeeHistory(c->result()) : std::nullopt;
        if (!fees)
            return fail(c, tr("no fee history"));
        m_expect.nextBaseFee = fees->nextBaseFee();
    });
    // A node without eth_maxPriorityFeePerGas: no tip (the base fee alone).
    read(rpc->maxPriorityFeePerGas(), [this](RpcCall *c) {
        m_tip = c->ok() ? EvmRpcClient::parseQuantity(c->result()) : std::nullopt;
    });
    EvmCallRequest estimate;
    estimate.from = m_expect.from;
    estimate.to = m_expect.recipient;
    estimate.data = m_expect.data;
    read(rpc->estimateGas(estimate), [this](RpcCall *c) {
        m_expect.gasEstimate = c->ok() ? EvmRpcClient::parseQuantity64(c->result()) : std::nullopt;
        if (!m_expect.gasEstimate)
            fail(c, tr("no gas estimate for the approve"));
    });
    Erc20Balance::allowance(rpc, m_expect.chainId, m_token, m_expect.from, x402::Permit2::address(),
                            this,
                            [this, done](const std::optional<Amount> &allowed, const QString &) {
                                m_before = allowed;
                                done();
                            });
}

EvmTransaction Permit2Approval::transaction(const EvmExpectation &e, const U256 &tip)
{
    const U256 base = e.nextBaseFee.value_or(U256());
    const quint64 estimate = e.gasEstimate.value_or(0);
    EvmTransaction tx;
    tx.type = EvmTransaction::Type::DynamicFee;
    tx.chainId = e.chainId;
    tx.nonce = e.pendingNonce.value_or(0);
    tx.maxPriorityFeePerGas = tip;
    // Twice the next base fee: room for six full blocks of base-fee rises (12.5 % each).
    tx.maxFeePerGas = base.checkedMul(U256(2)).value_or(base).checkedAdd(tip).value_or(base);
    // The estimate with a fifth more, for state that changes before it lands.
    tx.gasLimit = estimate + estimate / 5;
    tx.to = e.recipient;
    tx.data = e.data;
    return tx;
}

void Permit2Approval::onNodeRead()
{
    if (!m_readError.isEmpty())
        return finish(Outcome::Error,
                      tr("Cannot prepare the approve through your EVM node (%1): %2. Nothing was "
                         "signed.")
                          .arg(endpoint().toDisplayString(), m_readError));
    if (m_before && *m_before == m_amount)
        return finish(Outcome::Refused,
                      tr("Permit2 may already move exactly %1 of %2; nothing was signed.")
                          .arg(Money::format(m_amount, m_token), m_request.wallet));
    m_expect.recipientHasCode = true;
    m_expect.value = U256();
    m_expect.maxFee = m_options.maxNetworkFee;
    m_expect.network = m_network;
    m_tx = transaction(m_expect, m_tip.value_or(U256()));
    m_review = EvmPolicy::review(*m_tx, m_expect);
    Q_EMIT reviewReady();
    if (!m_review.ok())
        return finish(Outcome::Refused, tr("%1 Nothing was signed.").arg(m_review.reason));
    setStep(Step::AwaitingApproval);
    if (m_options.autoApprove)
        approve();
}

void Permit2Approval::approve()
{
    if (m_step != Step::AwaitingApproval || !m_tx)
        return;
    if (pendingElsewhere())
        return;
    setStep(Step::Signing);
    m_services.keys(m_request.wallet, this,
                    [this](std::optional<wallet::EvmKey> key, const QString &error) {
                        if (!key)
                            return finish(Outcome::Error, error);
                        sign(std::move(*key));
                    });
}

void Permit2Approval::reject()
{
    if (m_step == Step::AwaitingApproval)
        finish(Outcome::Refused, tr("You declined the approve; nothing was signed."));
}

void Permit2Approval::sign(wallet::EvmKey key)
{
    EvmTransaction tx = *m_tx;
    QString why;
    if (!EvmPaymentFlow::signChecked(tx, std::move(key), m_expect.from, &why))
        return finish(Outcome::Error, tr("The approve could not be signed (%1); nothing was sent.")
                                          .arg(why.isEmpty() ? tr("wrong key") : why));
    JournalEntry entry;
    entry.direction = Direction::Sent;
    entry.wallet = m_request.wallet;
    entry.network = m_network;
    entry.rpcUrl = endpoint().toString();
    entry.signature = EvmRpcClient::toHexData(tx.hash());
    entry.wire = tx.signedBytes();
    entry.nonce = tx.nonce;
    const QJsonObject request{
        {QStringLiteral("wallet"), m_request.wallet},
        {QStringLiteral("recipient"), m_token.address},
        {QStringLiteral("amount"), QStringLiteral("0")},
        {QStringLiteral("direction"), journalDirectionName(Direction::Sent)},
        {QStringLiteral("chain"), QStringLiteral("evm")},
        {QStringLiteral("maxNetworkFee"), EvmPolicy::formatWei(m_review.maxNetworkFee)},
        {QStringLiteral("approve"),
         QJsonObject{{QStringLiteral("spender"), x402::Permit2::address().toChecksummed()},
                     {QStringLiteral("token"), m_token.address},
                     {QStringLiteral("symbol"), m_token.symbol},
                     {QStringLiteral("amount"), m_amount.toString()}}}};
    entry.request = QJsonDocument(request).toJson(QJsonDocument::Compact);
    const auto id = m_services.journal->record(entry);
    if (!id)
        return finish(Outcome::Error, tr("The payment journal could not be written (%1), so the "
                                         "approve was not sent.")
                                          .arg(m_services.journal->lastError()));
    entry.id = *id;
    m_journalId = *id;
    m_hash = entry.signature;
    setStep(Step::Broadcasting);
    m_tracker = new EvmBroadcastTracker(m_services.rpc, m_services.journal, entry, this);
    m_tracker->setTiming(m_options.timing);
    m_tracker->setFreshlySigned(true);
    connect(m_tracker, &EvmBroadcastTracker::progress, this, &Permit2Approval::progress);
    connect(m_tracker, &EvmBroadcastTracker::finished, this, [this]() {
        const auto o = EvmPaymentFlow::outcomeOf(m_tracker->state());
        if (o == Outcome::Confirmed)
            return readAfter();
        if (o)
            return finish(*o, m_tracker->message());
        finish(Outcome::Unfinished,
               tr("The approve is not in a block yet. It can still land until its nonce is used: "
                  "Paydesk keeps following it, and you can speed it up or cancel it."));
    });
    m_tracker->start();
}

void Permit2Approval::readAfter()
{
    Erc20Balance::allowance(
        m_services.rpc, m_expect.chainId, m_token, m_expect.from, x402::Permit2::address(), this,
        [this](const std::optional<Amount> &allowed, const QString &error) {
            m_after = allowed;
            if (!allowed)
                return finish(Outcome::Confirmed,
                              tr("The approve landed (%1); the allowance could not be read "
                                 "again: %2")
                                  .arg(m_hash, error));
            finish(Outcome::Confirmed,
                   tr("The approve landed (%1): Permit2 may now move %2 of %3.")
                       .arg(m_hash, Money::format(*allowed, m_token), m_request.wallet));
        });
}

EvmAddress Permit2Approval::spender()
{
    return x402::Permit2::address();
}

} // namespace paydesk::evm
