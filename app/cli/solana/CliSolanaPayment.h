#pragma once

#include "cli/CliLocalFamily.h"
#include "solana/RpcClient.h"

#include <memory>
#include <optional>

namespace paydesk::cli {

// Solana's part of a local payment in paydesk-cli (CliLocalPayment): --rpc (a cluster name, a
// URL or sandbox; PAYDESK_SOLANA_RPC when not given), --max-priority-fee, the decoded
// instructions and the simulation in the review, the fees in the JSON. Sends and co-signed
// receives.
class CliSolanaPayment : public CliLocalFamily
{
    Q_OBJECT
public:
    using CliLocalFamily::CliLocalFamily;
    ~CliSolanaPayment() override;

    bool owns(const PaymentFlow &flow) const override;
    Chain family() const override { return Chain::Solana; }
    QString cannotRun(const QString &command) const override;
    bool prepare(const CliArguments &args, const QUrl &service, QNetworkAccessManager &network,
                 const CliNodes::AppSettings &app, QString *usageError) override;
    void fillRunOptions(LocalRunOptions &run) const override;
    QString notImported(const QString &wallet) const override;
    int reconcileTimeoutMs() const override;
    QString stillOpen(const QString &wallet, const JournalEntry &e) const override;
    QUrl endpoint(const PaymentFlow &flow) const override;
    bool reviewOk(const PaymentFlow &flow) const override;
    void printReview(const PaymentFlow &flow, QTextStream &err) const override;
    void describe(const PaymentFlow &flow, QJsonObject &extra) const override;
    QString feeHint(const PaymentFlow &flow) const override;

private:
    std::unique_ptr<solana::RpcClient> m_rpc;
    std::optional<quint64> m_maxPriorityFee; // unset: the cap saved in the settings
};

} // namespace paydesk::cli
