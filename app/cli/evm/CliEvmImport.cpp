#include "CliEvmImport.h"

#include "cli/CliInput.h"
#include "wallet/Mnemonic.h"

#include <QFile>

namespace paydesk::cli {

CliEvmImport::Result CliEvmImport::read(const CliArguments &args)
{
    Result r;
    r.info.label = args.value(QStringLiteral("label"));
    QStringList given;
    for (const char *s : {"keystore-file", "mnemonic-env", "secret-key-env"})
        if (args.has(QString::fromLatin1(s)))
            given << QString::fromLatin1(s);
    if (given.size() != 1) {
        r.error = tr("wallet import --chain evm needs exactly one of --secret-key-env NAME, "
                     "--mnemonic-env NAME or --keystore-file FILE.");
        return r;
    }
    const QString source = given.first();
    QString error;
    if (source == u"keystore-file") {
        QFile file(args.value(source));
        if (!file.open(QIODevice::ReadOnly)) {
            r.error = tr("Cannot read the keystore file %1: %2.")
                          .arg(args.value(source), file.errorString());
            return r;
        }
        const QByteArray json = file.read(64 * 1024 + 1);
        SecureBytes password;
        if (args.has(QStringLiteral("password-env"))) {
            password = CliInput::secretFromEnv(args.value(QStringLiteral("password-env")));
        } else if (CliInput::stdinIsTerminal()) {
            QByteArray typed = CliInput::readSecretLine(tr("Password of the keystore file: "));
            password = SecureBytes::copyOf(typed);
            SecureBytes::wipe(typed);
        } else {
            r.error = tr("The keystore file's password is needed: pass --password-env NAME, or "
                         "run in a terminal to be asked. It is never stored.");
            return r;
        }
        r.info.origin = QStringLiteral("keystore-file");
        r.key = wallet::EvmKeyImport::fromKeystore(json, password, &error);
    } else {
        const QString var = args.value(source);
        const SecureBytes secret = CliInput::secretFromEnv(var);
        if (secret.isEmpty()) {
            r.error = tr("The environment variable %1 is not set or empty.").arg(var);
            return r;
        }
        if (source == u"mnemonic-env") {
            r.info.origin = QStringLiteral("mnemonic");
            r.info.derivation = args.has(QStringLiteral("derivation"))
                                    ? args.value(QStringLiteral("derivation"))
                                    : wallet::EvmKeyImport::accountPath(0);
            const auto phrase = wallet::Mnemonic::normalize(secret.view(), &error);
            if (phrase) {
                r.seed = wallet::Mnemonic::toSeed(*phrase);
                r.key = wallet::EvmKeyImport::fromSeed(r.seed, r.info.derivation, &error);
            }
        } else {
            r.info.origin = QStringLiteral("secret-key");
            r.key = wallet::EvmKeyImport::fromPrivateKeyHex(secret.view(), &error);
        }
    }
    if (!r.key)
        r.error = error;
    return r;
}

} // namespace paydesk::cli
