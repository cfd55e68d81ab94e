#pragma once

#include "RateWindow.h"
#include "SandboxOptions.h"

#include <QByteArray>
#include <QHash>
#include <QString>
#include <memory>
#include <optional>

namespace paydesk::sandbox {

// The API keys the sandbox accepts, each with its plan, endpoint group and rate window.
class ApiKeyRegistry
{
public:
    enum class Group
    {
        Hosted,
        Local,
        Admin
    };
    enum class Outcome
    {
        Allowed,
        Missing,   // no Authorization header
        Malformed, // not "Bearer <key>"
        Unknown,   // no such key
        Limited,   // over the rate (429)
        Forbidden  // the key excludes this endpoint group (403)
    };
    struct Check
    {
        Outcome outcome = Outcome::Missing;
        RateWindow::Decision rate; // valid for Allowed, Limited, Forbidden
        QString plan;
    };

    void add(const ApiKeySpec &spec);
    bool isEmpty() const { return m_keys.isEmpty(); }
    // Authenticates an Authorization header value, counts the request against the key's window
    // and checks the key's group against the endpoint's.
    Check check(const QByteArray &authorization, Group group, qint64 nowMs);

private:
    struct Entry
    {
        ApiKeySpec spec;
        RateWindow window;
    };
    QHash<QString, Entry *> m_index;
    QList<std::shared_ptr<Entry>> m_keys;
};

} // namespace paydesk::sandbox
