#pragma once

#include <QNetworkReply>
#include <QString>

namespace paydesk {

// Certificate authorities trusted beyond the system's, for every TLS connection the process
// makes: PAYDESK_EXTRA_CA_CERTS names a PEM file of one or more certificates, as Node's
// NODE_EXTRA_CA_CERTS does (a company's own CA, a node behind a private CA, the sandbox served
// with --tls-cert). Unset, nothing changes and the TLS backend is not even loaded.
class ExtraCertificates
{
public:
    static constexpr char kVariable[] = "PAYDESK_EXTRA_CA_CERTS";
    // Adds the file's certificates to the default TLS configuration. Returns how many were added
    // (0 when the variable is unset), or -1 with a sentence in `problem` saying what to do; the
    // process then goes on trusting the system's authorities only.
    static int install(QString *problem);
    // What to do about a certificate the system does not trust, said after the TLS error.
    static QString advice();
    // `message` with the advice after it when `error` is a failed TLS handshake.
    static QString withAdvice(const QString &message, QNetworkReply::NetworkError error);
};

} // namespace paydesk
