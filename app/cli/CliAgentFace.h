#pragma once

#include "CliArguments.h"
#include "models/AppData.h"

#include <QCoreApplication>
#include <QString>
#include <optional>

namespace paydesk::cli {

// What the agents' two faces (mcp, proxy) check before they serve, the same way.
class CliAgentFace
{
    Q_DECLARE_TR_FUNCTIONS(CliAgentFace)
public:
    static constexpr int kDefaultHoldKeysSeconds = 300;
    static constexpr int kMaxHoldKeysSeconds = 86400;

    // --hold-keys: how long the wallets' keys stay in the process after the last payment
    // (KeyCache); the default when not given; nullopt + a sentence when out of range.
    static std::optional<int> holdKeysSeconds(const CliArguments &args, QString *error);
    // Why the stores agents pay through (database, agents, paid fetches) cannot be used; empty
    // when they can.
    static QString storesProblem(const AppData &data);
};

} // namespace paydesk::cli
