#include "ChannelEvmScheme.h"

#include "EvmSignedScheme.h"
#include "core/Asset.h"
#include "evm/EvmRpcClient.h"
#include "store/PaidFetchJournal.h"
#include "x402/BatchSettlementCalls.h"
#include "x402/ChannelCheck.h"
#include "x402/Eip3009.h"
#include "x402/JsonFields.h"

#include <QDateTime>
#include <QLocale>
#include <QRandomGenerator>

namespace paydesk::x402 {

using evm::EvmAddress;
using evm::U256;

namespace {

std::optional<EvmAddress> extraAddress(const PaymentOption &o, const char *key)
{
    const auto it = o.extra.find(key);
    return it != o.extra.end() && it->is_string()
               ? EvmAddress::parse(QString::fromStdString(it->get<std::string>()))
               : std::nullopt;
}

// extra.withdrawDelay (900 when absent, as the x402 client maps it); nullopt when malformed.
std::optional<quint64> withdrawDelayOf(const PaymentOption &o)
{
    const auto it = o.extra.find("withdrawDelay");
    if (it == o.extra.end())
        return BatchChannel::kMinWithdrawDelay;
    if (!it->is_number_unsigned())
        return std::nullopt;
    const quint64 delay = it->get<quint64>();
    if (delay < BatchChannel::kMinWithdrawDelay || delay > BatchChannel::kMaxWithdrawDelay)
        return std::nullopt;
    return delay;
}

// The pending deposit of a row: "<atomic units>:<validBefore>".
std::pair<QString, qint64> pendingDeposit(const ChannelRow &row)
{
    const QStringList parts = row.depositPending.split(u':');
    return parts.size() == 2 ? std::pair(parts[0], parts[1].toLongLong())
                             : std::pair(QString(), qint64(0));
}

Shortfall shortfall(const char *code, const QString &message, const QString &reason)
{
    return {QString::fromLatin1(code), message, reason};
}

} // namespace

bool ChannelEvmScheme::covers(const PaymentOption &option, PayerWallet::Mode mode) const
{
    return option.scheme == scheme() && option.chain == Chain::Evm &&
           mode == PayerWallet::Mode::Local;
}

QString ChannelEvmScheme::termsOf(const PaymentOption &o, const QString &payer, QString *why)
{
    const auto receiver = EvmAddress::parse(o.payTo);
    const auto authorizer = extraAddress(o, "receiverAuthorizer");
    const auto token = EvmAddress::parse(o.asset);
    const auto delay = withdrawDelayOf(o);
    if (!receiver || !token) {
        *why = tr("the channel's payee or token is not an EVM address.");
        return {};
    }
    if (!authorizer || *authorizer == EvmAddress()) {
        *why = tr("the seller names no receiver authorizer for its channel (extra."
                  "receiverAuthorizer).");
        return {};
    }
    if (!delay) {
        *why = tr("the channel's withdraw delay (extra.withdrawDelay) is not between 15 minutes "
                  "and 30 days.");
        return {};
    }
    return ChannelBook::termsOf(o.networkId, payer, receiver->toChecksummed(),
                                authorizer->toChecksummed(), token->toChecksummed(), *delay);
}

std::optional<ChannelConfig> ChannelEvmScheme::newConfig(const PaymentOption &o,
                                                         const EvmAddress &payer, QString *why)
{
    const auto delay = withdrawDelayOf(o);
    if (termsOf(o, payer.toChecksummed(), why).isEmpty() || !delay)
        return std::nullopt;
    ChannelConfig c;
    c.payer = payer;
    c.payerAuthorizer = payer; // vouchers checked by ECDSA against the payer's own key
    c.receiver = *EvmAddress::parse(o.payTo);
    c.receiverAuthorizer = *extraAddress(o, "receiverAuthorizer");
    c.token = *EvmAddress::parse(o.asset);
    c.withdrawDelay = *delay;
    c.salt.resize(32);
    QRandomGenerator::system()->generate(reinterpret_cast<quint32 *>(c.salt.data()),
                                         reinterpret_cast<quint32 *>(c.salt.data() + 32));
    return c;
}

QString ChannelEvmScheme::refusal(const PaymentOption &o) const
{
    if (o.x402Version < 2)
        return tr("channel payments (batch-settlement) are x402 v2 only.");
    const auto method = o.extra.find("assetTransferMethod");
    if (method != o.extra.end() && *method != "eip3009")
        return tr("the seller asks for the channel's deposit by %1; Paydesk deposits by "
                  "ERC-3009 only.")
            .arg(method->is_string() ? QString::fromStdString(method->get<std::string>())
                                     : QStringLiteral("?"));
    if (!Asset::known(o.network, o.asset))
        return unknownToken(o);
    QString why;
    if (!Eip3009::domainOf(o, &why))
        return why;
    if (termsOf(o, QStringLiteral("0x0000000000000000000000000000000000000000"), &why).isEmpty())
        return why;
    return {};
}

std::optional<Amount> ChannelEvmScheme::deposit(const SchemeServices &services,
                                                const PaymentOption &option,
                                                const PayerWallet &wallet) const
{
    if (!services.fetches || !option.amount)
        return std::nullopt;
    QString why;
    const QString terms = termsOf(option, wallet.address, &why);
    const auto row = terms.isEmpty() ? std::nullopt : services.fetches->channels().forTerms(terms);
    const auto units = U256::fromDecimal(option.amountUnits);
    if (row && units) {
        const auto balance = U256::fromDecimal(row->balance);
        const auto charged = U256::fromDecimal(row->charged);
        const auto left = balance && charged ? balance->checkedSub(*charged) : std::nullopt;
        if (left && *left >= *units)
            return std::nullopt; // a voucher covers it
    }
    const auto total = depositUnits(services, option);
    return total ? Amount::parseUnits(total->toDecimal(), option.amount->decimals())
                 : option.amount;
}

std::optional<U256> ChannelEvmScheme::depositUnits(const SchemeServices &services,
                                                   const PaymentOption &option)
{
    const auto units = U256::fromDecimal(option.amountUnits);
    auto total = units ? units->checkedMul(U256(kDepositRequests)) : std::nullopt;
    if (!total || !option.amount)
        return std::nullopt;
    if (services.depositCap) {
        const auto cap = services.depositCap->rescaled(option.amount->decimals());
        const auto capUnits = cap ? U256::fromDecimal(cap->unitsString()) : std::nullopt;
        if (!capUnits || *capUnits < *units)
            return std::nullopt;
        total = std::min(*total, *capUnits);
    }
    return total;
}

void ChannelEvmScheme::check(const SchemeServices &services, const PaymentOption &option,
                             const PayerWallet &wallet, QObject *context, const Checked &done) const
{
    auto answer = [context, done](const Shortfall &s) {
        QMetaObject::invokeMethod(
            context, [done, s]() { done(s); }, Qt::QueuedConnection);
    };
    if (!services.fetches)
        return answer(shortfall("channel_unavailable",
                                tr("This face of Paydesk keeps no payment channels; nothing was "
                                   "paid."),
                                tr("no channel journal here.")));
    QString why;
    const QString terms = termsOf(option, wallet.address, &why);
    const auto row = services.fetches->channels().forTerms(terms);
    if (deposit(services, option, wallet) && !depositUnits(services, option))
        return answer(shortfall(
            "deposit_above_maximum",
            tr("A payment channel with this seller needs a deposit of at least %1, above your "
               "--max-deposit; nothing was paid.")
                .arg(option.plainAmount()),
            tr("the channel's deposit would be above --max-deposit.")));
    if (!row)
        return answer({});
    if (row->status == ChannelRow::Status::Stopped)
        return answer(shortfall(
            "channel_stopped",
            tr("Paydesk signs nothing more on your channel %1 with this seller: %2 Withdraw what "
               "is left (paydesk-cli channel withdraw %1, or the Channels view); nothing was "
               "paid.")
                .arg(row->id, row->note),
            tr("the channel with this seller is stopped.")));
    // Plain names, not a structured binding: the lambdas below capture them.
    const std::pair<QString, qint64> deposited = pendingDeposit(*row);
    const QString pending = deposited.first;
    const qint64 validBefore = deposited.second;
    if (pending.isEmpty())
        return answer({});
    // A deposit signed earlier whose answer never came: the chain says whether it landed.
    // Until it has, or has expired, no second deposit or voucher is signed on the channel.
    auto *node = services.nodes.node<evm::EvmRpcClient>(Chain::Evm);
    const QString id = row->id;
    const QString before = row->balance;
    PaidFetchJournal *fetches = services.fetches;
    const auto stillPending = [id, validBefore]() {
        return shortfall("deposit_pending",
                         tr("An earlier deposit into your channel %1 has not been seen on chain "
                            "yet, and it stays valid until %2. Paydesk never deposits twice: try "
                            "again once it has landed or expired; nothing was paid.")
                             .arg(id, QLocale().toString(QDateTime::fromSecsSinceEpoch(validBefore),
                                                         QLocale::ShortFormat)),
                         tr("an earlier deposit into the channel is still pending."));
    };
    if (QDateTime::currentSecsSinceEpoch() > validBefore + Eip3009::kClockSkewSeconds && !node) {
        fetches->channels().dropDeposit(id);
        return answer({});
    }
    if (!node)
        return answer(stillPending());
    evm::EvmCallRequest call;
    call.to = BatchChannel::contract();
    call.data = BatchSettlementCalls::channelsCall(QByteArray::fromHex(id.mid(2).toLatin1()));
    RpcCall *read = node->ethCall(call);
    QObject::connect(
        read, &RpcCall::finished, context,
        [read, done, fetches, id, before, pending, validBefore, stillPending]() {
            read->deleteLater();
            const auto data =
                read->ok() ? evm::EvmRpcClient::parseData(read->result()) : std::nullopt;
            const auto onChain = data ? BatchSettlementCalls::readChannels(*data) : std::nullopt;
            const auto was = U256::fromDecimal(before);
            const auto added = U256::fromDecimal(pending);
            const auto expected = was && added ? was->checkedAdd(*added) : std::nullopt;
            const auto row = fetches->channels().find(id);
            if (onChain && expected && onChain->balance >= *expected && row) {
                fetches->channels().commit(id, row->charged, onChain->balance.toDecimal(),
                                           onChain->totalClaimed.toDecimal(), row->withdrawAt);
                return done({});
            }
            if (onChain &&
                QDateTime::currentSecsSinceEpoch() > validBefore + Eip3009::kClockSkewSeconds) {
                fetches->channels().dropDeposit(id);
                return done({});
            }
            done(stillPending());
        });
}

bool ChannelEvmScheme::owns(const FetchAttempt &attempt) const
{
    return recordsItself(attempt.paymentId);
}

bool ChannelEvmScheme::recordsItself(const QString &paymentId) const
{
    return paymentId.startsWith(u"channel:");
}

QString ChannelEvmScheme::expiredWords() const
{
    return tr("The voucher was never charged: nothing was paid through the channel.");
}

std::optional<ChannelEvmScheme::Paid> ChannelEvmScheme::paidBy(const FetchAttempt &attempt)
{
    QString reason, message;
    const auto proof = ProofCodec::decode(attempt.proof, &reason, &message);
    if (!proof || !proof->channel)
        return std::nullopt;
    const auto bytes = QByteArray::fromBase64Encoding(attempt.proof.toLatin1());
    const auto doc = bytes ? nlohmann::json::parse(bytes.decoded.toStdString(), nullptr, false)
                           : nlohmann::json();
    const auto accepted =
        doc.is_object() ? doc.value("accepted", nlohmann::json()) : nlohmann::json();
    const auto amount =
        accepted.is_object() && accepted.value("amount", nlohmann::json()).is_string()
            ? U256::fromDecimal(QString::fromStdString(accepted["amount"].get<std::string>()))
            : std::nullopt;
    if (!amount)
        return std::nullopt;
    return Paid{*proof->channel, *amount, proof->network};
}

AnswerCharge ChannelEvmScheme::judgeAnswer(const SchemeServices &services,
                                           const FetchAttempt &attempt,
                                           const Settlement &settlement) const
{
    AnswerCharge out;
    out.judged = true;
    const auto paid = paidBy(attempt);
    const QString id =
        paid ? evm::EvmRpcClient::toHexData(paid->payload.voucher.channelId) : QString();
    const auto row =
        services.fetches && paid ? services.fetches->channels().find(id) : std::nullopt;
    const auto token = Asset::knownBySymbol(attempt.network, attempt.symbol);
    if (!paid || !row || !token) {
        out.problem = tr("Paydesk cannot find the channel this payment went through.");
        return out;
    }
    const auto previous = paid->payload.voucher.maxClaimableAmount.checkedSub(paid->amount);
    const ChannelCheck::Verdict v = ChannelCheck::answer(
        settlement.raw, {paid->payload.voucher.channelId, previous.value_or(U256()), paid->amount,
                         U256::fromDecimal(row->ceiling).value_or(U256())});
    ChannelBook &book = services.fetches->channels();
    if (!v.ok) {
        out.problem = tr("%1 Paydesk signs nothing more on this channel; withdraw what is left "
                         "(paydesk-cli channel withdraw %2).")
                          .arg(v.problem, id);
        book.setStatus(id, ChannelRow::Status::Stopped, v.problem);
        return out;
    }
    book.commit(id, v.state.chargedCumulativeAmount->toDecimal(), v.state.balance.toDecimal(),
                v.state.totalClaimed.toDecimal(), qint64(v.state.withdrawRequestedAt));
    out.charge = Amount::parseUnits(v.charge.toDecimal(), token->decimals);
    return out;
}

bool ChannelEvmScheme::recover(const SchemeServices &services, const FetchAttempt &attempt,
                               const QByteArray &paymentRequired, const QByteArray &body,
                               QString *why) const
{
    const auto header = QByteArray::fromBase64Encoding(paymentRequired.trimmed());
    nlohmann::json required =
        header ? nlohmann::json::parse(header.decoded.toStdString(), nullptr, false)
               : nlohmann::json();
    if (!required.is_object())
        required = nlohmann::json::parse(body.toStdString(), nullptr, false);
    if (!required.is_object() || required.value("error", std::string()) !=
                                     "invalid_batch_settlement_evm_cumulative_amount_mismatch")
        return false;
    const auto paid = paidBy(attempt);
    const QString id =
        paid ? evm::EvmRpcClient::toHexData(paid->payload.voucher.channelId) : QString();
    const auto row =
        services.fetches && paid ? services.fetches->channels().find(id) : std::nullopt;
    if (!row)
        return false;
    const ChannelCheck::Verdict v = ChannelCheck::correction(
        required,
        {paid->payload.voucher.channelId, U256::fromDecimal(row->charged).value_or(U256()),
         paid->amount, U256::fromDecimal(row->ceiling).value_or(U256())},
        Eip3009::chainIdOf(paid->network), paid->payload.config.payerAuthorizer);
    ChannelBook &book = services.fetches->channels();
    if (!v.ok) {
        *why = tr("%1 Paydesk signs nothing more on this channel; withdraw what is left "
                  "(paydesk-cli channel withdraw %2).")
                   .arg(v.problem, id);
        book.setStatus(id, ChannelRow::Status::Stopped, v.problem);
        return false;
    }
    return book.commit(id, v.charge.toDecimal(), v.state.balance.toDecimal(),
                       v.state.totalClaimed.toDecimal(), qint64(v.state.withdrawRequestedAt));
}

} // namespace paydesk::x402
