#pragma once

#include "CliPrinter.h"
#include "models/AppData.h"

#include <QCoreApplication>

namespace paydesk::cli {

// Part of `paydesk-cli recover`: the paid fetches that did not end. An attempt whose payer was
// killed before its proof was stored is closed as unpaid when nothing can have left this computer
// (its budget released), or named when the service or a broadcast may have paid it; one another
// process is paying now is left to it; one paid whose content never reached its caller is named
// with how to get it (fetching the URL again re-sends the same proof, it never pays again).
class CliPaidFetchRecovery
{
    Q_DECLARE_TR_FUNCTIONS(CliPaidFetchRecovery)
public:
    // How many attempts it named.
    static int report(const AppData &data, CliPrinter &printer);
};

} // namespace paydesk::cli
