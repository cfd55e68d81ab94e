#include "WalletKeyStore.h"

#include "core/Address.h"

namespace paydesk::wallet {

WalletKeyStore::WalletKeyStore(SecretStore *secrets, QObject *parent)
    : QObject(parent), m_secrets(secrets)
{}

QString WalletKeyStore::entryFor(const QString &address)
{
    // "<family>-wallet:<address>" ("solana-wallet:", "evm-wallet:"), the address in its
    // canonical form however it was typed (EIP-55 for EVM).
    const auto parsed = Address::parse(address);
    const Chain family = parsed ? parsed->chain() : defaultChain();
    return chainName(family).toLower() + QStringLiteral("-wallet:") +
           (parsed ? parsed->toString() : address);
}

WalletKeyJob::Status WalletKeyStore::statusOf(SecretJob::Status status)
{
    switch (status) {
    case SecretJob::Status::Ok:
        return WalletKeyJob::Status::Ok;
    case SecretJob::Status::NotFound:
        return WalletKeyJob::Status::NotFound;
    case SecretJob::Status::NoKeychain:
        return WalletKeyJob::Status::NoKeychain;
    case SecretJob::Status::Locked:
        return WalletKeyJob::Status::Locked;
    case SecretJob::Status::Running:
    case SecretJob::Status::Failed:
        break;
    }
    return WalletKeyJob::Status::Failed;
}

WalletKeyJob *WalletKeyStore::write(const QString &address, const SecureBytes &secret)
{
    return writeEntry(address, entryFor(address), secret);
}

WalletKeyJob *WalletKeyStore::writeEntry(const QString &address, const QString &entry,
                                         const SecureBytes &secret)
{
    auto *job = new WalletKeyJob(address, this);
    SecretJob *write = m_secrets->write(entry, secret);
    connect(write, &SecretJob::finished, job, [job, write]() {
        write->deleteLater();
        job->finish(statusOf(write->status()), write->errorText());
    });
    return job;
}

WalletKeyJob *WalletKeyStore::store(const solana::Keypair &keypair)
{
    return write(keypair.address(), keypair.secretKey);
}

WalletKeyJob *WalletKeyStore::store(const EvmKey &key)
{
    return write(key.address.toChecksummed(), key.privateKey);
}

WalletKeyJob *WalletKeyStore::load(const QString &address)
{
    auto *job = new WalletKeyJob(address, this);
    SecretJob *read = m_secrets->read(entryFor(address));
    connect(read, &SecretJob::finished, job, [job, read, address]() {
        read->deleteLater();
        if (!read->ok()) {
            const auto status = statusOf(read->status());
            job->finish(status, status == WalletKeyJob::Status::NotFound
                                    ? tr("The key of wallet %1 is not in the OS keychain: "
                                         "import the wallet again (from its recovery phrase or "
                                         "key file).")
                                          .arg(address)
                                    : read->errorText());
            return;
        }
        const auto mismatch = [job, address]() {
            job->finish(WalletKeyJob::Status::Invalid,
                        tr("The keychain entry of wallet %1 does not hold that wallet's key. "
                           "Remove the wallet and import it again.")
                            .arg(address));
        };
        if (entryFor(address).startsWith(u"evm-wallet:")) {
            auto key = EvmKeyImport::fromPrivateKey(read->takeSecret(), nullptr);
            if (!key || key->address != *evm::EvmAddress::parse(address))
                return mismatch();
            job->finishWithEvmKey(std::move(*key));
            return;
        }
        auto kp = solana::keypairFromSecretKey(read->takeSecret());
        if (!kp || kp->address() != address)
            return mismatch();
        job->finish(WalletKeyJob::Status::Ok, {}, std::move(kp));
    });
    return job;
}

QString WalletKeyStore::seedEntryFor(const QString &root)
{
    const auto evm = evm::EvmAddress::parse(root);
    return QStringLiteral("wallet-seed:") + (evm ? evm->toChecksummed() : root);
}

WalletKeyJob *WalletKeyStore::storeSeed(const QString &root, const SecureBytes &seed)
{
    return writeEntry(root, seedEntryFor(root), seed);
}

WalletKeyJob *WalletKeyStore::deriveEvmKey(const QString &root, const QString &derivationPath)
{
    auto *job = new WalletKeyJob(root, this);
    SecretJob *read = m_secrets->read(seedEntryFor(root));
    connect(read, &SecretJob::finished, job, [job, read, root, derivationPath]() {
        read->deleteLater();
        if (!read->ok()) {
            const auto status = statusOf(read->status());
            job->finish(status, status == WalletKeyJob::Status::NotFound
                                    ? tr("The keychain holds no recovery seed for %1: accounts "
                                         "can be added only to a wallet created in Paydesk on "
                                         "this computer. Import the account from its phrase "
                                         "instead (paydesk-cli wallet import --chain evm "
                                         "--derivation PATH).")
                                          .arg(root)
                                    : read->errorText());
            return;
        }
        const SecureBytes seed = read->takeSecret();
        QString error;
        auto key = EvmKeyImport::fromSeed(seed, derivationPath, &error);
        if (!key)
            return job->finish(WalletKeyJob::Status::Invalid, error);
        job->finishWithEvmKey(std::move(*key));
    });
    return job;
}

WalletKeyJob *WalletKeyStore::removeSeed(const QString &root)
{
    auto *job = new WalletKeyJob(root, this);
    SecretJob *del = m_secrets->remove(seedEntryFor(root));
    connect(del, &SecretJob::finished, job, [job, del]() {
        del->deleteLater();
        job->finish(statusOf(del->status()), del->errorText());
    });
    return job;
}

WalletKeyJob *WalletKeyStore::remove(const QString &address)
{
    auto *job = new WalletKeyJob(address, this);
    SecretJob *del = m_secrets->remove(entryFor(address));
    connect(del, &SecretJob::finished, job, [job, del]() {
        del->deleteLater();
        job->finish(statusOf(del->status()), del->errorText());
    });
    return job;
}

} // namespace paydesk::wallet
