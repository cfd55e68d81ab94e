// The sandbox's reading of request bodies and parameters (whole raw HTTP is Qt's parser):
// RequestBody (exact JSON with typed field access), the validated bodies of the payment
// endpoints (SendParams, ReceiveParams hosted and local) and of POST /sandbox/faults.
// Selector: 0 RequestBody field access, 1 /payment/send, 2 /payment/receive, 3
// /transaction/receive, 4 /sandbox/faults.
// Properties: a refusal is a 4xx with a code (and a field for INVALID_PARAMETERS); an accepted
// send has an amount within the interface's limits and both addresses on one chain; an accepted
// receive has a proof and a timeout within limits; an accepted fault configuration is in range.

#include "FuzzCommon.h"
#include "core/Validation.h"
#include "sandbox/FaultInjector.h"
#include "sandbox/PaymentParams.h"
#include "sandbox/RequestBody.h"

using namespace paydesk;
using namespace paydesk::sandbox;

namespace {

void checkRefusal(const ServiceError &e)
{
    fuzz::check(e.status >= 400 && e.status < 500, "a refused body is not a 4xx");
    fuzz::check(!e.code.isEmpty() && !e.message.isEmpty(), "a refusal without code or message");
    if (e.code == u"INVALID_PARAMETERS")
        fuzz::check(e.details.is_object() && e.details.contains("field"),
                    "INVALID_PARAMETERS without details.field");
    (void)e.details.dump();
}

bool inLimits(const Amount &a, const char *min, const char *max)
{
    const auto lo = Amount::parse(QString::fromLatin1(min), a.decimals());
    const auto hi = Amount::parse(QString::fromLatin1(max), a.decimals());
    return lo && hi && a >= *lo && a <= *hi;
}

void fieldAccess(const QByteArray &bytes)
{
    ServiceError error;
    const auto body = RequestBody::parse(bytes, &error);
    if (!body)
        return checkRefusal(error);
    fuzz::check(body->json().is_object(), "a body that is not an object accepted");
    static const char *const keys[] = {"walletAddress", "recipientAddress", "amount", "priorityFee",
                                       "metadata",      "timeout",          "a",      "",
                                       "x402Version"};
    for (const char *key : keys) {
        QString text;
        long long integer = 0;
        nlohmann::json object;
        (void)body->has(key);
        (void)body->string(key, true, &text);
        if (!body->number(key, false, &text) && !text.isEmpty()) {
            // A number field comes back as the exact literal: it must read as a JSON number.
            const auto again = nlohmann::json::parse(text.toStdString(), nullptr, false);
            fuzz::check(again.is_number(), "number() returned text that is not a number");
        }
        (void)body->integer(key, false, &integer);
        (void)body->object(key, &object);
    }
}

} // namespace

PAYDESK_FUZZ_TARGET(sandbox_request)
{
    const fuzz::Input in(data, size, 5);
    const QByteArray &bytes = in.payload;
    ServiceError error;
    switch (in.selector) {
    case 0:
        fieldAccess(bytes);
        break;
    case 1: {
        const auto p = SendParams::parse(bytes, &error);
        if (!p) {
            checkRefusal(error);
            return 0;
        }
        fuzz::check(p->wallet.chain() == p->recipient.chain(), "send across chains accepted");
        fuzz::check(inLimits(p->amount, limits::kMinAmount, limits::kMaxAmount),
                    "send amount outside the limits accepted");
        if (p->priorityFee)
            fuzz::check(inLimits(*p->priorityFee, limits::kMinPriorityFee, limits::kMaxPriorityFee),
                        "priority fee outside the limits accepted");
        fuzz::check(p->metadata.is_null() || p->metadata.is_object(),
                    "metadata that is not an object accepted");
        // The amount was sent as a JSON number, as any JSON reader sees it (last key wins).
        const auto plain =
            nlohmann::json::parse(bytes.constBegin(), bytes.constEnd(), nullptr, false);
        fuzz::check(plain.is_object() && plain.value("amount", nlohmann::json()).is_number(),
                    "an amount that is not a JSON number accepted");
        break;
    }
    case 2:
    case 3: {
        const auto mode =
            in.selector == 2 ? ReceiveParams::Mode::Hosted : ReceiveParams::Mode::Local;
        const auto p = ReceiveParams::parse(bytes, mode, &error);
        if (!p) {
            checkRefusal(error);
            return 0;
        }
        fuzz::check(!p->proof.isEmpty(), "receive without a proof accepted");
        fuzz::check(p->timeoutSeconds >= 1 && p->timeoutSeconds <= limits::kMaxTimeoutSeconds,
                    "receive timeout outside the limits accepted");
        fuzz::check(p->expected.units() > 0, "receive of nothing accepted");
        break;
    }
    default: {
        const auto body = RequestBody::parse(bytes, &error);
        if (!body) {
            checkRefusal(error);
            return 0;
        }
        const auto config = FaultInjector::fromBody(*body, &error);
        if (!config) {
            checkRefusal(error);
            return 0;
        }
        fuzz::check(config->latencyMs >= 0 && config->latencyMs <= 60000, "latency out of range");
        for (const int share :
             {config->errorPerMillion, config->dropPerMillion, config->truncatePerMillion})
            fuzz::check(share >= 0 && share <= 1000000, "fault share out of range");
        fuzz::check(config->rateLimitStorm >= 0, "negative 429 storm");
        FaultInjector injector;
        injector.configure(*config);
        for (int i = 0; i < 4; ++i)
            (void)injector.next(QStringLiteral("/payment/send"));
        (void)injector.toJson().dump();
        break;
    }
    }
    return 0;
}
