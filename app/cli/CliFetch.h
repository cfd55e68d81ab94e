#pragma once

#include "CliArguments.h"
#include "CliFetchOutput.h"
#include "CliNodes.h"
#include "models/AppData.h"
#include "payments/PaidFetch.h"
#include "payments/PaymentServices.h"
#include "wallet/SecretStore.h"

#include <QObject>
#include <QSet>
#include <memory>

namespace paydesk {
class SettingsModel;
}

namespace paydesk::wallet {
class WalletKeyStore;
class WalletDirectory;
class WalletManager;
} // namespace paydesk::wallet

namespace paydesk::cli {

// fetch URL [--from WALLET] [--max-amount DEC] [--yes] [--local] [--rpc URL] [--evm-rpc URL]
// [--network NAME] [--out FILE]: opens a URL, and when it answers 402 pays for it (hosted through
// the service, or local with the wallet's key) within the site's budget, after asking on a terminal
// unless --yes or a granted budget allows it. A price above the default caps of a site without a
// budget is paid after a "y" at the terminal, or with --yes --max-amount X (X at least the price):
// that one payment, no budget granted. Not on a terminal, an unconfirmed payment is refused (exit
// 4), saying that nobody was asked.
class CliFetch : public QObject
{
    Q_OBJECT
public:
    CliFetch(const CliArguments &args, QNetworkAccessManager &network, ServiceClient &client,
             const QUrl &service, const AppData &data, QObject *parent = nullptr);
    ~CliFetch() override;
    void run();

    // The nodes the desktop app chose in Settings (CliNodes' last step), before run().
    void setAppSettings(const CliNodes::AppSettings &settings) { m_app = settings; }
    // Whether fetch pays from keys in Paydesk: --local, or every --from is a wallet whose key is
    // in Paydesk (in any letter case). Then no payment service is needed.
    static bool paysLocally(const CliArguments &args, const AppData &data);
    // The service every command uses: --service, PAYDESK_SERVICE_URL, else the desktop app's:
    // its built-in sandbox (where it listens, SandboxAddress) when the app uses that, else the
    // service set in the app. `dataDir`: the app's data folder.
    static QUrl configuredService(const CliArguments &args, const SettingsModel &settings,
                                  const QString &dataDir);

Q_SIGNALS:
    void done(int exitCode);

private:
    bool prepare(QString *usageError, QString *refusal);
    // Once the Solana node's network is known: the wallets that may pay, and on which network.
    void choosePayers();
    void start(const QUrl &url);
    // What this run pays with: the app's stores and wallets, this run's service and nodes.
    x402::PaymentServices paymentServices(const QString &network) const;
    void onConfirmationNeeded();
    void onFinished();
    static int exitCodeFor(const QString &code);

    const CliArguments &m_args;
    QNetworkAccessManager &m_network;
    ServiceClient &m_client;
    QUrl m_service;
    CliFetchOutput m_output;
    CliNodes::AppSettings m_app;
    CliNodes m_nodes;    // the nodes balances are read and payments made through, per family
    QStringList m_froms; // --from, each address in its canonical form
    bool m_local = false;
    QSet<Chain> m_families; // the families whose wallets may pay (named, or the service's own)
    const AppData &m_data;  // the app's budgets, journals and wallets (CliRunner::data())
    std::unique_ptr<x402::PaidFetch> m_fetch;
    x402::PaymentServices m_services;
    x402::PaidFetch::Options m_options;
    int m_exitOverride = 0;
    bool m_requirementsShown = false;
    bool m_balanceFromRpc = false;
};

} // namespace paydesk::cli
