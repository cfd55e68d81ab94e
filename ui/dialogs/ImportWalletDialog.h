#pragma once

#include <QDialog>
#include <optional>

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

// Brings an existing Solana key into the keychain: a recovery phrase (optional passphrase and
// derivation path), a base58 secret key as Phantom and Solflare export it, or a solana-keygen
// JSON keypair file. What was typed is cleared once the key is stored.
class ImportWalletDialog : public QDialog
{
    Q_OBJECT
public:
    enum Source
    {
        PhraseSource,
        SecretKeySource,
        KeypairFileSource
    };
    ImportWalletDialog(WalletSetupController *setup, QWidget *parent = nullptr);

    void setSource(Source source);
    QString importedAddress() const { return m_imported; }

    // Test seam: the next Browse… answers with this path instead of showing a file dialog.
    static void setNextFileName(const QString &path);

private:
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
    QLineEdit *m_derivation;
    QLineEdit *m_secret;
    QLineEdit *m_file;
    QPushButton *m_browse;
    QLineEdit *m_label;
    FieldHint *m_problem;
    QPushButton *m_import;
    QString m_imported;
    static std::optional<QString> s_nextFile;
};

} // namespace paydesk::ui
