#pragma once

#include "CliArguments.h"
#include "models/AppData.h"

#include <QCoreApplication>

namespace paydesk::cli {

// token list | add NETWORK ADDRESS --symbol SYM --decimals N | remove NETWORK ADDRESS: the tokens
// Paydesk trusts for x402 payments. Its own table (USDC on the networks it knows) is always
// there; a seller's other token is refused until the user adds it here (AddedTokens says what
// is refused). Local only: nothing is sent anywhere. Exit 2 for a wrong call, 4 when refused.
class CliTokens
{
    Q_DECLARE_TR_FUNCTIONS(CliTokens)
public:
    static int run(const CliArguments &args, const AppData &data);
};

} // namespace paydesk::cli
