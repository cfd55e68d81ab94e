#include "WalletManager.h"

#include <QTimer>

namespace paydesk::wallet {

WalletManager::WalletManager(WalletKeyStore *keys, WalletDirectory *directory, QObject *parent)
    : QObject(parent), m_keys(keys), m_directory(directory)
{}

WalletKeyJob *WalletManager::failed(const QString &address, WalletKeyJob::Status status,
                                    const QString &text)
{
    // Finish on the next turn of the event loop, so the caller can connect first.
    auto *job = new WalletKeyJob(address, this);
    QTimer::singleShot(0, job, [job, status, text]() { job->finish(status, text); });
    return job;
}

WalletKeyJob *WalletManager::add(const solana::Keypair &keypair, WalletInfo info)
{
    info.address = keypair.address();
    return addStored(info, [this, &keypair]() { return m_keys->store(keypair); });
}

WalletKeyJob *WalletManager::add(const EvmKey &key, WalletInfo info)
{
    info.address = key.address.toChecksummed();
    return addStored(info, [this, &key]() { return m_keys->store(key); });
}

WalletKeyJob *WalletManager::addStored(const WalletInfo &info,
                                       const std::function<WalletKeyJob *()> &storeKey)
{
    if (!m_directory->isReady())
        return failed(info.address, WalletKeyJob::Status::Failed, m_directory->lastError());
    if (m_directory->find(info.address))
        return failed(info.address, WalletKeyJob::Status::AlreadyExists,
                      tr("Wallet %1 is already in Paydesk.").arg(info.address));
    auto *job = new WalletKeyJob(info.address, this);
    WalletKeyJob *store = storeKey();
    connect(store, &WalletKeyJob::finished, job, [this, job, store, info]() {
        store->deleteLater();
        if (!store->ok()) {
            job->finish(store->status(), store->errorText());
            return;
        }
        if (m_directory->add(info)) {
            job->finish(WalletKeyJob::Status::Ok);
            return;
        }
        const QString why = m_directory->lastError();
        WalletKeyJob *undo = m_keys->remove(info.address);
        connect(undo, &WalletKeyJob::finished, job, [job, undo, why]() {
            undo->deleteLater();
            job->finish(WalletKeyJob::Status::Failed,
                        tr("The wallet could not be saved in Paydesk's database (%1); its key "
                           "was taken out of the keychain again.")
                            .arg(why));
        });
    });
    return job;
}

WalletKeyJob *WalletManager::loadKeypair(const QString &address)
{
    if (!m_directory->find(address))
        return failed(address, WalletKeyJob::Status::NotFound,
                      tr("There is no wallet %1 in Paydesk. List your wallets with 'paydesk-cli "
                         "wallet list', or import it first.")
                          .arg(address));
    return m_keys->load(address);
}

WalletKeyJob *WalletManager::remove(const QString &address)
{
    if (!m_directory->find(address))
        return failed(address, WalletKeyJob::Status::NotFound,
                      tr("There is no wallet %1 in Paydesk.").arg(address));
    auto *job = new WalletKeyJob(address, this);
    WalletKeyJob *del = m_keys->remove(address);
    connect(del, &WalletKeyJob::finished, job, [this, job, del, address]() {
        del->deleteLater();
        if (!del->ok() && del->status() != WalletKeyJob::Status::NotFound) {
            job->finish(del->status(), del->errorText());
            return;
        }
        if (!m_directory->remove(address)) {
            job->finish(WalletKeyJob::Status::Failed, m_directory->lastError());
            return;
        }
        job->finish(WalletKeyJob::Status::Ok);
    });
    return job;
}

} // namespace paydesk::wallet
