#pragma once

#include "cli/CliLocalFamily.h"
#include "evm/EvmRpcClient.h"
#include "evm/U256.h"

#include <memory>
#include <optional>

namespace paydesk::cli {

// An EVM wallet's part of a local payment in paydesk-cli (CliLocalPayment): --rpc (the node;
// default the one set for the network in the app's Settings, or the sandbox's for a sandbox
// service), --max-network-fee, the node-checked review (nonce, gas, fees, simulation), the
// nonce and fee cap in the JSON. Receiving in local mode on EVM needs a token authorization
// (EIP-3009) and is refused with what to do instead.
class CliEvmPayment : public CliLocalFamily
{
    Q_OBJECT
public:
    using CliLocalFamily::CliLocalFamily;
    ~CliEvmPayment() override;

    bool owns(const PaymentFlow &flow) const override;
    Chain family() const override { return Chain::Evm; }
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
    std::unique_ptr<evm::EvmRpcClient> m_rpc; // --rpc; null: the settings' node per network
    std::optional<evm::U256> m_maxNetworkFee;
};

} // namespace paydesk::cli
