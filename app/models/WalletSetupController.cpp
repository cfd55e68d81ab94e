#include "WalletSetupController.h"

#include "wallet/EvmKeyImport.h"
#include "wallet/KeyImport.h"
#include "wallet/Mnemonic.h"
#include "wallet/Slip10.h"

#include <QFile>
#include <QFutureWatcher>
#include <QPromise>
#include <QThreadPool>
#include <QTimer>
#include <utility>

namespace paydesk {

using wallet::KeyImport;
using wallet::Mnemonic;
using wallet::WalletInfo;
using wallet::WalletKeyJob;

WalletSetupController::WalletSetupController(wallet::WalletManager *manager, QObject *parent)
    : QObject(parent), m_manager(manager)
{}

WalletSetupController::~WalletSetupController()
{
    discard();
}

SecureBytes WalletSetupController::secureUtf8(const QString &text)
{
    QByteArray utf8 = text.toUtf8();
    SecureBytes out = SecureBytes::copyOf(utf8);
    SecureBytes::wipe(utf8);
    return out;
}

bool WalletSetupController::generate(int words, int checkedWords)
{
    discard();
    if (words != 12 && words != 24)
        return fail(tr("A recovery phrase has 12 or 24 words."));
    m_phrase = Mnemonic::generate(words);
    m_positions = Mnemonic::backupCheckPositions(words, checkedWords);
    return !m_phrase.isEmpty();
}

int WalletSetupController::wordCount() const
{
    return m_phrase.isEmpty() ? 0 : Mnemonic::wordCount(m_phrase);
}

QString WalletSetupController::wordForDisplay(int position) const
{
    const SecureBytes word = Mnemonic::wordAt(m_phrase, position);
    return QString::fromUtf8(word.view().toByteArray());
}

bool WalletSetupController::checkBackup(const QStringList &typed, int *wrongPosition)
{
    m_backupChecked = false;
    if (m_phrase.isEmpty() || typed.size() != m_positions.size())
        return false;
    for (int i = 0; i < m_positions.size(); ++i) {
        const SecureBytes word = secureUtf8(typed[i]);
        if (!Mnemonic::checkWord(m_phrase, m_positions[i], word.view())) {
            if (wrongPosition)
                *wrongPosition = m_positions[i];
            return false;
        }
    }
    m_backupChecked = true;
    return true;
}

void WalletSetupController::discard()
{
    m_phrase.clear();
    m_positions.clear();
    m_backupChecked = false;
}

bool WalletSetupController::fail(const QString &message)
{
    m_lastError = message;
    QTimer::singleShot(0, this, [this, message]() { Q_EMIT finished(false, {}, message); });
    return false;
}

bool WalletSetupController::createWallet(const QString &label, const SecureBytes &passphrase)
{
    if (isBusy())
        return false;
    if (m_phrase.isEmpty() || !m_backupChecked)
        return fail(tr("Check your written copy of the recovery phrase first."));
    // One phrase, both accounts (Solana by SLIP-0010, EVM account 0 by BIP-32), as Phantom and
    // MetaMask make them; the seed stays in the keychain for "Add account".
    const QString path = wallet::Slip10::solanaPath();
    const QString evmPath = wallet::EvmKeyImport::accountPath(0);
    QString error;
    const SecureBytes seed = Mnemonic::toSeed(m_phrase, passphrase.view());
    const auto kp = KeyImport::fromMnemonic(m_phrase.view(), path, &error, passphrase.view());
    const auto evmKey = kp ? wallet::EvmKeyImport::fromSeed(seed, evmPath, &error) : std::nullopt;
    if (!kp || !evmKey)
        return fail(error);
    m_lastError.clear();
    const QString name = label.trimmed();
    watch(m_manager->addCreated(*kp, *evmKey, seed, {{}, name, QStringLiteral("created"), path, {}},
                                {{}, name, QStringLiteral("created"), evmPath, {}}),
          false);
    return true;
}

bool WalletSetupController::addAccount(const QString &root, const QString &label)
{
    if (isBusy())
        return false;
    m_lastError.clear();
    watch(m_manager->addAccount(root, label.trimmed()), false);
    return true;
}

bool WalletSetupController::importMnemonic(const SecureBytes &phrase, const SecureBytes &passphrase,
                                           const QString &derivation, const QString &label)
{
    if (isBusy())
        return false;
    const QString path =
        derivation.trimmed().isEmpty() ? wallet::Slip10::solanaPath() : derivation.trimmed();
    QString error;
    const auto kp = KeyImport::fromMnemonic(phrase.view(), path, &error, passphrase.view());
    return store(kp, {{}, label.trimmed(), QStringLiteral("mnemonic"), path, {}}, error);
}

bool WalletSetupController::importPhrase(const SecureBytes &phrase, const SecureBytes &passphrase,
                                         const PhraseAccounts &which, const QString &label)
{
    if (isBusy())
        return false;
    if (!which.solana && !which.evm)
        return fail(tr("Choose at least one account to import: Solana, EVM or both."));
    const QString path = which.solanaPath.trimmed().isEmpty() ? wallet::Slip10::solanaPath()
                                                              : which.solanaPath.trimmed();
    const QString evmPath = which.evmPath.trimmed().isEmpty() ? wallet::EvmKeyImport::accountPath(0)
                                                              : which.evmPath.trimmed();
    QString error;
    const auto normalized = Mnemonic::normalize(phrase.view(), &error);
    if (!normalized)
        return fail(error);
    const auto kp =
        which.solana ? KeyImport::fromMnemonic(normalized->view(), path, &error, passphrase.view())
                     : std::nullopt;
    if (which.solana && !kp)
        return fail(error);
    if (!which.evm)
        return store(kp, {{}, label.trimmed(), QStringLiteral("mnemonic"), path, {}}, error);
    const SecureBytes seed = Mnemonic::toSeed(*normalized, passphrase.view());
    const auto evmKey = wallet::EvmKeyImport::fromSeed(seed, evmPath, &error);
    if (!evmKey)
        return fail(error);
    m_lastError.clear();
    const QString name = label.trimmed();
    const WalletInfo evmInfo{{}, name, QStringLiteral("mnemonic"), evmPath, {}};
    if (!which.solana)
        watch(m_manager->addPhraseEvm(*evmKey, seed, evmInfo), false);
    else
        watch(m_manager->addCreated(*kp, *evmKey, seed,
                                    {{}, name, QStringLiteral("mnemonic"), path, {}}, evmInfo),
              false);
    return true;
}

bool WalletSetupController::importEvmSecretKey(const SecureBytes &hex, const QString &label)
{
    if (isBusy())
        return false;
    QString error;
    const auto key = wallet::EvmKeyImport::fromPrivateKeyHex(hex.view(), &error);
    return storeEvm(key, {{}, label.trimmed(), QStringLiteral("secret-key"), {}, {}}, error);
}

bool WalletSetupController::importKeystore(const QString &path, const SecureBytes &password,
                                           const QString &label)
{
    if (isBusy())
        return false;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return fail(tr("Cannot read the keystore file %1: %2. Choose the file again.")
                        .arg(path, file.errorString()));
    if (password.isEmpty())
        return fail(tr("Type the keystore file's password. Paydesk uses it once to open the file "
                       "and never stores it."));
    // The work (file text, password, result) is shared with the pool thread; the password and
    // the key stay in secure memory and are wiped when the last holder lets go.
    struct Work
    {
        QByteArray json;
        SecureBytes password;
        std::optional<wallet::EvmKey> key;
        QString error;
    };
    auto work = std::make_shared<Work>();
    work->json = file.read(64 * 1024 + 1); // EvmKeyImport refuses anything larger
    work->password = SecureBytes::copyOf(password.view());
    auto promise = std::make_shared<QPromise<void>>();
    auto *watcher = new QFutureWatcher<void>(this);
    m_decrypting = true;
    m_keystoreCancelled = false;
    m_lastError.clear();
    connect(watcher, &QFutureWatcherBase::finished, this, [this, watcher, work, label]() {
        watcher->deleteLater();
        m_decrypting = false;
        if (std::exchange(m_keystoreCancelled, false)) {
            work->key.reset();
            fail(tr("The import was cancelled; nothing was stored."));
            return;
        }
        storeEvm(work->key, {{}, label.trimmed(), QStringLiteral("keystore-file"), {}, {}},
                 work->error);
        work->key.reset();
    });
    watcher->setFuture(promise->future());
    QThreadPool::globalInstance()->start([promise, work]() {
        promise->start();
        work->key = wallet::EvmKeyImport::fromKeystore(work->json, work->password, &work->error);
        work->password.clear();
        promise->finish();
    });
    return true;
}

void WalletSetupController::cancelKeystore()
{
    if (m_decrypting)
        m_keystoreCancelled = true;
}

bool WalletSetupController::storeEvm(const std::optional<wallet::EvmKey> &key, WalletInfo info,
                                     const QString &error)
{
    if (!key)
        return fail(error);
    m_lastError.clear();
    watch(m_manager->add(*key, std::move(info)), false);
    return true;
}

bool WalletSetupController::importSecretKey(const SecureBytes &base58, const QString &label)
{
    if (isBusy())
        return false;
    QString error;
    const auto kp = KeyImport::fromBase58Secret(base58.view(), &error);
    return store(kp, {{}, label.trimmed(), QStringLiteral("secret-key"), {}, {}}, error);
}

bool WalletSetupController::importKeypairFile(const QString &path, const QString &label)
{
    if (isBusy())
        return false;
    QString error;
    const auto kp = KeyImport::fromKeypairFile(path, &error);
    return store(kp, {{}, label.trimmed(), QStringLiteral("keypair-file"), {}, {}}, error);
}

bool WalletSetupController::store(const std::optional<solana::Keypair> &keypair, WalletInfo info,
                                  const QString &error)
{
    if (!keypair)
        return fail(error);
    m_lastError.clear();
    watch(m_manager->add(*keypair, std::move(info)), false);
    return true;
}

bool WalletSetupController::remove(const QString &address)
{
    if (isBusy())
        return false;
    m_lastError.clear();
    watch(m_manager->remove(address), true);
    return true;
}

void WalletSetupController::watch(WalletKeyJob *job, bool removing)
{
    m_job = job;
    auto done = [this, job, removing]() {
        job->deleteLater();
        m_job.clear();
        if (job->ok()) {
            if (!removing)
                discard(); // the phrase has done its work: wipe it now
            Q_EMIT finished(true, job->address(), {});
            return;
        }
        m_lastError = job->status() == WalletKeyJob::Status::AlreadyExists
                          ? tr("This wallet is already on this computer (%1).").arg(job->address())
                          : job->errorText();
        Q_EMIT finished(false, job->address(), m_lastError);
    };
    if (job->isFinished())
        QTimer::singleShot(0, this, done);
    else
        connect(job, &WalletKeyJob::finished, this, done);
}

QString WalletSetupController::usualSolanaPath()
{
    return wallet::Slip10::solanaPath();
}

QString WalletSetupController::usualEvmPath()
{
    return wallet::EvmKeyImport::accountPath(0);
}

} // namespace paydesk
