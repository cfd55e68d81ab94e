#pragma once

#include "api/ApiError.h"
#include "api/ApiResults.h"

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

    void sendResult(const SendPaymentResult &r);
    void receiveResult(const ReceivePaymentResult &r);
    void payment(const PaymentRecord &r, const char *command = "status");
    void history(const HistoryPage &page);
    void message(const QString &command, const QString &text, QJsonObject extra = {});
    void error(const ApiError &e);
    void usageError(const QString &text);

    static QJsonObject recordJson(const PaymentRecord &r);

private:
    void emitJson(const QJsonObject &o);
    void line(const QString &name, const QString &value);

    bool m_json;
    QTextStream m_out;
    QTextStream m_err;
};

} // namespace paydesk::cli
