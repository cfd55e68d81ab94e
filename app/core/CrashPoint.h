#pragma once

namespace paydesk {

// The named moments of a payment where the crash tests kill the process, as `kill -9` would at
// that instant: with PAYDESK_CRASH_AT=<name> set, reach(<name>) ends the process at once (SIGKILL
// on Unix, TerminateProcess elsewhere: no handler, no flush, no destructor, nothing written after).
// Without the variable, reach() is one comparison. The points and what a restart must find are in
// docs/architecture.md ("Exactly once").
class CrashPoint
{
public:
    static void reach(const char *name);
};

} // namespace paydesk
