#pragma once

#include "CliArguments.h"
#include "CliPrinter.h"
#include "models/AppData.h"
#include "payments/EvmPaymentFlow.h"

#include <QElapsedTimer>
#include <QObject>
#include <QPointer>
#include <memory>
#include <optional>

namespace paydesk::cli {

// send --local from an EVM wallet: the service builds the unsigned transaction, the model
// layer's LocalPaymentController runs evm::EvmPaymentFlow (node-checked review, the keychain's
// key, the journal, the receipt), and this class adds the terminal: --rpc (the node; default
// the one set for the network in the app's Settings, or the sandbox's for a sandbox service),
// --max-network-fee, --simulate, --yes, the printed review, the "[y/N]" prompt and the exit
// code. Earlier payments of the wallet are reconciled first, as for Solana. Receiving in local
// mode on EVM needs a token authorization (EIP-3009) and is refused with what to do instead.
class CliEvmPayment : public QObject
{
    Q_OBJECT
public:
    CliEvmPayment(const CliArguments &args, CliPrinter &printer, QNetworkAccessManager &network,
                  const QUrl &service, const AppData &data, QObject *parent = nullptr);
    ~CliEvmPayment() override;
    void run();

    // True for an EVM wallet address (0x and 40 hex digits).
    static bool isEvmWallet(const QString &address);

Q_SIGNALS:
    void done(int exitCode);

private:
    bool prepare(QString *usageError, QString *refusal);
    void reconcile();
    void startFlow();
    void printReview();
    void askApproval();
    void onFinished();
    void refuse(const QString &code, const QString &text, int exitCode = ExitRefused);

    const CliArguments &m_args;
    CliPrinter &m_printer;
    QNetworkAccessManager &m_network;
    QUrl m_service;
    QString m_wallet;
    std::unique_ptr<evm::EvmRpcClient> m_rpc; // --rpc; null: the settings' node per network
    const AppData &m_data;
    QPointer<evm::EvmPaymentFlow> m_flow; // owned by the controller
    std::optional<evm::U256> m_maxNetworkFee;
    bool m_built = false;
    bool m_ask = false;
    QElapsedTimer m_lastProgress;
};

} // namespace paydesk::cli
