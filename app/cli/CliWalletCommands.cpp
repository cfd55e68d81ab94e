#include "CliWalletCommands.h"

#include "CliBalance.h"
#include "CliInput.h"
#include "cli/evm/CliEvmImport.h"
#include "wallet/KeyImport.h"
#include "wallet/Mnemonic.h"
#include "wallet/Slip10.h"

#include <QFile>
#include <QJsonArray>
#include <algorithm>
#include <cstdio>
#include <cstring>
#include <sodium.h>

#ifdef Q_OS_UNIX
#include <unistd.h>
#endif

namespace paydesk::cli {

namespace {

// One line of standard input (prompt on stderr), kept in secure memory.
SecureBytes readLine(const QString &prompt)
{
    std::fputs(prompt.toLocal8Bit().constData(), stderr);
    std::fflush(stderr);
    char buffer[256];
    SecureBytes line;
    if (std::fgets(buffer, sizeof buffer, stdin)) {
        size_t n = std::strlen(buffer);
        while (n > 0 && (buffer[n - 1] == '\n' || buffer[n - 1] == '\r'))
            --n;
        line = SecureBytes(buffer, n);
    }
    sodium_memzero(buffer, sizeof buffer);
    return line;
}

// The chain family as the CLI's --chain names it ("solana", "evm").
QString chainOption(Chain chain)
{
    return chainName(chain).toLower();
}

} // namespace

CliWalletCommands::CliWalletCommands(const CliArguments &args, CliPrinter &printer,
                                     const AppData &data, QObject *parent)
    : QObject(parent), m_args(args), m_printer(printer), m_data(data)
{}

CliWalletCommands::~CliWalletCommands() = default;

QString CliWalletCommands::help()
{
    return tr("wallet create [--words 12|24] [--label NAME] [--no-backup-check]\n"
              "  wallet create --hosted [--chain solana|evm] [--fund AMOUNT]\n"
              "  wallet import (--keypair-file FILE | --mnemonic-env NAME | --secret-key-env NAME)"
              " [--derivation PATH] [--label NAME]\n"
              "  wallet import --chain evm (--secret-key-env NAME | --mnemonic-env NAME "
              "[--derivation PATH] | --keystore-file FILE [--password-env NAME]) [--label NAME]\n"
              "  wallet list\n"
              "  wallet remove ADDRESS [--yes]");
}

void CliWalletCommands::refuse(const QString &code, const QString &text)
{
    m_printer.error(ApiError::refused(code, text));
    Q_EMIT done(ExitRefused);
}

void CliWalletCommands::usage(const QString &text)
{
    m_printer.usageError(text);
    Q_EMIT done(ExitUsage);
}

void CliWalletCommands::run()
{
    if (!m_data.ok())
        return refuse(QStringLiteral("DATABASE_UNAVAILABLE"), m_data.error);
    m_manager = m_data.wallets;
    m_directory = m_manager->directory();
    if (!m_directory->isReady())
        return refuse(QStringLiteral("DATABASE_UNAVAILABLE"), m_directory->lastError());
    const QString action = m_args.positional.value(0);
    if (action == u"create")
        create();
    else if (action == u"import")
        import();
    else if (action == u"list")
        list();
    else
        remove();
}

void CliWalletCommands::create()
{
    const int words =
        m_args.has(QStringLiteral("words")) ? m_args.value(QStringLiteral("words")).toInt() : 12;
    if (words != 12 && words != 24)
        return usage(tr("--words must be 12 or 24."));
    // The backup check asks three words back on a terminal; without one nobody could answer,
    // so refuse before a phrase exists rather than show one and then fail the check.
    if (!m_args.has(QStringLiteral("no-backup-check")) && !CliInput::stdinIsTerminal())
        return usage(tr("wallet create asks three words of the new recovery phrase back, and "
                        "standard input is not a terminal: nothing was created. Run it in a "
                        "terminal, or pass --no-backup-check if you store the phrase another "
                        "way (it is printed once)."));
    const SecureBytes phrase = wallet::Mnemonic::generate(words);
    const QString path = wallet::Slip10::solanaPath();
    const QString evmPath = wallet::EvmKeyImport::accountPath(0);
    QString error;
    // One phrase, both accounts: Solana (SLIP-0010) and EVM (BIP-32), as Phantom and MetaMask.
    auto kp = wallet::KeyImport::fromMnemonic(phrase.view(), path, &error);
    auto evmKey =
        kp ? wallet::EvmKeyImport::fromMnemonic(phrase.view(), evmPath, &error) : std::nullopt;
    if (!kp || !evmKey)
        return refuse(QStringLiteral("KEY_DERIVATION"), error);
    const QString evmAddress = evmKey->address.toChecksummed();
    const QString shown = QString::fromUtf8(phrase.view().toByteArray());
    if (!m_args.json)
        std::fprintf(stderr, "%s\n",
                     tr("Your recovery phrase (shown once: write it down, keep it offline; "
                        "anyone who has it owns the wallet):")
                         .toLocal8Bit()
                         .constData());
    m_printer.message(QStringLiteral("wallet create"), shown,
                      {{QStringLiteral("mnemonic"), shown},
                       {QStringLiteral("address"), kp->address()},
                       {QStringLiteral("evmAddress"), evmAddress}});
    if (!m_args.has(QStringLiteral("no-backup-check"))) {
        for (int position : wallet::Mnemonic::backupCheckPositions(words, 3)) {
            const SecureBytes typed = readLine(tr("Backup check: word #%1? ").arg(position + 1));
            if (!wallet::Mnemonic::checkWord(phrase, position, typed.view()))
                return refuse(QStringLiteral("BACKUP_CHECK_FAILED"),
                              tr("Word #%1 does not match: nothing was stored. Run 'wallet "
                                 "create' again and write the new phrase down carefully.")
                                  .arg(position + 1));
        }
    }
    // Both or neither, and the phrase's seed beside them in the keychain (for adding EVM
    // accounts later): WalletManager::addCreated takes out what it stored when a step fails,
    // so a retry with a new phrase starts clean.
    const QString label = m_args.value(QStringLiteral("label"));
    const SecureBytes seed = wallet::Mnemonic::toSeed(phrase);
    wallet::WalletKeyJob *job =
        m_manager->addCreated(*kp, *evmKey, seed, {{}, label, QStringLiteral("created"), path, {}},
                              {{}, label, QStringLiteral("created"), evmPath, {}});
    connect(job, &wallet::WalletKeyJob::finished, this, [this, job, evmAddress]() {
        job->deleteLater();
        if (!job->ok())
            return refuse(job->status() == wallet::WalletKeyJob::Status::AlreadyExists
                              ? QStringLiteral("WALLET_EXISTS")
                              : QStringLiteral("KEYCHAIN_UNAVAILABLE"),
                          tr("%1 Nothing of the new phrase was kept: run 'wallet create' again.")
                              .arg(job->errorText()));
        reportAdded(job, tr("created"));
        wallet::WalletKeyJob evm(evmAddress);
        evm.finish(wallet::WalletKeyJob::Status::Ok);
        reportAdded(&evm, tr("created"));
        Q_EMIT done(ExitOk);
    });
}

void CliWalletCommands::import()
{
    const QString chain = m_args.has(QStringLiteral("chain"))
                              ? m_args.value(QStringLiteral("chain"))
                              : QStringLiteral("solana");
    if (chain == u"evm") {
        CliEvmImport::Result r = CliEvmImport::read(m_args);
        if (!r.key)
            return usage(r.error);
        if (!r.seed.isEmpty()) // a phrase: its account 0 keeps the seed for "Add account"
            return watchAdded(m_manager->addPhraseEvm(*r.key, r.seed, r.info), tr("imported"));
        return store(*r.key, r.info, tr("imported"));
    }
    if (chain != u"solana")
        return usage(tr("--chain must be solana or evm."));
    if (m_args.has(QStringLiteral("keystore-file")))
        return usage(tr("--keystore-file holds an EVM key: add --chain evm."));
    const QStringList sources{QStringLiteral("keypair-file"), QStringLiteral("mnemonic-env"),
                              QStringLiteral("secret-key-env")};
    QStringList given;
    for (const QString &s : sources)
        if (m_args.has(s))
            given << s;
    if (given.size() != 1)
        return usage(tr("wallet import needs exactly one of --keypair-file FILE, --mnemonic-env "
                        "NAME or --secret-key-env NAME."));
    QString error;
    std::optional<solana::Keypair> kp;
    wallet::WalletInfo info;
    info.label = m_args.value(QStringLiteral("label"));
    const QString source = given.first();
    if (source == u"keypair-file") {
        kp = wallet::KeyImport::fromKeypairFile(m_args.value(source), &error);
        info.origin = QStringLiteral("keypair-file");
    } else {
        const QString var = m_args.value(source);
        const SecureBytes secret = CliInput::secretFromEnv(var);
        if (secret.isEmpty())
            return usage(tr("The environment variable %1 is not set or empty.").arg(var));
        if (source == u"mnemonic-env") {
            info.origin = QStringLiteral("mnemonic");
            info.derivation = m_args.has(QStringLiteral("derivation"))
                                  ? m_args.value(QStringLiteral("derivation"))
                                  : wallet::Slip10::solanaPath();
            kp = wallet::KeyImport::fromMnemonic(secret.view(), info.derivation, &error);
        } else {
            info.origin = QStringLiteral("secret-key");
            kp = wallet::KeyImport::fromBase58Secret(secret.view(), &error);
        }
    }
    if (!kp)
        return usage(error);
    store(*kp, info, tr("imported"));
}

void CliWalletCommands::store(const solana::Keypair &keypair, wallet::WalletInfo info,
                              const QString &words)
{
    watchAdded(m_manager->add(keypair, std::move(info)), words);
}

void CliWalletCommands::store(const wallet::EvmKey &key, wallet::WalletInfo info,
                              const QString &words)
{
    watchAdded(m_manager->add(key, std::move(info)), words);
}

void CliWalletCommands::watchAdded(wallet::WalletKeyJob *job, const QString &words)
{
    connect(job, &wallet::WalletKeyJob::finished, this, [this, job, words]() {
        job->deleteLater();
        if (reportAdded(job, words))
            Q_EMIT done(ExitOk);
    });
}

bool CliWalletCommands::reportAdded(wallet::WalletKeyJob *job, const QString &words)
{
    if (!job->ok()) {
        refuse(job->status() == wallet::WalletKeyJob::Status::AlreadyExists
                   ? QStringLiteral("WALLET_EXISTS")
                   : QStringLiteral("KEYCHAIN_UNAVAILABLE"),
               job->errorText());
        return false;
    }
    const auto address = Address::parse(job->address());
    const Chain chain = address ? address->chain() : defaultChain();
    m_printer.message(QStringLiteral("wallet add"),
                      tr("Wallet %1 (%2) %3; its key is in the OS keychain.")
                          .arg(job->address(), chainOption(chain), words),
                      {{QStringLiteral("address"), job->address()},
                       {QStringLiteral("chain"), chainOption(chain)}});
    return true;
}

QList<wallet::WalletInfo> CliWalletCommands::listed() const
{
    QList<wallet::WalletInfo> all = m_directory->list();
    for (const wallet::WalletInfo &h : m_hosted)
        if (std::none_of(all.cbegin(), all.cend(),
                         [&](const wallet::WalletInfo &w) { return w.address == h.address; }))
            all.append(h);
    return all;
}

void CliWalletCommands::list()
{
    // With an RPC endpoint at hand, each wallet's balance first (at most a few seconds).
    QStringList addresses;
    for (const wallet::WalletInfo &w : listed())
        addresses << w.address;
    if (!m_balances || addresses.isEmpty())
        return printList();
    m_balances->read(addresses, [this]() { printList(); });
}

void CliWalletCommands::printList()
{
    QJsonArray rows;
    QStringList lines, unread; // why balances shown as "—" were not read
    for (const wallet::WalletInfo &w : listed()) {
        const auto parsed = Address::parse(w.address);
        const Chain chain = parsed ? parsed->chain() : defaultChain();
        // Solana accounts through the Solana RPC, EVM accounts through the EVM one (exact wei).
        const auto balance =
            m_balances ? m_balances->book()->balance(w.address) : std::optional<Amount>();
        QJsonObject row{{QStringLiteral("address"), w.address},
                        {QStringLiteral("label"), w.label},
                        {QStringLiteral("origin"), w.origin},
                        {QStringLiteral("derivation"), w.derivation},
                        {QStringLiteral("created"), w.created.toString(Qt::ISODateWithMs)},
                        {QStringLiteral("chain"), chainOption(chain)},
                        {QStringLiteral("unit"), chainSymbol(chain)}};
        if (balance)
            row.insert(QStringLiteral("balance"), balance->toString());
        else if (m_balances)
            if (const QString why = m_balances->book()->entry(w.address).error; !why.isEmpty()) {
                row.insert(QStringLiteral("balanceError"), why);
                if (!unread.contains(why))
                    unread.append(why);
            }
        // The USDC of the network the wallet's node is on, beside the coin (CliBalance::read).
        const QJsonObject token = m_balances ? m_balances->tokenJson(w.address) : QJsonObject();
        if (!token.isEmpty())
            row.insert(QStringLiteral("tokens"), QJsonArray{token});
        const QString held = m_balances ? m_balances->tokenText(w.address) : QString();
        rows.append(row);
        lines << QStringLiteral("%1  %2  %3  %4  %5%6")
                     .arg(w.address, -44)
                     .arg(chainOption(chain), -6)
                     .arg(w.label.isEmpty() ? QStringLiteral("-") : w.label, -16)
                     .arg(held.isEmpty()
                              ? BalanceBook::format(balance, chain)
                              : tr("%1 · %2").arg(BalanceBook::format(balance, chain), held),
                          16)
                     .arg(w.origin)
                     .arg(w.derivation.isEmpty() ? QString() : u' ' + w.derivation);
    }
    for (const QString &why : std::as_const(unread))
        lines << tr("(balances not read: %1)").arg(why);
    if (!lines.isEmpty()) {
        QStringList addresses;
        for (const wallet::WalletInfo &w : listed())
            addresses << w.address;
        lines << (m_balances ? m_balances->nodeLines(addresses, true)
                             : CliBalance::nodeHints(addresses));
    }
    m_printer.message(QStringLiteral("wallet list"),
                      lines.isEmpty() ? tr("No wallets yet: 'wallet create' or 'wallet import'.")
                                      : lines.join(u'\n'),
                      {{QStringLiteral("wallets"), rows}});
    Q_EMIT done(ExitOk);
}

void CliWalletCommands::remove()
{
    const QString address = m_args.positional.value(1);
    if (address.isEmpty())
        return usage(tr("wallet remove needs the wallet's address."));
    if (!m_directory->find(address))
        return refuse(QStringLiteral("WALLET_NOT_FOUND"),
                      tr("There is no wallet %1 in Paydesk.").arg(address));
    if (!m_args.has(QStringLiteral("yes"))) {
        if (!CliInput::stdinIsTerminal())
            return usage(tr("Removing a wallet deletes its key: confirm with --yes."));
        const SecureBytes typed =
            readLine(tr("This deletes the key of %1 from the keychain. Without its recovery "
                        "phrase or key file its funds are lost. Type the address to confirm: ")
                         .arg(address));
        if (typed.view() != QByteArrayView(address.toLatin1()))
            return refuse(QStringLiteral("NOT_CONFIRMED"), tr("Not confirmed: nothing removed."));
    }
    wallet::WalletKeyJob *job = m_manager->remove(address);
    connect(job, &wallet::WalletKeyJob::finished, this, [this, job]() {
        job->deleteLater();
        if (!job->ok())
            return refuse(QStringLiteral("KEYCHAIN_UNAVAILABLE"), job->errorText());
        m_printer.message(
            QStringLiteral("wallet remove"),
            tr("Wallet %1 removed, and its key deleted from the keychain.").arg(job->address()),
            {{QStringLiteral("address"), job->address()}});
        Q_EMIT done(ExitOk);
    });
}

} // namespace paydesk::cli
