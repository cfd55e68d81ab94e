#pragma once

#include <QString>
#include <QUrl>

namespace paydesk {

// A web origin as budgets, grants and the approvals key sites: "scheme://host:port", lower case,
// with the scheme's default port written out (RFC 6454 §4), so "https://Shop.example/a" and
// "https://shop.example:443/b" are one site.
class Origin
{
public:
    static QString of(const QUrl &url);
};

} // namespace paydesk
