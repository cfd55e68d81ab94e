#pragma once

// The session the secret-hygiene test watches: the in-process sandbox (its state outside HOME),
// three recording proxies in front of it (service, Solana RPC, seller), and the desktop app's
// AppContext with its default data folder and settings under HOME, talking only to the proxies.
// Every secret the session creates or imports is added to secrets() in all its encodings; the
// API key to keyForms(). Each step returns an empty string, or what went wrong.
#include "AppContext.h"
#include "kits/SecretForms.h"
#include "kits/WireRecorder.h"
#include "models/WalletSetupController.h"
#include "payments/solana/SolanaPaymentFlow.h"
#include "util/TestSandbox.h"

#include <QTemporaryDir>
#include <memory>
#include <optional>

namespace paydesk::testing {

class SecretSession
{
public:
    SecretSession();
    ~SecretSession();

    // Sandbox, proxies, the app, the API key tested and saved through ApiKeyController (as the
    // Settings page does), two hosted wallets.
    QString start();
    void closeApp(); // the app ends: settings synced, database closed

    AppContext *context() { return m_context.get(); }
    sandbox::SandboxServer *server() { return &m_sandbox->server(); }
    QList<WireRecorder *> recorders() const;
    WireRecorder *service() const { return m_service.get(); }
    WireRecorder *rpc() const { return m_rpc.get(); }
    WireRecorder *seller() const { return m_seller.get(); }
    QString apiKey() const { return m_apiKey; }
    const SecretForms &secrets() const { return m_secrets; }
    const SecretForms &keyForms() const { return m_keyForms; }
    QString outsideHome() const { return m_outside.path(); }

    // The steps (each records its secrets first).
    QString setLockPassphrase(); // the Paydesk lock passphrase, when the tree has AppLock
    QString createWallet(int words, bool withPassphrase, QString *address);
    QString importPhrase(QString *address);
    QString importBase58(QString *address);
    QString importKeypairFile(QString *address);
    QString hostedSendAndVerify();
    QString paidFetch(const QString &resource, const QString &wallet, bool local);
    QString localSend(const QString &payer);
    // The phrase-imported wallet (buyer) signs a transfer to `seller`, who co-signs locally.
    QString localCoSign(const QString &seller, const QString &buyer);
    // An EVM key (raw hex import) into the keychain, funded on the sandbox's EVM chain, and a
    // local EVM payment from it through the app's controller (its node: the service's /evm).
    QString evmSend(QString *address);
    // A service answering 307 to another origin: what reached that origin, from the
    // ServiceClient, or (`plainQt`) from a bare QNetworkRequest with an Authorization header and
    // Qt's NoLessSafeRedirectPolicy (what Qt itself does).
    QList<WireRecorder::Connection> redirectedRequest(bool plainQt);

    QString hostedBuyer() const { return m_hostedBuyer; }

private:
    void addKeypair(const QString &what, const solana::Keypair &kp);
    solana::Keypair addPhrase(const QString &what, const QByteArray &phrase,
                              const QByteArray &passphrase);
    QString waitForSetup(WalletSetupController &setup, QString *address);
    nlohmann::json rpcCall(const QString &method, nlohmann::json params);
    void airdrop(const QString &address, quint64 lamports);
    static QString approveAndConfirm(solana::SolanaPaymentFlow *flow);

    QTemporaryDir m_outside; // sandbox state, the keypair file: not Paydesk's, not under HOME
    std::unique_ptr<testing::TestSandbox> m_sandbox; // tests/util/TestSandbox.h
    std::unique_ptr<WireRecorder> m_service, m_rpc, m_seller;
    std::unique_ptr<AppContext> m_context;
    QString m_apiKey;
    SecretForms m_secrets;
    SecretForms m_keyForms;
    std::optional<solana::Keypair> m_phraseKeypair;
    QString m_hostedBuyer, m_hostedShop;
};

} // namespace paydesk::testing
