#pragma once

#include <QByteArray>
#include <QHash>
#include <QString>
#include <optional>

namespace paydesk::sandbox {

class SandboxStore;

// The sandbox's side of the optional Idempotency-Key header (docs/service-contract.md): a POST
// that moves money or builds a payment, sent again with the same key by the same API key, gets
// the first answer again instead of a second payment; the same key with another body is a 409.
// Answers are kept in the state file, so a restart still recognises a key. A 5xx answer is not
// kept: the request may be retried with the same key.
class IdempotencyKeys
{
public:
    struct Answer
    {
        int status = 0;
        QByteArray body;
    };
    enum class Verdict
    {
        New,        // first use: handle the request, then complete()
        Replay,     // the same request was answered: send `answer` again
        Conflict,   // the key was used with another body
        InProgress, // the first request with this key has not been answered yet
    };
    struct Decision
    {
        Verdict verdict = Verdict::New;
        Answer answer;
        QByteArray slot; // pass to complete() / release()
    };

    explicit IdempotencyKeys(SandboxStore *store) : m_store(store) {}

    // 1 to 255 printable ASCII characters without spaces.
    static bool isValidKey(const QByteArray &key);
    // `scope` separates API keys and endpoints; `body` is the raw request body.
    Decision begin(const QString &scope, const QByteArray &key, const QByteArray &body);
    void complete(const QByteArray &slot, const Answer &answer);
    void release(const QByteArray &slot); // the request ended without an answer worth keeping

private:
    SandboxStore *m_store;
    QHash<QByteArray, QByteArray> m_inFlight; // slot -> body digest
};

} // namespace paydesk::sandbox
