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

CliKeyCommands::CliKeyCommands(CliPrinter &printer, SecretStore &secrets, ApiKeyController &keys,
                               const QUrl &service, QObject *parent)
    : QObject(parent), m_printer(printer), m_secrets(secrets), m_keys(keys), m_service(service)
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
    // The app's own key test (one authenticated request that changes nothing) and its words.
    using Result = ApiKeyController::TestResult;
    connect(&m_keys, &ApiKeyController::tested, this, [this](Result result, const QString &text) {
        switch (result) {
        case Result::Valid:
            m_printer.message(QStringLiteral("key test"), text,
                              {{QStringLiteral("valid"), true},
                               {QStringLiteral("service"), m_service.toString()}});
            return Q_EMIT done(ExitOk);
        case Result::Invalid:
            return fail(ApiError(ApiError::Kind::Service, QStringLiteral("UNAUTHORIZED"), text));
        case Result::Forbidden:
            return fail(ApiError(ApiError::Kind::Service, QStringLiteral("FORBIDDEN"), text));
        case Result::Unreachable:
            return fail(ApiError(ApiError::Kind::Network, QStringLiteral("UNREACHABLE"), text));
        case Result::Failed:
            break;
        }
        fail(ApiError(ApiError::Kind::Service, QStringLiteral("KEY_TEST_FAILED"), text));
    });
    m_keys.test(m_service, QString());
}

} // namespace paydesk::cli
