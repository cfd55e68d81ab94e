// paydesk-sandbox: the local payment service (thin entry; everything is in paydesk_sandbox).
#include "core/ExtraCertificates.h"
#include "core/LogFile.h"
#include "core/ShutdownSignals.h"
#include "sandbox/SandboxServer.h"

#include <QCoreApplication>
#include <cstdio>
#include <memory>
#ifdef Q_OS_UNIX
#include <sys/resource.h>
#endif

using paydesk::ShutdownSignals;
using paydesk::sandbox::SandboxOptions;
using paydesk::sandbox::SandboxServer;

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("paydesk-sandbox"));
    QCoreApplication::setApplicationVersion(QStringLiteral(PAYDESK_VERSION));

    QString error;
    const auto options = SandboxOptions::fromArguments(QCoreApplication::arguments(), &error);
    if (!options) {
        std::fprintf(stderr, "paydesk-sandbox: %s\n", qUtf8Printable(error));
        return 2;
    }
    if (options->showHelp) {
        std::fputs(qUtf8Printable(SandboxOptions::helpText()), stdout);
        return 0;
    }
    if (options->showVersion) {
        std::printf("paydesk-sandbox %s\n", PAYDESK_VERSION);
        return 0;
    }

    // Messages go to standard error as always; with PAYDESK_LOG_DIR also to
    // paydesk-sandbox.log there (never to standard output: its first line is the address).
    std::unique_ptr<paydesk::LogFile> log;
    if (const QString dir = qEnvironmentVariable("PAYDESK_LOG_DIR"); !dir.isEmpty()) {
        paydesk::LogFile::Options logOptions;
        logOptions.directory = dir;
        logOptions.fileName = QStringLiteral("paydesk-sandbox.log");
        log = std::make_unique<paydesk::LogFile>(logOptions);
        if (!log->install(&error))
            std::fprintf(stderr, "paydesk-sandbox: no log file: %s\n", qUtf8Printable(error));
    }

    // Its --solana-rpc / --evm-rpc may sit behind a private certificate authority.
    if (paydesk::ExtraCertificates::install(&error) < 0)
        std::fprintf(stderr, "paydesk-sandbox: %s\n", qUtf8Printable(error));
        // Enterprise keys may hold 2,000 event connections (docs/service-contract.md): more than
        // the usual soft limit of 1,024 descriptors.
#ifdef Q_OS_UNIX
    rlimit files{};
    if (getrlimit(RLIMIT_NOFILE, &files) == 0 && files.rlim_cur < files.rlim_max) {
        files.rlim_cur = files.rlim_max;
        setrlimit(RLIMIT_NOFILE, &files);
    }
#endif
    ShutdownSignals shutdown;
    SandboxServer server(*options);
    QObject::connect(&server, &SandboxServer::requestLogged, [](const QString &line) {
        std::fprintf(stderr, "%s\n", qUtf8Printable(line));
    });
    if (!server.start(&error)) {
        std::fprintf(stderr, "paydesk-sandbox: %s\n", qUtf8Printable(error));
        return 1;
    }
    std::printf("paydesk-sandbox listening on %s\n", qUtf8Printable(server.baseUrl().toString()));
    std::fflush(stdout);
    if (options->keys.isEmpty())
        std::fprintf(stderr, "paydesk-sandbox: no --key given; every API request will answer "
                             "401 (try --key test-key=standard)\n");
    QObject::connect(&shutdown, &ShutdownSignals::requested, &app, [&](int number) {
        std::fprintf(stderr, "paydesk-sandbox: signal %d, shutting down\n", number);
        server.stop();
        QCoreApplication::quit();
    });
    return app.exec();
}
