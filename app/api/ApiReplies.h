#pragma once

#include "ApiReply.h"
#include "core/ApiResults.h"

namespace paydesk {

// Typed replies: one per response shape. result() is valid once finished() with ok().

class SendPaymentReply final : public ApiReply
{
public:
    using ApiReply::ApiReply;
    const SendPaymentResult &result() const { return m_result; }

protected:
    bool parse(const QByteArray &body, QString *why) override;

private:
    SendPaymentResult m_result;
};

class ReceivePaymentReply final : public ApiReply
{
public:
    using ApiReply::ApiReply;
    const ReceivePaymentResult &result() const { return m_result; }

protected:
    bool parse(const QByteArray &body, QString *why) override;

private:
    ReceivePaymentResult m_result;
};

class PaymentStatusReply final : public ApiReply
{
public:
    using ApiReply::ApiReply;
    const PaymentRecord &result() const { return m_result; }

protected:
    bool parse(const QByteArray &body, QString *why) override;

private:
    PaymentRecord m_result;
};

class HistoryReply final : public ApiReply
{
public:
    using ApiReply::ApiReply;
    const HistoryPage &result() const { return m_result; }

protected:
    bool parse(const QByteArray &body, QString *why) override;

private:
    HistoryPage m_result;
};

class TransactionReply final : public ApiReply
{
public:
    using ApiReply::ApiReply;
    const UnsignedTransaction &result() const { return m_result; }

protected:
    bool parse(const QByteArray &body, QString *why) override;

private:
    UnsignedTransaction m_result;
};

} // namespace paydesk
