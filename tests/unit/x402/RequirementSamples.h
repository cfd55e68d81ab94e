#pragma once
// Sample x402 requirements for the x402 unit tests (tst_x402_requirements, tst_x402_option_choice):
// valid v1 options for native SOL on the sandbox and USDC on Base Sepolia, and the documents
// around them.
#include "payments/schemes/SchemeRegistry.h"
#include "x402/RequirementsParser.h"

#include <QByteArray>
#include <QUrl>
#include <nlohmann/json.hpp>

namespace paydesk::x402::samples {

inline const QUrl kUrl(QStringLiteral("https://shop.example/premium"));
inline const char *const kSeller = "2wKupLR9q6wXYppw8Gr2NvWxKBUqm4PPJKkQfoxHDBg4";
inline const char *const kFeePayer = "EwWqGE4ZFKLofuestmU4LDdK7XM1N4ALgdZccwYugwGd";
inline const char *const kNative = "11111111111111111111111111111111";

// A valid v1 option for native SOL on the sandbox (the demo seller's shape).
inline nlohmann::json solOption()
{
    return {{"scheme", "exact"},
            {"network", "solana-sandbox"},
            {"maxAmountRequired", "1000000"},
            {"resource", "https://shop.example/premium"},
            {"description", "Premium data"},
            {"mimeType", "application/json"},
            {"outputSchema", nullptr},
            {"payTo", kSeller},
            {"maxTimeoutSeconds", 60},
            {"asset", kNative},
            {"extra", {{"feePayer", kFeePayer}}}};
}

// The spec's own v1 example (docs/protocol-facts.md "x402 versions and headers", from coinbase/x402
// specs).
inline nlohmann::json evmOption()
{
    return {{"scheme", "exact"},
            {"network", "base-sepolia"},
            {"maxAmountRequired", "10000"},
            {"resource", "https://shop.example/premium"},
            {"description", "Access to premium market data"},
            {"mimeType", "application/json"},
            {"outputSchema", nullptr},
            {"payTo", "0x209693Bc6afc0C5328bA36FaF03C514EF312287C"},
            {"maxTimeoutSeconds", 60},
            {"asset", "0x036CbD53842c5426634e7929541eC2318f3dCF7e"},
            {"extra", {{"name", "USDC"}, {"version", "2"}}}};
}

inline QByteArray body(const nlohmann::json &accepts)
{
    const nlohmann::json b = {
        {"x402Version", 1}, {"error", "X-PAYMENT header is required"}, {"accepts", accepts}};
    return QByteArray::fromStdString(b.dump());
}

inline QByteArray v2Header(nlohmann::json accepts)
{
    const nlohmann::json h = {{"x402Version", 2},
                              {"error", "PAYMENT-SIGNATURE header is required"},
                              {"resource",
                               {{"url", "https://shop.example/premium"},
                                {"description", "Premium data"},
                                {"mimeType", "application/json"}}},
                              {"accepts", accepts},
                              {"extensions", nlohmann::json::object()}};
    return QByteArray::fromStdString(h.dump()).toBase64();
}

// Parsed, then judged by the standard scheme clients, as a paid fetch does.
inline RequirementsResult judged(const QUrl &url, const QByteArray &header, const QByteArray &body)
{
    RequirementsResult r = RequirementsParser::parse(url, header, body);
    if (r.required)
        SchemeRegistry::standard().judge(*r.required);
    return r;
}

inline PaymentOption one(const nlohmann::json &option)
{
    const RequirementsResult r =
        judged(kUrl, {}, body(nlohmann::json::array({option, solOption()})));
    if (!r.ok())
        qFatal("unexpected: %s", qPrintable(r.error));
    return r.required->options.first();
}

} // namespace paydesk::x402::samples
