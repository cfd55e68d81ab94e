#pragma once

#include <QObject>

class QSocketNotifier;

namespace paydesk {

// Turns SIGINT and SIGTERM into a Qt signal, safely: the POSIX handler only write()s the signal
// number to a socketpair, and a QSocketNotifier reads it in the event loop. One instance per
// process at a time (paydesk-sandbox; paydesk-cli while `status --wait` waits). POSIX only.
class ShutdownSignals : public QObject
{
    Q_OBJECT
public:
    explicit ShutdownSignals(QObject *parent = nullptr);
    ~ShutdownSignals() override;
    bool isValid() const { return m_notifier != nullptr; }

Q_SIGNALS:
    void requested(int signalNumber);

private:
    void readSignal();
    QSocketNotifier *m_notifier = nullptr;
};

} // namespace paydesk
