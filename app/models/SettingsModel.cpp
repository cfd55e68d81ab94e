#include "SettingsModel.h"

#include "core/Network.h"
#include "core/Validation.h"
#include "payments/kits/ChainKits.h"

#include <QCoreApplication>
#include <algorithm>

namespace paydesk {

namespace {
struct TrSettingsModel
{
    Q_DECLARE_TR_FUNCTIONS(SettingsModel)
};
const QString kMode = QStringLiteral("service/mode");
const QString kUrl = QStringLiteral("service/baseUrl");
const QString kPayMode = QStringLiteral("payments/defaultMode");
const QString kExplorer = QStringLiteral("ui/explorerTemplate");
const QString kLanguage = QStringLiteral("ui/language");
const QString kTheme = QStringLiteral("ui/theme");
const QString kPageSize = QStringLiteral("history/pageSize");
const QString kTimeout = QStringLiteral("receive/timeoutSeconds");
const QString kFirstRun = QStringLiteral("ui/firstRunDone");
} // namespace

SettingsModel::SettingsModel(std::unique_ptr<QSettings> settings, QObject *parent)
    : QObject(parent), m_settings(std::move(settings))
{
    if (!m_settings)
        m_settings =
            std::make_unique<QSettings>(QStringLiteral("Paydesk"), QStringLiteral("Paydesk"));
}

SettingsModel::~SettingsModel() = default;

QVariant SettingsModel::value(const QString &key, const QVariant &fallback) const
{
    return m_settings->value(key, fallback);
}

void SettingsModel::setValue(const QString &key, const QVariant &value)
{
    if (m_settings->value(key) == value && m_settings->contains(key))
        return;
    m_settings->setValue(key, value);
    m_settings->sync();
    Q_EMIT changed(key);
}

SettingsModel::ServiceMode SettingsModel::serviceMode() const
{
    const QString mode = value(kMode).toString();
    if (mode == u"service")
        return ServiceMode::Service;
    if (mode == u"sandbox")
        return ServiceMode::Sandbox;
    // Never chosen: a URL configured (e.g. by paydesk-cli) means the service.
    return serviceUrl().isValid() && !serviceUrl().isEmpty() ? ServiceMode::Service
                                                             : ServiceMode::Sandbox;
}

void SettingsModel::setServiceMode(ServiceMode mode)
{
    setValue(kMode,
             mode == ServiceMode::Service ? QStringLiteral("service") : QStringLiteral("sandbox"));
}

QUrl SettingsModel::serviceUrl() const
{
    return QUrl(value(kUrl).toString());
}

void SettingsModel::setServiceUrl(const QUrl &url)
{
    setValue(kUrl, url.toString());
}

SettingsModel::PaymentMode SettingsModel::defaultPaymentMode() const
{
    return value(kPayMode).toString() == u"local" ? PaymentMode::Local : PaymentMode::Hosted;
}

void SettingsModel::setDefaultPaymentMode(PaymentMode mode)
{
    setValue(kPayMode,
             mode == PaymentMode::Local ? QStringLiteral("local") : QStringLiteral("hosted"));
}

QString SettingsModel::defaultExplorerTemplate()
{
    return QStringLiteral("https://explorer.solana.com/tx/{signature}?cluster=devnet");
}

QString SettingsModel::explorerTemplate() const
{
    const QString t = value(kExplorer).toString().trimmed();
    return t == defaultExplorerTemplate() ? QString() : t;
}

void SettingsModel::setExplorerTemplate(const QString &text)
{
    const QString t = text.trimmed();
    setValue(kExplorer, t == defaultExplorerTemplate() ? QString() : t);
}

bool SettingsModel::validateExplorerTemplate(const QString &text, QString *error)
{
    if (text.trimmed().isEmpty())
        return true;
    if (!text.contains(QStringLiteral("{signature}"))) {
        if (error)
            *error =
                TrSettingsModel::tr("The template must contain {signature} where the transaction "
                                    "signature goes.");
        return false;
    }
    QString probe = text;
    probe.replace(QStringLiteral("{signature}"), QStringLiteral("sig"));
    if (auto e = validate::url(QStringLiteral("explorer"), probe)) {
        if (error)
            *error = e->message;
        return false;
    }
    return true;
}

QUrl SettingsModel::explorerUrl(const QString &signature) const
{
    const QString own = explorerTemplate();
    const QString t = own.isEmpty() ? defaultExplorerTemplate() : own;
    if (signature.isEmpty() || !validateExplorerTemplate(t, nullptr))
        return {};
    QString s = t;
    s.replace(QStringLiteral("{signature}"),
              QString::fromLatin1(QUrl::toPercentEncoding(signature)));
    return QUrl(s);
}

QString SettingsModel::language() const
{
    return value(kLanguage).toString();
}

void SettingsModel::setLanguage(const QString &name)
{
    setValue(kLanguage, name);
}

QString SettingsModel::theme() const
{
    return value(kTheme).toString();
}

void SettingsModel::setTheme(const QString &name)
{
    setValue(kTheme, name);
}

int SettingsModel::historyPageSize() const
{
    return std::clamp(value(kPageSize, limits::kDefaultHistoryLimit).toInt(), 1,
                      limits::kMaxHistoryLimit);
}

void SettingsModel::setHistoryPageSize(int size)
{
    setValue(kPageSize, std::clamp(size, 1, limits::kMaxHistoryLimit));
}

int SettingsModel::verifyTimeoutSeconds() const
{
    return std::clamp(value(kTimeout, limits::kDefaultTimeoutSeconds).toInt(), 1,
                      limits::kMaxTimeoutSeconds);
}

void SettingsModel::setVerifyTimeoutSeconds(int seconds)
{
    setValue(kTimeout, std::clamp(seconds, 1, limits::kMaxTimeoutSeconds));
}

bool SettingsModel::firstRunDone() const
{
    return value(kFirstRun, false).toBool();
}

void SettingsModel::setFirstRunDone(bool done)
{
    setValue(kFirstRun, done);
}

QList<SettingsModel::WalletEntry> SettingsModel::wallets(const QString &profile) const
{
    QList<WalletEntry> out;
    const int n = m_settings->beginReadArray(QStringLiteral("wallets/") + profile);
    for (int i = 0; i < n; ++i) {
        m_settings->setArrayIndex(i);
        out.append({m_settings->value(QStringLiteral("address")).toString(),
                    m_settings->value(QStringLiteral("label")).toString()});
    }
    m_settings->endArray();
    return out;
}

void SettingsModel::setWallets(const QString &profile, const QList<WalletEntry> &wallets)
{
    const QString group = QStringLiteral("wallets/") + profile;
    m_settings->remove(group);
    m_settings->beginWriteArray(group, int(wallets.size()));
    for (int i = 0; i < wallets.size(); ++i) {
        m_settings->setArrayIndex(i);
        m_settings->setValue(QStringLiteral("address"), wallets[i].address);
        m_settings->setValue(QStringLiteral("label"), wallets[i].label);
    }
    m_settings->endArray();
    m_settings->sync();
    Q_EMIT changed(group);
}

QString SettingsModel::defaultWallet(const QString &profile) const
{
    return value(QStringLiteral("defaultWallet/") + profile).toString();
}

void SettingsModel::setDefaultWallet(const QString &profile, const QString &address)
{
    setValue(QStringLiteral("defaultWallet/") + profile, address);
}

QUrl SettingsModel::transactionUrl(const QString &network, const QString &signature) const
{
    if (signature.isEmpty())
        return {};
    // The sandbox's chains are on no explorer. The user's own explorer serves the transactions
    // of the service's own family (defaultChain(): Solana), whatever the cluster, and a record
    // without a known network (never a guessed cluster: such a record may be the sandbox's);
    // every other network's link is its family's (ChainKit::explorerTx).
    const Chain family = Network::family(network);
    const x402::ChainKit *kit = x402::ChainKits::standard().of(family);
    if (kit && Network::canonical(network) == Network::canonical(kit->sandboxNetwork()))
        return {};
    const bool own = !explorerTemplate().isEmpty();
    if (family == Chain::Unknown)
        return own ? explorerUrl(signature) : QUrl();
    if (family == defaultChain() && own)
        return explorerUrl(signature);
    return standardTransactionUrl(network, signature);
}

QUrl SettingsModel::standardTransactionUrl(const QString &network, const QString &signature)
{
    return x402::ChainKits::standard().explorerTx(network, signature);
}

} // namespace paydesk
