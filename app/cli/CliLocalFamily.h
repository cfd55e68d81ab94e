#pragma once

#include "CliArguments.h"
#include "CliNodes.h"
#include "core/Address.h"

#include <QJsonObject>
#include <QObject>
#include <QTextStream>
#include <QUrl>
#include <functional>
#include <memory>

class QNetworkAccessManager;

namespace paydesk {
class PaymentFlow;
struct JournalEntry;
struct LocalRunOptions;
} // namespace paydesk

namespace paydesk::cli {

// What one chain family adds to paydesk-cli's local payments (CliLocalPayment, the one command
// for every family): its flags for this run (the node, the fee cap), what it cannot do, the
// review a person reads before saying yes, and the fields its outcome adds to the JSON. The
// command does the rest alike for every family: reconciling earlier payments, starting the
// flow, the prompt, the exit codes.
class CliLocalFamily : public QObject
{
    Q_OBJECT
public:
    using QObject::QObject;

    // The family of `wallet`'s address (Address::familyOf), or null when paydesk-cli has no
    // local payments for that family (not an address, or a family registered without them).
    static std::unique_ptr<CliLocalFamily> forWallet(const QString &wallet);
    // A family's local payments beside the built-in ones (Solana, EVM); a later registration
    // of a family replaces the earlier one.
    using Factory = std::function<std::unique_ptr<CliLocalFamily>()>;
    static void add(const Factory &make);

    // The chain family whose wallets this pays from.
    virtual Chain family() const = 0;
    // The flow is this family's (the command follows only the flow it started).
    virtual bool owns(const PaymentFlow &flow) const = 0;
    // Why this family cannot run `command` ("receive"); empty when it can.
    virtual QString cannotRun(const QString &command) const = 0;
    // Reads this family's flags and opens its node (CliNodes' rule; `app`: the desktop app's
    // Settings, its last step); false and a sentence saying what to pass instead.
    virtual bool prepare(const CliArguments &args, const QUrl &service,
                         QNetworkAccessManager &network, const CliNodes::AppSettings &app,
                         QString *usageError) = 0;
    virtual void fillRunOptions(LocalRunOptions &run) const = 0;
    // How to bring `wallet` into Paydesk ("Wallet … is not in Paydesk: import it …").
    virtual QString notImported(const QString &wallet) const = 0;
    // How long reconciling an earlier payment may wait for its node, in ms.
    virtual int reconcileTimeoutMs() const = 0;
    // An earlier payment `e` of `wallet` may still land: why nothing new is signed.
    virtual QString stillOpen(const QString &wallet, const JournalEntry &e) const = 0;
    // The node the flow signs for and broadcasts through.
    virtual QUrl endpoint(const PaymentFlow &flow) const = 0;
    // The flow's checks passed: there is a review to print and to say yes to.
    virtual bool reviewOk(const PaymentFlow &flow) const = 0;
    virtual void printReview(const PaymentFlow &flow, QTextStream &err) const = 0;
    // The outcome's fields of this family (amount, fees, refusal code…) added to `extra`.
    virtual void describe(const PaymentFlow &flow, QJsonObject &extra) const = 0;
    // Refused because the fee is above the cap: the flag that lifts it for one run.
    virtual QString feeHint(const PaymentFlow &flow) const = 0;
};

} // namespace paydesk::cli
