#include "CliKeyCommands.h"

#include "CliInput.h"
#include "CliRunner.h"

#include <QCoreApplication>

namespace paydesk::cli {

namespace {
// The strings keep the context they were translated in.
struct TrCliKeyCommands
{
    Q_DECLARE_TR_FUNCTIONS(CliRunner)
};
} // namespace

CliKeyCommands::CliKeyCommands(CliPrinter &printer, SecretStore &secrets, ServiceClient &client,
                               const QUrl &service, QObject *parent)
    : QObject(parent), m_printer(printer), m_secrets(secrets), m_client(client), m_service(service)
{}

void CliKeyCommands::fail(const ApiError &error)
{
    m_printer.error(error);
    Q_EMIT done(CliRunner::exitCodeFor(error));
}

void CliKeyCommands::keySet()
{
    QByteArray key = CliInput::readSecretLine(
        TrCliKeyCommands::tr("API key for %1: ").arg(m_service.toString()));
    if (key.isEmpty()) {
        m_printer.usageError(
            TrCliKeyCommands::tr("No key on standard input. Example: paydesk-cli --service URL "
                                 "key set < keyfile"));
        return Q_EMIT done(ExitUsage);
    }
    const SecureBytes secret = SecureBytes::copyOf(key);
    SecureBytes::wipe(key);
    SecretJob *job = m_secrets.write(SecretStore::apiKeyEntry(m_service), secret);
    connect(job, &SecretJob::finished, this, [this, job]() {
        if (!job->ok())
            return fail(
                ApiError::refused(QStringLiteral("KEYCHAIN_UNAVAILABLE"), job->errorText()));
        m_printer.message(
            QStringLiteral("key set"),
            TrCliKeyCommands::tr("API key for %1 stored in the OS keychain. Check it with "
                                 "'paydesk-cli --service %1 key test'.")
                .arg(m_service.toString()));
        Q_EMIT done(ExitOk);
    });
}

void CliKeyCommands::keyDelete()
{
    SecretJob *job = m_secrets.remove(SecretStore::apiKeyEntry(m_service));
    connect(job, &SecretJob::finished, this, [this, job]() {
        if (job->status() == SecretJob::Status::NotFound) {
            m_printer.message(
                QStringLiteral("key delete"),
                TrCliKeyCommands::tr("No API key was stored for %1.").arg(m_service.toString()));
            return Q_EMIT done(ExitOk);
        }
        if (!job->ok())
            return fail(
                ApiError::refused(QStringLiteral("KEYCHAIN_UNAVAILABLE"), job->errorText()));
        m_printer.message(QStringLiteral("key delete"),
                          TrCliKeyCommands::tr("API key for %1 deleted from the OS keychain.")
                              .arg(m_service.toString()));
        Q_EMIT done(ExitOk);
    });
}

void CliKeyCommands::keyTest()
{
    // One authenticated request that changes nothing: the status of a payment id that does not
    // exist. 404 (or 200) proves the key; 401 and 403 are explained.
    PaymentStatusReply *reply = m_client.paymentStatus(QStringLiteral("paydesk-key-test"));
    connect(reply, &ApiReply::finished, this, [this, reply]() {
        const ApiError &e = reply->error();
        if (reply->ok() || e.httpStatus() == 404) {
            m_printer.message(
                QStringLiteral("key test"),
                TrCliKeyCommands::tr("The API key is valid for %1.").arg(m_service.toString()),
                {{QStringLiteral("valid"), true}});
            return Q_EMIT done(ExitOk);
        }
        ApiError explained = e;
        if (e.httpStatus() == 401)
            explained.setMessage(
                TrCliKeyCommands::tr("The service rejected the API key (401): it is missing, "
                                     "mistyped, revoked or for another service. Create a key "
                                     "in the service's dashboard (API Keys, Generate New "
                                     "Key) and store it with 'key set'."));
        else if (e.httpStatus() == 403)
            explained.setMessage(
                TrCliKeyCommands::tr("The API key is valid but its plan does not include the "
                                     "hosted payment endpoints (403). Use a key whose plan "
                                     "includes them."));
        fail(explained);
    });
}

} // namespace paydesk::cli
