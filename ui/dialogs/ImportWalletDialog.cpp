#include "ImportWalletDialog.h"

#include "models/WalletSetupController.h"
#include "wallet/Slip10.h"
#include "widgets/FieldHint.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QFormLayout>
#include <QHBoxLayout>
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
    setMinimumWidth(560);
    auto *layout = new QVBoxLayout(this);
    auto *top = new QFormLayout;
    m_source = new QComboBox(this);
    m_source->addItems({tr("Recovery phrase (12 or 24 words)"),
                        tr("Secret key (base58, as Phantom or Solflare export it)"),
                        tr("Keypair file (solana-keygen JSON)")});
    m_source->setAccessibleName(tr("What you import"));
    top->addRow(tr("&Import from:"), m_source);
    layout->addLayout(top);

    m_stack = new QStackedWidget(this);
    auto *phrasePage = new QWidget(m_stack);
    auto *pf = new QFormLayout(phrasePage);
    pf->setContentsMargins(0, 0, 0, 0);
    m_phrase = new QPlainTextEdit(phrasePage);
    m_phrase->setObjectName(QStringLiteral("importPhrase"));
    m_phrase->setAccessibleName(tr("Recovery phrase"));
    m_phrase->setPlaceholderText(tr("The words, separated by spaces or new lines"));
    m_phrase->setTabChangesFocus(true);
    m_phrase->setFixedHeight(m_phrase->fontMetrics().lineSpacing() * 4 + 12);
    pf->addRow(tr("&Words:"), m_phrase);
    m_passphrase = new QLineEdit(phrasePage);
    m_passphrase->setObjectName(QStringLiteral("importPassphrase"));
    m_passphrase->setEchoMode(QLineEdit::Password);
    m_passphrase->setAccessibleName(tr("BIP39 passphrase (optional)"));
    m_passphrase->setPlaceholderText(tr("Only if you set one"));
    pf->addRow(tr("&Passphrase:"), m_passphrase);
    m_derivation = new QLineEdit(wallet::Slip10::solanaPath(), phrasePage);
    m_derivation->setObjectName(QStringLiteral("importDerivation"));
    m_derivation->setAccessibleName(tr("Derivation path"));
    pf->addRow(tr("&Derivation path:"), m_derivation);
    m_stack->addWidget(phrasePage);

    auto *secretPage = new QWidget(m_stack);
    auto *sf = new QFormLayout(secretPage);
    sf->setContentsMargins(0, 0, 0, 0);
    m_secret = new QLineEdit(secretPage);
    m_secret->setObjectName(QStringLiteral("importSecret"));
    m_secret->setEchoMode(QLineEdit::Password);
    m_secret->setAccessibleName(tr("Secret key"));
    sf->addRow(tr("&Secret key:"), m_secret);
    m_stack->addWidget(secretPage);

    auto *filePage = new QWidget(m_stack);
    auto *ff = new QFormLayout(filePage);
    ff->setContentsMargins(0, 0, 0, 0);
    auto *fileRow = new QHBoxLayout;
    m_file = new QLineEdit(filePage);
    m_file->setObjectName(QStringLiteral("importFile"));
    m_file->setAccessibleName(tr("Keypair file"));
    m_file->setPlaceholderText(tr("~/.config/solana/id.json"));
    m_browse = new QPushButton(tr("&Browse…"), filePage);
    m_browse->setObjectName(QStringLiteral("importBrowse"));
    fileRow->addWidget(m_file, 1);
    fileRow->addWidget(m_browse);
    ff->addRow(tr("&File:"), fileRow);
    m_stack->addWidget(filePage);
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
        m_stack->setCurrentIndex(i);
        m_problem->reset();
        updateButtons();
    });
    connect(m_phrase, &QPlainTextEdit::textChanged, this, &ImportWalletDialog::updateButtons);
    for (QLineEdit *e : {m_secret, m_file})
        connect(e, &QLineEdit::textChanged, this, &ImportWalletDialog::updateButtons);
    connect(m_browse, &QPushButton::clicked, this, &ImportWalletDialog::browse);
    connect(buttons, &QDialogButtonBox::accepted, this, &ImportWalletDialog::startImport);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_setup, &WalletSetupController::finished, this, &ImportWalletDialog::onFinished);
    connect(this, &QDialog::finished, this, &ImportWalletDialog::wipeInputs);
    updateButtons();
}

void ImportWalletDialog::setSource(Source source)
{
    m_source->setCurrentIndex(source);
}

void ImportWalletDialog::browse()
{
    if (s_nextFile) {
        m_file->setText(*s_nextFile);
        s_nextFile.reset();
        return;
    }
    auto *dialog = new QFileDialog(this, tr("Choose a keypair file"), QString(),
                                   tr("Keypair files (*.json);;All files (*)"));
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setFileMode(QFileDialog::ExistingFile);
    connect(dialog, &QFileDialog::fileSelected, m_file, &QLineEdit::setText);
    dialog->open();
}

void ImportWalletDialog::updateButtons()
{
    bool ok = false;
    switch (m_source->currentIndex()) {
    case PhraseSource: {
        // toPlainText() makes a fresh copy of the phrase at every keystroke: wiped here.
        QString text = m_phrase->toPlainText();
        ok = !QStringView(text).trimmed().isEmpty();
        std::fill(text.begin(), text.end(), QChar(0));
        break;
    }
    case SecretKeySource:
        ok = !QStringView(m_secret->text()).trimmed().isEmpty(); // no trimmed copy of the key
        break;
    case KeypairFileSource:
        ok = !m_file->text().trimmed().isEmpty();
        break;
    }
    m_import->setEnabled(ok && !m_setup->isBusy());
}

void ImportWalletDialog::startImport()
{
    m_problem->setHint(tr("Checking the key and storing it in the system keychain…"));
    m_import->setEnabled(false);
    bool started = false;
    switch (m_source->currentIndex()) {
    case PhraseSource: {
        QString text = m_phrase->toPlainText();
        const SecureBytes phrase = WalletSetupController::secureUtf8(text);
        std::fill(text.begin(), text.end(), QChar(0));
        const SecureBytes pass = WalletSetupController::secureUtf8(m_passphrase->text());
        started = m_setup->importMnemonic(phrase, pass, m_derivation->text(), m_label->text());
        break;
    }
    case SecretKeySource: {
        // Untrimmed: KeyImport trims a view of it, leaving no trimmed copy behind.
        const SecureBytes secret = WalletSetupController::secureUtf8(m_secret->text());
        started = m_setup->importSecretKey(secret, m_label->text());
        break;
    }
    case KeypairFileSource:
        started = m_setup->importKeypairFile(m_file->text().trimmed(), m_label->text());
        break;
    }
    Q_UNUSED(started); // a refusal arrives through finished() as well
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
    m_phrase->clear();
    m_passphrase->clear();
    m_secret->clear();
}

} // namespace paydesk::ui
