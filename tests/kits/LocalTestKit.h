#pragma once

// Shared by the local-mode tests: an in-process sandbox service, the litesvm peer as a child
// process, and synchronous helpers for test code (library code never blocks).
#include "api/ServiceClient.h"
#include "payments/solana/SolanaPaymentFlow.h"
#include "solana/RpcClient.h"
#include "store/PaymentJournal.h"
#include "util/TestSandbox.h"
#include "util/Wait.h"

#include <QNetworkAccessManager>
#include <QProcess>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QUrl>
#include <memory>

namespace localtest {

inline constexpr const char *kApiKey = "test-key";

// The one waitFor of the tests (tests/util/Wait.h).
using paydesk::testing::waitFor;

// One JSON-RPC call, synchronously (tests only). Returns the result, or null with `error` set.
nlohmann::json rpc(paydesk::solana::RpcClient &client, const QString &method,
                   nlohmann::json params = nlohmann::json::array(), QString *error = nullptr);
quint64 balance(paydesk::solana::RpcClient &client, const QString &address);

// POST with the test API key; returns the parsed body (null on failure).
nlohmann::json postJson(QNetworkAccessManager &network, const QUrl &url, const QByteArray &body);

// The one test sandbox (tests/util/TestSandbox.h), its state in a file, optionally on a remote
// Solana RPC (the litesvm peer), with the local-mode tests' key.
class Sandbox : public paydesk::testing::TestSandbox
{
public:
    bool start(const QUrl &solanaRpc = {}, int slotMs = 100, bool leaderQueue = false);
    QUrl baseUrl() const { return url(); }
    QString error() const { return m_error; }
    // Built-in ledger only: advance `count` slots.
    bool advance(QNetworkAccessManager &network, int count);

private:
    QString m_error;
};

// tests/peers/litesvm/rpc-server.mjs as a child process. start() returns false with a reason
// to skip when Node.js >= 20 or the peer's node_modules are missing.
class LitesvmPeer
{
public:
    ~LitesvmPeer();
    bool start(QString *skipReason);
    QUrl url() const { return m_url; }
    QString log() const;

private:
    QProcess m_process;
    QUrl m_url;
};

// A client side wired like the app's: one network manager, the service client with the test
// key, an RPC client, a journal in a temporary SQLite file, and keys held in memory (the
// keychain path is covered by the wallet and CLI tests).
class Rig
{
public:
    Rig(const QUrl &serviceUrl, const QUrl &rpcUrl);
    ~Rig();

    QNetworkAccessManager network;
    paydesk::ServiceClient service;
    paydesk::solana::RpcClient rpc;
    std::unique_ptr<paydesk::PaymentJournal> journal;

    // A fresh keypair funded with `lamports` (airdrop through the RPC), kept for signing.
    const paydesk::solana::Keypair &fundedKey(quint64 lamports);
    void addKey(const paydesk::solana::Keypair &kp);
    paydesk::solana::SolanaPaymentFlow::KeyProvider keys();
    paydesk::solana::SolanaPaymentFlow *
    flow(paydesk::solana::SolanaPaymentFlow::Options options = quickOptions());
    static paydesk::solana::SolanaPaymentFlow::Options quickOptions();
    // Runs a flow to its end (approving when autoApprove is off is the caller's business).
    static bool runToEnd(paydesk::solana::SolanaPaymentFlow *flow, int timeoutMs = 30000);

private:
    QTemporaryDir m_dir;
    QString m_connection;
    std::vector<std::unique_ptr<paydesk::solana::Keypair>> m_keys;
};

} // namespace localtest
