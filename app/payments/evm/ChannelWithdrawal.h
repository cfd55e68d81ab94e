#pragma once

#include "EvmContractCall.h"
#include "store/ChannelBook.h"
#include "x402/BatchSettlementCalls.h"

namespace paydesk::evm {

// A payment channel's escape hatch, one action from the payer's wallet (docs/protocol-facts.md
// "EVM batch-settlement"): with no withdrawal under way it calls x402BatchSettlement's
// initiateWithdraw(config, what the chain shows unclaimed); once the channel's withdraw delay has
// passed, finalizeWithdraw(config), which returns what is still unclaimed to the payer. The
// seller may claim its vouchers during the delay (that is the delay's purpose). The channel's
// on-chain state (channels, pendingWithdrawals) is read first; the book follows what landed.
class ChannelWithdrawal : public EvmContractCall
{
    Q_OBJECT
public:
    ChannelWithdrawal(Services services, Options options, ChannelBook *book,
                      QObject *parent = nullptr);

    // Reads the chain, then reviewReady() (AwaitingApproval) or finished(): Refused when there
    // is nothing to withdraw or the delay has not passed (message() says until when).
    void start(const ChannelRow &channel);

    bool finalizing() const { return m_finalize; }
    // What the chain shows unclaimed (balance - totalClaimed) and a withdrawal under way.
    std::optional<x402::BatchSettlementCalls::Channel> onChain() const { return m_onChain; }
    std::optional<x402::BatchSettlementCalls::PendingWithdrawal> pending() const
    {
        return m_pending;
    }
    QString callText() const override;
    // When finalizeWithdraw may run (seconds since 1970); 0 before a withdrawal is under way.
    qint64 dueAt() const;

protected:
    QString logName() const override;
    bool prepare() override;
    void readMore(const std::function<void()> &done) override;
    QString refusalAfterRead() const override;
    void describe(QJsonObject &request) const override;
    void landed() override;
    QString callName() const override;

private:
    QString units(const U256 &amount) const;

    ChannelBook *m_book;
    ChannelRow m_row;
    std::optional<x402::ChannelConfig> m_config;
    QByteArray m_id;
    std::optional<x402::BatchSettlementCalls::Channel> m_onChain;
    std::optional<x402::BatchSettlementCalls::PendingWithdrawal> m_pending;
    std::optional<quint64> m_chainTime; // the latest block's time, when the node said
    bool m_finalize = false;
    QString m_readProblem;
};

} // namespace paydesk::evm
