#pragma once

#include "HttpExchange.h"

#include <QString>

namespace paydesk::sandbox {

// One structured line per request, logfmt style:
//   ts=2025-11-22T03:04:05.678Z method=POST path=/payment/send status=200 ms=3 note=...
// Query strings keep their parameter names only (values may be anything); the Authorization
// header, proofs and bodies are never logged.
class RequestLog
{
public:
    static QString line(const HttpExchange &exchange);
    // "/payment/history/X?type&limit" for a query "type=sent&limit=5".
    static QString sanitizedTarget(const QString &path, const QUrlQuery &query);
};

} // namespace paydesk::sandbox
