#pragma once

#include "kits/SandboxClient.h"
#include "solana/Ed25519.h"
#include "solana/Transaction.h"
#include "util/TestSandbox.h"

// The one test sandbox (tests/util/TestSandbox.h) with the options under test, a raw HTTP client
// holding key "test-key" (enterprise plan, so functional tests never hit the rate limit) and
// helpers around the chain.
class SandboxHarness : public paydesk::testing::TestSandbox
{
public:
    explicit SandboxHarness(paydesk::sandbox::SandboxOptions options = defaults());
    static paydesk::sandbox::SandboxOptions defaults();
    // defaults() plus the keys the API tests share: "hosted-only" and "local-only" (premium,
    // restricted to one endpoint group) and "five" (standard, 5 requests per minute).
    static paydesk::sandbox::SandboxOptions withGroupKeys();
    // Checks the contract's error envelope: success false, a message, details, a ms timestamp.
    static void checkErrorEnvelope(const HttpResult &r);

    bool start();
    SandboxClient &client() { return m_client; }
    QString error() const { return m_error; }

    QString createWallet(const QString &amount = QStringLiteral("10"));
    quint64 lamports(const QString &address);
    QString airdropNewKey(paydesk::solana::Keypair *out, quint64 lamports);
    void advance(int slots);
    // Signs `base64` with every given key and broadcasts it through /rpc; returns the RPC answer.
    nlohmann::json signAndBroadcast(const QString &base64,
                                    const QList<const paydesk::solana::Keypair *> &keys,
                                    bool skipPreflight = false);
    static QString sign(const QString &base64, const QList<const paydesk::solana::Keypair *> &keys);

private:
    paydesk::sandbox::SandboxOptions m_options;
    SandboxClient m_client;
    QString m_error;
};
