#pragma once

// The API and CLI tests' sandbox: the one test sandbox (tests/util/TestSandbox.h) on a fast
// chain, started when the fixture is made.
#include "core/Address.h"
#include "solana/Ed25519.h"
#include "util/TestSandbox.h"
#include "util/Wait.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QSignalSpy>
#include <QTest>

namespace paydesk::testing {

inline const QByteArray kAdminKey = TestSandbox::kAdminKey;

class SandboxFixture : public TestSandbox
{
public:
    explicit SandboxFixture(QList<sandbox::ApiKeySpec> extraKeys = {})
    {
        sandbox::SandboxOptions o;
        o.slotMs = 50; // a fast chain keeps tests short
        o.keys = std::move(extraKeys);
        startOrDie(std::move(o));
    }

    static QString freshAddress()
    {
        return Address::fromSolanaKey(solana::generateKeypair().publicKey)->toString();
    }

    QNetworkAccessManager nam;
};

} // namespace paydesk::testing
