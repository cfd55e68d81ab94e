#include "EvmReviewDialog.h"

#include "Theme.h"
#include "families/evm/EvmSummaryView.h"
#include "models/LocalPaymentController.h"
#include "models/evm/EvmLocalPayments.h"
#include "payments/evm/EvmEndpoint.h"
#include "widgets/ReviewVerdict.h"

#include <QLabel>
#include <QPushButton>
#include <QTimer>

namespace paydesk::ui {

using evm::EvmPaymentFlow;
using evm::EvmReplacement;
using Step = EvmPaymentFlow::Step;
using Outcome = EvmPaymentFlow::Outcome;

FlowReviewDialog *EvmReviewDialog::create(PaymentFlow *flow, const ReviewParts &parts,
                                          const ReviewWallet &wallet, QWidget *parent)
{
    auto *evmFlow = qobject_cast<EvmPaymentFlow *>(flow);
    if (!evmFlow)
        return nullptr;
    Info info;
    info.walletLabel = wallet.label.isEmpty() || wallet.label == wallet.address
                           ? wallet.address
                           : tr("%1 (%2)").arg(wallet.label, wallet.address);
    info.lock = parts.lock;
    info.payments = parts.payments;
    return new EvmReviewDialog(evmFlow, info, parent);
}

EvmReviewDialog::EvmReviewDialog(EvmPaymentFlow *flow, const Info &info, QWidget *parent)
    : FlowReviewDialog(flow, info.lock, parent), m_info(info)
{
    setObjectName(QStringLiteral("evmReviewDialog"));
    setWindowTitle(tr("Review and sign the payment"));
    setAccessibleName(windowTitle());
    m_summary = new EvmSummaryView(this);
    m_summary->setObjectName(QStringLiteral("evmSummary"));
    m_summary->setMinimumWidth(700); // the dialog's width (the layout sets its minimum size)
    m_summary->setVisible(false);
    m_speedUp = new QPushButton(tr("Speed &up"), this);
    m_speedUp->setObjectName(QStringLiteral("reviewSpeedUp"));
    m_speedUp->setToolTip(tr("Send the same payment again with the same nonce and at least 10 % "
                             "higher fees: whichever lands, you pay once."));
    m_cancelPayment = new QPushButton(tr("Cancel &payment"), this);
    m_cancelPayment->setObjectName(QStringLiteral("reviewCancelPayment"));
    m_cancelPayment->setToolTip(tr("Replace it with a transfer of 0 to yourself with the same "
                                   "nonce: if that lands first, only its network fee is paid."));
    Frame frame;
    frame.summary = m_summary;
    frame.extraButtons = {m_speedUp, m_cancelPayment};
    frame.growWithText = true;
    frame.verdictLinks = true;
    buildFrame(frame);
    m_title->setText(tr("Paydesk checked the transaction the service built against your node. "
                        "This is exactly what you would sign:"));
    connect(m_speedUp, &QPushButton::clicked, this,
            [this]() { replace(EvmReplacement::Kind::SpeedUp); });
    connect(m_cancelPayment, &QPushButton::clicked, this,
            [this]() { replace(EvmReplacement::Kind::Cancel); });
    follow();
}

QDateTime EvmReviewDialog::expiresAt() const
{
    return flow()->review().expiresAt;
}

QString EvmReviewDialog::submittedText() const
{
    return tr("Sent. Waiting for a block to include it…");
}

void EvmReviewDialog::approveNow()
{
    if (m_replacement && m_replacement->step() == Step::AwaitingApproval)
        return m_replacement->approve();
    FlowReviewDialog::approveNow();
}

void EvmReviewDialog::declineNow()
{
    if (m_replacement && m_replacement->step() == Step::AwaitingApproval)
        return m_replacement->reject();
    FlowReviewDialog::declineNow();
}

void EvmReviewDialog::onReviewReady()
{
    if (!flow())
        return;
    const evm::EvmReview &r = flow()->review();
    if (r.tx.to)
        m_headline->setText(
            tr("You pay %1 to %2").arg(EvmSummaryView::eth(r.value), r.tx.to->toChecksummed()));
    m_summary->setReview(r, flow()->simulation(),
                         {m_info.walletLabel, flow()->endpoint().toDisplayString(), {}, {}});
    m_summary->setVisible(r.chainId != 0);
    if (!r.ok()) {
        m_title->setText(tr("Paydesk checked the transaction the service built and will not "
                            "sign it:"));
        showVerdict(tr("Paydesk refused to sign this transaction: %1").arg(r.reason),
                    Theme::Tone::Danger);
    }
    m_timer.start();
    tick();
    QTimer::singleShot(0, this, [this]() { adjustSize(); });
}

void EvmReviewDialog::onStep(Step step)
{
    switch (step) {
    case Step::Building:
        m_headline->setText(tr("Getting the transaction from the service…"));
        break;
    case Step::Checking:
        m_headline->setText(tr("Checking it against your node: chain, nonce, fees…"));
        break;
    case Step::Signing:
        m_progress->setText(tr("Signing with the key from your system keychain…"));
        break;
    case Step::Broadcasting:
        m_headline->setText(tr("Signed and journaled. Sending it to your node…"));
        break;
    case Step::Idle:
    case Step::AwaitingApproval:
    case Step::Finished:
        break;
    }
    updateButtons();
}

QString EvmReviewDialog::outcomeText(Outcome outcome, const QString &message,
                                     const QString &hash) const
{
    QString text = message;
    if (!hash.isEmpty() && outcome != Outcome::Rejected) {
        // The network's block explorer (none for the sandbox chain or an unlisted network).
        const QUrl page =
            evm::EvmEndpoint::explorerTx(flow() ? flow()->network() : QString(), hash);
        const QString link =
            page.isEmpty() ? hash.toHtmlEscaped()
                           : QStringLiteral("<a href=\"%1\">%2</a>")
                                 .arg(page.toString(QUrl::FullyEncoded), hash.toHtmlEscaped());
        text = message.toHtmlEscaped() + QStringLiteral("<br>") + tr("Transaction %1").arg(link);
    }
    return text;
}

void EvmReviewDialog::onFinished()
{
    if (!flow())
        return;
    m_timer.stop();
    m_countdown->clear();
    m_progress->clear();
    const Outcome o = flow()->outcome();
    const QString text = outcomeText(o, flow()->message(), flow()->hash());
    // Replaced by a speed-up or cancel: the replacement's outcome is what the user reads.
    if (m_replacement && o == Outcome::Expired)
        return updateButtons();
    switch (o) {
    case Outcome::Confirmed:
        m_headline->setText(tr("Paid."));
        showVerdict(text, Theme::Tone::Success);
        break;
    case Outcome::Unfinished:
        m_headline->setText(tr("Waiting for a block."));
        showVerdict(text, Theme::Tone::Warning);
        break;
    case Outcome::Refused:
        if (flow()->review().ok() || flow()->review().chainId == 0)
            showVerdict(flow()->message(), Theme::Tone::Danger);
        break;
    case Outcome::None:
        break;
    default:
        showVerdict(text, Theme::Tone::Danger);
        break;
    }
    updateButtons();
}

void EvmReviewDialog::replace(EvmReplacement::Kind kind)
{
    auto *own = m_info.payments ? m_info.payments->part<EvmLocalPayments>(Chain::Evm) : nullptr;
    if (!flow() || !own || flow()->journalId() == 0)
        return;
    EvmReplacement *r = own->startReplacement(flow()->journalId(), kind, {});
    if (!r)
        return showVerdict(own->lastError(), Theme::Tone::Danger);
    m_replacement = r;
    m_headline->setText(kind == EvmReplacement::Kind::SpeedUp
                            ? tr("Speed up: the same payment, the same nonce, higher fees")
                            : tr("Cancel: 0 to yourself with the same nonce"));
    m_verdictFrame->setVisible(false);
    connect(r, &EvmReplacement::reviewReady, this, &EvmReviewDialog::onReplacementReview);
    connect(r, &EvmReplacement::finished, this, &EvmReviewDialog::onReplacementFinished);
    connect(r, &EvmReplacement::progress, m_progress, &QLabel::setText);
    connect(r, &EvmReplacement::stepChanged, this, &EvmReviewDialog::updateButtons);
    if (r->step() == Step::Finished)
        onReplacementFinished();
    updateButtons();
}

void EvmReviewDialog::onReplacementReview()
{
    if (!m_replacement)
        return;
    const evm::EvmReview &r = m_replacement->review();
    m_summary->setReview(r, std::nullopt,
                         {m_info.walletLabel,
                          flow() ? flow()->endpoint().toDisplayString() : QString(),
                          tr("%1 (its network fee was at most %2)")
                              .arg(flow() ? flow()->hash() : QString(),
                                   EvmSummaryView::eth(m_replacement->previousMaxNetworkFee())),
                          {}});
    m_title->setText(tr("This replaces the waiting transaction. Whichever of the two lands, the "
                        "other never will:"));
    if (!r.ok())
        showVerdict(m_replacement->message().isEmpty() ? r.reason : m_replacement->message(),
                    Theme::Tone::Danger);
    updateButtons();
}

void EvmReviewDialog::onReplacementFinished()
{
    if (!m_replacement)
        return;
    const Outcome o = m_replacement->outcome();
    const bool cancel = m_replacement->kind() == EvmReplacement::Kind::Cancel;
    QString text = outcomeText(o, m_replacement->message(), m_replacement->hash());
    if (o == Outcome::Confirmed) {
        m_headline->setText(cancel ? tr("Cancelled: the payment was not made.") : tr("Paid."));
        if (cancel)
            text = tr("The cancel landed first, so the payment can no longer land; only its "
                      "network fee was paid.") +
                   QStringLiteral("<br>") + text;
        showVerdict(text, cancel ? Theme::Tone::Warning : Theme::Tone::Success);
    } else {
        showVerdict(text, o == Outcome::Unfinished ? Theme::Tone::Warning : Theme::Tone::Danger);
    }
    updateButtons();
}

void EvmReviewDialog::tick()
{
    const int left = secondsLeft();
    const Step step = flow() ? flow()->step() : Step::Finished;
    if (step == Step::Broadcasting && !m_replacement && flow()->waitingMs() > 5000)
        m_countdown->setText(tr("Waiting for a block for %n s. Until its nonce is used it can "
                                "still land; Paydesk never pays it twice.",
                                nullptr, int(flow()->waitingMs() / 1000)));
    else if (step != Step::AwaitingApproval || m_replacement)
        m_countdown->clear();
    else if (left < 0)
        m_countdown->setText(tr("The service gave no time limit for its quote."));
    else if (left < kMinSecondsLeft)
        m_countdown->setText(tr("The service's quote (nonce, fees) ends in %1 s: too little to "
                                "sign safely. Close and review again.")
                                 .arg(left));
    else
        m_countdown->setText(tr("The service stands by this quote for %1 more seconds.").arg(left));
    updateButtons();
}

void EvmReviewDialog::updateButtons()
{
    const Step step = flow() ? flow()->step() : Step::Finished;
    const Step rstep = m_replacement ? m_replacement->step() : Step::Idle;
    const int left = secondsLeft();
    const bool replacing = m_replacement && rstep != Step::Finished;
    const bool replacementWaits = m_replacement && m_replacement->outcome() == Outcome::Unfinished;
    const bool stuck =
        flow() && ((flow()->outcome() == Outcome::Unfinished) ||
                   (step == Step::Broadcasting && flow()->waitingMs() > kOfferReplacementAfterMs));
    const bool waiting =
        stuck && !replacing &&
        (!m_replacement || replacementWaits || m_replacement->outcome() == Outcome::Refused ||
         m_replacement->outcome() == Outcome::Error ||
         m_replacement->outcome() == Outcome::Rejected);
    const bool awaiting =
        (step == Step::AwaitingApproval && !m_replacement) || rstep == Step::AwaitingApproval;
    m_sign->setVisible(awaiting);
    m_sign->setEnabled(awaiting && (m_replacement || left < 0 || left >= kMinSecondsLeft));
    m_sign->setText(m_replacement ? tr("&Sign replacement") : tr("&Sign && send"));
    m_reject->setVisible(awaiting || step == Step::Building || step == Step::Checking);
    m_speedUp->setVisible(waiting && m_info.payments);
    m_cancelPayment->setVisible(waiting && m_info.payments);
    m_close->setVisible(!awaiting);
}

void EvmReviewDialog::reject()
{
    if (m_replacement && m_replacement->step() == Step::AwaitingApproval)
        m_replacement->reject();
    else if (flow() && flow()->step() == Step::AwaitingApproval)
        flow()->reject();
    QDialog::reject();
}

} // namespace paydesk::ui
