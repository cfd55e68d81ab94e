#pragma once

#include "CliNodes.h"
#include "CliPrinter.h"
#include "models/AppData.h"

#include <QList>
#include <QObject>
#include <functional>

namespace paydesk::cli {

// Part of `paydesk-cli recover`: the paid fetches that did not end. An attempt whose payer was
// killed before its proof was stored is closed as unpaid when nothing can have left this computer
// (its budget released), or named when the service or a broadcast may have paid it; one another
// process is paying now is left to it. A proof that was sent but whose content never reached its
// caller is checked on chain first (LostAttempt, through the nodes every command uses): expired
// unused, it paid nothing and is closed as unpaid, its budget released; settled, it is named
// with how to get the content; neither yet, it is named as unanswered, never as paid. Fetching
// the URL again re-sends the same proof; it never pays twice.
class CliPaidFetchRecovery : public QObject
{
    Q_OBJECT
public:
    CliPaidFetchRecovery(const AppData &data, CliPrinter &printer, QObject *parent = nullptr);

    // Reports, then calls `done` with how many attempts it named. `nodes`: those the chain is
    // read through (a family without one: its attempts are named unchecked).
    void run(const x402::ChainNodes &nodes, std::function<void(int named)> done);

private:
    void sweep();
    void checkNext();
    void report(const FetchAttempt &a, const QString &outcome, const QString &text);

    const AppData &m_data;
    CliPrinter &m_printer;
    x402::ChainNodes m_nodes;
    QList<FetchAttempt> m_sent; // paid, content not handed over: checked one by one
    std::function<void(int)> m_done;
    int m_named = 0;
};

} // namespace paydesk::cli
