#pragma once

#include "CliArguments.h"
#include "CliLocalFamily.h"
#include "CliPrinter.h"
#include "models/AppData.h"
#include "models/RecipientCheck.h"
#include "payments/PaymentFlow.h"

#include <QElapsedTimer>
#include <QObject>
#include <QPointer>
#include <memory>
#include <optional>

namespace paydesk::cli {

// send --local / receive --local, for a wallet of any chain family: the service builds the
// transaction, Paydesk checks it, prints what it will sign, signs with the wallet's key from the
// OS keychain, journals it and broadcasts it through the node of the user's choosing (--rpc),
// then follows it to a final state. Earlier unresolved payments of the same wallet are
// reconciled first. What differs per family (flags, review, JSON fields) is the wallet's
// CliLocalFamily's.
//
// The payment runs through the model layer as in the desktop app: the context's
// LocalPaymentRecovery reconciles, its LocalPaymentController starts the flow (same refusals,
// same journal, outcome reported to PaymentEvents); this class adds only the terminal: flags
// for this one run (--rpc, the fee cap, --simulate, --yes), the printed review, the
// "[y/N]" prompt and the exit code. The app lock guards the desktop session and is never
// loaded here: a terminal run is approved by --yes or by an answer typed after the review.
class CliLocalPayment : public QObject
{
    Q_OBJECT
public:
    CliLocalPayment(const CliArguments &args, CliPrinter &printer, QNetworkAccessManager &network,
                    const QUrl &service, const AppData &data, QObject *parent = nullptr);
    ~CliLocalPayment() override;
    void run();
    // paydesk-cli recover: follows every unfinished local payment in the journal (left by a
    // crash or an unreachable RPC) to a final state on the RPC it was sent to; signs nothing.
    // Exit 0 when all are final, 5 when one is still open, 4 when the database is unusable.
    void recover();
    // The nodes the desktop app chose in Settings (CliNodes' last step), before run().
    void setAppSettings(const CliNodes::AppSettings &settings) { m_app = settings; }
    // The user's wallets: a send names the recipient if it is one of them, and refuses a
    // look-alike of one unless --yes, as a hosted send does (RecipientCheck).
    void setOwnWallets(const QList<RecipientCheck::Wallet> &own) { m_own = own; }

Q_SIGNALS:
    void done(int exitCode);

private:
    bool prepare(QString *usageError, QString *refusal);
    void reconcile();
    void startFlow();
    void follow(PaymentFlow *flow);
    void printReview();
    void askApproval(); // "Sign and send? [y/N]" on a terminal (without --yes)
    void onFinished();
    void refuse(const QString &code, const QString &text, int exitCode = ExitRefused);

    const CliArguments &m_args;
    CliPrinter &m_printer;
    QNetworkAccessManager &m_network;
    QUrl m_service;
    CliNodes::AppSettings m_app;
    QString m_wallet;
    std::unique_ptr<CliLocalFamily> m_family; // the wallet's
    const AppData &m_data;        // the app's journal, wallets and local mode (CliRunner::data())
    QPointer<PaymentFlow> m_flow; // owned by the controller
    QList<RecipientCheck::Wallet> m_own;
    bool m_built = false;
    bool m_ask = false; // no --yes: a person on the terminal approves before signing
    QElapsedTimer m_lastProgress;
};

} // namespace paydesk::cli
