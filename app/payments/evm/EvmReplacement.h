#pragma once

#include "EvmBroadcastTracker.h"
#include "EvmPaymentFlow.h"

#include <QObject>
#include <QPointer>

namespace paydesk::evm {

// Speed up or cancel an EVM payment that waits for a block: a replacement with the same nonce
// and at least 10 % more on both fee fields (what nodes require to replace a pooled
// transaction, geth's default price bump), and never less than the node's fees now. Speed up
// keeps recipient, value and data; Cancel is a 0-value transfer to the wallet itself (21,000
// gas). Both are built by Paydesk from the journaled transaction (no service call), held
// against EvmPolicy like any payment, reviewed, signed, journaled with `replaces` and followed.
// Whichever transaction of the nonce lands, the others end Expired: paid at most once.
class EvmReplacement : public PaymentFlow
{
    Q_OBJECT
public:
    enum class Kind
    {
        SpeedUp,
        Cancel
    };

    struct Services
    {
        EvmRpcClient *rpc = nullptr;
        PaymentJournal *journal = nullptr;
        EvmPaymentFlow::KeyProvider keys;
    };
    struct Options
    {
        U256 maxNetworkFee = U256(5'000'000'000'000'000ULL);
        bool autoApprove = false;
        EvmBroadcastTracker::Timing timing;
    };

    EvmReplacement(Services services, Options options, QObject *parent = nullptr);

    // `journalId`: a Signed or Submitted EVM entry. reviewReady() or finished().
    void start(qint64 journalId, Kind kind);
    void approve() override;
    void reject() override;

    Kind kind() const { return m_kind; }
    const EvmReview &review() const { return m_review; }
    U256 previousMaxNetworkFee() const { return m_previousMaxFee; }
    QString hash() const { return m_hash; }
    QString transactionId() const override { return m_hash; }
    Summary summary() const override;
    PaymentJournal *journal() const { return m_services.journal; }

    // ceil(x * 1.1): the smallest fee a node takes as a replacement of x.
    static std::optional<U256> bumped(const U256 &x);

protected:
    QString logName() const override;

private:
    void readNode();
    void build(const U256 &nextBaseFee, const U256 &suggestedTip);
    void sign(wallet::EvmKey key);

    Services m_services;
    Options m_options;
    Kind m_kind = Kind::SpeedUp;
    JournalEntry m_original; // the highest-fee transaction of the nonce
    EvmTransaction m_old;
    std::optional<EvmTransaction> m_tx;
    EvmExpectation m_expect;
    EvmReview m_review;
    U256 m_previousMaxFee;
    QString m_hash;
    QPointer<EvmBroadcastTracker> m_tracker;
};

} // namespace paydesk::evm
