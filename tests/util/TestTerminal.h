#pragma once

// A pseudo-terminal as a child process's standard input, so that paydesk-cli sees a terminal
// (isatty) and asks its questions there, as it does for a person; the test types the answers.
// Standard output and error stay QProcess's pipes.
#include <QByteArray>
#include <QProcess>
#include <cstdlib>
#include <fcntl.h>
#include <unistd.h>

namespace paydesk::testing {

class TestTerminal
{
public:
    TestTerminal()
    {
        m_master = ::posix_openpt(O_RDWR | O_NOCTTY);
        if (m_master < 0 || ::grantpt(m_master) != 0 || ::unlockpt(m_master) != 0)
            return;
        const char *name = ::ptsname(m_master);
        m_slave = name ? ::open(name, O_RDWR | O_NOCTTY) : -1;
        // The echo of what the test types is never read: keep it from filling the buffer.
        ::fcntl(m_master, F_SETFL, O_NONBLOCK);
    }
    ~TestTerminal()
    {
        if (m_slave >= 0)
            ::close(m_slave);
        if (m_master >= 0)
            ::close(m_master);
    }
    TestTerminal(const TestTerminal &) = delete;
    TestTerminal &operator=(const TestTerminal &) = delete;

    bool isValid() const { return m_master >= 0 && m_slave >= 0; }

    // Call before QProcess::start(): the child's standard input becomes the terminal.
    void attach(QProcess &process) const
    {
        const int slave = m_slave;
        process.setChildProcessModifier([slave]() { ::dup2(slave, STDIN_FILENO); });
    }

    // Types `text` (end lines with '\n'); the child reads it line by line.
    void type(const QByteArray &text)
    {
        drain();
        [[maybe_unused]] const ssize_t n = ::write(m_master, text.constData(), size_t(text.size()));
    }

private:
    void drain()
    {
        char buffer[512];
        while (::read(m_master, buffer, sizeof buffer) > 0) {
        }
    }

    int m_master = -1;
    int m_slave = -1;
};

} // namespace paydesk::testing
