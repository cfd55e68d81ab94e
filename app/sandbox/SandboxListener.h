#pragma once

#include <QString>

class QTcpServer;

namespace paydesk::sandbox {

struct SandboxOptions;

// The socket the sandbox serves on: plain TCP, or TLS (QSslServer) when the options name a
// certificate and key, so clients can be measured and tested against an https seller as real
// sellers are. The server is listening when returned; null and a sentence in `error` otherwise.
class SandboxListener
{
public:
    static QTcpServer *open(const SandboxOptions &options, QString *error);
    static QString scheme(const SandboxOptions &options);
};

} // namespace paydesk::sandbox
