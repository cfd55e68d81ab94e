#include "ApiKeyRegistry.h"

namespace paydesk::sandbox {

void ApiKeyRegistry::add(const ApiKeySpec &spec)
{
    auto entry = std::make_shared<Entry>(Entry{spec, RateWindow(spec.requestsPerMinute)});
    m_index.insert(spec.key, entry.get()); // a repeated key replaces the earlier one
    m_keys.append(entry);
}

ApiKeyRegistry::Check ApiKeyRegistry::check(const QByteArray &authorization, Group group,
                                            qint64 nowMs)
{
    Check c;
    if (authorization.trimmed().isEmpty()) {
        c.outcome = Outcome::Missing;
        return c;
    }
    const QByteArray value = authorization.trimmed();
    const qsizetype space = value.indexOf(' ');
    if (space <= 0 || value.left(space).compare("Bearer", Qt::CaseInsensitive) != 0) {
        c.outcome = Outcome::Malformed;
        return c;
    }
    const QByteArray key = value.mid(space + 1).trimmed();
    if (key.isEmpty() || key.contains(' ')) {
        c.outcome = Outcome::Malformed;
        return c;
    }
    Entry *entry = m_index.value(QString::fromUtf8(key), nullptr);
    if (!entry) {
        c.outcome = Outcome::Unknown;
        return c;
    }
    c.plan = entry->spec.plan;
    c.rate = entry->window.tryConsume(nowMs);
    if (!c.rate.allowed) {
        c.outcome = Outcome::Limited;
        return c;
    }
    const QString &g = entry->spec.group;
    const bool excluded =
        (g == u"hosted" && group == Group::Local) || (g == u"local" && group == Group::Hosted);
    c.outcome = excluded ? Outcome::Forbidden : Outcome::Allowed;
    return c;
}

} // namespace paydesk::sandbox
