#pragma once

#include "payments/schemes/SchemeClient.h"
#include "x402/BatchPayload.h"

#include <QCoreApplication>

namespace paydesk {
struct ChannelRow;
}

namespace paydesk::x402 {

// x402 `batch-settlement` on EVM networks, from a local EVM wallet (docs/protocol-facts.md "EVM
// batch-settlement"; docs/architecture.md "A channel's ceiling is journaled first"): the first
// request to a seller deposits kDepositRequests times its maximum into the x402BatchSettlement
// escrow by an ERC-3009 authorization (under the person's approval and the budgets, like any
// payment: the deposit is what leaves the wallet), then every request signs a cumulative voucher
// of the seller's checked charge plus its maximum. The voucher's amount is journaled (the
// channel's ceiling, ChannelBook) before it leaves. Each answer is checked (the charge within the
// maximum, the cumulative charge, the channel); a seller that breaks the rules gets nothing more
// signed. A corrective 402 is adopted only when the payer's own voucher signature backs it.
// Attempts are "channel:<id>:<cumulative>"; budgets reserve each request's maximum and keep its
// charge.
class ChannelEvmScheme : public SchemeClient
{
    Q_DECLARE_TR_FUNCTIONS(ChannelEvmScheme)
public:
    // A deposit covers this many requests at the option's maximum.
    static constexpr quint64 kDepositRequests = 100;

    QString scheme() const override { return QStringLiteral("batch-settlement"); }
    bool covers(const PaymentOption &option, PayerWallet::Mode mode) const override;
    QString refusal(const PaymentOption &option) const override;
    bool signsOnly(const PayerWallet &, const PaymentOption &) const override { return true; }
    void check(const SchemeServices &services, const PaymentOption &option,
               const PayerWallet &wallet, QObject *context, const Checked &done) const override;
    std::optional<Amount> deposit(const SchemeServices &services, const PaymentOption &option,
                                  const PayerWallet &wallet) const override;
    SchemePayment *pay(const SchemeServices &services, const PayerWallet &wallet,
                       const PaymentOption &option, const QString &resourceUrl,
                       QObject *parent) const override;
    bool owns(const FetchAttempt &attempt) const override;
    bool recordsItself(const QString &paymentId) const override;
    QString expiredWords() const override;
    AnswerCharge judgeAnswer(const SchemeServices &services, const FetchAttempt &attempt,
                             const Settlement &settlement) const override;
    bool recover(const SchemeServices &services, const FetchAttempt &attempt,
                 const QByteArray &paymentRequired, const QByteArray &body,
                 QString *why) const override;

    // What a deposit for `option` is in atomic units: kDepositRequests times its maximum, at
    // most the services' depositCap, never less than one maximum; nullopt when the cap is below
    // one maximum (no channel can serve a request then).
    static std::optional<evm::U256> depositUnits(const SchemeServices &services,
                                                 const PaymentOption &option);
    // The channel terms an option asks for from `payer` (ChannelBook::termsOf); empty and `why`
    // when the option names none usable.
    static QString termsOf(const PaymentOption &option, const QString &payer, QString *why);
    // The config a new channel on `option`'s terms gets: payer and voucher signer `payer`, a
    // fresh random salt.
    static std::optional<ChannelConfig> newConfig(const PaymentOption &option,
                                                  const evm::EvmAddress &payer, QString *why);
    // What a journaled attempt paid: its payload and the request's maximum in atomic units.
    struct Paid
    {
        BatchPayload payload;
        evm::U256 amount;
        QString network;
    };
    static std::optional<Paid> paidBy(const FetchAttempt &attempt);
};

} // namespace paydesk::x402
