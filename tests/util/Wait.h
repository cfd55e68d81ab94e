#pragma once

// Waiting in tests: the one place test code spins the event loop for something to happen
// (library code never blocks).
#include <QSignalSpy>
#include <QtGlobal>
#include <type_traits>

namespace paydesk::testing {

// Waits until `object` emits `signal`; false after `ms` without it.
template <typename Object, typename Signal>
requires std::is_member_function_pointer_v<Signal>
bool waitFor(Object *object, Signal signal, int ms = 20000)
{
    QSignalSpy spy(object, signal);
    return spy.wait(ms);
}

// Waits for a reply (an ApiReply, or any QObject with isFinished() and finished()) and returns
// it; a reply that never finishes ends the test run, since nothing after it could be trusted.
template <typename Reply> Reply *waitFor(Reply *reply, int ms = 30000)
{
    if (!reply->isFinished()) {
        QSignalSpy spy(reply, &Reply::finished);
        if (!spy.wait(ms))
            qFatal("reply did not finish in %d ms", ms);
    }
    return reply;
}

} // namespace paydesk::testing
