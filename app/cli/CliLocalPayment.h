#pragma once

#include "CliArguments.h"
#include "CliData.h"
#include "CliPrinter.h"
#include "payments/LocalPaymentFlow.h"
#include "payments/PaymentRecovery.h"
#include "payments/WalletManager.h"

#include <QElapsedTimer>
#include <QObject>
#include <memory>

namespace paydesk::cli {

// send --local / receive --local: the service builds the transaction, Paydesk checks it,
// prints what it will sign, signs with the wallet's key from the OS keychain, journals it and
// broadcasts it through the RPC of the user's choosing (--rpc), then follows it to a final
// state. Earlier unresolved payments of the same wallet are reconciled first.
class CliLocalPayment : public QObject
{
    Q_OBJECT
public:
    CliLocalPayment(const CliArguments &args, CliPrinter &printer, QNetworkAccessManager &network,
                    ServiceClient &client, const QUrl &service, const CliData &data,
                    QObject *parent = nullptr);
    ~CliLocalPayment() override;
    void run();
    // paydesk-cli recover: follows every unfinished local payment in the journal (left by a
    // crash or an unreachable RPC) to a final state on the RPC it was sent to; signs nothing.
    // Exit 0 when all are final, 5 when one is still open, 4 when the database is unusable.
    void recover();

Q_SIGNALS:
    void done(int exitCode);

private:
    bool prepare(QString *usageError, QString *refusal);
    void reconcile();
    void startFlow();
    void printReview();
    void askApproval(); // "Sign and send? [y/N]" on a terminal (without --yes)
    void onFinished();
    void refuse(const QString &code, const QString &text, int exitCode = ExitRefused);

    const CliArguments &m_args;
    CliPrinter &m_printer;
    QNetworkAccessManager &m_network;
    ServiceClient &m_client;
    QUrl m_service;
    QString m_wallet;
    std::unique_ptr<solana::RpcClient> m_rpc;
    const CliData &m_data; // the app's journal and wallets (CliRunner::data())
    std::unique_ptr<solana::PaymentRecovery> m_recovery;
    std::unique_ptr<solana::LocalPaymentFlow> m_flow;
    quint64 m_maxPriorityFee = 1000000;
    bool m_built = false;
    bool m_ask = false; // no --yes: a person on the terminal approves before signing
    QElapsedTimer m_lastProgress;
};

} // namespace paydesk::cli
