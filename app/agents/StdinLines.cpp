#include "StdinLines.h"

#include <cstdio>

namespace paydesk::agents {

StdinLines::~StdinLines()
{
    // Still blocked in a read at shutdown (the client keeps its end open): the read is a
    // cancellation point, and nothing of this thread's is left to tidy.
    if (isRunning()) {
        terminate();
        wait();
    }
}

void StdinLines::run()
{
    QByteArray current;
    bool dropping = false;
    char chunk[65536];
    while (std::fgets(chunk, sizeof chunk, stdin)) {
        const QByteArrayView piece(chunk);
        const bool ends = piece.endsWith('\n');
        if (!dropping)
            current.append(ends ? piece.chopped(1) : piece);
        if (current.size() > kMaxLine) {
            current.clear();
            dropping = true;
        }
        if (!ends)
            continue;
        if (dropping)
            Q_EMIT tooLong();
        else if (!current.trimmed().isEmpty())
            Q_EMIT line(current.endsWith('\r') ? current.chopped(1) : current);
        current.clear();
        dropping = false;
    }
    if (!dropping && !current.trimmed().isEmpty())
        Q_EMIT line(current);
    Q_EMIT closed();
}

} // namespace paydesk::agents
