#pragma once

#include "core/ApiResults.h"

#include <QByteArray>
#include <QString>
#include <nlohmann/json_fwd.hpp>
#include <optional>

namespace paydesk {

// Parses success bodies into ApiResults types. Each returns nullopt with a reason when a required
// field is missing or the body is not a JSON object; never throws, never crashes on odd input.
// `defaultChain` gives the decimals of amounts when a record does not reveal its chain.
namespace responses {

std::optional<SendPaymentResult> parseSend(const QByteArray &body, Chain defaultChain,
                                           QString *why);
std::optional<ReceivePaymentResult> parseReceive(const QByteArray &body, Chain defaultChain,
                                                 QString *why);
std::optional<PaymentRecord> parseStatus(const QByteArray &body, Chain defaultChain, QString *why);
std::optional<HistoryPage> parseHistory(const QByteArray &body, Chain defaultChain, QString *why);
std::optional<UnsignedTransaction> parseTransaction(const QByteArray &body, QString *why);

// A record kept as the service's JSON text (the history cache): nullopt when it no longer parses.
// Status, history and stored records are all read by RecordReader.
std::optional<PaymentRecord> parseStoredRecord(const QByteArray &json, Chain defaultChain);

// Building blocks, exposed for tests and other parsers (x402, RPC).
// Unix seconds or milliseconds (below 10^11 = seconds), as number or numeric string, or ISO 8601.
QDateTime parseTime(const nlohmann::json &value);
QDateTime parseTimeText(const QString &s);      // a numeric string, or ISO 8601
QDateTime parseTimeNumber(qint64 n);            // invalid when <= 0
Chain chainFromNetwork(const QString &network); // Unknown when the name does not say
std::optional<Amount> parseAmount(const nlohmann::json &value, int decimals);

} // namespace responses
} // namespace paydesk
