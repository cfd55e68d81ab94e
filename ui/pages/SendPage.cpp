#include "SendPage.h"

#include "SendForm.h"
#include "Theme.h"
#include "dialogs/SendConfirmDialog.h"
#include "families/FamilyReviews.h"
#include "models/BalanceBook.h"
#include "models/LocalPaymentController.h"
#include "models/LocalWalletModel.h"
#include "models/PaymentOutcome.h"
#include "models/RecipientCheck.h"
#include "models/ServiceLink.h"
#include "models/SettingsModel.h"
#include "models/WalletListModel.h"
#include "widgets/ErrorPanel.h"
#include "widgets/ProgressPanel.h"
#include "widgets/SendResultCard.h"

#include <QButtonGroup>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QTimer>
#include <QVBoxLayout>

namespace paydesk::ui {

SendPage::SendPage(const Parts &parts, QWidget *parent)
    : PageFrame(tr("Send a payment"),
                tr("Pay a wallet in the chain's native currency. The service signs and "
                   "broadcasts the payment from your hosted wallet."),
                parent),
      m_parts(parts), m_controller(parts.client),
      m_follow(parts.client, parts.historyCache, parts.historyWriter)
{
    auto *modeRow = new QHBoxLayout;
    auto *modeLabel = new QLabel(tr("Who signs:"), contentWidget());
    m_hosted = new QRadioButton(tr("The service (&hosted wallet)"), contentWidget());
    m_hosted->setObjectName(QStringLiteral("hostedMode"));
    m_localMode =
        new QRadioButton(tr("&Paydesk, with a wallet on this computer (local)"), contentWidget());
    m_localMode->setObjectName(QStringLiteral("localMode"));
    auto *modes = new QButtonGroup(this);
    modes->addButton(m_hosted);
    modes->addButton(m_localMode);
    modeRow->addWidget(modeLabel);
    modeRow->addWidget(m_hosted);
    modeRow->addWidget(m_localMode);
    modeRow->addStretch(1);
    content()->addLayout(modeRow);
    m_form = new SendForm(parts.wallets, contentWidget());
    m_form->setObjectName(QStringLiteral("sendForm"));
    if (parts.localWallets)
        m_form->setLocalWallets(parts.localWallets);
    m_form->setBalances(parts.balances);
    content()->addWidget(m_form);

    auto *buttons = new QHBoxLayout;
    m_clear = new QPushButton(tr("C&lear"), contentWidget());
    m_review = new QPushButton(tr("&Review payment…"), contentWidget());
    m_review->setObjectName(QStringLiteral("reviewPayment"));
    m_review->setDefault(true);
    m_review->setIcon(Theme::icon(QStringLiteral("send")));
    buttons->addStretch();
    buttons->addWidget(m_clear);
    buttons->addWidget(m_review);
    content()->addLayout(buttons);

    m_progress = new ProgressPanel(contentWidget());
    m_progress->setObjectName(QStringLiteral("sendProgress"));
    // Its place stays when it hides: the answer that follows shows where the progress was,
    // and nothing under the pointer moves.
    QSizePolicy keep = m_progress->sizePolicy();
    keep.setRetainSizeWhenHidden(true);
    m_progress->setSizePolicy(keep);
    m_error = new ErrorPanel(contentWidget());
    m_result = new SendResultCard(contentWidget());
    content()->addWidget(m_progress);
    content()->addWidget(m_error);
    content()->addWidget(m_result);
    content()->addStretch(1);

    m_controller.setAppLock(parts.appLock); // nothing is sent while Paydesk is locked
    m_controller.setEvents(parts.events);
    connect(m_form, &SendForm::validityChanged, this, &SendPage::updateReview);
    connect(m_review, &QPushButton::clicked, this, &SendPage::review);
    connect(m_clear, &QPushButton::clicked, this, [this]() {
        m_form->clear();
        m_error->clear();
        m_result->setVisible(false);
    });
    connect(m_progress, &ProgressPanel::cancelRequested, &m_controller, &SendController::cancel);
    connect(&m_controller, &SendController::busyChanged, this, &SendPage::onBusy);
    connect(&m_controller, &SendController::paid, this, &SendPage::onPaid);
    connect(&m_controller, &SendController::failed, this, &SendPage::onFailed);
    connect(&m_controller, &SendController::waiting, this, [this](qint64 ms, const QString &why) {
        m_progress->setText(tr("Waiting %1 s before sending: %2").arg((ms + 999) / 1000).arg(why));
    });
    connect(m_error, &ErrorPanel::openKeySettings, this, &SendPage::openKeySettings);
    connect(m_error, &ErrorPanel::actionTriggered, this, [this]() {
        if (m_controller.outcome() == SendController::Outcome::Unknown)
            Q_EMIT openHistory(m_lastWallet);
    });
    connect(m_result, &SendResultCard::trackStatus, this, &SendPage::openStatus);
    // The sent panel follows the payment: its status and exact fee as the service reports them.
    connect(&m_follow, &PaymentStatusTracker::recordChanged, this,
            [this]() { m_result->updateRecord(m_follow.record()); });
    connect(&m_follow, &PaymentStatusTracker::reachedFinalState, this,
            [this]() { m_parts.balances->refresh(m_lastWallet); });
    connect(m_result, &SendResultCard::newPayment, this, [this]() {
        m_follow.stop();
        m_result->setVisible(false);
        m_form->recipientEdit()->setFocus();
    });
    connect(m_localMode, &QRadioButton::toggled, this, &SendPage::setLocalMode);
    const bool local = parts.settings->defaultPaymentMode() == SettingsModel::PaymentMode::Local &&
                       parts.localWallets;
    (local ? m_localMode : m_hosted)->setChecked(true);
    m_localMode->setEnabled(parts.localWallets != nullptr);
    setLocalMode(local);
}

void SendPage::setLocalMode(bool local)
{
    if (m_localMode->isChecked() != local)
        (local ? m_localMode : m_hosted)->setChecked(true);
    m_form->setLocalMode(local);
    subtitleLabel()->setText(
        local ? tr("Pay a wallet in its chain's coin (SOL, ETH). Paydesk checks the transaction "
                   "the service builds, shows it to you, signs it with your key and broadcasts it.")
              : tr("Pay a wallet in the chain's native currency. The service signs and "
                   "broadcasts the payment from your hosted wallet."));
    updateReview();
}

void SendPage::updateReview()
{
    const bool busy =
        m_controller.isBusy() || (m_form->isLocalMode() && m_parts.localPayments->isBusy());
    const bool ok = m_form->isValid() && !busy;
    m_review->setEnabled(ok);
    m_review->setToolTip(busy ? tr("A payment is on its way.")
                         : ok ? tr("Check the payment before it is sent.")
                              : tr("Fill in the recipient and the amount."));
}

void SendPage::review()
{
    if (m_controller.isBusy())
        return;
    QString problem;
    const auto request = m_form->request(&problem);
    if (!request) {
        m_error->showMessage(tr("The payment is not complete"), problem);
        return;
    }
    if (m_form->isLocalMode())
        return startLocal(*request);
    SendConfirmDialog::Summary summary;
    summary.request = *request;
    summary.walletLabel = m_form->walletLabel();
    WalletListModel *wallets = m_parts.wallets;
    summary.recipientLabel = wallets->labelAt(wallets->rowOf(request->recipientAddress));
    summary.symbol = m_form->symbol();
    summary.sandbox = m_parts.service->isSandbox();
    summary.lock = m_parts.appLock;
    summary.cost = m_form->cost();
    summary.warnings = recipientWarnings(*request);
    summary.serviceName = m_parts.service->isSandbox() ? tr("Built-in sandbox (test funds only)")
                                                       : m_parts.service->url().toDisplayString();
    m_review->setEnabled(false);
    SendConfirmDialog::confirm(window(), summary, [this, request](bool confirmed) {
        if (!confirmed) {
            updateReview();
            return;
        }
        m_error->clear();
        m_result->setVisible(false);
        m_lastWallet = request->walletAddress;
        m_sentCost = m_form->cost();
        m_controller.send(*request);
    });
}

QStringList SendPage::recipientWarnings(const SendPaymentRequest &request) const
{
    return RecipientCheck::review(
        request, m_form->symbol(),
        {m_parts.wallets, m_parts.localWallets, m_parts.historyCache, m_parts.balances});
}

void SendPage::onBusy(bool busy)
{
    m_form->setLocked(busy);
    m_clear->setEnabled(!busy);
    if (busy)
        m_progress->start(tr("Sending the payment… waiting for the service's answer."));
    else
        m_progress->finish();
    updateReview();
}

void SendPage::onPaid(const SendPaymentResult &result)
{
    QUrl link;
    QString note;
    if (m_parts.service->isSandbox())
        note = tr("The sandbox's ledger is not on a public block explorer.");
    else
        link = m_parts.settings->explorerUrl(result.signature);
    m_result->show(result, m_form->symbol(), link, note, m_sentCost);
    m_form->clear();
    QTimer::singleShot(0, this, [this]() { ensureVisible(m_result); });
    m_parts.balances->refresh(m_lastWallet);
    m_follow.track(result.paymentId);
    Q_EMIT paymentSent(m_lastWallet);
}

void SendPage::onFailed(const ApiError &error)
{
    const bool unknown = error.outcomeUnknown();
    m_error->setCustomAction(unknown ? tr("Check the wallet's history") : QString());
    m_error->showError(error);
    QTimer::singleShot(0, this, [this]() { ensureVisible(m_error); });
    if (unknown) {
        // Never one click away from paying twice: the amount must be typed again.
        m_form->amountEdit()->clear();
        Q_EMIT paymentSent(m_lastWallet); // refresh the history in the background
    } else if (!error.field().isEmpty()) {
        const QString f = error.field();
        if (f == u"recipientAddress")
            m_form->recipientEdit()->setFocus();
        else if (f == u"amount")
            m_form->amountEdit()->setFocus();
    }
}

} // namespace paydesk::ui

namespace paydesk::ui {

// The flow is the wallet's family's; the review dialog is that family's too (FamilyReviews).
void SendPage::startLocal(const SendPaymentRequest &request)
{
    m_error->clear();
    m_result->setVisible(false);
    LocalPaymentController *payments = m_parts.localPayments;
    PaymentFlow *flow = payments->startSend(request);
    if (!flow) {
        m_error->showMessage(tr("Local payment not started"), payments->lastError());
        return;
    }
    m_lastWallet = request.walletAddress;
    m_form->setLocked(true);
    m_clear->setEnabled(false);
    updateReview();
    delete m_dialog.data();
    m_dialog =
        FamilyReviews::open(flow, m_parts.review, {m_form->walletLabel(), request.walletAddress},
                            this, this, [this, flow]() { onLocalFinished(flow); });
    if (m_dialog)
        m_dialog->setWarnings(recipientWarnings(request));
}

void SendPage::onLocalFinished(PaymentFlow *flow)
{
    using Outcome = PaymentFlow::Outcome;
    m_form->setLocked(false);
    m_clear->setEnabled(true);
    updateReview();
    if (m_dialog && m_dialog->offersFreshTransaction())
        return; // the dialog offers a fresh transaction; the form stays as it is
    const Outcome outcome = flow->outcome();
    if (outcome == Outcome::Confirmed) {
        const PaymentFlow::Summary summary = flow->summary();
        SendPaymentResult r;
        r.paymentId = flow->paymentId();
        r.signature = flow->transactionId();
        r.status = QStringLiteral("confirmed");
        r.recipient = summary.counterparty;
        r.amount = summary.value;
        r.timestamp = QDateTime::currentDateTimeUtc();
        QString note = tr("Signed on this computer by your wallet.");
        const QUrl link = m_parts.settings->transactionUrl(summary.asset.network, r.signature);
        if (m_parts.service->isSandbox())
            note += u' ' + tr("The sandbox's ledger is not on a public block explorer.");
        m_result->show(r, summary.asset.symbol, link, note);
        m_form->clear();
        QTimer::singleShot(0, this, [this]() { ensureVisible(m_result); });
    } else if (outcome != Outcome::None) {
        m_error->showMessage(PaymentOutcome::flowHeadline(outcome), flow->message());
        QTimer::singleShot(0, this, [this]() { ensureVisible(m_error); });
    }
    if (!flow->transactionId().isEmpty()) {
        m_parts.localWallets->refreshBalances();
        Q_EMIT paymentSent(m_lastWallet);
    }
}

} // namespace paydesk::ui
