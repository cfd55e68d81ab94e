#include "SingleInstance.h"

#include "core/LogCategories.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFileInfo>
#include <QLocalServer>
#include <QLocalSocket>

namespace paydesk::ui {

namespace {
// One message: "raise", then one argument per line, then an empty line. The answer: "ok".
constexpr char kRaise[] = "raise";
constexpr int kAnswerTimeoutMs = 5000;

QString userName()
{
    QString user = qEnvironmentVariable("USER");
    if (user.isEmpty())
        user = qEnvironmentVariable("USERNAME");
    if (user.isEmpty())
        user = QDir::homePath();
    return user;
}
} // namespace

SingleInstance::SingleInstance(const QString &profileDir, QObject *parent)
    : QObject(parent), m_name(serverName(profileDir))
{
    m_timeout.setSingleShot(true);
    m_timeout.setInterval(kAnswerTimeoutMs);
    connect(&m_timeout, &QTimer::timeout, this, [this]() {
        if (m_done)
            return;
        m_done = true;
        if (m_client)
            m_client->abort();
        Q_EMIT failed(tr("Paydesk is already running but does not answer."));
    });
}

SingleInstance::~SingleInstance() = default;

QString SingleInstance::serverName(const QString &profileDir)
{
    const QString profile = profileDir.isEmpty()
                                ? QStringLiteral("<default>")
                                : QFileInfo(profileDir).absoluteFilePath(); // may not exist yet
    const QByteArray hash = QCryptographicHash::hash((userName() + u'\n' + profile).toUtf8(),
                                                     QCryptographicHash::Sha256)
                                .toHex()
                                .left(20);
    return QStringLiteral("paydesk-") + QString::fromLatin1(hash);
}

bool SingleInstance::isPrimary() const
{
    return m_server && m_server->isListening();
}

void SingleInstance::start(const QStringList &arguments)
{
    m_arguments = arguments;
    m_client = new QLocalSocket(this);
    connect(m_client, &QLocalSocket::connected, this, &SingleInstance::onConnected);
    connect(m_client, &QLocalSocket::errorOccurred, this, &SingleInstance::onConnectError);
    connect(m_client, &QLocalSocket::readyRead, this, &SingleInstance::onClientReply);
    m_client->connectToServer(m_name);
}

void SingleInstance::onConnected()
{
    QByteArray message = QByteArray(kRaise) + '\n';
    for (QString a : std::as_const(m_arguments))
        message += a.replace(u'\n', u' ').toUtf8() + '\n';
    message += '\n';
    m_client->write(message);
    m_timeout.start();
}

void SingleInstance::onClientReply()
{
    if (m_done || !m_client || !m_client->canReadLine())
        return;
    if (m_client->readLine().trimmed() != "ok")
        return;
    m_done = true;
    m_timeout.stop();
    m_client->disconnectFromServer();
    qCInfo(lcUi) << "another instance of this profile is running; asked it to come forward";
    Q_EMIT handedOver();
}

void SingleInstance::onConnectError()
{
    if (m_done || !m_client)
        return;
    // No server, a stale socket file, or connected and lost before the answer (the other
    // instance went away meanwhile): this one becomes the instance.
    m_timeout.stop();
    m_client->deleteLater();
    m_client = nullptr;
    listen();
}

void SingleInstance::listen()
{
    m_server = new QLocalServer(this);
    m_server->setSocketOptions(QLocalServer::UserAccessOption);
    connect(m_server, &QLocalServer::newConnection, this, &SingleInstance::onNewConnection);
    if (!m_server->listen(m_name)) {
        // Nobody answered on the name, yet it is taken: a socket file left by a crash.
        qCInfo(lcUi) << "removing a stale instance socket" << m_name;
        QLocalServer::removeServer(m_name);
        if (!m_server->listen(m_name))
            qCWarning(lcUi) << "single instance: cannot listen:" << m_server->errorString();
    }
    m_done = true;
    Q_EMIT becamePrimary();
}

void SingleInstance::onNewConnection()
{
    while (QLocalSocket *peer = m_server->nextPendingConnection()) {
        connect(peer, &QLocalSocket::disconnected, peer, &QObject::deleteLater);
        connect(peer, &QLocalSocket::readyRead, this, [this, peer]() {
            // Wait for the whole message (it ends with an empty line), bounded in size.
            const QByteArray all = peer->peek(64 * 1024);
            if (!all.endsWith("\n\n") && all.size() < 64 * 1024)
                return;
            QList<QByteArray> lines = peer->readAll().split('\n');
            while (!lines.isEmpty() && lines.constLast().isEmpty())
                lines.removeLast();
            if (lines.isEmpty() || lines.constFirst() != kRaise) {
                peer->abort();
                return;
            }
            QStringList arguments;
            for (qsizetype i = 1; i < lines.size(); ++i)
                arguments << QString::fromUtf8(lines.at(i));
            peer->write("ok\n");
            peer->flush();
            qCInfo(lcUi) << "a second launch asked this instance to come forward" << arguments;
            Q_EMIT raiseRequested(arguments);
        });
    }
}

} // namespace paydesk::ui
