#pragma once

#include <QCoreApplication>
#include <QString>

namespace paydesk {

// What a seller pastes into the verification desk: a bare X-PAYMENT / PAYMENT-SIGNATURE value,
// or a whole HTTP request (request line, headers, optional body) carrying one of those headers.
// Finds the proof and, for a request, the resource it was sent for.
struct PastedPayment
{
    Q_DECLARE_TR_FUNCTIONS(PastedPayment)
public:
    bool isRequest = false; // a whole HTTP request was pasted
    QString proof;          // the header value (whitespace removed); empty when none found
    QString headerName;     // "X-PAYMENT", "PAYMENT-SIGNATURE", or empty for a bare value
    QString method, target, host;
    QString resource; // http://host/target when the request names its host
    QString error;    // why no proof was found, a sentence

    static PastedPayment parse(const QString &text);
};

} // namespace paydesk
