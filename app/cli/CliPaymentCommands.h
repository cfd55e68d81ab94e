#pragma once

#include "CliArguments.h"
#include "CliPrinter.h"
#include "api/ServiceClient.h"

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
    void history();

Q_SIGNALS:
    void done(int exitCode);

private:
    void sendNow(const SendPaymentRequest &request, const std::optional<Amount> &balance);
    void fail(const ApiError &error);
    void usage(const QString &text);

    const CliArguments &m_args;
    CliPrinter &m_printer;
    QNetworkAccessManager &m_network;
    ServiceClient &m_client;
    QUrl m_service;
};

} // namespace paydesk::cli
