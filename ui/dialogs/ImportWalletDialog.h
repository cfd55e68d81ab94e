#pragma once

#include <QDialog>
#include <optional>

class QCheckBox;
class QComboBox;
class QLineEdit;
class QPlainTextEdit;
class QPushButton;
class QStackedWidget;

namespace paydesk {
class WalletSetupController;
}

namespace paydesk::ui {

class FieldHint;

// Brings an existing key into the keychain: a recovery phrase (its Solana account, its EVM account
// or both; optional passphrase and derivation paths), a Solana base58 secret key as Phantom and
// Solflare export it, a solana-keygen JSON keypair file, an EVM hex private key as MetaMask
// exports it, or an Ethereum keystore v3 file and its password. What was typed is cleared once
// the key is stored (or the dialog closes).
class ImportWalletDialog : public QDialog
{
    Q_OBJECT
public:
    enum Source
    {
        PhraseSource,
        SecretKeySource,
        KeypairFileSource,
        EvmKeySource,
        KeystoreSource
    };
    ImportWalletDialog(WalletSetupController *setup, QWidget *parent = nullptr);

    void setSource(Source source);
    QString importedAddress() const { return m_imported; }

    // Test seam: the next Browse… answers with this path instead of showing a file dialog.
    static void setNextFileName(const QString &path);

private:
    QWidget *phrasePage();
    QWidget *secretPage(QLineEdit **edit, const char *name, const QString &label);
    QWidget *filePage(QLineEdit **edit, const char *name, const QString &placeholder);
    void showPage(int index);
    void browse();
    void startImport();
    void onFinished(bool ok, const QString &address, const QString &message);
    void updateButtons();
    void wipeInputs();

    WalletSetupController *m_setup;
    QComboBox *m_source;
    QStackedWidget *m_stack;
    QPlainTextEdit *m_phrase;
    QLineEdit *m_passphrase;
    QCheckBox *m_withSolana;
    QLineEdit *m_derivation;
    QCheckBox *m_withEvm;
    QLineEdit *m_evmDerivation;
    QLineEdit *m_secret;
    QLineEdit *m_file;
    QLineEdit *m_evmSecret;
    QLineEdit *m_keystore;
    QLineEdit *m_keystorePassword;
    QLineEdit *m_label;
    FieldHint *m_problem;
    QPushButton *m_import;
    QString m_imported;
    static std::optional<QString> s_nextFile;
};

} // namespace paydesk::ui
