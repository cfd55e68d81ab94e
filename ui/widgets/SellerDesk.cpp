#include "SellerDesk.h"

#include "Theme.h"
#include "core/Asset.h"
#include "core/Validation.h"
#include "models/LocalPaymentController.h"
#include "models/LocalWalletModel.h"
#include "models/SettingsModel.h"
#include "widgets/ErrorPanel.h"
#include "widgets/FieldHint.h"
#include "widgets/FormRow.h"
#include "widgets/ProgressPanel.h"
#include "widgets/ProofSummaryView.h"
#include "widgets/VerdictPanel.h"
#include "widgets/WalletComboBox.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

namespace paydesk::ui {

SellerDesk::SellerDesk(const Parts &parts, QWidget *parent)
    : QGroupBox(tr("Verify a payment"), parent), m_parts(parts), m_controller(parts.client)
{
    setObjectName(QStringLiteral("sellerDesk"));
    m_controller.setEvents(parts.events);
    auto *v = new QVBoxLayout(this);
    auto *walletRow = new QHBoxLayout;
    // Any wallet of the user's can be the payee the service checks (the CLI verifies to keys on
    // this computer too); co-signing locally has its own list below.
    m_wallet = new WalletComboBox(parts.wallets, this, parts.localWallets);
    m_wallet->setObjectName(QStringLiteral("deskWallet"));
    m_wallet->setAccessibleName(tr("Receiving wallet"));
    m_localWallet = new QComboBox(this);
    m_localWallet->setObjectName(QStringLiteral("deskLocalWallet"));
    m_localWallet->setAccessibleName(tr("Receiving wallet on this computer"));
    m_localWallet->setModel(parts.localWallets);
    m_localWallet->setModelColumn(LocalWalletModel::ChoiceColumn);
    m_localWallet->setPlaceholderText(tr("No wallet on this computer yet (Wallets page)"));
    m_localWallet->hide();
    auto *paidTo = new QLabel(tr("&Paid to:"), this);
    paidTo->setBuddy(m_wallet);
    walletRow->addWidget(paidTo);
    walletRow->addWidget(m_wallet, 1);
    walletRow->addWidget(m_localWallet, 1);
    v->addLayout(walletRow);

    m_input = new QPlainTextEdit(this);
    m_input->setObjectName(QStringLiteral("deskInput"));
    m_input->setAccessibleName(tr("Pasted payment or HTTP request"));
    m_input->setPlaceholderText(tr("Paste the buyer's X-PAYMENT value, or a whole HTTP request "
                                   "(request line, headers, body) that carries X-PAYMENT or "
                                   "PAYMENT-SIGNATURE"));
    m_input->setTabChangesFocus(true);
    m_input->setFont(Theme::monospaceFont());
    m_input->setFixedHeight(m_input->fontMetrics().lineSpacing() * 5 + 12);
    v->addWidget(m_input);

    m_summary = new ProofSummaryView(this);
    v->addWidget(m_summary);
    v->addLayout(buildForm());

    auto *buttons = new QHBoxLayout;
    m_verify = new QPushButton(tr("&Verify payment"), this);
    m_verify->setObjectName(QStringLiteral("deskVerify"));
    m_verify->setDefault(true);
    buttons->addStretch();
    buttons->addWidget(m_verify);
    v->addLayout(buttons);
    m_progress = new ProgressPanel(this);
    m_progress->setObjectName(QStringLiteral("deskProgress"));
    m_verdict = new VerdictPanel(this);
    m_error = new ErrorPanel(this);
    v->addWidget(m_progress);
    v->addWidget(m_verdict);
    v->addWidget(m_error);

    connect(m_input, &QPlainTextEdit::textChanged, this, &SellerDesk::decode);
    connect(m_expected, &QLineEdit::textChanged, this, &SellerDesk::decode);
    for (QLineEdit *e : {m_resource, m_facilitator})
        connect(e, &QLineEdit::textChanged, this, &SellerDesk::updateVerify);
    connect(m_wallet, &WalletComboBox::walletChanged, this, [this]() {
        decode();
        Q_EMIT walletChanged(walletAddress());
    });
    connect(m_localWallet, &QComboBox::currentIndexChanged, this, [this]() {
        decode();
        Q_EMIT walletChanged(walletAddress());
    });
    connect(m_localBox, &QCheckBox::toggled, this, &SellerDesk::setLocalMode);
    connect(m_verify, &QPushButton::clicked, this, &SellerDesk::startVerify);
    connect(m_progress, &ProgressPanel::cancelRequested, &m_controller, &VerifyController::cancel);
    connect(&m_controller, &VerifyController::countdown, this, [this](int left) {
        m_progress->setText(tr("Verifying with the service… %n second(s) left.", nullptr, left));
        m_progress->setCountdown(left, m_timeout->value());
    });
    connect(&m_controller, &VerifyController::finished, this, &SellerDesk::onFinished);
    connect(m_error, &ErrorPanel::openKeySettings, this, &SellerDesk::openKeySettings);
    m_localBox->setChecked(parts.settings->defaultPaymentMode() ==
                           SettingsModel::PaymentMode::Local);
    decode();
}

QLayout *SellerDesk::buildForm()
{
    auto *form = new QFormLayout;
    form->setLabelAlignment(Qt::AlignRight | Qt::AlignTop);
    auto *amountRow = new QHBoxLayout;
    m_expected = new QLineEdit(this);
    m_expected->setObjectName(QStringLiteral("deskExpected"));
    m_expected->setAccessibleName(tr("Your price"));
    m_expected->setPlaceholderText(tr("e.g. 0.25"));
    m_expected->setMaximumWidth(220);
    m_symbol = new QLabel(this);
    m_symbol->setObjectName(QStringLiteral("deskSymbol"));
    amountRow->addWidget(m_expected, 1);
    amountRow->addWidget(m_symbol);
    amountRow->addStretch(0);
    auto *amountBlock = new QVBoxLayout;
    amountBlock->addLayout(amountRow);
    m_hint = new FieldHint(tr("The price of what the buyer pays for."), this);
    amountBlock->addWidget(m_hint);
    addFormRow(form, tr("Your p&rice:"), m_expected, amountBlock);

    m_resource = new QLineEdit(this);
    m_resource->setObjectName(QStringLiteral("deskResource"));
    m_resource->setAccessibleName(tr("Resource (optional)"));
    m_resource->setPlaceholderText(tr("https://… (optional; taken from a pasted request)"));
    form->addRow(tr("Reso&urce:"), m_resource);
    m_facilitator = new QLineEdit(this);
    m_facilitator->setObjectName(QStringLiteral("deskFacilitator"));
    m_facilitator->setAccessibleName(tr("Facilitator URL (optional)"));
    m_facilitator->setPlaceholderText(tr("Default: the network's facilitator"));
    form->addRow(tr("&Facilitator:"), m_facilitator);
    m_optionalHint = new FieldHint(this);
    form->addRow(QString(), m_optionalHint);
    m_timeout = new QSpinBox(this);
    m_timeout->setObjectName(QStringLiteral("deskTimeout"));
    m_timeout->setRange(1, limits::kMaxTimeoutSeconds);
    m_timeout->setValue(m_parts.settings->verifyTimeoutSeconds());
    m_timeout->setSuffix(tr(" s"));
    m_timeout->setAccessibleName(tr("Verification timeout in seconds"));
    m_timeout->setMaximumWidth(120);
    form->addRow(tr("&Timeout:"), m_timeout);
    m_localBox =
        new QCheckBox(tr("Verify &locally (co-sign as fee payer, broadcast, confirm)"), this);
    m_localBox->setObjectName(QStringLiteral("deskLocal"));
    m_localBox->setToolTip(tr("Check, co-sign as fee payer with a wallet on this computer, "
                              "broadcast and confirm, instead of asking the service."));
    form->addRow(QString(), m_localBox);
    return form;
}

QString SellerDesk::walletAddress() const
{
    return m_localBox->isChecked() ? m_parts.localWallets->addressAt(m_localWallet->currentIndex())
                                   : m_wallet->address();
}

void SellerDesk::setLocalMode(bool local)
{
    m_wallet->setVisible(!local);
    m_localWallet->setVisible(local);
    if (local && m_localWallet->currentIndex() < 0 && m_localWallet->count() > 0)
        m_localWallet->setCurrentIndex(0);
    m_timeout->setEnabled(!local); // a local check waits for the chain, not for a timeout
    m_verify->setText(local ? tr("&Verify and co-sign…") : tr("&Verify payment"));
    decode();
    Q_EMIT walletChanged(walletAddress());
}

QString SellerDesk::fieldText(const QString &name) const
{
    return m_summary->fieldText(name);
}

void SellerDesk::decode()
{
    m_pasted = PastedPayment::parse(m_input->toPlainText());
    m_info =
        m_pasted.proof.isEmpty() ? PaymentProofInfo() : PaymentProofInfo::decode(m_pasted.proof);
    m_verdict->clear();
    m_error->clear();
    // A pasted request names the resource; what the seller typed is kept.
    if (!m_pasted.resource.isEmpty() &&
        (m_resource->text().isEmpty() || m_resource->text() == m_autoResource)) {
        m_autoResource = m_pasted.resource;
        const QSignalBlocker quiet(m_resource);
        m_resource->setText(m_pasted.resource);
    }
    // The wallet the proof pays, when it is one of the seller's.
    if (m_info.isValid() && !m_info.recipient.isEmpty() && !m_localBox->isChecked() &&
        m_wallet->address() != m_info.recipient) {
        const QSignalBlocker quiet(m_wallet);
        if (m_wallet->selectAddress(m_info.recipient))
            Q_EMIT walletChanged(m_info.recipient);
    }
    if (m_input->toPlainText().trimmed().isEmpty())
        m_summary->clear();
    else
        m_summary->show(m_pasted, m_info, walletAddress(), m_expected->text());
    updateVerify();
}

void SellerDesk::updateVerify()
{
    const auto a = Address::parse(walletAddress());
    const Chain chain = a ? a->chain() : defaultChain();
    // The price is in what the proof pays: its token ("USDC") when it names one.
    m_symbol->setText(m_info.isValid() && !m_info.symbol.isEmpty() ? m_info.symbol
                                                                   : chainSymbol(chain));
    bool ok = a.has_value() && m_info.isValid() && !m_controller.isBusy() &&
              !(m_localBox->isChecked() && m_parts.localPayments->isBusy());
    const QString expected = m_expected->text().trimmed();
    if (expected.isEmpty()) {
        m_hint->reset();
        ok = false;
    } else if (auto e =
                   validate::expectedAmount(QStringLiteral("expectedAmount"), expected, chain)) {
        m_hint->showProblem(e->message);
        ok = false;
    } else {
        m_hint->reset();
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
    m_verify->setEnabled(ok && problem.isEmpty());
}

void SellerDesk::startVerify()
{
    ReceivePaymentRequest r;
    r.walletAddress = walletAddress();
    r.paymentProof = m_pasted.proof;
    r.expectedAmount = m_expected->text().trimmed();
    if (!m_resource->text().trimmed().isEmpty())
        r.resource = m_resource->text().trimmed();
    if (!m_facilitator->text().trimmed().isEmpty())
        r.facilitatorUrl = m_facilitator->text().trimmed();
    m_verdict->clear();
    m_error->clear();
    m_alreadyUsed = false;
    if (m_localBox->isChecked())
        return startLocal(r);
    r.timeoutSeconds = m_timeout->value();
    if (!m_controller.verify(r))
        return;
    m_verify->setEnabled(false);
    m_progress->start(tr("Verifying with the service…"));
    m_progress->setCountdown(m_timeout->value(), m_timeout->value());
}

void SellerDesk::onFinished(VerifyController::Verdict verdict)
{
    m_progress->finish();
    updateVerify();
    if (verdict == VerifyController::Verdict::Verified) {
        const ReceivePaymentResult &r = m_controller.result();
        m_verdict->showVerified(
            tr("Paid: %1 %2 from %3. Hand over the resource.\nPayment id: %4")
                .arg(r.amount ? r.amount->toString() : m_expected->text().trimmed(),
                     m_symbol->text(), r.payer.isEmpty() ? tr("the buyer") : r.payer, r.paymentId));
    } else if (verdict == VerifyController::Verdict::NotVerified) {
        const QString reason = m_controller.reason();
        m_alreadyUsed = reason == u"duplicate_settlement" ||
                        m_controller.error().message().contains(QStringLiteral("already used"));
        if (m_alreadyUsed)
            m_verdict->showNotVerified(
                tr("This proof was already used: it paid for something once and cannot pay "
                   "again. This looks like a replay."),
                tr("Refuse it: do not hand over the resource. Ask the buyer for a new payment."));
        else
            m_verdict->showNotVerified(tr("Reason: %1").arg(reason),
                                       m_controller.error().suggestedAction());
    } else {
        m_error->showError(m_controller.error());
    }
}

void SellerDesk::startLocal(const ReceivePaymentRequest &request)
{
    ReceivePaymentRequest r = request;
    r.timeoutSeconds.reset(); // hosted only
    LocalPaymentController *payments = m_parts.localPayments;
    PaymentFlow *flow = payments->startReceive(r);
    if (!flow) {
        m_error->showMessage(tr("Local verification not started"), payments->lastError());
        return;
    }
    m_verify->setEnabled(false);
    m_progress->start(tr("Checking the payment locally…"), false);
    delete m_dialog.data();
    const int row = m_localWallet->currentIndex();
    m_dialog = FamilyReviews::open(
        flow, m_parts.review,
        {m_parts.localWallets->labelAt(row), m_parts.localWallets->addressAt(row)}, this, this,
        [this, flow]() { onLocalFinished(flow); });
}

void SellerDesk::onLocalFinished(PaymentFlow *flow)
{
    m_progress->finish();
    updateVerify();
    const PaymentFlow::Summary s = flow->summary();
    if (flow->outcome() == PaymentFlow::Outcome::Confirmed) {
        m_verdict->showVerified(
            tr("Paid: %1 from %2, confirmed on chain. Hand over the resource.\nSignature: "
               "%3\nPayment id: %4")
                .arg(Money::format(s.value, s.asset),
                     s.counterparty.isEmpty() ? tr("the buyer") : s.counterparty,
                     flow->transactionId(), flow->paymentId()));
        m_parts.localWallets->refreshBalances();
        return;
    }
    m_alreadyUsed = flow->message().contains(QStringLiteral("already used"));
    m_verdict->showNotVerified(
        m_alreadyUsed ? tr("This proof was already used: it cannot pay again (a replay).")
                      : tr("Reason: %1").arg(flow->message()),
        flow->transactionId().isEmpty()
            ? tr("Nothing was signed or sent; do not hand over the resource.")
            : tr("Do not hand over the resource until the payment is confirmed."));
}

} // namespace paydesk::ui
