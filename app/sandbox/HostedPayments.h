#pragma once

#include "HttpExchange.h"
#include "PaymentParams.h"
#include "SandboxContext.h"

namespace paydesk::sandbox {

// Hosted mode (the "Cloud API"): custodial sending, proof verification, status and history.
class HostedPayments
{
public:
    explicit HostedPayments(const SandboxContext &context) : m_ctx(context) {}

    void send(const ExchangePtr &exchange);
    void receive(const ExchangePtr &exchange);
    void status(const ExchangePtr &exchange, const QString &paymentId);
    void history(const ExchangePtr &exchange, const QString &walletAddress);

private:
    void sendSolana(const ExchangePtr &exchange, const SendParams &params);
    void sendEvm(const ExchangePtr &exchange, const SendParams &params);
    void answerSent(const ExchangePtr &exchange, const QString &paymentId);

    SandboxContext m_ctx;
};

} // namespace paydesk::sandbox
