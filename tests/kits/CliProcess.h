#pragma once

#include "solana/Ed25519.h"
#include "wallet/KeyImport.h"

#include <QByteArray>
#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QProcessEnvironment>
#include <QStringList>
#include <QTest>

namespace paydesk::testing {

// paydesk-cli as a child process, the way a person or a script runs it: the binary of the build
// under test ($PAYDESK_BUILD_DIR/bin), standard input closed, the test's environment plus
// `extraEnv`, killed after `timeoutMs`.
struct CliRun
{
    int code = -1;
    bool crashed = false; // killed (a crash point), not exited
    QByteArray out, err;
    // The last line of standard output as JSON (--json prints one object last).
    QJsonObject json() const
    {
        return QJsonDocument::fromJson(out.trimmed().split('\n').last()).object();
    }
    QString errorCode() const
    {
        return json()[QStringLiteral("error")][QStringLiteral("code")].toString();
    }
};

inline CliRun runCli(const QStringList &args, const QProcessEnvironment &extraEnv = {},
                     int timeoutMs = 60000)
{
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(extraEnv);
    p.setProcessEnvironment(env);
    p.start(qEnvironmentVariable("PAYDESK_BUILD_DIR") + QStringLiteral("/bin/paydesk-cli"), args);
    p.closeWriteChannel();
    if (!QTest::qWaitFor([&]() { return p.state() == QProcess::NotRunning; }, timeoutMs))
        p.kill();
    return {p.exitCode(), p.exitStatus() == QProcess::CrashExit, p.readAllStandardOutput(),
            p.readAllStandardError()};
}

// `wallet import --keypair-file` of `kp`, run by `cli` (the test's own runner, with its service
// and data folder), through a file in `dir` removed after.
template <class Cli> CliRun importKeypair(Cli &&cli, const QString &dir, const solana::Keypair &kp)
{
    const QString file = QDir(dir).filePath(kp.address() + QStringLiteral(".json"));
    QFile f(file);
    if (!f.open(QIODevice::WriteOnly))
        return {};
    f.write(wallet::KeyImport::toKeypairJson(kp).view().toByteArray());
    f.close();
    CliRun r = cli(QStringList{QStringLiteral("wallet"), QStringLiteral("import"),
                               QStringLiteral("--keypair-file"), file});
    QFile::remove(file);
    return r;
}

} // namespace paydesk::testing
