#pragma once

#include "core/Address.h"

#include <QObject>
#include <QString>
#include <QUrl>
#include <memory>
#include <vector>

class QNetworkAccessManager;

namespace paydesk::cli {

// What one chain family adds to the nodes every paydesk-cli command goes through (CliNodes):
// its option and environment variable, how a network name or URL given there becomes its node
// client, and the sentences that name them. CliNodes applies the one rule to every registered
// family alike; the families' own classes live in their folders (cli/solana, cli/evm).
class CliNodeFamily
{
public:
    virtual ~CliNodeFamily() = default;

    // The registered families, the built-in ones (Solana, EVM) first.
    static const std::vector<std::unique_ptr<CliNodeFamily>> &all();
    // A family's node options beside the built-in ones; a later registration of a family
    // replaces the earlier one.
    static void add(std::unique_ptr<CliNodeFamily> family);
    static const CliNodeFamily *of(Chain family);

    virtual Chain family() const = 0;
    // The option that names the node ("rpc", "evm-rpc") and its environment variable.
    virtual QString option() const = 0;
    virtual QString variable() const = 0;
    // The family's client for a network name or a URL given in the option or the variable
    // (`service`: where "sandbox" points); null and a sentence when it is not one. `network`:
    // the one network the node serves when the text says (a named cluster), else empty.
    virtual std::unique_ptr<QObject> open(const QString &text, const QUrl &service,
                                          QNetworkAccessManager &network, QString *servesNetwork,
                                          QString *error) const = 0;
    // The family's client for a URL (the node chosen in the desktop app's Settings).
    virtual std::unique_ptr<QObject> client(const QUrl &url,
                                            QNetworkAccessManager &network) const = 0;
    virtual QUrl endpoint(const QObject *client) const = 0;
    virtual void setTimeoutMs(QObject *client, int ms) const = 0;
    // The family's wallets pay on the one network its node serves (Solana: its cluster); false
    // when the node is asked per payment option which chain it is on (EVM).
    virtual bool servesOneNetwork() const = 0;
    // The sentence when the node at `url` did not say which network it is on.
    virtual QString unidentified(const QString &url, const QString &problem) const;
    // What `fetch --local` needs to pay from a wallet of the family with no node; empty when
    // the family pays without one.
    virtual QString localNeedsNode() const { return {}; }
};

// A family whose node is one client class with (QNetworkAccessManager *, QUrl) construction,
// endpoint() and setTimeoutMs() (solana::RpcClient, evm::EvmRpcClient): those three parts, once.
template <class Client> class CliNodeFamilyOf : public CliNodeFamily
{
public:
    std::unique_ptr<QObject> client(const QUrl &url, QNetworkAccessManager &network) const override
    {
        return std::make_unique<Client>(&network, url);
    }
    QUrl endpoint(const QObject *client) const override
    {
        const auto *rpc = qobject_cast<const Client *>(client);
        return rpc ? rpc->endpoint() : QUrl();
    }
    void setTimeoutMs(QObject *client, int ms) const override
    {
        if (auto *rpc = qobject_cast<Client *>(client))
            rpc->setTimeoutMs(ms);
    }
};

} // namespace paydesk::cli
