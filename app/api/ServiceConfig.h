#pragma once

#include "core/Address.h"

#include <QString>
#include <QUrl>

namespace paydesk {

// Where the payment service is and how to talk to it. Non-secret: the API key is not here.
struct ServiceConfig
{
    QUrl baseUrl;
    int requestTimeoutMs = 30000;
    int requestsPerMinute = 100; // the plan's rate: standard 100, premium 1000, enterprise custom
    int maxGetAttempts = 4;      // idempotent GETs only; a payment is never resent
    int backoffBaseMs = 500;
    int backoffCapMs = 30000;

    // HTTPS is required for anything but loopback (127.0.0.0/8, ::1, localhost).
    static bool validateBaseUrl(const QUrl &url, QString *error);
    static bool isLoopbackHost(const QString &host);
    // A service on this computer is a sandbox (the built-in one or `paydesk-sandbox`), and its
    // chains' nodes are its own (`/rpc`, `/evm`): the one rule every face uses to pick them.
    static bool hasSandboxChains(const QUrl &service);
};

} // namespace paydesk
