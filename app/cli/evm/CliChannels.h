#pragma once

#include "cli/CliArguments.h"
#include "cli/CliNodes.h"
#include "cli/CliPrinter.h"
#include "models/AppData.h"
#include "payments/evm/ChannelRefund.h"
#include "payments/evm/ChannelWithdrawal.h"

#include <QObject>
#include <QPointer>
#include <memory>

namespace paydesk::cli {

// channel list|refund ID|withdraw ID: the payment channels (x402 `batch-settlement`) Paydesk's
// wallets opened with sellers. list shows each one's deposit, what the seller charged, the most
// it may claim (the highest voucher signed), what is refundable, the seller and the last use.
// refund asks the seller to return what it has not claimed (evm::ChannelRefund: a zero-charge
// voucher, nothing more). withdraw is the escape hatch when the seller is gone or broke the
// rules (evm::ChannelWithdrawal, reviewed and signed after "y" or --yes): it starts the timed
// withdrawal, and run again after the channel's delay, finishes it. The node is --evm-rpc.
class CliChannels : public QObject
{
    Q_OBJECT
public:
    CliChannels(const CliArguments &args, CliPrinter &printer, QNetworkAccessManager &network,
                const QUrl &service, const AppData &data, QObject *parent = nullptr);
    ~CliChannels() override;
    void run();
    void setAppSettings(const CliNodes::AppSettings &settings) { m_app = settings; }

    // One channel for people and for --json.
    static QJsonObject toJson(const ChannelRow &row);

Q_SIGNALS:
    void done(int exitCode);

private:
    void list();
    void refund(const ChannelRow &row);
    void withdraw(const ChannelRow &row);
    void printReview();
    void askApproval();
    void onWithdrawn();
    void refuse(const QString &code, const QString &text, int exitCode = ExitRefused);

    const CliArguments &m_args;
    CliPrinter &m_printer;
    QNetworkAccessManager &m_network;
    QUrl m_service;
    CliNodes::AppSettings m_app;
    const AppData &m_data;
    std::unique_ptr<evm::EvmRpcClient> m_rpc;
    QPointer<evm::ChannelWithdrawal> m_withdrawal;
    QPointer<evm::ChannelRefund> m_refund;
    bool m_ask = false;
};

} // namespace paydesk::cli
