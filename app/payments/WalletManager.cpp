#include "WalletManager.h"

#include "core/Address.h"
#include "evm/Bip32.h"

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

WalletKeyJob *WalletManager::addCreated(const solana::Keypair &keypair, const EvmKey &evmKey,
                                        const SecureBytes &seed, const WalletInfo &solanaInfo,
                                        const WalletInfo &evmInfo)
{
    const QString solana = keypair.address();
    auto *job = new WalletKeyJob(solana, this);
    // One name for both accounts would list two wallets under one label: each gets its
    // family beside the name ("Savings (Solana)", "Savings (EVM)").
    WalletInfo solanaNamed = solanaInfo, evmNamed = evmInfo;
    if (!solanaInfo.label.isEmpty() && solanaInfo.label == evmInfo.label) {
        const auto named = [](const QString &label, const QString &address) {
            const auto a = Address::parse(address);
            return QStringLiteral("%1 (%2)").arg(label, chainName(a ? a->chain() : Chain::Unknown));
        };
        solanaNamed.label = named(solanaInfo.label, solana);
        evmNamed.label = named(evmInfo.label, evmKey.address.toChecksummed());
    }
    WalletKeyJob *first = add(keypair, solanaNamed);
    auto key = std::make_shared<EvmKey>(
        EvmKey{SecureBytes::copyOf(evmKey.privateKey.view()), evmKey.address});
    auto held = std::make_shared<SecureBytes>(SecureBytes::copyOf(seed.view()));
    connect(first, &WalletKeyJob::finished, job, [=, this]() {
        first->deleteLater();
        if (!first->ok()) {
            key->privateKey.clear();
            held->clear();
            return job->finish(first->status(), first->errorText());
        }
        WalletKeyJob *second = addPhraseEvm(*key, *held, evmNamed);
        key->privateKey.clear();
        held->clear();
        connect(second, &WalletKeyJob::finished, job, [=, this]() {
            second->deleteLater();
            if (second->ok())
                return job->finish(WalletKeyJob::Status::Ok);
            // Undo the Solana account too: a retry starts clean.
            const auto status = second->status();
            const QString why = second->errorText();
            WalletKeyJob *undo = remove(solana);
            connect(undo, &WalletKeyJob::finished, job, [job, undo, status, why]() {
                undo->deleteLater();
                job->finish(status == WalletKeyJob::Status::AlreadyExists
                                ? status
                                : WalletKeyJob::Status::Failed,
                            why);
            });
        });
    });
    return job;
}

WalletKeyJob *WalletManager::addPhraseEvm(const EvmKey &evmKey, const SecureBytes &seed,
                                          const WalletInfo &info)
{
    const QString root = evmKey.address.toChecksummed();
    WalletKeyJob *first = add(evmKey, info);
    if (info.derivation != evm::Bip32::ethereumPath(0))
        return first; // not the phrase's account 0: no "Add account", no seed to keep
    auto *job = new WalletKeyJob(root, this);
    auto held = std::make_shared<SecureBytes>(SecureBytes::copyOf(seed.view()));
    connect(first, &WalletKeyJob::finished, job, [=, this]() {
        first->deleteLater();
        if (!first->ok()) {
            held->clear();
            return job->finish(first->status(), first->errorText());
        }
        WalletKeyJob *second = m_keys->storeSeed(root, *held);
        held->clear();
        connect(second, &WalletKeyJob::finished, job, [=, this]() {
            second->deleteLater();
            if (second->ok())
                return job->finish(WalletKeyJob::Status::Ok);
            const QString why = second->errorText();
            WalletKeyJob *undo = remove(root);
            connect(undo, &WalletKeyJob::finished, job, [job, undo, why]() {
                undo->deleteLater();
                job->finish(WalletKeyJob::Status::Failed, why);
            });
        });
    });
    return job;
}

QString WalletManager::rootOf(const QString &address) const
{
    // Accounts are added along Ethereum's path (BIP-44 coin type 60): a wallet derived on it.
    const auto info = m_directory->find(address);
    if (!info || !info->derivation.startsWith(evm::Bip32::ethereumPath(0).chopped(1)))
        return {};
    if (info->origin.startsWith(u"added:"))
        return info->origin.mid(6);
    // Account 0 of a phrase made here or imported here (both keep the phrase's seed).
    if ((info->origin == u"created" || info->origin == u"mnemonic") &&
        info->derivation == evm::Bip32::ethereumPath(0))
        return info->address;
    return {};
}

QString WalletManager::nextAccountPath(const QString &root) const
{
    quint32 next = 1;
    const QString prefix = evm::Bip32::ethereumPath(0).chopped(1); // "m/44'/60'/0'/0/"
    for (const WalletInfo &w : m_directory->list()) {
        if (w.origin != QStringLiteral("added:") + root || !w.derivation.startsWith(prefix))
            continue;
        bool ok = false;
        const quint32 index = w.derivation.mid(prefix.size()).toUInt(&ok);
        if (ok && index >= next)
            next = index + 1;
    }
    return evm::Bip32::ethereumPath(next);
}

WalletKeyJob *WalletManager::addAccount(const QString &root, const QString &label)
{
    if (!m_directory->isReady())
        return failed(root, WalletKeyJob::Status::Failed, m_directory->lastError());
    if (rootOf(root) != root)
        return failed(
            root, WalletKeyJob::Status::NotFound,
            tr("%1 is not the first account of a recovery phrase made in Paydesk.").arg(root));
    const QString path = nextAccountPath(root);
    auto *job = new WalletKeyJob(root, this);
    WalletKeyJob *derive = m_keys->deriveEvmKey(root, path);
    connect(derive, &WalletKeyJob::finished, job, [this, job, derive, root, path, label]() {
        derive->deleteLater();
        auto key = derive->takeEvmKey();
        if (!derive->ok() || !key)
            return job->finish(derive->status(), derive->errorText());
        WalletKeyJob *added = add(*key, {{}, label, QStringLiteral("added:") + root, path, {}});
        connect(added, &WalletKeyJob::finished, job, [job, added]() {
            added->deleteLater();
            // The job names the new account from here on.
            job->finishAs(added->address(), added->status(), added->errorText());
        });
    });
    return job;
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
    const bool root = rootOf(address) == address && !address.isEmpty();
    WalletKeyJob *del = m_keys->remove(address);
    connect(del, &WalletKeyJob::finished, job, [this, job, del, address, root]() {
        del->deleteLater();
        if (!del->ok() && del->status() != WalletKeyJob::Status::NotFound) {
            job->finish(del->status(), del->errorText());
            return;
        }
        if (!m_directory->remove(address)) {
            job->finish(WalletKeyJob::Status::Failed, m_directory->lastError());
            return;
        }
        if (!root)
            return job->finish(WalletKeyJob::Status::Ok);
        // The phrase's seed goes with its first account (missing already: nothing to do).
        WalletKeyJob *seed = m_keys->removeSeed(address);
        connect(seed, &WalletKeyJob::finished, job, [job, seed]() {
            seed->deleteLater();
            job->finish(WalletKeyJob::Status::Ok);
        });
    });
    return job;
}

} // namespace paydesk::wallet
