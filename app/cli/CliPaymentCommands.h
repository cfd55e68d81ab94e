#pragma once

#include "CliArguments.h"
#include "CliNodes.h"
#include "CliPrinter.h"
#include "api/ServiceClient.h"
#include "models/RecipientCheck.h"

#include <QNetworkAccessManager>
#include <QObject>
#include <QUrl>
#include <optional>

namespace paydesk::cli {

// paydesk-cli send | receive | history: the hosted payments, one service call each (send reads
// the paying wallet's balance first, for the balance left, when an RPC endpoint is at hand).
class CliPaymentCommands : public QObject
{
    Q_OBJECT
public:
    CliPaymentCommands(const CliArguments &args, CliPrinter &printer,
                       QNetworkAccessManager &network, ServiceClient &client, const QUrl &service,
                       QObject *parent = nullptr);
    void send();
    void receive();
    // history WALLET: the service's page (unless `askService` is false: no service or key is
    // at hand for a wallet whose key is in Paydesk) with, on the first page, the payments Paydesk
    // recorded itself for the wallet (`own`: x402 payments a local key signed, which no service
    // lists), newest first.
    void history(const QList<PaymentRecord> &own = {}, bool askService = true);
    // The nodes the desktop app chose in Settings: a hosted send reads the balance before
    // through them when no node is named (CliNodes).
    void setAppSettings(const CliNodes::AppSettings &settings) { m_app = settings; }
    // The user's wallets (hosted and on this computer): a send to an address that looks like one
    // of them is refused unless --yes (RecipientCheck::lookAlike).
    void setOwnWallets(const QList<RecipientCheck::Wallet> &own) { m_own = own; }
    // The refusal of a send to a look-alike of one of `own` without --yes (hosted or local);
    // empty for any other recipient.
    static QString lookAlikeRefusal(const QString &recipient,
                                    const QList<RecipientCheck::Wallet> &own);

Q_SIGNALS:
    void done(int exitCode);

private:
    void sendNow(const SendPaymentRequest &request, const std::optional<Amount> &balance);
    void fail(const ApiError &error);
    void usage(const QString &text);
    // `page` with the `own` records it lacks, when it is the first page.
    static HistoryPage withOwn(HistoryPage page, const QList<PaymentRecord> &own);

    const CliArguments &m_args;
    CliPrinter &m_printer;
    QNetworkAccessManager &m_network;
    ServiceClient &m_client;
    QUrl m_service;
    CliNodes::AppSettings m_app;
    QList<RecipientCheck::Wallet> m_own;
};

} // namespace paydesk::cli
