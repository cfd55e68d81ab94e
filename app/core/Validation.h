#pragma once

#include "Address.h"
#include "Amount.h"

#include <QString>
#include <nlohmann/json_fwd.hpp>
#include <optional>

namespace paydesk {

// One failed rule: which field (named as in the interface, e.g. "amount") and why, in words a
// person can act on (translated).
struct FieldError
{
    QString field;
    QString message;
};

// The interface's limits (docs/service-contract.md "Requests and limits"), shared by client and
// sandbox.
namespace limits {
inline constexpr const char *kMinAmount = "0.001";
inline constexpr const char *kMaxAmount = "100";
inline constexpr const char *kMinPriorityFee = "0.00001";
inline constexpr const char *kMaxPriorityFee = "0.01";
inline constexpr int kDefaultHistoryLimit = 50;
inline constexpr int kMaxHistoryLimit = 500;
inline constexpr int kDefaultTimeoutSeconds = 30;
inline constexpr int kMaxTimeoutSeconds = 600;
// Metadata as compact JSON: half the sandbox's 64 KiB request body limit, leaving room for the
// other fields; the interface sets no limit of its own, so Paydesk refuses more before sending.
inline constexpr int kMaxMetadataBytes = 32 * 1024;
} // namespace limits

namespace validate {

std::optional<FieldError> address(const QString &field, const QString &text,
                                  Address *out = nullptr);
// Amount in the chain's native currency: exact decimal, at most the chain's decimals,
// between 0.001 and 100.
std::optional<FieldError> amount(const QString &field, const QString &text, Chain chain,
                                 Amount *out = nullptr);
// Expected amount for receive: exact decimal, > 0 and at most 100.
std::optional<FieldError> expectedAmount(const QString &field, const QString &text, Chain chain,
                                         Amount *out = nullptr);
// Priority fee: empty means automatic; otherwise 0.00001 to 0.01.
std::optional<FieldError> priorityFee(const QString &field, const QString &text, Chain chain,
                                      Amount *out = nullptr);
// http(s) URL with a host.
std::optional<FieldError> url(const QString &field, const QString &text);
// A JSON object (or absent).
std::optional<FieldError> metadata(const QString &field, const nlohmann::json &value);
std::optional<FieldError> metadataText(const QString &field, const QString &text,
                                       nlohmann::json *out = nullptr);
// The size of the metadata as sent (compact JSON, UTF-8 bytes): at most kMaxMetadataBytes.
std::optional<FieldError> metadataSize(const QString &field, qsizetype bytes);
std::optional<FieldError> historyType(const QString &field, const QString &text);
std::optional<FieldError> historyLimit(const QString &field, long long value);
std::optional<FieldError> historyOffset(const QString &field, long long value);
std::optional<FieldError> timeoutSeconds(const QString &field, long long value);
std::optional<FieldError> paymentId(const QString &field, const QString &text);
std::optional<FieldError> paymentProof(const QString &field, const QString &text);

} // namespace validate

} // namespace paydesk
