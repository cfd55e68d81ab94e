#include "SellerDesk.h"

#include "AppContext.h"
#include "Theme.h"
#include "core/Validation.h"
#include "dialogs/LocalReviewDialog.h"
#include "solana/TransactionPolicy.h"
#include "widgets/ErrorPanel.h"
#include "widgets/FieldHint.h"
#include "widgets/FormRow.h"
#include "widgets/ProgressPanel.h"
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
#include <QVBoxLayout>

namespace paydesk::ui {

SellerDesk::SellerDesk(AppContext *context, QWidget *parent)
    : QGroupBox(tr("Seller's desk: check what a buyer sent"), parent), m_context(context),
      m_controller(context->client())
{
    setObjectName(QStringLiteral("sellerDesk"));
    auto *v = new QVBoxLayout(this);
    m_input = new QPlainTextEdit(this);
    m_input->setObjectName(QStringLiteral("deskInput"));
    m_input->setAccessibleName(tr("Pasted payment or HTTP request"));
    m_input->setPlaceholderText(tr("Paste an X-PAYMENT value, or a whole HTTP request (request "
                                   "line, headers, body) that carries X-PAYMENT or "
                                   "PAYMENT-SIGNATURE"));
    m_input->setTabChangesFocus(true);
    m_input->setFont(Theme::monospaceFont());
    m_input->setFixedHeight(m_input->fontMetrics().lineSpacing() * 6 + 12);
    v->addWidget(m_input);

    m_fieldsForm = new QFormLayout;
    m_fieldsForm->setLabelAlignment(Qt::AlignRight | Qt::AlignTop);
    const QList<std::pair<QString, QString>> rows = {
        {QStringLiteral("source"), tr("Found:")},
        {QStringLiteral("kind"), tr("Kind:")},
        {QStringLiteral("version"), tr("Protocol:")},
        {QStringLiteral("network"), tr("Network:")},
        {QStringLiteral("payer"), tr("Payer:")},
        {QStringLiteral("recipient"), tr("Recipient:")},
        {QStringLiteral("amount"), tr("Amount:")},
        {QStringLiteral("paymentId"), tr("Payment id:")},
        {QStringLiteral("signature"), tr("Signature:")},
        {QStringLiteral("feePayer"), tr("Fee payer:")},
        {QStringLiteral("validity"), tr("Validity:")},
        {QStringLiteral("instructions"), tr("Instructions:")}};
    const QStringList mono = {QStringLiteral("payer"), QStringLiteral("recipient"),
                              QStringLiteral("paymentId"), QStringLiteral("signature"),
                              QStringLiteral("feePayer")};
    for (const auto &[name, label] : rows) {
        auto *value = new QLabel(this);
        value->setObjectName(QStringLiteral("desk_") + name);
        value->setWordWrap(true);
        value->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
        value->setAccessibleName(label);
        if (mono.contains(name))
            value->setFont(Theme::monospaceFont());
        m_fields.insert(name, value);
        m_fieldsForm->addRow(label, value);
    }
    v->addLayout(m_fieldsForm);

    auto *form = new QFormLayout;
    form->setLabelAlignment(Qt::AlignRight | Qt::AlignTop);
    auto *walletRow = new QHBoxLayout;
    m_wallet = new WalletComboBox(context->wallets(), this);
    m_wallet->setAccessibleName(tr("Receiving wallet"));
    m_localWallet = new QComboBox(this);
    m_localWallet->setAccessibleName(tr("Receiving wallet on this computer"));
    m_localWallet->setModel(context->localWallets());
    m_localWallet->setModelColumn(LocalWalletModel::ChoiceColumn);
    m_localWallet->hide();
    walletRow->addWidget(m_wallet, 1);
    walletRow->addWidget(m_localWallet, 1);
    addFormRow(form, tr("&Paid to:"), m_wallet, walletRow);
    auto *amountBlock = new QVBoxLayout;
    m_expected = new QLineEdit(this);
    m_expected->setObjectName(QStringLiteral("deskExpected"));
    m_expected->setAccessibleName(tr("Your price"));
    m_expected->setPlaceholderText(tr("e.g. 0.001"));
    m_expected->setMaximumWidth(220);
    m_hint = new FieldHint(tr("The price of what the buyer pays for, in the native unit."), this);
    auto *amountRow = new QHBoxLayout;
    amountRow->addWidget(m_expected);
    amountRow->addStretch(1);
    amountBlock->addLayout(amountRow);
    amountBlock->addWidget(m_hint);
    addFormRow(form, tr("Your p&rice:"), m_expected, amountBlock);
    m_localBox =
        new QCheckBox(tr("Verify l&ocally (co-sign as fee payer, broadcast, confirm)"), this);
    m_localBox->setToolTip(tr("Check, co-sign as fee payer with a wallet on this computer, "
                              "broadcast and confirm (/transaction/receive)"));
    form->addRow(QString(), m_localBox);
    v->addLayout(form);
    auto *buttons = new QHBoxLayout;
    m_verify = new QPushButton(tr("Verify &at the desk"), this);
    m_verify->setObjectName(QStringLiteral("deskVerify"));
    buttons->addStretch();
    buttons->addWidget(m_verify);
    v->addLayout(buttons);
    m_progress = new ProgressPanel(this);
    m_verdict = new VerdictPanel(this);
    m_error = new ErrorPanel(this);
    v->addWidget(m_progress);
    v->addWidget(m_verdict);
    v->addWidget(m_error);

    connect(m_input, &QPlainTextEdit::textChanged, this, &SellerDesk::decode);
    connect(m_expected, &QLineEdit::textChanged, this, &SellerDesk::updateVerify);
    connect(m_wallet, &WalletComboBox::walletChanged, this, &SellerDesk::updateVerify);
    connect(m_localWallet, &QComboBox::currentIndexChanged, this, &SellerDesk::updateVerify);
    connect(m_localBox, &QCheckBox::toggled, this, [this](bool local) {
        m_wallet->setVisible(!local);
        m_localWallet->setVisible(local);
        if (local && m_localWallet->currentIndex() < 0 && m_localWallet->count() > 0)
            m_localWallet->setCurrentIndex(0);
        updateVerify();
    });
    connect(m_verify, &QPushButton::clicked, this, &SellerDesk::startVerify);
    connect(m_progress, &ProgressPanel::cancelRequested, &m_controller, &VerifyController::cancel);
    connect(&m_controller, &VerifyController::countdown, this, [this](int left) {
        m_progress->setText(tr("Verifying with the service… %n second(s) left.", nullptr, left));
    });
    connect(&m_controller, &VerifyController::finished, this, &SellerDesk::onFinished);
    decode();
}

QString SellerDesk::walletAddress() const
{
    return m_localBox->isChecked()
               ? m_context->localWallets()->addressAt(m_localWallet->currentIndex())
               : m_wallet->address();
}

void SellerDesk::setField(const QString &name, const QString &value)
{
    QLabel *label = m_fields.value(name);
    label->setText(value);
    label->setVisible(!value.isEmpty());
    if (QWidget *l = m_fieldsForm->labelForField(label))
        l->setVisible(!value.isEmpty());
}

QString SellerDesk::fieldText(const QString &name) const
{
    const QLabel *label = m_fields.value(name);
    return label ? label->text() : QString();
}

void SellerDesk::decode()
{
    m_pasted = PastedPayment::parse(m_input->toPlainText());
    m_info =
        m_pasted.proof.isEmpty() ? PaymentProofInfo() : PaymentProofInfo::decode(m_pasted.proof);
    m_verdict->clear();
    m_error->clear();
    for (auto it = m_fields.cbegin(); it != m_fields.cend(); ++it)
        setField(it.key(), QString());
    if (m_input->toPlainText().trimmed().isEmpty()) {
        updateVerify();
        return;
    }
    QString source;
    if (m_pasted.isRequest)
        source = m_pasted.proof.isEmpty()
                     ? m_pasted.error
                     : tr("%1 header in a %2 request for %3")
                           .arg(m_pasted.headerName,
                                m_pasted.method.isEmpty() ? tr("HTTP") : m_pasted.method,
                                m_pasted.resource.isEmpty() ? m_pasted.target : m_pasted.resource);
    else
        source = tr("A bare header value");
    setField(QStringLiteral("source"), source);
    if (m_pasted.proof.isEmpty()) {
        updateVerify();
        return;
    }
    setField(QStringLiteral("kind"), m_info.isValid()
                                         ? m_info.kindLabel()
                                         : tr("%1: %2").arg(m_info.kindLabel(), m_info.error));
    if (m_info.isValid()) {
        setField(QStringLiteral("version"),
                 tr("x402 version %1, scheme \"%2\"").arg(m_info.x402Version).arg(m_info.scheme));
        setField(QStringLiteral("network"), m_info.network);
        setField(QStringLiteral("payer"), m_info.payer);
        setField(QStringLiteral("recipient"), m_info.recipient);
        setField(QStringLiteral("amount"), m_info.amount.isEmpty()
                                               ? tr("not readable")
                                               : tr("%1 %2").arg(m_info.amount, m_info.symbol));
        setField(QStringLiteral("paymentId"), m_info.paymentId);
        setField(QStringLiteral("signature"), m_info.signature);
        setField(QStringLiteral("feePayer"), m_info.feePayer);
        const bool settled = m_info.kind == PaymentProofInfo::Kind::Settled;
        setField(QStringLiteral("validity"),
                 settled ? tr("Already on the ledger: good for one verification only")
                 : m_info.signedByPayer
                     ? tr("Signed by the payer; valid until its recent blockhash expires (about "
                          "a minute after signing)")
                     : tr("Not signed by the payer: it cannot be valid"));
        QStringList steps;
        for (int i = 0; i < m_info.instructions.size(); ++i)
            steps.append(tr("%1. %2").arg(i + 1).arg(m_info.instructions[i]));
        setField(QStringLiteral("instructions"), steps.join(u'\n'));
        // The wallet the proof pays, when it is one of the seller's.
        if (!m_info.recipient.isEmpty() && !m_localBox->isChecked())
            m_wallet->selectAddress(m_info.recipient);
    }
    updateVerify();
}

void SellerDesk::updateVerify()
{
    const auto a = Address::parse(walletAddress());
    bool ok = a.has_value() && m_info.isValid() && !m_controller.isBusy() &&
              !(m_localBox->isChecked() && m_context->localPayments()->isBusy());
    const QString expected = m_expected->text().trimmed();
    if (expected.isEmpty()) {
        m_hint->reset();
        ok = false;
    } else if (auto e = validate::expectedAmount(QStringLiteral("expectedAmount"), expected,
                                                 a ? a->chain() : Chain::Solana)) {
        m_hint->showProblem(e->message);
        ok = false;
    } else if (!m_info.amount.isEmpty() && m_info.amount != expected &&
               Amount::parse(expected, 9) != Amount::parse(m_info.amount, 9)) {
        m_hint->showProblem(tr("The proof says %1, not your price.").arg(m_info.amount));
    } else {
        m_hint->reset();
    }
    m_verify->setEnabled(ok);
}

void SellerDesk::startVerify()
{
    ReceivePaymentRequest r;
    r.walletAddress = walletAddress();
    r.paymentProof = m_pasted.proof;
    r.expectedAmount = m_expected->text().trimmed();
    if (!m_pasted.resource.isEmpty() &&
        validate::url(QStringLiteral("resource"), m_pasted.resource) == std::nullopt)
        r.resource = m_pasted.resource;
    m_verdict->clear();
    m_error->clear();
    m_alreadyUsed = false;
    if (m_localBox->isChecked())
        return startLocal(r);
    r.timeoutSeconds = m_context->settings()->verifyTimeoutSeconds();
    if (!m_controller.verify(r))
        return;
    m_verify->setEnabled(false);
    m_progress->start(tr("Verifying with the service…"));
}

void SellerDesk::onFinished(VerifyController::Verdict verdict)
{
    m_progress->finish();
    updateVerify();
    if (verdict == VerifyController::Verdict::Verified) {
        const ReceivePaymentResult &r = m_controller.result();
        m_verdict->showVerified(
            tr("Paid: %1 %2 from %3. Hand over the resource.\nPayment id: %4")
                .arg(r.amount ? r.amount->toString() : m_expected->text().trimmed(), m_info.symbol,
                     r.payer.isEmpty() ? tr("the buyer") : r.payer, r.paymentId));
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
    LocalPaymentController *payments = m_context->localPayments();
    solana::LocalPaymentFlow *flow = payments->startReceive(request);
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

void SellerDesk::onLocalFinished(solana::LocalPaymentFlow *flow)
{
    m_progress->finish();
    updateVerify();
    if (flow->outcome() == solana::LocalPaymentFlow::Outcome::Confirmed) {
        m_verdict->showVerified(
            tr("Paid: %1 SOL, confirmed on chain. Hand over the resource.\nSignature: %2")
                .arg(solana::TransactionPolicy::formatSol(flow->review().lamports),
                     flow->signature()));
        m_context->localWallets()->refreshBalances();
        return;
    }
    m_alreadyUsed = flow->message().contains(QStringLiteral("already used"));
    m_verdict->showNotVerified(
        m_alreadyUsed ? tr("This proof was already used: it cannot pay again (a replay).")
                      : tr("Reason: %1").arg(flow->message()),
        tr("Do not hand over the resource."));
}

} // namespace paydesk::ui
