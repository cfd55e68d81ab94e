#pragma once

#include "CliPrinter.h"
#include "api/ServiceClient.h"

#include <QObject>
#include <QStringList>

namespace paydesk::cli {

// Part of `paydesk-cli recover`: the local-mode builds of this computer's wallets that nobody
// signed, as the service's history has them: still pending (they expire unsigned) or expired
// unsigned ("not signed, nothing charged"). Read only: nothing is signed or sent.
class CliUnsignedBuilds : public QObject
{
    Q_OBJECT
public:
    CliUnsignedBuilds(ServiceClient &client, CliPrinter &printer, QObject *parent = nullptr);
    void run(const QStringList &wallets);

Q_SIGNALS:
    void done(); // always; a wallet whose history could not be read is said so

private:
    void next();

    ServiceClient &m_client;
    CliPrinter &m_printer;
    QStringList m_wallets;
    int m_found = 0;
    int m_checked = 0;   // wallets whose history was read
    int m_unchecked = 0; // wallets whose history could not be read
};

} // namespace paydesk::cli
