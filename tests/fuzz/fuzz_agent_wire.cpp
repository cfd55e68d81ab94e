// What agents' programs send Paydesk: the paying proxy's HTTP/1.1 requests
// (HttpRequestReader: any bytes a local client sends) and the approval channel's lines
// (ApprovalRequest, between paydesk-cli and the desktop app).
// Selector: 0 the bytes in one piece, 1 the same bytes in pieces of 1..7 bytes (a slow client),
// 2 an approval request line, 3 an answer line.
// Properties: a complete request has a method, a target, an HTTP/1.x version and exactly the body
// its Content-Length names, never one with Transfer-Encoding; the bytes taken are never more than
// were given; in pieces the same requests come out as in one piece; an approval request read back
// from its own line is the same request.

#include "FuzzCommon.h"
#include "agents/HttpRequestReader.h"
#include "models/ApprovalRequest.h"

using namespace paydesk;
using namespace paydesk::agents;

namespace {
// Every request `bytes` holds, fed in pieces of `step` bytes (0: at once); the last outcome.
QList<QByteArray> readAll(const QByteArray &bytes, int step, HttpRequestReader::Outcome *last)
{
    HttpRequestReader reader;
    QByteArray buffer;
    QList<QByteArray> out;
    qsizetype given = 0;
    *last = HttpRequestReader::Outcome::NeedMore;
    while (given < bytes.size() && *last != HttpRequestReader::Outcome::Refused) {
        const qsizetype n = step ? qMin<qsizetype>(step, bytes.size() - given) : bytes.size();
        buffer.append(bytes.mid(given, n));
        given += n;
        const qsizetype before = buffer.size();
        while ((*last = reader.read(buffer)) == HttpRequestReader::Outcome::Complete) {
            const HttpRequestReader::Request &r = reader.request();
            paydesk::fuzz::check(!r.method.isEmpty() && !r.target.isEmpty() &&
                                     r.version.startsWith("HTTP/1."),
                                 "a request without method, target or HTTP/1.x version");
            paydesk::fuzz::check(r.header("Transfer-Encoding").isEmpty(),
                                 "a chunked request was taken");
            const QByteArray length = r.header("Content-Length");
            paydesk::fuzz::check(length.isEmpty() ? r.body.isEmpty()
                                                  : r.body.size() == length.toLongLong(),
                                 "the body is not what Content-Length names");
            out.append(r.method + ' ' + r.target + '\n' + r.body);
        }
        paydesk::fuzz::check(buffer.size() <= before, "the reader grew the buffer");
    }
    return out;
}
} // namespace

PAYDESK_FUZZ_TARGET(agent_wire)
{
    const paydesk::fuzz::Input in(data, size, 4);
    switch (in.selector) {
    case 0:
    case 1: {
        HttpRequestReader::Outcome whole, pieces;
        const QList<QByteArray> once = readAll(in.payload, 0, &whole);
        const int step = in.payload.isEmpty() ? 1 : 1 + (uint8_t(in.payload.at(0)) % 7);
        const QList<QByteArray> slow = readAll(in.payload, step, &pieces);
        // A refusal may come earlier in pieces (a head too large is seen sooner); what was read
        // before it is the same.
        if (whole != HttpRequestReader::Outcome::Refused &&
            pieces != HttpRequestReader::Outcome::Refused)
            paydesk::fuzz::check(once == slow, "in pieces the requests differ");
        break;
    }
    case 2:
        if (const auto r = ApprovalRequest::fromLine(in.payload)) {
            const auto again = ApprovalRequest::fromLine(r->toLine().trimmed());
            paydesk::fuzz::check(again && again->id == r->id && again->agent == r->agent &&
                                     again->origin == r->origin && again->price == r->price &&
                                     again->unit == r->unit && again->reason == r->reason &&
                                     again->timeoutSeconds == r->timeoutSeconds,
                                 "an approval request does not read back as itself");
            paydesk::fuzz::check(r->timeoutSeconds >= 1 && r->timeoutSeconds <= 3600,
                                 "a timeout outside 1..3600 s");
        }
        break;
    default:
        (void)ApprovalRequest::answerFrom(in.payload, 7);
        break;
    }
    return 0;
}
