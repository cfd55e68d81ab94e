#include "CreateWalletDialog.h"

#include "Theme.h"
#include "models/WalletSetupController.h"
#include "widgets/FieldHint.h"

#include <QButtonGroup>
#include <QCheckBox>
#include <QFormLayout>
#include <QFrame>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QStackedWidget>
#include <QVBoxLayout>

namespace paydesk::ui {

namespace {
QLabel *paragraph(const QString &text, QWidget *parent)
{
    auto *label = new QLabel(text, parent);
    label->setWordWrap(true);
    return label;
}
} // namespace

CreateWalletDialog::CreateWalletDialog(WalletSetupController *setup, QWidget *parent)
    : QDialog(parent), m_setup(setup)
{
    setObjectName(QStringLiteral("createWalletDialog"));
    setWindowTitle(tr("Create a local wallet"));
    setAccessibleName(windowTitle());
    setMinimumWidth(560);
    auto *layout = new QVBoxLayout(this);
    m_stack = new QStackedWidget(this);
    m_stack->addWidget(buildChoices());
    m_stack->addWidget(buildPhrase());
    m_stack->addWidget(buildCheck());
    layout->addWidget(m_stack, 1);
    m_problem = new FieldHint(this);
    m_problem->setObjectName(QStringLiteral("createProblem"));
    layout->addWidget(m_problem);
    auto *buttons = new QHBoxLayout;
    m_back = new QPushButton(tr("&Back"), this);
    m_back->setObjectName(QStringLiteral("createBack"));
    m_cancel = new QPushButton(tr("Cancel"), this);
    m_next = new QPushButton(tr("&Next"), this);
    m_next->setObjectName(QStringLiteral("createNext"));
    m_next->setDefault(true);
    buttons->addWidget(m_back);
    buttons->addStretch(1);
    buttons->addWidget(m_cancel);
    buttons->addWidget(m_next);
    layout->addLayout(buttons);
    connect(m_next, &QPushButton::clicked, this, &CreateWalletDialog::next);
    connect(m_back, &QPushButton::clicked, this, &CreateWalletDialog::back);
    connect(m_cancel, &QPushButton::clicked, this, &QDialog::reject);
    connect(m_setup, &WalletSetupController::finished, this, &CreateWalletDialog::onFinished);
    showStep(ChoicesStep);
}

CreateWalletDialog::~CreateWalletDialog()
{
    clearPhrase();
    m_setup->discard();
}

QWidget *CreateWalletDialog::buildChoices()
{
    auto *page = new QWidget(this);
    auto *form = new QFormLayout(page);
    form->setLabelAlignment(Qt::AlignRight | Qt::AlignTop);
    form->addRow(paragraph(tr("Paydesk makes a new recovery phrase and derives two accounts from "
                              "it: Solana (m/44'/501'/0'/0', as Phantom and Solflare) and EVM "
                              "(m/44'/60'/0'/0/0, as MetaMask). Their keys, and the phrase's seed "
                              "for adding EVM accounts later, are kept in the system keychain."),
                           page));
    auto *wordsRow = new QHBoxLayout;
    m_words12 = new QRadioButton(tr("&12 words"), page);
    m_words24 = new QRadioButton(tr("&24 words"), page);
    m_words24->setObjectName(QStringLiteral("words24"));
    auto *group = new QButtonGroup(page);
    group->addButton(m_words12);
    group->addButton(m_words24);
    m_words12->setChecked(true);
    wordsRow->addWidget(m_words12);
    wordsRow->addWidget(m_words24);
    wordsRow->addStretch(1);
    form->addRow(tr("Length:"), wordsRow);
    m_label = new QLineEdit(page);
    m_label->setObjectName(QStringLiteral("walletLabel"));
    m_label->setAccessibleName(tr("Wallet label"));
    m_label->setPlaceholderText(tr("e.g. Everyday payments"));
    form->addRow(tr("&Label:"), m_label);
    m_usePassphrase = new QCheckBox(tr("Add a BIP39 &passphrase (advanced)"), page);
    m_usePassphrase->setObjectName(QStringLiteral("usePassphrase"));
    form->addRow(QString(), m_usePassphrase);
    m_passphrase = new QLineEdit(page);
    m_passphrase->setObjectName(QStringLiteral("passphrase"));
    m_passphrase->setEchoMode(QLineEdit::Password);
    m_passphrase->setAccessibleName(tr("Passphrase"));
    m_repeat = new QLineEdit(page);
    m_repeat->setObjectName(QStringLiteral("passphraseRepeat"));
    m_repeat->setEchoMode(QLineEdit::Password);
    m_repeat->setAccessibleName(tr("Passphrase again"));
    form->addRow(tr("Pass&phrase:"), m_passphrase);
    form->addRow(tr("&Again:"), m_repeat);
    auto *warn = paragraph(tr("The passphrase is a second secret: without both the words and the "
                              "passphrase the wallet cannot be restored. Paydesk does not store "
                              "it."),
                           page);
    Theme::makeSubtitle(warn);
    form->addRow(QString(), warn);
    auto toggle = [this, warn](bool on) {
        for (QWidget *w : std::initializer_list<QWidget *>{m_passphrase, m_repeat, warn})
            w->setEnabled(on);
        if (m_next)
            updateButtons();
    };
    connect(m_usePassphrase, &QCheckBox::toggled, this, toggle);
    for (QLineEdit *e : {m_passphrase, m_repeat})
        connect(e, &QLineEdit::textChanged, this, &CreateWalletDialog::updateButtons);
    toggle(false);
    return page;
}

QWidget *CreateWalletDialog::buildPhrase()
{
    auto *page = new QWidget(this);
    auto *v = new QVBoxLayout(page);
    auto *intro = paragraph(tr("Write these words on paper, in this order, and keep it somewhere "
                               "safe and offline. Anyone who has them can take the funds. "
                               "Paydesk shows them only this once."),
                            page);
    v->addWidget(intro);
    auto *frame = new QFrame(page);
    frame->setObjectName(QStringLiteral("phraseFrame"));
    frame->setStyleSheet(Theme::panelStyle(Theme::Tone::Warning, palette(), frame->objectName()));
    m_grid = new QGridLayout(frame);
    m_grid->setHorizontalSpacing(24);
    m_grid->setVerticalSpacing(6);
    v->addWidget(frame);
    m_written = new QCheckBox(tr("I have &written down all the words in order"), page);
    m_written->setObjectName(QStringLiteral("writtenDown"));
    connect(m_written, &QCheckBox::toggled, this, &CreateWalletDialog::updateButtons);
    v->addWidget(m_written);
    v->addStretch(1);
    return page;
}

QWidget *CreateWalletDialog::buildCheck()
{
    auto *page = new QWidget(this);
    auto *v = new QVBoxLayout(page);
    m_checkIntro = paragraph(tr("Check your copy: type these words from what you wrote down. "
                                "The wallet is created only when they match."),
                             page);
    v->addWidget(m_checkIntro);
    auto *form = new QFormLayout;
    for (int i = 0; i < 3; ++i) {
        auto *label = new QLabel(page);
        auto *edit = new QLineEdit(page);
        edit->setObjectName(QStringLiteral("backupWord%1").arg(i));
        label->setBuddy(edit);
        connect(edit, &QLineEdit::textChanged, this, &CreateWalletDialog::updateButtons);
        form->addRow(label, edit);
        m_checkLabels.append(label);
        m_checks.append(edit);
    }
    v->addLayout(form);
    v->addStretch(1);
    return page;
}

CreateWalletDialog::Step CreateWalletDialog::step() const
{
    return Step(m_stack->currentIndex());
}

void CreateWalletDialog::showStep(Step step)
{
    if (step != PhraseStep)
        clearPhrase();
    m_stack->setCurrentIndex(step);
    m_problem->reset();
    m_back->setVisible(step == CheckStep);
    m_next->setText(step == CheckStep ? tr("&Create wallet") : tr("&Next"));
    if (step == PhraseStep)
        showPhrase();
    if (step == CheckStep) {
        const QList<int> positions = m_setup->backupPositions();
        for (int i = 0; i < m_checks.size(); ++i) {
            const bool used = i < positions.size();
            m_checkLabels[i]->setVisible(used);
            m_checks[i]->setVisible(used);
            m_checks[i]->clear();
            if (used) {
                m_checkLabels[i]->setText(tr("Word #%1:").arg(positions[i] + 1));
                m_checks[i]->setAccessibleName(tr("Word number %1").arg(positions[i] + 1));
            }
        }
        if (!m_checks.isEmpty())
            m_checks.first()->setFocus();
    }
    updateButtons();
}

void CreateWalletDialog::showPhrase()
{
    const int n = m_setup->wordCount();
    const int columns = n > 12 ? 4 : 3;
    const int rows = (n + columns - 1) / columns;
    for (int i = 0; i < n; ++i) {
        auto *label = new QLabel(m_grid->parentWidget());
        label->setObjectName(QStringLiteral("phraseWord%1").arg(i));
        label->setFont(Theme::monospaceFont());
        label->setTextInteractionFlags(Qt::NoTextInteraction); // no copy to the clipboard
        label->setText(tr("%1. %2").arg(i + 1, 2).arg(m_setup->wordForDisplay(i)));
        m_grid->addWidget(label, i % rows, i / rows);
        m_words.append(label);
    }
    m_written->setChecked(false);
}

void CreateWalletDialog::clearPhrase()
{
    for (QLabel *label : std::as_const(m_words)) {
        label->clear();
        label->deleteLater();
    }
    m_words.clear();
}

void CreateWalletDialog::updateButtons()
{
    bool ok = true;
    switch (step()) {
    case ChoicesStep:
        ok = !m_usePassphrase->isChecked() ||
             (!m_passphrase->text().isEmpty() && m_passphrase->text() == m_repeat->text());
        if (m_usePassphrase->isChecked() && !m_repeat->text().isEmpty() &&
            m_passphrase->text() != m_repeat->text())
            m_problem->showProblem(tr("The two passphrases differ."));
        else
            m_problem->reset();
        break;
    case PhraseStep:
        ok = m_written->isChecked();
        break;
    case CheckStep:
        for (QLineEdit *e : std::as_const(m_checks))
            if (e->isVisible() && e->text().trimmed().isEmpty())
                ok = false;
        ok = ok && !m_setup->isBusy();
        break;
    }
    m_next->setEnabled(ok);
}

void CreateWalletDialog::next()
{
    switch (step()) {
    case ChoicesStep:
        if (!m_setup->generate(m_words24->isChecked() ? 24 : 12)) {
            m_problem->showProblem(m_setup->lastError());
            return;
        }
        return showStep(PhraseStep);
    case PhraseStep:
        return showStep(CheckStep);
    case CheckStep:
        break;
    }
    QStringList typed;
    for (int i = 0; i < m_setup->backupPositions().size(); ++i)
        typed << m_checks[i]->text();
    int wrong = -1;
    if (!m_setup->checkBackup(typed, &wrong)) {
        m_problem->showProblem(tr("Word #%1 does not match your phrase. Look at your copy again, "
                                  "or go back to the words and write them down anew.")
                                   .arg(wrong + 1));
        return;
    }
    const SecureBytes passphrase = m_usePassphrase->isChecked()
                                       ? WalletSetupController::secureUtf8(m_passphrase->text())
                                       : SecureBytes();
    m_next->setEnabled(false);
    m_problem->setHint(tr("Storing the key in the system keychain…"));
    m_setup->createWallet(m_label->text(), passphrase);
}

void CreateWalletDialog::back()
{
    if (step() == CheckStep)
        showStep(PhraseStep);
}

void CreateWalletDialog::onFinished(bool ok, const QString &address, const QString &message)
{
    if (ok) {
        m_created = address;
        m_passphrase->clear();
        m_repeat->clear();
        accept();
        return;
    }
    m_problem->showProblem(message);
    updateButtons();
}

} // namespace paydesk::ui
