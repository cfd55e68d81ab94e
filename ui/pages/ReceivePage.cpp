#include "ReceivePage.h"

#include "AppContext.h"
#include "Theme.h"
#include "core/Validation.h"
#include "solana/TransactionPolicy.h"
#include "widgets/ErrorPanel.h"
#include "widgets/FieldHint.h"
#include "widgets/FormRow.h"
#include "widgets/ProgressPanel.h"
#include "widgets/ProofSummaryView.h"
#include "widgets/QrCodeWidget.h"
#include "widgets/SellerDesk.h"
#include "widgets/VerdictPanel.h"
#include "widgets/WalletComboBox.h"

#include <QApplication>
#include <QCheckBox>
#include <QClipboard>
#include <QComboBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QTimer>

namespace paydesk::ui {

ReceivePage::ReceivePage(AppContext *context, QWidget *parent)
    : PageFrame(tr("Receive and verify"),
                tr("Share your address to get paid, and check a payment proof (the X-PAYMENT "
                   "header a buyer sends) before you hand over what was paid for."),
                parent),
      m_context(context), m_controller(context->client())
{
    setMaximumContentWidth(1240);
    auto *columns = new QHBoxLayout;
    columns->setSpacing(16);
    columns->addWidget(buildAddressBox(), 0, Qt::AlignTop);
    columns->addWidget(buildVerifyBox(), 1, Qt::AlignTop);
    content()->addLayout(columns);
    content()->addWidget(new SellerDesk(context, contentWidget()));
    content()->addStretch(1);

    connect(m_wallet, &WalletComboBox::walletChanged, this, &ReceivePage::onWallet);
    connect(m_proof, &QPlainTextEdit::textChanged, this, &ReceivePage::updateProof);
    connect(m_expected, &QLineEdit::textChanged, this, &ReceivePage::updateProof);
    for (QLineEdit *e : {m_resource, m_facilitator})
        connect(e, &QLineEdit::textChanged, this, &ReceivePage::updateVerify);
    connect(m_verify, &QPushButton::clicked, this, &ReceivePage::startVerify);
    connect(m_progress, &ProgressPanel::cancelRequested, &m_controller, &VerifyController::cancel);
    connect(&m_controller, &VerifyController::countdown, this, [this](int left) {
        m_progress->setText(tr("Verifying the payment with the service… %1 s left.").arg(left));
        m_progress->setCountdown(left, m_timeout->value());
    });
    connect(&m_controller, &VerifyController::finished, this, &ReceivePage::onFinished);
    connect(m_error, &ErrorPanel::openKeySettings, this, &ReceivePage::openKeySettings);
    connect(m_local, &QCheckBox::toggled, this, &ReceivePage::setLocalMode);
    connect(m_localWallet, &QComboBox::currentIndexChanged, this,
            [this]() { onWallet(walletAddress()); });
    m_local->setChecked(context->settings()->defaultPaymentMode() ==
                        SettingsModel::PaymentMode::Local);
    onWallet(walletAddress());
}

QString ReceivePage::walletAddress() const
{
    return m_local->isChecked()
               ? m_context->localWallets()->addressAt(m_localWallet->currentIndex())
               : m_wallet->address();
}

void ReceivePage::setLocalMode(bool local)
{
    m_wallet->setVisible(!local);
    m_localWallet->setVisible(local);
    if (local && m_localWallet->currentIndex() < 0 && m_localWallet->count() > 0)
        m_localWallet->setCurrentIndex(0);
    m_timeout->setEnabled(!local);
    m_verify->setText(local ? tr("&Verify and co-sign…") : tr("&Verify payment"));
    onWallet(walletAddress());
}

QWidget *ReceivePage::buildAddressBox()
{
    auto *box = new QGroupBox(tr("Your receiving address"), contentWidget());
    box->setFixedWidth(330);
    auto *v = new QVBoxLayout(box);
    m_wallet = new WalletComboBox(m_context->wallets(), box);
    m_wallet->setAccessibleName(tr("Receiving wallet"));
    m_qr = new QrCodeWidget(box);
    m_qr->setFixedSize(190, 190);
    // Groups of four characters are easier to compare by eye; Copy takes the plain address.
    m_address = new QLabel(box);
    m_address->setObjectName(QStringLiteral("receivingAddress"));
    m_address->setFont(Theme::monospaceFont());
    m_address->setWordWrap(true);
    m_address->setAlignment(Qt::AlignHCenter);
    m_address->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    m_address->setAccessibleName(tr("Receiving address"));
    m_copy = new QPushButton(Theme::icon(QStringLiteral("copy")), tr("&Copy address"), box);
    connect(m_copy, &QPushButton::clicked, this,
            [this]() { QApplication::clipboard()->setText(walletAddress()); });
    m_network = new QLabel(box);
    auto *hint = new QLabel(tr("Share this address or let the payer scan the code. Only send "
                               "it the chain's native currency."),
                            box);
    Theme::makeSubtitle(hint);
    m_localWallet = new QComboBox(box);
    m_localWallet->setAccessibleName(tr("Receiving wallet on this computer"));
    m_localWallet->setModel(m_context->localWallets());
    m_localWallet->setModelColumn(LocalWalletModel::ChoiceColumn);
    m_localWallet->setPlaceholderText(tr("No wallet on this computer yet (Wallets page)"));
    m_localWallet->setVisible(false);
    v->addWidget(m_wallet);
    v->addWidget(m_localWallet);
    v->addWidget(m_qr, 0, Qt::AlignHCenter);
    v->addWidget(m_address);
    v->addWidget(m_copy, 0, Qt::AlignHCenter);
    v->addWidget(m_network);
    v->addWidget(hint);
    return box;
}

QWidget *ReceivePage::buildVerifyBox()
{
    auto *box = new QGroupBox(tr("Verify a payment"), contentWidget());
    auto *v = new QVBoxLayout(box);
    auto *form = new QFormLayout;
    form->setLabelAlignment(Qt::AlignRight | Qt::AlignTop);
    m_proof = new QPlainTextEdit(box);
    m_proof->setObjectName(QStringLiteral("paymentProof"));
    m_proof->setAccessibleName(tr("X-PAYMENT value"));
    m_proof->setPlaceholderText(tr("Paste the value of the buyer's X-PAYMENT header"));
    m_proof->setTabChangesFocus(true);
    m_proof->setFont(Theme::monospaceFont());
    m_proof->setFixedHeight(m_proof->fontMetrics().lineSpacing() * 4 + 12);
    form->addRow(tr("&X-PAYMENT:"), m_proof);
    m_summary = new ProofSummaryView(box);
    form->addRow(QString(), m_summary);

    auto *amountRow = new QHBoxLayout;
    m_expected = new QLineEdit(box);
    m_expected->setAccessibleName(tr("Expected amount"));
    m_expected->setPlaceholderText(tr("e.g. 0.25"));
    m_expected->setMaximumWidth(220);
    m_expectedSymbol = new QLabel(box);
    amountRow->addWidget(m_expected, 1);
    amountRow->addWidget(m_expectedSymbol);
    amountRow->addStretch(0);
    auto *amountBlock = new QVBoxLayout;
    amountBlock->addLayout(amountRow);
    m_expectedHint = new FieldHint(tr("The price of what the buyer pays for."), box);
    amountBlock->addWidget(m_expectedHint);
    addFormRow(form, tr("&Expected amount:"), m_expected, amountBlock);

    m_resource = new QLineEdit(box);
    m_resource->setAccessibleName(tr("Resource (optional)"));
    m_resource->setPlaceholderText(tr("https://… (optional)"));
    form->addRow(tr("Reso&urce:"), m_resource);
    m_facilitator = new QLineEdit(box);
    m_facilitator->setAccessibleName(tr("Facilitator URL (optional)"));
    m_facilitator->setPlaceholderText(tr("Default: the network's facilitator"));
    form->addRow(tr("&Facilitator:"), m_facilitator);
    m_optionalHint = new FieldHint(box);
    form->addRow(QString(), m_optionalHint);
    m_timeout = new QSpinBox(box);
    m_timeout->setRange(1, limits::kMaxTimeoutSeconds);
    m_timeout->setValue(m_context->settings()->verifyTimeoutSeconds());
    m_timeout->setSuffix(tr(" s"));
    m_timeout->setAccessibleName(tr("Verification timeout in seconds"));
    m_timeout->setMaximumWidth(120);
    form->addRow(tr("&Timeout:"), m_timeout);
    m_local = new QCheckBox(tr("Verify &locally (co-sign as fee payer)"), box);
    m_local->setToolTip(tr("Co-sign as fee payer with a wallet on this computer, broadcast and "
                           "confirm, instead of asking the service."));
    m_local->setObjectName(QStringLiteral("receiveLocal"));
    form->addRow(QString(), m_local);
    v->addLayout(form);

    auto *buttons = new QHBoxLayout;
    m_verify = new QPushButton(tr("&Verify payment"), box);
    m_verify->setObjectName(QStringLiteral("verifyPayment"));
    m_verify->setDefault(true);
    buttons->addStretch();
    buttons->addWidget(m_verify);
    v->addLayout(buttons);
    m_progress = new ProgressPanel(box);
    m_verdict = new VerdictPanel(box);
    m_error = new ErrorPanel(box);
    v->addWidget(m_progress);
    v->addWidget(m_verdict);
    v->addWidget(m_error);
    return box;
}

void ReceivePage::onWallet(const QString &address)
{
    QStringList groups;
    for (int i = 0; i < address.size(); i += 4)
        groups.append(address.mid(i, 4));
    m_address->setText(groups.join(u' '));
    m_address->setAccessibleDescription(address);
    m_copy->setEnabled(!address.isEmpty());
    m_qr->setText(address);
    const auto a = Address::parse(address);
    const Chain chain = a ? a->chain() : Chain::Solana;
    m_network->setText(address.isEmpty() ? tr("Add a wallet in Settings to receive payments.")
                       : chain == Chain::Solana ? tr("Solana wallet, paid in SOL")
                                                : tr("EVM wallet, paid in ETH"));
    m_expectedSymbol->setText(chainSymbol(chain));
    updateProof();
}

void ReceivePage::updateProof()
{
    const QString text = m_proof->toPlainText().trimmed();
    if (text.isEmpty())
        m_summary->setVisible(false);
    else
        m_summary->show(PaymentProofInfo::decode(text), walletAddress(), m_expected->text());
    m_verdict->clear();
    updateVerify();
}

void ReceivePage::updateVerify()
{
    const auto a = Address::parse(walletAddress());
    const Chain chain = a ? a->chain() : Chain::Solana;
    bool ok = a.has_value() && !m_proof->toPlainText().trimmed().isEmpty();
    if (m_expected->text().trimmed().isEmpty()) {
        m_expectedHint->reset();
        ok = false;
    } else if (auto e = validate::expectedAmount(QStringLiteral("expectedAmount"),
                                                 m_expected->text().trimmed(), chain)) {
        m_expectedHint->showProblem(e->message);
        ok = false;
    } else {
        m_expectedHint->reset();
    }
    QString problem;
    for (QLineEdit *e : {m_resource, m_facilitator}) {
        const QString t = e->text().trimmed();
        if (!t.isEmpty() && problem.isEmpty())
            if (auto err = validate::url(e->accessibleName(), t))
                problem = tr("%1: %2").arg(e->accessibleName(), err->message);
    }
    if (problem.isEmpty())
        m_optionalHint->reset();
    else
        m_optionalHint->showProblem(problem);
    ok = ok && problem.isEmpty() && !m_controller.isBusy() &&
         !(m_local->isChecked() && m_context->localPayments()->isBusy());
    m_verify->setEnabled(ok);
}

void ReceivePage::startVerify()
{
    ReceivePaymentRequest r;
    r.walletAddress = walletAddress();
    r.paymentProof = m_proof->toPlainText().simplified().remove(u' ');
    r.expectedAmount = m_expected->text().trimmed();
    if (!m_resource->text().trimmed().isEmpty())
        r.resource = m_resource->text().trimmed();
    if (!m_facilitator->text().trimmed().isEmpty())
        r.facilitatorUrl = m_facilitator->text().trimmed();
    r.timeoutSeconds = m_timeout->value();
    m_verdict->clear();
    m_error->clear();
    if (m_local->isChecked())
        return startLocal(r);
    if (!m_controller.verify(r))
        return;
    m_verify->setEnabled(false);
    m_progress->start(tr("Verifying the payment with the service…"));
    m_progress->setCountdown(m_timeout->value(), m_timeout->value());
}

void ReceivePage::onFinished(VerifyController::Verdict verdict)
{
    m_progress->finish();
    updateVerify();
    QTimer::singleShot(0, this, [this]() {
        ensureVisible(m_verdict->isVisible() ? static_cast<QWidget *>(m_verdict) : m_error);
    });
    if (verdict == VerifyController::Verdict::Verified) {
        const ReceivePaymentResult &r = m_controller.result();
        const QString symbol = m_expectedSymbol->text();
        m_verdict->showVerified(
            tr("Received %1 %2 from %3.\nPayment id: %4")
                .arg(r.amount ? r.amount->toString() : m_expected->text().trimmed(), symbol,
                     r.payer.isEmpty() ? tr("the buyer") : r.payer, r.paymentId));
    } else if (verdict == VerifyController::Verdict::NotVerified) {
        const ApiError &e = m_controller.error();
        m_verdict->showNotVerified(tr("Reason: %1").arg(m_controller.reason()),
                                   e.suggestedAction());
    } else {
        m_error->showError(m_controller.error());
    }
}

} // namespace paydesk::ui

namespace paydesk::ui {

void ReceivePage::startLocal(const ReceivePaymentRequest &request)
{
    ReceivePaymentRequest r = request;
    r.timeoutSeconds.reset(); // hosted only
    LocalPaymentController *payments = m_context->localPayments();
    solana::LocalPaymentFlow *flow = payments->startReceive(r);
    if (!flow) {
        m_error->showMessage(tr("Local verification not started"), payments->lastError());
        return;
    }
    m_verify->setEnabled(false);
    m_progress->start(tr("Checking the payment locally…"), false);
    delete m_dialog.data();
    m_dialog = LocalReviewDialog::openFor(
        flow, m_context->localWallets()->labelAt(m_localWallet->currentIndex()), m_context, this,
        this, [this, flow]() { onLocalFinished(flow); });
}

void ReceivePage::onLocalFinished(solana::LocalPaymentFlow *flow)
{
    using Outcome = solana::LocalPaymentFlow::Outcome;
    m_progress->finish();
    updateVerify();
    const solana::TransactionReview &r = flow->review();
    if (flow->outcome() == Outcome::Confirmed) {
        m_verdict->showVerified(
            tr("Received %1 SOL from %2, confirmed on chain.\nSignature: %3\nPayment id: %4")
                .arg(solana::TransactionPolicy::formatSol(r.lamports),
                     r.from.isEmpty() ? tr("the buyer") : r.from, flow->signature(),
                     flow->paymentId()));
        m_context->localWallets()->refreshBalances();
    } else {
        m_verdict->showNotVerified(
            tr("Reason: %1").arg(flow->message()),
            flow->signature().isEmpty()
                ? tr("Nothing was signed or sent; do not hand over what was paid for.")
                : tr("Do not hand over what was paid for until the payment is confirmed."));
    }
    QTimer::singleShot(0, this, [this]() { ensureVisible(m_verdict); });
}

} // namespace paydesk::ui
