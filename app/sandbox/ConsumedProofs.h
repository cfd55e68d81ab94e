#pragma once

#include <QSet>
#include <QString>

namespace paydesk::sandbox {

class SandboxStore;

// Proofs that were accepted once (keyed by transaction signature or message hash) and those
// being verified right now. A consumed proof never verifies twice, also across restarts and
// across the endpoints that accept proofs (/payment/receive, /transaction/receive, the demo
// seller).
class ConsumedProofs
{
public:
    explicit ConsumedProofs(SandboxStore *store);
    void load();

    bool isConsumed(const QString &key) const { return m_consumed.contains(key); }
    // Claims `key` for one verification in flight; false if consumed or already in flight.
    bool reserve(const QString &key);
    void release(const QString &key); // verification failed: the proof may be tried again
    void consume(const QString &key); // verification succeeded (also releases)

private:
    SandboxStore *m_store;
    QSet<QString> m_consumed;
    QSet<QString> m_inFlight;
};

} // namespace paydesk::sandbox
