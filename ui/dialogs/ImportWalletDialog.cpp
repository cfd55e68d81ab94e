#include "ImportWalletDialog.h"

#include "models/WalletSetupController.h"
#include "widgets/FieldHint.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QStackedWidget>
#include <QTimer>
#include <QVBoxLayout>
#include <algorithm>

namespace paydesk::ui {

std::optional<QString> ImportWalletDialog::s_nextFile;

void ImportWalletDialog::setNextFileName(const QString &path)
{
    s_nextFile = path;
}

ImportWalletDialog::ImportWalletDialog(WalletSetupController *setup, QWidget *parent)
    : QDialog(parent), m_setup(setup)
{
    setObjectName(QStringLiteral("importWalletDialog"));
    setWindowTitle(tr("Import a wallet"));
    setAccessibleName(windowTitle());
    setMinimumWidth(600);
    auto *layout = new QVBoxLayout(this);
    auto *top = new QFormLayout;
    m_source = new QComboBox(this);
    m_source->setObjectName(QStringLiteral("importSource"));
    // In the order of Source.
    m_source->addItems({tr("Recovery phrase (12 or 24 words): Solana and EVM accounts"),
                        tr("Solana secret key (base58, as Phantom or Solflare export it)"),
                        tr("Solana keypair file (solana-keygen JSON)"),
                        tr("EVM private key (64 hex digits, as MetaMask exports it)"),
                        tr("EVM keystore file (Ethereum JSON, version 3)")});
    m_source->setAccessibleName(tr("What you import"));
    // Sized by the dialog, not by its longest item (long in some languages), so its label
    // keeps its room; the open list shows the items in full.
    m_source->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_source->setMinimumContentsLength(24);
    top->addRow(tr("&Import from:"), m_source);
    layout->addLayout(top);

    m_stack = new QStackedWidget(this);
    m_stack->addWidget(phrasePage());
    m_stack->addWidget(secretPage(&m_secret, "importSecret", tr("&Secret key:")));
    m_stack->addWidget(filePage(&m_file, "importFile", tr("~/.config/solana/id.json")));
    m_stack->addWidget(secretPage(&m_evmSecret, "importEvmSecret", tr("&Private key:")));
    QWidget *keystore = filePage(&m_keystore, "importKeystore", tr("UTC--…--<address>.json"));
    m_keystorePassword = new QLineEdit(keystore);
    m_keystorePassword->setObjectName(QStringLiteral("importKeystorePassword"));
    m_keystorePassword->setEchoMode(QLineEdit::Password);
    m_keystorePassword->setAccessibleName(tr("Password of the keystore file"));
    m_keystorePassword->setPlaceholderText(tr("Used once to open the file, never stored"));
    static_cast<QFormLayout *>(keystore->layout())->addRow(tr("Pass&word:"), m_keystorePassword);
    m_stack->addWidget(keystore);
    layout->addWidget(m_stack);

    auto *bottom = new QFormLayout;
    m_label = new QLineEdit(this);
    m_label->setObjectName(QStringLiteral("importLabel"));
    m_label->setAccessibleName(tr("Wallet label"));
    bottom->addRow(tr("&Label:"), m_label);
    layout->addLayout(bottom);
    m_problem =
        new FieldHint(tr("The key is checked, then kept only in the system keychain."), this);
    m_problem->setObjectName(QStringLiteral("importProblem"));
    layout->addWidget(m_problem);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Cancel, this);
    m_import = buttons->addButton(tr("&Import"), QDialogButtonBox::AcceptRole);
    m_import->setObjectName(QStringLiteral("importWallet"));
    layout->addWidget(buttons);
    layout->addStretch(1);

    connect(m_source, &QComboBox::currentIndexChanged, this, [this](int i) {
        showPage(i);
        m_problem->reset();
        updateButtons();
    });
    connect(m_phrase, &QPlainTextEdit::textChanged, this, &ImportWalletDialog::updateButtons);
    for (QLineEdit *e : {m_secret, m_file, m_evmSecret, m_keystore, m_keystorePassword})
        connect(e, &QLineEdit::textChanged, this, &ImportWalletDialog::updateButtons);
    for (QCheckBox *c : {m_withSolana, m_withEvm})
        connect(c, &QCheckBox::toggled, this, &ImportWalletDialog::updateButtons);
    connect(m_withSolana, &QCheckBox::toggled, m_derivation, &QWidget::setEnabled);
    connect(m_withEvm, &QCheckBox::toggled, m_evmDerivation, &QWidget::setEnabled);
    connect(buttons, &QDialogButtonBox::accepted, this, &ImportWalletDialog::startImport);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_setup, &WalletSetupController::finished, this, &ImportWalletDialog::onFinished);
    connect(this, &QDialog::finished, this, &ImportWalletDialog::wipeInputs);
    showPage(PhraseSource);
    updateButtons();
}

void ImportWalletDialog::showPage(int index)
{
    // The dialog is as tall as the chosen source's fields, not as the tallest page.
    for (int i = 0; i < m_stack->count(); ++i)
        m_stack->widget(i)->setSizePolicy(
            QSizePolicy::Preferred, i == index ? QSizePolicy::Preferred : QSizePolicy::Ignored);
    m_stack->setCurrentIndex(index);
    if (isVisible())
        adjustSize();
}

QWidget *ImportWalletDialog::phrasePage()
{
    auto *page = new QWidget(m_stack);
    auto *pf = new QFormLayout(page);
    pf->setContentsMargins(0, 0, 0, 0);
    m_phrase = new QPlainTextEdit(page);
    m_phrase->setObjectName(QStringLiteral("importPhrase"));
    m_phrase->setAccessibleName(tr("Recovery phrase"));
    m_phrase->setPlaceholderText(tr("The words, separated by spaces or new lines"));
    m_phrase->setTabChangesFocus(true);
    m_phrase->setFixedHeight(m_phrase->fontMetrics().lineSpacing() * 4 + 12);
    pf->addRow(tr("&Words:"), m_phrase);
    m_passphrase = new QLineEdit(page);
    m_passphrase->setObjectName(QStringLiteral("importPassphrase"));
    m_passphrase->setEchoMode(QLineEdit::Password);
    m_passphrase->setAccessibleName(tr("BIP39 passphrase (optional)"));
    m_passphrase->setPlaceholderText(tr("Only if you set one"));
    pf->addRow(tr("&Passphrase:"), m_passphrase);
    // One phrase, two accounts (as Phantom and MetaMask derive them); each with its path.
    m_withSolana = new QCheckBox(tr("&Solana account"), page);
    m_withSolana->setObjectName(QStringLiteral("importWithSolana"));
    m_withSolana->setChecked(true);
    m_derivation = new QLineEdit(WalletSetupController::usualSolanaPath(), page);
    m_derivation->setObjectName(QStringLiteral("importDerivation"));
    m_derivation->setAccessibleName(tr("Derivation path of the Solana account"));
    pf->addRow(m_withSolana, m_derivation);
    m_withEvm = new QCheckBox(tr("&EVM account"), page);
    m_withEvm->setObjectName(QStringLiteral("importWithEvm"));
    m_withEvm->setChecked(true);
    m_evmDerivation = new QLineEdit(WalletSetupController::usualEvmPath(), page);
    m_evmDerivation->setObjectName(QStringLiteral("importEvmDerivation"));
    m_evmDerivation->setAccessibleName(tr("Derivation path of the EVM account"));
    pf->addRow(m_withEvm, m_evmDerivation);
    return page;
}

QWidget *ImportWalletDialog::secretPage(QLineEdit **edit, const char *name, const QString &label)
{
    auto *page = new QWidget(m_stack);
    auto *form = new QFormLayout(page);
    form->setContentsMargins(0, 0, 0, 0);
    *edit = new QLineEdit(page);
    (*edit)->setObjectName(QString::fromLatin1(name));
    (*edit)->setEchoMode(QLineEdit::Password);
    (*edit)->setAccessibleName(QString(label).remove(u'&').remove(u':'));
    form->addRow(label, *edit);
    return page;
}

QWidget *ImportWalletDialog::filePage(QLineEdit **edit, const char *name,
                                      const QString &placeholder)
{
    auto *page = new QWidget(m_stack);
    auto *form = new QFormLayout(page);
    form->setContentsMargins(0, 0, 0, 0);
    auto *row = new QHBoxLayout;
    *edit = new QLineEdit(page);
    (*edit)->setObjectName(QString::fromLatin1(name));
    (*edit)->setAccessibleName(tr("File"));
    (*edit)->setPlaceholderText(placeholder);
    auto *browse = new QPushButton(tr("&Browse…"), page);
    browse->setObjectName(QString::fromLatin1(name) + QStringLiteral("Browse"));
    row->addWidget(*edit, 1);
    row->addWidget(browse);
    auto *label = new QLabel(tr("&File:"), page);
    label->setBuddy(*edit);
    form->addRow(label, row);
    connect(browse, &QPushButton::clicked, this, &ImportWalletDialog::browse);
    return page;
}

void ImportWalletDialog::setSource(Source source)
{
    m_source->setCurrentIndex(source);
}

void ImportWalletDialog::browse()
{
    const bool keystore = m_source->currentIndex() == KeystoreSource;
    QLineEdit *target = keystore ? m_keystore : m_file;
    if (s_nextFile) {
        target->setText(*s_nextFile);
        s_nextFile.reset();
        return;
    }
    // MetaMask and geth name keystore files UTC--<time>--<address>, often without .json.
    auto *dialog = keystore ? new QFileDialog(this, tr("Choose a keystore file"), QString(),
                                              tr("Keystore files (*.json UTC--*);;All files (*)"))
                            : new QFileDialog(this, tr("Choose a keypair file"), QString(),
                                              tr("Keypair files (*.json);;All files (*)"));
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setFileMode(QFileDialog::ExistingFile);
    connect(dialog, &QFileDialog::fileSelected, target, &QLineEdit::setText);
    dialog->open();
}

void ImportWalletDialog::updateButtons()
{
    bool ok = false;
    switch (Source(m_source->currentIndex())) { // the combo's rows are Source's values
    case PhraseSource: {
        // toPlainText() makes a fresh copy of the phrase at every keystroke: wiped here.
        QString text = m_phrase->toPlainText();
        ok = !QStringView(text).trimmed().isEmpty() &&
             (m_withSolana->isChecked() || m_withEvm->isChecked());
        std::fill(text.begin(), text.end(), QChar(0));
        break;
    }
    case SecretKeySource:
        ok = !QStringView(m_secret->text()).trimmed().isEmpty(); // no trimmed copy of the key
        break;
    case KeypairFileSource:
        ok = !m_file->text().trimmed().isEmpty();
        break;
    case EvmKeySource:
        ok = !QStringView(m_evmSecret->text()).trimmed().isEmpty();
        break;
    case KeystoreSource:
        ok = !m_keystore->text().trimmed().isEmpty() && !m_keystorePassword->text().isEmpty();
        break;
    }
    m_import->setEnabled(ok && !m_setup->isBusy());
}

void ImportWalletDialog::startImport()
{
    m_problem->setHint(tr("Checking the key and storing it in the system keychain…"));
    m_import->setEnabled(false);
    switch (Source(m_source->currentIndex())) { // the combo's rows are Source's values
    case PhraseSource: {
        QString text = m_phrase->toPlainText();
        const SecureBytes phrase = WalletSetupController::secureUtf8(text);
        std::fill(text.begin(), text.end(), QChar(0));
        const SecureBytes pass = WalletSetupController::secureUtf8(m_passphrase->text());
        m_setup->importPhrase(phrase, pass,
                              {m_withSolana->isChecked(), m_derivation->text(),
                               m_withEvm->isChecked(), m_evmDerivation->text()},
                              m_label->text());
        break;
    }
    case SecretKeySource:
        // Untrimmed: KeyImport trims a view of it, leaving no trimmed copy behind.
        m_setup->importSecretKey(WalletSetupController::secureUtf8(m_secret->text()),
                                 m_label->text());
        break;
    case KeypairFileSource:
        m_setup->importKeypairFile(m_file->text().trimmed(), m_label->text());
        break;
    case EvmKeySource:
        m_setup->importEvmSecretKey(WalletSetupController::secureUtf8(m_evmSecret->text()),
                                    m_label->text());
        break;
    case KeystoreSource:
        // Opening the file takes a moment (scrypt): the controller works off this thread.
        m_problem->setHint(tr("Opening the keystore file with its password…"));
        m_setup->importKeystore(m_keystore->text().trimmed(),
                                WalletSetupController::secureUtf8(m_keystorePassword->text()),
                                m_label->text());
        break;
    }
    // A refusal arrives through finished() as well.
}

void ImportWalletDialog::onFinished(bool ok, const QString &address, const QString &message)
{
    if (ok) {
        m_imported = address;
        accept();
        return;
    }
    m_problem->showProblem(message);
    updateButtons();
}

void ImportWalletDialog::wipeInputs()
{
    m_setup->cancelKeystore(); // closed while a keystore file was being opened: keep nothing
    m_phrase->clear();
    m_passphrase->clear();
    m_secret->clear();
    m_evmSecret->clear();
    m_keystorePassword->clear();
}

} // namespace paydesk::ui
