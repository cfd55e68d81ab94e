#pragma once

#include "core/Address.h"
#include "core/Amount.h"

#include <QList>
#include <QString>
#include <QStringList>
#include <QUrl>
#include <nlohmann/json.hpp>
#include <optional>

namespace paydesk::x402 {

// One entry of a 402's `accepts` list, checked field by field (docs/protocol-facts.md "x402
// versions and headers").
struct PaymentOption
{
    enum class Status
    {
        // Paydesk can pay it (given a wallet on its network). The parser says only that it is
        // well-formed; the scheme clients judge it (payments/schemes/SchemeRegistry::judge).
        Payable,
        Unsupported, // well-formed, but a scheme / network / asset Paydesk cannot pay yet
        Invalid,     // malformed or contradictory: never paid
        Refused      // well-formed, but the user's own rules (a payee list) refuse it
    };
    int index = 0;
    Status status = Status::Invalid;
    QString reason; // why it is unsupported or invalid, a sentence; empty when payable

    QString scheme;
    QString network;   // as sent ("solana-devnet", "eip155:8453")
    QString networkId; // canonical (Network::canonical)
    Chain chain = Chain::Unknown;
    QString amountUnits;          // atomic units, as sent
    std::optional<Amount> amount; // exact, in the asset's decimals when they are known
    QString asset;
    QString assetSymbol; // "SOL", "USDC", "" when unknown
    QString payTo;
    int maxTimeoutSeconds = 0;
    QString feePayer; // extra.feePayer (Solana authorization proofs)
    QString memo;     // extra.memo
    QString resource, description, mimeType;
    nlohmann::json extra = nlohmann::json::object();
    nlohmann::json raw;  // the option as sent (echoed in a v2 PAYMENT-SIGNATURE)
    int x402Version = 1; // of the 402 that offered it (an SPL payment has a memo from v2 on)
    // Refused by a paid fetch: its code ("insufficient_funds", "allowance_required" ...), so a
    // view can offer what fixes it.
    QString refusalCode;

    bool isPayable() const { return status == Status::Payable; }
    // Whether its amount is a maximum, the charge settled later for what was used (x402 `upto`).
    bool isMaximum() const { return scheme == u"upto" || scheme == u"batch-settlement"; }
    // "0.001 SOL", "0.01 USDC", or "10000 atomic units of <asset>"; an `upto` option's price
    // is its maximum, "up to 0.05 USDC".
    QString displayAmount() const;
    // The amount alone, without "up to".
    QString plainAmount() const;
    static QString statusName(Status status); // "payable", "unsupported", "invalid"
    // Reads and checks one option; `version` 1 reads maxAmountRequired, 2 reads amount.
    static PaymentOption fromJson(const nlohmann::json &j, int version, int index,
                                  const QUrl &requested);
};

// A 402 answer's requirements: from the v2 PAYMENT-REQUIRED header or the v1 JSON body.
struct PaymentRequired
{
    enum class Source
    {
        Header, // v2 PAYMENT-REQUIRED
        Body    // v1 JSON body
    };
    int x402Version = 1;
    Source source = Source::Body;
    QString error; // the seller's error text
    QString resourceUrl, description, mimeType;
    QList<PaymentOption> options;
    nlohmann::json raw;

    QList<int> payable() const;
};

// Result of reading a 402: the requirements, or why the whole answer is unusable.
struct RequirementsResult
{
    std::optional<PaymentRequired> required;
    QString error;        // a sentence, when `required` is empty
    QStringList problems; // every field-level problem found (also in each option's reason)
    bool ok() const { return required.has_value(); }
};

} // namespace paydesk::x402
