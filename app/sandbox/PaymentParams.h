#pragma once

#include "ErrorReply.h"
#include "core/Address.h"
#include "core/Amount.h"

#include <QString>
#include <nlohmann/json.hpp>
#include <optional>

namespace paydesk::sandbox {

// The validated body of POST /payment/send and POST /transaction/send.
struct SendParams
{
    Address wallet, recipient;
    Amount amount;
    std::optional<Amount> priorityFee; // nullopt = automatic
    QString resource;
    nlohmann::json metadata; // null when absent

    // Rules of docs/service-contract.md "Requests and limits" through core's validate::*; a
    // recipient that is not an address of the wallet's chain is INVALID_RECIPIENT.
    static std::optional<SendParams> parse(const QByteArray &bytes, ServiceError *error);
};

// The validated body of POST /payment/receive (withTimeout) and POST /transaction/receive
// (withPriorityFee).
struct ReceiveParams
{
    Address wallet;
    QString proof;
    Amount expected;
    QString resource, facilitatorUrl;
    int timeoutSeconds = 30;
    std::optional<Amount> priorityFee;

    enum class Mode
    {
        Hosted,
        Local
    };
    static std::optional<ReceiveParams> parse(const QByteArray &bytes, Mode mode,
                                              ServiceError *error);
};

} // namespace paydesk::sandbox
