#include "ChannelWithdrawal.h"

#include "core/Address.h"
#include "core/Asset.h"

#include <QDateTime>
#include <QLocale>

namespace paydesk::evm {

using x402::BatchChannel;
using x402::BatchSettlementCalls;

ChannelWithdrawal::ChannelWithdrawal(Services services, Options options, ChannelBook *book,
                                     QObject *parent)
    : EvmContractCall(std::move(services), options, parent), m_book(book)
{}

QString ChannelWithdrawal::logName() const
{
    return QStringLiteral("channel withdraw ") + m_row.id;
}

QString ChannelWithdrawal::callName() const
{
    return m_finalize ? tr("the withdrawal's finish") : tr("the withdrawal");
}

QString ChannelWithdrawal::units(const U256 &amount) const
{
    const auto token = Asset::knownBySymbol(m_row.network, m_row.symbol);
    const auto a = token ? Amount::parseUnits(amount.toDecimal(), token->decimals) : std::nullopt;
    return a ? Money::format(*a, m_row.symbol) : tr("%1 atomic units").arg(amount.toDecimal());
}

QString ChannelWithdrawal::callText() const
{
    const QString channel = Address::brief(m_row.id);
    if (m_finalize)
        return tr("finalizeWithdraw(channel %1) on x402BatchSettlement %2")
            .arg(channel, Address::brief(BatchChannel::contract().toChecksummed()));
    const U256 amount =
        m_onChain ? m_onChain->balance.checkedSub(m_onChain->totalClaimed).value_or(U256())
                  : U256();
    return tr("initiateWithdraw(channel %1, %2) on x402BatchSettlement %3")
        .arg(channel, units(amount), Address::brief(BatchChannel::contract().toChecksummed()));
}

qint64 ChannelWithdrawal::dueAt() const
{
    return m_pending && m_pending->initiatedAt && m_config
               ? qint64(m_pending->initiatedAt + m_config->withdrawDelay)
               : 0;
}

void ChannelWithdrawal::start(const ChannelRow &channel)
{
    m_row = channel;
    QString why;
    m_config = x402::ChannelConfig::fromJson(
        nlohmann::json::parse(channel.config.toStdString(), nullptr, false), &why);
    if (!m_config)
        return finish(Outcome::Error,
                      tr("The channel %1's journaled config is unusable (%2); nothing was signed.")
                          .arg(channel.id, why));
    m_id = QByteArray::fromHex(channel.id.mid(2).toLatin1());
    begin(channel.payer, channel.network);
}

bool ChannelWithdrawal::prepare()
{
    if (BatchChannel::channelId(*m_config, expectation().chainId) != m_id) {
        finish(Outcome::Refused, tr("The channel %1 is not a channel on %2; nothing was signed.")
                                     .arg(m_row.id, network()));
        return false;
    }
    // The call is settled once the chain is read (readMore), before the gas is estimated.
    setCall(BatchChannel::contract(), BatchSettlementCalls::finalizeWithdrawCall(*m_config));
    return true;
}

// channels(id) and pendingWithdrawals(id) decide which call it is.
void ChannelWithdrawal::readMore(const std::function<void()> &done)
{
    auto left = std::make_shared<int>(3);
    const auto one = [this, left, done]() {
        if (--*left > 0)
            return;
        if (m_onChain && m_pending) {
            m_finalize = m_pending->initiatedAt != 0;
            if (!m_finalize) {
                const U256 amount =
                    m_onChain->balance.checkedSub(m_onChain->totalClaimed).value_or(U256());
                setCall(BatchChannel::contract(),
                        BatchSettlementCalls::initiateWithdrawCall(*m_config, amount));
            }
        }
        done();
    };
    const auto read = [this, one](const QByteArray &data, auto &&take) {
        EvmCallRequest call;
        call.to = BatchChannel::contract();
        call.data = data;
        RpcCall *c = m_services.rpc->ethCall(call);
        connect(c, &RpcCall::finished, this, [this, c, take, one]() {
            c->deleteLater();
            const auto bytes = c->ok() ? EvmRpcClient::parseData(c->result()) : std::nullopt;
            if (!take(bytes) && m_readProblem.isEmpty())
                m_readProblem = c->ok() ? tr("an unreadable answer") : c->errorText();
            one();
        });
    };
    // The chain's clock decides when the delay has passed (a node's may differ from ours).
    RpcCall *block = m_services.rpc->blockByNumber();
    connect(block, &RpcCall::finished, this, [this, block, one]() {
        block->deleteLater();
        m_chainTime = block->ok() ? EvmRpcClient::parseBlockTime(block->result()) : std::nullopt;
        one();
    });
    read(BatchSettlementCalls::channelsCall(m_id), [this](const std::optional<QByteArray> &b) {
        m_onChain = b ? BatchSettlementCalls::readChannels(*b) : std::nullopt;
        return m_onChain.has_value();
    });
    read(BatchSettlementCalls::pendingWithdrawalsCall(m_id),
         [this](const std::optional<QByteArray> &b) {
             m_pending = b ? BatchSettlementCalls::readPendingWithdrawal(*b) : std::nullopt;
             return m_pending.has_value();
         });
}

QString ChannelWithdrawal::refusalAfterRead() const
{
    if (!m_onChain || !m_pending)
        return tr("the channel's state could not be read from your EVM node (%1)")
            .arg(m_readProblem);
    const U256 unclaimed = m_onChain->balance.checkedSub(m_onChain->totalClaimed).value_or(U256());
    if (unclaimed == U256())
        return tr("the channel %1 holds nothing unclaimed to withdraw").arg(m_row.id);
    const qint64 now = m_chainTime ? qint64(*m_chainTime) : QDateTime::currentSecsSinceEpoch();
    if (m_finalize && now < dueAt())
        return tr("the withdrawal from channel %1 is under way and can be finished from %2 (the "
                  "seller may claim its vouchers until then)")
            .arg(m_row.id,
                 QLocale().toString(QDateTime::fromSecsSinceEpoch(dueAt()), QLocale::ShortFormat));
    return {};
}

void ChannelWithdrawal::describe(QJsonObject &request) const
{
    request.insert(QStringLiteral("channelWithdraw"),
                   QJsonObject{{QStringLiteral("channel"), m_row.id},
                               {QStringLiteral("step"), m_finalize ? QStringLiteral("finalize")
                                                                   : QStringLiteral("initiate")}});
}

void ChannelWithdrawal::landed()
{
    if (m_finalize) {
        const U256 unclaimed =
            m_onChain->balance.checkedSub(m_onChain->totalClaimed).value_or(U256());
        m_book->setStatus(m_row.id, ChannelRow::Status::Closed, tr("withdrawn by %1").arg(hash()));
        return finish(Outcome::Confirmed,
                      tr("The withdrawal finished (%1): what the seller had not claimed, at most "
                         "%2, is back in %3.")
                          .arg(hash(), units(unclaimed), wallet()));
    }
    const qint64 now = m_chainTime ? qint64(*m_chainTime) : QDateTime::currentSecsSinceEpoch();
    const qint64 due = now + qint64(m_config->withdrawDelay);
    m_book->setWithdrawAt(m_row.id, now, tr("withdrawal started by %1").arg(hash()));
    if (m_row.status == ChannelRow::Status::Open)
        m_book->setStatus(m_row.id, ChannelRow::Status::Stopped, tr("a withdrawal is under way"));
    finish(Outcome::Confirmed,
           tr("The withdrawal started (%1). The seller may claim its vouchers until %2; then run "
              "the withdrawal again to finish it.")
               .arg(hash(),
                    QLocale().toString(QDateTime::fromSecsSinceEpoch(due), QLocale::ShortFormat)));
}

} // namespace paydesk::evm
