#pragma once

#include "core/Address.h"
#include "payments/kits/ChainNodes.h"

#include <QList>
#include <QObject>
#include <QPointer>
#include <QString>
#include <QUrl>
#include <functional>
#include <optional>

class QNetworkAccessManager;

namespace paydesk {

class SettingsModel;

// A chain family's choice of node, per profile ("sandbox" / "service"), stored in SettingsModel:
// one of the family's public networks (each with an optional URL of the user's own node), the
// sandbox's own node, or a custom URL. Everything but the family's table of choices and its node
// client is the same for every family and lives here: the stored choice and URLs, the rules of
// choosing, following the choice with the one client the app's parts share, the health check's
// life. Each family's model (models/solana/SolanaNodeSettings, models/evm/EvmNodeSettings) gives
// its table, client and check, and keeps its own typed names for its choices.
class NodeSettings : public QObject
{
    Q_OBJECT
public:
    // One of the family's choices, as its views list it.
    struct Choice
    {
        QString name;         // stored and CLI name: "devnet", "base-sepolia", "sandbox", "custom"
        QString title;        // "Devnet (test funds)"
        bool sandbox = false; // the built-in sandbox's own node: offered only with the sandbox
        bool custom = false;  // a URL of the user's, on whatever network it serves
    };

    // `keyPrefix`: where the family's choice is stored ("solanaRpc"); `choiceKey`: the name of the
    // stored choice under it ("cluster").
    NodeSettings(SettingsModel *settings, QNetworkAccessManager *network, QString keyPrefix,
                 QString choiceKey, QObject *parent = nullptr);

    virtual Chain family() const = 0;
    virtual QList<Choice> choices() const = 0;
    // The node client the app's parts share (solana::RpcClient, evm::EvmRpcClient, ...); it
    // follows the choice.
    virtual QObject *client() = 0;
    // The chosen network's key ("solana-devnet", "eip155:84532"); empty for a custom endpoint,
    // whose network is not known before asking it.
    virtual QString networkId() const = 0;
    // "devnet", "Base Sepolia", "custom endpoint": what the wallet views name the network by.
    virtual QString networkTitle() const = 0;
    // The one network this family's wallets pay on through the node (Solana: the chosen
    // cluster's); empty when the node is asked per payment option which chain it is on (EVM).
    virtual QString paysOn() const { return {}; }
    // A line under the choice: what the chosen network is and what may be pasted.
    virtual QString choiceHint(const QString &name) const = 0;
    // "Local payments now go through <url>.": said once the user chose a node.
    virtual QString nowUsing(const QUrl &url) const = 0;
    // The Wallets page's test-funds button for the chosen node ("Add test &SOL and USDC" from a
    // sandbox's faucet, "Add 5 &test SOL" from a public test cluster's airdrop); empty when the
    // node gives none.
    virtual QString testFundsTitle() const = 0;
    // The public (or sandbox) URL of a choice, ignoring the user's own one; empty for custom.
    virtual QUrl publicUrl(const QString &name) const = 0;

    // The profile and the service URL (the sandbox's node hangs off it); reloads the choice.
    void setProfile(const QString &profile, const QUrl &serviceUrl);
    QString profile() const { return m_profile; }
    QUrl serviceUrl() const { return m_serviceUrl; }
    // The built-in sandbox, or a sandbox service on this computer (ServiceConfig's one rule).
    bool isSandboxAvailable() const;

    QString chosen() const { return m_chosen; }
    std::optional<Choice> choice(const QString &name) const;
    // The URL of a choice: the user's own one when set, else the public or sandbox one.
    QUrl urlOf(const QString &name) const;
    // True when the user gave the choice a URL of their own (the only kind custom has).
    bool hasOwnUrlOf(const QString &name) const;
    QUrl endpoint() const { return urlOf(m_chosen); }
    bool onSandbox() const;

    // Chooses `name`; `url` (optional) replaces its URL (empty: back to the public one).
    // False + a sentence when the URL is not usable (e.g. plain http off this computer).
    bool chooseNamed(const QString &name, const QString &url = {}, QString *error = nullptr);

    // The families' chosen nodes as the paying code and the balance readers take them (one per
    // family); with `paying`, each with the network its wallets pay on (paysOn()).
    static x402::ChainNodes chainNodes(const QList<NodeSettings *> &settings, bool paying);

    // Checks `url` (empty: the chosen endpoint); healthChecked() follows.
    void checkHealth(const QUrl &url = {});
    bool isChecking() const { return !m_check.isNull(); }

Q_SIGNALS:
    void endpointChanged(const QUrl &url);
    void healthChecked(bool healthy, const QString &text);

protected:
    // The choice when none is stored: the sandbox's node when it is there, else a test network
    // (never real money by default).
    virtual QString defaultChoice(bool sandboxAvailable) const = 0;
    // Whether `text` is a URL a custom choice may take: true; false with the sentence to show.
    virtual bool acceptsUrl(const QString &text, QString *why) const = 0;
    // "The sandbox's RPC exists only while Paydesk uses the built-in sandbox."
    virtual QString sandboxMissing() const = 0;
    // Points the shared client at `url`.
    virtual void follow(const QUrl &url) = 0;
    // Starts a health check of `url` in objects parented to `holder`; `done` runs once with its
    // verdict and the sentence to show.
    using CheckDone = std::function<void(bool healthy, const QString &text)>;
    virtual void startCheck(const QUrl &url, QObject *holder, const CheckDone &done) = 0;

    QNetworkAccessManager *network() const { return m_network; }

private:
    QString key(const QString &what) const;
    void apply();

    SettingsModel *m_settings;
    QNetworkAccessManager *m_network;
    QString m_keyPrefix;
    QString m_choiceKey;
    QString m_profile = QStringLiteral("sandbox");
    QUrl m_serviceUrl;
    QString m_chosen;
    QUrl m_followed; // the URL the client was last pointed at
    QPointer<QObject> m_check;
};

} // namespace paydesk
