#include "WalletKeyJob.h"

namespace paydesk::wallet {

void WalletKeyJob::finish(Status status, const QString &errorText,
                          std::optional<solana::Keypair> keypair)
{
    if (m_status != Status::Running || status == Status::Running)
        return;
    m_status = status;
    m_errorText = errorText;
    m_keypair = std::move(keypair);
    Q_EMIT finished();
}

void WalletKeyJob::finishWithEvmKey(EvmKey key)
{
    if (m_status != Status::Running)
        return;
    m_evmKey = std::move(key);
    finish(Status::Ok);
}

} // namespace paydesk::wallet
