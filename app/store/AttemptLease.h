#pragma once

#include <QString>

namespace paydesk {

// Which process owns an open paid-fetch attempt, and whether it still runs. Each process that
// journals attempts holds one lease per data folder for its lifetime: a file named by a random id
// in `<data folder>/leases/`, locked by that process, its id written into every attempt it begins
// (x402_attempts.owner). The operating system releases the lock when the process ends in any way
// (kill -9, a crash, a power cut), whatever its pid becomes later, so another process can tell an
// abandoned attempt from one under way, and close it instead of waiting for it forever. On Unix
// the lock is flock(2), taken before the file is renamed into place, so a lease is never seen
// unlocked while its process runs; elsewhere it is a QLockFile (its process id and name).
class AttemptLease
{
public:
    // This process's lease in the folder of `databasePath` (taken at the first call); empty and
    // `error` set when it cannot be taken: then no attempt may begin.
    static QString held(const QString &databasePath, QString *error);
    // Whether the process holding lease `owner` runs. This process's own lease is alive; an empty
    // owner (an attempt from before leases) or a lease whose file is gone is not.
    static bool alive(const QString &databasePath, const QString &owner);
};

} // namespace paydesk
