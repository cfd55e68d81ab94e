#include "SandboxSession.h"

#include "AppContext.h"
#include "core/LogCategories.h"
#include "models/SandboxAddress.h"
#include "sandbox/SandboxServer.h"

#include <QDir>
#include <QFile>
#include <QJsonObject>
#include <QRandomGenerator>
#include <algorithm>

namespace paydesk::ui {

namespace {
// A payment made on a fresh sandbox so that History and Status are not empty on first run.
struct Sample
{
    bool fromDemo;
    const char *amount;
    const char *resource;
    const char *description;
};
const Sample kSamples[] = {
    {true, "0.25", "https://api.example.com/weather/today",
     QT_TRANSLATE_NOOP("paydesk::ui::SandboxSession", "Weather report")},
    {true, "1.5", "https://data.example.com/reports/q3.pdf",
     QT_TRANSLATE_NOOP("paydesk::ui::SandboxSession", "Quarterly report")},
    {false, "0.1", nullptr, QT_TRANSLATE_NOOP("paydesk::ui::SandboxSession", "Refund")},
};
} // namespace

SandboxSession::SandboxSession(AppContext *context) : m_context(context) {}

SandboxSession *SandboxSession::start(AppContext *context, QString *error)
{
    const QString dir = SandboxAddress::folder(context->dataDir());
    if (!QDir().mkpath(dir)) {
        if (error)
            *error = tr("The sandbox folder %1 cannot be created.").arg(dir);
        return nullptr;
    }
    const QString statePath = QDir(dir).filePath(QStringLiteral("state.sqlite"));
    const bool fresh = !QFile::exists(statePath);

    // 32 random bytes; the key exists only in this process.
    QByteArray random(32, Qt::Uninitialized);
    QRandomGenerator::system()->generate(random.begin(), random.end());
    // Hex written in place: no unwiped temporary copy of the key (as toHex() would leave).
    const QByteArrayView prefix("sk_sandbox_");
    QByteArray key(prefix.size() + random.size() * 2, Qt::Uninitialized);
    std::copy(prefix.begin(), prefix.end(), key.begin());
    for (qsizetype i = 0; i < random.size(); ++i) {
        const auto b = uchar(random[i]);
        key[prefix.size() + 2 * i] = "0123456789abcdef"[b >> 4];
        key[prefix.size() + 2 * i + 1] = "0123456789abcdef"[b & 0xf];
    }
    SecureBytes::wipe(random);

    sandbox::SandboxOptions options;
    options.host = QHostAddress::LocalHost;
    options.port = SandboxAddress::port(context->dataDir());
    options.anyPortIfTaken = true; // another program took it: a new port, said in the log
    options.statePath = statePath;
    options.logRequests = false;
    options.keys.append({QString::fromLatin1(key), QStringLiteral("premium"), 1000, QString()});

    auto *session = new SandboxSession(context);
    session->m_server = new sandbox::SandboxServer(options, session);
    QString why;
    if (!session->m_server->start(&why)) {
        delete session;
        SecureBytes::wipe(key);
        if (error)
            *error = tr("The built-in sandbox could not start: %1").arg(why);
        return nullptr;
    }
    const quint16 port = quint16(session->m_server->baseUrl().port());
    if (port != options.port) {
        if (options.port != 0)
            qCWarning(lcSandbox) << "the built-in sandbox's port" << options.port
                                 << "is taken; it now listens on" << port;
        SandboxAddress::remember(context->dataDir(), port);
    }
    context->useLocalService(session, session->m_server->baseUrl(), SecureBytes::copyOf(key));
    SecureBytes::wipe(key);
    session->ensureDemoWallets(fresh);
    return session;
}

QString SandboxSession::createWallet(const QString &label, const QString &amount)
{
    // The sandbox's custodial wallets are of the service's own family (defaultChain()).
    const auto funding = Amount::parse(amount, chainDecimals(defaultChain()));
    if (!funding)
        return {};
    QString address = m_server->createCustodialWallet(*funding);
    if (!address.isEmpty())
        m_context->wallets()->addWallet(address, label);
    return address;
}

void SandboxSession::ensureDemoWallets(bool fresh)
{
    WalletListModel *wallets = m_context->wallets();
    SettingsModel *settings = m_context->settings();
    if (fresh) {
        // A new ledger: wallets remembered from an old one no longer exist.
        settings->setWallets(QStringLiteral("sandbox"), {});
        settings->setDefaultWallet(QStringLiteral("sandbox"), {});
        wallets->setProfile(QStringLiteral("sandbox"));
    }
    if (wallets->rowCount() > 0) {
        m_demo = wallets->defaultAddress();
        m_shop = wallets->addressAt(wallets->defaultRow() == 0 ? 1 : 0);
        return;
    }
    m_demo = createWallet(tr("Demo wallet"), QStringLiteral("25"));
    m_shop = createWallet(tr("Demo shop"), QStringLiteral("2"));
    wallets->setDefaultRow(wallets->rowOf(m_demo));
    if (fresh)
        seedSamplePayments();
}

void SandboxSession::seedSamplePayments()
{
    m_seedIndex = 0;
    seedNext();
}

void SandboxSession::seedNext()
{
    if (m_seedIndex >= std::size(kSamples)) {
        Q_EMIT samplePaymentsDone();
        m_context->events()->reportMoneyMoved(m_demo);
        return;
    }
    const Sample &s = kSamples[m_seedIndex++];
    SendPaymentRequest r;
    r.walletAddress = s.fromDemo ? m_demo : m_shop;
    r.recipientAddress = s.fromDemo ? m_shop : m_demo;
    r.amount = QString::fromLatin1(s.amount);
    if (s.resource)
        r.resource = QString::fromLatin1(s.resource);
    r.metadata = QJsonObject{{QStringLiteral("description"), tr(s.description)}};
    SendPaymentReply *reply = m_context->client()->sendPayment(r);
    connect(reply, &ApiReply::finished, this, [this, reply]() {
        reply->deleteLater();
        seedNext();
    });
}

} // namespace paydesk::ui
