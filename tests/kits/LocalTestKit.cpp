#include "kits/LocalTestKit.h"

#include <QDir>
#include <QFileInfo>
#include <QNetworkReply>
#include <QSqlDatabase>
#include <QTest>
#include <QUuid>

using namespace paydesk;

namespace localtest {

nlohmann::json rpc(solana::RpcClient &client, const QString &method, nlohmann::json params,
                   QString *error)
{
    RpcCall *call = client.call(method, std::move(params));
    if (!call->isFinished() && !waitFor(call, &RpcCall::finished)) {
        if (error)
            *error = QStringLiteral("timeout");
        return nullptr;
    }
    call->deleteLater();
    if (!call->ok()) {
        if (error)
            *error = call->errorText();
        return nullptr;
    }
    return call->result();
}

quint64 balance(solana::RpcClient &client, const QString &address)
{
    const nlohmann::json r =
        rpc(client, QStringLiteral("getBalance"), nlohmann::json::array({address.toStdString()}));
    return solana::RpcClient::parseContextU64(r).value_or(~quint64(0));
}

nlohmann::json postJson(QNetworkAccessManager &network, const QUrl &url, const QByteArray &body)
{
    QNetworkRequest request(url);
    request.setHeader(QNetworkRequest::ContentTypeHeader, QStringLiteral("application/json"));
    request.setRawHeader("Authorization", QByteArray("Bearer ") + kApiKey);
    QNetworkReply *reply = network.post(request, body);
    if (!reply->isFinished())
        waitFor(reply, &QNetworkReply::finished);
    reply->deleteLater();
    const QByteArray bytes = reply->readAll();
    return nlohmann::json::parse(bytes.constData(), bytes.constData() + bytes.size(), nullptr,
                                 false);
}

bool Sandbox::start(const QUrl &solanaRpc, int slotMs, bool leaderQueue)
{
    sandbox::SandboxOptions o;
    o.keys.append({QString::fromLatin1(kApiKey), QStringLiteral("enterprise"), 100000, {}});
    o.slotMs = slotMs;
    o.leaderQueue = leaderQueue;
    o.solanaRpc = solanaRpc;
    o.statePath = statePath();
    return TestSandbox::start(std::move(o), &m_error);
}

bool Sandbox::advance(QNetworkAccessManager &network, int count)
{
    QUrl u = baseUrl();
    u.setPath(QStringLiteral("/sandbox/slots"));
    const nlohmann::json r =
        postJson(network, u, QByteArray::fromStdString(nlohmann::json{{"count", count}}.dump()));
    return r.is_object() && r.value("success", false);
}

LitesvmPeer::~LitesvmPeer()
{
    if (m_process.state() != QProcess::NotRunning) {
        m_process.closeWriteChannel(); // --exit-on-stdin-eof
        if (!m_process.waitForFinished(3000)) {
            m_process.kill();
            m_process.waitForFinished(3000);
        }
    }
}

bool LitesvmPeer::start(QString *skipReason)
{
    const QString dir =
        qEnvironmentVariable("PAYDESK_SOURCE_DIR") + QStringLiteral("/tests/peers/litesvm");
    if (!QFileInfo::exists(dir + QStringLiteral("/node_modules/litesvm"))) {
        *skipReason = QStringLiteral("litesvm is not installed: run 'npm ci' in %1").arg(dir);
        return false;
    }
    QProcess probe;
    probe.start(QStringLiteral("node"),
                {QStringLiteral("-p"), QStringLiteral("process.versions.node")});
    if (!probe.waitForFinished(10000) || probe.exitCode() != 0) {
        *skipReason = QStringLiteral("node (Node.js >= 20) is not installed");
        return false;
    }
    if (probe.readAllStandardOutput().split('.').value(0).toInt() < 20) {
        *skipReason = QStringLiteral("Node.js < 20: litesvm needs 20 or later");
        return false;
    }
    m_process.setWorkingDirectory(dir);
    m_process.start(QStringLiteral("node"),
                    {QStringLiteral("rpc-server.mjs"), QStringLiteral("--port"),
                     QStringLiteral("0"), QStringLiteral("--exit-on-stdin-eof")});
    if (!m_process.waitForStarted(10000)) {
        *skipReason = QStringLiteral("node did not start: ") + m_process.errorString();
        return false;
    }
    QByteArray line;
    while (!line.contains('\n') && m_process.waitForReadyRead(20000))
        line += m_process.readAllStandardOutput();
    const qsizetype at = line.indexOf("http://");
    if (!line.startsWith("litesvm-rpc listening on ") || at < 0) {
        *skipReason = QString(); // a real failure, not a skip
        return false;
    }
    m_url = QUrl(QString::fromLatin1(line.mid(at).trimmed()));
    return m_url.isValid();
}

QString LitesvmPeer::log() const
{
    return QString::fromUtf8(const_cast<QProcess &>(m_process).readAllStandardError());
}

Rig::Rig(const QUrl &serviceUrl, const QUrl &rpcUrl)
    : service(&network, ServiceConfig{serviceUrl}), rpc(&network, rpcUrl),
      m_connection(QUuid::createUuid().toString())
{
    service.setApiKey(SecureBytes::copyOf(QByteArray(kApiKey)));
    QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), m_connection);
    db.setDatabaseName(m_dir.filePath(QStringLiteral("journal.sqlite")));
    db.open();
    journal = std::make_unique<PaymentJournal>(db);
}

Rig::~Rig()
{
    journal.reset();
    QSqlDatabase::database(m_connection).close();
    QSqlDatabase::removeDatabase(m_connection);
}

void Rig::addKey(const solana::Keypair &kp)
{
    m_keys.push_back(
        std::make_unique<solana::Keypair>(*solana::keypairFromSecretKey(kp.secretKey)));
}

const solana::Keypair &Rig::fundedKey(quint64 lamports)
{
    addKey(solana::generateKeypair());
    const solana::Keypair &kp = *m_keys.back();
    localtest::rpc(this->rpc, QStringLiteral("requestAirdrop"),
                   nlohmann::json::array({kp.address().toStdString(), lamports}));
    for (int i = 0; i < 100 && balance(this->rpc, kp.address()) != lamports; ++i)
        QTest::qWait(50);
    return kp;
}

solana::SolanaPaymentFlow::KeyProvider Rig::keys()
{
    return [this](const QString &address, QObject *, solana::SolanaPaymentFlow::KeyCallback done) {
        for (const auto &k : m_keys)
            if (k->address() == address)
                return done(solana::keypairFromSecretKey(k->secretKey), {});
        done(std::nullopt, QStringLiteral("no key for ") + address);
    };
}

solana::SolanaPaymentFlow::Options Rig::quickOptions()
{
    solana::SolanaPaymentFlow::Options o;
    o.autoApprove = true;
    o.maxPriorityFeeLamports = 100000;
    o.timing.pollIntervalMs = 100;
    o.timing.resendIntervalMs = 500;
    return o;
}

solana::SolanaPaymentFlow *Rig::flow(solana::SolanaPaymentFlow::Options options)
{
    return new solana::SolanaPaymentFlow({&service, &rpc, journal.get(), keys()}, options);
}

bool Rig::runToEnd(solana::SolanaPaymentFlow *flow, int timeoutMs)
{
    if (flow->step() == solana::SolanaPaymentFlow::Step::Finished)
        return true;
    return waitFor(flow, &solana::SolanaPaymentFlow::finished, timeoutMs);
}

} // namespace localtest
