#pragma once

#include "core/ApiError.h"
#include "core/ApiResults.h"
#include "models/PaymentCost.h"
#include "models/PaymentOutcome.h"

#include <QJsonObject>
#include <QTextStream>

namespace paydesk::cli {

// Prints results for people (aligned "name: value" lines, a table for history) or, with --json,
// one compact JSON object per result on stdout. Errors go to stderr in words, and with --json
// also to stdout as {"ok": false, "error": {...}}.
class CliPrinter
{
public:
    explicit CliPrinter(bool json);
    // The variable of --api-key-env, when the key comes from there: hints then name it.
    void setApiKeyEnv(const QString &name) { m_apiKeyEnv = name; }
    // The command printed for: an error in a request's field names the option that set it.
    void setCommand(const QString &command) { m_command = command; }
    // The option (or argument) of `command` that sets a request's `field` ("recipientAddress"
    // of send is --to); empty when none does.
    static QString optionFor(const QString &command, const QString &field);

    // `cost`: the fee estimate and total debited, `balanceLeft` when it could be read.
    void sendResult(const SendPaymentResult &r, const std::optional<PaymentCost> &cost = {});
    void receiveResult(const ReceivePaymentResult &r, const QString &wallet);
    void payment(const PaymentRecord &r, const char *command = "status");
    // The app's one wording of a payment's outcome (PaymentOutcome::describe(), as the tray and
    // the window say it), as two lines; nothing in JSON mode, where the record says it all.
    void outcome(const PaymentOutcome &outcome);
    void history(const HistoryPage &page);
    void message(const QString &command, const QString &text, QJsonObject extra = {});
    void error(const ApiError &e);
    void usageError(const QString &text);

    static QJsonObject recordJson(const PaymentRecord &r);
    // What to do about `e`, in the CLI's terms (options and commands, not the GUI's Settings);
    // empty when the message itself already says it.
    QString suggestedAction(const ApiError &e) const;

    // One JSON object on a line of its own, flushed (streams of objects: watch).
    void emitJson(const QJsonObject &o);

private:
    void line(const QString &name, const QString &value);

    bool m_json;
    QString m_apiKeyEnv;
    QString m_command;
    QTextStream m_out;
    QTextStream m_err;
};

} // namespace paydesk::cli
