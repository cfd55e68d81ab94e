#pragma once

#include "cli/CliArguments.h"
#include "cli/CliNodes.h"
#include "cli/CliPrinter.h"
#include "models/AppData.h"
#include "payments/evm/Permit2Approval.h"

#include <QObject>
#include <QPointer>
#include <memory>

namespace paydesk::cli {

// permit2 allowance|approve|revoke: what Uniswap's Permit2 may move of a token from a local EVM
// wallet, and the exact-amount approve a seller asking `exact` payments by Permit2 needs
// (evm::Permit2Approval: built here from the node, reviewed, signed after "y" or --yes,
// journaled, followed to its receipt). Never an unlimited approval; revoke approves 0. The node
// is --evm-rpc (default $PAYDESK_EVM_RPC, else the sandbox's for a service on this computer);
// the token is a symbol of Paydesk's table on the node's chain, or its contract.
class CliPermit2 : public QObject
{
    Q_OBJECT
public:
    CliPermit2(const CliArguments &args, CliPrinter &printer, QNetworkAccessManager &network,
               const QUrl &service, const AppData &data, QObject *parent = nullptr);
    ~CliPermit2() override;
    void run();

    // The nodes the desktop app chose in Settings (CliNodes' last step), before run().
    void setAppSettings(const CliNodes::AppSettings &settings) { m_app = settings; }

Q_SIGNALS:
    void done(int exitCode);

private:
    void readAllowance(const QString &tokenText);
    void startApproval(const QString &tokenText, const Amount &amount);
    void printReview();
    void askApproval();
    void onFinished();
    void refuse(const QString &code, const QString &text, int exitCode = ExitRefused);

    const CliArguments &m_args;
    CliPrinter &m_printer;
    QNetworkAccessManager &m_network;
    QUrl m_service;
    CliNodes::AppSettings m_app;
    const AppData &m_data;
    QString m_wallet;
    std::unique_ptr<evm::EvmRpcClient> m_rpc;
    QPointer<evm::Permit2Approval> m_approval;
    bool m_ask = false;
};

} // namespace paydesk::cli
