#include "PayPage.h"

#include "Theme.h"
#include "families/evm/Permit2ApproveDialog.h"
#include "models/BudgetListModel.h"
#include "models/LocalWalletModel.h"
#include "models/ServiceLink.h"
#include "models/SettingsModel.h"
#include "widgets/FieldHint.h"
#include "widgets/FormRow.h"
#include "widgets/MessageBox.h"
#include "widgets/ProgressPanel.h"
#include "widgets/RequirementsView.h"
#include "widgets/ResourceView.h"
#include "widgets/WalletComboBox.h"

#include <QButtonGroup>
#include <QComboBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QTimer>
#include <QVBoxLayout>

namespace paydesk::ui {

using State = x402::PaidFetch::State;

PayPage::PayPage(const Parts &parts, QWidget *parent)
    : PageFrame(tr("Pay for a resource"),
                tr("Open a URL that asks for payment (HTTP 402, x402). Paydesk shows the price, "
                   "checks it against the site's budget and your balance, and pays once: after "
                   "asking you, or without asking within a budget you granted the site (see "
                   "Spending rules)."),
                parent),
      m_parts(parts), m_controller(parts.pay)
{
    content()->addWidget(buildRequestBox());
    m_requirements = new RequirementsView(contentWidget());
    m_requirements->setObjectName(QStringLiteral("requirements"));
    m_progress = new ProgressPanel(contentWidget());
    m_progress->setObjectName(QStringLiteral("payProgress"));
    m_outcome = new QFrame(contentWidget());
    m_outcome->setObjectName(QStringLiteral("payOutcome"));
    auto *outcome = new QVBoxLayout(m_outcome);
    m_outcomeText = new QLabel(m_outcome);
    m_outcomeText->setWordWrap(true);
    m_outcomeText->setTextInteractionFlags(Qt::TextSelectableByMouse);
    outcome->addWidget(m_outcomeText);
    auto *outcomeButtons = new QHBoxLayout;
    m_again = new QPushButton(tr("Open &again with this payment"), m_outcome);
    m_again->setObjectName(QStringLiteral("payAgain"));
    m_again->setToolTip(tr("Re-sends the proof of the payment you made; Paydesk does not pay "
                           "again by itself."));
    m_status = new QPushButton(Theme::icon(QStringLiteral("status")),
                               tr("Check the payment's &status"), m_outcome);
    m_approvePermit2 = new QPushButton(tr("Approve &Permit2…"), m_outcome);
    m_approvePermit2->setObjectName(QStringLiteral("payApprovePermit2"));
    m_approvePermit2->setToolTip(tr("Let Permit2 move an amount of this token you choose (the "
                                    "price to start with), by one transaction you review first; "
                                    "never an unlimited amount."));
    outcomeButtons->addStretch();
    outcomeButtons->addWidget(m_approvePermit2);
    outcomeButtons->addWidget(m_status);
    outcomeButtons->addWidget(m_again);
    outcome->addLayout(outcomeButtons);
    m_outcome->hide();
    m_resource = new ResourceView(contentWidget());
    m_resource->setObjectName(QStringLiteral("resource"));
    content()->addWidget(m_requirements);
    content()->addWidget(m_progress);
    content()->addWidget(m_outcome);
    content()->addWidget(m_resource, 1);
    content()->addStretch(0);

    connect(m_url, &QLineEdit::textChanged, this, &PayPage::updateFetch);
    connect(m_url, &QLineEdit::returnPressed, this, &PayPage::startFetch);
    connect(m_fetch, &QPushButton::clicked, this, &PayPage::startFetch);
    connect(m_again, &QPushButton::clicked, this, &PayPage::startFetch);
    connect(m_status, &QPushButton::clicked, this, [this]() { Q_EMIT openStatus(m_paymentId); });
    connect(m_approvePermit2, &QPushButton::clicked, this, &PayPage::approvePermit2);
    connect(m_wallet, &WalletComboBox::walletChanged, this, &PayPage::updateFetch);
    connect(m_local, &QRadioButton::toggled, this, &PayPage::setLocalMode);
    m_controller.setEvents(parts.events);
    connect(m_progress, &ProgressPanel::cancelRequested, &m_controller, &PayController::cancel);
    connect(&m_controller, &PayController::stateChanged, this, &PayPage::onState);
    connect(&m_controller, &PayController::progress, m_progress, &ProgressPanel::setText);
    connect(&m_controller, &PayController::confirmationNeeded, this,
            &PayPage::onConfirmationNeeded);
    connect(&m_controller, &PayController::finished, this, &PayPage::onFinished);
    connect(m_resource, &ResourceView::saved, this,
            [this](const QString &path) { showOutcome(tr("Saved to %1.").arg(path), false); });
    connect(m_resource, &ResourceView::saveFailed, this,
            [this](const QString &why) { showOutcome(why, true); });
    const bool local = parts.settings->defaultPaymentMode() == SettingsModel::PaymentMode::Local;
    (local ? m_local : m_hosted)->setChecked(true);
    setLocalMode(local);
    // In the sandbox, its demo seller is a URL to try.
    auto example = [this]() {
        if (m_parts.service->isSandbox() && m_url->text().isEmpty())
            m_url->setText(m_parts.service->url().toString() +
                           QStringLiteral("/demo/resource/report"));
    };
    connect(parts.service, &ServiceLink::changed, this, example);
    example();
}

QWidget *PayPage::buildRequestBox()
{
    auto *box = new QGroupBox(tr("Open a paid URL"), contentWidget());
    auto *form = new QFormLayout(box);
    form->setLabelAlignment(Qt::AlignRight | Qt::AlignVCenter);
    m_url = new QLineEdit(box);
    m_url->setObjectName(QStringLiteral("payUrl"));
    m_url->setAccessibleName(tr("URL of the resource"));
    m_url->setPlaceholderText(tr("https://…"));
    m_url->setClearButtonEnabled(true);
    m_fetch = new QPushButton(tr("&Fetch"), box);
    m_fetch->setObjectName(QStringLiteral("fetchResource"));
    m_fetch->setDefault(true);
    m_urlHint =
        new FieldHint(tr("The address of a resource that asks for payment (HTTP 402)."), box);
    m_urlHint->setObjectName(QStringLiteral("payUrlHint"));
    auto *urlRow = new QHBoxLayout;
    urlRow->addWidget(m_url, 1);
    urlRow->addWidget(m_fetch);
    auto *urlBlock = new QVBoxLayout;
    urlBlock->setSpacing(2);
    urlBlock->addLayout(urlRow);
    urlBlock->addWidget(m_urlHint);
    addFormRow(form, tr("&URL:"), m_url, urlBlock);

    auto *modeRow = new QHBoxLayout;
    m_hosted = new QRadioButton(tr("The service (&hosted wallet)"), box);
    m_hosted->setObjectName(QStringLiteral("payHosted"));
    m_local = new QRadioButton(tr("&Paydesk, with a wallet on this computer"), box);
    m_local->setObjectName(QStringLiteral("payLocal"));
    auto *modes = new QButtonGroup(this);
    modes->addButton(m_hosted);
    modes->addButton(m_local);
    modeRow->addWidget(m_hosted);
    modeRow->addWidget(m_local);
    modeRow->addStretch(1);
    form->addRow(tr("Who pays:"), modeRow);

    auto *walletRow = new QHBoxLayout;
    m_wallet = new WalletComboBox(m_parts.wallets, box);
    m_wallet->setObjectName(QStringLiteral("payWallet"));
    m_wallet->setAccessibleName(tr("Wallet to pay from"));
    m_localWallet = new QComboBox(box);
    m_localWallet->setObjectName(QStringLiteral("payLocalWallet"));
    m_localWallet->setAccessibleName(tr("Wallet on this computer to pay from"));
    m_localWallet->setModel(m_parts.pay.localWallets);
    m_localWallet->setModelColumn(LocalWalletModel::ChoiceColumn);
    walletRow->addWidget(m_wallet, 1);
    walletRow->addWidget(m_localWallet, 1);
    addFormRow(form, tr("&Wallet:"), m_wallet, walletRow);
    connect(m_localWallet, &QComboBox::currentIndexChanged, this, &PayPage::updateFetch);
    return box;
}

QString PayPage::walletAddress() const
{
    return m_local->isChecked() ? m_parts.pay.localWallets->addressAt(m_localWallet->currentIndex())
                                : m_wallet->address();
}

QString PayPage::walletLabel() const
{
    return m_local->isChecked() ? m_parts.pay.localWallets->labelAt(m_localWallet->currentIndex())
                                : m_wallet->currentText();
}

void PayPage::setLocalMode(bool local)
{
    m_wallet->setVisible(!local);
    m_localWallet->setVisible(local);
    if (local && m_localWallet->currentIndex() < 0 && m_localWallet->count() > 0)
        m_localWallet->setCurrentIndex(0);
    updateFetch();
}

void PayPage::updateFetch()
{
    const QString typed = m_url->text().trimmed();
    const QUrl url = PayController::typedUrl(typed);
    const bool validUrl = !url.isEmpty();
    // Said under the field, not only in the button's tooltip: what will open, or what is wrong.
    if (typed.isEmpty())
        m_urlHint->reset();
    else if (!validUrl)
        m_urlHint->showProblem(
            tr("Not a web address: type one such as https://example.com/report."));
    else if (!typed.contains(QStringLiteral("://")))
        m_urlHint->showOk(tr("Opens %1").arg(url.toDisplayString()));
    else
        m_urlHint->reset();
    const bool ok = validUrl && !walletAddress().isEmpty() && !m_controller.isBusy();
    m_fetch->setEnabled(ok);
    m_fetch->setToolTip(m_controller.isBusy()       ? tr("A fetch is under way.")
                        : walletAddress().isEmpty() ? tr("Choose the wallet to pay from.")
                        : !validUrl                 ? tr("Type an http:// or https:// URL.")
                                                    : QString());
}

void PayPage::startFetch()
{
    if (!m_fetch->isEnabled() && sender() != m_again)
        return;
    m_requirements->clear();
    m_resource->clear();
    m_outcome->hide();
    const QUrl url = PayController::typedUrl(m_url->text());
    if (!m_controller.start(url, walletAddress(), m_local->isChecked())) {
        showOutcome(m_controller.lastError(), true);
        return;
    }
    updateFetch();
}

void PayPage::onState(State state)
{
    switch (state) {
    case State::Fetching:
        m_progress->start(tr("Opening %1…").arg(m_url->text().trimmed()));
        break;
    case State::AwaitingConfirmation:
        m_progress->setText(tr("Waiting for your confirmation; nothing is paid yet."));
        break;
    case State::Paying:
        m_progress->start(tr("Paying %1 (once; journaled first)…")
                              .arg(m_controller.fetch()->quote().option.displayAmount()),
                          false);
        showRequirements();
        break;
    case State::Retrying:
        m_progress->start(tr("Fetching the resource with the payment's proof…"), false);
        break;
    default:
        break;
    }
    updateFetch();
}

void PayPage::onConfirmationNeeded()
{
    x402::PaidFetch *f = m_controller.fetch();
    showRequirements();
    if (const auto answer = MessageBox::takeNextAnswer()) {
        const bool yes = *answer == QMessageBox::Yes || *answer == QMessageBox::Ok;
        QTimer::singleShot(
            0, this, [this, yes]() { yes ? m_controller.confirm() : m_controller.decline(); });
        return;
    }
    delete m_dialog.data();
    m_dialog = new PayConfirmDialog(f->quote(), walletLabel(), window());
    m_dialog->setAppLock(m_parts.pay.lock);
    m_dialog->setAttribute(Qt::WA_DeleteOnClose);
    m_dialog->setWindowModality(Qt::WindowModal);
    connect(m_dialog, &QDialog::finished, this, &PayPage::onDialogFinished);
    m_dialog->open();
}

void PayPage::onDialogFinished(int result)
{
    if (result != QDialog::Accepted || !m_dialog)
        return m_controller.decline();
    if (!m_dialog->isGrantChecked())
        return m_controller.confirm();
    QString problem;
    const auto caps = m_dialog->grantedCaps(&problem);
    if (!caps || !m_controller.grantAndConfirm(caps->first, caps->second, &problem)) {
        m_controller.decline();
        showOutcome(tr("The budget could not be granted (%1); nothing was paid.").arg(problem),
                    true);
    }
}

void PayPage::onFinished()
{
    x402::PaidFetch *f = m_controller.fetch();
    m_progress->finish();
    if (m_dialog)
        m_dialog->close();
    showRequirements();
    m_paymentId = f->content().paymentId;
    if (f->state() == State::Done) {
        m_resource->setContent(f->content(), f->url().toString());
        // Delivered, yet the chain shows the payment unused: say so beside the content.
        // (A usage price that came to nothing is no fault: said plainly, not as a problem.)
        if (f->content().unsettled)
            showOutcome(f->message(), !f->quote().option.isMaximum());
        else if (!f->content().chargeNote.isEmpty()) // a usage price: what it came to
            showOutcome(f->content().chargeNote, f->content().chargeAboveMaximum);
        else
            m_outcome->hide();
        QTimer::singleShot(0, this, [this]() { ensureVisible(m_resource); });
    } else {
        // A refusal is an error to see; only the person's own decline or cancel is not.
        const bool ownChoice = f->code() == u"declined" || f->code() == u"cancelled";
        showOutcome(f->message(), f->state() == State::Failed || !ownChoice);
        const bool paid = f->moneyMoved() || f->code() == u"payment_unknown";
        m_again->setVisible(paid);
        m_status->setVisible(paid && !m_paymentId.isEmpty());
        m_approvePermit2->setVisible(m_controller.permit2Shortfall().has_value());
    }
    updateFetch();
}

void PayPage::approvePermit2()
{
    const auto option = m_controller.permit2Shortfall();
    if (!option)
        return;
    delete m_permit2Dialog.data();
    m_permit2Dialog = new Permit2ApproveDialog(
        {*option, walletLabel(), m_parts.pay.lock},
        [this, o = *option](const Amount &amount, QString *error) {
            return m_controller.startPermit2Approval(o, amount, error);
        },
        window());
    m_permit2Dialog->setAttribute(Qt::WA_DeleteOnClose);
    m_permit2Dialog->setWindowModality(Qt::WindowModal);
    // Once the allowance is in place, closing the dialog fetches the URL again: the payment is
    // asked for as before, now payable.
    auto approved = std::make_shared<bool>(false);
    connect(m_permit2Dialog, &Permit2ApproveDialog::approved, this,
            [approved]() { *approved = true; });
    connect(m_permit2Dialog, &QDialog::finished, this, [this, approved]() {
        if (*approved)
            startFetch();
    });
    m_permit2Dialog->open();
}

void PayPage::showRequirements()
{
    const x402::PaidFetch *f = m_controller.fetch();
    if (!f || !f->requirements())
        return;
    const int chosen = f->choice().option;
    m_requirements->setRequirements(*f->requirements(), chosen, f->choice().candidates);
    using A = PayController::CanPay::Answer;
    const PayController::CanPay can = m_controller.canPay();
    const Theme::Tone tone = can.answer == A::Yes  ? Theme::Tone::Success
                             : can.answer == A::No ? Theme::Tone::Danger
                                                   : Theme::Tone::Warning;
    if (can.answer != A::None)
        m_requirements->setVerdict(chosen, can.text, tone);
}

void PayPage::showOutcome(const QString &text, bool problem)
{
    m_outcomeProblem = problem;
    m_outcomeText->setText(text);
    m_outcome->setStyleSheet(Theme::panelStyle(problem ? Theme::Tone::Danger : Theme::Tone::Info,
                                               palette(), m_outcome->objectName()));
    m_again->hide();
    m_status->hide();
    m_approvePermit2->hide();
    m_outcome->show();
    QTimer::singleShot(0, this, [this]() { ensureVisible(m_outcome); });
}

QString PayPage::outcomeText() const
{
    return m_outcomeText->text();
}

bool PayPage::isOutcomeVisible() const
{
    return m_outcome->isVisibleTo(const_cast<PayPage *>(this));
}

} // namespace paydesk::ui
