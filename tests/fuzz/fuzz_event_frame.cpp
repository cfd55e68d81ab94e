// A frame of the service's live payment events (docs/service-contract.md, "Live payment
// events"): EventFrame::read. Properties: any bytes give a frame or a refusal, never a crash;
// a refusal says why; an event has a positive id and a known kind named as sent; an amount is
// exact in its asset's decimals and reads back from its own text; a gap runs forwards.

#include "FuzzCommon.h"
#include "api/EventFrame.h"

using namespace paydesk;

PAYDESK_FUZZ_TARGET(event_frame)
{
    const fuzz::Input in(data, size, 1);
    const EventFrame f = EventFrame::read(in.payload);
    switch (f.type) {
    case EventFrame::Type::Invalid:
        fuzz::check(!f.why.isEmpty(), "a refused frame without a reason");
        return 0;
    case EventFrame::Type::Event:
        fuzz::check(f.eventId > 0, "an event without a positive id");
        fuzz::check(f.kind != EventFrame::Kind::None, "an event of no kind");
        fuzz::check(EventFrame::kindText(f.kind) == f.kindName, "a kind named otherwise");
        fuzz::check(!f.paymentId.isEmpty(), "an event without its payment");
        if (f.amount) {
            const auto again = Amount::parse(f.amount->toString(), f.amount->decimals());
            fuzz::check(again && *again == *f.amount, "an amount that does not read back");
        }
        return 0;
    case EventFrame::Type::Gap:
        fuzz::check(f.gapFrom > 0 && f.gapFrom <= f.gapTo, "a gap that runs backwards");
        return 0;
    case EventFrame::Type::Welcome:
        fuzz::check(f.heartbeatMs == 0 || (f.heartbeatMs >= 1000 && f.heartbeatMs <= 600000),
                    "a heartbeat outside its bounds");
        return 0;
    default:
        return 0;
    }
}
