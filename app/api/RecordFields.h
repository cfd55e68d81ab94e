#pragma once

#include "core/PaymentRecord.h"

#include <QByteArray>
#include <QString>
#include <array>
#include <cstdint>
#include <optional>
#include <string_view>

// What api/RecordReader reads a payment record into, and the rules that make a PaymentRecord of
// it: the one place those rules are written.
namespace paydesk::records {

// A value as ExactJson would hold it: integers that fit 64 bits stay integers, every other
// number is its literal text, like a string. Containers keep their byte span.
struct Value
{
    enum class Kind : std::uint8_t
    {
        Missing,
        Null,
        Boolean,
        Signed,
        Unsigned,
        Text,
        Object,
        Array
    };
    Kind kind = Kind::Missing;
    bool flag = false;       // Boolean
    std::int64_t number = 0; // Signed; Unsigned keeps its bits (as get<qint64>() wraps)
    QString text;            // Text
    qsizetype begin = 0;     // Object, Array: the value's bytes in the body
    qsizetype end = 0;

    bool present() const { return kind != Kind::Missing; }
    bool isInteger() const { return kind == Kind::Signed || kind == Kind::Unsigned; }
    QString integerText() const
    {
        return kind == Kind::Signed ? QString::number(number) : QString::number(quint64(number));
    }
};

// What a record field may be: a string, or an integer given as its decimal text.
QString textOf(const Value &v);
// An integer, or a string holding one.
std::optional<qint64> integerOf(const Value &v);

// The fields a record is read from; the last of duplicate keys wins (as in a JSON object).
enum Field
{
    PaymentId,
    Id,
    Status,
    DirectionField,
    Network,
    From,
    To,
    Recipient,
    AmountField,
    Fee,
    PriorityFee,
    Signature,
    BlockHeight,
    Resource,
    SymbolField, // the token's symbol, when a record moved a token
    Metadata,
    CreatedAt,
    Timestamp,
    UpdatedAt,
    ErrorField,
    MaxAmountField, // a usage price's maximum (x402 upto), beside its charge
    PaymentMember,  // a status answer's {"payment": {...}}; only at the top of one
    FieldCount
};
// The field `key` names, -1 for none; "payment" only where a status answer may wrap its record.
int fieldOf(std::string_view key, bool statusAnswerTop);
// The index of `key` among `count` names, -1 when it is none of them.
int indexOf(const char *const *names, std::size_t count, std::string_view key);

// The fields of one record as read, and where its bytes are in the body.
struct RecordFields
{
    std::array<Value, FieldCount> field;
    Value message; // of an error object
    Value code;
    qsizetype begin = 0;
    qsizetype end = 0;

    // The record (nullopt without an id), its amounts in the decimals of its chain (the
    // network's, else its addresses', else `defaultChain`'s); raw = its bytes in `body`.
    std::optional<PaymentRecord> toRecord(const QByteArray &body, Chain defaultChain) const;
};

} // namespace paydesk::records
