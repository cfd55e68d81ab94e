#pragma once

#include "payments/PaidFetch.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QTextStream>

namespace paydesk::cli {

// What `paydesk-cli fetch` prints: the content on stdout (pretty JSON, text) or into --out,
// the requirements, the quote and the reasons on stderr; with --json one object on stdout.
class CliFetchOutput
{
    Q_DECLARE_TR_FUNCTIONS(CliFetchOutput)
public:
    explicit CliFetchOutput(bool json);

    static QJsonObject optionJson(const x402::PaymentOption &option);
    static QJsonObject requirementsJson(const x402::PaymentRequired &required);
    static QJsonObject quoteJson(const x402::PaymentQuote &quote);

    void requirements(const x402::PaymentRequired &required); // stderr, text mode only
    void quote(const x402::PaymentQuote &quote);              // stderr
    void progress(const QString &text);                       // stderr, text mode only
    // Prints or saves the content; returns the exit code.
    int content(const x402::PaidFetch &fetch, const QString &outPath, const QString &spillDir);
    // Prints why nothing (more) was paid or delivered.
    // `hint`: what to do, after the reason.
    void failure(const x402::PaidFetch &fetch, int exitCode, const QString &hint = {});

private:
    void emitJson(const QJsonObject &o);

    bool m_json;
    QTextStream m_out;
    QTextStream m_err;
};

} // namespace paydesk::cli
