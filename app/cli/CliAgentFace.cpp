#include "CliAgentFace.h"

#include "store/AgentStore.h"
#include "store/PaidFetchJournal.h"

namespace paydesk::cli {

std::optional<int> CliAgentFace::holdKeysSeconds(const CliArguments &args, QString *error)
{
    if (!args.has(QStringLiteral("hold-keys")))
        return kDefaultHoldKeysSeconds;
    bool ok = false;
    const int seconds = args.value(QStringLiteral("hold-keys")).toInt(&ok);
    if (ok && seconds >= 0 && seconds <= kMaxHoldKeysSeconds)
        return seconds;
    *error = tr("--hold-keys takes the seconds the keys stay after the last payment, "
                "0 to %1 (0: read from the keychain for every payment).")
                 .arg(kMaxHoldKeysSeconds);
    return std::nullopt;
}

QString CliAgentFace::storesProblem(const AppData &data)
{
    if (!data.ok())
        return data.error;
    if (!data.agents->isReady() || !data.fetches->isReady())
        return data.agents->lastError() + data.fetches->lastError();
    return {};
}

} // namespace paydesk::cli
