#include "IdempotencyKeys.h"

#include "SandboxStore.h"

#include <QCryptographicHash>
#include <algorithm>
#include <nlohmann/json.hpp>

namespace paydesk::sandbox {

namespace {
QByteArray digest(const QByteArray &data)
{
    return QCryptographicHash::hash(data, QCryptographicHash::Sha256).toHex();
}
QString metaKey(const QByteArray &slot)
{
    return QStringLiteral("idempotency:") + QString::fromLatin1(slot);
}
} // namespace

bool IdempotencyKeys::isValidKey(const QByteArray &key)
{
    if (key.isEmpty() || key.size() > 255)
        return false;
    return std::all_of(key.cbegin(), key.cend(), [](char c) { return c >= 0x21 && c <= 0x7e; });
}

IdempotencyKeys::Decision IdempotencyKeys::begin(const QString &scope, const QByteArray &key,
                                                 const QByteArray &body)
{
    Decision d;
    d.slot = digest(scope.toUtf8() + '\n' + key);
    const QByteArray bodyDigest = digest(body);
    if (const auto it = m_inFlight.constFind(d.slot); it != m_inFlight.cend()) {
        d.verdict = it.value() == bodyDigest ? Verdict::InProgress : Verdict::Conflict;
        return d;
    }
    const QByteArray stored = m_store->meta(metaKey(d.slot));
    if (!stored.isEmpty()) {
        const auto json = nlohmann::json::parse(stored.toStdString(), nullptr, false);
        if (json.is_object() && json.value("body_sha256", "") == bodyDigest.toStdString()) {
            d.verdict = Verdict::Replay;
            d.answer.status = json.value("status", 500);
            d.answer.body = QByteArray::fromStdString(json.value("answer", ""));
            return d;
        }
        d.verdict = Verdict::Conflict;
        return d;
    }
    m_inFlight.insert(d.slot, bodyDigest);
    return d;
}

void IdempotencyKeys::complete(const QByteArray &slot, const Answer &answer)
{
    const QByteArray bodyDigest = m_inFlight.take(slot);
    if (bodyDigest.isEmpty() || answer.status >= 500)
        return;
    const nlohmann::json json = {{"body_sha256", bodyDigest.toStdString()},
                                 {"status", answer.status},
                                 {"answer", answer.body.toStdString()}};
    m_store->setMeta(metaKey(slot), QByteArray::fromStdString(json.dump()));
}

void IdempotencyKeys::release(const QByteArray &slot)
{
    m_inFlight.remove(slot);
}

} // namespace paydesk::sandbox
