#pragma once

#include <QByteArray>
#include <QThread>

namespace paydesk::agents {

// Standard input as lines, read on a thread of its own (a pipe cannot be watched by the event
// loop on every platform): line() for each line without its end, closed() at the end of input.
// `paydesk-cli mcp` reads its client's JSON-RPC messages with it.
class StdinLines : public QThread
{
    Q_OBJECT
public:
    // A line longer than this (bytes) is dropped whole and reported by tooLong().
    static constexpr qsizetype kMaxLine = 8 * 1024 * 1024;

    using QThread::QThread;
    ~StdinLines() override;

Q_SIGNALS:
    void line(const QByteArray &text);
    void tooLong();
    void closed();

protected:
    void run() override;
};

} // namespace paydesk::agents
