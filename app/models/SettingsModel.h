#pragma once

#include <QObject>
#include <QSettings>
#include <QString>
#include <QUrl>
#include <memory>

namespace paydesk {

// The app's non-secret settings over QSettings (organisation "Paydesk", application "Paydesk",
// shared with paydesk-cli for "service/baseUrl"). Nothing secret is ever written here: the API key
// lives in the OS keychain (SecretStore).
class SettingsModel : public QObject
{
    Q_OBJECT
public:
    enum class ServiceMode
    {
        Sandbox, // the built-in sandbox, test funds only
        Service  // a configured payment service
    };
    Q_ENUM(ServiceMode)
    enum class PaymentMode
    {
        Hosted, // the service signs (Cloud API)
        Local   // Paydesk signs (Local Transaction API)
    };
    Q_ENUM(PaymentMode)

    // `settings` null: the native store for Paydesk/Paydesk. Tests pass an INI file.
    explicit SettingsModel(std::unique_ptr<QSettings> settings = {}, QObject *parent = nullptr);
    ~SettingsModel() override;

    // Sandbox when no service URL was ever configured.
    ServiceMode serviceMode() const;
    void setServiceMode(ServiceMode mode);
    QUrl serviceUrl() const;
    void setServiceUrl(const QUrl &url);

    PaymentMode defaultPaymentMode() const;
    void setDefaultPaymentMode(PaymentMode mode);

    // The user's own explorer for Solana transactions ("{signature}" is replaced); empty (the
    // default) = automatic: each network's own public explorer. The template Paydesk once
    // shipped as its default (devnet's) reads as automatic too.
    QString explorerTemplate() const;
    void setExplorerTemplate(const QString &text);
    // Solana Explorer on devnet: where a hosted send on a real service links when the user has no
    // template of their own (its result names no network).
    static QString defaultExplorerTemplate();
    // The link for `signature` on the user's template, else on the default one; an invalid URL
    // when the template is not usable.
    QUrl explorerUrl(const QString &signature) const;
    // The link for a payment's transaction on its network (a CAIP-2 id or a v1 name): an EVM
    // network's own explorer; on Solana the user's template when there is one, else Solana's
    // explorer for that cluster; for a record without a known network, the user's template
    // only. None for the sandbox's chains, which no explorer knows, nor without a transaction.
    QUrl transactionUrl(const QString &network, const QString &signature) const;
    // The same without the user's own explorer: the network's family's (ChainKit::explorerTx).
    static QUrl standardTransactionUrl(const QString &network, const QString &signature);
    static bool validateExplorerTemplate(const QString &text, QString *error);

    // "" = the system language; otherwise a BCP 47 name ("de", "fr").
    QString language() const;
    void setLanguage(const QString &name);
    // "" = follow the system, "light", "dark".
    QString theme() const;
    void setTheme(const QString &name);

    int historyPageSize() const;
    void setHistoryPageSize(int size);
    int verifyTimeoutSeconds() const;
    void setVerifyTimeoutSeconds(int seconds);

    bool firstRunDone() const;
    void setFirstRunDone(bool done);

    // Wallets (address, label) of a profile ("sandbox" / "service"), and its default wallet.
    struct WalletEntry
    {
        QString address;
        QString label;
    };
    QList<WalletEntry> wallets(const QString &profile) const;
    void setWallets(const QString &profile, const QList<WalletEntry> &wallets);
    QString defaultWallet(const QString &profile) const;
    void setDefaultWallet(const QString &profile, const QString &address);

    QVariant value(const QString &key, const QVariant &fallback = {}) const;
    void setValue(const QString &key, const QVariant &value);
    QSettings *store() const { return m_settings.get(); }

Q_SIGNALS:
    void changed(const QString &key);

private:
    std::unique_ptr<QSettings> m_settings;
};

} // namespace paydesk
